"""Positions the AI tests share: start boards of every seat layout, and a few built from
pieces on a 12 x 12 board (``build``), so that each term can be shown one thing at a time."""

from __future__ import annotations

from game.rules import GameState, Kind, Tile, new_game, parse_seats

from positions import xy

K, Q, B, R, N, C, A = (Kind.LEADER, Kind.POP_STAR, Kind.PREACHER, Kind.MILITARY_POLICE,
                       Kind.LAWYER, Kind.CONSUMER, Kind.ACTIVIST)


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
    """An HDN position (RULES 10) on a ``size`` x ``size`` board: the same pieces and
    tiles on the same squares, the new squares empty."""
    small = GameState.from_hdn(text)
    g = small.geometry
    pieces = {g.xy(square): (kind, seat) for seat in range(1, len(small.seats) + 1)
              for square, kind in small.pieces_of(seat)}
    tiles = {g.xy(site.square): site.tile for site in small.tiles}
    out = [seat for seat in range(1, len(small.seats) + 1) if not small.alive[seat]]
    return GameState((size, size), small.seats, tiles, pieces, to_move=small.to_move,
                     quiet=small.quiet, round=small.round, eliminated=out).hdn()


#: Two leaders far apart and nothing else: the simplest living position.
BARE = {"a1": (K, 1), "l12": (K, 2)}
LAYOUTS = ("HP,HG", "HP,D", "HP,D,HG", "HP,HG,HT,HS", "D,HP,D")
