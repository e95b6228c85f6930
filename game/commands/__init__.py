"""Sub-commands of hawks-and-doves; see game.cli."""

from __future__ import annotations

import argparse
import re


def integer(text: str) -> int:
    """An argparse type: an integer in the digits 0 to 9, with an optional sign. ``int``
    alone also takes other scripts' digits and underscores (``１２``, ``1_000``), which no
    command line means, and ``str.isdigit`` even takes ``²``, which ``int`` then refuses."""
    if not re.fullmatch(r"[-+]?[0-9]+", text.strip()):
        raise argparse.ArgumentTypeError(f"invalid int value: '{text}'")
    return int(text)
