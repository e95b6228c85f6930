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
    MAIN_CAMERA_MASK, SHADOW_MASK, below_view, caster_region, edges, shadow_reach,
)

from .helpers import geoms, screen_point


def inside(polygon, point) -> bool:
    """Whether ``point`` lies in the convex ``polygon`` (counter-clockwise), edges included."""
    return all((x1 - x0) * (point[1] - y0) - (y1 - y0) * (point[0] - x0) >= -1e-6
               for (x0, y0), (x1, y1) in edges(polygon))


@pytest.fixture
def scene(app):
    app.show(Screen)  # nothing else on screen
    app.release_backdrop()
    state = new_game(parse_seats("HP,D,HG"), (40, 24), seed=5)
    scene = GameScene(app.render, state, app.palette.SEAT_COLOURS, app.assets)
    yield state, scene
    scene.destroy()


def triangles(node_path) -> int:
    analyzer = SceneGraphAnalyzer()
    analyzer.addNode(node_path.node())
    return analyzer.getNumTris()


def test_the_board_is_a_few_chunks_of_every_square(scene):
    state, scene = scene
    chunks = scene.board.findAllMatches("chunk-*")
    assert len(chunks) == math.ceil(40 / CHUNK) * math.ceil(24 / CHUNK)
    squares = 0
    for chunk in chunks:
        # one Geom per chunk: its light and dark squares, drawn with one texture
        assert geoms(chunk) == 1
        squares += chunk.node().getGeom(0).getPrimitive(0).getNumPrimitives() // 2
    assert squares == 40 * 24
    # the chunks, the frame's four sides and the ground: the count does not grow with
    # squares, and a view of the middle of the board draws no frame
    assert geoms(scene.board) == len(chunks) + 4 + 1


def test_one_texture_shows_each_square_its_own_marble():
    """Where the board's texture falls on a light square it is the light texture, on a
    dark one the dark texture, at the same coordinates (a texture spans two squares)."""
    from panda3d.core import PNMImage, Texture

    from game.view.scene.board import UV_SCALE, checker, is_dark
    textures = []
    for seed in (1, 2):
        image = PNMImage(64, 64, 3)
        for x in range(64):
            for y in range(64):
                image.setXel(x, y, (x * seed % 64) / 64, (y * 3 + seed) % 64 / 64, seed / 2)
        texture = Texture()
        texture.load(image)
        textures.append((texture, image))
    sheet = PNMImage()
    checker(textures[0][0], textures[1][0]).store(sheet)
    for x in range(4):
        for y in range(4):
            _, own = textures[1 if is_dark(x, y) else 0]
            for dx, dy in ((0.0, 0.0), (0.3, -0.2), (-0.45, 0.4)):
                u = ((x + dx) * UV_SCALE) % 1.0
                v = ((y + dy) * UV_SCALE) % 1.0
                column, row = int(u * 64), 63 - int(v * 64)  # image rows run down
                assert sheet.getXel(column, row) == own.getXel(column, row), (x, y, dx, dy)


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

    for gx in range(11):
        for gy in range(7):
            if inside(ground, (gx, gy)):
                for t in (0.0, 0.5, 1.0):  # what stands here, t of the caster's height up
                    assert inside(region, (gx - rx * t, gy - ry * t))
    assert inside(region, (5.0, 3.0)) and not inside(region, (5.0 + rx, 6.0 + ry))


@pytest.mark.parametrize("view", VIEWS, ids=lambda v: f"h{v.heading:g}-p{v.pitch:g}")
def test_below_the_view_is_the_ground_under_everything_in_it(view):
    """Whatever is in view up to the casters' height stands over the ground polygon that
    ``below_view`` gives (its foot may be out of view, under the screen's bottom)."""
    fov = (70.0, 45.0)
    ground = picking.footprint(view, fov, reach=1000)
    region = below_view(ground, view.position(), height=2.0)

    assert all(inside(region, corner) for corner in ground)
    for sx in (-1.0, -0.5, 0.0, 0.7, 1.0):
        for sy in (-1.0, -0.6, 0.0, 0.5, 1.0):
            (px, py, pz), (dx, dy, dz) = picking.ray(view, fov, (sx, sy))
            for height in (0.0, 0.8, 2.0):
                if dz < -1e-9 and pz > height:
                    t = (height - pz) / dz
                    assert inside(region, (px + dx * t, py + dy * t)), (sx, sy, height)


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
    views = [CameraView(4, 3, distance=12, heading=20, pitch=50)]  # the pieces of seat 1
    for site in state.tiles[:4]:  # buildings at the edges of low and steep views
        x, y = state.geometry.xy(site.square)
        views += [CameraView(x + 1.5, y + 5, distance=9, heading=0, pitch=38),
                  CameraView(x - 3, y - 1, distance=7, heading=250, pitch=65)]
    sun = scene.lights.sun.node()
    saved = 0
    for view in views:
        app.camera.setPos(*view.position())
        app.camera.setHpr(*view.hpr())
        scene.lights.follow(view, tuple(app.camLens.getFov()))
        culled = screenshot(app)
        drawn = shadow_pass_geoms(scene)
        volume = sun.getCullBounds()
        sun.setCullBounds(sun.getLens().makeBounds())  # everything the sun's lens sees
        try:
            everything = shadow_pass_geoms(scene)
            assert everything >= drawn > 0, view
            saved += everything - drawn
            assert screenshot(app) == culled, view
        finally:
            sun.setCullBounds(volume)
    assert saved > 0


