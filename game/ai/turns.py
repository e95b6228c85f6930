"""Handing the turn to a chosen seat, for Best-Reply Search.

BRS lets the strongest of all opponents reply to each of the root player's actions, out of
the rules' turn order. The rules have no such action, so the search sets the seat to move
itself, keeping the Zobrist hash in step. Only the search's own copy of a state is ever
changed this way, and every change is undone before ``undo`` runs (``undo`` restores the
seat that acted and the hash from before the action).
"""

from __future__ import annotations

from game.rules import GameState
from game.rules.zobrist import zobrist_keys


def set_mover(state: GameState, seat: int) -> None:
    """Make ``seat`` the seat to move."""
    if state.to_move != seat:
        keys = zobrist_keys(state.geometry.size)
        state.hash ^= keys.to_move[state.to_move] ^ keys.to_move[seat]
        state.to_move = seat
