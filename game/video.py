"""Writing frames (Pillow pictures in RGB) to an MP4, a GIF or a folder of PNGs.

No Panda3D: the replay export renders the frames, these writers only store them. Each
writer streams (a frame is written as it comes, so a long game needs no memory for its
frames) into a temporary file or folder beside the target and renames it into place
when it is complete: an interrupted export leaves the target as it was.

- MP4 (H.264) through ``imageio-ffmpeg``, whose wheel ships its own ffmpeg; should an
  installation lack it, the error says so plainly.
- GIF through Pillow, each frame with its own palette of 256 colours, looping.
- A folder of ``frame-00001.png``... through Pillow.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable
from pathlib import Path

from game.errors import UsageError
from game.files import atomic_path

MP4, GIF, FRAMES = "mp4", "gif", "frames"
GIF_MAX_FPS = 50  # browsers slow down GIFs whose frames are shorter than 2/100 s


def output_kind(path: Path) -> str:
    """What ``--out`` asks for: ``mp4``, ``gif``, or ``frames`` (a folder: no suffix, or
    an existing folder)."""
    suffix = path.suffix.lower()
    if path.is_dir() or not suffix or str(path).endswith(os.sep):
        return FRAMES
    if suffix in (".mp4", ".gif"):
        return suffix[1:]
    raise UsageError(f"cannot write {path.name!r}: give a name ending in .mp4 or .gif, or a "
                     "folder for PNG frames")


def check_output(path: Path, kind: str, size: tuple[int, int], fps: int) -> None:
    """Refuse, before any rendering, what could not be written."""
    if not path.parent.resolve().is_dir():
        raise UsageError(f"no such folder: {path.parent}")
    if kind == FRAMES and path.exists() and not path.is_dir():
        raise UsageError(f"{path} is a file: give a new folder for the frames, or a name "
                         "ending in .mp4 or .gif")
    if kind == FRAMES and path.is_dir() and any(path.iterdir()):
        raise UsageError(f"the folder {path} is not empty: give a new folder for the frames")
    if kind == MP4:
        if size[0] % 2 or size[1] % 2:
            raise UsageError(f"an MP4 needs an even width and height, not {size[0]}x{size[1]}")
        _ffmpeg()
    if kind == GIF and fps > GIF_MAX_FPS:
        raise UsageError(f"a GIF plays at most {GIF_MAX_FPS} frames a second: "
                         f"--fps {fps} is too many")


def _ffmpeg():
    try:
        import imageio_ffmpeg
    except ImportError:
        raise UsageError("writing MP4 needs imageio-ffmpeg: pip install imageio-ffmpeg "
                         "(or write a .gif or a folder of frames)") from None
    return imageio_ffmpeg


def write_frames(path: Path, frames: Iterable, size: tuple[int, int], fps: int) -> int:
    """Write every frame of ``frames`` (RGB pictures of ``size``) to ``path`` as its
    suffix says, atomically; returns the number of frames."""
    kind = output_kind(path)
    check_output(path, kind, size, fps)
    if kind == FRAMES:
        return _write_folder(path, frames)
    with atomic_path(path) as partial:
        return (_write_mp4 if kind == MP4 else _write_gif)(partial, frames, size, fps)


def _write_mp4(path: Path, frames: Iterable, size: tuple[int, int], fps: int) -> int:
    writer = _ffmpeg().write_frames(str(path), size, fps=fps, codec="libx264",
                                    pix_fmt_out="yuv420p", quality=7, macro_block_size=1,
                                    ffmpeg_log_level="error")
    writer.send(None)  # start ffmpeg
    count = 0
    try:
        for frame in frames:
            writer.send(frame.tobytes())
            count += 1
    finally:
        writer.close()
    return count


def _write_gif(path: Path, frames: Iterable, size: tuple[int, int], fps: int) -> int:
    from PIL import GifImagePlugin, Image

    count = 0
    with open(path, "wb") as stream:
        for frame in frames:
            image = frame.quantize(
                256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
            # GIFs count in hundredths of a second: frames of 6 and 7 make 15 a second
            duration = 10 * (round((count + 1) * 100 / fps) - round(count * 100 / fps))
            if count == 0:
                header, _ = GifImagePlugin.getheader(image, info={"loop": 0})
                stream.write(b"".join(header))
            for chunk in GifImagePlugin.getdata(image, duration=duration,
                                                include_color_table=True):
                stream.write(chunk)
            count += 1
        stream.write(b";")  # the GIF trailer
        stream.flush()
        os.fsync(stream.fileno())
    return count


def _write_folder(path: Path, frames: Iterable) -> int:
    partial = path.with_name(f".{path.name}.partial")
    shutil.rmtree(partial, ignore_errors=True)  # left by an export that was stopped
    partial.mkdir()
    try:
        count = 0
        for count, frame in enumerate(frames, start=1):
            frame.save(partial / f"frame-{count:05d}.png", compress_level=1)
        if path.is_dir():
            path.rmdir()  # empty (checked): the complete folder takes its place
        os.replace(partial, path)
    finally:
        shutil.rmtree(partial, ignore_errors=True)
    return count
