"""The game state: one mutable position, changed only by ``apply`` and restored by ``undo``.

Make/unmake on one state (rather than copying a board of up to 128 x 128 squares for
every action) is what the AI's search and the client's undo both rely on.

Board cells are encoded as ``game.rules.cells`` says. Every change of a cell goes through
``_set``, which keeps the piece lists, the counts of pieces around each tile and the
Zobrist hashes (the position's, and each seat's pieces') in step with the cells.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from game.rules.actions import Action, ActionKind
from game.rules.cells import EMPTY, KIND_SHIFT, KINDS, SEAT_MASK, WALL, encode
from game.rules.errors import IllegalActionError
from game.rules.events import (
    Captured,
    Eliminated,
    Event,
    GameOver,
    Generated,
    Moved,
    Pacified,
    Passed,
    Resigned,
)
from game.rules.geometry import Geometry, geometry
from game.rules.movegen import legal_actions
from game.rules.pieces import Kind, Tile, consumers_needed
from game.rules.seats import Seat
from game.rules.validity import check_position
from game.rules.zobrist import zobrist_keys

QUIET_ROUNDS_FOR_DRAW = 50
REPETITIONS_FOR_DRAW = 3

_CONSUMER = int(Kind.CONSUMER)
_ACTIVIST_CODE = int(Kind.ACTIVIST) << KIND_SHIFT
_MOVE, _CAPTURE, _PACIFY, _GENERATE, _PASS, _RESIGN = (int(kind) for kind in ActionKind)


@dataclass(frozen=True)
class Result:
    """How a game ended: ``status`` "win" or "draw", the winning seats, and why."""

    status: str
    winners: tuple[int, ...]
    reason: str


@dataclass(frozen=True)
class TileSite:
    """An environment tile on the board, with its 8 surrounding squares."""

    index: int
    tile: Tile
    square: int
    ring: tuple[int, ...]


class GameState:
    """A position of Hawks & Doves and the history of actions that led to it.

    Build one with ``game.rules.new_game`` or ``GameState.from_hdn``; then
    ``legal_actions()``, ``apply(action) -> events`` and ``undo()``.
    """

    def __init__(
        self,
        size: tuple[int, int],
        seats: Iterable[Seat],
        tiles: Mapping[tuple[int, int], Tile],
        pieces: Mapping[tuple[int, int], tuple[Kind, int]],
        *,
        to_move: int = 1,
        quiet: int = 0,
        round: int = 1,
        eliminated: Iterable[int] = (),
        track_repetition: bool = True,
    ) -> None:
        """``tiles`` and ``pieces`` are keyed by ``(x, y)``; a piece is ``(kind, seat)``.
        Raises ``PositionError`` for anything RULES 10 calls invalid."""
        seats = tuple(seats)
        eliminated = frozenset(eliminated)
        check_position(size, seats, eliminated, tiles, pieces, to_move, quiet, round)
        self.geometry: Geometry = geometry(*size)
        self.seats = seats
        g = self.geometry
        count = len(seats)
        self.is_hawk = [False] + [seat.is_hawk for seat in seats]
        self.alive = [False] + [number not in eliminated for number in range(1, count + 1)]
        self.alive_count = sum(self.alive)
        self.cells = [WALL] * g.size
        for square in g.squares:
            self.cells[square] = EMPTY
        self.tiles = tuple(
            TileSite(index, tile, g.square(x, y), g.ring(g.square(x, y)))
            for index, ((x, y), tile) in enumerate(sorted(tiles.items(), key=_row_major))
        )
        self.tile_of = [-1] * g.size
        for site in self.tiles:
            self.cells[site.square] = -int(site.tile)
            for square in site.ring:
                self.tile_of[square] = site.index
        self.pieces: list[set[int]] = [set() for _ in range(count + 1)]
        self.near_pieces = [[0] * (count + 1) for _ in self.tiles]
        self.near_consumers = [[0] * (count + 1) for _ in self.tiles]
        self._keys = zobrist_keys(g.size)
        self.hash = 0
        # The hash of each seat's pieces alone: what depends on one seat's own pieces
        # (parts of the AI's evaluation) can be cached by it.
        self.seat_hash = [0] * (count + 1)
        self._changes: list[tuple[int, int]] = []
        for (x, y), (kind, seat) in pieces.items():
            self._set(g.square(x, y), encode(kind, seat))
        self.to_move = to_move
        self.quiet = quiet
        self.round = round
        self.hash ^= self._keys.to_move[to_move]
        for number in eliminated:
            self.hash ^= self._keys.out[number]
        self.track_repetition = track_repetition
        self._history: list[tuple] = []
        self._seen: dict[int, int] = {self.hash: 1}
        self._changes = []
        self.result: Result | None = self._static_result()

    # ----------------------------------------------------------------- queries

    @property
    def width(self) -> int:
        return self.geometry.width

    @property
    def height(self) -> int:
        return self.geometry.height

    def seat(self, number: int) -> Seat:
        return self.seats[number - 1]

    def piece_at(self, square: int) -> tuple[Kind, int] | None:
        """``(kind, seat)`` of the piece on a square, or None."""
        value = self.cells[square]
        return (KINDS[value >> KIND_SHIFT], value & SEAT_MASK) if value > 0 else None

    def tile_at(self, square: int) -> Tile | None:
        value = self.cells[square]
        return Tile(-value) if value < WALL else None

    def site_touching(self, square: int) -> TileSite | None:
        """The environment tile whose surrounding squares include ``square`` (at most one)."""
        index = self.tile_of[square]
        return self.tiles[index] if index >= 0 else None

    def site_at(self, square: int) -> TileSite | None:
        return next((site for site in self.tiles if site.square == square), None)

    def pieces_of(self, seat: int) -> list[tuple[int, Kind]]:
        """``(square, kind)`` of a seat's pieces, in square order."""
        return [(square, KINDS[self.cells[square] >> KIND_SHIFT])
                for square in sorted(self.pieces[seat])]

    def leader_square(self, seat: int) -> int | None:
        return next((square for square, kind in self.pieces_of(seat) if kind is Kind.LEADER), None)

    def progress(self, site: TileSite, seat: int) -> tuple[int, int]:
        """How far ``seat`` is towards generating at ``site``: (have, need).

        The Wal-Mart counts any piece of the player's own (RULES 3); the other tiles count
        Consumers and are (0, 0) for a Dove, who cannot use them.
        """
        if site.tile is Tile.WAL_MART:
            return self.near_pieces[site.index][seat], 1
        if not self.is_hawk[seat]:
            return 0, 0
        return self.near_consumers[site.index][seat], consumers_needed(site.tile)

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def ply(self) -> int:
        """Number of actions applied since this state was built."""
        return len(self._history)

    @property
    def actions(self) -> list[Action]:
        """The actions applied since this state was built, oldest first."""
        return [entry[0] for entry in self._history]

    def last_changes(self) -> list[int]:
        """The squares the last action changed, in order (a square may come twice): a
        piece's origin and target, a pacified or generated square, and the squares of the
        pieces that left with an eliminated seat. What a cache kept along a search needs
        to tell which of its values the action may have changed; none before any action."""
        return [square for square, _ in self._history[-1][1]] if self._history else []

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move; empty once the game is over."""
        return legal_actions(self)

    def is_legal(self, action: Action) -> bool:
        if action.kind == ActionKind.RESIGN:
            return self.result is None
        return action in self.legal_actions()

    def repetitions(self) -> int:
        """How many times the current position has occurred in this game."""
        return self._seen.get(self.hash, 0)

    def hdn(self) -> str:
        """The position as text (RULES 10)."""
        from game.rules.hdn import format_position
        return format_position(self)

    @classmethod
    def from_hdn(cls, text: str, *, track_repetition: bool = True) -> GameState:
        """A state from position text; raises ``PositionError`` saying what is wrong where."""
        from game.rules.hdn import parse_position
        return parse_position(text, track_repetition=track_repetition)

    def copy(self) -> GameState:
        """An independent state at the same position, with the same history."""
        twin = object.__new__(GameState)
        twin.__dict__.update(self.__dict__)
        twin.is_hawk = list(self.is_hawk)
        twin.alive = list(self.alive)
        twin.cells = list(self.cells)
        twin.pieces = [set(squares) for squares in self.pieces]
        twin.seat_hash = list(self.seat_hash)
        twin.near_pieces = [list(counts) for counts in self.near_pieces]
        twin.near_consumers = [list(counts) for counts in self.near_consumers]
        twin._history = list(self._history)
        twin._seen = dict(self._seen)
        twin._changes = []
        return twin

    # ----------------------------------------------------------------- changes

    def play(self, action: Action) -> list[Event]:
        """Apply ``action`` after checking that it is legal, else raise IllegalActionError."""
        if not self.is_legal(action):
            from game.rules.explain import why_illegal
            from game.rules.notation import format_action
            raise IllegalActionError(format_action(self, action), why_illegal(self, action))
        return self.apply(action)

    def apply(self, action: Action) -> list[Event]:
        """Play a legal action (from ``legal_actions()``, or a resignation) and return the
        events it caused. Legality is not checked here, for speed: use ``play`` for input
        that may be illegal."""
        if self.result is not None:
            raise IllegalActionError(str(action.kind.name.lower()), "the game is over")
        kind, origin, target, piece = action
        seat = self.to_move
        cells = self.cells
        changes: list[tuple[int, int]] = []
        self._changes = changes
        eliminated: list[int] = []
        events: list[Event] = []
        history_entry = (action, changes, self.quiet, self.round, seat, self.result,
                         self.hash, eliminated)
        quiet = 0
        if kind == _MOVE:
            code = cells[origin]
            self._set(origin, EMPTY)
            self._set(target, code)
            events.append(Moved(seat, KINDS[code >> KIND_SHIFT], origin, target))
            quiet = self.quiet + 1
        elif kind == _CAPTURE:
            code, victim = cells[origin], cells[target]
            self._set(origin, EMPTY)
            self._set(target, code)
            victim_seat, victim_kind = victim & SEAT_MASK, KINDS[victim >> KIND_SHIFT]
            events.append(Captured(seat, KINDS[code >> KIND_SHIFT], origin, target,
                                   victim_seat, victim_kind))
            if victim_kind is Kind.LEADER:
                self._eliminate(victim_seat, "its Leader was captured", events, eliminated)
            elif not self.pieces[victim_seat]:
                self._eliminate(victim_seat, "its last Activist was captured", events, eliminated)
        elif kind == _PACIFY:
            victim = cells[target]
            self._set(target, _ACTIVIST_CODE | seat)
            victim_seat, victim_kind = victim & SEAT_MASK, KINDS[victim >> KIND_SHIFT]
            events.append(Pacified(seat, origin, target, victim_seat, victim_kind))
            if victim_kind is Kind.LEADER:
                self._eliminate(victim_seat, "its Leader was pacified", events, eliminated)
        elif kind == _GENERATE:
            replaced = cells[target]
            self._set(target, int(piece) << KIND_SHIFT | seat)
            events.append(Generated(seat, KINDS[piece], Tile(-cells[origin]), origin, target,
                                    KINDS[replaced >> KIND_SHIFT] if replaced else None))
        elif kind == _PASS:
            events.append(Passed(seat))
            quiet = self.quiet + 1
        elif kind == _RESIGN:
            events.append(Resigned(seat))
            self._eliminate(seat, "resigned", events, eliminated)
            quiet = self.quiet + 1
        else:
            raise ValueError(f"not an action: {action!r}")
        self._history.append(history_entry)
        self.quiet = quiet
        self._pass_turn(seat)
        if self.track_repetition:
            self._seen[self.hash] = self._seen.get(self.hash, 0) + 1
        self.result = self._static_result() if eliminated else self._quiet_draw()
        if self.result is None and self.track_repetition \
                and self._seen[self.hash] >= REPETITIONS_FOR_DRAW:
            self.result = Result("draw", (), "the same position occurred three times")
        if self.result is not None:
            events.append(GameOver(self.result.status, self.result.winners, self.result.reason))
        return events

    def undo(self) -> Action:
        """Take back the last action, restoring the exact previous state; returns it."""
        if not self._history:
            raise IndexError("no action to undo")
        action, changes, quiet, round_, seat, result, hash_, eliminated = self._history.pop()
        if self.track_repetition:
            count = self._seen[self.hash] - 1
            if count:
                self._seen[self.hash] = count
            else:
                del self._seen[self.hash]
        self._changes = []
        for square, before in reversed(changes):
            self._set(square, before)
        for number in eliminated:
            self.alive[number] = True
        self.alive_count += len(eliminated)
        self.quiet, self.round, self.to_move, self.result, self.hash = (
            quiet, round_, seat, result, hash_)
        return action

    def _set(self, square: int, value: int) -> None:
        """Change one cell, keeping piece lists, tile counts and the hashes in step."""
        cells = self.cells
        old = cells[square]
        self._changes.append((square, old))
        site = self.tile_of[square]
        if old > 0:
            owner = old & SEAT_MASK
            self.pieces[owner].discard(square)
            key = self._keys.piece[old][square]
            self.hash ^= key
            self.seat_hash[owner] ^= key
            if site >= 0:
                self.near_pieces[site][owner] -= 1
                if old >> KIND_SHIFT == _CONSUMER:
                    self.near_consumers[site][owner] -= 1
        if value > 0:
            owner = value & SEAT_MASK
            self.pieces[owner].add(square)
            key = self._keys.piece[value][square]
            self.hash ^= key
            self.seat_hash[owner] ^= key
            if site >= 0:
                self.near_pieces[site][owner] += 1
                if value >> KIND_SHIFT == _CONSUMER:
                    self.near_consumers[site][owner] += 1
        cells[square] = value

    def _eliminate(self, seat: int, reason: str, events: list[Event],
                   eliminated: list[int]) -> None:
        """RULES 8: the seat is out and its pieces leave the board at once."""
        removed = tuple(self.pieces_of(seat))
        for square, _ in removed:
            self._set(square, EMPTY)
        self.alive[seat] = False
        self.alive_count -= 1
        self.hash ^= self._keys.out[seat]
        eliminated.append(seat)
        events.append(Eliminated(seat, reason, removed))

    def _pass_turn(self, seat: int) -> None:
        """The next seat still playing after ``seat`` moves (itself if it is the only one)."""
        count = len(self.seats)
        following = seat
        for _ in range(count):
            following = following % count + 1
            if self.alive[following]:
                break
        if following < seat:
            self.round += 1
        self.hash ^= self._keys.to_move[seat] ^ self._keys.to_move[following]
        self.to_move = following

    def _static_result(self) -> Result | None:
        """The result that follows from the position alone (RULES 8, in its order)."""
        living = [number for number in range(1, len(self.seats) + 1) if self.alive[number]]
        if not any(self.is_hawk[number] for number in living):
            doves = tuple(number for number in range(1, len(self.seats) + 1)
                          if not self.is_hawk[number])
            return Result("win", doves, "no Hawk remains: the Doves win together")
        if len(living) == 1:
            return Result("win", (living[0],), "the last Hawk standing")
        return self._quiet_draw()

    def _quiet_draw(self) -> Result | None:
        if self.quiet >= QUIET_ROUNDS_FOR_DRAW * self.alive_count:
            return Result("draw", (), f"{QUIET_ROUNDS_FOR_DRAW} rounds without a capture, "
                                      "a pacification or a generation")
        return None


def _row_major(item: tuple[tuple[int, int], Tile]) -> tuple[int, int]:
    (x, y), _ = item
    return y, x
