"""Statistics of a match: the score with a Wilson 95% interval and the Elo difference.

A draw counts half a win. The Wilson interval behaves near 0% and 100% (where the normal
approximation gives nonsense), and the Elo interval is the Elo of the interval's ends.
"""

from __future__ import annotations

import math

Z95 = 1.959964


def wilson_interval(score: float, games: int) -> tuple[float, float]:
    """The 95% interval of a proportion ``score`` (0..1) observed over ``games``."""
    if games <= 0:
        return 0.0, 1.0
    z = Z95
    denominator = 1 + z * z / games
    centre = (score + z * z / (2 * games)) / denominator
    half = z * math.sqrt(score * (1 - score) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def elo_difference(score: float) -> float:
    """The Elo difference that predicts ``score``; +-inf at 100% and 0%."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


def format_elo(value: float) -> str:
    if math.isinf(value):
        return "+inf" if value > 0 else "-inf"
    return f"{value:+.0f}"
