"""Words for the player: what a piece does, what a building makes, what a turn did.

Pure text from the rules' vocabulary and queries (no Panda3D): the HUD's hover panel, the
move list, the hand-over summary and the Rules screen all read from here.
"""

from __future__ import annotations

from game.rules import (
    Captured, Eliminated, Event, GameOver, GameState, Generated, Kind, Moved, Pacified, Passed,
    Resigned, Side, Tile, consumers_needed, generated_piece, generation_squares,
)

PIECE_MOVES = {
    Kind.LEADER: "moves and attacks one square in any direction, like a chess King. "
                 "Lose it and the seat is out.",
    Kind.POP_STAR: "moves and attacks any distance along ranks, files and diagonals, "
                   "like a Queen.",
    Kind.PREACHER: "moves and attacks any distance diagonally, like a Bishop.",
    Kind.MILITARY_POLICE: "moves and attacks any distance along ranks and files, like a Rook.",
    Kind.LAWYER: "leaps in an L, two squares then one, over anything in its way, "
                 "like a Knight.",
    Kind.CONSUMER: "moves one square along a rank or file to an empty square; "
                   "attacks one square diagonally.",
    Kind.ACTIVIST: "moves one square diagonally to an empty square; pacifies a Hawk piece "
                   "right beside it (along a rank or file), turning it into an Activist.",
}

PIECE_SHORT = {
    Kind.LEADER: "King moves", Kind.POP_STAR: "Queen moves", Kind.PREACHER: "Bishop moves",
    Kind.MILITARY_POLICE: "Rook moves", Kind.LAWYER: "Knight leaps",
    Kind.CONSUMER: "steps straight, attacks diagonally",
    Kind.ACTIVIST: "steps diagonally, pacifies straight",
}


def requirement(tile: Tile, side: Side = Side.HAWK) -> str:
    """What a player needs around ``tile`` to generate there."""
    if tile is Tile.WAL_MART:
        return "another Activist of yours beside it" if side is Side.DOVE \
            else "any other piece of yours beside it"
    if tile is Tile.MEDIA_OUTLET:
        return "your Consumers on all 8 surrounding squares"
    return f"{consumers_needed(tile)} of your Consumers around it"


def building_text(tile: Tile) -> str:
    """One line for the Rules screen: what the building makes and for what."""
    if tile is Tile.WAL_MART:
        return ("Hawks get a Consumer for any other piece of theirs beside it; "
                "Doves call it the Strip Mall and get an Activist for an Activist beside it.")
    piece = generated_piece(tile, Side.HAWK)
    return f"Hawks only: a {piece.title} for {requirement(tile)}."


def seat_detail(state: GameState, seat: int) -> str:
    """``Hawk, The President`` or ``Dove``: the side and Leader under a seat's name."""
    info = state.seat(seat)
    return f"Hawk, {info.leader.title}" if info.leader else "Dove"


def article(word: str) -> str:
    return "an" if word[:1] in "AEIOU" else "a"


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def hover_lines(state: GameState, square: int, viewer: int, names: list[str]) -> list[str]:
    """What the HUD says about the square under the mouse, seen by seat ``viewer``."""
    g = state.geometry
    lines = [f"Square {g.name(square)}"]
    site = state.site_at(square)
    if site is not None:
        side = state.seat(viewer).side
        title = site.tile.title_for(side)
        piece = generated_piece(site.tile, side)
        if piece is None:
            lines.append(f"{title}: makes {generated_piece(site.tile, Side.HAWK).title}s "
                         "for Hawks only")
        else:
            have, need = state.progress(site, viewer)
            what = "Activist" if side is Side.DOVE else (
                "piece" if site.tile is Tile.WAL_MART else "Consumer")
            makes = f"{title}: makes {article(piece.title)} {piece.title}"
            if generation_squares(state, site, viewer):
                lines.append(f"{makes} — ready ({plural(have, what)} of yours around it)")
            elif have >= need:
                lines.append(f"{makes} — no free square around it")
            else:
                lines.append(f"{makes} — {have} of {plural(need, what)}")
                lines.append(f"needs {requirement(site.tile, side)}")
        return lines
    occupant = state.piece_at(square)
    if occupant is not None:
        kind, owner = occupant
        lines.append(f"{names[owner - 1]}'s {kind.title}")
        lines.append(f"{kind.title}: {PIECE_SHORT[kind]}")
    touching = state.site_touching(square)
    if touching is not None:
        lines.append(f"beside the {touching.tile.title_for(state.seat(viewer).side)}")
    return lines


def turn_sentence(state: GameState, turn_seat: int, text: str, events: tuple[Event, ...],
                  names: list[str]) -> str:
    """``Hawk 1: C b2xc3, takes Dove 2's Activist`` — a turn as the hand-over summary says it."""
    g = state.geometry
    parts: list[str] = []
    for event in events:
        if isinstance(event, Captured):
            parts.append(f"takes {names[event.victim_seat - 1]}'s {event.victim.title}")
        elif isinstance(event, Pacified):
            parts.append(f"pacifies {names[event.victim_seat - 1]}'s {event.victim.title}")
        elif isinstance(event, Generated):
            parts.append(f"a new {event.piece.title} at the {event.tile.title}")
        elif isinstance(event, Moved):
            parts.append(f"{event.piece.title} to {g.name(event.target)}")
        elif isinstance(event, Passed):
            parts.append("passes")
        elif isinstance(event, Resigned):
            parts.append("resigns")
        elif isinstance(event, Eliminated):
            parts.append(f"{names[event.seat - 1]} is out ({event.reason})")
        elif isinstance(event, GameOver):
            parts.append(result_sentence(event.status, event.winners, event.reason, names))
    return f"{names[turn_seat - 1]}: {text} — " + "; ".join(parts)


def sentence(text: str) -> str:
    """``text`` as a sentence of its own: a capital first, a full stop last (unless it
    ends in one already). The rules' reasons are phrases, to fit after a colon too."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")


def joined(names: list[str]) -> str:
    """``Ann``, ``Ann and Bob``, ``Ann, Bob and Cy``."""
    return " and ".join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else \
        "".join(names)


def result_title(status: str, winners: tuple[int, ...], names: list[str]) -> str:
    """``Ann wins``, ``Bob and Cy win`` or ``A draw``: a result without its reason."""
    if status == "draw":
        return "A draw"
    return f"{joined([names[seat - 1] for seat in winners])} " \
           f"win{'s' if len(winners) == 1 else ''}"


def result_sentence(status: str, winners: tuple[int, ...], reason: str,
                    names: list[str]) -> str:
    if status == "draw":
        return f"a draw: {reason}"
    return f"{result_title(status, winners, names)}: {reason}"
