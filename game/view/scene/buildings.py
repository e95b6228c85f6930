"""The environment buildings on their tiles, each a model from the asset module with its
own looping animation (so they are not flattened together; off-screen ones are culled)."""

from __future__ import annotations

from collections.abc import Callable

from panda3d.core import NodePath

from game.rules import Tile
from game.rules.state import TileSite


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
    dx, dy = centre[0] - x, centre[1] - y
    if abs(dx) > abs(dy):
        return 90.0 if dx < 0 else -90.0
    return 0.0 if dy < 0 else 180.0
