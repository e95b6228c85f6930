"""``hawks-and-doves apply``: play actions from a position as one game (RULES 11)."""

from __future__ import annotations

import argparse
import json

from game.errors import GameError
from game.rules import GameState, IllegalActionError, parse_action


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("position", metavar="POSITION", help="the position to start from (HDN)")
    parser.add_argument("actions", nargs="*", default=[], metavar="ACTION",
                        help="actions in notation, for example 'N b1-c3' (quote each one)")


def run(args: argparse.Namespace) -> int:
    state = GameState.from_hdn(args.position.strip())
    for index, text in enumerate(args.actions, start=1):
        try:
            state.apply(parse_action(state, text))
        except IllegalActionError as error:
            raise GameError(f"action {index} '{text}' is illegal: {error.reason}") from None
    result = state.result
    print(json.dumps({
        "position": state.hdn(),
        "status": result.status if result else "ongoing",
        "winners": list(result.winners) if result else [],
    }))
    return 0
