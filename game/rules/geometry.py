"""Squares of a W x H board: numbering, names and the direction tables pieces move along.

The board is stored as a flat "mailbox" (as in sunfish) with a border two squares wide on
every side, so that every one- or two-square step from a real square lands inside the
array: a border cell blocks like a wall, and move generation needs no bounds checks.
A square is an ``int`` index into that array; ``Geometry`` converts it to ``(x, y)`` and to
names such as ``b3`` or ``aa12`` (RULES 2). One ``Geometry`` is shared by every game of the
same size.
"""

from __future__ import annotations

import re
from functools import cache

MIN_SIZE = 12
MAX_SIZE = 128
BORDER = 2

_SQUARE_NAME = re.compile(r"([a-z]+)([1-9][0-9]*)")


def size_problem(width: int, height: int) -> str | None:
    """What is wrong with a board of ``width`` x ``height`` (None: nothing), for the
    error each caller raises: a position's, a setup's or a record's."""
    for name, value in (("width", width), ("height", height)):
        if not MIN_SIZE <= value <= MAX_SIZE:
            return f"{name} {value} is outside {MIN_SIZE}..{MAX_SIZE}"
    return None


def column_name(x: int) -> str:
    """Spreadsheet-style column letters: 0 -> a, 25 -> z, 26 -> aa, 52 -> ba."""
    letters = ""
    x += 1
    while x:
        x, rest = divmod(x - 1, 26)
        letters = chr(ord("a") + rest) + letters
    return letters


def column_index(letters: str) -> int:
    """Inverse of ``column_name``."""
    x = 0
    for letter in letters:
        x = x * 26 + ord(letter) - ord("a") + 1
    return x - 1


class Geometry:
    """Numbering and neighbourhoods of the squares of one board size."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.stride = width + 2 * BORDER
        self.size = self.stride * (height + 2 * BORDER)
        s = self.stride
        self.orthogonal = (1, -1, s, -s)
        self.diagonal = (s + 1, s - 1, -s + 1, -s - 1)
        self.all_directions = self.orthogonal + self.diagonal
        self.knight = (2 * s + 1, 2 * s - 1, -2 * s + 1, -2 * s - 1, s + 2, s - 2, -s + 2, -s - 2)
        #: every square of the board, row by row from a1
        self.squares = tuple(self.square(x, y) for y in range(height) for x in range(width))

    def __repr__(self) -> str:
        return f"Geometry({self.width}, {self.height})"

    def square(self, x: int, y: int) -> int:
        """The square at column ``x`` and row ``y`` (both from 0, a1 is (0, 0))."""
        return (y + BORDER) * self.stride + x + BORDER

    def xy(self, square: int) -> tuple[int, int]:
        """Column and row (from 0) of a square."""
        y, x = divmod(square, self.stride)
        return x - BORDER, y - BORDER

    def contains(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def name(self, square: int) -> str:
        """The square's name, for example ``b3`` or ``aa12``."""
        x, y = self.xy(square)
        return f"{column_name(x)}{y + 1}"

    def parse_square(self, text: str) -> int | None:
        """The square named by ``text``, or None if it is not a square of this board."""
        match = _SQUARE_NAME.fullmatch(text)
        if not match:
            return None
        x, y = column_index(match.group(1)), int(match.group(2)) - 1
        return self.square(x, y) if self.contains(x, y) else None

    def ring(self, square: int) -> tuple[int, ...]:
        """The 8 surrounding squares, in a fixed order (some may be off the board)."""
        return tuple(square + d for d in self.all_directions)

    @staticmethod
    def chebyshev(a: tuple[int, int], b: tuple[int, int]) -> int:
        return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


@cache
def geometry(width: int, height: int) -> Geometry:
    """The shared ``Geometry`` of a board size."""
    return Geometry(width, height)
