"""RULES 7: a turn is exactly one move, generation or (only if nothing else) pass."""

import pytest

from game.rules import (
    PASS, ActionKind, Generated, IllegalActionError, Kind, Tile, generation_squares,
    parse_action, why_no_generation,
)

from positions import build, notations

RING = ["e5", "e6", "e7", "f5", "f7", "g5", "g6", "g7"]


def test_generation_places_the_new_piece_on_a_free_surrounding_square_of_choice():
    state = build({"e5": "C1", "e6": "C1", "e7": "C1", "f5": "C1", "a1": "K1", "l12": "A2"},
                  tiles={"f6": "o"})
    placements = {m for m in notations(state) if m.startswith("+")}
    assert placements == {"+N f7", "+N g5", "+N g6", "+N g7"}
    events = state.apply(parse_action(state, "+N g6"))
    g6 = state.geometry.parse_square("g6")
    assert state.piece_at(g6) == (Kind.LAWYER, 1)
    assert events == [Generated(1, Kind.LAWYER, Tile.OFFICE_COMPLEX,
                                state.geometry.parse_square("f6"), g6, None)]


def test_with_no_free_square_the_new_piece_replaces_an_own_consumer_of_choice():
    pieces = {sq: "C1" for sq in RING}
    state = build({**pieces, "a1": "K1", "l12": "A2"}, tiles={"f6": "m"})
    placements = {m for m in notations(state) if m.startswith("+")}
    assert placements == {f"+Q {sq}" for sq in RING}
    events = state.apply(parse_action(state, "+Q g7"))
    assert state.piece_at(state.geometry.parse_square("g7")) == (Kind.POP_STAR, 1)
    assert events[0].replaced is Kind.CONSUMER
    assert state.quiet == 0


def test_replacement_takes_only_the_players_own_consumers():
    pieces = {sq: "C1" for sq in RING[:6]}
    pieces.update({"g6": "N1", "g7": "A2"})
    state = build({**pieces, "a1": "K1", "l12": "A2"}, tiles={"f6": "a"})
    assert {m for m in notations(state) if m.startswith("+")} == {f"+R {sq}" for sq in RING[:6]}


def test_the_wal_mart_never_replaces():
    pieces = {sq: "C1" for sq in RING}
    state = build({**pieces, "a1": "K1", "l12": "A2"}, tiles={"f6": "w"})
    assert not any(m.startswith("+") for m in notations(state))
    with pytest.raises(IllegalActionError, match="never replaces"):
        parse_action(state, "+C e5")
    site = state.site_at(state.geometry.parse_square("f6"))
    assert generation_squares(state, site, 1) == []
    assert "never replaces" in why_no_generation(state, site)


def test_generation_squares_are_the_placements_once_the_requirement_is_met():
    pieces = {sq: "C1" for sq in RING[:3]}
    state = build({**pieces, "a1": "K1", "l12": "A2"}, tiles={"f6": "o"})
    site = state.site_at(state.geometry.parse_square("f6"))
    assert generation_squares(state, site, 1) == []
    assert why_no_generation(state, site) == \
        "the Office Complex needs 4 of your Consumers around it; you have 3"
    state = build({**pieces, "f5": "C1", "a1": "K1", "l12": "A2"}, tiles={"f6": "o"})
    named = {state.geometry.name(square) for square in generation_squares(state, site, 1)}
    assert named == {"f7", "g5", "g6", "g7"}


def test_doves_use_only_the_wal_mart():
    pieces = {sq: "A2" for sq in RING[:6]}
    for letter in "oacm":
        state = build({**pieces, "a1": "K1"}, tiles={"f6": letter}, to_move=2)
        assert not any(m.startswith("+") for m in notations(state))
    state = build({**pieces, "a1": "K1"}, tiles={"f6": "w"}, to_move=2)
    assert {m for m in notations(state) if m.startswith("+")} == {"+A g6", "+A g7"}


def test_generation_is_a_choice_never_automatic():
    pieces = {sq: "C1" for sq in RING[:4]}
    state = build({**pieces, "a1": "K1", "l12": "A2"}, tiles={"f6": "o"})
    state.apply(parse_action(state, "K a1-a2"))
    assert state.piece_at(state.geometry.parse_square("f7")) is None
    assert len(state.pieces[1]) == 5


def test_pass_only_when_nothing_else_is_legal():
    blocked = build({"a1": "A2", "b2": "A2", "l12": "K1"}, to_move=2)
    assert blocked.legal_actions() != [PASS]
    stuck = build({"a1": "A2", "b2": "C1", "l12": "K1"}, to_move=2)
    assert stuck.legal_actions() == [PASS]
    assert notations(stuck) == ["pass"]
    with pytest.raises(IllegalActionError, match="only when it has no other legal action"):
        parse_action(blocked, "pass")


def test_a_turn_is_exactly_one_action_and_then_the_next_seat_moves():
    state = build({"a1": "K1", "l12": "A2"})
    state.apply(parse_action(state, "K a1-b2"))
    assert state.to_move == 2
    assert len(state.actions) == 1 and state.actions[0].kind == ActionKind.MOVE
