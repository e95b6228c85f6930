"""Hawks & Doves: a turn-based strategy game rooted in chess.

The package is split so that the rules can be used without any 3D engine:
``game.rules`` (the game itself), ``game.record`` (saved games and replays),
``game.ai`` (computer players) and ``game.view`` (everything Panda3D).
"""

__version__ = "0.1.0"
