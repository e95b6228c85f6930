"""The transposition table: what the search learnt about a position, keyed by its Zobrist hash.

``GameState.hash`` covers the board, the seats still playing and the seat to move (RULES 8's
"same position"), and is updated incrementally by ``apply``/``undo``, so a probe costs one
dictionary look-up. Win and loss scores are stored relative to the node (not the root), so
that an entry found at another distance from the root still says "a win in N actions".
"""

from __future__ import annotations

from typing import NamedTuple

EXACT, LOWER, UPPER = 0, 1, 2
WIN = 1_000_000
#: Scores beyond this are wins or losses, counted in plies from the node.
WIN_BOUND = WIN - 10_000
DEFAULT_CAPACITY = 400_000


class Entry(NamedTuple):
    depth: int
    flag: int  # EXACT, LOWER (score is a lower bound: it failed high) or UPPER
    score: int
    move: tuple | None  # (seat, action) of the best move found, or None


class TranspositionTable:
    """A bounded dictionary: once full, it only replaces entries it already holds, so that a
    long search cannot take all the memory and the same search always fills it the same way."""

    def __init__(self, capacity: int = DEFAULT_CAPACITY) -> None:
        self.capacity = capacity
        self.entries: dict[int, Entry] = {}

    def __len__(self) -> int:
        return len(self.entries)

    def probe(self, key: int) -> Entry | None:
        return self.entries.get(key)

    def store(self, key: int, depth: int, flag: int, score: int, move: tuple | None,
              ply: int) -> None:
        entries = self.entries
        old = entries.get(key)
        if old is None and len(entries) >= self.capacity:
            return
        if old is not None and old.depth > depth and flag != EXACT:
            return
        if move is None and old is not None:
            move = old.move
        entries[key] = Entry(depth, flag, to_node(score, ply), move)


def to_node(score: int, ply: int) -> int:
    """A root-relative win/loss score made relative to the node ``ply`` actions deep."""
    if score > WIN_BOUND:
        return score + ply
    if score < -WIN_BOUND:
        return score - ply
    return score


def from_node(score: int, ply: int) -> int:
    """The inverse of ``to_node``: a stored score as seen from the root."""
    if score > WIN_BOUND:
        return score - ply
    if score < -WIN_BOUND:
        return score + ply
    return score
