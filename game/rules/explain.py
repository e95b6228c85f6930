"""Why an action is not legal, in a sentence a player understands.

The notation parser uses this to reject typed actions, and the 3D view to answer an
illegal click ("a Consumer attacks only diagonally"), so neither decides legality itself.
The legal actions come from ``movegen``; this module only explains a refusal.
"""

from __future__ import annotations

from game.rules.actions import Action, ActionKind
from game.rules.cells import EMPTY
from game.rules.movegen import can_generate, placements
from game.rules.pieces import Kind, Side, Tile, generated_piece
from game.rules.state import GameState, TileSite

_SHAPES = {
    Kind.LEADER: "a Leader moves one square in any direction",
    Kind.POP_STAR: "a Pop Star moves along ranks, files and diagonals",
    Kind.PREACHER: "a Preacher moves only diagonally",
    Kind.MILITARY_POLICE: "a Military Police moves only along ranks and files",
    Kind.LAWYER: "a Lawyer moves in an L: two squares one way, then one to the side",
}
_FALLBACK = "it is not a legal action in this position"


def intended_action(state: GameState, origin: int, target: int) -> Action:
    """The action a player means by taking the piece on ``origin`` to ``target``: an attack
    or a pacification when ``target`` holds a piece, else a move. It may be illegal."""
    occupant = state.piece_at(origin)
    piece = occupant[0] if occupant else Kind.CONSUMER
    if state.cells[target] <= EMPTY:
        kind = ActionKind.MOVE
    elif piece is Kind.ACTIVIST:
        kind = ActionKind.PACIFY
    else:
        kind = ActionKind.CAPTURE
    return Action(kind, origin, target, piece)


def why_illegal(state: GameState, action: Action) -> str:
    """The reason ``action`` is not legal in ``state`` (a generic one if it is legal)."""
    if state.result is not None:
        return "the game is over"
    if action.kind == ActionKind.PASS:
        return "a player may pass only when it has no other legal action"
    if action.kind == ActionKind.GENERATE:
        return _why_not_generate(state, action)
    if action.kind == ActionKind.RESIGN:
        return _FALLBACK
    return _why_not_move(state, action) or _FALLBACK


def why_no_generation(state: GameState, site: TileSite) -> str:
    """Why the player to move cannot generate at ``site`` now: the answer to a click on a
    building that offers no placement."""
    piece = generated_piece(site.tile, state.seat(state.to_move).side) or Kind.ACTIVIST
    return why_illegal(state, Action(ActionKind.GENERATE, site.square, site.ring[0], piece))


def _why_not_move(state: GameState, action: Action) -> str | None:
    name = state.geometry.name
    origin, target, seat = action.origin, action.target, state.to_move
    occupant = state.piece_at(origin)
    if occupant is None:
        return f"there is no piece on {name(origin)}"
    kind, owner = occupant
    if owner != seat:
        return f"the {kind.title} on {name(origin)} belongs to seat {owner}, and seat {seat} " \
               "is to move"
    if action.piece != kind:
        return f"{name(origin)} holds a {kind.title}, not a {Kind(action.piece).title}"
    if target == origin:
        return "a piece must leave its square"
    tile = state.tile_at(target)
    if tile is not None:
        return f"{name(target)} is the {tile.title}: no piece may enter an environment tile"
    victim = state.piece_at(target)
    if victim and victim[1] == seat:
        return f"{name(target)} holds your own {victim[0].title}"
    return _why_not_act_on(state, action, kind, victim) or _why_not_shape(state, action, kind)


def _why_not_act_on(state: GameState, action: Action, kind: Kind,
                    victim: tuple[Kind, int] | None) -> str | None:
    """Problems with what stands on the target square, whatever the piece's pattern."""
    target = state.geometry.name(action.target)
    if action.kind == ActionKind.PACIFY:
        if kind is not Kind.ACTIVIST:
            return "only Activists pacify; a Hawk piece attacks with x"
        if victim is None:
            return f"there is nothing to pacify on {target}"
        if victim[0] is Kind.ACTIVIST:
            return "Activists are never pacified"
    elif kind is Kind.ACTIVIST:
        if action.kind == ActionKind.CAPTURE:
            return "Doves never destroy: an Activist pacifies (~) a Hawk piece beside it"
        if victim is not None:
            return f"{target} is taken: an Activist moves only to an empty square"
    elif action.kind == ActionKind.CAPTURE and victim is None:
        return f"there is nothing to attack on {target}"
    elif action.kind == ActionKind.MOVE and victim is not None:
        if kind is Kind.CONSUMER:
            return "a Consumer moves only to an empty square; it attacks diagonally"
        return f"{target} holds an enemy {victim[0].title}: that is an attack (x)"
    return None


