"""A replay rendered offscreen, frame by frame, for ``hawks-and-doves render REPLAY --out``.

The frames are the replay viewer's (``ReplayScreen`` without its controls: the scene,
the score graph, the seats and the move list), so a video shows exactly what the viewer
shows. Time is the video's, not the clock's: each action's animation is built by the
animator as usual, then stepped to the time of each frame (``Sequence.setT``) while the
global clock advances one frame in non-real-time mode (for the idle loops and the camera),
so the same replay always gives the same frames, at any size, on any machine.

Frames per action: the animation's duration at the chosen speed, rounded up to whole
frames (``frames_for``), then a pause as in the viewer; a second of the first position
before, and a moment on the last after.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from game.record.timeline import Timeline
from game.view.camera import overview, replace_view
from game.view.screens.replay import PAUSE, ReplayScreen

HOLD_START = 1.0  # seconds on the first position
HOLD_END = 1.5  # seconds on the last (the winners cheer)
CLOSE = 20.0  # the camera's greatest distance in a video: the pieces must be seen


def frames_for(seconds: float, fps: int) -> int:
    """Whole frames that show ``seconds`` of animation (at least one)."""
    return max(1, math.ceil(seconds * fps - 1e-9))


@dataclass
class ExportPlan:
    """What an export renders: actions ``first``+1 .. ``last`` of ``timeline``."""

    timeline: Timeline
    first: int
    last: int
    fps: int
    speed: float
    durations: list[float] = field(default_factory=list)  # each action's animation (s)
    frames: int = 0  # rendered so far

    @property
    def pause_frames(self) -> int:
        return round(PAUSE / self.speed * self.fps)

    def expected_frames(self) -> int:
        """The frames of what has been rendered, by the rule above (the tests check the
        written files against it)."""
        return (round(HOLD_START * self.fps) + round(HOLD_END * self.fps)
                + sum(frames_for(d, self.fps) + self.pause_frames for d in self.durations))


def render_frames(app, plan: ExportPlan, size: tuple[int, int],
                  on_action: Callable[[], None] | None = None) -> Iterator:
    """Yield the frames of ``plan`` (RGB pictures of ``size``), drawn in ``app``'s
    offscreen window made ``size`` for the while; ``on_action`` is called after each
    action (the progress bar)."""
    from panda3d.core import ClockObject, GraphicsOutput, Texture
    from PIL import Image

    clock = ClockObject.getGlobalClock()
    clock_before = clock.getMode(), clock.getDt()  # the frame time, for a non-real-time clock
    size_before = app.win.getXSize(), app.win.getYSize()
    aspect_before = (app.a2dRight - app.a2dLeft) / (app.a2dTop - app.a2dBottom)
    lens_before = app.camLens.getAspectRatio()  # may differ from the interface's
    clock.setMode(ClockObject.MNonRealTime)
    clock.setFrameRate(plan.fps)
    app.win.setSize(*size)
    app.base.adjustWindowAspectRatio(size[0] / size[1])
    texture = Texture("export")
    app.win.addRenderTexture(texture, GraphicsOutput.RTMCopyRam)
    timeline = plan.timeline
    screen = app.show(ReplayScreen, timeline, ply=plan.first, controls=False)
    screen.speed = plan.speed
    state = timeline.state
    start = overview(state.width, state.height)
    screen.camera.set_goal(replace_view(start, distance=min(start.distance, CLOSE)),
                           instantly=True)
    if plan.first < plan.last:
        screen.look_at(timeline.steps[plan.first].squares())
        screen.camera.set_goal(screen.camera.goal, instantly=True)

    def frame():
        app.taskMgr.step()  # the clock, the camera, the idle loops; then the frame is drawn
        if (texture.getXSize(), texture.getYSize()) != size:
            raise RuntimeError(f"the offscreen window is {texture.getXSize()}x"
                               f"{texture.getYSize()}, not {size[0]}x{size[1]}")
        plan.frames += 1
        pixels = bytes(texture.getRamImageAs("RGB"))  # bottom row first
        return Image.frombytes("RGB", size, pixels).transpose(Image.Transpose.FLIP_TOP_BOTTOM)

    try:
        app.taskMgr.step()  # the new size and the screen's first frame settle
        for _ in range(round(HOLD_START * plan.fps)):
            yield frame()
        while timeline.ply < plan.last:
            screen.step_forward()  # as the viewer's Right key: the message, the camera...
            animation = screen.animator.current
            rate = screen.rate
            duration = animation.getDuration() / rate
            animation.pause()  # stepped by hand below, to the time of each frame
            plan.durations.append(duration)
            for index in range(1, frames_for(duration, plan.fps)):
                animation.setT(index * rate / plan.fps)
                yield frame()
            animation.finish()  # the last frame: the position after the action, exactly
            yield frame()
            for _ in range(plan.pause_frames):
                yield frame()
            if on_action is not None:
                on_action()
        for _ in range(round(HOLD_END * plan.fps)):
            yield frame()
    finally:
        app.win.clearRenderTextures()
        app.win.setSize(*size_before)
        app.base.adjustWindowAspectRatio(aspect_before)
        app.camLens.setAspectRatio(lens_before)
        clock.setMode(clock_before[0])
        if clock_before[0] == ClockObject.MNonRealTime and clock_before[1] > 0:
            clock.setFrameRate(1.0 / clock_before[1])
