"""Perft: the number of action sequences of a given length, the classic check of a move
generator (RULES 11). Repetition is not tracked, the quiet-count draw is; a finished game
has no actions after it."""

from __future__ import annotations

from game.rules.state import GameState


def perft(state: GameState, depth: int) -> int:
    """Count the sequences of ``depth`` legal actions from ``state`` (left as it was)."""
    if depth == 0:
        return 1
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    total = 0
    for action in actions:
        state.apply(action)
        total += perft(state, depth - 1)
        state.undo()
    return total
