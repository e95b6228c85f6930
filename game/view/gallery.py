"""The gallery: every piece in two seat colours and every building, lit and labelled, drawn
offscreen into one picture (``hawks-and-doves render --gallery``).

Each cell is its own little scene with its own camera and display region, so framing one
subject never disturbs another. The picture is drawn at twice its size and filtered down,
which smooths edges on any OpenGL, software renderers included.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from panda3d.core import (
    AmbientLight,
    Camera,
    CardMaker,
    DirectionalLight,
    FrameBufferProperties,
    GraphicsOutput,
    GraphicsPipe,
    NodePath,
    OrthographicLens,
    PerspectiveLens,
    PNMImage,
    TextNode,
    TransparencyAttrib,
    WindowProperties,
)

from game.rules.pieces import Kind, Leader, Tile
from game.view import assets
from game.view.palette import SEAT_COLOURS

SUPERSAMPLE = 2
TITLE = "Hawks & Doves"
SUBTITLE = "pieces in two seat colours, and the buildings of the board"
PIECE_KINDS = (
    Kind.CONSUMER,
    Kind.LAWYER,
    Kind.MILITARY_POLICE,
    Kind.PREACHER,
    Kind.POP_STAR,
    Kind.ACTIVIST,
)
PAIR = (SEAT_COLOURS[0], SEAT_COLOURS[1])  # blue and vermillion


@dataclass(frozen=True)
class Cell:
    """One subject of the gallery and its rectangle in pixels (x0, y0, x1, y1; y down)."""

    label: str
    box: tuple[int, int, int, int]
    kind: Kind | None = None
    leader: Leader | None = None
    tile: Tile | None = None


def layout(width: int, height: int) -> list[Cell]:
    """Three rows under a title band: the six kinds, the six Leaders, the five buildings."""
    top = round(height * 0.075)
    rows = [top + round((height - top) * k / 3) for k in range(4)]
    cells = []

    def row(index: int, subjects: list[tuple[str, dict]]) -> None:
        for k, (label, what) in enumerate(subjects):
            x0, x1 = round(width * k / len(subjects)), round(width * (k + 1) / len(subjects))
            cells.append(Cell(label, (x0, rows[index], x1, rows[index + 1]), **what))

    row(0, [(kind.title, {"kind": kind}) for kind in PIECE_KINDS])
    row(1, [(leader.title, {"kind": Kind.LEADER, "leader": leader}) for leader in Leader])
    row(2, [(tile.title, {"tile": tile}) for tile in Tile])
    return cells


def _floor(parent: NodePath, x: float, light: bool) -> None:
    card = CardMaker("tile")
    card.setFrame(-0.5, 0.5, -0.5, 0.5)
    tile = parent.attachNewNode(card.generate())
    tile.setP(-90)
    tile.setX(x)
    tile.setTexture(assets.texture("tile_light" if light else "tile_dark"))


def _shadow(parent: NodePath, x: float, size: float) -> None:
    card = CardMaker("shadow")
    card.setFrame(-size, size, -size, size)
    blob = parent.attachNewNode(card.generate())
    blob.setP(-90)
    blob.setPos(x, 0.0, 0.002)
    blob.setTexture(assets.texture("shadow"))
    blob.setTransparency(TransparencyAttrib.MAlpha)
    blob.setDepthWrite(False)


def _light(scene: NodePath) -> None:
    """A warm key light from the front left, a cool fill from the right, a soft ambient."""
    for name, colour, hpr in (
        ("key", (1.0, 0.93, 0.82, 1), (-35, -45, 0)),
        ("fill", (0.32, 0.38, 0.5, 1), (60, -20, 0)),
        ("rim", (0.35, 0.35, 0.4, 1), (170, -35, 0)),
    ):
        light = DirectionalLight(name)
        light.setColor(colour)
        node = scene.attachNewNode(light)
        node.setHpr(*hpr)
        scene.setLight(node)
    ambient = AmbientLight("ambient")
    ambient.setColor((0.42, 0.42, 0.46, 1))
    scene.setLight(scene.attachNewNode(ambient))


def _subject(cell: Cell, keep: list) -> NodePath:
    """The cell's models on their floor squares, turned to face the camera (at -Y)."""
    scene = NodePath(cell.label)
    if cell.tile is not None:
        _floor(scene, 0.0, False)
        model = assets.building(cell.tile)
        model.pose(assets.IDLE, 0)
        model.reparentTo(scene)
        model.setH(180)
        keep.append(model)
        return scene
    for x, colour, light in ((-0.5, PAIR[0], True), (0.5, PAIR[1], False)):
        _floor(scene, x, light)
        _shadow(scene, x, 0.42)
        actor = assets.piece_actor(cell.kind, cell.leader, colour)
        actor.pose(assets.IDLE, 0)
        actor.reparentTo(scene)
        actor.setPos(x, 0.0, 0.0)
        actor.setH(180)
        keep.append(actor)
    return scene


