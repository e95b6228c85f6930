"""Typed events: what an action changed, in the order a view should show it.

``GameState.apply`` returns a list of these. The 3D view turns them into animations,
the HUD into messages, the statistics into counts; none of them needs to compare
positions to find out what happened.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.pieces import Kind, Tile


@dataclass(frozen=True, slots=True)
class Moved:
    """A plain move."""

    seat: int
    piece: Kind
    origin: int
    target: int


@dataclass(frozen=True, slots=True)
class Captured:
    """A Hawk attack: ``piece`` moves onto ``target`` and the victim there is removed."""

    seat: int
    piece: Kind
    origin: int
    target: int
    victim_seat: int
    victim: Kind


@dataclass(frozen=True, slots=True)
class Pacified:
    """The Activist on ``origin`` turned the Hawk piece on ``target`` into its own Activist."""

    seat: int
    origin: int
    target: int
    victim_seat: int
    victim: Kind


@dataclass(frozen=True, slots=True)
class Generated:
    """A new piece placed on ``target`` by the tile on ``tile_square``; ``replaced`` is the
    player's own Consumer it replaced when no surrounding square was free, else None."""

    seat: int
    piece: Kind
    tile: Tile
    tile_square: int
    target: int
    replaced: Kind | None


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int


@dataclass(frozen=True, slots=True)
class Resigned:
    seat: int


@dataclass(frozen=True, slots=True)
class Eliminated:
    """A seat is out (RULES 8); ``removed`` lists the ``(square, piece)`` taken off the board."""

    seat: int
    reason: str
    removed: tuple[tuple[int, Kind], ...]


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game has ended: ``status`` is "win" or "draw"; ``winners`` are seat numbers."""

    status: str
    winners: tuple[int, ...]
    reason: str


Event = Moved | Captured | Pacified | Generated | Passed | Resigned | Eliminated | GameOver


def squares_touched(events: list[Event] | tuple[Event, ...]) -> list[int]:
    """The squares an action's events name (origins, then targets), each once, in order:
    what a view lights as the last move, or looks at."""
    found: list[int] = []
    for event in events:
        for square in (getattr(event, "origin", None), getattr(event, "target", None)):
            if square is not None and square >= 0 and square not in found:
                found.append(square)
    return found
