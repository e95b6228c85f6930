"""Hand-built positions for the tests (imported as ``positions``), and a state's snapshot."""

from __future__ import annotations

import re

from game.rules import GameState, Kind, Seat, Tile
from game.rules.geometry import column_index


def xy(name: str) -> tuple[int, int]:
    """The (x, y) of a square name such as ``c2`` or ``aa12``."""
    match = re.fullmatch(r"([a-z]+)([1-9][0-9]*)", name)
    assert match, f"not a square name: {name!r}"
    return column_index(match.group(1)), int(match.group(2)) - 1


def snapshot(state: GameState) -> tuple:
    """Everything apply, undo or a search could touch, so equality means "exactly the same
    state": the position, its hash and caches, the result, the history and repetitions."""
    return (state.hdn(), state.hash, list(state.seat_hash), list(state.cells),
            [set(p) for p in state.pieces],
            [list(c) for c in state.near_pieces], [list(c) for c in state.near_consumers],
            list(state.alive), state.alive_count, state.result, dict(state._seen), state.ply,
            state.actions)


def build(pieces: dict[str, str] | None = None, tiles: dict[str, str] | None = None,
          seats: str = "HP,D", size: tuple[int, int] = (12, 12), to_move: int = 1,
          quiet: int = 0, round: int = 1, eliminated: tuple[int, ...] = (),
          track_repetition: bool = True) -> GameState:
    """A hand-built position: ``pieces={"c2": "K1", "j12": "A2"}``, ``tiles={"f6": "o"}``.

    Reads like a diagram and avoids hand-writing HDN in tests about other things.
    """
    return GameState(
        size,
        [Seat.from_code(code) for code in seats.split(",")],
        {xy(name): Tile.from_letter(letter) for name, letter in (tiles or {}).items()},
        {xy(name): (Kind.from_letter(code[0]), int(code[1]))
         for name, code in (pieces or {}).items()},
        to_move=to_move, quiet=quiet, round=round, eliminated=eliminated,
        track_repetition=track_repetition,
    )


def notations(state: GameState) -> list[str]:
    """The legal actions in notation, sorted (what ``hawks-and-doves moves`` prints)."""
    from game.rules import format_action
    return sorted(format_action(state, action) for action in state.legal_actions())
