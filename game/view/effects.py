"""Short visual effects made in code: a glowing ring that spreads from a square (a
pacification, a generation) and a column of light (a new piece rising).

Their textures are drawn with PNMImage once and kept; the effects are unlit and additive,
and remove themselves when their interval ends (or is finished early).
"""

from __future__ import annotations

import math

from direct.interval.IntervalGlobal import Func, LerpColorScaleInterval, LerpScaleInterval, \
    Parallel, Sequence
from panda3d.core import (
    CardMaker, ColorBlendAttrib, NodePath, PNMImage, Texture, TransparencyAttrib,
)

_textures: dict[str, Texture] = {}


def _texture(name: str, shade) -> Texture:
    """A 128 x 128 white texture whose alpha is ``shade(r)``, r the distance from the centre
    (0 in the middle, 1 at the edge)."""
    if name not in _textures:
        size = 128
        image = PNMImage(size, size, 4)
        image.fill(1, 1, 1)
        for j in range(size):
            for i in range(size):
                r = math.hypot(i - size / 2 + 0.5, j - size / 2 + 0.5) / (size / 2)
                image.setAlpha(i, j, max(0.0, min(1.0, shade(r))))
        texture = Texture(name)
        texture.load(image)
        texture.setWrapU(Texture.WM_clamp)
        texture.setWrapV(Texture.WM_clamp)
        _textures[name] = texture
    return _textures[name]


def ring_texture() -> Texture:
    return _texture("effect-ring", lambda r: math.exp(-((r - 0.8) / 0.1) ** 2))


def glow_texture() -> Texture:
    return _texture("effect-glow", lambda r: (1 - r) ** 2 if r < 1 else 0.0)


def _card(parent: NodePath, texture: Texture, colour, size: float) -> NodePath:
    maker = CardMaker("effect")
    maker.setFrame(-size / 2, size / 2, -size / 2, size / 2)
    card = parent.attachNewNode(maker.generate())
    card.setTexture(texture)
    card.setColor(colour)
    card.setLightOff(1)
    card.setShaderOff(1)
    card.setTransparency(TransparencyAttrib.MAlpha)
    card.setAttrib(ColorBlendAttrib.make(ColorBlendAttrib.MAdd, ColorBlendAttrib.OIncomingAlpha,
                                         ColorBlendAttrib.OOne))
    card.setDepthWrite(False)
    card.setBin("fixed", 10)
    return card


def ring(parent: NodePath, pos, colour, duration: float = 0.7, reach: float = 2.4):
    """A ring of light lying on the board at ``pos``, spreading and fading."""
    holder = parent.attachNewNode("ring")
    holder.setPos(pos[0], pos[1], pos[2] + 0.03)
    holder.hide()
    card = _card(holder, ring_texture(), colour, 1.0)
    card.setP(-90)
    return Sequence(
        Func(holder.show),
        Parallel(LerpScaleInterval(holder, duration, reach, startScale=0.3),
                 LerpColorScaleInterval(holder, duration, (1, 1, 1, 0), (1, 1, 1, 1))),
        Func(holder.removeNode),
    )


def pillar(parent: NodePath, pos, colour, duration: float = 0.8):
    """A soft column of light standing on ``pos`` that flares and fades."""
    holder = parent.attachNewNode("pillar")
    holder.setPos(*pos)
    holder.hide()
    column = holder.attachNewNode("column")
    column.setBillboardAxis()
    card = _card(column, glow_texture(), colour, 1.0)
    card.setScale(0.9, 1, 2.6)
    card.setZ(0.9)
    return Sequence(
        Func(holder.show),
        LerpColorScaleInterval(holder, duration * 0.3, (1, 1, 1, 1), (1, 1, 1, 0)),
        LerpColorScaleInterval(holder, duration * 0.7, (1, 1, 1, 0), (1, 1, 1, 1)),
        Func(holder.removeNode),
    )
