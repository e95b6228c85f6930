"""The AI's one entry point: ``choose_action(state, level, ...)``.

Whatever the level, the caller's state is left exactly as it was (the search plays on a
copy), the returned action is legal, and the same seed with the same node budget gives the
same action, so that games can be reproduced and bugs reported with a seed.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from game.ai.baselines import greedy_action, random_action
from game.ai.clock import Budget
from game.ai.levels import BASELINES, Level, check_player, level_named
from game.ai.search import Search, SearchResult
from game.errors import GameError, UsageError
from game.rules import GameState

_SEED_MIX = 0x9E3779B97F4A7C15  # 2**64 / the golden ratio: spreads the seed's bits


def choose_action(state: GameState, level: str, *, seed: int = 0, nodes: int | None = None,
                  seconds: float | None = None,
                  stop: Callable[[], bool] | None = None) -> SearchResult:
    """The action ``level`` chooses for the seat to move.

    Budget: ``nodes`` (reproducible), ``seconds`` (a hard deadline), both, or neither (the
    level's own time budget). ``stop`` is polled during the search; when it returns True
    the search ends at once with the best action found so far. Raises ``UsageError`` for an
    unknown level or a budget that is not positive, ``GameError`` if the game is over.
    """
    check_player(level)
    if nodes is not None and nodes < 1:
        raise UsageError(f"the node budget must be at least 1, not {nodes}")
    if seconds is not None and not seconds > 0:
        raise UsageError(f"the time budget must be more than 0 seconds, not {seconds}")
    if state.result is not None:
        raise GameError(f"the game is over ({state.result.reason}): there is no action to choose")
    mixed = seed * _SEED_MIX ^ state.hash  # the seed and the position
    rng = Random(mixed)
    if level in BASELINES:
        budget = Budget()
        if level == "random":
            # the count of actions played joins the seed: with the position's alone, random
            # would answer a position seen before as it did then, follow any to-and-fro its
            # opponent starts and draw by repetition, which no random player does
            rng = Random(mixed ^ state.ply << 64)
            action, score, nodes_used = random_action(state, rng), 0, 1
        else:
            action, score = greedy_action(state.copy(), rng)
            nodes_used = len(state.legal_actions())
        return SearchResult(action, score, 1, nodes_used, budget.elapsed(), (action,))
    chosen = level_named(level)
    return Search(state.copy(), chosen, level_budget(chosen, nodes, seconds, stop), rng).run()


def level_budget(level: Level, nodes: int | None, seconds: float | None,
                 stop: Callable[[], bool] | None) -> Budget:
    """The budget asked for, or with neither nodes nor seconds the level's time budget:
    what a player waits for in the game."""
    if nodes is None and seconds is None:
        seconds = level.seconds
    return Budget(nodes=nodes, seconds=seconds, stop=stop)
