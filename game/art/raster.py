"""A small float RGBA canvas with anti-aliased shapes, value noise and pixel-font text.

Shapes are drawn from signed distances (negative inside), so every edge gets one pixel of
smooth coverage whatever its angle; each shape only visits its own bounding box.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from game.art import font, png

RGBA = tuple[float, float, float, float]


class Canvas:
    def __init__(self, width: int, height: int, colour: RGBA = (0.0, 0.0, 0.0, 0.0)):
        self.width, self.height = width, height
        self.pixels = [list(colour) for _ in range(width * height)]

    def blend(self, x: int, y: int, colour: RGBA, cover: float) -> None:
        """Paint ``colour`` over the pixel with the given coverage (source-over)."""
        a = colour[3] * cover
        if a <= 0.0:
            return
        p = self.pixels[y * self.width + x]
        out_a = a + p[3] * (1 - a)
        for i in range(3):
            p[i] = (colour[i] * a + p[i] * p[3] * (1 - a)) / out_a
        p[3] = out_a

    def shape(
        self,
        box: tuple[float, float, float, float],
        distance: Callable[[float, float], float],
        colour: RGBA,
        feather: float = 1.0,
    ) -> None:
        """Fill where ``distance(x, y)`` (at pixel centres) is negative, softening the edge over
        ``feather`` pixels."""
        x0, y0, x1, y1 = box
        for y in range(max(0, int(y0 - feather - 1)), min(self.height, int(y1 + feather + 2))):
            for x in range(max(0, int(x0 - feather - 1)), min(self.width, int(x1 + feather + 2))):
                d = distance(x + 0.5, y + 0.5)
                cover = min(1.0, max(0.0, 0.5 - d / feather))
                if cover > 0.0:
                    self.blend(x, y, colour, cover)

    def rect(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        colour: RGBA,
        feather: float = 1.0,
        radius: float = 0.0,
    ) -> None:
        cx, cy, hx, hy = (
            (x0 + x1) / 2,
            (y0 + y1) / 2,
            (x1 - x0) / 2 - radius,
            (y1 - y0) / 2 - radius,
        )

        def distance(x: float, y: float) -> float:
            dx, dy = abs(x - cx) - hx, abs(y - cy) - hy
            return math.hypot(max(dx, 0.0), max(dy, 0.0)) + min(max(dx, dy), 0.0) - radius

        self.shape((x0, y0, x1, y1), distance, colour, feather)

    def disc(self, cx: float, cy: float, r: float, colour: RGBA, feather: float = 1.0) -> None:
        self.shape(
            (cx - r, cy - r, cx + r, cy + r),
            lambda x, y: math.hypot(x - cx, y - cy) - r,
            colour,
            feather,
        )

    def ring(
        self, cx: float, cy: float, r: float, width: float, colour: RGBA, feather: float = 1.0
    ) -> None:
        self.shape(
            (cx - r - width, cy - r - width, cx + r + width, cy + r + width),
            lambda x, y: abs(math.hypot(x - cx, y - cy) - r) - width / 2,
            colour,
            feather,
        )

    def line(
        self,
        ax: float,
        ay: float,
        bx: float,
        by: float,
        width: float,
        colour: RGBA,
        feather: float = 1.0,
    ) -> None:
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy or 1.0

        def distance(x: float, y: float) -> float:
            t = min(1.0, max(0.0, ((x - ax) * dx + (y - ay) * dy) / length2))
            return math.hypot(x - ax - t * dx, y - ay - t * dy) - width / 2

        pad = width
        self.shape(
            (min(ax, bx) - pad, min(ay, by) - pad, max(ax, bx) + pad, max(ay, by) + pad),
            distance,
            colour,
            feather,
        )

    def text(self, words: str, cx: float, cy: float, cell: float, colour: RGBA) -> None:
        """Pixel-font text centred on (cx, cy), each font cell ``cell`` pixels square."""
        left = cx - font.width(words) * cell / 2
        top = cy - font.HEIGHT * cell / 2
        for column, row in font.pixels(words):
            x, y = left + column * cell, top + row * cell
            self.rect(x, y, x + cell, y + cell, colour, feather=0.8)

    def tint(self, fn: Callable[[int, int], float]) -> None:
        """Multiply each pixel's colour by ``fn(x, y)`` (shading, noise)."""
        for y in range(self.height):
            row = y * self.width
            for x in range(self.width):
                k = fn(x, y)
                p = self.pixels[row + x]
                p[0], p[1], p[2] = p[0] * k, p[1] * k, p[2] * k

    def png(self, alpha: bool = True) -> bytes:
        channels = 4 if alpha else 3
        data = bytearray()
        for p in self.pixels:
            data += bytes(min(255, max(0, int(round(v * 255)))) for v in p[:channels])
        return png.encode(self.width, self.height, channels, bytes(data))


class Noise:
    """Tileable fractal value noise on a square of ``size`` pixels, from a fixed seed."""

    def __init__(self, seed: int, size: int, cells: int = 8, octaves: int = 4):
        rng = random.Random(seed)
        self.size, self.octaves = size, octaves
        self.grids = []
        for octave in range(octaves):
            n = cells * 2**octave
            self.grids.append((n, [rng.random() for _ in range(n * n)]))

    def __call__(self, x: float, y: float) -> float:
        """A value in about [-1, 1]."""
        total, amplitude, norm = 0.0, 1.0, 0.0
        for n, grid in self.grids:
            fx, fy = x * n / self.size, y * n / self.size
            ix, iy = int(math.floor(fx)), int(math.floor(fy))
            tx, ty = fx - ix, fy - iy
            tx, ty = tx * tx * (3 - 2 * tx), ty * ty * (3 - 2 * ty)
            x0, x1, y0, y1 = ix % n, (ix + 1) % n, iy % n, (iy + 1) % n
            a = grid[y0 * n + x0] + (grid[y0 * n + x1] - grid[y0 * n + x0]) * tx
            b = grid[y1 * n + x0] + (grid[y1 * n + x1] - grid[y1 * n + x0]) * tx
            total += (a + (b - a) * ty) * amplitude
            norm += amplitude
            amplitude *= 0.5
        return total / norm * 2 - 1
