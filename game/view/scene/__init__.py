"""The 3D scene of a board: meshes, labels, buildings, pieces, highlights and lights."""

from game.view.scene.scene import GameScene

__all__ = ["GameScene"]
