"""RULES 5: Doves pacify, in place, never destroying anything."""

from game.rules import ActionKind, Eliminated, Kind, Pacified, parse_action

from positions import build, notations


def test_an_activist_pacifies_an_orthogonally_adjacent_hawk_piece_in_place():
    state = build({"f6": "A2", "f7": "N1", "a1": "K1"}, to_move=2)
    events = state.apply(parse_action(state, "A f6~f7"))
    assert state.piece_at(state.geometry.parse_square("f7")) == (Kind.ACTIVIST, 2)
    assert state.piece_at(state.geometry.parse_square("f6")) == (Kind.ACTIVIST, 2), \
        "the pacifying Activist does not move"
    assert events == [Pacified(2, state.geometry.parse_square("f6"),
                               state.geometry.parse_square("f7"), 1, Kind.LAWYER)]


def test_an_activist_does_not_pacify_diagonally():
    state = build({"f6": "A2", "g7": "N1", "a1": "K1"}, to_move=2)
    assert not any("~" in m for m in notations(state))


def test_any_hawk_piece_can_be_pacified_the_leader_included():
    state = build({"f6": "A2", "f7": "K1", "a1": "C1", "l12": "K3"}, seats="HP,D,HG",
                  to_move=2)
    events = state.apply(parse_action(state, "A f6~f7"))
    assert state.piece_at(state.geometry.parse_square("f7")) == (Kind.ACTIVIST, 2)
    eliminated = [e for e in events if isinstance(e, Eliminated)]
    assert [e.seat for e in eliminated] == [1]
    assert state.piece_at(state.geometry.parse_square("a1")) is None


def test_activists_are_never_pacified_doves_are_allies():
    state = build({"f6": "A2", "f7": "A3", "a1": "K1"}, seats="HP,D,D", to_move=2)
    assert not any("~" in m for m in notations(state))


def test_doves_never_destroy_there_are_no_dove_captures():
    state = build({"f6": "A2", "g7": "C1", "f7": "C1", "a1": "K1"}, to_move=2)
    kinds = {action.kind for action in state.legal_actions()}
    assert ActionKind.CAPTURE not in kinds and ActionKind.PACIFY in kinds


def test_pacification_keeps_the_number_of_pieces():
    state = build({"f6": "A2", "f7": "R1", "a1": "K1"}, to_move=2)
    before = sum(len(state.pieces[seat]) for seat in (1, 2))
    state.apply(parse_action(state, "A f6~f7"))
    assert sum(len(state.pieces[seat]) for seat in (1, 2)) == before
