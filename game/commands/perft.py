"""``hawks-and-doves perft``: count the action sequences of a given length (RULES 11)."""

from __future__ import annotations

import argparse

from game.errors import UsageError
from game.rules import GameState, perft


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("position", metavar="POSITION", help="the position (HDN)")
    parser.add_argument("depth", metavar="DEPTH", help="the number of actions, 0 or more")


def run(args: argparse.Namespace) -> int:
    if not (args.depth.isascii() and args.depth.isdigit()):
        raise UsageError(f"DEPTH must be a whole number from 0, not '{args.depth}'")
    state = GameState.from_hdn(args.position.strip(), track_repetition=False)
    print(perft(state, int(args.depth)))
    return 0
