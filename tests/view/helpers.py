"""Driving the game as a player would: frames, clicks on squares, reading pixels."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from panda3d.core import PNMImage, Point2, Point3, SceneGraphAnalyzer

from game.view.app import OFFSCREEN, QUIT_AFTER_FIRST_FRAME
from game.view.camera import replace_view
from game.view.session import GameSession, SessionFiles


ROOT = Path(__file__).resolve().parents[2]


def game_command(*arguments, home: Path, offscreen: bool = False) -> subprocess.CompletedProcess:
    """``python -m game ARGUMENTS`` in a process of its own, without a display and with
    its data folder in ``home``; ``offscreen`` renders without a window and quits after
    the first frame (what a window's start would do, here)."""
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    environment["PYTHONPATH"] = str(ROOT)
    environment["HAWKS_AND_DOVES_HOME"] = str(home)
    if offscreen:
        environment[OFFSCREEN] = "1"
        environment[QUIT_AFTER_FIRST_FRAME] = "1"
    return subprocess.run([sys.executable, "-m", "game", *map(str, arguments)],
                          capture_output=True, text=True, env=environment, cwd=home)


def step(app, frames: int = 1) -> None:
    for _ in range(frames):
        app.taskMgr.step()


def run_until(app, condition, frames: int = 900) -> int:
    """Step frames until ``condition()``; returns how many it took. Every frame is 1/30 s
    of the game's clock (conftest), so an animation ends in a known number of frames, and
    a condition that has not come after ``frames`` never will."""
    count = 0
    while not condition():
        assert count < frames, "the condition never came"
        app.taskMgr.step()
        count += 1
    return count


def await_ai(app, condition) -> int:
    """Step frames until ``condition()`` while an AI thinks in its own process; returns how
    many it took. That depends on the machine, not on the game's clock, so no count of
    frames bounds it here: an AI that never answers is ended by pytest-timeout (``timeout``
    in pyproject.toml), which shows where the test hung."""
    count = 0
    while not condition():
        app.taskMgr.step()
        count += 1
    return count


def settle(app, screen) -> None:
    """Let the camera reach its goal and the animation (if any) finish."""
    run_until(app, lambda: not screen.camera.moving and not screen.animator.busy)


def screen_point(app, square_point) -> tuple[float, float] | None:
    """Where a point of the board shows on the screen (-1..1), or None off screen."""
    relative = app.cam.getRelativePoint(app.render, Point3(*square_point))
    projected = Point2()
    if not app.camLens.project(relative, projected):
        return None
    return projected.x, projected.y


def click_square(app, screen, square: int) -> None:
    """A click on ``square`` through the screen: bring it into view if needed, project its
    centre onto the screen and click there (picking turns it back into a square)."""
    point = screen.scene.position(square)
    where = screen_point(app, point)
    if where is None or max(abs(where[0]), abs(where[1])) > 0.9:
        screen.camera.set_goal(replace_view(screen.camera.goal, x=point[0], y=point[1]),
                               instantly=True)
        step(app)
        where = screen_point(app, point)
    screen.click_screen(*where)


def pixel(app, where: tuple[float, float]) -> tuple[float, float, float]:
    """The colour (0..1) of the rendered pixel at screen point ``where``."""
    app.graphicsEngine.renderFrame()
    app.graphicsEngine.renderFrame()
    image = PNMImage()
    assert app.win.getScreenshot(image)
    x = int((where[0] + 1) / 2 * (image.getXSize() - 1))
    y = int((1 - where[1]) / 2 * (image.getYSize() - 1))
    colour = image.getXel(x, y)
    return colour[0], colour[1], colour[2]


def new_session(position: str, seats, files=None) -> GameSession:
    return GameSession.from_position(position, seats, files or SessionFiles.none())


def buttons(app, label: str) -> list:
    """The buttons on screen whose text is ``label``."""
    from direct.gui.DirectButton import DirectButton
    from direct.gui.DirectGuiBase import DirectGuiWidget
    found = []
    for widget in list(DirectGuiWidget.guiDict.values()):
        if isinstance(widget, DirectButton) and not widget.isEmpty() \
                and widget["text"] == label and not widget.isHidden() \
                and widget.getTop() == app.aspect2d.getTop() \
                and not any(parent.isHidden() for parent in widget.getAncestors()):
            found.append(widget)
    return found


def press(app, label: str) -> None:
    """Click the (only) enabled button called ``label``, as the mouse would: in the top
    dialog if one is open (the veil keeps the mouse from what is below it)."""
    from direct.gui import DirectGuiGlobals as DGG
    matches = [b for b in buttons(app, label) if b["state"] == DGG.NORMAL]
    if app.dialogs:
        layer = app.dialogs[-1].layer
        matches = [b for b in matches if layer.isAncestorOf(b)]
    assert len(matches) == 1, f"{len(matches)} enabled buttons called {label!r}"
    matches[0].commandFunc(None)


def top_dialog(app):
    return app.dialogs[-1] if app.dialogs else None


def placement(scene) -> dict:
    """What the scene shows: (kind, seat) by square."""
    return {square: (piece.kind, piece.seat) for square, piece in scene.pieces.by_square.items()}


def expected(state) -> dict:
    """What the scene should show for ``state``: (kind, seat) by square."""
    return {square: (kind, seat) for seat in range(1, len(state.seats) + 1)
            for square, kind in state.pieces_of(seat)}


def geoms(node_path) -> int:
    """How many Geoms (draw calls, before culling) are under ``node_path``."""
    analyzer = SceneGraphAnalyzer()
    analyzer.addNode(node_path.node())
    return analyzer.getNumGeoms()
