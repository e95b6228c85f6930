"""What makes a position valid (RULES 10), checked wherever a state is built.

Each problem raises ``PositionError`` naming the HDN field it belongs to. The setup rules
of board creation (every kind present, density, homes, symmetry) are not checked here: a
puzzle position may have any tiles.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.rules.errors import PositionError, SetupError
from game.rules.geometry import Geometry, column_name, size_problem
from game.rules.pieces import Kind, Tile
from game.rules.seats import Seat, check_seats

MIN_TILE_DISTANCE = 3


def check_position(
    size: tuple[int, int],
    seats: tuple[Seat, ...],
    eliminated: frozenset[int],
    tiles: Mapping[tuple[int, int], Tile],
    pieces: Mapping[tuple[int, int], tuple[Kind, int]],
    to_move: int,
    quiet: int,
    round_: int,
) -> None:
    """Raise ``PositionError`` for the first rule of RULES 10 the position breaks."""
    check_size(*size)
    try:
        check_seats(seats)
    except SetupError as error:
        raise PositionError("seats", str(error)) from None
    for number in eliminated:
        if not 1 <= number <= len(seats):
            raise PositionError("seats", f"eliminated seat {number} is not a seat")
    _check_tiles(size, tiles)
    _check_pieces(size, seats, eliminated, tiles, pieces)
    if not 1 <= to_move <= len(seats):
        raise PositionError("to move", f"seat {to_move} is not a seat (1 to {len(seats)})")
    if to_move in eliminated:
        raise PositionError("to move", f"seat {to_move} is eliminated")
    if quiet < 0:
        raise PositionError("quiet actions", "must not be negative")
    if round_ < 1:
        raise PositionError("round", "starts at 1")


def check_size(width: int, height: int) -> None:
    problem = size_problem(width, height)
    if problem:
        raise PositionError("board", problem)


def _square_name(x: int, y: int) -> str:
    return f"{column_name(x)}{y + 1}"


def _check_tiles(size: tuple[int, int], tiles: Mapping[tuple[int, int], Tile]) -> None:
    width, height = size
    placed: list[tuple[int, int]] = []
    for x, y in sorted(tiles, key=lambda xy: (xy[1], xy[0])):
        if not (0 <= x < width and 0 <= y < height):
            raise PositionError("board", f"tile at {_square_name(x, y)} is off the board")
        if x in (0, width - 1) or y in (0, height - 1):
            raise PositionError("board", f"the {tiles[x, y].title} on {_square_name(x, y)} "
                                         "is on the outermost row or column")
        for other in placed:
            if Geometry.chebyshev(other, (x, y)) < MIN_TILE_DISTANCE:
                raise PositionError(
                    "board", f"tiles on {_square_name(*other)} and {_square_name(x, y)} are "
                             f"closer than {MIN_TILE_DISTANCE} squares")
        placed.append((x, y))


def _check_pieces(
    size: tuple[int, int],
    seats: tuple[Seat, ...],
    eliminated: frozenset[int],
    tiles: Mapping[tuple[int, int], Tile],
    pieces: Mapping[tuple[int, int], tuple[Kind, int]],
) -> None:
    width, height = size
    leaders = {number: 0 for number in range(1, len(seats) + 1)}
    activists = dict(leaders)
    for (x, y), (kind, owner) in sorted(pieces.items(), key=lambda item: item[0][::-1]):
        where = f"the {kind.title} on {_square_name(x, y)}"
        if not (0 <= x < width and 0 <= y < height):
            raise PositionError("board", f"{where} is off the board")
        if (x, y) in tiles:
            raise PositionError("board", f"{where} stands on an environment tile")
        if not 1 <= owner <= len(seats):
            raise PositionError("board", f"{where} belongs to seat {owner}, which is not a seat")
        if owner in eliminated:
            raise PositionError("board", f"{where} belongs to eliminated seat {owner}")
        side = seats[owner - 1].side
        if kind.side is not side:
            raise PositionError("board", f"{where} belongs to seat {owner}, a {side.title}: "
                                         f"only {kind.side.title}s have {kind.title}s")
        leaders[owner] += kind is Kind.LEADER
        activists[owner] += kind is Kind.ACTIVIST
    for number, seat in enumerate(seats, start=1):
        if number in eliminated:
            continue
        if seat.is_hawk and leaders[number] != 1:
            raise PositionError("board", f"seat {number} (a Hawk) has {leaders[number]} "
                                         "Leaders; a Hawk still playing has exactly one")
        if not seat.is_hawk and not activists[number]:
            raise PositionError("board", f"seat {number} (a Dove) is still playing but "
                                         "has no Activist")
