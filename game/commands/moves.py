"""``hawks-and-doves moves``: the legal actions of a position, or of many (RULES 11)."""

from __future__ import annotations

import argparse
import json
import sys

from game.rules import GameState, RulesError, format_action


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("position", metavar="POSITION",
                        help="a position (HDN), or - to read positions from standard input, "
                             "one a line, and print one JSON object a line")


def legal_notation(state: GameState) -> list[str]:
    """The legal actions in notation, sorted as plain strings."""
    return sorted(format_action(state, action) for action in state.legal_actions())


def run(args: argparse.Namespace) -> int:
    if args.position != "-":
        for text in legal_notation(GameState.from_hdn(args.position.strip())):
            print(text)
        return 0
    failed = False
    for line in sys.stdin:
        position = line.strip()
        if not position:
            continue
        try:
            answer = {"position": position,
                      "actions": legal_notation(GameState.from_hdn(position))}
        except RulesError as error:
            failed = True
            answer = {"position": position, "error": str(error)}
        print(json.dumps(answer), flush=True)
    return 2 if failed else 0
