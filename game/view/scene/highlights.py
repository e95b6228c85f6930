"""Coloured marks on squares: legal destinations, the selection, the last move, the hover.

Each layer is one Geom rebuilt when its squares change, drawn unlit and over the board.
"""

from __future__ import annotations

from panda3d.core import NodePath, TransparencyAttrib

from game.view.scene.mesh import QuadBatch

Colour = tuple[float, float, float, float]

# What a highlight means -> its colour. Distinct hues, so that the player (and the tests,
# reading the pixels) can tell a plain move from an attack or a pacification.
MOVE = (0.25, 0.85, 0.35, 1.0)
ATTACK = (0.95, 0.18, 0.12, 1.0)
PACIFY = (0.25, 0.65, 1.0, 1.0)
PLACE = (1.0, 0.80, 0.15, 1.0)
SELECTED = (1.0, 0.95, 0.55, 1.0)
LAST_MOVE = (0.95, 0.75, 0.30, 1.0)
HOVER = (1.0, 1.0, 1.0, 1.0)

FILL_ALPHA = 0.55
BORDER = 0.09  # width of the bright border inside a highlighted square
LAYER_Z = {"last": 0.004, "moves": 0.006, "selected": 0.008, "hover": 0.010}


class Highlights:
    """Named layers of highlighted squares; ``show(layer, {(x, y): colour})``."""

    def __init__(self, parent: NodePath) -> None:
        self.root = parent.attachNewNode("highlights")
        self.root.setLightOff(1)
        self.root.setShaderOff(1)
        self.root.setTransparency(TransparencyAttrib.MAlpha)
        self.root.setDepthWrite(False)
        self.root.setBin("transparent", 0)
        self.layers: dict[str, NodePath] = {}
        self.squares: dict[str, dict[tuple[int, int], Colour]] = {}

    def show(self, layer: str, squares: dict[tuple[int, int], Colour], fill: bool = True,
             ) -> None:
        if self.squares.get(layer) == squares:
            return
        self.clear(layer)
        self.squares[layer] = dict(squares)
        if not squares:
            return
        z = LAYER_Z.get(layer, 0.012)
        batch = QuadBatch(f"highlight-{layer}")
        for (x, y), colour in squares.items():
            _mark(batch, x, y, z, colour, fill)
        self.layers[layer] = self.root.attachNewNode(batch.node())

    def clear(self, layer: str | None = None) -> None:
        for name in ([layer] if layer else list(self.layers)):
            node = self.layers.pop(name, None)
            if node is not None:
                node.removeNode()
            self.squares.pop(name, None)

    def colour_at(self, layer: str, xy: tuple[int, int]) -> Colour | None:
        return self.squares.get(layer, {}).get(xy)


def _mark(batch: QuadBatch, x: int, y: int, z: float, colour: Colour, fill: bool) -> None:
    """A square with a bright border and, if ``fill``, a see-through inside."""
    x0, y0, x1, y1 = x - 0.5, y - 0.5, x + 0.5, y + 0.5
    b = BORDER
    if fill:
        batch.flat(x0 + b, y0 + b, x1 - b, y1 - b, z, colour[:3] + (FILL_ALPHA,))
    batch.flat(x0, y0, x1, y0 + b, z, colour)
    batch.flat(x0, y1 - b, x1, y1, z, colour)
    batch.flat(x0, y0 + b, x0 + b, y1 - b, z, colour)
    batch.flat(x1 - b, y0 + b, x1, y1 - b, z, colour)