def screenshot(app):
    app.graphicsEngine.renderFrame()
    app.graphicsEngine.renderFrame()
    return bytes(app.win.getScreenshot().getRamImageAs("RGB"))


def test_a_building_draws_its_solid_parts_as_one_geom(scene):
    """Walls, windows and signs share one atlas, so each building is one Geom for the
    camera, plus one per blinking or glowing lamp (a switch shows one frame of it)."""
    state, scene = scene
    for building in scene.buildings.values():
        drawn = [path for path in building.findAllMatches("**/+GeomNode")
                 if not path.isHidden(MAIN_CAMERA_MASK)]
        lamps = building.findAllMatches("**/+SequenceNode")
        assert sum(path.node().getNumGeoms() for path in drawn) == \
            1 + sum(lamp.getNumChildren() for lamp in lamps)
        assert geoms(building.find("**/solid")) == 1


def test_an_atlas_keeps_each_texture_and_wraps_it_seamlessly():
    from panda3d.core import PNMImage

    from game.view.scene.atlas import GUTTER, Atlas
    red, blue = PNMImage(32, 16, 3), PNMImage(16, 32, 3)
    red.fill(1, 0, 0)
    red.setXel(0, 0, 0, 1, 0)  # a green top-left corner
    blue.fill(0, 0, 1)
    atlas = Atlas("test", {"red": red, "blue": blue})
    sheet = PNMImage()
    atlas.texture.store(sheet)
    width, height = sheet.getXSize(), sheet.getYSize()
    for name, image in (("red", red), ("blue", blue)):
        u, v, w, h = atlas.rect(name)
        assert (round(w * width), round(h * height)) == (image.getXSize(), image.getYSize())
        x0, y0 = round(u * width), height - round((v + h) * height)  # image rows run down
        for x in range(image.getXSize()):
            for y in range(image.getYSize()):
                assert sheet.getXel(x0 + x, y0 + y) == image.getXel(x, y)
    u, v, w, h = atlas.rect("red")
    x0, y0 = round(u * width), height - round((v + h) * height)
    # the corner reappears past the opposite edges, as a repeating texture has it
    assert sheet.getXel(x0 + 32, y0) == red.getXel(0, 0)
    assert sheet.getXel(x0, y0 + 16) == red.getXel(0, 0)
    assert sheet.getXel(x0 + 32, y0 + 16) == red.getXel(0, 0)
    assert sheet.getXel(x0 - GUTTER, y0) == red.getXel(32 - GUTTER, 0)
    white = atlas.rect(None)
    assert sheet.getXel(round((white[0] + white[2] / 2) * width),
                        height - round((white[1] + white[3] / 2) * height)) == (1, 1, 1)


def test_a_piece_casts_its_shadow_from_a_coarse_copy_that_moves_with_it(scene):
    """The camera draws the figure (one Geom), the shadow pass a coarser copy on the same
    joints, which takes each piece's own pose."""
    from panda3d.core import GeomVertexReader, Thread

    from game.view.scene.pieces import PROXY
    state, scene = scene

    def highest(path):
        data = path.node().getGeom(0).getVertexData().animateVertices(
            True, Thread.getCurrentThread())
        reader = GeomVertexReader(data, "vertex")
        top = -1.0
        while not reader.isAtEnd():
            top = max(top, reader.getData3().z)
        return top

    pieces = list(scene.pieces.by_square.values())
    for piece in pieces:
        proxy = piece.actor.find(f"**/{PROXY}")
        figures = [path for path in piece.actor.findAllMatches("**/+GeomNode") if path != proxy]
        assert proxy.isHidden(MAIN_CAMERA_MASK) and not proxy.isHidden(SHADOW_MASK)
        assert len(figures) == 2 and all(geoms(figure) == 1 for figure in figures)  # near, far
        for figure in figures:
            assert figure.isHidden(SHADOW_MASK) and not figure.isHidden(MAIN_CAMERA_MASK)
        assert triangles(proxy) < 0.5 * max(triangles(figure) for figure in figures)
    first, second = [piece.actor for piece in pieces if piece.kind is pieces[0].kind][:2]
    first.pose("idle", 0)
    second.pose("idle", 12)
    for actor in (first, second):
        actor.update(force=True)
    proxies = [actor.find(f"**/{PROXY}") for actor in (first, second)]
    tops = [highest(proxy) for proxy in proxies]
    first.pose("idle", 12)
    first.update(force=True)
    assert highest(proxies[0]) == pytest.approx(tops[1], abs=1e-4) != tops[0]


