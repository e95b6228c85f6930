"""Computer players for Hawks & Doves: no Panda3D here, only the rules (a hook checks).

- ``choose_action(state, level, seed=, nodes=, seconds=) -> SearchResult``: the action a level
  chooses, leaving ``state`` as it was;
- ``LEVELS`` (easy, normal, hard, expert) and ``BASELINES`` (random, greedy, for measuring);
- ``game.ai.background.BackgroundThinker``: the same in a separate process, for the client;
- ``game.ai.arena``: games between players, and their statistics.
"""

from game.ai.levels import BASELINES, LEVELS, PLAYERS, Level, check_player
from game.ai.player import choose_action
from game.ai.search import SearchResult

__all__ = ["BASELINES", "LEVELS", "PLAYERS", "Level", "check_player", "choose_action",
           "SearchResult"]
