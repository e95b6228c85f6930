"""The pieces on the board: one animated Actor per piece, under a holder node per square.

``PieceLayer`` maps squares to ``Piece`` objects. The animator *takes* a piece off its
square and *puts* it on another while it builds an animation, so that the map always
describes the position the animation ends in; ``sync`` snaps the map to a state.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from direct.actor.Actor import Actor
from panda3d.core import GeomNode, LODNode, NodePath

from game.art.figure import BASE_HEIGHT
from game.rules import Kind
from game.view.assets import IDLE
from game.view.scene.lights import MAIN_CAMERA_MASK, SHADOW_MASK
from game.view.scene.proxy import coarse_copy, coarse_geom

Factory = Callable[[Kind, int], NodePath]  # (kind, seat) -> Actor
IDLE_RATES = (0.85, 1.15)
PROXY = "shadow-proxy"
DETAIL = "detail"
#: Nearer the camera than this (in squares) a piece shows all of its triangles: closer
#: than the usual view, where a piece stands more than a tenth of the window high.
DETAIL_DISTANCE = 10.0
FAR_AWAY = 1e6
BASE_TOP = BASE_HEIGHT * 1.2  # the top of every piece's base, and a little more


class ActorFactory:
    """New piece Actors, copied from one prototype per model and owner's colour, which is
    loaded, coloured and prepared once (copying is twenty times faster than loading, and
    the copies share the prepared geometry)."""

    def __init__(self, assets) -> None:
        self.assets = assets
        self.prototypes: dict[tuple, NodePath] = {}

    def make(self, kind: Kind, leader, colour) -> NodePath:
        key = (kind, leader if kind is Kind.LEADER else None, tuple(colour))
        prototype = self.prototypes.get(key)
        if prototype is None:
            prototype = self.prototypes[key] = self.assets.piece_actor(kind, key[1], colour)
            bake_owner_colour(prototype)
            add_shadow_proxy(prototype)
            add_detail_levels(prototype)
        return Actor(other=prototype)

    def clear(self) -> None:
        for prototype in self.prototypes.values():
            prototype.cleanup()
        self.prototypes.clear()


def bake_owner_colour(model: NodePath) -> None:
    """Write the owner's colour into the vertices of the owner's part and merge it with the
    rest of the figure: one Geom (one draw call) per piece instead of two. The colour is
    then part of the model: a piece that changes owner is a new Actor (as a pacified one
    is)."""
    for owner in model.findAllMatches("**/owner"):
        owner.flattenStrong()  # the colour scale goes into the vertex colours
        for child in owner.getChildren():
            child.reparentTo(owner.getParent())
        owner.removeNode()
    for character in model.findAllMatches("**/+Character"):
        character.flattenStrong()


def add_shadow_proxy(model: NodePath) -> None:
    """Give each animated character of ``model`` a coarse copy of its figure on the same
    joints (see ``proxy.py``), drawn by the shadow pass only, and hide the figure from that
    pass; copies of the model (Actors made from it) carry it too, on their own joints."""
    for character in model.findAllMatches("**/+Character"):
        parts = list(character.findAllMatches("**/+GeomNode"))
        node = coarse_copy(parts, character, PROXY)
        if node is not None:
            for figure in parts:
                figure.hide(SHADOW_MASK)
            character.attachNewNode(node).hide(MAIN_CAMERA_MASK)


def add_detail_levels(model: NodePath, distance: float = DETAIL_DISTANCE) -> None:
    """Put each figure of ``model`` (not its shadow proxy) under a level-of-detail switch:
    itself nearer the camera than ``distance``, a version with fewer triangles (see
    ``proxy.coarse_geom``) further away, where its triangles would be a pixel or less."""
    for figure in model.findAllMatches("**/+GeomNode"):
        if figure.getName() == PROXY:
            continue
        full = figure.node()
        coarse = GeomNode(f"{full.getName()}-far")
        coarse.copyAllProperties(full)  # its place, state and passes
        for index in range(full.getNumGeoms()):
            coarse.addGeom(coarse_geom(full.getGeom(index), base_top=BASE_TOP),
                           full.getGeomState(index))
        switch = LODNode(DETAIL)
        switch.addSwitch(distance, 0.0)
        switch.addSwitch(FAR_AWAY, distance)
        levels = figure.getParent().attachNewNode(switch)
        figure.reparentTo(levels)
        levels.attachNewNode(coarse)


class Piece:
    """A piece in the scene: ``holder`` stands on the square, ``actor`` plays animations."""

    __slots__ = ("holder", "actor", "kind", "seat")

    def __init__(self, holder: NodePath, actor: NodePath, kind: Kind, seat: int) -> None:
        self.holder = holder
        self.actor = actor
        self.kind = kind
        self.seat = seat

    def idle(self) -> None:
        self.actor.loop(IDLE)

    def destroy(self) -> None:
        cleanup = getattr(self.actor, "cleanup", None)
        if cleanup is not None:
            cleanup()
        self.holder.removeNode()


class PieceLayer:
    def __init__(self, parent: NodePath, factory: Factory,
                 position: Callable[[int], tuple[float, float, float]],
                 centre: tuple[float, float], seed: int = 0) -> None:
        self.root = parent.attachNewNode("pieces")
        self.factory = factory
        self.position = position
        self.centre = centre
        self.by_square: dict[int, Piece] = {}
        self.loose: list[Piece] = []  # taken off the map, not yet put back or discarded
        self.spare: dict[tuple[Kind, int], list[Piece]] = {}  # hidden, for sync to reuse
        self._random = random.Random(seed)

    def at(self, square: int) -> Piece | None:
        return self.by_square.get(square)

    def create(self, square: int, kind: Kind, seat: int, placed: bool = True) -> Piece:
        """A new piece standing on ``square``, facing the middle of the board, playing
        ``idle``; with ``placed`` it is also entered in the map."""
        holder = self.root.attachNewNode(f"piece-{square}")
        holder.setPos(*self.position(square))
        actor = self.factory(kind, seat)
        actor.reparentTo(holder)
        piece = Piece(holder, actor, kind, seat)
        self.face_point(piece, self.centre)
        actor.loop(IDLE)
        rate = self._random.uniform(*IDLE_RATES)
        actor.setPlayRate(rate, IDLE)
        if placed:
            self.put(square, piece)
        return piece

    def take(self, square: int) -> Piece:
        """Remove the piece on ``square`` from the map (it stays in the scene until it is
        put back or discarded)."""
        piece = self.by_square.pop(square)
        self.loose.append(piece)
        return piece

    def put(self, square: int, piece: Piece) -> None:
        if piece in self.loose:
            self.loose.remove(piece)
        self.by_square[square] = piece

    def discard(self, piece: Piece) -> None:
        """Destroy a piece taken off the board (after its last animation)."""
        if piece in self.loose:
            self.loose.remove(piece)
            piece.destroy()

    def face_point(self, piece: Piece, point: tuple[float, float]) -> None:
        piece.actor.setH(heading_towards(piece.holder.getPos(), point))

    def sync(self, placement: dict[int, tuple[Kind, int]]) -> None:
        """Make the map and the scene show exactly ``placement`` (square -> kind, seat),
        keeping the pieces that already stand right and snapping them onto their squares.

        A piece that stands wrong is moved to a square that wants its kind and seat, and
        those left over wait, hidden, to be used again: a replay jumping back and forth
        across a long game moves pieces instead of making them (making one costs about a
        millisecond)."""
        for piece in list(self.loose):
            self.discard(piece)
        spare = self.spare
        for square in list(self.by_square):
            piece = self.by_square[square]
            if placement.get(square) != (piece.kind, piece.seat):
                self.by_square.pop(square)
                spare.setdefault((piece.kind, piece.seat), []).append(piece)
        for square, (kind, seat) in placement.items():
            piece = self.by_square.get(square)
            if piece is None:
                reused = spare.get((kind, seat))
                if not reused:
                    self.create(square, kind, seat)
                    continue
                piece = reused.pop()
                self.by_square[square] = piece
                piece.holder.setPos(*self.position(square))  # before it turns to the middle
                self.face_point(piece, self.centre)
                piece.idle()
            piece.holder.setPos(*self.position(square))
            piece.holder.setColorScale(1, 1, 1, 1)
            piece.holder.setScale(1)
            piece.holder.setHpr(0, 0, 0)
            piece.holder.show()
        for pieces in spare.values():
            for piece in pieces:
                if not piece.holder.isHidden():
                    piece.holder.hide()
                    piece.actor.stop()

    def loop(self, animation: str, seats) -> None:
        """Every piece of ``seats`` plays ``animation`` over and over (``cheer`` for the
        winners, ``idle`` to calm them)."""
        for piece in self.by_square.values():
            if piece.seat in seats and animation in animations(piece.actor):
                piece.actor.loop(animation)

    def clear(self) -> None:
        spare = [piece for pieces in self.spare.values() for piece in pieces]
        for piece in list(self.by_square.values()) + self.loose + spare:
            piece.destroy()
        self.by_square.clear()
        self.loose.clear()
        self.spare.clear()

    def __len__(self) -> int:
        return len(self.by_square)


def heading_towards(origin, point: tuple[float, float]) -> float:
    """The heading (degrees) that turns a model facing +y (as the assets do) towards
    ``point``."""
    dx, dy = point[0] - origin[0], point[1] - origin[1]
    if abs(dx) < 1e-9 and abs(dy) < 1e-9:
        return 0.0
    return math.degrees(math.atan2(-dx, dy))


def animations(actor) -> list[str]:
    """The names of the animations an actor can play (none for a plain model)."""
    return actor.getAnimNames() if isinstance(actor, Actor) else []
