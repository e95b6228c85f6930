"""Seat colours and Leader accents, shared by the models, the board and the interface.

The six seat colours are the Okabe-Ito colour-blind-safe set without its black and its
orange (too close to vermillion for protanopes). They differ in lightness as well as hue, and
the models show them next to dark trim, so each reads on light and dark squares alike.
Colours are RGBA tuples of floats, as Panda3D takes them.
"""

from __future__ import annotations

from game.rules.pieces import Leader

Colour = tuple[float, float, float, float]


def _hex(code: str) -> Colour:
    return (int(code[0:2], 16) / 255, int(code[2:4], 16) / 255, int(code[4:6], 16) / 255, 1.0)


SEAT_COLOURS: tuple[Colour, ...] = (
    _hex("0072B2"),  # 1 blue
    _hex("D55E00"),  # 2 vermillion
    _hex("009E73"),  # 3 bluish green
    _hex("F0E442"),  # 4 yellow
    _hex("CC79A7"),  # 5 reddish purple
    _hex("56B4E9"),  # 6 sky blue
)

LEADER_ACCENTS: dict[Leader, Colour] = {
    Leader.PRESIDENT: _hex("1F3A93"),  # navy of the seal
    Leader.GENERAL: _hex("6B7B2F"),  # olive drab
    Leader.TYCOON: _hex("D4AF37"),  # gold
    Leader.SENATOR: _hex("7B3FA0"),  # senatorial purple
    Leader.MEDIA_MOGUL: _hex("E0218A"),  # broadcast magenta
    Leader.OIL_BARON: _hex("5A3A1A"),  # crude brown
}


def leader_accent(leader: Leader) -> Colour:
    return LEADER_ACCENTS[leader]
