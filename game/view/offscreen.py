"""A ShowBase that draws into an offscreen buffer, for tools that render pictures without a
window (the gallery, and replays made into videos)."""

from __future__ import annotations

import builtins

from panda3d.core import loadPrcFileData

from game.errors import UsageError

OFFSCREEN_CONFIG = """
load-display p3headlessgl
aux-display pandagl
window-type offscreen
audio-library-name null
win-size 64 64
sync-video false
print-pipe-types false
notify-level warning
notify-level-display fatal
notify-level-egldisplay fatal
notify-level-x11display fatal
notify-level-device fatal
notify-level-ShowBase error
"""


def offscreen_base():
    """The running ShowBase, or a new offscreen one; no usable OpenGL is a UsageError."""
    existing = getattr(builtins, "base", None)
    if existing is not None:
        return existing
    loadPrcFileData("offscreen", OFFSCREEN_CONFIG)
    from direct.showbase.ShowBase import ShowBase

    try:
        base = ShowBase()
    except Exception as error:  # Panda3D raises a bare Exception when no pipe opens
        raise UsageError(
            f"cannot render: no OpenGL display is available ({error} Tried headless EGL, "
            "then X11: install Mesa's EGL or set DISPLAY.)"
        ) from None
    if base.win is None:
        raise UsageError("cannot render: no OpenGL display is available")
    return base
