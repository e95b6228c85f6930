"""``GameScene``: the board, its labels, buildings, pieces, highlights and lights.

The scene shows a position; it has no idea of whose turn it is or of a game in progress.
``sync(state)`` snaps the pieces to any state without animation (the replay viewer jumps
with it); the ``Animator`` changes the scene event by event between two syncs.
"""

from __future__ import annotations

from panda3d.core import NodePath

from game.rules import GameState, Kind
from game.view.scene.board import build_board
from game.view.scene.buildings import BuildingFactory, build_buildings
from game.view.scene.highlights import Highlights
from game.view.scene.labels import build_labels
from game.view.scene.lights import SHADOW_MASK, Lights
from game.view.scene.pieces import ActorFactory, PieceLayer

Colour = tuple[float, float, float, float]


class GameScene:
    """The 3D board of one game: its size, tiles and seats are fixed when it is built."""

    def __init__(self, parent: NodePath, state: GameState, colours: list[Colour],
                 assets, *, shadows: bool = True, font=None, lights: bool = True) -> None:
        self.geometry = state.geometry
        self.width, self.height = state.width, state.height
        self.seats = state.seats
        self.colours = list(colours)
        self.assets = assets
        self.actors = ActorFactory(assets)
        self.root = parent.attachNewNode("game-scene")
        self.centre = ((self.width - 1) / 2, (self.height - 1) / 2)
        self.board = build_board(self.width, self.height, getattr(assets, "texture", None))
        self.board.reparentTo(self.root)
        self.labels = build_labels(self.width, self.height, font)
        self.labels.reparentTo(self.root)
        self.building_factory = BuildingFactory(assets.building)
        self.buildings = build_buildings(self.root, state.tiles, self.position,
                                         self.building_factory, self.centre)
        self.pieces = PieceLayer(self.root, self.make_actor, self.position, self.centre)
        self.highlights = Highlights(self.root, getattr(assets, "texture", None))
        for flat in (self.board, self.labels, self.highlights.root):
            flat.hide(SHADOW_MASK)  # nothing to cast: not drawn in the shadow pass
        self.lights = Lights(self.root, shadows) if lights else None
        self.sync(state)

    # ------------------------------------------------------------ squares

    def position(self, square: int) -> tuple[float, float, float]:
        x, y = self.geometry.xy(square)
        return (float(x), float(y), 0.0)

    def xy(self, square: int) -> tuple[int, int]:
        return self.geometry.xy(square)

    # ------------------------------------------------------------ pieces

    def make_actor(self, kind: Kind, seat: int) -> NodePath:
        return self.actors.make(kind, self.seats[seat - 1].leader, self.colours[seat - 1])

    def sync(self, state: GameState) -> None:
        """Show the pieces of ``state`` at once, without animation."""
        placement = {}
        for seat in range(1, len(state.seats) + 1):
            for square, kind in state.pieces_of(seat):
                placement[square] = (kind, seat)
        self.pieces.sync(placement)

    def destroy(self) -> None:
        self.pieces.clear()
        self.actors.clear()
        for building in self.buildings.values():
            if hasattr(building, "cleanup"):
                building.cleanup()
        self.building_factory.clear()
        if self.lights is not None:
            self.lights.remove()
        self.root.removeNode()
