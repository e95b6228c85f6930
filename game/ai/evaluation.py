"""The static evaluation: how good a position is for one team, from the terms in ``terms.py``.

A *team* is what wins together (RULES 8): every Hawk seat is a team of its own and all Dove
seats are one team (``teams.py``). Each living seat gets a strength (the sum of its terms); a
team's strength is the sum over its seats, which is how the Doves' shared interest enters:
a Dove gains when any Dove gains and when any Hawk loses, whoever made it happen.

A seat's material is counted from what its side starts with (``START_MATERIAL``: a Dove's
six Activists are worth more than a Hawk's four Consumers), so that the start of a game
scores about 0 for everyone, like a draw: no side plays for a draw because it merely
started with less.

A team's score is its strength minus the average strength of the other teams the game
started with, so that with two teams the score of one is exactly minus the other's (what
negamax needs), and with more, taking anyone's piece helps. An eliminated seat counts
``ELIMINATED``, below any living seat, so that putting a seat out always pays.

A seat of a team that hunts (``hunt.py``: a side far ahead in a game against the Doves or
in a game down to two Hawks, decided at the search's root) counts what it makes at a
share (``hunt.own_material``) and hunts the enemy's last pieces instead of driving at
them; a Leader the Doves hunt counts its escapes (``hunt.leader_room``). A Hawk that
defends its Leader (``Hunt.defence``) hunts the pieces threatening it, in the same way.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai import terms
from game.ai.census import SeatCensus, census_of
from game.ai.hunt import hunting, leader_room, own_material
from game.ai.tables import board_tables
from game.ai.teams import leading_team, team_of, team_totals
from game.ai.values import START_MATERIAL
from game.rules import GameState

#: The strength of an eliminated seat: below what the weakest living seat can score.
ELIMINATED = -3000


def seat_strengths(state: GameState, plan: terms.TilePlan | None = None,
                   censuses: dict[int, SeatCensus] | None = None,
                   safety: Callable[[int], int] | None = None) -> list[int]:
    """The strength of every seat (index 0 unused; ``ELIMINATED`` for a seat that is out).
    ``plan`` is ``terms.tile_plan(state)``, ``censuses`` a cache of ``census.py``'s and
    ``safety`` a seat's ``terms.leader_safety`` as a ``LeaderWatch`` keeps it, all three
    kept by callers that evaluate often (for one plan: a search)."""
    plan = plan or terms.tile_plan(state)
    censuses = {} if censuses is None else censuses
    count = len(state.seats)
    alive, is_hawk = state.alive, state.is_hawk
    census = [census_of(state, seat, plan, censuses) if alive[seat] else None
              for seat in range(count + 1)]
    leaders = [own.leader if own else None for own in census]
    tables = board_tables(state.geometry)
    leader_points = [(square, (tables.x[square], tables.y[square])) for square in leaders
                     if square is not None]
    dove_centres = [own.centre for own in census if own and own.centre is not None]
    material = [own.material if own else 0 for own in census]
    gains = [material[seat] - START_MATERIAL[is_hawk[seat]] if alive[seat] else 0
             for seat in range(count + 1)]
    leading, weight = driving_team(state, gains)
    # a Leader's escapes are from Activists: a Leader hunted by a Hawk has none counted
    netted = plan.hunt is not None and not any(map(is_hawk.__getitem__, plan.hunt.seats))
    strengths = [ELIMINATED] * (count + 1)
    for seat in range(1, count + 1):
        if not alive[seat]:
            continue
        enemy_leaders = [square for square, _ in leader_points if square != leaders[seat]]
        hunts = plan.hunt is not None and seat in plan.hunt.seats
        shared_losses = hunts and is_hawk[seat] and not plan.hunt.defence
        own = own_material(material[seat], plan.hunt.held[seat], shared_losses) \
            - START_MATERIAL[is_hawk[seat]] if hunts else gains[seat]
        mine = census[seat]
        strength = own + mine.progress + mine.gathering
        if mine.rooms:
            strength += terms.room_progress(state, mine.rooms)
        if mine.strong:  # most seats have none: four calls an evaluation saved
            strength += terms.mobility(state, seat, mine.strong) \
                + terms.tropism(state, seat, enemy_leaders, mine.strong)
        targets = [point for square, point in leader_points if square != leaders[seat]]
        if is_hawk[seat]:
            targets += dove_centres
            strength += safety(seat) if safety else \
                terms.leader_safety(state, seat, leaders[seat])
            if netted and seat not in plan.hunt.seats:
                strength += leader_room(state, leaders[seat], plan.hunt)
        else:
            strength += terms.last_activists(state, seat)
        strength += terms.approach_of(state, mine.movers, targets)
        if hunts:
            strength += hunting(state, seat, plan.hunt)
        elif weight and drives(state, seat, leading):
            consumers = not (plan.large and is_hawk[seat])  # see terms._movers
            strength += round(weight * terms.drive(state, seat, leaders[seat], targets,
                                                   consumers))
        strengths[seat] = strength
    return strengths


def drives(state: GameState, seat: int, leading: int | None) -> bool:
    """Whether ``terms.drive`` counts for ``seat`` when ``leading`` is the team ahead: for
    a Hawk that leads only. Driving Doves, pairs of Activists marching on a Leader, won
    every Hawk v Dove game between two searching players (Hard v Hard: the Dove 50 of
    50), far from the game's intended balance; a Dove gets ``approach`` alone."""
    return state.is_hawk[seat] and team_of(state, seat) == leading


def driving_team(state: GameState, gains: list[int]) -> tuple[int | None, float]:
    """The team that leads every other living team in material (``gains``, by seat, from
    the start) and how much ``terms.drive`` counts for it (``terms.drive_weight``); (None,
    0.0) when no team leads by ``terms.DRIVE_FROM``."""
    lead = leading_team(team_totals(state, gains, living_only=True))
    weight = terms.drive_weight(lead[1]) if lead else 0.0
    return (lead[0], weight) if weight else (None, 0.0)


def team_strengths(state: GameState, plan: terms.TilePlan | None = None,
                   censuses: dict[int, SeatCensus] | None = None,
                   safety: Callable[[int], int] | None = None) -> dict[int, int]:
    """Strength by team: a Hawk's own, and the Doves' added together (seats that are out
    included, so that a team is worse off for every seat it has lost)."""
    return team_totals(state, seat_strengths(state, plan, censuses, safety))


def evaluate(state: GameState, team: int, plan: terms.TilePlan | None = None,
             censuses: dict[int, SeatCensus] | None = None,
             safety: Callable[[int], int] | None = None) -> int:
    """The score of ``team`` in the position (no search; the game is assumed not over)."""
    totals = team_strengths(state, plan, censuses, safety)  # every team the game began with
    others = sum(value for other, value in totals.items() if other != team)
    return totals.get(team, 0) - others // max(1, len(totals) - 1)
