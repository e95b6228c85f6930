"""The camera: its math without a window, and the controller driven by key events."""

from __future__ import annotations

import math

import pytest
from panda3d.core import PNMImage

from game.view.screens.base import Screen
from game.view.camera import (
    EDGE, EDGE_REACH, MAX_PITCH, MIN_DISTANCE, SCROLL_SPEED, CameraController, CameraView,
    max_distance, overview, side_view,
)
from game.view.app import BACKGROUND
from game.view.picking import footprint, in_view
from game.view.scene.board import GROUND


def test_scrolling_follows_the_heading():
    view = CameraView(10, 10, heading=90)  # looking towards -x
    moved = view.scrolled(0, 2)  # "up" on the screen
    assert (round(moved.x, 6), round(moved.y, 6)) == (8, 10)
    moved = view.scrolled(3, 0)  # "right" on the screen
    assert (round(moved.x, 6), round(moved.y, 6)) == (10, 13)


def test_the_camera_looks_at_its_point_from_its_distance():
    for heading, pitch in ((0, 55), (123, 30), (300, 80)):
        view = CameraView(4, 7, distance=12, heading=heading, pitch=pitch)
        px, py, pz = view.position()
        fx, fy, fz = view.forward()
        assert math.dist((px + 12 * fx, py + 12 * fy, pz + 12 * fz), (4, 7, 0)) < 1e-9
        assert pz == pytest.approx(12 * math.sin(math.radians(pitch)))


def test_limits():
    view = CameraView(-5, 99).clamped(24, 16)
    assert (view.x, view.y) == (0, 15)
    assert CameraView(0, 0, distance=6).zoomed(0.1, 40).distance == MIN_DISTANCE
    assert CameraView(0, 0, distance=30).zoomed(10, 40).distance == 40
    assert CameraView(0, 0, pitch=80).orbited(370, 30).pitch == MAX_PITCH
    assert CameraView(0, 0, heading=350).orbited(20).heading == pytest.approx(10)


def test_easing_takes_the_short_way_round():
    start, goal = CameraView(0, 0, heading=350), CameraView(10, 0, heading=10)
    half = start.eased(goal, 0.5)
    assert half.x == 5 and half.heading == pytest.approx(0)


def test_side_view_looks_from_behind_the_group():
    bottom_left = side_view([(0, 0), (1, 0), (0, 1)], 24, 24, 13)
    top_right = side_view([(23, 23), (22, 23)], 24, 24, 13)
    assert bottom_left.heading == 315  # from the a1 corner, looking towards the middle
    assert top_right.heading == 135
    bottom_middle = side_view([(11, 0), (12, 0)], 24, 24, 13)
    assert bottom_middle.heading == 0 and bottom_middle.y > 0


@pytest.fixture
def controller(app):
    app.show(Screen)  # nothing else on screen
    app.release_backdrop()
    camera = CameraController(app, 32, 20, CameraView(16, 10, distance=14))
    camera.attach()
    yield camera
    camera.detach()


def test_held_arrow_keys_scroll_until_the_edge(app, controller):
    app.messenger.send("arrow_right")
    controller.update(0.25)
    assert controller.goal.x > 16 and controller.current.x > 16
    for _ in range(200):
        controller.update(0.1)
    # the view stops with the board's right edge (its frame) on the screen, and little
    # of what lies beyond it: at most the strip that lets a corner behind be seen
    goal = controller.goal
    bottom_right = footprint(goal, controller.fov(), 1000)[1]
    assert 31.5 + 0.9 <= bottom_right[0] <= 31.5 + EDGE + EDGE_REACH * goal.distance + 1e-6
    assert goal.close_to(goal.clamped(32, 20, controller.fov()), 1e-9)
    assert controller.current.x == pytest.approx(controller.goal.x, abs=1e-2)
    app.messenger.send("arrow_right-up")
    app.messenger.send("arrow_up")
    controller.update(0.1)
    app.messenger.send("arrow_up-up")
    y = controller.goal.y
    controller.update(0.5)
    assert controller.goal.y == y > 10  # released: no more scrolling
    assert app.camera.getPos().almostEqual(type(app.camera.getPos())(
        *controller.current.position()), 1e-3)


