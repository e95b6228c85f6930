"""The rules of Hawks & Doves (``../shared/RULES.md``), in pure Python.

Nothing here imports Panda3D: the command line, the AI and the tests use the rules
without a 3D engine, and the view asks the rules what is legal. The public API:

- ``new_game(seats, size, seed, classic)`` and ``GameState.from_hdn(text)`` build a state;
- ``state.legal_actions()``, ``state.apply(action) -> events``, ``state.undo()``;
- ``format_action`` / ``parse_action`` for the notation, ``state.hdn()`` for positions;
- ``why_illegal`` and ``intended_action`` to explain a refused action, ``why_no_generation``
  a building that offers none; ``generation_squares`` where a building can place a piece.
"""

from game.rules.actions import PASS, RESIGN, Action, ActionKind
from game.rules.creation import DEFAULT_SIZE, PRESETS, new_game, parse_size
from game.rules.errors import IllegalActionError, PositionError, RulesError, SetupError
from game.rules.events import (
    Captured,
    Eliminated,
    Event,
    GameOver,
    Generated,
    Moved,
    Pacified,
    Passed,
    Resigned,
)
from game.rules.explain import intended_action, why_illegal, why_no_generation
from game.rules.hdn import format_position, parse_position
from game.rules.movegen import generation_squares
from game.rules.notation import format_action, parse_action
from game.rules.perft import perft
from game.rules.pieces import Kind, Leader, Side, Tile, consumers_needed, generated_piece
from game.rules.seats import Seat, parse_seats
from game.rules.state import GameState, Result, TileSite

#: Bumped whenever a change of the rules could make an old record replay differently.
RULES_VERSION = 1

__all__ = [
    "PASS", "RESIGN", "Action", "ActionKind", "DEFAULT_SIZE", "PRESETS", "new_game",
    "parse_size", "IllegalActionError", "PositionError", "RulesError", "SetupError", "Captured",
    "Eliminated", "Event", "GameOver", "Generated", "Moved", "Pacified", "Passed", "Resigned",
    "intended_action", "why_illegal", "why_no_generation", "format_position", "parse_position",
    "format_action", "parse_action", "perft", "Kind", "Leader", "Side", "Tile",
    "consumers_needed", "generated_piece", "generation_squares", "Seat", "parse_seats",
    "GameState", "Result", "TileSite", "RULES_VERSION",
]
