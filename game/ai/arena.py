"""Matches between players, for measuring strength (``hawks-and-doves arena``).

A match is a schedule of games. Start boards are reused: each board is played once per
*rotation*, the players changing seats, so that no player profits from a lucky board or a
favoured seat (on a Hawk-versus-Dove board, each player is once the Hawk and once the
Dove). Every game is reproducible from its ``GameSpec``: the board comes from its seed and
the AI players search with node budgets by default.

This module plays and scores games; the command (``game/commands/arena.py``) runs them in
parallel processes, shows progress and writes the records.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.teams import leading_team, team_of, team_totals
from game.ai.levels import LEVELS, check_player, scaled_nodes
from game.ai.player import choose_action
from game.ai.stats import wilson_interval
from game.ai.values import KIND_VALUE
from game.errors import UsageError
from game.rules import GameState, Kind, format_action, new_game, parse_action, parse_seats

#: Seat layouts: two Hawks, a Hawk and a Dove, four Hawks in a free-for-all.
LAYOUTS = {"hvh": "HP,HG", "hvd": "HP,D", "ffa": "HP,HG,HT,HS"}
BUDGETS = ("nodes", "time")
MAX_SCALE = 1000  # a budget a thousand times the level's: hours a move, the most worth asking


@dataclass(frozen=True)
class GameSpec:
    """One game of a match: everything needed to play it again."""

    number: int  # from 1
    seats: str  # seat codes, e.g. "HP,D"
    size: tuple[int, int]
    board_seed: int
    players: tuple[str, ...]  # the player of each seat
    seed: int  # the AI players' seed
    budget: str = "nodes"  # "nodes": each level's node budget; "time": its time budget
    scale: float = 1.0  # the budget is multiplied by this
    max_plies: int = 1000  # a game still going after this many actions is unfinished
    adjudicate: int = 300  # ...and goes to a team ahead by this much material (0: a draw)


@dataclass
class GameOutcome:
    spec: GameSpec
    start: str  # HDN
    actions: list[str]
    status: str  # "win", "draw" or "unfinished"
    winners: tuple[int, ...]  # of an unfinished game: the seats it was adjudicated to
    reason: str
    seconds: list[float] = field(default_factory=list)  # thinking time by seat (index 0 unused)
    moves: list[int] = field(default_factory=list)  # actions chosen by seat

    @property
    def timed(self) -> bool:
        """Whether the thinking time is known (not for a record made before records kept
        it)."""
        return any(self.moves)

    @classmethod
    def begun(cls, spec: GameSpec, start: str, actions: list[str]) -> GameOutcome:
        """A game from ``start`` with ``actions`` played, not concluded yet, no thinking
        time nor move counted for any seat."""
        count = len(spec.players)
        return cls(spec, start, actions, "unfinished", (), "", [0.0] * (count + 1),
                   [0] * (count + 1))


def schedule(players: list[str], layout: str, games: int, size: tuple[int, int], seed: int,
             budget: str = "nodes", scale: float = 1.0, max_plies: int = 1000,
             adjudicate: int = 300) -> list[GameSpec]:
    """The games of a match. ``players`` has one name per seat, or two: the first for one
    seat and the second for all the others. Each board is played once per rotation, so
    that no player gains by its seat; with the same player in every seat (a balance
    match) rotating would replay the same game, so there each game has a board of its
    own."""
    if layout not in LAYOUTS:
        raise UsageError(f"unknown layout '{layout}': choose one of {', '.join(LAYOUTS)}")
    if budget not in BUDGETS:
        raise UsageError(f"unknown budget '{budget}': choose one of {', '.join(BUDGETS)}")
    if seed < 0:
        raise UsageError(f"the seed must be 0 or more, not {seed}")
    if games < 1:
        raise UsageError(f"the number of games must be at least 1, not {games}")
    if not 0 < scale <= MAX_SCALE:
        raise UsageError(f"the budget scale must be more than 0 and at most {MAX_SCALE}, "
                         f"not {scale}")
    for name in players:
        check_player(name)
    seats = LAYOUTS[layout]
    count = len(seats.split(","))
    if len(players) == 2 and count > 2:
        players = [players[0]] + [players[1]] * (count - 1)
    if len(players) != count:
        raise UsageError(f"layout '{layout}' has {count} seats: give 2 players"
                         f"{'' if count == 2 else f' or {count}'}, not {len(players)}")
    rotations = 1 if len(set(players)) == 1 else count
    specs = []
    for index in range(games):
        board, turn = divmod(index, rotations)
        rotated = tuple(players[(seat - turn) % count] for seat in range(count))
        specs.append(GameSpec(index + 1, seats, size, seed * 10_007 + board, rotated,
                              seed + index, budget, scale, max_plies, adjudicate))
    return specs


def budget_of(spec: GameSpec, player: str) -> dict:
    """The ``choose_action`` budget of a player in a game (baselines need none)."""
    base = player.partition(":")[0]
    if base not in LEVELS:
        return {}
    level = LEVELS[base]
    if spec.budget == "time":
        return {"seconds": level.seconds * spec.scale}
    return {"nodes": scaled_nodes(level, spec.scale)}


def play_game(spec: GameSpec) -> GameOutcome:
    """Play one game of a match to its end (or to ``max_plies``)."""
    state = new_game(parse_seats(spec.seats), spec.size, spec.board_seed)
    outcome = GameOutcome.begun(spec, state.hdn(), [])
    while state.result is None and len(outcome.actions) < spec.max_plies:
        seat = state.to_move
        player = spec.players[seat - 1]
        result = choose_action(state, player, seed=spec.seed, **budget_of(spec, player))
        outcome.seconds[seat] += result.seconds
        outcome.moves[seat] += 1
        outcome.actions.append(format_action(state, result.action))
        state.apply(result.action)
    return concluded(outcome, state)


def concluded(outcome: GameOutcome, state: GameState) -> GameOutcome:
    """``outcome`` with how its game ended, ``state`` being where it stopped: the game's
    result, or for a game stopped at the limit, who it is adjudicated to."""
    if state.result is not None:
        outcome.status = state.result.status
        outcome.winners = state.result.winners
        outcome.reason = state.result.reason
    else:
        start = GameState.from_hdn(outcome.start)
        outcome.winners = adjudicated(state, start, outcome.spec.adjudicate)
        outcome.reason = f"unfinished after {outcome.spec.max_plies} actions"
    return outcome


def earlier_outcome(spec: GameSpec, start: str, players: list[str], actions: list[str],
                    thinking: list[float | None] | None = None) -> GameOutcome:
    """The outcome of a game of the match played before (by a run that stopped), from
    its record: its start position, players, actions and each seat's ``thinking`` time.
    Raises ``UsageError`` if it is not the game ``spec`` describes, or not played to its
    end or the limit. A record without every seat's time (made before records kept it)
    counts no time and no moves (``GameOutcome.timed``)."""
    number = f"game {spec.number} of this match"
    board = new_game(parse_seats(spec.seats), spec.size, spec.board_seed).hdn()
    if start != board or tuple(players) != spec.players:
        raise UsageError(f"the record of {number} has another board or other players: "
                         "resume with the options the match began with")
    state = GameState.from_hdn(start)
    outcome = GameOutcome.begun(spec, start, list(actions))
    timed = thinking is not None and None not in thinking
    for text in actions:
        outcome.moves[state.to_move] += timed
        state.apply(parse_action(state, text))
    if state.result is None and len(actions) != spec.max_plies:
        raise UsageError(f"the record of {number} stops after {len(actions)} actions, "
                         f"neither at the game's end nor at --max-plies {spec.max_plies}")
    if timed:
        outcome.seconds = [0.0, *thinking]
    return concluded(outcome, state)


#: Piece values for adjudication: the AI's, except that an Activist counts as a Consumer.
#: Both are a side's basic piece, made one an action by the same building (the Wal-Mart),
#: so that generating them gains the same on either side.
ADJUDICATION_VALUE = {**KIND_VALUE, Kind.ACTIVIST: KIND_VALUE[Kind.CONSUMER]}


def adjudication_material(state: GameState, seat: int) -> int:
    """A seat's material on the adjudication scale (0 for a seat that is out)."""
    if not state.alive[seat]:
        return 0
    return sum(ADJUDICATION_VALUE[kind] for _, kind in state.pieces_of(seat))


