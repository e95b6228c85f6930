"""Positions the AI tests share: start boards of every seat layout, and a few built from
pieces on a 12 x 12 board (``build``), so that each term can be shown one thing at a time."""

from __future__ import annotations

import re

from game.rules import GameState, Kind, Tile, new_game, parse_seats
from game.rules.geometry import column_index

K, Q, B, R, N, C, A = (Kind.LEADER, Kind.POP_STAR, Kind.PREACHER, Kind.MILITARY_POLICE,
                       Kind.LAWYER, Kind.CONSUMER, Kind.ACTIVIST)


def xy(name: str) -> tuple[int, int]:
    match = re.fullmatch(r"([a-z]+)(\d+)", name)
    return column_index(match.group(1)), int(match.group(2)) - 1


def build(seats: str, pieces: dict[str, tuple[Kind, int]], tiles: dict[str, Tile] = None,
          to_move: int = 1, size: tuple[int, int] = (12, 12)) -> GameState:
    """A position from square names: ``build("HP,HG", {"a1": (K, 1), ...})``."""
    return GameState(size, parse_seats(seats),
                     {xy(name): tile for name, tile in (tiles or {}).items()},
                     {xy(name): piece for name, piece in pieces.items()}, to_move=to_move)


def square(state: GameState, name: str) -> int:
    return state.geometry.parse_square(name)


def played(seats: str, plies: int, size: int = 16, seed: int = 3) -> GameState:
    """A new game after ``plies`` actions, each the first of a fixed shuffle (reproducible)."""
    import random

    state = new_game(parse_seats(seats), (size, size), seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.result is not None:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def enlarged(text: str, size: int = 24) -> str:
    """A 12 x 12 HDN position (RULES 10) on a ``size`` x ``size`` board, the new squares
    empty: new columns after the last, new rows before the first. (Only for pieces and
    tiles written as a letter and at most a one-digit seat, as in this suite.)"""
    board, rest = text.split(" ", 1)
    rows = board.split(":")[1].split("/")
    extra = size - 12
    padded = []
    for row in rows:
        tokens = re.findall(r"[A-Z]\d|[a-z]|\d+", row)
        if tokens[-1].isdigit():
            tokens[-1] = str(int(tokens[-1]) + extra)
        else:
            tokens.append(str(extra))
        padded.append("".join(tokens))
    return f"{size}x{size}:" + "/".join([str(size)] * extra + padded) + " " + rest


#: Two leaders far apart and nothing else: the simplest living position.
BARE = {"a1": (K, 1), "l12": (K, 2)}
LAYOUTS = ("HP,HG", "HP,D", "HP,D,HG", "HP,HG,HT,HS", "D,HP,D")
