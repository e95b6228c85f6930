"""``hawks-and-doves render``: draw pictures offscreen, without opening a window.

``--gallery OUT.png`` draws every piece and building (see game.view.gallery).
``REPLAY --out game.mp4`` (or ``.gif``, or a folder of PNG frames) renders a recorded game
with its animations, as the replay viewer shows it (see game.view.export), at a chosen
size, frame rate and speed, ``--from``/``--to`` for a part of it, with a progress bar.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from game.commands import integer
from game.errors import UsageError
from game.files import atomic_path, terminate_as_interrupt

DEFAULT_SIZE = "1600x900"
MIN_SIDE, MAX_SIDE = 320, 7680
VIDEO_SIZE, VIDEO_MIN_SIDE = "1280x720", 64
VIDEO_FPS, GIF_FPS = 30, 15


def configure(parser: argparse.ArgumentParser) -> None:
    modes = parser.add_argument_group("what to render (one of)")
    modes.add_argument(
        "--gallery",
        metavar="OUT.png",
        type=Path,
        help="every piece (in two seat colours) and every building, labelled",
    )
    modes.add_argument("replay", metavar="REPLAY", type=Path, nargs="?",
                       help="a replay (or saved game) to render as a video: give --out")
    parser.add_argument(
        "--size",
        metavar="WxH",
        help=f"picture size in pixels (default {DEFAULT_SIZE} for the gallery, "
             f"{VIDEO_SIZE} for a replay)",
    )
    video = parser.add_argument_group("rendering a replay")
    video.add_argument("--out", metavar="OUT", type=Path,
                       help="game.mp4, game.gif, or a folder for PNG frames (frame-00001.png...)")
    video.add_argument("--fps", type=integer, metavar="N",
                       help=f"frames a second (default {VIDEO_FPS}; {GIF_FPS} for a GIF)")
    video.add_argument("--speed", type=float, default=1.0, metavar="X",
                       help="how fast the game plays, 0.25 to 8 (default 1)")
    video.add_argument("--from", dest="first", type=integer, default=0, metavar="N",
                       help="start at the position after action N (default 0, the start)")
    video.add_argument("--to", dest="last", type=integer, metavar="N",
                       help="stop after action N (default: the end of the game)")


def parse_size(text: str, smallest: int = MIN_SIDE) -> tuple[int, int]:
    match = re.fullmatch(r"(\d+)x(\d+)", text.strip())
    if not match:
        raise UsageError(f"--size must look like 1600x900, not {text!r}")
    width, height = int(match[1]), int(match[2])
    if not (smallest <= width <= MAX_SIDE and smallest // 2 <= height <= MAX_SIDE):
        raise UsageError(
            f"--size {text} is out of range ({smallest}..{MAX_SIDE} wide, "
            f"{smallest // 2}..{MAX_SIDE} high)"
        )
    return width, height


def _check_output(path: Path) -> Path:
    if path.suffix.lower() != ".png":
        raise UsageError(
            f"the gallery is written as PNG: give a file name ending in .png, not {path.name!r}"
        )
    if not path.parent.resolve().is_dir():
        raise UsageError(f"no such folder for the picture: {path.parent}")
    if path.is_dir():
        raise UsageError(f"{path} is a folder: give a file name for the picture")
    return path


def run(args: argparse.Namespace) -> int:
    with terminate_as_interrupt():
        return _render(args)


def _render(args: argparse.Namespace) -> int:
    if args.gallery is not None and args.replay is not None:
        raise UsageError("render the gallery or a replay, not both")
    if args.replay is not None:
        return render_replay(args)
    if args.gallery is None:
        raise UsageError("nothing to render: give --gallery OUT.png, or REPLAY --out game.mp4")
    width, height = parse_size(args.size or DEFAULT_SIZE)
    out = _check_output(args.gallery)
    from panda3d.core import Filename

    from game.view.gallery import render_gallery
    from game.view.offscreen import offscreen_base

    base = offscreen_base()
    picture = render_gallery(base, width, height)
    with atomic_path(out) as partial:
        if not picture.write(Filename.fromOsSpecific(str(partial))):
            raise UsageError(f"could not write {partial}")
    print(f"wrote {out} ({width}x{height})")
    return 0


def render_replay(args: argparse.Namespace) -> int:
    """Check everything (the file, the part, the output) before drawing a frame."""
    from game.record.timeline import REPLAY_SPEEDS, load_timeline
    from game.video import GIF, check_output, output_kind, write_frames

    if args.out is None:
        raise UsageError("where to? give --out game.mp4, --out game.gif or --out a-folder/")
    size = parse_size(args.size or VIDEO_SIZE, VIDEO_MIN_SIDE)
    kind = output_kind(args.out)
    fps = args.fps if args.fps is not None else GIF_FPS if kind == GIF else VIDEO_FPS
    if not 1 <= fps <= 120:
        raise UsageError(f"--fps {fps} is out of range (1..120)")
    slowest, fastest = REPLAY_SPEEDS[0], REPLAY_SPEEDS[-1]
    if not slowest <= args.speed <= fastest:
        raise UsageError(f"--speed {args.speed:g} is out of range ({slowest:g} to "
                         f"{fastest:g})")
    check_output(args.out, kind, size, fps)
    timeline = load_timeline(args.replay)
    last = len(timeline) if args.last is None else args.last
    if not 0 <= args.first < last <= len(timeline):
        raise UsageError(f"--from {args.first} --to {last}: the game has actions 1 to "
                         f"{len(timeline)}; give 0 <= from < to <= {len(timeline)}")

    from tqdm import tqdm

    from game.view.app import HawksApp
    from game.view.export import ExportPlan, render_frames
    from game.view.offscreen import offscreen_base
    from game.view.settings import Settings

    app = HawksApp(base=offscreen_base(), settings=Settings())
    plan = ExportPlan(timeline, args.first, last, fps, args.speed)
    with tqdm(total=last - args.first, unit="action", desc="render",
              dynamic_ncols=True) as bar:
        frames = write_frames(args.out, render_frames(app, plan, size, bar.update), size, fps)
    print(f"wrote {args.out} ({frames} frames, {size[0]}x{size[1]}, {fps} fps, "
          f"{frames / fps:.1f} s; actions {args.first + 1} to {last})")
    return 0
