"""The environment buildings on their tiles, each a model from the asset module with its
own looping animation (so they are not flattened together; off-screen ones are culled).

A building's solid parts are drawn as one Geom: their textures (walls, signs, windows)
are packed into one atlas per kind of building (see ``atlas.py``), so that they merge. Its
lamps and signs that blink or glow are one more Geom each. All of it casts its shadow as
one: each model carries a copy of its solid parts merged into one untextured Geom on the
same joints (so the radar's shadow turns with the radar), which only the shadow pass sees,
while the parts themselves are hidden from it."""

from __future__ import annotations

from collections.abc import Callable

from direct.actor.Actor import Actor
from panda3d.core import NodePath, RenderState, SequenceNode, SwitchNode

from game.rules import Tile
from game.view.assets import IDLE
from game.view.scene.atlas import atlas_of, pack, textures_of
from game.view.scene.lights import MAIN_CAMERA_MASK, SHADOW_MASK
from game.view.scene.shading import shader
from game.rules.state import TileSite


class BuildingFactory:
    """Buildings copied from one loaded prototype per kind, each looping its animation."""

    def __init__(self, make: Callable[[Tile], NodePath]) -> None:
        self.make = make
        self.prototypes: dict[Tile, NodePath] = {}

    def __call__(self, tile: Tile) -> NodePath:
        prototype = self.prototypes.get(tile)
        if prototype is None:
            prototype = self.prototypes[tile] = self.make(tile)
            merge_solid_parts(prototype, f"atlas-{tile.name.lower()}")
            merge_shadow_caster(prototype)
        if not isinstance(prototype, Actor):
            return prototype.copyTo(NodePath())
        building = Actor(other=prototype)
        if IDLE in building.getAnimNames():
            building.loop(IDLE)
        for lamp in building.findAllMatches("**/glow-*") + building.findAllMatches("**/blink-*"):
            lamp.hide(SHADOW_MASK)  # signs and lamps shine; their shadows are not worth a draw
        return building

    def clear(self) -> None:
        for prototype in self.prototypes.values():
            if isinstance(prototype, Actor):
                prototype.cleanup()
            prototype.removeNode()
        self.prototypes.clear()


def merge_solid_parts(model: NodePath, name: str) -> NodePath:
    """Merge the solid parts of ``model`` (not its lamps and signs, under switch nodes)
    into one Geom per animated character, their textures packed in one atlas."""
    for root, parts in _solid_parts(model):
        if not parts:
            continue
        pack(parts, atlas_of(name, textures_of(parts)))
        merged = root.attachNewNode("solid")
        merged.setShader(shader(atlas=True))
        for part in parts:
            part.wrtReparentTo(merged)
        merged.flattenStrong()
    return model


def merge_shadow_caster(model: NodePath) -> NodePath:
    """Give ``model`` one untextured Geom (per animated character) for the shadow pass,
    seen by the sun only, and hide the parts it copies from the sun. Lamps and signs (the
    parts under switch nodes) cast nothing."""
    for root, parts in _solid_parts(model):
        caster = root.attachNewNode("shadow-caster")
        for part in parts:
            copy = part.copyTo(caster)
            copy.setTransform(part.getTransform(root))
            copy.setState(RenderState.makeEmpty())
            node = copy.node()
            for index in range(node.getNumGeoms()):
                node.setGeomState(index, RenderState.makeEmpty())
            part.hide(SHADOW_MASK)
        caster.flattenStrong()
        caster.hide(MAIN_CAMERA_MASK)
    return model


def _solid_parts(model: NodePath) -> list[tuple[NodePath, list[NodePath]]]:
    """Each animated character of ``model`` (or the model, if it has none) with its solid
    parts: the GeomNodes that are not lamps or signs under a switch node."""
    return [(root, [part for part in root.findAllMatches("**/+GeomNode")
                    if not _switched(part, root)])
            for root in model.findAllMatches("**/+Character") or [model]]


def _switched(part: NodePath, root: NodePath) -> bool:
    """Whether ``part`` hangs under a switch or sequence node (a blinking lamp)."""
    node = part
    while node != root and not node.isEmpty():
        if isinstance(node.node(), (SwitchNode, SequenceNode)):
            return True
        node = node.getParent()
    return False


def build_buildings(parent: NodePath, sites: tuple[TileSite, ...],
                    position: Callable[[int], tuple[float, float, float]],
                    factory: Callable[[Tile], NodePath],
                    centre: tuple[float, float]) -> dict[int, NodePath]:
    """One building per tile site, its front turned towards the middle of the board (in
    steps of 90 degrees, so that it stays square with the board)."""
    root = parent.attachNewNode("buildings")
    nodes = {}
    for site in sites:
        node = factory(site.tile)
        node.reparentTo(root)
        x, y, z = position(site.square)
        node.setPos(x, y, z)
        node.setH(_facing(x, y, centre))
        node.setTag("tile", site.tile.name)
        nodes[site.square] = node
    return nodes


def _facing(x: float, y: float, centre: tuple[float, float]) -> float:
    """The heading that turns a model facing +y towards the centre, in steps of 90."""
    dx, dy = centre[0] - x, centre[1] - y
    if abs(dx) > abs(dy):
        return -90.0 if dx > 0 else 90.0
    return 0.0 if dy > 0 else 180.0
