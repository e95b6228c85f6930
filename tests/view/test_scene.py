"""The scene: what it builds, that sync follows any state, and picking at many angles."""

from __future__ import annotations

import math

import pytest
from panda3d.core import LPoint3, Plane, Point2, Point3, SceneGraphAnalyzer

from game.rules import new_game, parse_seats
from game.view import picking
from game.view.camera import CameraView
from game.view.scene import GameScene
from game.view.screens.base import Screen
from game.view.scene.board import CHUNK
from game.view.scene.lights import (
    MAIN_CAMERA_MASK, SHADOW_MASK, caster_region, edges, shadow_reach,
)

from .helpers import screen_point


@pytest.fixture
def scene(app):
    app.show(Screen)  # nothing else on screen
    app.release_backdrop()
    state = new_game(parse_seats("HP,D,HG"), (40, 24), seed=5)
    scene = GameScene(app.render, state, app.palette.SEAT_COLOURS, app.assets)
    yield state, scene
    scene.destroy()


def geoms(node_path) -> int:
    analyzer = SceneGraphAnalyzer()
    analyzer.addNode(node_path.node())
    return analyzer.getNumGeoms()


def test_the_board_is_a_few_chunks_of_every_square(scene):
    state, scene = scene
    chunks = scene.board.findAllMatches("chunk-*")
    assert len(chunks) == math.ceil(40 / CHUNK) * math.ceil(24 / CHUNK)
    squares = 0
    for chunk in chunks:
        for geom_node in chunk.findAllMatches("**/+GeomNode"):
            for index in range(geom_node.node().getNumGeoms()):
                squares += geom_node.node().getGeom(index).getNumPrimitives() and \
                    geom_node.node().getGeom(index).getPrimitive(0).getNumPrimitives() // 2
    assert squares == 40 * 24
    # two Geoms (light and dark squares) per chunk: the count does not grow with squares
    assert geoms(scene.board) <= 2 * len(chunks) + 2


def test_buildings_and_pieces_stand_where_the_state_says(scene):
    state, scene = scene
    assert sorted(scene.buildings) == sorted(site.square for site in state.tiles)
    for site in state.tiles:
        x, y = state.geometry.xy(site.square)
        assert scene.buildings[site.square].getPos(scene.root).almostEqual(LPoint3(x, y, 0))
    expected = {square: (kind, seat) for seat in (1, 2, 3)
                for square, kind in state.pieces_of(seat)}
    assert len(scene.pieces) == len(expected) == 16
    for square, (kind, seat) in expected.items():
        piece = scene.pieces.at(square)
        assert (piece.kind, piece.seat) == (kind, seat)
        x, y = state.geometry.xy(square)
        assert piece.holder.getPos(scene.root).almostEqual(LPoint3(x, y, 0))
        assert piece.actor.getCurrentAnim() == "idle"


def test_sync_snaps_to_any_state(scene):
    state, scene = scene
    for _ in range(6):
        state.apply(state.legal_actions()[-1])  # generations come last
    scene.sync(state)
    placed = {square: (p.kind, p.seat) for square, p in scene.pieces.by_square.items()}
    assert placed == {square: (kind, seat) for seat in (1, 2, 3)
                      for square, kind in state.pieces_of(seat)}
    while state.ply:
        state.undo()
    scene.sync(state)
    assert len(scene.pieces) == 16
    assert scene.pieces.at(state.geometry.parse_square("b1")).kind.name == "LEADER"


VIEWS = [
    CameraView(10, 8, distance=16, heading=0, pitch=55),
    CameraView(20, 12, distance=30, heading=45, pitch=35),
    CameraView(5, 20, distance=9, heading=137, pitch=70),
    CameraView(35, 3, distance=22, heading=270, pitch=28),
    CameraView(19.5, 11.5, distance=60, heading=200, pitch=84),
]


@pytest.mark.parametrize("view", VIEWS, ids=lambda v: f"h{v.heading:g}-p{v.pitch:g}")
def test_picking_finds_the_square_under_the_mouse(app, scene, view):
    """Square centres projected by Panda3D's own lens come back as the same squares, and
    the pure ray agrees with Panda3D's extrude at any screen point."""
    state, scene = scene
    app.camera.setPos(*view.position())
    app.camera.setHpr(*view.hpr())
    fov = tuple(app.camLens.getFov())
    checked = 0
    for square in state.geometry.squares[::7]:
        x, y = state.geometry.xy(square)
        for dx, dy in ((0, 0), (0.4, -0.3), (-0.35, 0.42)):
            where = screen_point(app, (x + dx, y + dy, 0))
            if where is None or max(abs(where[0]), abs(where[1])) > 0.98:
                continue
            assert picking.pick(view, fov, where, state.width, state.height) == (x, y)
            checked += 1
    assert checked > 30
    ground = Plane((0, 0, 1), (0, 0, 0))
    for mouse in ((0, 0), (-0.9, -0.8), (0.7, 0.6), (0.95, -0.95)):
        near, far = Point3(), Point3()
        app.camLens.extrude(Point2(*mouse), near, far)
        hit = Point3()
        found = ground.intersectsLine(hit, app.render.getRelativePoint(app.cam, near),
                                      app.render.getRelativePoint(app.cam, far))
        ours = picking.ground_point(view, fov, mouse)
        if found and ours is not None:
            assert math.hypot(hit.x - ours[0], hit.y - ours[1]) < 1e-3 * view.distance


