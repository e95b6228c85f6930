"""The benchmark's crowded boards, counted from the scene graph: the draw calls of a frame
stay well under the issue's 150, whatever the size of the board."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from game.view.settings import Settings

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "scene.py"
LIMIT = 130  # the issue asks for at most 150 with shadows on


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("scene_benchmark", BENCHMARK)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("size", [16, 32, 64, 128])
def test_a_crowded_board_is_drawn_in_few_calls_whatever_its_size(app, bench, size):
    app.settings = Settings(animation_speed=2.0, handover=False)  # the board in view
    pieces = max(33, round(300 * size * size / (64 * 64)))  # as the benchmark spreads them
    screen = bench.game_screen(app, bench.crowded_state(size, pieces))
    app.taskMgr.step()
    assert screen.scene.lights.shadows
    camera, shadow, interface = bench.draw_calls(app, screen)
    assert shadow > 0 and camera + shadow + interface <= LIMIT, (camera, shadow, interface)
