"""RULES 4: how every piece moves and attacks, and what blocks it."""

import re

import pytest

from positions import build, notations


def moves_of(state, square):
    """The notations of the legal actions of the piece on ``square``."""
    return {m for m in notations(state) if m[2:].startswith(square + "-")
            or m[2:].startswith(square + "x") or m[2:].startswith(square + "~")}


def targets(moves):
    return {re.split("[-x~]", m)[1] for m in moves}


def test_leader_moves_one_square_in_any_of_8_directions():
    state = build({"f6": "K1", "l12": "A2"})
    assert targets(moves_of(state, "f6")) == {"e5", "e6", "e7", "f5", "f7", "g5", "g6", "g7"}


def test_pop_star_moves_like_a_queen():
    state = build({"f6": "Q1", "a12": "K1", "l1": "A2"})
    assert len(moves_of(state, "f6")) == 22 + 21


def test_preacher_moves_like_a_bishop():
    state = build({"f6": "B1", "a12": "K1", "l12": "A2"})
    got = targets(moves_of(state, "f6"))
    assert "a1" in got and "k11" in got and "f7" not in got and len(got) == 21
    assert "B f6xl12" in moves_of(state, "f6")


def test_military_police_moves_like_a_rook():
    state = build({"f6": "R1", "a12": "K1", "l1": "A2"})
    got = targets(moves_of(state, "f6"))
    assert got >= {"f1", "f12", "a6", "l6"} and "g7" not in got and len(got) == 22


def test_lawyer_moves_in_an_l_and_jumps_over_pieces():
    pieces = {"f6": "N1", "a12": "K1", "l1": "A2"}
    pieces.update({sq: "C1" for sq in ("e5", "e6", "e7", "f5", "f7", "g5", "g6", "g7")})
    state = build(pieces)
    assert targets(moves_of(state, "f6")) == {"d5", "d7", "e4", "e8", "g4", "g8", "h5", "h7"}


def test_sliders_stop_before_a_piece_and_may_capture_an_enemy_there():
    state = build({"c3": "R1", "c6": "A2", "f3": "C1", "a12": "K1"})
    got = moves_of(state, "c3")
    assert "R c3xc6" in got and "R c3-c7" not in got
    assert "R c3-e3" in got and "R c3-f3" not in got and "R c3xf3" not in got


def test_no_piece_ends_on_a_piece_of_its_own():
    state = build({"f6": "K1", "f7": "C1", "l12": "A2"})
    assert "f7" not in targets(moves_of(state, "f6"))


def test_a_hawk_may_capture_other_hawks_and_doves():
    state = build({"f6": "K1", "f7": "C3", "g7": "A2", "a12": "K3"}, seats="HP,D,HG")
    got = moves_of(state, "f6")
    assert {"K f6xf7", "K f6xg7"} <= got


def test_consumer_moves_one_square_orthogonally_to_an_empty_square():
    state = build({"f6": "C1", "a12": "K1", "l1": "A2"})
    assert targets(moves_of(state, "f6")) == {"e6", "g6", "f5", "f7"}


def test_consumer_never_moves_diagonally_to_an_empty_square_nor_captures_orthogonally():
    state = build({"f6": "C1", "f7": "A2", "a12": "K1"})
    got = moves_of(state, "f6")
    assert got == {"C f6-e6", "C f6-g6", "C f6-f5"}


def test_consumer_attacks_one_square_diagonally_only_onto_an_enemy():
    state = build({"f6": "C1", "g7": "A2", "e5": "C1", "a12": "K1"})
    got = moves_of(state, "f6")
    assert "C f6xg7" in got and "C f6xe5" not in got


def test_activist_moves_one_square_diagonally_to_an_empty_square():
    state = build({"f6": "A2", "a12": "K1", "g7": "C1"}, to_move=2)
    assert {m for m in moves_of(state, "f6") if "-" in m} == {"A f6-e5", "A f6-e7", "A f6-g5"}


def test_pieces_cannot_leave_the_board():
    state = build({"a1": "K1", "l12": "A2"})
    assert targets(moves_of(state, "a1")) == {"a2", "b1", "b2"}
    state = build({"a1": "N1", "l12": "A2", "f6": "K1"})
    assert targets(moves_of(state, "a1")) == {"b3", "c2"}


def test_there_is_no_check_a_leader_may_move_into_danger():
    state = build({"f6": "K1", "h7": "R3", "a1": "K3", "l12": "A2"}, seats="HP,D,HG")
    assert "K f6-g7" in notations(state), "g7 is attacked by the Military Police on h7"


@pytest.mark.parametrize("kind", "QBRNC")
def test_every_hawk_piece_attacks_the_way_it_moves(kind):
    layout = {"Q": ("f6", "f9"), "B": ("f6", "h8"), "R": ("f6", "b6"), "N": ("f6", "g8"),
              "C": ("f6", "g7")}[kind]
    state = build({layout[0]: f"{kind}1", layout[1]: "A2", "a12": "K1"})
    assert f"{kind} {layout[0]}x{layout[1]}" in notations(state)
