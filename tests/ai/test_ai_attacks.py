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
