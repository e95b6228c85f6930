"""The levels and the player API: what differs between levels, and the refusals."""

from dataclasses import replace
from random import Random

import pytest

from game.ai import BASELINES, LEVELS, PLAYERS, check_player, choose_action
from game.ai.baselines import greedy_action, outcome_score
from game.ai.clock import Budget
from game.ai.levels import level_named
from game.ai.plans import PULL_PER_SQUARE
from game.ai.player import level_budget
from game.ai.search import Search
from game.ai.terms import READY_SHARE
from game.ai.tt import WIN
from game.errors import GameError, UsageError
from game.rules import ActionKind, GameState

from ai_positions import C, K, build, played
from ai_tactics import FULL_OFFICE_RING, FULL_STRIP_MALLS, IDLE_OFFICE


def test_the_levels_and_baselines():
    assert list(LEVELS) == ["easy", "normal", "hard", "expert"]
    assert BASELINES == ("random", "greedy")
    assert PLAYERS == (*LEVELS, *BASELINES)


def test_the_levels_really_differ():
    easy, normal, hard, expert = LEVELS.values()
    assert easy.seconds <= 0.2 and normal.seconds == 1 and hard.seconds == 3 \
        and expert.seconds == 10
    assert easy.nodes < normal.nodes < hard.nodes < expert.nodes
    assert easy.max_depth < normal.max_depth <= hard.max_depth
    assert easy.noise > 0 and normal.noise == hard.noise == expert.noise == 0
    # less on a large board: no more than a step towards the plan's building (0.1)
    assert 0 < easy.large_noise <= PULL_PER_SQUARE < easy.noise
    assert normal.large_noise == hard.large_noise == expert.large_noise == 0
    assert not easy.reductions and hard.reductions and expert.reductions
    assert easy.placements <= normal.placements <= hard.placements <= expert.placements
    # what Hard and Expert know about making pieces (docs/ai.md, rounds 7, 8 and 13)
    assert easy.ready == normal.ready == READY_SHARE < hard.ready == expert.ready
    assert easy.room == normal.room == 0 < hard.room == expert.room
    assert not (easy.strip_malls or normal.strip_malls)
    assert hard.strip_malls and expert.strip_malls
    assert easy.mall_room == normal.mall_room == 0 < hard.mall_room == expert.mall_room
    assert easy.yard == normal.yard == 0 < hard.yard == expert.yard
    # finishing a won game against the Doves (docs/ai.md, rounds 9, 10 and 16)
    assert not (easy.hunts or normal.hunts) and hard.hunts and expert.hunts
    # what Expert alone knows: the Dove's raid
    assert not (easy.raids or normal.raids or hard.raids) and expert.raids


def chosen(state, level):
    """The action ``level`` chooses at 32,000 nodes (Expert's x0.2 budget), seed 0."""
    return Search(state.copy(), level, Budget(nodes=32_000), Random(0)).run().action


@pytest.mark.parametrize("name", ["hard", "expert"])
def test_keeps_its_office_complex_running_where_a_lower_ready_replaced(name):
    """At the node budget of Expert's Standard board matches (x0.2), with the seed the test
    uses: Hard and Expert do not make a Lawyer by replacing a Consumer of a full ring; the
    same search valuing a met requirement as Easy and Normal do replaces (+N g16)."""
    state = GameState.from_hdn(FULL_OFFICE_RING)
    level = LEVELS[name]

    kept = chosen(state, level)
    assert not (kept.kind is ActionKind.GENERATE and state.cells[kept.target] > 0)
    replaced = chosen(state, replace(level, ready=READY_SHARE, room=0.0))
    assert replaced.kind is ActionKind.GENERATE and state.cells[replaced.target] > 0


@pytest.mark.parametrize("name", ["hard", "expert"])
def test_frees_a_square_of_its_full_ring_where_no_room_left_it_idle(name):
    """Freeing a square of a full ring is worth something at once (``room``): without it,
    the search left the ring full here (its gain lay beyond a late move's reduced depth)."""
    state = GameState.from_hdn(IDLE_OFFICE)
    office = state.site_touching(state.geometry.parse_square("e10"))
    level = LEVELS[name]

    def frees_the_ring(action):
        return action.origin in office.ring and action.target not in office.ring

    assert frees_the_ring(chosen(state, level))
    assert not frees_the_ring(chosen(state, replace(level, room=0.0)))


