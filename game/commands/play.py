"""``hawks-and-doves play`` (the default): open the 3D game.

Without a display (a server, an ssh session) it says so in one line and points to the
commands that work without one, instead of a Panda3D traceback. A game to open at once
(``--load``, ``--continue``) is read and checked first, so that a bad file is one line
naming the problem (exit status 2), display or not, as with ``replay``.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from game import paths
from game.errors import UsageError
from game.record import GameRecord, load_record


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--load", metavar="FILE", help="open a saved game (.json) at once")
    parser.add_argument("--continue", dest="resume", action="store_true",
                        help="continue the autosaved game at once")
    add_window_options(parser)


def add_window_options(parser: argparse.ArgumentParser) -> None:
    """The window's size and full screen (``play`` and ``replay``)."""
    parser.add_argument("--resolution", metavar="WxH",
                        help="window size, for example 1600x900 (default: the settings)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", default=None,
                      help="full screen (default: the settings)")
    mode.add_argument("--windowed", dest="fullscreen", action="store_false",
                      help="in a window")


def parse_resolution(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    match = re.fullmatch(r"(\d{3,4})x(\d{3,4})", text.strip().lower())
    if not match:
        raise UsageError(f"'{text}' is not a window size: write it like 1600x900")
    return int(match.group(1)), int(match.group(2))


def run(args: argparse.Namespace) -> int:
    size = parse_resolution(args.resolution)
    if args.load and args.resume:
        raise UsageError("--load and --continue cannot be used together")
    record = chosen_record(args)
    from game.view.app import run as run_app
    return run_app(record=record, size=size, fullscreen=args.fullscreen)


def chosen_record(args: argparse.Namespace) -> GameRecord | None:
    """The saved game ``--load`` names or the autosave ``--continue`` asks for, read and
    every action checked (``RecordError`` says why not); None to start at the menu."""
    if args.resume:
        path = paths.autosave_path()
        if not path.exists():
            raise UsageError(f"--continue: there is no autosaved game to continue ({path})")
        return load_record(path)
    return load_record(Path(args.load)) if args.load else None
