"""The board as a few meshes: square chunks of tiles, a frame around them, the ground.

One Geom per chunk of ``CHUNK`` x ``CHUNK`` squares, with its stretch of the frame (the
light and dark squares' textures share an atlas, see ``atlas.py``, and the frame takes
its white patch), keeps the draw calls low and lets Panda3D cull the chunks out of view,
so the cost of a frame does not grow with the board.
"""

from __future__ import annotations

from panda3d.core import NodePath

from game.view.scene.atlas import atlas_of
from game.view.scene.mesh import QuadBatch

CHUNK = 32
FRAME_WIDTH = 0.9
FRAME_TOP = 0.04
FRAME_BOTTOM = -0.35
GROUND_Z = FRAME_BOTTOM

# Tints over the assets' marble textures (and the colours when there are no textures).
LIGHT = (0.92, 0.89, 0.82, 1.0)
DARK = (0.62, 0.60, 0.55, 1.0)
UNTEXTURED = {"tile_light": (0.87, 0.83, 0.72, 1.0), "tile_dark": (0.47, 0.55, 0.42, 1.0)}
UV_SCALE = 0.5  # a texture spans two squares, so neighbouring squares look different
FRAME = (0.30, 0.22, 0.16, 1.0)
GROUND = (0.16, 0.19, 0.17, 1.0)


def is_dark(x: int, y: int) -> bool:
    """a1 is dark, as on a chess board."""
    return (x + y) % 2 == 0


def build_board(width: int, height: int, texture=None) -> NodePath:
    """The squares in chunks, the frame and the ground around the board, under one node.
    ``texture(name)`` gives the light and dark squares' textures; without it the squares
    are flat colours."""
    root = NodePath("board")
    atlas = None if texture is None else \
        atlas_of("atlas-board", [texture("tile_light"), texture("tile_dark")])
    for cy in range(0, height, CHUNK):
        for cx in range(0, width, CHUNK):
            batch = QuadBatch(f"chunk-{cx // CHUNK}-{cy // CHUNK}", atlas=atlas is not None)
            for y in range(cy, min(cy + CHUNK, height)):
                for x in range(cx, min(cx + CHUNK, width)):
                    name = "tile_dark" if is_dark(x, y) else "tile_light"
                    if atlas is None:
                        colour, rect = UNTEXTURED[name], (0.0, 0.0, 0.0, 0.0)
                    else:
                        colour, rect = (DARK if is_dark(x, y) else LIGHT), atlas.rect(name)
                    batch.flat(x - 0.5, y - 0.5, x + 0.5, y + 0.5, 0.0, colour, UV_SCALE,
                               rect)
            _frame(batch, cx, cy, width, height, atlas.rect(None) if atlas else (0, 0, 0, 0))
            chunk = root.attachNewNode(batch.node())
            if atlas is not None:
                chunk.setTexture(atlas.texture)
    ground = root.attachNewNode(_ground(width, height))
    ground.setShaderOff(1)  # far away and flat: no need for per-pixel light
    return root


def _frame(batch: QuadBatch, cx: int, cy: int, width: int, height: int, rect) -> None:
    """The raised bars around the board, where the coordinates are written, along the
    chunk at (cx, cy) where it is at an edge; the bottom and top bars hold the corners."""
    f, top, bottom = FRAME_WIDTH, FRAME_TOP, FRAME_BOTTOM
    x0, x1 = cx - 0.5, min(cx + CHUNK, width) - 0.5
    y0, y1 = cy - 0.5, min(cy + CHUNK, height) - 0.5
    left, right = cx == 0, cx + CHUNK >= width
    xa, xb = x0 - (f if left else 0.0), x1 + (f if right else 0.0)
    if cy == 0:
        batch.box(xa, y0 - f, bottom, xb, y0, top, FRAME, rect)
    if cy + CHUNK >= height:
        batch.box(xa, y1, bottom, xb, y1 + f, top, FRAME, rect)
    if left:
        batch.box(x0 - f, y0, bottom, x0, y1, top, FRAME, rect)
    if right:
        batch.box(x1, y0, bottom, x1 + f, y1, top, FRAME, rect)


def _ground(width: int, height: int):
    """A wide plane under the board, so the edge of the world is never in view."""
    margin = 2.5 * max(width, height) + 40
    batch = QuadBatch("ground")
    batch.flat(-margin, -margin, width + margin, height + margin, GROUND_Z - 0.01, GROUND, 0.25)
    return batch.node()