def test_a_far_piece_draws_fewer_triangles_with_the_same_colours_and_joints(scene):
    """The far version of a figure: fewer triangles, over vertices of the figure (each
    with its colour) that follow the same joints, so that it takes the same pose."""
    from panda3d.core import GeomVertexReader, Thread

    from game.view.scene.pieces import DETAIL

    def rows(geom, animated=False):
        data = geom.getVertexData()
        if animated:
            data = data.animateVertices(True, Thread.getCurrentThread())
        vertex, colour = GeomVertexReader(data, "vertex"), GeomVertexReader(data, "color")
        found = set()
        while not vertex.isAtEnd():
            point = vertex.getData3()
            found.add((round(point.x, 4), round(point.y, 4), round(point.z, 4),
                       tuple(round(c, 3) for c in colour.getData4())))
        return found

    state, scene = scene
    actor = next(iter(scene.pieces.by_square.values())).actor
    levels = actor.find(f"**/{DETAIL}")
    assert triangles(levels.getChild(1)) < 0.6 * triangles(levels.getChild(0))
    near, far = (levels.getChild(i).node().getGeom(0) for i in range(2))
    assert rows(far) < rows(near)  # a subset: the vertices kept are the figure's own
    assert {c for *_, c in rows(far)} == {c for *_, c in rows(near)}  # no colour lost
    actor.pose("idle", 10)
    actor.update(force=True)
    assert rows(far, animated=True) < rows(near, animated=True)  # posed alike


def test_pieces_show_all_their_triangles_only_near_the_camera(app, scene):
    """The far version draws when the piece is further than ``DETAIL_DISTANCE``: here it
    is tinted red, and only the far view shows red where the piece stands."""
    from game.view.scene.pieces import DETAIL, DETAIL_DISTANCE

    from .helpers import pixel
    state, scene = scene
    square, piece = next(iter(scene.pieces.by_square.items()))
    for levels in scene.pieces.root.findAllMatches(f"**/{DETAIL}"):
        levels.getChild(1).setColorScale(1, 0, 0, 1, 100)
        levels.getChild(1).setLightOff(100)
    x, y, _ = scene.position(square)
    colours = {}
    for distance in (DETAIL_DISTANCE * 0.6, DETAIL_DISTANCE * 1.6):
        view = CameraView(x, y, distance=distance, heading=0, pitch=60)
        app.camera.setPos(*view.position())
        app.camera.setHpr(*view.hpr())
        app.camera.lookAt(piece.actor, 0, 0, 0.5)
        colours[distance] = pixel(app, (0.0, 0.0))
    near, far = colours.values()
    assert far[0] > 0.5 and far[1] < 0.2 and far[2] < 0.2, far
    assert not (near[0] > 0.5 and near[1] < 0.2 and near[2] < 0.2), near


def test_a_far_piece_keeps_its_owners_rim(scene):
    """The rim of a piece's base, in its owner's colour, is thinner than the far version's
    grid: the base keeps a finer one, so the rim shows as much colour far away."""
    from panda3d.core import GeomVertexReader

    from game.view.scene.pieces import BASE_TOP, DETAIL
    from game.view.scene.proxy import triangle_corners

    def area_by_colour(geom):
        """The base's area in each colour."""
        data = geom.getVertexData()
        vertex, colour = GeomVertexReader(data, "vertex"), GeomVertexReader(data, "color")
        points, colours = [], []
        while not vertex.isAtEnd():
            points.append(Point3(vertex.getData3()))
            colours.append(tuple(round(c, 2) for c in colour.getData4()))
        areas = {}
        for a, b, c in triangle_corners(geom):
            if max(points[a].z, points[b].z, points[c].z) < BASE_TOP:
                area = (points[b] - points[a]).cross(points[c] - points[a]).length() / 2
                areas[colours[a]] = areas.get(colours[a], 0.0) + area
        return areas

    state, scene = scene
    for square, piece in scene.pieces.by_square.items():
        owner = tuple(round(c, 2) for c in scene.colours[piece.seat - 1])
        levels = piece.actor.find(f"**/{DETAIL}")
        near, far = (area_by_colour(levels.getChild(i).node().getGeom(0)) for i in range(2))
        rim = min(near, key=lambda colour: sum(
            abs(a - b) for a, b in zip(colour, owner, strict=True)))
        assert far.get(rim, 0.0) > 0.9 * near[rim], (piece.kind, square)
