"""``hawks-and-doves render``: draw pictures offscreen, without opening a window.

``--gallery OUT.png`` draws every piece and building (see game.view.gallery). The command
is built as a set of modes so that rendering a replay (a positional REPLAY) can join it.
"""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path

from game.errors import UsageError

DEFAULT_SIZE = "1600x900"
MIN_SIDE, MAX_SIDE = 320, 7680


def configure(parser: argparse.ArgumentParser) -> None:
    modes = parser.add_argument_group("what to render (one of)")
    modes.add_argument(
        "--gallery",
        metavar="OUT.png",
        type=Path,
        help="every piece (in two seat colours) and every building, labelled",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        default=DEFAULT_SIZE,
        help=f"picture size in pixels (default {DEFAULT_SIZE})",
    )


def parse_size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"(\d+)x(\d+)", text.strip())
    if not match:
        raise UsageError(f"--size must look like 1600x900, not {text!r}")
    width, height = int(match[1]), int(match[2])
    if not (MIN_SIDE <= width <= MAX_SIDE and MIN_SIDE // 2 <= height <= MAX_SIDE):
        raise UsageError(
            f"--size {text} is out of range ({MIN_SIDE}..{MAX_SIDE} wide, "
            f"{MIN_SIDE // 2}..{MAX_SIDE} high)"
        )
    return width, height


def _check_output(path: Path) -> Path:
    if path.suffix.lower() != ".png":
        raise UsageError(
            f"the gallery is written as PNG: give a file name ending in .png, not {path.name!r}"
        )
    if not path.parent.resolve().is_dir():
        raise UsageError(f"no such folder for the picture: {path.parent}")
    return path


def run(args: argparse.Namespace) -> int:
    if args.gallery is None:
        raise UsageError("nothing to render: give --gallery OUT.png")
    width, height = parse_size(args.size)
    out = _check_output(args.gallery)
    from panda3d.core import Filename

    from game.view.gallery import render_gallery
    from game.view.offscreen import offscreen_base

    base = offscreen_base()
    picture = render_gallery(base, width, height)
    partial = out.with_name(f".{out.stem}.partial.png")  # same folder, so the rename is atomic
    try:
        if not picture.write(Filename.fromOsSpecific(str(partial))):
            raise UsageError(f"could not write {partial}")
        os.replace(partial, out)
    finally:
        partial.unlink(missing_ok=True)
    print(f"wrote {out} ({width}x{height})")
    return 0
