"""Turns the rules' events into Panda3D intervals on a ``GameScene``.

The outcome is computed first (by the rules), then shown: ``play(events)`` builds one
``Sequence`` for the events of an action, moving pieces in the scene's ``PieceLayer`` map
at build time so that the map always describes where the animation ends, and ends with
``sync`` to the state after the action. ``skip()`` finishes the running animation at once
(its last frame, every callback run, no sounds); ``speed`` scales the time.

``play(events, reverse=True)`` shows an action being taken back (the replay stepping
back): the events undone, last first, each by its own inverse (a walk back, a victim
rising where it fell, an Activist turning back into the Hawk piece it was, a new piece
sinking into its building, eliminated pieces coming back), and a sync to the state before.
"""

from __future__ import annotations

from collections.abc import Callable

from direct.interval.IntervalGlobal import (
    ActorInterval, Func, LerpColorScaleInterval, LerpHprInterval, LerpPosInterval,
    LerpScaleInterval, Parallel, ProjectileInterval, Sequence, Wait,
)
from panda3d.core import TransparencyAttrib

from game.rules import (
    Captured, Eliminated, Event, GameOver, GameState, Generated, Kind, Moved, Pacified,
)
from game.view import effects
from game.view.assets import ATTACK, CHEER, DIE, HIT, IDLE, PACIFY, WALK
from game.view.scene import GameScene
from game.view.scene.pieces import Piece, animations, heading_towards

WALK_SPEED = 3.2  # squares per second
MIN_TRAVEL, MAX_TRAVEL = 0.35, 1.3  # seconds
LEAP_TIME, LEAP_HEIGHT = 0.65, 1.1
TURN_TIME = 0.16
GRAVITY = 9.81


