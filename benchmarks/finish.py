"""Finishing a won game as the Dove: how often a level's Dove catches a lone Leader.

Each game starts from a new board's tiles (``new_game`` with the game's seed) with the
Hawk's Leader alone on a random square and the Dove's Activists on random squares, none
within two orthogonal steps of the Leader, the Dove to move: far ahead, as at the end of a
game the Dove has won. The Dove plays one level, the Leader another, with node budgets
(reproducible), until the game ends or ``--cap`` actions; prints each game and how many
the Dove won (the Leader pacified), drew (the quiet rule, a repetition) or left going.

Prints figures; asserts nothing. Run from the repository's root: ``python
benchmarks/finish.py`` (about 10 minutes on two cores; see --help).
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from random import Random
from time import perf_counter

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import LEVELS, choose_action  # noqa: E402
from game.ai.levels import scaled_nodes  # noqa: E402
from game.rules import GameState, Kind, new_game, parse_seats  # noqa: E402

HAWK, DOVE = 1, 2


def position(seed: int, size: int, activists: int) -> GameState:
    """The start of game ``seed``: a lone Leader, ``activists`` Activists, the Dove to move."""
    rng = Random(seed)
    base = new_game(parse_seats("HP,D"), (size, size), seed)
    g = base.geometry
    tiles = {g.xy(site.square): site.tile for site in base.tiles}
    free = [(x, y) for x in range(size) for y in range(size) if (x, y) not in tiles]
    rng.shuffle(free)
    lx, ly = free.pop()
    pieces = {(lx, ly): (Kind.LEADER, HAWK)}
    for x, y in free:
        if len(pieces) > activists:
            break
        if abs(x - lx) + abs(y - ly) > 2:
            pieces[x, y] = (Kind.ACTIVIST, DOVE)
    return GameState((size, size), base.seats, tiles, pieces, to_move=DOVE)


def play(seed: int, args: argparse.Namespace) -> tuple[int, str, int, float]:
    """Game ``seed`` played out: (seed, outcome, actions, seconds)."""
    state = position(seed, args.size, args.activists)
    levels = {DOVE: args.dove, HAWK: args.hawk}
    start = perf_counter()
    actions = 0
    while state.result is None and actions < args.cap:
        level = levels[state.to_move]
        nodes = scaled_nodes(LEVELS[level], args.scale)
        state.apply(choose_action(state, level, seed=seed * 1000 + actions, nodes=nodes).action)
        actions += 1
    if state.result is None:
        outcome = "going"
    elif state.result.status == "draw":
        outcome = f"draw ({state.result.reason})"
    else:
        outcome = "Dove won" if DOVE in state.result.winners else "Hawk won"
    return seed, outcome, actions, perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=16)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--size", type=int, default=16)
    parser.add_argument("--activists", type=int, default=30,
                        help="30 on 16 x 16 is far enough ahead for Expert's hunt")
    parser.add_argument("--dove", default="expert", choices=sorted(LEVELS))
    parser.add_argument("--hawk", default="hard", choices=sorted(LEVELS))
    parser.add_argument("--scale", type=float, default=0.2, help="of the levels' node budgets")
    parser.add_argument("--cap", type=int, default=200, help="actions a game at most")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seeds = range(args.first_seed, args.first_seed + args.games)
    won, lengths = 0, []
    print(f"{args.dove} Dove, {args.activists} Activists, against a lone Leader ({args.hawk}),"
          f" {args.size} x {args.size}, x{args.scale:g} nodes, {args.cap}-action cap")
    with ProcessPoolExecutor(args.jobs) as pool:
        for seed, outcome, actions, seconds in pool.map(play, seeds, [args] * args.games):
            print(f"  seed {seed:3d}: {outcome} after {actions} actions ({seconds:.0f} s)",
                  flush=True)
            if outcome == "Dove won":
                won += 1
                lengths.append(actions)
    average = f", {sum(lengths) / len(lengths):.0f} actions on average" if lengths else ""
    print(f"the Dove won {won} of {args.games}{average}")


if __name__ == "__main__":
    main()
