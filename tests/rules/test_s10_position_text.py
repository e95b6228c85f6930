"""RULES 10: position text (HDN), read and written, and every kind of invalid position."""

import pytest

from game.rules import GameState, Kind, PositionError, Tile, new_game, parse_seats

EXAMPLE = "12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 1"


def test_the_rules_example_reads_as_described():
    state = GameState.from_hdn(EXAMPLE)
    sq = state.geometry.parse_square
    assert state.piece_at(sq("c2")) == (Kind.LEADER, 1)
    assert state.piece_at(sq("a2")) == (Kind.CONSUMER, 1)
    assert state.piece_at(sq("j12")) == (Kind.ACTIVIST, 2)
    assert state.piece_at(sq("l12")) == (Kind.ACTIVIST, 2)
    assert state.tile_at(sq("c10")) is Tile.WAL_MART
    assert state.tile_at(sq("g7")) is Tile.OFFICE_COMPLEX
    assert (state.to_move, state.quiet, state.round) == (1, 0, 1)
    assert [seat.code for seat in state.seats] == ["HP", "D"]


def test_positions_round_trip():
    assert GameState.from_hdn(EXAMPLE).hdn() == EXAMPLE
    for seats in ["HP,D", "HP,D,HG,D,HT,D"]:
        text = new_game(parse_seats(seats), (40, 28), seed=9).hdn()
        assert GameState.from_hdn(text).hdn() == text


def test_eliminated_seats_are_marked_with_x():
    text = "12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D,xHG 2 17 9"
    state = GameState.from_hdn(text)
    assert state.alive == [False, True, True, False]
    assert state.hdn() == text


def test_a_finished_position_is_valid():
    state = GameState.from_hdn("12x12:12/12/12/12/12/12/12/12/12/12/12/K111 HP,xD 1 3 9")
    assert state.result.status == "win" and state.result.winners == (1,)
    assert state.legal_actions() == []


INVALID = [
    ("12x12:12/12 HP,D 1 0 1", "board", "2 rows for a board 12 high"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K18/12 HP,D 1 0 1", "board",
     "row 2 covers 11 squares, not 12"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K110/12 HP,D 1 0 1", "board",
     "row 2, token 4 '10': row 2 covers more than 12"),
    ("12x12:9A21A2/12/2q9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 1", "board",
     "row 10, token 2 'q': unknown tile letter"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11Z19/12 HP,D 1 0 1", "board",
     "row 2, token 3 'Z1': unknown piece letter"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K/12 HP,D 1 0 1", "board",
     "token 3 'K': a piece letter is followed by its seat"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K79/12 HP,D 1 0 1", "board",
     "token 3 'K7'"),
    ("12x12:09A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 1", "board",
     "without leading zeros"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/1#10 HP,D 1 0 1", "board",
     "unexpected character"),
    ("11x12:9A2A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 1", "board",
     "width 11 is outside 12..128"),
    ("12x129:12 HP,D 1 0 1", "board", "height 129 is outside 12..128"),
    ("12:12 HP,D 1 0 1", "board", "must start with the size"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP 1 0 1", "seats",
     "2 to 6 seats, not 1"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D,D,D,D,D,D 1 0 1", "seats",
     "at most 6"),
    ("12x12:9D21D2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 D,D 1 0 1", "board",
     "unknown piece letter"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/12/12 D,D 1 0 1", "seats",
     "at least one seat must be a Hawk"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D,xHP 1 0 1", "seats",
     "The President is chosen by more than one seat"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HX,D 1 0 1", "seats",
     "seat 1: 'HX' is not a seat"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/w11 HP,D 1 0 1", "board",
     "Wal-Mart on a1 is on the outermost row or column"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m1c7/12/C11K19/12 HP,D 1 0 1", "board",
     "tiles on c4 and e4 are closer than 3 squares"),
    ("12x12:9A21A3/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 1", "board",
     "belongs to seat 3, which is not a seat"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,xD 1 0 1", "board",
     "belongs to eliminated seat 2"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C21K19/12 HP,D 1 0 1", "board",
     "the Consumer on a2 belongs to seat 2, a Dove"),
    ("12x12:9A11A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 1", "board",
     "the Activist on j12 belongs to seat 1, a Hawk"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11C19/12 HP,D 1 0 1", "board",
     "seat 1 (a Hawk) has 0 Leaders"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/K11K19/12 HP,D 1 0 1", "board",
     "seat 1 (a Hawk) has 2 Leaders"),
    ("12x12:12/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 1", "board",
     "seat 2 (a Dove) is still playing but has no Activist"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D,xHG 3 0 1", "to move",
     "seat 3 is eliminated"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 3 0 1", "to move",
     "seat 3 is not a seat"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 -1 1", "quiet actions",
     "'-1' is not a whole number"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 0", "round",
     "starts at 1"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0", None,
     "expected 5 fields"),
    ("12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12  HP,D 1 0 1", None,
     "found 5 (but not by single spaces)"),
    ("", None, "expected 5 fields"),
]


@pytest.mark.parametrize("text, field, problem", INVALID)
def test_invalid_positions_are_refused_naming_the_field_and_the_problem(text, field, problem):
    with pytest.raises(PositionError) as caught:
        GameState.from_hdn(text)
    assert caught.value.field == field
    assert problem in str(caught.value)


def test_puzzle_positions_may_have_any_tiles():
    state = GameState.from_hdn("12x12:12/12/12/12/12/12/12/12/12/1w10/12/K11A2A28 HP,D 1 0 1")
    assert [site.tile for site in state.tiles] == [Tile.WAL_MART]
