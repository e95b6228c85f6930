"""The board behind the menus: a game a few moves in, seen from a slowly circling camera."""

from __future__ import annotations

import random

from game.rules import ActionKind, new_game, parse_seats
from game.view.camera import CameraView
from game.view.scene import GameScene

SEATS = "HP,D,HG,D"
SIZE = (16, 16)
MOVES = 24
ORBIT = 4.0  # degrees per second


def demo_state(seed: int = 11):
    """A 16x16 four-seat game after a few plausible moves (generations and captures first)."""
    state = new_game(parse_seats(SEATS), SIZE, seed)
    rng = random.Random(seed)
    for _ in range(MOVES):
        actions = state.legal_actions()
        if not actions:
            break
        eager = [a for a in actions if a.kind in (ActionKind.CAPTURE, ActionKind.GENERATE)]
        state.apply(rng.choice(eager or actions))
    return state


class Backdrop:
    def __init__(self, app) -> None:
        self.app = app
        state = demo_state()
        self.scene = GameScene(app.render, state, app.palette.SEAT_COLOURS, app.assets,
                               shadows=app.settings.shadows)
        self.view = CameraView(7.5, 7.5, distance=17.0, heading=20.0, pitch=38.0)
        self._apply()
        app.taskMgr.add(self._turn, "menu-backdrop")

    def _turn(self, task):
        from panda3d.core import ClockObject
        dt = min(ClockObject.getGlobalClock().getDt(), 0.1)
        self.view = self.view.orbited(ORBIT * dt)
        self._apply()
        return task.cont

    def _apply(self) -> None:
        self.app.camera.setPos(*self.view.position())
        self.app.camera.setHpr(*self.view.hpr())
        if self.scene.lights is not None:
            self.scene.lights.follow(self.view, tuple(self.app.camLens.getFov()))

    def destroy(self) -> None:
        self.app.taskMgr.remove("menu-backdrop")
        self.scene.destroy()
