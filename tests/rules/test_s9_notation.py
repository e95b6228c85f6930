"""RULES 9: the notation of actions, written and read, and the reasons for refusals."""

import pytest

from game.rules import (
    PASS,
    RESIGN,
    Action,
    ActionKind,
    IllegalActionError,
    Kind,
    format_action,
    parse_action,
)

from positions import build


@pytest.fixture
def state():
    return build({"b1": "N1", "d4": "A2", "d5": "C1", "c2": "K1", "e5": "C1", "f5": "C1",
                  "e7": "C1", "g5": "C1", "l12": "A2"}, tiles={"f6": "o"})


def test_every_kind_of_action_is_written_as_the_rules_say(state):
    sq = state.geometry.parse_square
    assert format_action(state, Action(ActionKind.MOVE, sq("b1"), sq("c3"), Kind.LAWYER)) \
        == "N b1-c3"
    assert format_action(state, Action(ActionKind.CAPTURE, sq("b1"), sq("c3"), Kind.LAWYER)) \
        == "N b1xc3"
    assert format_action(state, Action(ActionKind.PACIFY, sq("d4"), sq("d5"), Kind.ACTIVIST)) \
        == "A d4~d5"
    assert format_action(state, Action(ActionKind.GENERATE, sq("f6"), sq("g7"), Kind.LAWYER)) \
        == "+N g7"
    assert format_action(state, PASS) == "pass" and format_action(state, RESIGN) == "resign"


def test_every_legal_action_round_trips_through_its_notation(state):
    for action in state.legal_actions():
        assert parse_action(state, format_action(state, action)) == action


def test_the_parser_accepts_the_letter_without_a_space(state):
    assert parse_action(state, "Nb1-c3") == parse_action(state, "N b1-c3")


def test_a_generation_names_the_tile_through_the_square_it_touches(state):
    action = parse_action(state, "+N g7")
    assert action.origin == state.geometry.parse_square("f6")


@pytest.mark.parametrize("text, reason", [
    ("N b1-b3", "a Lawyer moves in an L"),
    ("N b1xc3", "there is nothing to attack on c3"),
    ("C b1-b2", "b1 holds a Lawyer, not a Consumer"),
    ("K h8-h9", "there is no piece on h8"),
    ("A d4-c5", "belongs to seat 2, and seat 1 is to move"),
    ("K c2-c1", None),
    ("K c2-d1", None),
    ("C d5-d4", "a Consumer moves only to an empty square; it attacks diagonally"),
    ("C d5xd4", "a Consumer attacks only diagonally, one square"),
    ("C e5-f6", "is the Office Complex: no piece may enter"),
    ("C d5-e5", "holds your own Consumer"),
    ("C d5~d4", "only Activists pacify"),
    ("+C g7", "the Office Complex generates Lawyers, not Consumers"),
    ("+N a1", "a1 does not touch an environment tile"),
    ("pass", "only when it has no other legal action"),
    ("N b1-z3", "z3 is not a square of this 12x12 board"),
    ("castle", "not an action"),
    ("N  b1-c3", "not an action"),
])
def test_anything_that_is_not_legal_is_refused_with_the_reason(state, text, reason):
    if reason is None:
        parse_action(state, text)
        return
    with pytest.raises(IllegalActionError) as caught:
        parse_action(state, text)
    assert reason in str(caught.value)


def test_dove_refusals_explain_the_dove_rules():
    state = build({"d4": "A2", "d5": "A3", "e5": "C1", "a1": "K1", "c3": "C1"},
                  seats="HP,D,D", to_move=2)
    cases = {
        "A d4~d5": "Activists are never pacified",
        "A d4xe5": "Doves never destroy",
        "A d4~e5": "pacifies only a piece right beside it",
        "A d4-d3": "an Activist moves one square diagonally",
        "A d4-c3": "c3 is taken",
        "A d4~c4": "nothing to pacify",
        "+A c5": "c5 does not touch",
    }
    for text, reason in cases.items():
        with pytest.raises(IllegalActionError, match=reason):
            parse_action(state, text)


def test_a_blocked_slider_names_what_blocks_it():
    state = build({"c3": "R1", "c5": "C1", "a12": "K1", "l1": "A2"}, tiles={"f3": "m"})
    with pytest.raises(IllegalActionError, match="blocked by the Consumer on c5"):
        parse_action(state, "R c3-c8")
    with pytest.raises(IllegalActionError, match="blocked by the Media Outlet on f3"):
        parse_action(state, "R c3-h3")


def test_a_generation_below_the_requirement_says_how_far_the_player_is():
    state = build({"e5": "C1", "e6": "C1", "g7": "C1", "a1": "K1", "l12": "A2"},
                  tiles={"f6": "o"})
    with pytest.raises(IllegalActionError, match="needs 4 of your Consumers around it; you have 3"):
        parse_action(state, "+N f7")


def test_generation_refusals_about_placement():
    ring = {sq: "C1" for sq in ["e5", "e6", "e7", "f5", "f7", "g5", "g6"]}
    state = build({**ring, "g7": "N1", "a1": "K1", "l12": "A2"}, tiles={"f6": "m"})
    with pytest.raises(IllegalActionError, match="all 8 surrounding squares; you have 7"):
        parse_action(state, "+Q g7")
    state = build({**ring, "g7": "C1", "a1": "K1", "l12": "A2"}, tiles={"f6": "w"})
    with pytest.raises(IllegalActionError, match="never replaces"):
        parse_action(state, "+C g7")
    state = build({**ring, "a1": "K1", "l12": "A2"}, tiles={"f6": "o"})
    with pytest.raises(IllegalActionError, match="e5 is taken"):
        parse_action(state, "+N e5")
