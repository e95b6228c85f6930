"""Action notation (RULES 9), in both directions.

``N b1-c3`` a move, ``N b1xc3`` a Hawk attack, ``A d4~d5`` a pacification, ``+N c3`` a
generation (the tile is the one c3 touches), ``pass`` and ``resign``. The parser also
takes the piece letter without the space (``Nb1-c3``); it always writes the spaced form.
"""

from __future__ import annotations

import re

from game.rules.actions import PASS, RESIGN, Action, ActionKind
from game.rules.errors import IllegalActionError
from game.rules.explain import why_illegal
from game.rules.pieces import Kind
from game.rules.state import GameState

_SYMBOLS = {ActionKind.MOVE: "-", ActionKind.CAPTURE: "x", ActionKind.PACIFY: "~"}
_KINDS_BY_SYMBOL = {symbol: kind for kind, symbol in _SYMBOLS.items()}
_LETTERS = "".join(kind.letter for kind in Kind)
_MOVE = re.compile(rf"([{_LETTERS}]) ?([a-z]+[0-9]+)([-x~])([a-z]+[0-9]+)")
_GENERATION = re.compile(rf"\+([{_LETTERS}]) ?([a-z]+[0-9]+)")
_HINT = "write a move as 'N b1-c3', an attack 'N b1xc3', a pacification 'A d4~d5', " \
        "a generation '+N c3', or 'pass' or 'resign'"


def format_action(state: GameState, action: Action) -> str:
    """The notation of an action of ``state`` (legal or not: the view names illegal ones too)."""
    kind = action.kind
    if kind == ActionKind.PASS:
        return "pass"
    if kind == ActionKind.RESIGN:
        return "resign"
    name = state.geometry.name
    letter = Kind(action.piece).letter
    if kind == ActionKind.GENERATE:
        return f"+{letter} {name(action.target)}"
    return f"{letter} {name(action.origin)}{_SYMBOLS[kind]}{name(action.target)}"


def parse_action(state: GameState, text: str) -> Action:
    """The legal action of ``state`` that ``text`` names, else ``IllegalActionError`` saying why."""
    action = read_action(state, text)
    if action.kind == ActionKind.RESIGN and state.result is None:
        return action
    if action not in state.legal_actions():
        raise IllegalActionError(text, why_illegal(state, action))
    return action


def read_action(state: GameState, text: str) -> Action:
    """The action ``text`` names, legal or not; ``IllegalActionError`` if it names none."""
    text = text.strip()
    if text == "pass":
        return PASS
    if text == "resign":
        return RESIGN
    move = _MOVE.fullmatch(text)
    if move:
        letter, origin, symbol, target = move.groups()
        return Action(_KINDS_BY_SYMBOL[symbol], _square(state, text, origin),
                      _square(state, text, target), Kind.from_letter(letter))
    generation = _GENERATION.fullmatch(text)
    if generation:
        letter, target_name = generation.groups()
        target = _square(state, text, target_name)
        site = state.site_touching(target)
        if site is None:
            raise IllegalActionError(text, f"{target_name} does not touch an environment tile")
        return Action(ActionKind.GENERATE, site.square, target, Kind.from_letter(letter))
    raise IllegalActionError(text, f"not an action: {_HINT}")


def _square(state: GameState, text: str, name: str) -> int:
    square = state.geometry.parse_square(name)
    if square is None:
        g = state.geometry
        raise IllegalActionError(text, f"{name} is not a square of this {g.width}x{g.height} board")
    return square
