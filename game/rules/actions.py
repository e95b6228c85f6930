"""Actions: what a player does on its turn (RULES 7)."""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from game.rules.pieces import Kind


class ActionKind(IntEnum):
    MOVE = 1
    CAPTURE = 2
    PACIFY = 3
    GENERATE = 4
    PASS = 5
    RESIGN = 6


class Action(NamedTuple):
    """One action. Squares are ``Geometry`` squares of the game it belongs to.

    - MOVE / CAPTURE: ``piece`` moves from ``origin`` to ``target``;
    - PACIFY: the Activist on ``origin`` turns the Hawk piece on ``target``;
    - GENERATE: a new ``piece`` from the tile on ``origin`` is placed on ``target``;
    - PASS / RESIGN: no squares (-1) and no piece (0).

    A plain tuple underneath: the AI creates millions of these, and tuples are cheap.
    """

    kind: ActionKind
    origin: int
    target: int
    piece: Kind | int


PASS = Action(ActionKind.PASS, -1, -1, 0)
RESIGN = Action(ActionKind.RESIGN, -1, -1, 0)
