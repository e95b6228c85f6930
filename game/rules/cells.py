"""What a board cell holds: the encoding shared by the state and the move generator.

``EMPTY`` (0), ``WALL`` (-1, the border around the board), ``-tile`` for an environment
tile (all below -1), and ``kind << 3 | seat`` (always > 0) for a piece. So ``value > 0``
is a piece, ``value == 0`` is free and ``value < 0`` blocks.
"""

from game.rules.pieces import Kind

EMPTY = 0
WALL = -1
SEAT_MASK = 7
KIND_SHIFT = 3

#: Kind by value, without the cost of calling ``Kind(value)`` in hot loops.
KINDS: tuple = (None,) + tuple(Kind)


def encode(kind: Kind, seat: int) -> int:
    """The cell value of a piece."""
    return int(kind) << KIND_SHIFT | seat
