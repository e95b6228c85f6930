"""The AI's fast paths agree with the rules: attackers and capture-only generation."""

import random

import pytest

from game.ai.attacks import attackers, capture_actions
from game.ai.turns import set_mover
from game.rules import ActionKind, GameState, new_game, parse_seats

from ai_positions import LAYOUTS, A, C, K, N, R, build, square

TAKES = (ActionKind.CAPTURE, ActionKind.PACIFY)


def positions(seats: str, games: int = 3, plies: int = 120):
    """Positions of random games (every tenth), where many pieces meet."""
    for seed in range(games):
        state = new_game(parse_seats(seats), (16, 16), seed)
        rng = random.Random(seed)
        for ply in range(plies):
            if state.result is not None:
                break
            actions = state.legal_actions()
            takes = [action for action in actions if action.kind in TAKES]
            state.apply(rng.choice(takes if takes and rng.random() < 0.3 else actions))
            if ply % 10 == 0 and state.result is None:
                yield state


@pytest.mark.parametrize("seats", LAYOUTS)
def test_capture_actions_are_the_legal_captures_and_pacifications(seats):
    for state in positions(seats):
        expected = {action for action in state.legal_actions() if action.kind in TAKES}
        assert set(capture_actions(state)) == expected, state.hdn()


@pytest.mark.parametrize("seats", LAYOUTS)
def test_attackers_counts_the_enemy_pieces_that_could_take_a_piece(seats):
    for state in positions(seats, games=2):
        mover = state.to_move
        for seat in range(1, len(state.seats) + 1):
            if seat == mover or not state.alive[seat]:
                continue
            for piece in state.pieces[seat]:
                expected = 0
                for enemy in range(1, len(state.seats) + 1):
                    if enemy != seat and state.alive[enemy]:
                        set_mover(state, enemy)
                        expected += sum(1 for action in capture_actions(state)
                                        if action.target == piece)
                set_mover(state, mover)
                assert attackers(state, piece, seat) == expected, (state.hdn(), piece)


def test_attackers_by_kind():
    state = build("HP,HG,D", {"a1": (K, 1), "e5": (C, 1), "l12": (K, 2), "d4": (C, 2),
                              "e9": (R, 2), "g6": (N, 2), "e6": (A, 3)})
    # d4 Consumer (diagonal), e9 Military Police (file, e6 blocks it), g6 Lawyer, e6 Activist
    assert attackers(state, square(state, "e5"), 1) == 3
    # a Dove's Activist is never attacked by another Dove, only by Hawks
    assert attackers(state, square(state, "e6"), 3) == 1  # the Military Police on e9


def test_set_mover_keeps_the_hash_in_step():
    state = new_game(parse_seats("HP,HG,HT"), (16, 16), 1)
    start = state.hash
    set_mover(state, 3)
    assert state.to_move == 3
    assert state.hash == GameState.from_hdn(state.hdn()).hash
    set_mover(state, 1)
    assert state.hash == start


def test_losing_captures():
    from game.ai.attacks import losing_capture
    from game.rules import Action, Kind

    def capture(state, origin, target):
        return next(action for action in state.legal_actions()
                    if action.origin == square(state, origin)
                    and action.target == square(state, target))

    # an Activist beside another one: the taker is pacified where it took
    doves = build("HP,D", {"a1": (K, 1), "e4": (C, 1), "b6": (N, 1), "f5": (A, 2),
                           "g5": (A, 2), "c4": (A, 2)})
    assert losing_capture(doves, 1, capture(doves, "e4", "f5"))
    assert not losing_capture(doves, 1, capture(doves, "b6", "c4"))  # nobody beside c4
    last = build("HP,D", {"a1": (K, 1), "e4": (C, 1), "f5": (A, 2)})
    assert not losing_capture(last, 1, capture(last, "e4", "f5"))  # the last one: a win
    # a Military Police taking a defended Consumer loses; a Consumer taking it does not
    hawks = build("HP,HG", {"a1": (K, 1), "l12": (K, 2), "e2": (R, 1), "d4": (C, 1),
                            "e5": (C, 2), "f6": (C, 2)})
    assert losing_capture(hawks, 1, capture(hawks, "e2", "e5"))
    assert not losing_capture(hawks, 1, capture(hawks, "d4", "e5"))
    # a Leader taking a defended piece loses everything; taking a Leader never loses
    king = build("HP,HG", {"a1": (K, 1), "b2": (C, 2), "c3": (C, 2), "l12": (K, 2)})
    assert losing_capture(king, 1, capture(king, "a1", "b2"))
    leader = build("HP,HG", {"a1": (K, 1), "b2": (K, 2), "c3": (C, 2)})
    assert not losing_capture(leader, 1, capture(leader, "a1", "b2"))
    # a pacification never loses
    pacify = build("D,HP", {"e5": (A, 1), "e6": (C, 2), "d7": (C, 2), "a1": (K, 2)})
    assert not losing_capture(pacify, 1, Action(ActionKind.PACIFY, square(pacify, "e5"),
                                                square(pacify, "e6"), Kind.ACTIVIST))
