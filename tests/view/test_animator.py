"""The animator: every kind of event plays to its end (or is skipped) and leaves the
scene exactly as the rules' state says; the minimap follows the camera and moves it."""

from __future__ import annotations

import pytest

from game.rules import GameState, parse_action
from game.view.animator import Animator
from game.view.camera import replace_view
from game.view.minimap import board_point, map_point
from game.view.scene import GameScene
from game.view.screens.base import Screen

from .helpers import expected, placement, run_until

# 12x12: Hawk 1 (The President): Leader b1, Lawyer d5, Consumer f4 and four Consumers
# around the Office Complex on g7. Hawk 2 (The General): Leader l12, Consumer e7.
# Dove 3: Activists a1 and e4.
POSITION = "12x12:11K2/12/12/12/12/4C2C1o5/5C1C1C14/3N18/4A3C16/12/12/A3K110 HP,HG,D 1 0 1"


@pytest.fixture
def stage(app):
    app.show(Screen)  # nothing else on screen
    app.release_backdrop()
    state = GameState.from_hdn(POSITION)
    scene = GameScene(app.render, state, app.palette.SEAT_COLOURS, app.assets)
    played = []
    animator = Animator(scene, played.append, speed=3.0)
    yield state, scene, animator, played
    animator.skip()
    scene.destroy()


@pytest.mark.parametrize("skip", [False, True], ids=["played", "skipped"])
def test_every_event_leaves_the_scene_as_the_state(app, stage, skip):
    state, scene, animator, played = stage
    # a leaping capture, a move, a pacification, a generation, a move, a pacified Leader
    script = ["N d5xe7", "K l12-k12", "A e4~f4", "+N h7", "K k12-j12", "A a1~b1"]
    kinds = []
    for text in script:
        action = parse_action(state, text)
        events = state.apply(action)
        kinds += [type(event).__name__ for event in events]
        done: list[bool] = []
        animator.play(events, state, lambda done=done: done.append(True))
        if skip:
            animator.skip()
        else:
            frames = run_until(app, lambda done=done: bool(done))
            assert frames > 3
        assert done == [True] and not animator.busy
        assert placement(scene) == expected(state)
        assert not scene.pieces.loose
        for square, piece in scene.pieces.by_square.items():
            x, y, z = scene.position(square)
            assert piece.holder.getPos().almostEqual(type(piece.holder.getPos())(x, y, z),
                                                     1e-3)
            assert piece.holder.getColorScale()[3] == pytest.approx(1)
    assert {"Captured", "Moved", "Pacified", "Generated", "Eliminated"} <= set(kinds)
    if skip:
        assert played == []  # no burst of sounds when skipping
    else:
        assert {"capture", "pacify", "generate", "move"} <= set(played)


@pytest.mark.parametrize("skip", [False, True], ids=["played", "skipped"])
def test_every_event_plays_backwards_to_the_position_before(app, stage, skip):
    state, scene, animator, played = stage
    # the script above, then a resignation: its last events end the game
    script = ["N d5xe7", "K l12-k12", "A e4~f4", "+N h7", "K k12-j12", "A a1~b1", "resign"]
    history = [state.apply(parse_action(state, text)) for text in script]
    assert state.result is not None
    scene.sync(state)
    for events in reversed(history):
        state.undo()
        done: list[bool] = []
        animator.play(events, state, lambda done=done: done.append(True), reverse=True)
        assert placement(scene) == expected(state)  # the map says where it ends at once
        if skip:
            animator.skip()
        else:
            run_until(app, lambda done=done: bool(done))
        assert done == [True] and placement(scene) == expected(state)
        assert not scene.pieces.loose
        for piece in scene.pieces.by_square.values():
            assert not piece.holder.isHidden()
            assert piece.holder.getColorScale()[3] == pytest.approx(1)
            assert piece.holder.getScale()[0] == pytest.approx(1)
    assert state.hdn() == POSITION


def test_minimap_points():
    assert board_point(0.5, 0.5, 24, 12) == (11.5, 5.5)
    assert map_point(*board_point(0.25, 0.75, 40, 20), 40, 20) == (0.25, 0.75)
    assert board_point(-1, 2, 24, 24) == (-0.5, 23.5)


def test_a_click_on_the_minimap_moves_the_camera(app):
    from game.view.screens.game import GameScreen

    from .helpers import new_session
    from .test_play import POSITION as GAME
    from .test_play import SEATS
    screen = app.show(GameScreen, new_session(GAME, SEATS))
    screen.camera.set_goal(replace_view(screen.camera.goal, distance=6.0))  # close enough
    # to go towards a corner (from further, the view holds the whole 12 x 12 board)
    screen.minimap.click_at(0.9, 0.9)
    goal = screen.camera.goal
    wanted = replace_view(goal, x=10.3, y=10.3).clamped(12, 12, screen.fov())
    assert (goal.x, goal.y) == pytest.approx((wanted.x, wanted.y))
    assert goal.x > 7 and goal.y > 7  # towards the corner, as far as the edges let it
    run_until(app, lambda: not screen.camera.moving)
    outline = screen.minimap.outline.getChildren()[0]
    low, high = outline.getTightBounds()
    assert high.x > screen.minimap.w * 0.6 and high.z > screen.minimap.h * 0.6
