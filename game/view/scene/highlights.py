"""Marks on squares: legal destinations, the selection, the last move, the hover.

A mark is a kind (``MOVE``, ``ATTACK``, ``PACIFY``, ``PLACE``, ``SELECTED``, ``LAST_MOVE``,
``HOVER``): a see-through wash of its colour over the square, and the asset's icon for it
(a dot, a crosshair, a peace sign, a plus, a ring, a frame). Each layer is rebuilt as one
Geom per texture when its squares change, drawn unlit over the board.
"""

from __future__ import annotations

from typing import NamedTuple

from panda3d.core import NodePath, TransparencyAttrib

from game.view.scene.mesh import QuadBatch

Colour = tuple[float, float, float, float]


class Mark(NamedTuple):
    name: str
    colour: Colour
    wash: float  # alpha of the colour wash over the whole square (0: none)
    texture: str | None  # the icon's texture in the asset module
    border: bool = False  # a thin outline instead of an icon


MOVE = Mark("move", (0.25, 0.85, 0.35, 1.0), 0.30, "highlight_move")
ATTACK = Mark("attack", (0.95, 0.18, 0.12, 1.0), 0.35, "highlight_attack")
PACIFY = Mark("pacify", (0.25, 0.65, 1.0, 1.0), 0.35, "highlight_pacify")
PLACE = Mark("place", (1.0, 0.80, 0.15, 1.0), 0.30, "highlight_generate")
SELECTED = Mark("selected", (1.0, 0.95, 0.55, 1.0), 0.25, "highlight_select")
LAST_MOVE = Mark("last", (0.95, 0.75, 0.30, 1.0), 0.18, "highlight_last_move")
HOVER = Mark("hover", (1.0, 1.0, 1.0, 1.0), 0.0, None, border=True)

BORDER = 0.06
LAYER_Z = {"last": 0.004, "moves": 0.006, "selected": 0.008, "hover": 0.010}


class Highlights:
    """Named layers of marked squares: ``show("moves", {(x, y): MOVE, ...})``."""

    def __init__(self, parent: NodePath, texture=None) -> None:
        """``texture(name)`` gives an icon's texture (the asset module's ``texture``)."""
        self.root = parent.attachNewNode("highlights")
        self.root.setLightOff(1)
        self.root.setShaderOff(1)
        self.root.setTransparency(TransparencyAttrib.MAlpha)
        self.root.setDepthWrite(False)
        self.root.setBin("transparent", 0)
        self.texture = texture
        self.layers: dict[str, NodePath] = {}
        self.squares: dict[str, dict[tuple[int, int], Mark]] = {}

    def show(self, layer: str, squares: dict[tuple[int, int], Mark]) -> None:
        if self.squares.get(layer) == squares:
            return
        self.clear(layer)
        self.squares[layer] = dict(squares)
        if not squares:
            return
        z = LAYER_Z.get(layer, 0.012)
        node = self.root.attachNewNode(f"highlight-{layer}")
        washes = QuadBatch(f"{layer}-wash")
        icons: dict[str, QuadBatch] = {}
        for (x, y), mark in squares.items():
            x0, y0, x1, y1 = x - 0.5, y - 0.5, x + 0.5, y + 0.5
            if mark.wash:
                washes.flat(x0, y0, x1, y1, z, mark.colour[:3] + (mark.wash,))
            if mark.border:
                b = BORDER
                for rect in ((x0, y0, x1, y0 + b), (x0, y1 - b, x1, y1),
                             (x0, y0 + b, x0 + b, y1 - b), (x1 - b, y0 + b, x1, y1 - b)):
                    washes.flat(*rect, z, mark.colour)
            if mark.texture and self.texture is not None:
                batch = icons.setdefault(mark.texture, QuadBatch(f"{layer}-{mark.texture}"))
                batch.quad(((x0, y0, z + 0.001), (x1, y0, z + 0.001), (x1, y1, z + 0.001),
                            (x0, y1, z + 0.001)), (1, 1, 1, 1))
        node.attachNewNode(washes.node())
        for name, batch in icons.items():
            icon = node.attachNewNode(batch.node())
            icon.setTexture(self.texture(name))
        self.layers[layer] = node

    def clear(self, layer: str | None = None) -> None:
        for name in ([layer] if layer else list(self.layers)):
            node = self.layers.pop(name, None)
            if node is not None:
                node.removeNode()
            self.squares.pop(name, None)

    def mark_at(self, layer: str, xy: tuple[int, int]) -> Mark | None:
        return self.squares.get(layer, {}).get(xy)
