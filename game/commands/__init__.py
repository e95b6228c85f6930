"""Sub-commands of hawks-and-doves; see game.cli."""
