"""The client's tests run the real game offscreen on one ShowBase for the whole session
(Panda3D allows one per process; the asset tests may have opened it already).

The clock runs in non-real-time mode: every ``taskMgr.step()`` is 1/30 s of game time, so
animations take a known number of frames and no test sleeps.
"""

from __future__ import annotations

import builtins
import os

import pytest
from panda3d.core import ClockObject

from game.view.offscreen import offscreen_base

SIZE = (640, 360)
FRAME_RATE = 30


@pytest.fixture(scope="session")
def home(tmp_path_factory):
    """The data folder of the whole session (settings, autosave, saves, replays)."""
    path = tmp_path_factory.mktemp("hawks-and-doves-home")
    os.environ["HAWKS_AND_DOVES_HOME"] = str(path)
    return path


@pytest.fixture(scope="session")
def session_app(home):
    from game.view.app import HawksApp
    from game.view.settings import Settings
    existing = getattr(builtins, "base", None)
    base = offscreen_base()
    base.win.setSize(*SIZE)
    base.graphicsEngine.renderFrame()
    clock = ClockObject.getGlobalClock()
    clock.setMode(ClockObject.MNonRealTime)
    clock.setFrameRate(FRAME_RATE)
    app = HawksApp(base=base, settings=Settings(animation_speed=2.0, handover=True))
    app.base.camLens.setAspectRatio(SIZE[0] / SIZE[1])
    yield app
    app.close()
    clock.setMode(ClockObject.MNormal)
    if existing is None:
        base.destroy()


@pytest.fixture
def app(session_app):
    """The app, on the main menu and with default test settings, for one test."""
    from game.view.settings import Settings
    session_app.settings = Settings(animation_speed=2.0, handover=True)
    session_app.show_menu()
    yield session_app
    while session_app.dialogs:
        session_app.dialogs[-1].close()
    session_app.release_backdrop()
