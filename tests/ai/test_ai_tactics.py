"""The tactics suite (``ai_tactics.py``): every position is checked to be what it claims,
then solved by the levels with node budgets (never wall-clock limits)."""

import pytest

from game.ai import LEVELS, choose_action
from game.ai.tt import WIN_BOUND
from game.rules import ActionKind, GameState, Kind, format_action

from ai_puzzles import wins_in_two, wins_now
from ai_tactics import (
    DOVE_PACIFIES_LEADER,
    HANGING_POP_STAR,
    LAST_ACTIVIST,
    LEADER_IN_ONE,
    LEADER_IN_TWO,
    LEADER_IN_TWO_ON_24,
    WINNING_GENERATION,
)

IN_ONE = LEADER_IN_ONE + DOVE_PACIFIES_LEADER


def test_the_suite_positions_are_what_they_claim():
    for text in IN_ONE:
        state = GameState.from_hdn(text)
        assert wins_now(state, 1), text
    for text in LEADER_IN_TWO:
        state = GameState.from_hdn(text)
        assert not wins_now(state, 1), text
        assert any(wins_in_two(state, 1, action) for action in state.legal_actions()), text


@pytest.mark.parametrize("level", [*LEVELS, "greedy"])
def test_every_level_takes_a_leader_that_can_be_taken_at_once(level):
    for text in IN_ONE:
        state = GameState.from_hdn(text)
        result = choose_action(state, level, nodes=2_000)
        assert result.action in wins_now(state, 1), (level, text)


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_hard_and_expert_take_a_leader_by_force_in_two_actions(level):
    found = 0
    for text in LEADER_IN_TWO:
        state = GameState.from_hdn(text)
        result = choose_action(state, level, nodes=20_000)
        if wins_in_two(state, 1, result.action):
            found += 1
            assert result.score > WIN_BOUND  # the search knows it is a forced win
    assert found >= 0.95 * len(LEADER_IN_TWO)


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_hard_and_expert_take_a_leader_by_force_in_two_actions_on_a_large_board(level):
    """On the Standard board's size, where a side has several times the actions and the
    plan's terms of large boards apply."""
    for text in LEADER_IN_TWO_ON_24:
        state = GameState.from_hdn(text)
        assert (state.geometry.width, state.geometry.height) == (24, 24)
        result = choose_action(state, level, nodes=20_000)
        assert wins_in_two(state, 1, result.action), (level, text)
        assert result.score > WIN_BOUND


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
@pytest.mark.parametrize("text, expected", LAST_ACTIVIST)
def test_the_last_activist_of_a_dove_is_taken(level, text, expected):
    state = GameState.from_hdn(text)
    result = choose_action(state, level, nodes=5_000)
    assert format_action(state, result.action) == expected


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("text", HANGING_POP_STAR)
def test_a_hanging_pop_star_is_saved(level, text):
    state = GameState.from_hdn(text)
    result = choose_action(state, level, nodes=5_000)
    state.apply(result.action)
    for reply in state.legal_actions():
        if reply.kind in (ActionKind.CAPTURE, ActionKind.PACIFY):
            assert state.piece_at(reply.target)[0] is not Kind.POP_STAR, \
                format_action(state, reply)


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_a_generation_that_wins_material_is_found(level):
    text, expected = WINNING_GENERATION
    state = GameState.from_hdn(text)
    result = choose_action(state, level, nodes=20_000)
    assert format_action(state, result.action) == expected
    assert result.score > 500  # the Pop Star it wins, less what the Lawyer may cost