def _why_not_shape(state: GameState, action: Action, kind: Kind) -> str | None:
    """Problems with the piece's movement pattern and with what stands in its way."""
    g = state.geometry
    (x0, y0), (x1, y1) = g.xy(action.origin), g.xy(action.target)
    dx, dy = x1 - x0, y1 - y0
    steps = max(abs(dx), abs(dy))
    orthogonal_step = abs(dx) + abs(dy) == 1
    diagonal_step = abs(dx) == abs(dy) == 1
    if kind is Kind.CONSUMER:
        if action.kind == ActionKind.CAPTURE and not diagonal_step:
            return "a Consumer attacks only diagonally, one square"
        if action.kind == ActionKind.MOVE and not orthogonal_step:
            return "a Consumer moves one square along a rank or file; it attacks diagonally"
        return None
    if kind is Kind.ACTIVIST:
        if action.kind == ActionKind.PACIFY and not orthogonal_step:
            return "an Activist pacifies only a piece right beside it, along a rank or file"
        if action.kind == ActionKind.MOVE and not diagonal_step:
            return "an Activist moves one square diagonally"
        return None
    shape_ok = {
        Kind.LEADER: steps == 1,
        Kind.LAWYER: sorted((abs(dx), abs(dy))) == [1, 2],
        Kind.POP_STAR: dx == 0 or dy == 0 or abs(dx) == abs(dy),
        Kind.PREACHER: abs(dx) == abs(dy),
        Kind.MILITARY_POLICE: dx == 0 or dy == 0,
    }[kind]
    if not shape_ok:
        return _SHAPES[kind]
    if kind in (Kind.LEADER, Kind.LAWYER):
        return None
    step = g.square(x0 + _sign(dx), y0 + _sign(dy)) - action.origin
    for square in range(action.origin + step, action.target, step):
        if state.cells[square] != EMPTY:
            blocker = state.piece_at(square)
            what = blocker[0].title if blocker else state.tile_at(square).title
            return f"the way is blocked by the {what} on {g.name(square)}"
    return None


def _why_not_generate(state: GameState, action: Action) -> str:
    name = state.geometry.name
    seat = state.to_move
    site = state.site_touching(action.target)
    if site is None or site.square != action.origin:
        return f"{name(action.target)} does not touch that environment tile"
    side = state.seat(seat).side
    title = site.tile.title_for(side)
    piece = generated_piece(site.tile, side)
    if piece is None:
        return "Doves generate only at Strip Malls (Wal-Marts)"
    if action.piece != piece:
        return f"the {title} generates {piece.title}s, not {Kind(action.piece).title}s"
    if not can_generate(state, site, seat):
        have, need = state.progress(site, seat)
        if site.tile is Tile.WAL_MART:
            other = "Activist" if side is Side.DOVE else "piece"
            return f"the {title} needs another {other} of yours on a surrounding square"
        if site.tile is Tile.MEDIA_OUTLET:
            return f"the {title} needs your Consumers on all 8 surrounding squares; " \
                   f"you have {have}"
        return f"the {title} needs {need} of your Consumers around it; you have {have}"
    if action.target not in placements(state, site, seat):
        if any(state.cells[square] == EMPTY for square in site.ring):
            return f"{name(action.target)} is taken: place the new piece on a free square " \
                   f"around the {title}"
        if site.tile is Tile.WAL_MART:
            return f"no square around the {title} is free, and a {title} never replaces a piece"
        return f"no square around the {title} is free, so the new piece replaces one of " \
               f"your Consumers, and {name(action.target)} holds none"
    return _FALLBACK


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)
