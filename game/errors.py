"""Errors that reach a person: each carries a message meant to be read, not a traceback.

The command line prints any ``GameError`` as one line and exits with status 2.
"""


class GameError(Exception):
    """Base of every error this package raises on purpose."""


class UsageError(GameError):
    """Bad input on the command line (an option, a file name) that is not about the rules."""
