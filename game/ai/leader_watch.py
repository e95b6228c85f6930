"""Every Leader's safety (``terms.leader_safety``) kept along a search's line of play, so
that an evaluation reads it instead of counting it again after an action far from the
Leader.

Leader safety reads the 5 x 5 box around the Leader (which holds its knight squares too)
and the first piece on each of the eight lines through it, lines that end at the border
or at a building (tiles never move): an action that changes none of those squares, the
Leader's *sight*, leaves it as it was. Most actions in a search are of that kind (with
four seats, three Leaders of four are far from any one action), so each position of the
line holds, for every Leader, its square and a cell shared with the position before as
long as no action in between came into sight: the first evaluation that needs the value
fills the cell, and every position sharing the cell reads it, siblings in the tree
included.
"""

from __future__ import annotations

from game.ai import terms
from game.ai.tables import board_tables
from game.rules import GameState, Kind
from game.rules.cells import KIND_SHIFT

_LEADER = int(Kind.LEADER)

#: A Leader's square (None: no Leader), its sight, and the cell of its safety.
Watched = tuple[int | None, frozenset[int], list]
_NOTHING: frozenset[int] = frozenset()


class LeaderWatch:
    """The Leaders' safety along the line of play of ``state``: call ``push`` after
    every action applied and ``pop`` after every action taken back."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.box = board_tables(state.geometry).box
        self.sights: dict[int, frozenset[int]] = {}
        count = len(state.seats)
        self.codes = [_LEADER << KIND_SHIFT | seat for seat in range(count + 1)]
        self.hawks = [seat for seat in range(1, count + 1) if state.is_hawk[seat]]
        root = [self.watched(None)] * (count + 1)
        for seat in self.hawks:
            if state.alive[seat]:
                root[seat] = self.watched(terms.leader_square(state, seat))
        self.line = [root]

    def watched(self, leader: int | None) -> Watched:
        """A Leader on ``leader`` (None: none) with its sight and an empty cell."""
        return leader, _NOTHING if leader is None else self.sight(leader), [None]

    def sight(self, leader: int) -> frozenset[int]:
        """The squares whose change may change the safety of a Leader on ``leader``: its
        box, and its eight lines up to the border or a building (worked out once a
        search for each square a Leader stands on)."""
        seen = self.sights.get(leader)
        if seen is None:
            cells = self.state.cells
            squares = [leader + offset for offset in self.box]
            for step in self.state.geometry.all_directions:
                square = leader + step
                while cells[square] >= 0:  # a free square or a piece, not a wall or a tile
                    squares.append(square)
                    square += step
            seen = self.sights[leader] = frozenset(squares)
        return seen

    def push(self) -> None:
        """Follow the action just applied: a Leader it moved or took, or that saw it, gets
        a new, empty cell; every other keeps its cell."""
        cells, changes = self.state.cells, self.state.last_changes()
        watched = self.line[-1][:]
        for seat in self.hawks:
            leader, sight, _ = watched[seat]
            if leader is None:
                continue
            code = self.codes[seat]
            if cells[leader] != code:
                moved = [square for square in changes if cells[square] == code]
                watched[seat] = self.watched(moved[0] if moved else None)
            elif not sight.isdisjoint(changes):
                watched[seat] = (leader, sight, [None])
        self.line.append(watched)

    def pop(self) -> None:
        self.line.pop()

    def safety(self, seat: int) -> int:
        """``terms.leader_safety`` of the seat's Leader in the position at the line's end."""
        leader, _, cell = self.line[-1][seat]
        value = cell[0]
        if value is None:
            value = cell[0] = terms.leader_safety(self.state, seat, leader)
        return value
