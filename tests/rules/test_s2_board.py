"""RULES 2: the board, its sizes and its coordinates."""

import pytest

from game.rules import PRESETS, SetupError, new_game, parse_seats, parse_size
from game.rules.geometry import column_index, column_name, geometry


@pytest.mark.parametrize("size", [(12, 12), (128, 128), (12, 128), (40, 17)])
def test_any_size_from_12_to_128_including_non_square(size):
    state = new_game(parse_seats("HP,D"), size, seed=3)
    assert (state.width, state.height) == size


@pytest.mark.parametrize("text", ["11", "129", "24x11", "0x24"])
def test_sizes_outside_12_to_128_are_refused(text):
    with pytest.raises(SetupError, match="outside 12..128"):
        parse_size(text)


def test_presets():
    assert PRESETS == {"small": (16, 16), "standard": (24, 24), "large": (32, 32),
                       "huge": (64, 64)}
    assert parse_size("Huge") == (64, 64)
    assert parse_size("32x24") == (32, 24)
    assert parse_size("20") == (20, 20)


def test_a_size_that_is_not_a_size_says_how_to_write_one():
    with pytest.raises(SetupError, match="write 24, 32x24"):
        parse_size("big")


def test_the_standard_board_is_the_default():
    assert (new_game(parse_seats("HP,D")).width, new_game(parse_seats("HP,D")).height) == (24, 24)


def test_columns_are_lettered_spreadsheet_style():
    assert [column_name(x) for x in (0, 25, 26, 51, 52, 127)] == ["a", "z", "aa", "az", "ba", "dx"]
    assert all(column_index(column_name(x)) == x for x in range(128))


def test_a1_is_the_bottom_left_square_rows_numbered_from_1():
    g = geometry(30, 20)
    assert g.name(g.square(0, 0)) == "a1"
    assert g.name(g.square(29, 19)) == "ad20"
    assert g.parse_square("ad20") == g.square(29, 19)
    assert g.parse_square("ae1") is None and g.parse_square("a21") is None
    assert g.parse_square("a0") is None and g.parse_square("a01") is None


def test_every_square_round_trips_through_its_name():
    g = geometry(128, 128)
    assert all(g.parse_square(g.name(square)) == square for square in g.squares)
    assert len(g.squares) == 128 * 128
