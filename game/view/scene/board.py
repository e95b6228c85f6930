"""The board as a few meshes: square chunks of tiles, a frame around them, the ground.

One Geom per chunk of ``CHUNK`` x ``CHUNK`` squares (the light and dark squares drawn
with one texture, see ``checker``) keeps the draw calls low and lets Panda3D cull the
chunks out of view, so the cost of a frame does not grow with the board.
"""

from __future__ import annotations

from panda3d.core import NodePath, PNMImage, Texture

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
    squares = None if texture is None else checker(texture("tile_light"), texture("tile_dark"))
    for cy in range(0, height, CHUNK):
        for cx in range(0, width, CHUNK):
            batch = QuadBatch(f"chunk-{cx // CHUNK}-{cy // CHUNK}")
            for y in range(cy, min(cy + CHUNK, height)):
                for x in range(cx, min(cx + CHUNK, width)):
                    if squares is None:
                        colour = UNTEXTURED["tile_dark" if is_dark(x, y) else "tile_light"]
                    else:
                        colour = DARK if is_dark(x, y) else LIGHT
                    batch.flat(x - 0.5, y - 0.5, x + 0.5, y + 0.5, 0.0, colour, UV_SCALE)
            chunk = root.attachNewNode(batch.node())
            if squares is not None:
                chunk.setTexture(squares)
    for side in _frame(width, height):
        root.attachNewNode(side)
    ground = root.attachNewNode(_ground(width, height))
    ground.setShaderOff(1)  # far away and flat: no need for per-pixel light
    return root


def checker(light: Texture, dark: Texture) -> Texture:
    """One texture for the light and the dark squares, so that a chunk of both is one
    Geom drawn with a plain texture lookup. A texture spans two squares (``UV_SCALE``),
    so it repeats with the checker's period: each square's quarter of the texture comes
    from its own texture, light or dark, as it would if it were drawn with its own."""
    images = []
    for texture in (light, dark):
        image = PNMImage()
        texture.store(image)
        images.append(image)
    light_image, dark_image = images
    w, h = light_image.getXSize(), light_image.getYSize()
    if (dark_image.getXSize(), dark_image.getYSize()) != (w, h):
        dark_image = PNMImage(w, h, dark_image.getNumChannels())
        dark_image.quickFilterFrom(images[1])
    sheet = PNMImage(w, h, max(light_image.getNumChannels(), dark_image.getNumChannels()))
    # the squares of odd columns cover u from 1/4 to 3/4, the even ones the rest
    # (wrapping); rows likewise in v, which runs up while image rows run down
    bands_x = ((0, w // 4, 0), (w // 4, 3 * w // 4, 1), (3 * w // 4, w, 0))
    bands_y = ((0, h // 4, 0), (h // 4, 3 * h // 4, 1), (3 * h // 4, h, 0))
    for x0, x1, column in bands_x:
        for y0, y1, row in bands_y:
            source = dark_image if is_dark(column, row) else light_image
            sheet.copySubImage(source, x0, y0, x0, y0, x1 - x0, y1 - y0)
    squares = Texture("board-squares")
    squares.load(sheet)
    squares.setDefaultSampler(light.getDefaultSampler())
    return squares


def _frame(width: int, height: int) -> list:
    """Four raised bars around the board, where the coordinates are written: one Geom
    each, so that a view of the middle of the board draws none."""
    x0, y0, x1, y1 = -0.5, -0.5, width - 0.5, height - 0.5
    f, top, bottom = FRAME_WIDTH, FRAME_TOP, FRAME_BOTTOM
    sides = []
    for name, box in (("frame-bottom", (x0 - f, y0 - f, x1 + f, y0)),
                      ("frame-top", (x0 - f, y1, x1 + f, y1 + f)),
                      ("frame-left", (x0 - f, y0, x0, y1)),
                      ("frame-right", (x1, y0, x1 + f, y1))):
        batch = QuadBatch(name)
        batch.box(box[0], box[1], bottom, box[2], box[3], top, FRAME)
        sides.append(batch.node())
    return sides


def _ground(width: int, height: int):
    """A wide plane under the board, so the edge of the world is never in view."""
    margin = 2.5 * max(width, height) + 40
    batch = QuadBatch("ground")
    batch.flat(-margin, -margin, width + margin, height + margin, GROUND_Z - 0.01, GROUND, 0.25)
    return batch.node()