def _frame(
    camera: NodePath,
    lens: PerspectiveLens,
    subject: NodePath,
    elevation: float,
    heading: float,
    fill: float,
) -> None:
    """Place the camera so the subject's bounding sphere fills ``fill`` of the view (more
    than 1 crops the sphere's empty corners)."""
    low, high = subject.getTightBounds()
    centre = (low + high) * 0.5
    radius = (high - low).length() * 0.5
    fov = math.radians(min(lens.getFov()[0], lens.getFov()[1]))
    distance = radius / math.sin(fov / 2) / fill
    e, h = math.radians(elevation), math.radians(heading)
    camera.setPos(
        centre.x + distance * math.cos(e) * math.sin(h),
        centre.y - distance * math.cos(e) * math.cos(h),
        centre.z + distance * math.sin(e),
    )
    camera.lookAt(centre)


def _region(
    output: GraphicsOutput, box: tuple[float, float, float, float], scene: NodePath, lens, sort: int
) -> NodePath:
    """A display region over ``box`` (fractions, y down) showing ``scene`` through ``lens``."""
    camera = scene.attachNewNode(Camera("camera", lens))
    x0, y0, x1, y1 = box
    region = output.makeDisplayRegion(x0, x1, 1 - y1, 1 - y0)
    region.setSort(sort)
    region.setClearDepthActive(True)
    region.setCamera(camera)
    return camera


def _label(overlay: NodePath, text: str, x: float, y: float, size: float, colour: tuple) -> None:
    node = TextNode(text)
    node.setText(text)
    node.setAlign(TextNode.ACenter)
    node.setTextColor(*colour)
    node.setShadow(0.06, 0.06)
    node.setShadowColor(0, 0, 0, 0.8)
    path = overlay.attachNewNode(node)
    path.setScale(size)
    path.setPos(x, 0, y)


def render_gallery(base, width: int, height: int, subjects: bool = True) -> PNMImage:
    """Draw the gallery offscreen and return it; ``subjects=False`` draws only the backdrop
    and labels (tests compare the two)."""
    big_w, big_h = width * SUPERSAMPLE, height * SUPERSAMPLE
    props = FrameBufferProperties()
    props.setRgbColor(True)
    props.setDepthBits(24)
    output = base.graphicsEngine.makeOutput(
        base.pipe,
        "gallery",
        -50,
        props,
        WindowProperties.size(big_w, big_h),
        GraphicsPipe.BFRefuseWindow,
        base.win.getGsg(),
        base.win,
    )
    if output is None:
        raise RuntimeError("could not create an offscreen buffer for the gallery")
    output.setClearColor((0.13, 0.14, 0.17, 1))
    keep: list = []
    try:
        backdrop = NodePath("backdrop")
        card = CardMaker("sky")
        card.setFrame(0, 1, -1, 0)
        sky = backdrop.attachNewNode(card.generate())
        sky.setColor(0.2, 0.22, 0.27, 1)
        lens = OrthographicLens()
        lens.setFilmSize(1, 1)
        lens.setFilmOffset(0.5, -0.5)
        lens.setNearFar(-10, 10)
        _region(output, (0, 0, 1, 1), backdrop, lens, 0)
        cells = layout(width, height)
        for cell in cells:
            x0, y0, x1, y1 = cell.box
            band = backdrop.attachNewNode(CardMaker("band").generate())
            band.setScale((x1 - x0 - 8) / width, 1, (y1 - y0 - 8) / height)
            band.setPos((x0 + 4) / width, -1, -(y1 - 4) / height)  # in front of the sky
            band.setColor(0.26, 0.28, 0.33, 1)
            if not subjects:
                continue
            scene = _subject(cell, keep)
            _light(scene)
            lens = PerspectiveLens()
            lens.setFov(26)
            lens.setAspectRatio((x1 - x0) / (y1 - y0 - 0.12 * (y1 - y0)))
            label_room = 0.12 * (y1 - y0)
            box = (x0 / width, y0 / height, x1 / width, (y1 - label_room) / height)
            camera = _region(output, box, scene, lens, 10)
            if cell.tile is None:
                _frame(camera, lens, scene, 28.0, -12.0, 1.25)
            else:
                _frame(camera, lens, scene, 30.0, -12.0, 1.12)
        overlay = NodePath("labels")
        lens = OrthographicLens()
        lens.setFilmSize(width, height)
        lens.setFilmOffset(width / 2, -height / 2)
        lens.setNearFar(-10, 10)
        _region(output, (0, 0, 1, 1), overlay, lens, 20)
        _label(overlay, TITLE, width / 2, -height * 0.045, height * 0.038, (1, 0.92, 0.7, 1))
        _label(overlay, SUBTITLE, width / 2, -height * 0.068, height * 0.017, (0.8, 0.82, 0.88, 1))
        for cell in cells:
            x0, y0, x1, y1 = cell.box
            _label(
                overlay,
                cell.label,
                (x0 + x1) / 2,
                -(y1 - 0.045 * (y1 - y0)),
                height * 0.024,
                (1, 1, 1, 1),
            )
        base.graphicsEngine.renderFrame()
        base.graphicsEngine.renderFrame()
        big = PNMImage()
        if not output.getScreenshot(big):
            raise RuntimeError("the gallery buffer gave no picture")
    finally:
        for actor in keep:
            actor.cleanup()
        base.graphicsEngine.removeWindow(output)
    picture = PNMImage(width, height)
    picture.gaussianFilterFrom(0.5, big)
    return picture
