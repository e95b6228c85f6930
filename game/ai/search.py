"""The search: iterative deepening alpha-beta (PVS) with a transposition table, move
ordering, late move reductions and quiescence on captures and pacifications.

Every node is scored for one of two *sides*: the root player's team, or everyone else.

- With two teams (two seats, or Doves against one Hawk) this is exact negamax: the other
  side is the other team, and two Doves in a row simply stay on the same side.
- With three or more teams there are two choices (``Level.multi``):
  *paranoid* keeps the rules' turn order and lets every opponent play against the root
  player; *BRS* (Best-Reply Search, Schadd & Winands 2011) alternates the root player with
  a single reply, the best one of any opponent, the others passing. BRS sees more of the
  root player's own actions for the same depth; see the README for the measurement.

The search works on its own copy of the state with the rules' ``apply``/``undo``, so the
caller's state is never touched, even when the budget runs out in the middle of a line.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from game.ai.attacks import capture_actions, losing_capture
from game.ai.census import SeatCensus
from game.ai.clock import Budget, OutOfBudget
from game.ai.evaluation import evaluate
from game.ai.teams import living_teams, team_of
from game.ai.leader_watch import LeaderWatch
from game.ai.levels import BRS, Level, level_tile_plan
from game.ai.ordering import MAX_PLY, MoveOrder, capture_order, prune_placements
from game.ai.tt import EXACT, LOWER, UPPER, WIN, TranspositionTable, from_node
from game.ai.turns import set_mover
from game.ai.values import VICTIM_BY_CODE
from game.rules import PASS, Action, ActionKind, GameState, Kind
from game.rules.cells import KIND_SHIFT

INFINITY = WIN + 1
#: At depth 1, quiet moves are skipped when the static score is this far below alpha.
FUTILITY_MARGIN = 200
#: In quiescence, a capture that cannot lift the score to within this of alpha is skipped.
DELTA_MARGIN = 200
#: Late move reductions: from this move on, at this depth or more, quiet moves go one ply less.
REDUCE_FROM_MOVE = 3
REDUCE_FROM_DEPTH = 3
EVAL_CACHE_LIMIT = 200_000
#: A draw (a repetition, the quiet rule) scores this much below 0 for the searching team,
#: and as much above for its opponents: each player prefers to play on rather than
#: repeat a position that it merely holds. A team far ahead (at a level that holds a
#: lead: ``Level.holds_lead``) loses its lead in a draw (``hunt.root_lead``), and below its
#: root counts a position seen before as one (``repeats``).
CONTEMPT = 50
_MOVE, _GENERATE = int(ActionKind.MOVE), int(ActionKind.GENERATE)
_LEADER_VICTIM = VICTIM_BY_CODE[int(Kind.LEADER) << KIND_SHIFT | 1]


@dataclass(frozen=True)
class SearchResult:
    """The chosen action and how it was found. ``score`` is for the player's team, in
    hundredths of a Consumer (about +-1,000,000 for a forced win or loss); ``pv`` is the
    line the search expects, starting with ``action``."""

    action: Action
    score: int
    depth: int
    nodes: int
    seconds: float
    pv: tuple[Action, ...]


class Search:
    """One search from one position; ``run()`` returns the ``SearchResult``."""

    def __init__(self, state: GameState, level: Level, budget: Budget, rng: Random) -> None:
        self.state = state
        self.level = level
        self.budget = budget
        self.rng = rng
        self.root_seat = state.to_move
        self.root_team = team_of(state, self.root_seat)
        count = len(state.seats)
        self.root_side_seats = [seat for seat in range(1, count + 1)
                                if team_of(state, seat) == self.root_team]
        self.opponents = [seat for seat in range(1, count + 1)
                          if seat not in self.root_side_seats]
        self.brs = len(living_teams(state)) > 2 and level.multi == BRS
        self.tt = TranspositionTable()
        self.order = MoveOrder()
        self.evals: dict[int, int] = {}
        self.censuses: dict[int, SeatCensus] = {}
        self.watch = LeaderWatch(state)
        self.plan = level_tile_plan(state, level)
        self.contempt = max(CONTEMPT, self.plan.lead)
        self.nodes = 0
        self.pv: list[list] = [[] for _ in range(MAX_PLY + 2)]
        self.drawing: dict[int, list[tuple[int, Action]]] = {}  # by hash: drawing_generations

    # ------------------------------------------------------------------ driver

    def run(self) -> SearchResult:
        """Iterative deepening until the budget, the level's depth or a forced result."""
        moves = self.order.sort(self.state, self.moves(True, False), 0, None)
        best_move, score, depth_done, pv = moves[0], 0, 0, [moves[0]]
        if len(moves) > 1:
            for depth in range(1, self.level.max_depth + 1):
                self.iteration_best = None
                try:
                    score, best_move = self.root(depth, moves, best_move)
                except OutOfBudget:
                    if self.iteration_best is not None:
                        score, best_move = self.iteration_best
                        pv = list(self.pv[0]) or [best_move]
                    break
                depth_done, pv = depth, list(self.pv[0]) or [best_move]
                if abs(score) > WIN - MAX_PLY or not self.budget.another_iteration():
                    break
        if pv[0] != best_move:
            pv = [best_move]
        return SearchResult(best_move[1], score, depth_done, self.nodes,
                            self.budget.elapsed(), tuple(action for _, action in pv))

    def root(self, depth: int, moves: list, previous: tuple) -> tuple[int, tuple]:
        """One iteration at the root. With noise (Easy) every action is scored exactly and
        the scores are blurred before choosing; otherwise a principal variation search."""
        moves.sort(key=lambda move: move != previous)  # stable: the last best first
        noise = self.level.large_noise if self.plan.large else self.level.noise
        alpha, best, best_move, noisy_best = -INFINITY, -INFINITY, moves[0], -INFINITY
        for index, move in enumerate(moves):
            before, after, child_side = self.make(move, True)
            if index == 0 or noise:
                score = self.child(depth - 1, -INFINITY if noise else alpha, INFINITY, 0,
                                   True, child_side)
            else:
                score = self.child(depth - 1, alpha, alpha + 1, 0, True, child_side)
                if score > alpha:
                    score = self.child(depth - 1, alpha, INFINITY, 0, True, child_side)
            self.unmake(before, after)
            if noise:
                blurred = score + self.rng.randint(-noise, noise)
                if blurred > noisy_best:
                    noisy_best, best, best_move = blurred, score, move
                    self.pv[0] = [move] + self.pv[1]
            elif score > best:
                best, best_move = score, move
                alpha = max(alpha, score)
                self.pv[0] = [move] + self.pv[1]
            self.iteration_best = (best, best_move)
        return best, best_move

    # ------------------------------------------------------------------ nodes

    def search(self, depth: int, alpha: int, beta: int, ply: int, side: bool) -> int:
        """Negamax with PVS: the score of the position for ``side`` (True: the root team)."""
        over = self.enter(ply, side)
        if over is not None:
            return over
        if depth <= 0 or ply >= MAX_PLY:
            return self.quiesce(alpha, beta, ply, side, 0)
        state, level = self.state, self.level
        key = state.hash
        entry = self.tt.probe(key)
        tt_move = None
        if entry is not None:
            tt_move = entry.move
            if entry.depth >= depth:
                score = from_node(entry.score, ply)
                if entry.flag == EXACT or (entry.flag == LOWER and score >= beta) or (
                        entry.flag == UPPER and score <= alpha):
                    return score
        moves = self.moves(side, False)
        kept = prune_placements(state, moves, level.placements)
        if ply == 1 and not side and len(kept) < len(moves):
            kept += self.drawing_generations(moves, kept)
        moves = self.order.sort(state, kept, ply, tt_move)
        # Futility pruning at the frontier of a null window. The static score is worked
        # out at the first quiet move only: a capture before it often ends the node first.
        frontier = depth == 1 and beta - alpha == 1
        futile = None
        original_alpha = alpha
        best, best_move = -INFINITY, None
        for index, move in enumerate(moves):
            quiet = move[1][0] == _MOVE
            if quiet and index and frontier:
                if futile is None:
                    futile = self.static(side) + FUTILITY_MARGIN <= alpha
                if futile:
                    continue
            before, after, child_side = self.make(move, side)
            if index == 0:
                score = self.child(depth - 1, alpha, beta, ply, side, child_side)
            else:
                reduce = int(level.reductions and quiet and depth >= REDUCE_FROM_DEPTH
                             and index >= REDUCE_FROM_MOVE)
                score = self.child(depth - 1 - reduce, alpha, alpha + 1, ply, side, child_side)
                if score > alpha and (reduce or score < beta):
                    score = self.child(depth - 1, alpha, beta, ply, side, child_side)
            self.unmake(before, after)
            if score > best:
                best, best_move = score, move
                if score > alpha:
                    alpha = score
                    self.pv[ply] = [move] + self.pv[ply + 1]
                    if score >= beta:
                        if quiet:
                            self.order.reward(move, ply, depth)
                        break
        flag = UPPER if best <= original_alpha else LOWER if best >= beta else EXACT
        self.tt.store(key, depth, flag, best, best_move, ply)
        return best

    def quiesce(self, alpha: int, beta: int, ply: int, side: bool, qply: int) -> int:
        """Captures and pacifications only, until the position is quiet: a static score is
        trusted only when nothing is about to be taken."""
        over = self.enter(ply, side)
        if over is not None:
            return over
        stand = self.static(side)
        if stand >= beta or qply >= self.level.quiescence or ply >= MAX_PLY:
            return stand
        alpha = max(alpha, stand)
        state = self.state
        moves = self.moves(side, True)
        moves.sort(key=lambda move: capture_order(state, move[1]), reverse=True)
        best = stand
        for move in moves:
            victim = VICTIM_BY_CODE[state.cells[move[1][2]]]
            if victim < _LEADER_VICTIM and (stand + victim + DELTA_MARGIN < alpha
                                            or losing_capture(state, *move)):
                continue
            before, after, child_side = self.make(move, side)
            if child_side == side:
                score = self.quiesce(alpha, beta, ply + 1, side, qply + 1)
            else:
                score = -self.quiesce(-beta, -alpha, ply + 1, child_side, qply + 1)
            self.unmake(before, after)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    self.pv[ply] = [move] + self.pv[ply + 1]
                    if score >= beta:
                        break
        return best

    def enter(self, ply: int, side: bool) -> int | None:
        """Count a node (stopping when the budget is spent) and score a finished game."""
        self.nodes += 1
        self.budget.check(self.nodes)
        self.pv[ply] = []
        return self.terminal(ply, side)

    def child(self, depth: int, alpha: int, beta: int, ply: int, side: bool,
              child_side: bool) -> int:
        """The score of the position after a move, for ``side`` (negated across sides)."""
        if child_side == side:
            return self.search(depth, alpha, beta, ply + 1, side)
        return -self.search(depth, -beta, -alpha, ply + 1, child_side)

    # ------------------------------------------------------------------ positions

    def terminal(self, ply: int, side: bool) -> int | None:
        """The score of a finished game (or of the root team being out), of a position a
        search far ahead has seen before (a draw: ``repeats``), or of a BRS search whose
        Dove is out while its team plays on (``static``); else None."""
        state = self.state
        result = state.result
        if self.drawn(ply):
            return -self.contempt if side else self.contempt
        if result is not None:
            won = any(team_of(state, seat) == self.root_team for seat in result.winners)
        elif not any(map(state.alive.__getitem__, self.root_side_seats)):
            won = False
        elif self.brs and not state.alive[self.root_seat]:
            return self.static(side)  # a Dove out, its team playing on: BRS stops here
        else:
            return None
        score = WIN - ply if won else ply - WIN
        return score if side else -score

    def drawn(self, ply: int) -> bool:
        """Whether the position is a draw, or scored as one (``repeats``)."""
        result = self.state.result
        return result.status == "draw" if result is not None else self.repeats(ply)

    def repeats(self, ply: int) -> bool:
        """Whether a search far ahead (``hunt.root_lead``) stands, below its root, on a
        position that occurred before (in the game or on its line), which it scores as the
        draw it may become. On the Standard board its search is 2 plies deep, short of the
        third occurrence the other side can make: Hard's hunting Lawyer took a Consumer,
        stepped back, and took the one its Hawk made again on the same square, until the
        game was drawn (the last two Hawks of a free-for-all, seed 1, game 2, round 18).
        A side behind waits for the third occurrence: for a Hawk that its evaluation sees
        slowly losing to a Dove's new Activists, the first repetition looked best (Tried
        and not kept, in docs/ai.md)."""
        return ply > 0 and self.plan.lead > 0 and self.state.repetitions() > 1

    def static(self, side: bool) -> int:
        """The evaluation for ``side``, cached by position."""
        key = self.state.hash
        value = self.evals.get(key)
        if value is None:
            value = evaluate(self.state, self.root_team, self.plan, self.censuses,
                             self.watch.safety)
            if len(self.evals) < EVAL_CACHE_LIMIT:
                self.evals[key] = value
        return value if side else -value

    # ------------------------------------------------------------------ actions

    def moves(self, side: bool, captures_only: bool) -> list[tuple[int, Action]]:
        """``(seat, action)`` pairs to try. In BRS, the other side's moves are those of every
        opponent still playing (a pass only if none has anything else)."""
        state = self.state
        generate = capture_actions if captures_only else GameState.legal_actions
        if not (self.brs and not side):
            seat = state.to_move
            return [(seat, action) for action in generate(state)]
        mover = state.to_move
        moves = []
        for seat in self.opponents:
            if state.alive[seat]:
                set_mover(state, seat)
                moves += [(seat, action) for action in generate(state) if action != PASS]
        set_mover(state, mover)
        if not moves and not captures_only:
            moves = [(mover, PASS)]
        return moves

    def drawing_generations(self, moves: list[tuple[int, Action]],
                            kept: list[tuple[int, Action]]) -> list[tuple[int, Action]]:
        """The other side's generations among ``moves`` that ``prune_placements`` left out
        (``kept``) and that draw the game (``drawn``), right after a root action: the draw
        the next root search could no longer refuse. Greedy, losing, made again a Consumer
        that Normal had just taken, on a square next to Normal's taker, which the pruning
        leaves out as attacked: 4 games of 200 drawn by repetition, Normal ahead in each
        (Normal v greedy, Hawk v Hawk, round 31). Found once a position (by hash: the
        history below a root action is the game's), without counting nodes, so a search
        where there is none is the search before."""
        found = self.drawing.get(self.state.hash)
        if found is None:
            kept_moves, found = set(kept), []
            for move in moves:
                if move[1][0] == _GENERATE and move not in kept_moves:
                    before, after, _ = self.make(move, False)
                    if self.drawn(2):
                        found.append(move)
                    self.unmake(before, after)
            self.drawing[self.state.hash] = found
        return list(found)

    def make(self, move: tuple[int, Action], side: bool) -> tuple[int, int, bool]:
        """Apply a move; returns what ``unmake`` needs and the side to move next. In BRS
        the root player moves after every reply, so the turn is handed back to it."""
        state = self.state
        seat, action = move
        before = state.to_move
        set_mover(state, seat)
        state.apply(action)
        self.watch.push()
        after = state.to_move
        if not self.brs:
            return before, after, team_of(state, after) == self.root_team
        if not side and state.result is None and state.alive[self.root_seat]:
            set_mover(state, self.root_seat)
        return before, after, not side

    def unmake(self, before: int, after: int) -> None:
        state = self.state
        set_mover(state, after)
        state.undo()
        self.watch.pop()
        set_mover(state, before)
