"""Zobrist keys: a 64-bit hash of a position, updated incrementally by apply and undo.

The hash identifies "the same position" for threefold repetition (board, seats still
playing, seat to move: RULES 8) and keys the AI's transposition table. Tiles never
change during a game, so they need no keys.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from game.rules.seats import MAX_SEATS

_SEED = 0x4841574B53  # fixed: the same position hashes the same in every process


@dataclass(frozen=True)
class ZobristKeys:
    piece: tuple[tuple[int, ...], ...]  # [piece code][square]
    to_move: tuple[int, ...]  # [seat]
    out: tuple[int, ...]  # [seat], xor-ed in while the seat is eliminated


@lru_cache(maxsize=8)
def zobrist_keys(board_cells: int) -> ZobristKeys:
    """Keys for a board array of ``board_cells`` cells (shared by every game of that size)."""
    rng = random.Random(_SEED)
    codes = 8 * 8  # piece codes are kind << 3 | seat, with kind and seat below 8

    def table() -> tuple[int, ...]:
        return tuple(rng.getrandbits(64) for _ in range(board_cells))

    piece = tuple(table() if code & 7 and code >> 3 else () for code in range(codes))
    seats = MAX_SEATS + 1
    return ZobristKeys(
        piece=piece,
        to_move=tuple(rng.getrandbits(64) for _ in range(seats)),
        out=tuple(rng.getrandbits(64) for _ in range(seats)),
    )