def test_experts_dove_unpacks_its_full_strip_malls_where_no_room_left_them_idle():
    """With ``mall_room`` the Dove steps Activists out of the packed squares round a full
    ring, frees a square of it and makes an Activist there within four of its actions;
    the same Expert without it shuffles Activists elsewhere (Hard answering the Hawk's
    actions)."""

    def activists_made(level):
        state = GameState.from_hdn(FULL_STRIP_MALLS)
        made = 0
        for _ in range(7):
            if state.is_hawk[state.to_move]:
                action = choose_action(state, "hard", seed=0, nodes=10_000).action
            else:
                action = chosen(state, level)
                made += action.kind is ActionKind.GENERATE
            state.apply(action)
        return made

    assert activists_made(LEVELS["expert"]) >= 1
    assert activists_made(replace(LEVELS["expert"], mall_room=0.0)) == 0


def test_level_names_may_choose_the_multi_team_search():
    assert level_named("hard:paranoid").multi == "paranoid"
    assert level_named("hard:brs").multi == "brs"
    assert level_named("expert") == LEVELS["expert"]
    for name in ("godlike", "hard:minimax", "greedy:brs", "", "Hard"):
        with pytest.raises(UsageError, match="unknown AI level"):
            check_player(name)


@pytest.mark.parametrize("arguments, message", [
    ({"level": "godlike"}, "unknown AI level 'godlike'"),
    ({"level": "hard", "nodes": 0}, "node budget must be at least 1"),
    ({"level": "hard", "seconds": 0}, "time budget must be more than 0"),
    ({"level": "hard", "seconds": -1.5}, "time budget must be more than 0"),
])
def test_choose_action_refuses_bad_requests(arguments, message):
    with pytest.raises(UsageError, match=message):
        choose_action(played("HP,HG", 4), **arguments)


def test_choose_action_refuses_a_finished_game():
    state = build("HP,HG", {"a1": (K, 1), "b2": (K, 2)})
    state.apply(take(state, "b2"))
    assert state.result is not None
    with pytest.raises(GameError, match="the game is over"):
        choose_action(state, "hard", nodes=100)


def take(state, name):
    """The action that takes the piece on square ``name``."""
    return next(action for action in state.legal_actions()
                if action.target == state.geometry.parse_square(name))


def test_random_is_reproducible_by_seed():
    state = played("HP,D", 10)
    assert choose_action(state, "random", seed=5).action == \
        choose_action(state, "random", seed=5).action
    assert len({choose_action(state, "random", seed=seed).action for seed in range(20)}) > 1



def test_random_does_not_answer_a_repeated_position_as_before():
    """Back in a position after a to-and-fro, random plays as if anew: a fixed answer to a
    position would follow its opponent's to-and-fro into a draw by repetition."""
    state = played("HP,D", 10)
    first = [choose_action(state, "random", seed=seed).action for seed in range(20)]
    moves = []
    for _ in range(2):  # each seat moves a piece there, then each moves it back
        moves.append(next(a for a in state.legal_actions() if a.kind.name == "MOVE"))
        state.apply(moves[-1])
    for there in moves:
        state.apply(next(a for a in state.legal_actions()
                         if a.origin == there.target and a.target == there.origin))
    assert state.repetitions() == 2
    again = [choose_action(state, "random", seed=seed).action for seed in range(20)]
    assert again != first
    assert again == [choose_action(state, "random", seed=seed).action for seed in range(20)]

def test_greedy_takes_the_best_immediate_score_and_breaks_ties_at_random():
    # a board symmetric about the g file: taking f8 or h8 scores the same
    state = build("HP,HG", {"g1": (K, 1), "g7": (C, 1), "g13": (K, 2), "f8": (C, 2),
                            "h8": (C, 2)}, size=(13, 13))
    action, score = greedy_action(state, Random(0))
    assert state.geometry.name(action.target) in ("f8", "h8")
    picked = {greedy_action(state, Random(seed))[0] for seed in range(20)}
    assert len(picked) == 2


def test_outcome_scores():
    state = build("HP,HG", {"a1": (K, 1), "b2": (K, 2)})
    assert outcome_score(state, 1) is None
    state.apply(take(state, "b2"))
    assert outcome_score(state, 1) == WIN and outcome_score(state, 2) == -WIN


def test_the_default_budget_is_the_levels_time():
    for name, level in LEVELS.items():
        budget = level_budget(level, None, None, None)
        assert (budget.nodes, budget.seconds) == (None, level.seconds), name
    asked = level_budget(LEVELS["expert"], 500, None, None)
    assert (asked.nodes, asked.seconds) == (500, None)
    timed = level_budget(LEVELS["expert"], None, 0.5, None)
    assert (timed.nodes, timed.seconds) == (None, 0.5)