def test_picking_off_the_board_and_above_the_horizon():
    view = CameraView(0, 0, distance=10, heading=0, pitch=30)
    fov = (80.0, 70.0)  # the top of the screen is 5 degrees above the horizon
    assert picking.pick(view, fov, (0, 0), 12, 12) == (0, 0)
    assert picking.pick(view, fov, (0, -0.5), 12, 12) is None  # in front of the edge
    assert picking.ground_point(view, fov, (0, 1.0)) is None  # sky
    corners = picking.footprint(view, fov, reach=50)
    assert len(corners) == 4 and all(math.hypot(*c) < 60 for c in corners)


def test_the_caster_region_holds_everything_that_shades_the_ground():
    """A point that throws its shadow onto the ground polygon stands inside the region,
    which grows only towards the sun."""
    ground = [(0.0, 0.0), (10.0, 0.0), (8.0, 6.0), (2.0, 6.0)]
    region = caster_region(ground, margin=0.0)
    rx, ry = shadow_reach()

    def inside(polygon, point):
        return all((x1 - x0) * (point[1] - y0) - (y1 - y0) * (point[0] - x0) >= -1e-9
                   for (x0, y0), (x1, y1) in edges(polygon))

    for gx in range(11):
        for gy in range(7):
            if inside(ground, (gx, gy)):
                for t in (0.0, 0.5, 1.0):  # what stands here, t of the caster's height up
                    assert inside(region, (gx - rx * t, gy - ry * t))
    assert inside(region, (5.0, 3.0)) and not inside(region, (5.0 + rx, 6.0 + ry))


def shadow_pass_geoms(scene) -> int:
    """What the sun's camera draws: Geoms it sees through its cull volume."""
    sun = scene.lights.sun
    volume = sun.node().getCullBounds().makeCopy()
    volume.xform(sun.getMat(scene.root))
    count = 0
    for path in scene.root.findAllMatches("**/+GeomNode"):
        if path.isHidden(sun.node().getCameraMask()):
            continue
        bounds = path.node().getBounds().makeCopy()
        bounds.xform(path.getParent().getMat(scene.root))
        if volume.contains(bounds):
            count += path.node().getNumGeoms()
    return count


def test_the_shadow_pass_draws_only_what_shades_the_view(app, scene):
    """Drawing only the casters in the sun's cull volume, each building as one Geom, gives
    the very picture that drawing everything in the sun's lens gives."""
    state, scene = scene
    for piece in scene.pieces.by_square.values():
        piece.actor.pose("idle", 0)  # the same picture twice: nothing moves
    for building in scene.buildings.values():
        building.pose("idle", 0)
    for blinking in scene.root.findAllMatches("**/+SequenceNode"):
        blinking.node().pose(0)
    for building in scene.buildings.values():
        caster = building.find("**/shadow-caster")
        assert caster.node().getNumChildren() == 1 and geoms(caster) == 1
        assert caster.isHidden(MAIN_CAMERA_MASK) and not caster.isHidden(SHADOW_MASK)
    view = CameraView(4, 3, distance=12, heading=20, pitch=50)  # the pieces of seat 1
    app.camera.setPos(*view.position())
    app.camera.setHpr(*view.hpr())
    scene.lights.follow(view, tuple(app.camLens.getFov()))
    culled = screenshot(app)
    drawn = shadow_pass_geoms(scene)
    sun = scene.lights.sun.node()
    volume = sun.getCullBounds()
    sun.setCullBounds(sun.getLens().makeBounds())  # everything the sun's lens sees
    try:
        assert shadow_pass_geoms(scene) > drawn > 0
        assert screenshot(app) == culled
    finally:
        sun.setCullBounds(volume)


def screenshot(app):
    app.graphicsEngine.renderFrame()
    app.graphicsEngine.renderFrame()
    return bytes(app.win.getScreenshot().getRamImageAs("RGB"))
