"""A map of the whole board in a corner: squares, buildings, pieces by colour, and the
outline of what the camera sees. Clicking (or dragging) on it moves the camera there.

The board and its buildings are drawn once into a PNMImage; a change of position copies
that image and draws the pieces over it, so a 128 x 128 board costs a few milliseconds.
"""

from __future__ import annotations

from collections.abc import Callable

from direct.gui import DirectGuiGlobals as DGG
from direct.gui.DirectGui import DirectFrame
from panda3d.core import LineSegs, NodePath, PNMImage, SamplerState, Texture

from game.rules import GameState, Tile
from game.view.ui import theme
from game.view.ui.drag import Drag

Colour = tuple[float, float, float, float]

LIGHT = (0.55, 0.56, 0.50)
DARK = (0.38, 0.44, 0.36)
BUILDING = {
    Tile.WAL_MART: (0.95, 0.85, 0.35), Tile.OFFICE_COMPLEX: (0.70, 0.78, 0.92),
    Tile.ARMY_BASE: (0.55, 0.62, 0.35), Tile.MEGA_CHURCH: (0.95, 0.95, 0.95),
    Tile.MEDIA_OUTLET: (0.90, 0.45, 0.85),
}
VIEW_COLOUR = (1.0, 1.0, 1.0, 0.95)


def pixels_per_square(width: int, height: int) -> int:
    return max(1, 256 // max(width, height))


def board_point(u: float, v: float, width: int, height: int) -> tuple[float, float]:
    """The board point (square units, centres at integers) at ``(u, v)`` in 0..1 across the
    minimap from its bottom-left corner."""
    return (min(max(u, 0.0), 1.0) * width - 0.5, min(max(v, 0.0), 1.0) * height - 0.5)


def map_point(x: float, y: float, width: int, height: int) -> tuple[float, float]:
    """The inverse of ``board_point`` (without clamping)."""
    return ((x + 0.5) / width, (y + 0.5) / height)


def extent(width: int, height: int, size: float) -> tuple[float, float]:
    """The minimap's width and height for a board: ``size`` along its longer side."""
    longest = max(width, height)
    return size * width / longest, size * height / longest


class Minimap:
    """The minimap widget, ``size`` units across its longer side, anchored at ``parent``."""

    def __init__(self, parent: NodePath, state: GameState, colours: list[Colour],
                 on_click: Callable[[float, float], None], size: float = 0.5,
                 pos=(0.0, 0.0)) -> None:
        self.width, self.height = state.width, state.height
        self.colours = colours
        self.on_click = on_click
        self.w, self.h = extent(state.width, state.height, size)
        pad = 0.025
        self.frame = theme.panel(parent, (-pad, self.w + pad, -pad, self.h + pad),
                                 pos=(pos[0], 0, pos[1]))
        self.scale = pixels_per_square(self.width, self.height)
        self.base_image = self._draw_board(state)
        self.texture = Texture("minimap")
        self.texture.setMagfilter(SamplerState.FT_nearest)
        self.texture.setMinfilter(SamplerState.FT_linear)
        self.map = DirectFrame(parent=self.frame, frameSize=(0, self.w, 0, self.h),
                               frameTexture=self.texture, frameColor=(1, 1, 1, 1),
                               relief=DGG.FLAT, state=DGG.NORMAL)
        self.drag = Drag(self.map, lambda x, z: self.click_at(x / self.w, z / self.h),
                         "minimap-drag")
        self.outline = self.map.attachNewNode("view-outline")
        self.refresh(state)

    # ------------------------------------------------------------ drawing

    def _draw_board(self, state: GameState) -> PNMImage:
        s = self.scale
        image = PNMImage(self.width * s, self.height * s, 3)
        g = state.geometry
        for y in range(self.height):
            for x in range(self.width):
                colour = DARK if (x + y) % 2 == 0 else LIGHT
                self._fill(image, x, y, colour)
        for site in state.tiles:
            x, y = g.xy(site.square)
            self._fill(image, x, y, BUILDING[site.tile], grow=s // 4)
        return image

    def _fill(self, image: PNMImage, x: int, y: int, colour, grow: int = 0,
              shrink: int = 0) -> None:
        s = self.scale
        top = (self.height - 1 - y) * s  # image rows go down, board rows go up
        x0, y0 = max(x * s - grow + shrink, 0), max(top - grow + shrink, 0)
        size = s + 2 * grow - 2 * shrink
        if size > 0:
            sub = PNMImage(size, size, 3)
            sub.fill(*colour)
            image.copySubImage(sub, x0, y0, 0, 0, min(size, image.getXSize() - x0),
                               min(size, image.getYSize() - y0))

    def refresh(self, state: GameState) -> None:
        """Redraw the pieces of ``state``."""
        image = PNMImage(self.base_image)
        g = state.geometry
        shrink = 1 if self.scale >= 4 else 0
        for seat in range(1, len(state.seats) + 1):
            colour = self.colours[seat - 1][:3]
            for square, _ in state.pieces_of(seat):
                x, y = g.xy(square)
                self._fill(image, x, y, colour, shrink=shrink)
        self.texture.load(image)
        self.texture.setMagfilter(SamplerState.FT_nearest)

    def show_view(self, corners: list[tuple[float, float]]) -> None:
        """Outline the camera's footprint (board points) on the map."""
        lines = LineSegs("view")
        lines.setColor(*VIEW_COLOUR)
        lines.setThickness(2)
        points = [self._to_map(x, y) for x, y in corners]
        lines.moveTo(points[-1][0], 0, points[-1][1])
        for px, pz in points:
            lines.drawTo(px, 0, pz)
        self.outline.getChildren().detach()
        self.outline.attachNewNode(lines.create())  # drawn after the map: GUI order

    def _to_map(self, x: float, y: float) -> tuple[float, float]:
        u, v = map_point(x, y, self.width, self.height)
        return (min(max(u, 0.0), 1.0) * self.w, min(max(v, 0.0), 1.0) * self.h)

    # ------------------------------------------------------------ the mouse

    def click_at(self, u: float, v: float) -> None:
        """A click at ``(u, v)`` in 0..1 across the map: move the camera there."""
        self.on_click(*board_point(u, v, self.width, self.height))

    def destroy(self) -> None:
        self.drag.destroy()
        self.frame.destroy()
