"""The census cache: a seat's own pieces counted once for each way they stand."""

import random

import pytest

from game.ai.census import seat_census
from game.ai.evaluation import evaluate, seat_strengths
from game.ai.levels import level_named, level_tile_plan
from game.rules import new_game, parse_seats

from ai_positions import LAYOUTS


@pytest.mark.parametrize("size", [12, 24])
@pytest.mark.parametrize("seats", LAYOUTS)
def test_a_shared_cache_scores_as_a_fresh_one_through_play_and_undo(seats, size):
    """Along a random game, taken back now and then (as a search does), every seat's
    strength with one cache kept throughout is the strength counted from nothing."""
    state = new_game(parse_seats(seats), (size, size), seed=size)
    plan = level_tile_plan(state, level_named("expert"))  # plans, raids, rooms on 24 x 24
    cache = {}
    rng = random.Random(size)
    for _ in range(300):
        if state.result is not None or (state.ply and rng.random() < 0.3):
            state.undo()
        else:
            state.apply(rng.choice(state.legal_actions()))
        if state.result is None:
            assert seat_strengths(state, plan, cache) == seat_strengths(state, plan, {})
    assert len(cache) > 10


def test_an_action_adds_the_census_of_the_seat_that_moved_only():
    state = new_game(parse_seats("HP,HG"), (16, 16), seed=1)
    plan = level_tile_plan(state, level_named("hard"))
    cache = {}
    evaluate(state, 1, plan, cache)
    assert len(cache) == 2
    before = state.seat_hash[2]
    state.apply(state.legal_actions()[0])  # seat 1 moves
    assert state.seat_hash[2] == before
    evaluate(state, 1, plan, cache)
    assert len(cache) == 3 and cache[state.seat_hash[1]] == seat_census(state, 1, plan)
    state.undo()
    evaluate(state, 1, plan, cache)
    assert len(cache) == 3, "the position before: both seats' censuses already there"
