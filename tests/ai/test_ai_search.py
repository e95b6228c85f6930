"""Search invariants: the position is left as it was, the action is legal, the same seed and
budget give the same action; and the multi-team searches."""

from random import Random

import pytest

from game.ai import LEVELS, choose_action
from game.ai.clock import Budget, OutOfBudget
from game.ai.levels import level_named
from game.ai.ordering import prune_placements
from game.ai.search import Search
from game.ai.tt import WIN_BOUND
from game.rules import PASS, GameState, format_action, parse_action

from ai_positions import LAYOUTS, A, C, K, N, build, played
from ai_tactics import LEADER_IN_TWO
from positions import snapshot


@pytest.mark.parametrize("seats", LAYOUTS)
@pytest.mark.parametrize("level", [*LEVELS, "random", "greedy"])
def test_the_state_is_left_as_it_was_and_the_action_is_legal(seats, level):
    state = played(seats, 36)
    before = snapshot(state)
    result = choose_action(state, level, nodes=1_500, seed=4)
    assert snapshot(state) == before
    assert result.action in state.legal_actions()
    assert result.pv[0] == result.action
    assert result.nodes <= 1_500


@pytest.mark.parametrize("level", list(LEVELS))
def test_same_seed_and_budget_give_the_same_result(level):
    state = played("HP,HG,HT,HS", 50)
    first = choose_action(state, level, nodes=2_000, seed=9)
    second = choose_action(state, level, nodes=2_000, seed=9)
    assert (first.action, first.score, first.depth, first.nodes, first.pv) == \
        (second.action, second.score, second.depth, second.nodes, second.pv)


def test_easys_noise_depends_on_the_seed():
    state = played("HP,HG", 20)
    chosen = {choose_action(state, "easy", nodes=1_500, seed=seed).action for seed in range(12)}
    assert len(chosen) > 1


def test_easys_noise_never_gives_up_a_free_piece():
    """Easy's noise (half a Consumer) makes it vary among nearly equal actions, but not pass
    over a Consumer it can take for nothing. With 1.5 Consumers of noise (Easy's first
    setting) it passed over this one for 27 of 40 seeds, and failed to beat random play in
    a fifth of its games."""
    state = build("HP,HG", {"a1": (K, 1), "b2": (C, 1), "c2": (C, 1), "f2": (C, 1),
                            "c3": (N, 1), "d5": (C, 2), "j9": (C, 2), "k11": (C, 2),
                            "l12": (K, 2)})  # the Lawyer on c3 takes d5; nothing takes back
    chosen = {choose_action(state, "easy", nodes=1_500, seed=seed).action for seed in range(24)}
    assert {format_action(state, action) for action in chosen} == {"N c3xd5"}


@pytest.mark.parametrize("multi", ["brs", "paranoid"])
@pytest.mark.parametrize("seats", ["HP,HG,HT,HS", "HP,D,HG"])
def test_both_multi_team_searches_play_legal_actions(multi, seats):
    state = played(seats, 40)
    before = snapshot(state)
    result = choose_action(state, f"hard:{multi}", nodes=3_000)
    assert snapshot(state) == before
    assert result.action in state.legal_actions()


def test_a_forced_win_ends_the_search_early_with_a_win_score():
    state = GameState.from_hdn(LEADER_IN_TWO[0])
    result = choose_action(state, "expert", nodes=100_000)
    assert result.score > WIN_BOUND
    assert result.nodes < 100_000


def test_a_single_legal_action_is_played_without_searching():
    # a Dove whose only Activist is stuck in a corner behind a Hawk's Consumer: only a pass
    state = build("D,HP", {"a1": (A, 1), "b2": (C, 2), "l12": (K, 2)})
    assert state.legal_actions() == [PASS]
    result = choose_action(state, "expert", nodes=10_000)
    assert result.action == PASS and result.depth == 0 and result.nodes == 0


def test_a_stop_request_ends_the_search_at_once():
    state = played("HP,HG", 30)
    result = choose_action(state, "expert", stop=lambda: True)
    assert result.action in state.legal_actions()
    assert result.nodes <= 256  # the stop request is read every 256 nodes


def test_the_deadline_stops_the_search_and_iterations_stop_early():
    now = [0.0]
    budget = Budget(seconds=1.0, clock=lambda: now[0])
    assert budget.another_iteration()
    now[0] = 0.5
    assert not budget.another_iteration()  # the next iteration would not fit
    budget.check(1)  # between clock readings: no exception
    now[0] = 1.0
    with pytest.raises(OutOfBudget):
        budget.check(256)
    state = played("HP,HG", 30)
    ticks = iter(range(10**9))
    budget = Budget(seconds=5.0, clock=lambda: next(ticks) * 0.01)
    result = Search(state.copy(), level_named("expert"), budget, Random(0)).run()
    assert result.action in state.legal_actions()
    assert budget.elapsed() <= 5.0 * 1.2


def test_a_draw_scores_a_little_below_zero_for_the_searching_team():
    """Contempt: each player would rather play on than repeat its way to a draw."""
    from game.ai.search import CONTEMPT

    state = build("HP,HG", {"a1": (K, 1), "l12": (K, 2)})
    state.quiet = 99  # the next quiet action draws (RULES 8: 50 rounds, two seats)
    state.apply(next(iter(state.legal_actions())))
    assert state.result is not None and state.result.status == "draw"
    search = Search(state, level_named("hard"), Budget(nodes=10), Random(0))
    assert search.terminal(0, True) == -CONTEMPT and search.terminal(0, False) == CONTEMPT


#: Normal v greedy, Hawk v Hawk, round 31, seed 1, game 168 at action 112, and the actions
#: after it: greedy (seat 1) makes a Consumer again on the Wal-Mart's free square that
#: Normal's Pop Star has just left, and the Pop Star takes it.
TO_AND_FRO = ("24x24:21C2K2C2/9o13C2/16a7/21C21C2/21C2w1/24/7w13C2C2C2/21C2mC2/22C2C2/1w22/"
              "24/8c15/15c8/24/C121w1/1C1C121/1mC121/16w7/Q21C121/1wC221/C123/7a16/"
              "1C112o9/C1K1C121 HP,HG 1 0 57")
TO_AND_FRO_ACTIONS = ("+C b6", "Q a6xb6", "+C a6", "Q b6xc6", "+C b6", "Q c6xb6", "+C c6",
                      "Q b6xc6", "+C b6")


def test_a_generation_that_draws_is_searched_after_every_root_action():
    """Normal took the Consumer once more, and greedy's Consumer made again on c6, a square
    the Pop Star attacks, repeated the position a third time: the pruning of placements
    had left that generation out of Normal's search. It is searched now, and Normal,
    ahead, plays on."""
    state = GameState.from_hdn(TO_AND_FRO)
    for text in TO_AND_FRO_ACTIONS:
        state.apply(parse_action(state, text))
    search = Search(state.copy(), level_named("normal"), Budget(nodes=10), Random(0))
    before, after, side = search.make((2, parse_action(search.state, "Q c6xb6")), True)
    assert not side
    replies = search.moves(False, False)
    kept = prune_placements(search.state, replies, search.level.placements)
    drawing = parse_action(search.state, "+C c6")
    assert (1, drawing) in replies and (1, drawing) not in kept
    assert search.drawing_generations(replies, kept) == [(1, drawing)]
    search.unmake(before, after)
    assert format_action(state, choose_action(state, "normal", seed=168,
                                              nodes=15_000).action) != "Q c6xb6"
    state.apply(parse_action(state, "Q c6xb6"))
    state.apply(drawing)
    assert state.result.status == "draw"
