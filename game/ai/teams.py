"""Teams: what wins together (RULES 8). Every Hawk seat is a team of its own and all Dove
seats are one team, ``DOVES``; a Hawk's team is its seat number."""

from __future__ import annotations

from game.rules import GameState

DOVES = 0  # the team of every Dove seat


def team_of(state: GameState, seat: int) -> int:
    return seat if state.is_hawk[seat] else DOVES


def living_teams(state: GameState) -> set[int]:
    return {team_of(state, seat) for seat in range(1, len(state.seats) + 1) if state.alive[seat]}


def team_totals(state: GameState, by_seat, living_only: bool = False) -> dict[int, int]:
    """``by_seat`` (indexed by seat number) added up by team, in seat order."""
    totals: dict[int, int] = {}
    for seat in range(1, len(state.seats) + 1):
        if state.alive[seat] or not living_only:
            team = team_of(state, seat)
            totals[team] = totals.get(team, 0) + by_seat[seat]
    return totals


def leading_team(totals: dict[int, int]) -> tuple[int, int] | None:
    """The team with the largest total and its lead over the next (the first of equals);
    None with fewer than two teams."""
    if len(totals) < 2:
        return None
    ranked = sorted(totals.items(), key=lambda item: item[1], reverse=True)
    return ranked[0][0], ranked[0][1] - ranked[1][1]
