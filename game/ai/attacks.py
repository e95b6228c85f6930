"""Which pieces attack a square, and the capturing actions of the seat to move.

Both are the AI's fast paths: quiescence search needs only captures and pacifications, and
generating every action to keep a few would cost most of its time; the evaluation asks
"is this Leader / this last Activist attacked?" without generating anyone's actions.
They follow RULES 4-5 exactly; ``tests/ai/test_ai_attacks.py`` checks them against
``GameState.legal_actions`` on many random positions.
"""

from __future__ import annotations

from game.ai.values import VICTIM_ORDER
from game.rules import Action, ActionKind, GameState, Kind
from game.rules.cells import KIND_SHIFT, SEAT_MASK
from game.rules.movegen import slider_directions

_NEW = tuple.__new__
_CAPTURE, _PACIFY = ActionKind.CAPTURE, ActionKind.PACIFY
_LEADER, _LAWYER, _CONSUMER, _ACTIVIST = (int(Kind.LEADER), int(Kind.LAWYER),
                                          int(Kind.CONSUMER), int(Kind.ACTIVIST))
_ORTHOGONAL_SLIDERS = (int(Kind.POP_STAR), int(Kind.MILITARY_POLICE))
_DIAGONAL_SLIDERS = (int(Kind.POP_STAR), int(Kind.PREACHER))
_KINDS = tuple(Kind)


def first_on_ray(cells: list[int], square: int, step: int) -> tuple[int, int]:
    """The first cell that is not empty from ``square`` along ``step``, and its value (a
    piece, a tile or the wall: the border guarantees the walk ends)."""
    cell = square + step
    value = cells[cell]
    while value == 0:
        cell += step
        value = cells[cell]
    return cell, value


def attackers(state: GameState, square: int, owner: int) -> int:
    """How many enemy pieces could take (capture or pacify) a piece of ``owner`` on ``square``.

    Hawks attack every other seat; Doves pacify Hawk pieces only (RULES 4, 5)."""
    cells, is_hawk, g = state.cells, state.is_hawk, state.geometry
    target_is_hawk = is_hawk[owner]
    count = 0
    for step in g.orthogonal:
        cell, value = first_on_ray(cells, square, step)
        if value > 0 and value & SEAT_MASK != owner:
            kind, hawk = value >> KIND_SHIFT, is_hawk[value & SEAT_MASK]
            adjacent = cell == square + step
            if hawk and (kind in _ORTHOGONAL_SLIDERS or (kind == _LEADER and adjacent)):
                count += 1
            elif not hawk and target_is_hawk and adjacent:
                count += 1
    for step in g.diagonal:
        cell, value = first_on_ray(cells, square, step)
        if value > 0 and value & SEAT_MASK != owner and is_hawk[value & SEAT_MASK]:
            kind = value >> KIND_SHIFT
            if kind in _DIAGONAL_SLIDERS or (
                    cell == square + step and (kind == _LEADER or kind == _CONSUMER)):
                count += 1
    for step in g.knight:
        value = cells[square + step]
        if value > 0 and value >> KIND_SHIFT == _LAWYER and value & SEAT_MASK != owner \
                and is_hawk[value & SEAT_MASK]:
            count += 1
    return count


def capture_actions(state: GameState) -> list[Action]:
    """The captures (a Hawk to move) or pacifications (a Dove) of the seat to move: the
    legal actions of those two kinds, in no particular order."""
    seat = state.to_move
    cells, g = state.cells, state.geometry
    actions: list[Action] = []
    add = actions.append
    if not state.is_hawk[seat]:
        is_hawk = state.is_hawk
        activist = _KINDS[_ACTIVIST - 1]
        for origin in state.pieces[seat]:
            for step in g.orthogonal:
                value = cells[origin + step]
                if value > 0 and is_hawk[value & SEAT_MASK]:
                    add(_NEW(Action, (_PACIFY, origin, origin + step, activist)))
        return actions
    rays = slider_directions(g)
    for origin in state.pieces[seat]:
        code = cells[origin] >> KIND_SHIFT
        kind = _KINDS[code - 1]
        if code == _CONSUMER or code == _LEADER or code == _LAWYER:
            steps = g.diagonal if code == _CONSUMER else (
                g.all_directions if code == _LEADER else g.knight)
            for step in steps:
                value = cells[origin + step]
                if value > 0 and value & SEAT_MASK != seat:
                    add(_NEW(Action, (_CAPTURE, origin, origin + step, kind)))
            continue
        for step in rays[code]:
            target, value = first_on_ray(cells, origin, step)
            if value > 0 and value & SEAT_MASK != seat:
                add(_NEW(Action, (_CAPTURE, origin, target, kind)))
    return actions


def losing_capture(state: GameState, seat: int, action: Action) -> bool:
    """Whether ``seat``'s capture most likely loses material: a static exchange test, for pruning
    quiescence.

    - Taking an Activist that another Activist stands beside (orthogonally) loses the
      capturing piece: it is pacified on the square it took (RULES 5), and the Dove has
      as many Activists as before. Unless the victim is a Dove's last one (that wins).
    - Taking a Hawk piece worth less than the taker, on a square an enemy attacks.
    A pacification never loses (the pacifier stays where it is); nor does taking a Leader.
    """
    if action[0] != _CAPTURE:
        return False
    cells = state.cells
    target = action[2]
    victim = cells[target]
    kind = victim >> KIND_SHIFT
    if kind == _LEADER:
        return False
    if kind == _ACTIVIST:
        if len(state.pieces[victim & SEAT_MASK]) == 1:
            return False
        is_hawk = state.is_hawk
        for step in state.geometry.orthogonal:
            value = cells[target + step]
            if value > 0 and not is_hawk[value & SEAT_MASK]:
                return True
        return False
    if VICTIM_ORDER[action[3]] <= VICTIM_ORDER[kind]:  # a Leader risks the most
        return False
    return attackers(state, target, seat) > 0
