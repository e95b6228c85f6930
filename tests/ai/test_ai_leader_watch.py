"""The Leader watch: every Leader's safety kept along a line of play, counted again only
after an action that came near the Leader."""

import random

import pytest

from game.ai import terms
from game.ai.leader_watch import LeaderWatch
from game.rules import new_game, parse_action, parse_seats

from ai_positions import BARE, LAYOUTS, B, C, R, build


def counted_afresh(state, seat):
    return terms.leader_safety(state, seat, terms.leader_square(state, seat))


def hawks_playing(state):
    return [seat for seat in range(1, len(state.seats) + 1)
            if state.alive[seat] and state.is_hawk[seat]]


@pytest.mark.parametrize("size", [12, 16])
@pytest.mark.parametrize("seats", LAYOUTS)
def test_the_watch_agrees_with_the_count_through_play_and_undo(seats, size):
    """Along random games, taken back now and then as a search does, and played to the
    end (Leaders move, are taken, seats go out), the watch gives every Hawk's Leader
    safety as counted from nothing."""
    rng = random.Random(size)
    compared = kept = 0
    for game in range(4):
        state = new_game(parse_seats(seats), (size, size), seed=size + game)
        watch = LeaderWatch(state)
        for _ in range(400):
            if state.result is not None or (state.ply and rng.random() < 0.25):
                state.undo()
                watch.pop()
            else:
                state.apply(rng.choice(state.legal_actions()))
                watch.push()
                kept += sum(watch.line[-1][seat][2] is watch.line[-2][seat][2]
                            for seat in hawks_playing(state))
            for seat in hawks_playing(state):
                assert watch.safety(seat) == counted_afresh(state, seat)
                compared += 1
    assert compared > 1000 and kept > compared // 4


@pytest.mark.parametrize("attacker, step", [
    ({"a9": (R, 2), "b6": (C, 1)}, "C b6-a6"),  # a Military Police up the file
    ({"h8": (B, 2), "d5": (C, 1)}, "C d5-e5"),  # a Preacher up the diagonal
])
def test_a_piece_stepping_onto_a_line_far_away_is_seen(attacker, step):
    """A long-range piece attacks the Leader from afar until a piece steps between: the
    action is far from the Leader, but on its line."""
    state = build("HP,HG", {**BARE, **attacker})
    watch = LeaderWatch(state)
    assert watch.safety(1) == -terms.LEADER_ATTACKED_PENALTY
    state.apply(parse_action(state, step))
    watch.push()
    assert watch.safety(1) == counted_afresh(state, 1) == 0
    state.undo()
    watch.pop()
    assert watch.safety(1) == -terms.LEADER_ATTACKED_PENALTY


def test_an_action_off_the_leaders_lines_and_box_keeps_its_value():
    state = build("HP,HG", {**BARE, "a9": (R, 2), "e7": (C, 1)})
    watch = LeaderWatch(state)
    before = watch.safety(1)
    state.apply(parse_action(state, "C e7-f7"))
    watch.push()
    assert watch.line[-1][1][2] is watch.line[-2][1][2], "the same cell, not counted again"
    assert watch.safety(1) == before == counted_afresh(state, 1)


def test_a_leader_that_moves_is_followed():
    state = build("HP,HG", {**BARE, "c9": (R, 2)})
    watch = LeaderWatch(state)
    assert watch.safety(1) == 0
    state.apply(parse_action(state, "K a1-b2"))
    watch.push()
    assert watch.line[-1][1][0] == terms.leader_square(state, 1)
    assert watch.safety(1) == counted_afresh(state, 1) == 0
    state.apply(parse_action(state, "R c9-c2"))  # now beside the Leader, and on its rank
    watch.push()
    assert watch.safety(1) == counted_afresh(state, 1) == \
        -(terms.LEADER_NEAR_PENALTY + terms.LEADER_ATTACKED_PENALTY)


def test_the_sight_of_a_leader_reaches_past_pieces_that_may_move_away():
    """A Consumer on the file hides a Military Police from the Leader; once it steps
    aside, the Military Police leaving the file far away changes the Leader's safety."""
    state = build("HP,HG", {**BARE, "a4": (C, 1), "a9": (R, 2)})
    watch = LeaderWatch(state)
    expected = []
    for step in ("C a4-b4", "R a9-c9"):
        state.apply(parse_action(state, step))
        watch.push()
        expected.append(watch.safety(1))
    assert expected == [-terms.LEADER_ATTACKED_PENALTY, 0]
