"""Per-board-size tables the evaluation reads in its hot loops, built once per size.

The rules' ``Geometry`` converts squares one at a time; the evaluation wants plain lists
it can index (column and row of every array cell, the 5 x 5 box around a square). The
board's two-square border means every box around a real square stays inside the array.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.rules.geometry import Geometry

BOX_REACH = 2


@dataclass(frozen=True)
class BoardTables:
    x: tuple[int, ...]  # column of every array cell (border cells too)
    y: tuple[int, ...]  # row of every array cell
    box: tuple[int, ...]  # offsets of the 24 cells around a square, up to BOX_REACH away

    def steps(self, a: int, b: int) -> int:
        """The king steps between squares ``a`` and ``b`` (the Chebyshev distance): how
        the AI's plans and terms measure nearness, pieces and tiles blocking nothing."""
        return max(abs(self.x[a] - self.x[b]), abs(self.y[a] - self.y[b]))


@cache
def board_tables(geometry: Geometry) -> BoardTables:
    """The tables of a board size, worked out once (cached): the terms read coordinates
    and neighbourhoods from them in their inner loops instead of dividing and looping."""
    stride = geometry.stride
    columns, rows = [], []
    for cell in range(geometry.size):
        x, y = geometry.xy(cell)
        columns.append(x)
        rows.append(y)
    box = tuple(dy * stride + dx for dy in range(-BOX_REACH, BOX_REACH + 1)
                for dx in range(-BOX_REACH, BOX_REACH + 1) if dx or dy)
    return BoardTables(tuple(columns), tuple(rows), box)

