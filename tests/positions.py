"""Hand-built positions for the rules tests (imported as ``positions``)."""

from __future__ import annotations

from game.rules import GameState, Kind, Seat, Tile


def build(pieces: dict[str, str] | None = None, tiles: dict[str, str] | None = None,
          seats: str = "HP,D", size: tuple[int, int] = (12, 12), to_move: int = 1,
          quiet: int = 0, round: int = 1, eliminated: tuple[int, ...] = (),
          track_repetition: bool = True) -> GameState:
    """A hand-built position: ``pieces={"c2": "K1", "j12": "A2"}``, ``tiles={"f6": "o"}``.

    Reads like a diagram and avoids hand-writing HDN in tests about other things.
    """
    def xy(name: str) -> tuple[int, int]:
        from game.rules.geometry import column_index
        letters = name.rstrip("0123456789")
        return column_index(letters), int(name[len(letters):]) - 1

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
