"""RULES 6: the start of the game."""

import pytest

from game.rules import Kind, new_game, parse_seats

SEATS = ["HP", "D", "HG", "D", "HT", "D"]


def _groups(state):
    return {number: [(state.geometry.xy(sq), kind) for sq, kind in state.pieces_of(number)]
            for number in range(1, len(state.seats) + 1)}


@pytest.mark.parametrize("count", range(2, 7))
def test_each_hawk_starts_with_a_leader_and_4_consumers_each_dove_with_6_activists(count):
    state = new_game(parse_seats(",".join(SEATS[:count])), seed=1)
    for number, group in _groups(state).items():
        kinds = sorted(kind for _, kind in group)
        if state.seat(number).is_hawk:
            assert kinds == [Kind.LEADER] + [Kind.CONSUMER] * 4
        else:
            assert kinds == [Kind.ACTIVIST] * 6


@pytest.mark.parametrize("count", range(2, 7))
def test_each_group_stands_in_a_compact_block_on_the_edge(count):
    state = new_game(parse_seats(",".join(SEATS[:count])), (32, 24), seed=1)
    for group in _groups(state).values():
        xs = [x for (x, _), _ in group]
        ys = [y for (_, y), _ in group]
        spans = sorted((max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
        assert spans == [2, 3]
        assert min(xs) == 0 or max(xs) == 31 or min(ys) == 0 or max(ys) == 23


def _home_of(state, number):
    (x, y), _ = _groups(state)[number][0]
    horizontal = "left" if x < state.width / 3 else "right" if x > 2 * state.width / 3 else "middle"
    return ("bottom" if y < state.height / 2 else "top") + "-" + horizontal


def test_two_players_start_in_opposite_corners():
    state = new_game(parse_seats("HP,D"), seed=1)
    assert [_home_of(state, n) for n in (1, 2)] == ["bottom-left", "top-right"]


@pytest.mark.parametrize("count", [3, 4])
def test_three_and_four_players_start_in_corners(count):
    state = new_game(parse_seats(",".join(SEATS[:count])), seed=1)
    homes = [_home_of(state, n) for n in range(1, count + 1)]
    assert len(set(homes)) == count and all("middle" not in home for home in homes)


@pytest.mark.parametrize("count", [5, 6])
def test_five_and_six_players_use_the_middles_of_the_long_edges(count):
    wide = new_game(parse_seats(",".join(SEATS[:count])), (40, 24), seed=1)
    homes = [_home_of(wide, n) for n in range(1, count + 1)]
    assert len(set(homes)) == count
    assert "bottom-middle" in homes
    tall = new_game(parse_seats(",".join(SEATS[:count])), (24, 40), seed=1)
    middles = [group for group in _groups(tall).values()
               if all(8 <= y <= 31 for (_, y), _ in group)]
    assert middles, "a group stands in the middle of a long edge"
    assert all({x for (x, _), _ in group} <= {0, 1, 22, 23} for group in middles), \
        "the long edges of a tall board are left and right"


def test_player_1_moves_first_in_round_1():
    state = new_game(parse_seats("D,HP"), seed=1)
    assert (state.to_move, state.round, state.quiet) == (1, 1, 0)
