"""Errors of the rules: each says what is wrong in words a player understands."""

from __future__ import annotations

from game.errors import GameError


class RulesError(GameError):
    """Base of the rules' errors."""


class SetupError(RulesError):
    """An impossible game setup: seat list, board size, layout request."""


class PositionError(RulesError):
    """An invalid position text (RULES 10). ``field`` names the HDN field (board, seats, ...),
    or is None for a problem with the text as a whole."""

    def __init__(self, field: str | None, problem: str) -> None:
        super().__init__(f"invalid position: {field + ': ' if field else ''}{problem}")
        self.field = field
        self.problem = problem


class IllegalActionError(RulesError):
    """An action that is not legal in the position, or text that is not an action."""

    def __init__(self, action: str, reason: str) -> None:
        super().__init__(f"illegal action '{action}': {reason}")
        self.action = action
        self.reason = reason