def adjudicated(state: GameState, start: GameState, margin: int) -> tuple[int, ...]:
    """The seats of the team whose material grew the most since ``start`` (the position the
    game started from), if it leads every other team by ``margin`` or more; else () for a
    draw, and () if ``margin`` is 0.

    The change since the start, not the material itself: a Dove's six Activists against a
    Hawk's four Consumers are the start of a fair game, not a lead (``ADJUDICATION_VALUE``
    says why an Activist counts as a Consumer). A team is all its seats, eliminated ones
    too: losing a seat loses its material."""
    if not margin:
        return ()
    gains = [0] + [adjudication_material(state, seat) - adjudication_material(start, seat)
                   for seat in range(1, len(state.seats) + 1)]
    totals = team_totals(state, gains)
    lead = leading_team(totals)
    if lead is not None and lead[1] < margin:
        return ()
    winner = lead[0] if lead else next(iter(totals))
    return tuple(seat for seat in range(1, len(state.seats) + 1)
                 if team_of(state, seat) == winner)


@dataclass
class MatchSummary:
    """A match from the first player's point of view (its wins are any game its seat won)."""

    player: str
    wins: int = 0
    draws: int = 0
    losses: int = 0
    unfinished: int = 0  # games stopped at the length limit (adjudicated, or drawn)
    adjudicated_wins: int = 0  # unfinished games given to the player's side on material
    adjudicated_losses: int = 0  # ...and to another side
    plies: int = 0
    seconds: dict[str, float] = field(default_factory=dict)  # thinking time by player
    moves: dict[str, int] = field(default_factory=dict)
    side_wins: dict[str, int] = field(default_factory=dict)  # wins by seat code: HP, D...
    #: The games the player did not win, by number, each with how it ended: the ones to
    #: examine first.
    not_won: list[tuple[int, str]] = field(default_factory=list)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def score(self) -> float:
        return (self.wins + self.draws / 2) / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.score, self.games)

    def add(self, outcome: GameOutcome) -> None:
        spec = outcome.spec
        own = {seat for seat, name in enumerate(spec.players, start=1) if name == self.player}
        unfinished = outcome.status == "unfinished"
        self.unfinished += unfinished
        if outcome.winners:
            if own & set(outcome.winners):
                self.wins += 1
                self.adjudicated_wins += unfinished
            else:
                self.losses += 1
                self.adjudicated_losses += unfinished
                self.not_won.append((spec.number, "lost at the cap" if unfinished
                                     else "lost on the board"))
            codes = spec.seats.split(",")
            for code in {codes[seat - 1] for seat in outcome.winners}:
                self.side_wins[code] = self.side_wins.get(code, 0) + 1
        else:
            self.draws += 1
            self.not_won.append((spec.number, "drawn at the cap" if unfinished
                                 else f"drawn: {outcome.reason}"))
        self.plies += len(outcome.actions)
        for seat, name in enumerate(spec.players, start=1):
            self.seconds[name] = self.seconds.get(name, 0.0) + outcome.seconds[seat]
            self.moves[name] = self.moves.get(name, 0) + outcome.moves[seat]

    def seconds_per_move(self, player: str) -> float:
        return self.seconds.get(player, 0.0) / max(1, self.moves.get(player, 0))
