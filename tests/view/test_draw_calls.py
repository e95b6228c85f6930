"""The benchmark's crowded boards, counted from the scene graph: the draw calls of a frame
stay well under the issue's 150, whatever the size of the board."""

from __future__ import annotations

import pytest

from game.view.scene.draw_calls import crowded_screen, crowded_state, draw_calls
from game.view.settings import Settings

LIMIT = 130  # the issue asks for at most 150 with shadows on


@pytest.mark.parametrize("size", [16, 32, 64, 128])
def test_a_crowded_board_is_drawn_in_few_calls_whatever_its_size(app, size):
    app.settings = Settings(animation_speed=2.0, handover=False)  # the board in view
    pieces = max(33, round(300 * size * size / (64 * 64)))  # as the benchmark spreads them
    screen = crowded_screen(app, crowded_state(size, pieces))
    app.taskMgr.step()
    assert screen.scene.lights.shadows
    camera, shadow, interface = draw_calls(app, screen)
    assert shadow > 0 and camera + shadow + interface <= LIMIT, (camera, shadow, interface)
