"""What the evaluation needs of one seat's own pieces alone, counted once for each way
they stand: a ``SeatCensus``, cached by the seat's hash (``GameState.seat_hash``).

An action changes the pieces of one seat (two with a capture or a pacification), so in
a search most seats of a position stand as they did in positions already scored: one
of two in a Hawk-v-Hawk game, three of four in the free-for-all. Their material, their
Leader, their progress towards the buildings, their plan's pull, where their pieces
stand on average and which of them are strong are looked up instead of counted again;
what reads other seats' pieces too (mobility, whether a building's ring has a free
square...) is worked out in every evaluation, and Leader safety is kept along the
search's line (``leader_watch.py``).
"""

from __future__ import annotations

from typing import NamedTuple

from game.ai import terms
from game.ai.values import STRONG
from game.rules import GameState
from game.rules.cells import KIND_SHIFT

#: The cache's size: enough for every seat arrangement of one search at Expert's budget.
CACHE_LIMIT = 200_000


class SeatCensus(NamedTuple):
    """One seat's own pieces as the evaluation counts them (``terms.py`` says what each
    is): ``material``, the ``leader``'s square (None for a Dove), its ``progress`` and
    ``rooms`` (``terms.own_progress``), ``gathering``, the
    ``movers`` ``approach`` counts (how many, and the sums of their columns and rows),
    the ``centre`` of a Dove's pieces (the Hawks' target; None for a Hawk) and the
    squares of its ``strong`` pieces, the ones ``mobility`` and ``tropism`` count."""

    material: int
    leader: int | None
    progress: int
    rooms: tuple[tuple[tuple[int, ...], int], ...]
    gathering: int
    movers: tuple[int, int, int]
    centre: tuple[float, float] | None
    strong: tuple[int, ...]


def seat_census(state: GameState, seat: int, plan: terms.TilePlan) -> SeatCensus:
    """The census of a living seat's pieces as they stand, under the search's ``plan``."""
    leader = terms.leader_square(state, seat)
    cells, hawk = state.cells, state.is_hawk[seat]
    consumers = not (plan.large and hawk)  # see terms._movers
    return SeatCensus(
        terms.material(state, seat, plan.large), leader,
        *terms.own_progress(state, seat, plan), terms.gathering(state, seat, plan),
        terms.mover_sums(state, seat, leader, consumers),
        None if hawk else terms.centre_point(state, seat),
        tuple(square for square in state.pieces[seat]
              if cells[square] >> KIND_SHIFT in STRONG))


def census_of(state: GameState, seat: int, plan: terms.TilePlan,
              cache: dict[int, SeatCensus]) -> SeatCensus:
    """``seat_census``, looked up in ``cache`` (one search's: the census depends on its
    plan) by the seat's hash, and added to it while it has room."""
    key = state.seat_hash[seat]
    census = cache.get(key)
    if census is None:
        census = seat_census(state, seat, plan)
        if len(cache) < CACHE_LIMIT:
            cache[key] = census
    return census
