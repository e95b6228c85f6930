"""RULES 8: elimination, wins, draws, resignation, and the turn and round counters."""

import pytest

from game.rules import (
    RESIGN,
    Eliminated,
    GameOver,
    IllegalActionError,
    Kind,
    Resigned,
    parse_action,
)

from positions import build


def play(state, *texts):
    events = []
    for text in texts:
        events = state.apply(parse_action(state, text))
    return events


def test_a_hawk_whose_leader_is_captured_is_eliminated_and_its_pieces_leave_at_once():
    state = build({"f6": "R1", "f9": "K2", "a12": "C2", "b12": "N2", "a1": "K1", "l1": "A3"},
                  seats="HP,HG,D")
    events = play(state, "R f6xf9")
    eliminated = [e for e in events if isinstance(e, Eliminated)]
    assert len(eliminated) == 1 and eliminated[0].seat == 2
    assert {kind for _, kind in eliminated[0].removed} == {Kind.CONSUMER, Kind.LAWYER}
    assert state.pieces[2] == set() and state.alive[2] is False
    assert state.result is None, "seat 3 (a Dove) still plays"


def test_a_pacified_leader_stays_on_the_board_as_the_doves_activist():
    state = build({"f6": "A2", "f7": "K1", "b3": "C1", "a12": "K3"}, seats="HP,D,HG",
                  to_move=2)
    events = play(state, "A f6~f7")
    assert state.piece_at(state.geometry.parse_square("f7")) == (Kind.ACTIVIST, 2)
    assert state.piece_at(state.geometry.parse_square("b3")) is None
    assert [e.reason for e in events if isinstance(e, Eliminated)] == ["its Leader was pacified"]


def test_a_dove_with_no_activists_left_is_eliminated():
    state = build({"f6": "C1", "g7": "A2", "a1": "K1", "l12": "A3"}, seats="HP,D,D")
    events = play(state, "C f6xg7")
    assert [e.seat for e in events if isinstance(e, Eliminated)] == [2]
    assert state.alive == [False, True, False, True] and state.to_move == 3


def test_when_no_hawk_remains_every_dove_wins_together_eliminated_doves_too():
    state = build({"f6": "A3", "f7": "K1"}, seats="HP,D,D", eliminated=(2,), to_move=3)
    events = play(state, "A f6~f7")
    assert state.result.status == "win" and state.result.winners == (2, 3)
    assert events[-1] == GameOver("win", (2, 3), state.result.reason)
    assert state.legal_actions() == []


def test_hawks_are_not_allied_the_last_hawk_standing_wins():
    state = build({"f6": "R1", "f9": "K2", "a1": "K1"}, seats="HP,HG")
    play(state, "R f6xf9")
    assert state.result.status == "win" and state.result.winners == (1,)


def test_two_hawks_left_play_on():
    state = build({"f6": "R1", "f9": "K2", "a1": "K1", "l1": "K3"}, seats="HP,HG,HT")
    play(state, "R f6xf9")
    assert state.result is None and state.to_move == 3


def test_the_quiet_count_draw_after_50_rounds():
    state = build({"a1": "K1", "l12": "A2"}, quiet=98)
    play(state, "K a1-a2")
    assert state.result is None and state.quiet == 99
    play(state, "A l12-k11")
    assert state.result.status == "draw" and "50 rounds" in state.result.reason


@pytest.mark.parametrize("pieces, tiles, to_move, text", [
    ({"f6": "R1", "f9": "A2", "a12": "K1"}, {}, 1, "R f6xf9"),
    ({"b2": "A2", "b3": "C1", "a12": "K1"}, {}, 2, "A b2~b3"),
    ({"e5": "C1", "a12": "K1", "l1": "A2"}, {"f6": "w"}, 1, "+C e6"),
], ids=["capture", "pacification", "generation"])
def test_captures_pacifications_and_generations_reset_the_quiet_count(pieces, tiles, to_move,
                                                                       text):
    state = build(pieces, tiles=tiles, quiet=40, to_move=to_move)
    play(state, text)
    assert state.quiet == 0


def test_the_quiet_count_threshold_counts_the_seats_left_after_the_actions_eliminations():
    state = build({"a1": "K1", "l12": "A2", "a12": "K3"}, seats="HP,D,HG", quiet=99, to_move=3)
    play(state, "resign")
    assert state.quiet == 100 and state.alive_count == 2
    assert state.result.status == "draw"


def test_threefold_repetition_is_a_draw():
    state = build({"a1": "K1", "l12": "A2"})
    cycle = ["K a1-a2", "A l12-k11", "K a2-a1", "A k11-l12"]
    play(state, *cycle)
    assert state.result is None and state.repetitions() == 2
    play(state, *cycle[:3])
    assert state.result is None
    play(state, cycle[3])
    assert state.result.status == "draw" and "three times" in state.result.reason


def test_repetition_needs_the_same_seat_to_move():
    state = build({"a1": "K1", "l12": "A2", "a12": "K3"}, seats="HP,D,HG")
    play(state, "K a1-a2", "A l12-k11", "K a12-a11", "K a2-a1", "A k11-l12", "K a11-a12")
    assert state.repetitions() == 2


def test_resigning_eliminates_the_seat_counts_as_quiet_and_is_not_listed():
    state = build({"a1": "K1", "b1": "C1", "l12": "A2", "a12": "K3"}, seats="HP,D,HG",
                  quiet=5)
    assert RESIGN not in state.legal_actions()
    events = state.play(RESIGN)
    assert events[0] == Resigned(1)
    sq = state.geometry.parse_square
    assert events[1] == Eliminated(1, "resigned", ((sq("a1"), Kind.LEADER),
                                                   (sq("b1"), Kind.CONSUMER)))
    assert state.quiet == 6 and state.pieces[1] == set() and state.to_move == 2


def test_a_dove_may_resign_and_its_team_can_still_win():
    state = build({"a1": "K1", "l12": "A2", "k12": "A3", "c3": "A3"}, seats="HP,D,D",
                  to_move=2)
    play(state, "resign")
    assert state.result is None and state.to_move == 3


def test_resigning_the_last_opponent_ends_the_game():
    state = build({"a1": "K1", "l12": "K2"}, seats="HP,HG", quiet=99, to_move=2)
    play(state, "resign")
    assert state.result.status == "win" and state.result.winners == (1,), \
        "the win is checked before the quiet-count draw"


def test_a_finished_game_has_no_legal_actions_and_refuses_any():
    state = build({"f6": "R1", "f9": "K2", "a1": "K1"}, seats="HP,HG")
    play(state, "R f6xf9")
    assert state.legal_actions() == []
    with pytest.raises(IllegalActionError, match="game is over"):
        state.play(RESIGN)
    with pytest.raises(IllegalActionError, match="game is over"):
        parse_action(state, "K a1-a2")


def test_turns_skip_eliminated_seats_and_the_round_goes_up_on_wrapping():
    state = build({"a1": "K1", "l12": "A2", "a12": "K4"}, seats="HP,D,HG,HT", eliminated=(3,))
    play(state, "K a1-a2")
    assert (state.to_move, state.round) == (2, 1)
    play(state, "A l12-k11")
    assert (state.to_move, state.round) == (4, 1)
    play(state, "K a12-b12")
    assert (state.to_move, state.round) == (1, 2)


def test_the_round_does_not_go_up_when_the_same_seat_moves_again():
    state = build({"f6": "R1", "f9": "K2", "a1": "K1"}, seats="HP,HG", round=7)
    play(state, "R f6xf9")
    assert (state.to_move, state.round) == (1, 7)
