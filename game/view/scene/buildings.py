"""The environment buildings on their tiles, each a model from the asset module with its
own looping animation (so they are not flattened together; off-screen ones are culled)."""

from __future__ import annotations

from collections.abc import Callable

from direct.actor.Actor import Actor
from panda3d.core import NodePath

from game.rules import Tile
from game.view.scene.lights import SHADOW_MASK
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
        if not isinstance(prototype, Actor):
            return prototype.copyTo(NodePath())
        building = Actor(other=prototype)
        if "idle" in building.getAnimNames():
            building.loop("idle")
        for lamp in building.findAllMatches("**/glow-*") + building.findAllMatches("**/blink-*"):
            lamp.hide(SHADOW_MASK)  # signs and lamps shine; their shadows are not worth a draw
        return building

    def clear(self) -> None:
        for prototype in self.prototypes.values():
            if isinstance(prototype, Actor):
                prototype.cleanup()
            prototype.removeNode()
        self.prototypes.clear()


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
