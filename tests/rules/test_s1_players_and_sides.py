"""RULES 1: players and sides."""

import pytest

from game.rules import GameState, Leader, SetupError, new_game, parse_seats
from game.rules.errors import PositionError

from positions import build


@pytest.mark.parametrize("text", ["HP,D", "HP,HG,D", "HP,D,HG,D", "HP,D,HG,D,HT", "HP,D,HG,D,HT,D"])
def test_two_to_six_seats(text):
    seats = parse_seats(text)
    assert len(new_game(seats, (24, 24), seed=1).seats) == len(seats)


@pytest.mark.parametrize("text", ["HP", "HP,D,HG,D,HT,D,HS"])
def test_fewer_than_two_or_more_than_six_seats_are_refused(text):
    with pytest.raises(SetupError, match="2 to 6 seats"):
        parse_seats(text)


def test_an_all_dove_game_is_refused_with_a_clear_error():
    with pytest.raises(SetupError, match="at least one seat must be a Hawk"):
        parse_seats("D,D")


def test_no_two_players_pick_the_same_leader():
    with pytest.raises(SetupError, match="The General is chosen by more than one seat"):
        parse_seats("HG,D,HG")


def test_the_six_leaders():
    assert [leader.title for leader in Leader] == [
        "The President", "The General", "The Tycoon", "The Senator", "The Media Mogul",
        "The Oil Baron"]
    assert [leader.letter for leader in Leader] == list("PGTSMO")


def test_leaders_differ_in_name_only_they_all_move_the_same():
    moves = set()
    for leader in "PGTSMO":
        state = build({"f6": "K1", "a12": "A2"}, seats=f"H{leader},D")
        moves.add(tuple(state.legal_actions()))
    assert len(moves) == 1


def test_doves_have_no_leader():
    with pytest.raises(SetupError):
        parse_seats("HP,DG")


def test_a_hawk_must_have_a_leader_letter():
    with pytest.raises(SetupError, match="is not a seat"):
        parse_seats("H,D")


def test_a_position_with_two_identical_leaders_is_invalid_even_if_one_is_eliminated():
    with pytest.raises(PositionError, match="seats"):
        GameState.from_hdn("12x12:12/12/12/12/12/12/12/12/12/12/12/K1A210 HP,D,xHP 1 0 1")
