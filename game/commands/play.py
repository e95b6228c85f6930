"""``hawks-and-doves play`` (the default): until the 3D client lands, a text summary of a
new Standard game, so that the README's play command works on a fresh machine."""

from __future__ import annotations

import argparse
import random

from game.rules import Tile, new_game, parse_seats


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seats", default="HP,D", help="seats, for example HP,D,HG")


def run(args: argparse.Namespace) -> int:
    seed = random.SystemRandom().randrange(2**31)
    state = new_game(parse_seats(args.seats), seed=seed)
    print(f"A new {state.width}x{state.height} game of Hawks & Doves (seed {seed}):")
    for number, seat in enumerate(state.seats, start=1):
        print(f"  seat {number}: {seat.title}, {len(state.pieces[number])} pieces")
    counts = {tile: sum(site.tile is tile for site in state.tiles) for tile in Tile}
    print("  tiles: " + ", ".join(f"{count} {tile.title}" for tile, count in counts.items()))
    print(f"  position: {state.hdn()}")
    print(f"  {len(state.legal_actions())} legal actions for seat 1")
    return 0
