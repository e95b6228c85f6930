"""``hawks-and-doves new``: print the start position of a new game (RULES 11)."""

from __future__ import annotations

import argparse
import random

from game.commands import integer
from game.rules import new_game, parse_seats, parse_size


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seats", required=True, metavar="SEATS",
                        help="the seats in order: H plus a Leader letter for a Hawk, D for a "
                             "Dove, comma-separated (for example HP,D,HG)")
    parser.add_argument("--size", default="24", metavar="SIZE",
                        help="24, 32x24, or small, standard, large, huge (default 24)")
    parser.add_argument("--seed", type=integer, metavar="N",
                        help="the layout's seed (default: a random one)")
    parser.add_argument("--classic", action="store_true",
                        help="a fully random layout instead of the fair one")


def run(args: argparse.Namespace) -> int:
    seats = parse_seats(args.seats)
    size = parse_size(args.size)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    print(new_game(seats, size, seed, classic=args.classic).hdn())
    return 0
