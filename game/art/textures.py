"""Board tiles, move highlights and building facades and signs, painted in code.

Every texture is a power of two. Tiles carry subtle stone grain and a bevel so squares read
as separate stones; highlights are white-centred glows in distinct shapes as well as colours
(a dot, a crosshair, a peace ring, a plus, a frame), so they can be told apart by players who
cannot tell red from green.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.art.raster import RGBA, Canvas, Noise

LIGHT_TILE: RGBA = (0.86, 0.83, 0.76, 1.0)
DARK_TILE: RGBA = (0.40, 0.36, 0.32, 1.0)


def tile(colour: RGBA, seed: int, vein_sign: float) -> Canvas:
    size = 256
    canvas = Canvas(size, size, colour)
    grain, veins = Noise(seed, size, 8, 4), Noise(seed + 1, size, 2, 3)

    def shade(x: int, y: int) -> float:
        vein = max(0.0, 1.0 - abs(veins(x, y)) * 14.0)
        k = 1.0 + 0.035 * grain(x, y) + vein_sign * 0.035 * vein
        edge = min(x, y, size - 1 - x, size - 1 - y)
        if edge < 7:
            ramp = (7 - edge) / 7
            k *= 1.0 + (0.08 if min(x, y) == edge else -0.12) * ramp
        return k

    canvas.tint(shade)
    return canvas


def _highlight(draw: Callable[[Canvas, float], None]) -> Canvas:
    canvas = Canvas(128, 128)
    draw(canvas, 64.0)
    return canvas


def highlight_move(c: Canvas, m: float) -> None:
    """A soft mint dot: 'you may move here'."""
    for r, a in ((30, 0.12), (24, 0.2), (19, 0.35)):
        c.disc(m, m, r, (0.55, 1.0, 0.65, a), feather=6)
    c.disc(m, m, 15, (0.85, 1.0, 0.88, 0.95), feather=2)


def highlight_attack(c: Canvas, m: float) -> None:
    """A red crosshair ring with corner brackets: 'you may capture here'."""
    c.ring(m, m, 46, 9, (1.0, 0.25, 0.2, 0.35), feather=4)
    c.ring(m, m, 46, 5, (1.0, 0.35, 0.3, 0.95))
    for sx in (-1, 1):
        for sy in (-1, 1):
            c.line(m + sx * 60, m + sy * 60, m + sx * 40, m + sy * 60, 6, (1.0, 0.85, 0.8, 0.95))
            c.line(m + sx * 60, m + sy * 60, m + sx * 60, m + sy * 40, 6, (1.0, 0.85, 0.8, 0.95))
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        c.line(m + dx * 36, m + dy * 36, m + dx * 54, m + dy * 54, 5, (1.0, 0.35, 0.3, 0.95))


def highlight_pacify(c: Canvas, m: float) -> None:
    """A sky-blue peace ring: 'you may pacify this piece'."""
    c.disc(m, m, 50, (0.45, 0.8, 1.0, 0.22), feather=8)
    colour = (0.75, 0.92, 1.0, 0.95)
    c.ring(m, m, 40, 7, colour)
    c.line(m, m - 40, m, m + 40, 7, colour)
    c.line(m, m, m - 28, m + 28, 7, colour)
    c.line(m, m, m + 28, m + 28, 7, colour)


def highlight_generate(c: Canvas, m: float) -> None:
    """A gold ring with a plus: 'a new piece may appear here'."""
    c.disc(m, m, 44, (1.0, 0.8, 0.2, 0.2), feather=8)
    c.ring(m, m, 40, 6, (1.0, 0.82, 0.3, 0.95))
    c.rect(m - 5, m - 24, m + 5, m + 24, (1.0, 0.95, 0.7, 0.95), radius=2)
    c.rect(m - 24, m - 5, m + 24, m + 5, (1.0, 0.95, 0.7, 0.95), radius=2)


def highlight_last_move(c: Canvas, m: float) -> None:
    """An amber frame around the square: 'the last move came from / went here'."""
    c.rect(4, 4, 124, 124, (1.0, 0.78, 0.25, 0.18), feather=10, radius=10)
    frame = (1.0, 0.8, 0.3, 0.9)
    for a, b in (
        ((8, 8), (120, 8)),
        ((120, 8), (120, 120)),
        ((120, 120), (8, 120)),
        ((8, 120), (8, 8)),
    ):
        c.line(a[0], a[1], b[0], b[1], 6, frame)


def highlight_select(c: Canvas, m: float) -> None:
    """A bright white double ring under the selected piece."""
    c.ring(m, m, 52, 10, (1.0, 1.0, 1.0, 0.3), feather=5)
    c.ring(m, m, 52, 5, (1.0, 1.0, 1.0, 0.95))
    c.ring(m, m, 40, 2, (1.0, 1.0, 1.0, 0.6))


def shadow() -> Canvas:
    """A soft round blob shadow to lay under a piece on the board."""
    canvas = Canvas(64, 64)
    for r, a in ((30, 0.12), (26, 0.14), (22, 0.16), (18, 0.16)):
        canvas.disc(32, 32, r, (0.0, 0.0, 0.0, a), feather=6)
    return canvas


def _panelled_wall(width: int, height: int, colour: RGBA, seed: int, lines: int) -> Canvas:
    canvas = Canvas(width, height, colour)
    grain = Noise(seed, max(width, height), 8, 3)
    canvas.tint(
        lambda x, y: 1.0 + 0.03 * grain(x, y) - (0.08 if y % (height // lines) == 0 else 0.0)
    )
    return canvas


def _glass(canvas: Canvas, x0: float, y0: float, x1: float, y1: float, lit: bool = False) -> None:
    """A window pane: a sky gradient with a diagonal glint, or warm light."""
    if lit:
        canvas.rect(x0, y0, x1, y1, (1.0, 0.86, 0.55, 1.0), feather=0.7)
        return
    canvas.rect(x0, y0, x1, y1, (0.22, 0.36, 0.52, 1.0), feather=0.7)
    canvas.rect(x0, y0, x1, (y0 + y1) / 2, (0.45, 0.62, 0.78, 0.45), feather=0.7)
    w = x1 - x0
    canvas.line(x0 + w * 0.2, y1 - 1, x0 + w * 0.7, y0 + 1, w * 0.12, (0.85, 0.93, 1.0, 0.35))


def walmart_facade() -> Canvas:
    """Store front: a panelled wall, glass doors in the middle, display windows, a plinth."""
    c = _panelled_wall(256, 128, (0.86, 0.84, 0.78, 1.0), 11, 8)
    c.rect(0, 110, 256, 128, (0.3, 0.32, 0.36, 1.0))
    for x in (20, 58, 170, 208):
        _glass(c, x, 62, x + 30, 104)
    c.rect(96, 46, 160, 110, (0.2, 0.22, 0.25, 1.0))
    for x in (100, 130):
        _glass(c, x, 52, x + 26, 110)
    c.rect(90, 40, 166, 48, (0.15, 0.3, 0.65, 1.0))
    return c


def walmart_sign() -> Canvas:
    c = Canvas(256, 64, (0.0, 0.0, 0.0, 0.0))
    c.rect(2, 4, 254, 60, (0.1, 0.3, 0.72, 1.0), radius=10)
    c.text("WAL-MART", 112, 32, 4.0, (1.0, 1.0, 1.0, 1.0))
    for k in range(6):
        a = math.radians(90 + k * 60)
        c.line(
            222 + math.cos(a) * 6,
            32 - math.sin(a) * 6,
            222 + math.cos(a) * 20,
            32 - math.sin(a) * 20,
            7,
            (1.0, 0.78, 0.1, 1.0),
        )
    return c


def office_glass() -> Canvas:
    """Curtain wall, tileable: four by four windows between dark mullions, a few lit."""
    c = Canvas(128, 128, (0.16, 0.18, 0.22, 1.0))
    lit = {(1, 0), (3, 2), (0, 3)}
    for row in range(4):
        for column in range(4):
            x, y = column * 32, row * 32
            _glass(c, x + 2, y + 3, x + 30, y + 29, lit=(column, row) in lit)
    return c


def army_sign() -> Canvas:
    c = Canvas(128, 32, (0.33, 0.36, 0.22, 1.0))
    c.rect(2, 2, 126, 30, (0.26, 0.29, 0.17, 1.0), radius=3)
    c.text("ARMY BASE", 64, 16, 2.2, (0.92, 0.9, 0.78, 1.0))
    return c


def church_rose() -> Canvas:
    """A round stained-glass window in a stone surround."""
    c = Canvas(128, 128, (0.92, 0.9, 0.86, 1.0))
    m = 64.0
    c.disc(m, m, 58, (0.55, 0.52, 0.48, 1.0))
    colours = [
        (0.85, 0.2, 0.2, 1.0),
        (0.2, 0.4, 0.85, 1.0),
        (0.95, 0.75, 0.2, 1.0),
        (0.3, 0.7, 0.35, 1.0),
    ]
    for k in range(12):
        a = math.radians(k * 30 + 15)
        c.disc(m + math.cos(a) * 36, m + math.sin(a) * 36, 12, colours[k % 4])
    for k in range(6):
        a = math.radians(k * 60)
        c.disc(m + math.cos(a) * 17, m + math.sin(a) * 17, 8, colours[(k + 2) % 4])
    c.disc(m, m, 9, (1.0, 0.9, 0.5, 1.0))
    c.ring(m, m, 52, 3, (0.25, 0.22, 0.2, 1.0))
    c.ring(m, m, 26, 3, (0.25, 0.22, 0.2, 1.0))
    return c


def church_windows() -> Canvas:
    """A white wall with two tall arched stained-glass windows, tileable sideways."""
    c = _panelled_wall(128, 64, (0.93, 0.91, 0.87, 1.0), 23, 4)
    for x in (32, 96):
        c.rect(x - 10, 18, x + 10, 56, (0.3, 0.35, 0.6, 1.0), radius=0)
        c.disc(x, 18, 10, (0.3, 0.35, 0.6, 1.0))
        c.rect(x - 8, 30, x + 8, 44, (0.8, 0.3, 0.3, 0.8))
        c.disc(x, 19, 6, (0.95, 0.8, 0.3, 0.9))
        c.line(x, 10, x, 56, 1.5, (0.2, 0.2, 0.25, 1.0))
    return c


def studio_facade() -> Canvas:
    """Dark cladding with window bands and a red accent stripe, the entrance at the middle."""
    c = _panelled_wall(256, 128, (0.26, 0.28, 0.33, 1.0), 31, 4)
    for y in (12, 50):
        for x in range(8, 248, 30):
            _glass(c, x, y, x + 24, y + 26, lit=(x // 30 + y) % 5 == 0)
    c.rect(0, 86, 256, 92, (0.85, 0.15, 0.15, 1.0))
    c.rect(104, 96, 152, 128, (0.15, 0.16, 0.2, 1.0))
    for x in (107, 130):
        _glass(c, x, 100, x + 19, 128)
    return c


def news_sign() -> Canvas:
    c = Canvas(256, 64, (0.0, 0.0, 0.0, 0.0))
    c.rect(2, 4, 254, 60, (0.78, 0.08, 0.08, 1.0), radius=8)
    c.rect(10, 12, 70, 52, (1.0, 1.0, 1.0, 1.0), radius=4)
    c.text("LIVE", 40, 32, 2.2, (0.78, 0.08, 0.08, 1.0))
    c.text("NEWS 24", 160, 32, 4.0, (1.0, 1.0, 1.0, 1.0))
    return c


# Texture name -> (painter, whether it has an alpha channel).
TEXTURES: dict[str, tuple[Callable[[], Canvas], bool]] = {
    "tile_light": (lambda: tile(LIGHT_TILE, 101, -1.0), False),
    "tile_dark": (lambda: tile(DARK_TILE, 202, 1.0), False),
    "highlight_move": (lambda: _highlight(highlight_move), True),
    "highlight_attack": (lambda: _highlight(highlight_attack), True),
    "highlight_pacify": (lambda: _highlight(highlight_pacify), True),
    "highlight_generate": (lambda: _highlight(highlight_generate), True),
    "highlight_last_move": (lambda: _highlight(highlight_last_move), True),
    "highlight_select": (lambda: _highlight(highlight_select), True),
    "shadow": (shadow, True),
    "walmart_facade": (walmart_facade, False),
    "walmart_sign": (walmart_sign, True),
    "office_glass": (office_glass, False),
    "army_sign": (army_sign, False),
    "church_rose": (church_rose, False),
    "church_windows": (church_windows, False),
    "studio_facade": (studio_facade, False),
    "news_sign": (news_sign, True),
}


def render(name: str) -> bytes:
    painter, alpha = TEXTURES[name]
    return painter().png(alpha)