def void_share(app) -> float:
    """The share of the window that shows the ground or the sky beyond the board."""
    app.graphicsEngine.renderFrame()
    app.graphicsEngine.renderFrame()
    image = PNMImage()
    app.win.getScreenshot(image)
    void = [tuple(round(c * 255) for c in colour[:3]) for colour in (GROUND, BACKGROUND)]
    seen = empty = 0
    for y in range(0, image.getYSize(), 4):
        for x in range(0, image.getXSize(), 4):
            pixel = tuple(round(c * 255) for c in image.getXel(x, y))
            seen += 1
            empty += any(max(abs(a - b) for a, b in zip(pixel, colour, strict=True)) <= 6
                         for colour in void)
    return empty / seen


@pytest.mark.parametrize("heading", [0, 45, 200])
def test_the_view_stays_over_the_board_in_a_corner(app, heading):
    """Sent to the far corner of a board, the view shows mostly board, and much less of
    the void beyond than when only its point was kept over the board."""
    from game.record import SeatInfo
    from game.rules import new_game, parse_seats
    from game.view.screens.game import GameScreen

    from .helpers import new_session
    state = new_game(parse_seats("HP,D"), (24, 24), 3)
    screen = app.show(GameScreen, new_session(state.hdn(), [SeatInfo("HP", "Ann"),
                                                            SeatInfo("D", "Bob")]))
    while app.dialogs:
        app.dialogs[-1].close()
    app.aspect2d.hide()  # the board only
    try:
        camera = screen.camera
        camera.set_goal(CameraView(23, 23, distance=13, heading=heading), instantly=True)
        clamped = void_share(app)
        camera.current = CameraView(23, 23, distance=13, heading=heading)  # the point only
        camera._apply()
        assert clamped < 0.4 and clamped < void_share(app) - 0.2
    finally:
        app.aspect2d.show()


@pytest.mark.parametrize("heading", [0, 45, 135, 200, 270, 315])
def test_every_corner_of_the_board_can_be_brought_into_view(app, controller, heading):
    """Clamping never hides a square: centring on a corner shows it, at any heading."""
    for corner in ((0, 0), (31, 0), (31, 19), (0, 19)):
        controller.set_goal(CameraView(16, 10, distance=9, heading=heading))
        controller.centre_on(*corner)
        assert in_view(controller.goal, controller.fov(), (*corner, 0.0), margin=0.95)


def test_a_view_larger_than_the_board_keeps_it_in_the_middle():
    fov = (65.0, 40.0)
    view = CameraView(0, 0, distance=24).clamped(12, 12, fov)  # shows more than 12 across
    left, right = (min(x for x, _ in footprint(view, fov, 100)),
                   max(x for x, _ in footprint(view, fov, 100)))
    assert view.x == pytest.approx(5.5) and left + right == pytest.approx(11)


def test_scrolling_speed_follows_the_zoom(app, controller):
    """A second of a held key moves the view by the same share of what it shows."""
    moved = []
    for distance in (6.0, 12.0):
        controller.set_goal(CameraView(16, 10, distance=distance), instantly=True)
        app.messenger.send("arrow_left")
        for _ in range(10):
            controller.update(0.05)
        app.messenger.send("arrow_left-up")
        moved.append(16 - controller.goal.x)
    assert moved[1] == pytest.approx(2 * moved[0])
    assert moved[0] == pytest.approx(SCROLL_SPEED * 6.0 * 0.5)


def test_wasd_wheel_and_orbit_keys(app, controller):
    app.messenger.send("a")
    controller.update(0.2)
    app.messenger.send("a-up")
    assert controller.goal.x < 16
    distance = controller.goal.distance
    app.messenger.send("wheel_up")
    assert controller.goal.distance < distance
    app.messenger.send("-")
    app.messenger.send("-")
    assert controller.goal.distance > distance
    app.messenger.send("q")
    for _ in range(5):
        controller.update(0.1)  # 90 degrees a second
    app.messenger.send("q-up")
    assert controller.goal.heading == pytest.approx(45)
    assert max_distance(32, 20) >= controller.goal.distance


def test_overview_sees_the_whole_board():
    view = overview(24, 24)
    assert (view.x, view.y) == (11.5, 11.5)


def test_keys_typed_into_a_dialog_do_not_move_the_camera(app):
    from game.view.screens.dialogs import SaveDialog
    camera = CameraController(app, 32, 20, CameraView(16, 10), blocked=lambda: app.modal)
    camera.attach()
    dialog = SaveDialog(app, "name", lambda name: None)
    for key in ("w", "a", "s", "d", "q", "e"):
        app.messenger.send(key)
    camera.update(0.1)
    assert camera.goal == CameraView(16, 10)
    dialog.close()
    camera.detach()
