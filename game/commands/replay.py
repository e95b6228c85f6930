"""``hawks-and-doves replay FILE``: open the replay viewer on a recorded game.

The file is read and every action checked through the rules before a window opens, so a
bad file is one line naming the problem (the field, or the action's number and why) with
exit status 2. Without a display it says so in the words of ``play``.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from game.commands import integer
from game.commands.play import add_window_options, parse_resolution
from game.errors import UsageError


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", type=Path,
                        help="a replay or a saved game (.json), such as those in the data "
                             "folder's replays/")
    parser.add_argument("--at", type=integer, default=0, metavar="N",
                        help="start at the position after action N (default: the start)")
    add_window_options(parser)


def run(args: argparse.Namespace) -> int:
    from game.record.timeline import load_timeline

    size = parse_resolution(args.resolution)
    timeline = load_timeline(args.file)
    if not 0 <= args.at <= len(timeline):
        raise UsageError(f"--at {args.at}: the game has actions 0 to {len(timeline)}")
    timeline.seek(args.at)
    from game.view.app import run as run_app
    return run_app(size=size, fullscreen=args.fullscreen, replay=timeline)
