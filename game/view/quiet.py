"""What the engine's libraries print while the window and the sound open, made fit for a
player: without a sound device, OpenAL, ALSA and Panda3D print a screenful of errors,
although the game then simply plays without sound. ``quiet_startup`` holds back the
process's standard error (the C libraries write to it directly) while the window opens,
then passes on every line that is not known noise, and says once, in plain words, that
there is no sound.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

NO_SOUND = "Hawks & Doves: no sound device found; the game plays without sound."
#: Lines that tell a player nothing: the sound libraries trying their devices one by one,
#: Panda3D listing its display modules, X11 extensions that are not needed.
NOISE = re.compile(
    r"^(ALSA lib |AL lib: |:audio\(|Known pipe types:|  \w+GraphicsPipe$"
    r"|\(\d+ aux display modules? not yet loaded\.\)|\(all display modules loaded\.\)"
    r"|Xlib: +extension \"[\w-]+\" missing)"
)
AUDIO_FAILED = re.compile(r"^:audio\(error\)|Could not open playback device")


def tidy(text: str) -> tuple[list[str], bool]:
    """The lines of ``text`` worth showing, and whether the sound failed to open."""
    lines = text.splitlines()
    failed = any(AUDIO_FAILED.search(line) for line in lines)
    return [line for line in lines if line.strip() and not NOISE.match(line)], failed


@contextmanager
def quiet_startup(stream=None) -> Iterator[None]:
    """Hold back what is written to file descriptor 2 inside the block, then write the
    lines that matter to ``stream`` (standard error), and one line if there is no sound."""
    stream = stream or sys.stderr
    try:
        stream.flush()
        saved = os.dup(2)
    except (OSError, ValueError):  # no real standard error (a frozen GUI build): as is
        yield
        return
    with tempfile.TemporaryFile() as capture:
        os.dup2(capture.fileno(), 2)
        try:
            yield
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            capture.seek(0)
            lines, no_sound = tidy(capture.read().decode("utf-8", "replace"))
            for line in lines + ([NO_SOUND] if no_sound else []):
                print(line, file=stream)
            stream.flush()
