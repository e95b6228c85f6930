"""The evaluation as a whole: teams, the Doves' shared interest, eliminated seats."""

import pytest

from game.ai import terms
from game.ai.evaluation import (
    ELIMINATED,
    driving_team,
    drives,
    evaluate,
    seat_strengths,
    team_strengths,
)
from game.ai.plans import PULL_PER_SQUARE
from game.ai.teams import DOVES, living_teams, team_of
from game.rules import GameState, parse_action

from ai_positions import BARE, LAYOUTS, A, C, K, Q, build, played
from ai_tactics import ARMY_BASE_SHORT


def test_teams_every_hawk_alone_and_the_doves_together():
    state = build("HP,D,HG,D", {"a1": (K, 1), "c5": (A, 2), "l12": (K, 3), "h5": (A, 4)})
    assert [team_of(state, seat) for seat in (1, 2, 3, 4)] == [1, DOVES, 3, DOVES]
    assert set(team_strengths(state)) == {1, 3, DOVES}
    assert living_teams(state) == {1, 3, DOVES}


@pytest.mark.parametrize("seats", ["HP,HG", "HP,D", "D,HP,D"])
def test_with_two_teams_one_teams_score_is_minus_the_others(seats):
    state = played(seats, 40)
    teams = sorted(living_teams(state))
    assert len(teams) == 2
    assert evaluate(state, teams[0]) == -evaluate(state, teams[1])


def test_more_material_scores_more():
    even = build("HP,HG", {**BARE, "c3": (C, 1), "j10": (C, 2)})
    ahead = build("HP,HG", {**BARE, "c3": (Q, 1), "j10": (C, 2)})
    assert evaluate(ahead, 1) > evaluate(even, 1) + 500


def test_the_doves_share_their_interest():
    """A Dove's score rises when another Dove gains, and when a Hawk loses."""
    base = {"a1": (K, 1), "c1": (C, 1), "h8": (A, 2), "l12": (A, 3)}
    state = build("HP,D,D", base)
    richer = build("HP,D,D", {**base, "k12": (A, 3)})  # the other Dove has one more
    poorer_hawk = build("HP,D,D", {key: value for key, value in base.items() if key != "c1"})
    assert evaluate(richer, DOVES) > evaluate(state, DOVES)
    assert evaluate(poorer_hawk, DOVES) > evaluate(state, DOVES)


def test_an_eliminated_seat_counts_less_than_any_living_one():
    state = build("HP,D,HG", {"a1": (K, 1), "h8": (A, 2), "g7": (C, 1), "l12": (K, 3)})
    strengths = seat_strengths(state)
    assert min(strengths[1:]) > ELIMINATED
    capture = next(action for action in state.legal_actions()
                   if state.geometry.name(action.target) == "h8")
    before = evaluate(state, 1)
    state.apply(capture)  # the Dove's last Activist: the Dove is out
    assert not state.alive[2]
    assert seat_strengths(state)[2] == ELIMINATED
    assert team_strengths(state)[DOVES] == ELIMINATED, "a team that is out still counts"
    assert evaluate(state, 1) > before


@pytest.mark.parametrize("seats", LAYOUTS)
def test_team_strengths_add_up_the_seats(seats):
    state = played(seats, 30)
    strengths = seat_strengths(state)
    totals = team_strengths(state)
    for team, total in totals.items():
        assert total == sum(strengths[seat] for seat in range(1, len(state.seats) + 1)
                            if team_of(state, seat) == team)


def test_only_a_hawk_well_ahead_drives_its_pieces_at_the_enemy():
    """Far ahead, each step of a Hawk's piece towards the Doves scores more than the small
    ``approach`` term alone; about even, only ``approach`` counts."""
    doves = {"k12": (A, 2), "l12": (A, 2), "l11": (A, 2)}

    def step(pieces):  # the Consumer on e5 rather than e4: a square closer to the Doves
        return (evaluate(build("HP,D", {**doves, **pieces, "e5": (C, 1)}), 1)
                - evaluate(build("HP,D", {**doves, **pieces, "e4": (C, 1)}), 1))

    even = {"a1": (K, 1), "b1": (C, 1)}
    many = {**even, **{f"{column}1": (Q, 1) for column in "cdefgh"}}
    assert step(many) >= step(even) + terms.DRIVE_PER_SQUARE


def test_a_dove_never_drives_and_a_hawk_only_when_its_team_leads():
    state = build("HP,D,HG", {"a1": (K, 1), "l12": (A, 2), "a12": (K, 3)})
    assert drives(state, 1, 1) and not drives(state, 1, 3) and not drives(state, 1, None)
    assert not drives(state, 2, DOVES)


def test_the_driving_team_is_the_team_ahead_in_material():
    state = build("HP,D", {"a1": (K, 1), "l12": (A, 2)})
    assert driving_team(state, [0, 0, 0]) == (None, 0.0)
    assert driving_team(state, [0, 0, terms.DRIVE_FULL]) == (DOVES, 1.0)
    assert driving_team(state, [0, -terms.DRIVE_FULL, 0]) == (DOVES, 1.0)
    half = (terms.DRIVE_FROM + terms.DRIVE_FULL) // 2
    assert driving_team(state, [0, half, 0]) == (1, terms.drive_weight(half))


def test_a_consumers_step_to_its_building_outweighs_the_lines_it_crosses():
    """The step of the Consumer on j7 towards the Army Base, one Consumer short, gains the
    plan's pull, and crossing the line of a Military Police that is free anyway costs
    nothing (``terms.MOBILITY_LIMIT``): it cost 30, and Expert shuffled its Military
    Police instead for 80 actions."""
    state = GameState.from_hdn(ARMY_BASE_SHORT)
    plan = terms.tile_plan(state)
    before = seat_strengths(state, plan)[1]
    state.apply(parse_action(state, "C j7-j6"))
    assert seat_strengths(state, plan)[1] - before == PULL_PER_SQUARE
