"""Legal actions (RULES 4, 5, 7): moves, Hawk attacks, Dove pacifications, generations, pass.

There is no check in Hawks & Doves, so every pseudo-legal action is legal and one pass
over the seat's pieces produces the list. The loops read the flat board directly and
use the direction tables of ``Geometry``; this is the hottest code of the AI and perft.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from game.rules.actions import PASS, Action, ActionKind
from game.rules.cells import KIND_SHIFT, KINDS, SEAT_MASK
from game.rules.pieces import Kind, Side, Tile, consumers_needed, generated_piece

if TYPE_CHECKING:
    from game.rules.state import GameState, TileSite

MOVE, CAPTURE, PACIFY, GENERATE = (ActionKind.MOVE, ActionKind.CAPTURE, ActionKind.PACIFY,
                                   ActionKind.GENERATE)
_LEADER, _LAWYER, _CONSUMER = int(Kind.LEADER), int(Kind.LAWYER), int(Kind.CONSUMER)
_ACTIVIST = Kind.ACTIVIST
_NEW = tuple.__new__  # builds an Action without NamedTuple's slower __new__


@cache
def slider_directions(geometry) -> dict[int, tuple[int, ...]]:
    """The rays of the pieces that slide: Pop Star (queen), Preacher (bishop), MP (rook)."""
    return {
        int(Kind.POP_STAR): geometry.all_directions,
        int(Kind.PREACHER): geometry.diagonal,
        int(Kind.MILITARY_POLICE): geometry.orthogonal,
    }


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action of the seat to move, pieces in square order, then generations.

    Empty when the game is over; just ``pass`` when nothing else is legal (RULES 7).
    """
    if state.result is not None:
        return []
    seat = state.to_move
    if state.is_hawk[seat]:
        actions = _hawk_moves(state, seat)
    else:
        actions = _dove_moves(state, seat)
    _add_generations(state, seat, actions)
    return actions or [PASS]


def _hawk_moves(state: GameState, seat: int) -> list[Action]:
    cells = state.cells
    g = state.geometry
    orthogonal, diagonal = g.orthogonal, g.diagonal
    rays = slider_directions(g)
    actions: list[Action] = []
    add = actions.append
    for origin in sorted(state.pieces[seat]):
        code = cells[origin] >> KIND_SHIFT
        kind = KINDS[code]
        if code == _CONSUMER:
            for step in orthogonal:
                target = origin + step
                if cells[target] == 0:
                    add(_NEW(Action, (MOVE, origin, target, kind)))
            for step in diagonal:
                target = origin + step
                value = cells[target]
                if value > 0 and value & SEAT_MASK != seat:
                    add(_NEW(Action, (CAPTURE, origin, target, kind)))
        elif code == _LEADER or code == _LAWYER:
            for step in (g.all_directions if code == _LEADER else g.knight):
                target = origin + step
                value = cells[target]
                if value == 0:
                    add(_NEW(Action, (MOVE, origin, target, kind)))
                elif value > 0 and value & SEAT_MASK != seat:
                    add(_NEW(Action, (CAPTURE, origin, target, kind)))
        else:
            for step in rays[code]:
                target = origin + step
                value = cells[target]
                while value == 0:
                    add(_NEW(Action, (MOVE, origin, target, kind)))
                    target += step
                    value = cells[target]
                if value > 0 and value & SEAT_MASK != seat:
                    add(_NEW(Action, (CAPTURE, origin, target, kind)))
    return actions


def _dove_moves(state: GameState, seat: int) -> list[Action]:
    cells = state.cells
    is_hawk = state.is_hawk
    g = state.geometry
    actions: list[Action] = []
    add = actions.append
    for origin in sorted(state.pieces[seat]):
        for step in g.diagonal:
            target = origin + step
            if cells[target] == 0:
                add(_NEW(Action, (MOVE, origin, target, _ACTIVIST)))
        for step in g.orthogonal:
            target = origin + step
            value = cells[target]
            if value > 0 and is_hawk[value & SEAT_MASK]:
                add(_NEW(Action, (PACIFY, origin, target, _ACTIVIST)))
    return actions


def can_generate(state: GameState, site: TileSite, seat: int) -> bool:
    """Whether ``seat`` meets the requirement of the tile at ``site`` (RULES 3)."""
    if site.tile is Tile.WAL_MART:
        return state.near_pieces[site.index][seat] >= 1
    return state.is_hawk[seat] and \
        state.near_consumers[site.index][seat] >= consumers_needed(site.tile)


def placements(state: GameState, site: TileSite, seat: int) -> list[int]:
    """Where a piece generated at ``site`` may go: the free surrounding squares or, with none
    free, the player's own Consumers around it (never at a Wal-Mart: RULES 7)."""
    cells = state.cells
    free = [square for square in site.ring if cells[square] == 0]
    if free or site.tile is Tile.WAL_MART:
        return free
    own_consumer = _CONSUMER << KIND_SHIFT | seat
    return [square for square in site.ring if cells[square] == own_consumer]


def generation_squares(state: GameState, site: TileSite, seat: int) -> list[int]:
    """Where ``seat`` may put a piece generated at ``site`` now: its placements once it meets
    the requirement, else none. The view asks this rather than judging "ready" itself."""
    return placements(state, site, seat) if can_generate(state, site, seat) else []


def _add_generations(state: GameState, seat: int, actions: list[Action]) -> None:
    side = Side.HAWK if state.is_hawk[seat] else Side.DOVE
    near = state.near_pieces  # no piece round a tile, no requirement met: a quick skip
    for site in state.tiles:
        if near[site.index][seat]:
            piece = generated_piece(site.tile, side)
            for target in generation_squares(state, site, seat):
                actions.append(_NEW(Action, (GENERATE, site.square, target, piece)))