class Animator:
    """Plays the events of one action at a time on ``scene``."""

    def __init__(self, scene: GameScene, sound: Callable[[str], None] | None = None,
                 speed: float = 1.0) -> None:
        self.scene = scene
        self.sound = sound
        self.speed = speed
        self.current: Sequence | None = None
        self._quiet = False
        self._facing: dict[int, float] = {}

    @property
    def busy(self) -> bool:
        return self.current is not None

    def play(self, events: list[Event] | tuple[Event, ...], final: GameState | None = None,
             on_done: Callable[[], None] | None = None, speed: float | None = None,
             reverse: bool = False) -> Sequence:
        """Animate ``events`` (taken back, with ``reverse``); then snap the scene to
        ``final`` and call ``on_done``."""
        self.skip()
        self._facing = {}
        if reverse:
            steps = [self._undone(event) for event in reversed(events)]
        else:
            steps = [self._event(event) for event in events]
        sequence = Sequence(*steps, Func(self._finished, final, on_done), name="animation")
        self.current = sequence
        sequence.start(playRate=speed or self.speed)
        return sequence

    def skip(self) -> None:
        """Finish the running animation at once (Space)."""
        if self.current is not None:
            self._quiet = True
            try:
                self.current.finish()
            finally:
                self._quiet = False

    def _finished(self, final: GameState | None, on_done) -> None:
        self.current = None
        if final is not None:
            self.scene.sync(final)
        if on_done is not None:
            on_done()

    # ------------------------------------------------------------ events

    def _event(self, event: Event):
        show = {Moved: self._moved, Captured: self._captured, Pacified: self._pacified,
                Generated: self._generated, Eliminated: self._eliminated,
                GameOver: self._game_over}.get(type(event))
        return show(event) if show else Wait(0.25)  # a pass or a resignation: said in words

    def _moved(self, event: Moved):
        layer = self.scene.pieces
        piece = layer.take(event.origin)
        layer.put(event.target, piece)
        return Sequence(self._turn(piece, event.target),
                        self._travel(piece, event.origin, event.target),
                        Func(piece.idle))

    def _captured(self, event: Captured):
        layer = self.scene.pieces
        attacker = layer.take(event.origin)
        victim = layer.take(event.target)
        layer.put(event.target, attacker)
        strike = _duration(attacker.actor, ATTACK, 0.8)
        return Sequence(
            Parallel(self._turn(attacker, event.target), self._turn(victim, event.origin)),
            Parallel(
                _clip(attacker.actor, ATTACK),
                Sequence(Wait(strike * 0.45), self._sound("capture"),
                         _clip(victim.actor, DIE), self._vanish(victim)),
            ),
            self._travel(attacker, event.origin, event.target),
            Func(attacker.idle),
        )

    def _pacified(self, event: Pacified):
        pacifier = self.scene.pieces.at(event.origin)
        old = self.scene.pieces.at(event.target)
        reach = _duration(pacifier.actor, PACIFY, 0.8) if pacifier else 0.4
        change, new = self._transform(event.target, Kind.ACTIVIST, event.seat,
                                      self.scene.colours[event.seat - 1])
        return Sequence(
            Parallel(self._turn(pacifier, event.target), self._turn(old, event.origin)),
            Parallel(
                _clip(pacifier.actor, PACIFY) if pacifier else Wait(0),
                Sequence(Wait(reach * 0.4), self._sound("pacify"), change),
            ),
            Func(new.idle),
        )

    def _transform(self, square: int, kind: Kind, seat: int, colour):
        """The piece on ``square`` turning into a ``kind`` of ``seat`` in a ring of light:
        (the interval, the new piece)."""
        layer = self.scene.pieces
        old = layer.take(square)
        new = layer.create(square, kind, seat, placed=False)
        layer.put(square, new)
        new.holder.hide()
        new.actor.setH(old.actor.getH())
        position = self.scene.position(square)
        return Sequence(
            Parallel(
                effects.ring(self.scene.root, position, colour),
                LerpColorScaleInterval(old.holder, 0.35, (2.2, 2.2, 2.2, 1)),
            ),
            Func(new.holder.setScale, 0.01), Func(new.holder.show),
            Parallel(
                LerpScaleInterval(old.holder, 0.35, 0.01),
                LerpScaleInterval(new.holder, 0.45, 1.0, startScale=0.01, blendType="easeOut"),
                LerpHprInterval(new.holder, 0.45, (0, 0, 0), startHpr=(-180, 0, 0)),
            ),
            Func(layer.discard, old),
        ), new

    def _generated(self, event: Generated):
        layer = self.scene.pieces
        steps = []
        if event.replaced is not None:
            steps.append(self._vanish(layer.take(event.target), sink=True))
        new = layer.create(event.target, event.piece, event.seat, placed=False)
        layer.put(event.target, new)
        x, y, z = self.scene.position(event.target)
        new.holder.setPos(x, y, z - 1.2)
        new.holder.hide()
        colour = self.scene.colours[event.seat - 1]
        steps += [
            self._sound("generate"),
            Parallel(
                effects.ring(self.scene.root, self.scene.position(event.tile_square), colour,
                             reach=3.2),
                effects.pillar(self.scene.root, (x, y, z), colour),
                Sequence(Wait(0.15), Func(new.holder.show),
                         LerpPosInterval(new.holder, 0.75, (x, y, z), startPos=(x, y, z - 1.2),
                                         blendType="easeOut")),
            ),
            Func(new.idle),
        ]
        return Sequence(*steps)

    def _eliminated(self, event: Eliminated):
        layer = self.scene.pieces
        leaving = []
        for index, (square, _) in enumerate(event.removed):
            piece = layer.at(square)
            if piece is None or piece.seat != event.seat:
                continue
            layer.take(square)
            leaving.append(Sequence(Wait(min(index * 0.04, 0.8)), _clip(piece.actor, HIT),
                                    self._vanish(piece, sink=True)))
        return Sequence(self._sound("eliminate"), Parallel(*leaving))

    def _game_over(self, event: GameOver):
        return Sequence(self._sound("victory"),
                        Func(self.scene.pieces.loop, CHEER, event.winners), Wait(1.2))

    # ------------------------------------------------------------ events taken back

    def _undone(self, event: Event):
        show = {Moved: self._unmoved, Captured: self._uncaptured, Pacified: self._unpacified,
                Generated: self._ungenerated, Eliminated: self._uneliminated,
                GameOver: self._ungame_over}.get(type(event))
        return show(event) if show else Wait(0.25)

    def _unmoved(self, event: Moved):
        return self._moved(Moved(event.seat, event.piece, event.target, event.origin))

    def _uncaptured(self, event: Captured):
        layer = self.scene.pieces
        attacker = layer.take(event.target)
        layer.put(event.origin, attacker)
        return Sequence(
            self._turn(attacker, event.origin),
            Parallel(self._travel(attacker, event.target, event.origin),
                     Sequence(Wait(0.2), self._appear(event.target, event.victim,
                                                      event.victim_seat))),
            Func(attacker.idle),
        )

    def _unpacified(self, event: Pacified):
        change, restored = self._transform(event.target, event.victim, event.victim_seat,
                                      self.scene.colours[event.seat - 1])
        return Sequence(self._sound("pacify"), change, Func(restored.idle))

    def _ungenerated(self, event: Generated):
        new = self.scene.pieces.take(event.target)
        colour = self.scene.colours[event.seat - 1]
        steps = [Parallel(effects.ring(self.scene.root, self.scene.position(event.tile_square),
                                       colour, reach=3.2),
                          self._vanish(new, sink=True))]
        if event.replaced is not None:
            steps.append(self._appear(event.target, event.replaced, event.seat))
        return Sequence(*steps)

    def _uneliminated(self, event: Eliminated):
        return Parallel(*(Sequence(Wait(min(index * 0.04, 0.8)),
                                   self._appear(square, kind, event.seat, rise=True))
                          for index, (square, kind) in enumerate(event.removed)))

    def _ungame_over(self, event: GameOver):
        return Func(self.scene.pieces.loop, IDLE, event.winners)

    def _appear(self, square: int, kind: Kind, seat: int, rise: bool = False):
        """A piece coming back onto ``square``: it fades in (rising out of the board)."""
        layer = self.scene.pieces
        piece = layer.create(square, kind, seat, placed=False)
        layer.put(square, piece)
        piece.holder.hide()
        x, y, z = self.scene.position(square)
        fade = LerpColorScaleInterval(piece.holder, 0.4, (1, 1, 1, 1), (1, 1, 1, 0))
        steps = [fade]
        if rise:
            steps.append(LerpPosInterval(piece.holder, 0.4, (x, y, z), startPos=(x, y, z - 0.7)))
        return Sequence(Func(piece.holder.setTransparency, TransparencyAttrib.MAlpha),
                        Func(piece.holder.setColorScale, 1, 1, 1, 0), Func(piece.holder.show),
                        Parallel(*steps), Func(piece.holder.clearTransparency))

    # ------------------------------------------------------------ pieces

    def _turn(self, piece: Piece | None, towards: int):
        """Turn ``piece`` to face the square ``towards`` the short way round."""
        if piece is None:
            return Wait(0)
        key = id(piece)
        start = self._facing.get(key, piece.actor.getH())
        goal = heading_towards(piece.holder.getPos(), self.scene.position(towards)[:2])
        goal = start + ((goal - start + 180.0) % 360.0 - 180.0)
        self._facing[key] = goal
        if abs(goal - start) < 1.0:
            return Wait(0)
        return LerpHprInterval(piece.actor, TURN_TIME, (goal, 0, 0), startHpr=(start, 0, 0))

    def _travel(self, piece: Piece, origin: int, target: int):
        start, end = self.scene.position(origin), self.scene.position(target)
        if piece.kind is Kind.LAWYER:
            gravity = 8 * LEAP_HEIGHT / LEAP_TIME ** 2 / GRAVITY
            return Sequence(self._sound("move"),
                            ProjectileInterval(piece.holder, startPos=start, endPos=end,
                                               duration=LEAP_TIME, gravityMult=gravity),
                            Func(piece.holder.setPos, *end))
        distance = ((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5
        duration = min(max(distance / WALK_SPEED, MIN_TRAVEL), MAX_TRAVEL)
        walk = WALK in animations(piece.actor)
        return Sequence(self._sound("move"),
                        Func(piece.actor.loop, WALK) if walk else Wait(0),
                        LerpPosInterval(piece.holder, duration, end, startPos=start,
                                        blendType="easeInOut"))

    def _vanish(self, piece: Piece, sink: bool = False):
        """Fade a piece out (sinking into the board) and destroy it."""
        x, y, z = piece.holder.getPos()
        fade = LerpColorScaleInterval(piece.holder, 0.4, (1, 1, 1, 0), (1, 1, 1, 1))
        steps = [fade]
        if sink:
            steps.append(LerpPosInterval(piece.holder, 0.4, (x, y, z - 0.7)))
        return Sequence(Func(piece.holder.setTransparency, TransparencyAttrib.MAlpha),
                        Parallel(*steps), Func(self.scene.pieces.discard, piece))

    def _sound(self, name: str):
        return Func(self._play_sound, name)

    def _play_sound(self, name: str) -> None:
        if self.sound is not None and not self._quiet:
            self.sound(name)


def _duration(actor, name: str, default: float) -> float:
    if name in animations(actor):
        return actor.getDuration(name) or default
    return default


def _clip(actor, name: str):
    """The actor playing animation ``name`` once, or nothing if it has no such clip."""
    if name in animations(actor):
        return ActorInterval(actor, name)
    return Wait(0)
