"""How the tactics suite (``ai_tactics.py``) was made, and the brute-force checks that prove
each position is what it claims: a random small board with a few pieces, kept when the
exhaustive check says so. ``python tests/ai/ai_puzzles.py KIND COUNT SEED`` prints more.

Kinds: ``win1`` (the seat to move captures or pacifies a Leader at once) and ``win2`` (it
captures the other Leader by force in two of its own actions, whatever the reply).
"""

from __future__ import annotations

import random
import sys

from game.rules import GameState, Kind, Tile, parse_seats

HAWK_PIECES = (Kind.POP_STAR, Kind.PREACHER, Kind.MILITARY_POLICE, Kind.LAWYER,
               Kind.CONSUMER, Kind.CONSUMER)


def wins_now(state: GameState, seat: int) -> list:
    """The actions of ``seat`` (to move) that win the game at once."""
    found = []
    for action in state.legal_actions():
        state.apply(action)
        if state.result is not None and seat in state.result.winners:
            found.append(action)
        state.undo()
    return found


def wins_in_two(state: GameState, seat: int, action) -> bool:
    """Whether ``action`` wins by force: after every reply, ``seat`` wins at once."""
    state.apply(action)
    try:
        if state.result is not None:
            return seat in state.result.winners
        for reply in state.legal_actions():
            state.apply(reply)
            won = state.result is None and state.to_move == seat and wins_now(state, seat)
            state.undo()
            if not won:
                return False
        return True
    finally:
        state.undo()


def random_position(rng: random.Random, seats: str) -> GameState | None:
    """A 12 x 12 position with two tiles and a handful of pieces, or None if invalid."""
    squares = [(x, y) for x in range(12) for y in range(12)]
    rng.shuffle(squares)
    tiles = {}
    for x, y in squares:
        if 0 < x < 11 and 0 < y < 11 and all(max(abs(x - a), abs(y - b)) >= 3
                                               for a, b in tiles):
            tiles[x, y] = rng.choice(list(Tile))
            if len(tiles) == 2:
                break
    free = [xy for xy in squares if xy not in tiles]
    corner = rng.choice([(0, 0), (11, 0), (0, 11), (11, 11)])
    free.sort(key=lambda xy: max(abs(xy[0] - corner[0]), abs(xy[1] - corner[1])))
    pieces = {free[rng.randrange(4)]: (Kind.LEADER, 2)}
    near = [xy for xy in free[:30] if xy not in pieces]
    far = [xy for xy in free[60:] if xy not in pieces]
    rng.shuffle(near)
    rng.shuffle(far)
    seat_list = parse_seats(seats)
    for _ in range(rng.randint(2, 3)):
        pieces[near.pop()] = (rng.choice(HAWK_PIECES) if seat_list[0].is_hawk
                              else Kind.ACTIVIST, 1)
    for _ in range(rng.randint(1, 3)):
        pieces[near.pop()] = (rng.choice(HAWK_PIECES), 2)
    if seat_list[0].is_hawk:
        pieces[far.pop()] = (Kind.LEADER, 1)
    else:
        pieces[far.pop()] = (Kind.ACTIVIST, 1)
    try:
        return GameState((12, 12), seat_list, tiles, pieces)
    except Exception:
        return None


def find(kind: str, count: int, seed: int, seats: str = "HP,HG") -> list[str]:
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = random_position(rng, seats)
        if state is None or state.result is not None:
            continue
        immediate = wins_now(state, 1)
        if kind == "win1" and immediate:
            found.append(state.hdn())
        elif kind == "win2" and not immediate and any(
                wins_in_two(state, 1, action) for action in state.legal_actions()):
            found.append(state.hdn())
    return found


if __name__ == "__main__":
    kind, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    seats = sys.argv[4] if len(sys.argv) > 4 else "HP,HG"
    for text in find(kind, count, seed, seats):
        print(f'    "{text}",')
