"""``hawks-and-doves load``: check a saved game or replay and print where it stands."""

from __future__ import annotations

import argparse
import json

from game.commands import integer
from game.errors import UsageError
from game.record import load_record, seat_to_json


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a saved game or replay (.json)")
    parser.add_argument("--at", type=integer, metavar="N",
                        help="the position after the first N actions (default: all)")


def run(args: argparse.Namespace) -> int:
    record = load_record(args.file)
    count = len(record.actions)
    at = count if args.at is None else args.at
    if not 0 <= at <= count:
        raise UsageError(f"--at must be between 0 and {count}, the number of actions")
    state = record.replay(at)
    result = state.result
    print(json.dumps({
        "seats": [seat_to_json(info) for info in record.seats],
        "actions": count,
        "at": at,
        "position": state.hdn(),
        "status": result.status if result else "ongoing",
        "winners": list(result.winners) if result else [],
        "reason": result.reason if result else None,
    }, indent=1))
    return 0
