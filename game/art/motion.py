"""Skeletal animations shared by every piece: idle, walk, attack, pacify, hit, die, cheer.

An animation is a function of time that returns a ``Pose``: the piece's stance (how it
holds its props) plus the motion. Motions are written large on purpose: the board camera is
far away, and a walk whose legs swing ten degrees does not read.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from game.art.mesh import Joint

FPS = 24
TAU = 2 * math.pi


@dataclass(frozen=True)
class Style:
    """How a piece moves: its attack, which arms are busy holding something, its idle habit."""

    attack: str = "overhead"  # overhead | swing | thrust | pacify
    busy: frozenset[str] = frozenset()  # arms ("l", "r") that hold a prop and barely swing
    idle: str = "breathe"  # breathe | wave | sway | preach


class Pose:
    """Per joint: heading, pitch, roll (degrees), an offset (x, y, z) and a uniform scale."""

    def __init__(self, joints: list[str], stance: dict[str, tuple[float, float, float]]):
        self.values = {
            name: [*stance.get(name, (0.0, 0.0, 0.0)), 0.0, 0.0, 0.0, 1.0] for name in joints
        }
        self.stance = stance

    def turn(self, joint: str, h: float = 0.0, p: float = 0.0, r: float = 0.0) -> None:
        v = self.values[joint]
        v[0] += h
        v[1] += p
        v[2] += r

    def aim(self, joint: str, target: tuple[float, float, float], weight: float) -> None:
        """Blend the joint's rotation from where it is towards an absolute rotation."""
        v = self.values[joint]
        for i in range(3):
            v[i] += (target[i] - v[i]) * weight

    def shift(self, joint: str, x: float = 0.0, y: float = 0.0, z: float = 0.0) -> None:
        v = self.values[joint]
        v[3] += x
        v[4] += y
        v[5] += z

    def grow(self, joint: str, k: float) -> None:
        self.values[joint][6] *= k


def keys(t: float, points: list[tuple[float, float]]) -> float:
    """A value eased (smoothstep) between (time, value) keys; flat outside them."""
    if t <= points[0][0]:
        return points[0][1]
    for (t0, v0), (t1, v1) in zip(points, points[1:], strict=False):
        if t <= t1:
            u = (t - t0) / (t1 - t0)
            return v0 + (v1 - v0) * u * u * (3 - 2 * u)
    return points[-1][1]


def _arm_swing(pose: Pose, style: Style, amount: float) -> None:
    """Arms swing against the legs; a busy arm (holding a prop) swings a fifth as far."""
    for side, sign in (("l", -1), ("r", 1)):
        k = 0.2 if side in style.busy else 1.0
        pose.turn(f"arm_{side}", p=sign * amount * k)


def idle(pose: Pose, style: Style, t: float) -> None:
    w = TAU * t
    pose.turn("spine", p=-1.5 * math.sin(w), h=2.0 * math.sin(w))
    pose.grow("spine", 1.0 + 0.018 * math.sin(w))
    pose.turn("head", h=7.0 * math.sin(w), p=3.0 * math.sin(2 * w))
    for side, sign in (("l", -1), ("r", 1)):
        if side not in style.busy:
            pose.turn(f"arm_{side}", r=sign * -3.0 * (1 - math.cos(w)), p=2.0 * math.sin(w))
    if style.idle == "wave":
        pose.turn("forearm_r", r=-22.0 * math.sin(2 * w), h=10.0 * math.sin(2 * w))
    elif style.idle == "sway":
        pose.turn("hips", r=6.0 * math.sin(w), h=5.0 * math.sin(w))
        pose.turn("spine", r=-8.0 * math.sin(w))
        pose.shift("body", z=0.008 * (1 - math.cos(2 * w)))
        pose.turn("shin_l", p=-8.0 * (1 - math.cos(2 * w)))
        pose.turn("shin_r", p=-8.0 * (1 - math.cos(2 * w)))
    elif style.idle == "preach":
        pose.turn("arm_r", p=10.0 * math.sin(2 * w))
        pose.turn("spine", p=4.0 * math.sin(2 * w))


def walk(pose: Pose, style: Style, t: float) -> None:
    w = TAU * t
    for side, sign in (("l", 1), ("r", -1)):
        swing = sign * 30.0 * math.sin(w)
        knee = -12.0 - 42.0 * max(0.0, sign * math.cos(w))
        pose.turn(f"thigh_{side}", p=swing)
        pose.turn(f"shin_{side}", p=knee)
        pose.turn(f"foot_{side}", p=-(swing + knee) * 0.6)
    _arm_swing(pose, style, -26.0 * math.sin(w))
    for side in "lr":
        if side not in style.busy:
            pose.turn(f"forearm_{side}", p=18.0)
    pose.turn("spine", p=-6.0, h=7.0 * math.sin(w))
    pose.turn("hips", h=-6.0 * math.sin(w), r=3.0 * math.sin(w))
    pose.turn("head", h=-5.0 * math.sin(w))
    pose.shift("body", z=-0.012 + 0.018 * abs(math.cos(w)))


def attack(pose: Pose, style: Style, t: float) -> None:
    """Wind up, strike forward with a lunge and a step, then recover to the stance."""
    lunge = keys(t, [(0.0, 0.0), (0.3, -0.04), (0.48, 0.16), (0.62, 0.16), (1.0, 0.0)])
    lean = keys(t, [(0.0, 0.0), (0.3, 12.0), (0.48, -24.0), (0.62, -20.0), (1.0, 0.0)])
    step = keys(t, [(0.0, 0.0), (0.3, -10.0), (0.48, 38.0), (0.62, 34.0), (1.0, 0.0)])
    pose.shift("body", y=lunge)
    pose.turn("spine", p=lean)
    pose.turn("thigh_r", p=step)
    pose.turn("shin_r", p=-step * 0.8)
    pose.turn("thigh_l", p=-step * 0.5)
    pose.turn("shin_l", p=-step * 0.4)
    windup = keys(t, [(0.0, 0.0), (0.3, 1.0), (0.46, 0.0)])
    strike = keys(t, [(0.3, 0.0), (0.46, 1.0), (0.66, 1.0), (1.0, 0.0)])
    if style.attack == "overhead":
        pose.aim("arm_r", (0.0, 175.0, -10.0), windup)
        pose.aim("forearm_r", (0.0, 40.0, 0.0), windup)
        pose.aim("arm_r", (0.0, 55.0, 0.0), strike)
        pose.aim("forearm_r", (0.0, 10.0, 0.0), strike)
        pose.aim("hand_r", (0.0, 30.0, 0.0), strike)
    elif style.attack == "swing":
        pose.turn("spine", h=-40.0 * windup + 45.0 * strike)
        pose.aim("arm_r", (0.0, 10.0, -95.0), windup)
        pose.aim("arm_r", (-20.0, 85.0, -40.0), strike)
        pose.aim("forearm_r", (0.0, 15.0, 0.0), strike)
    else:  # thrust
        pose.turn("spine", h=25.0 * windup - 20.0 * strike)
        pose.aim("arm_r", (0.0, 35.0, -25.0), windup)
        pose.aim("forearm_r", (0.0, 100.0, 0.0), windup)
        pose.aim("arm_r", (0.0, 95.0, 0.0), strike)
        pose.aim("forearm_r", (0.0, 0.0, 0.0), strike)
        pose.aim("hand_r", (0.0, 0.0, 0.0), strike)
    if "l" not in style.busy:  # a free left arm flings back for balance
        pose.aim("arm_l", (0.0, -25.0, 30.0), strike * 0.6)


def pacify(pose: Pose, style: Style, t: float) -> None:
    """Raise the placard high in the right hand and pump it twice with a hop, while the
    left hand opens outwards towards the target: a plea, not a blow."""
    up = keys(t, [(0.0, 0.0), (0.22, 1.0), (0.8, 1.0), (1.0, 0.0)])
    pump = math.sin(TAU * 2 * min(1.0, max(0.0, (t - 0.22) / 0.58))) * up
    pose.turn("arm_r", p=55.0 * up + 12.0 * pump)
    pose.turn("forearm_r", p=-30.0 * up)
    pose.aim("arm_l", (-20.0, 75.0, 40.0), up)
    pose.aim("forearm_l", (0.0, 15.0, 0.0), up)
    pose.aim("hand_l", (0.0, 40.0, 0.0), up)
    pose.turn("spine", p=6.0 * up - 4.0 * pump)
    pose.turn("head", p=12.0 * up)
    hop = max(0.0, pump) * 0.05
    pose.shift("body", z=hop, y=0.05 * up)
    pose.turn("shin_l", p=-20.0 * max(0.0, -pump))
    pose.turn("shin_r", p=-20.0 * max(0.0, -pump))
    pose.turn("thigh_l", p=10.0 * max(0.0, -pump))
    pose.turn("thigh_r", p=10.0 * max(0.0, -pump))


def hit(pose: Pose, style: Style, t: float) -> None:
    """A flinch: knocked back, head snapped, arms thrown out, then a wobble back."""
    k = keys(t, [(0.0, 0.0), (0.12, 1.0), (0.35, 0.55), (0.6, -0.15), (1.0, 0.0)])
    pose.turn("spine", p=22.0 * k, r=6.0 * k)
    pose.turn("head", p=20.0 * k, h=-12.0 * k)
    pose.shift("body", y=-0.06 * k)
    pose.turn("arm_l", r=35.0 * k, p=20.0 * k)
    pose.turn("arm_r", r=-35.0 * k, p=20.0 * k)
    pose.turn("thigh_l", p=-12.0 * k)
    pose.turn("shin_l", p=-10.0 * k)


def die(pose: Pose, style: Style, t: float) -> None:
    """Struck, knees buckle, topples backwards and sinks; the base shrinks away last,
    so the client can remove the node when the animation ends without a visible pop."""
    flinch = keys(t, [(0.0, 0.0), (0.1, 1.0), (0.25, 0.6)])
    buckle = keys(t, [(0.15, 0.0), (0.4, 1.0)])
    fall = keys(t, [(0.35, 0.0), (0.62, 1.0)])
    sink = keys(t, [(0.6, 0.0), (0.9, 1.0)])
    vanish = keys(t, [(0.75, 1.0), (1.0, 0.0)])
    pose.turn("spine", p=18.0 * flinch - 10.0 * buckle)
    pose.turn("head", p=25.0 * flinch + 20.0 * fall)
    for side, sign in (("l", -1), ("r", 1)):
        pose.turn(f"thigh_{side}", p=45.0 * buckle - 35.0 * fall)
        pose.turn(f"shin_{side}", p=-80.0 * buckle + 60.0 * fall)
        pose.aim(f"arm_{side}", (0.0, 120.0, sign * -50.0), max(flinch, fall))
    pose.shift("body", z=-0.1 * buckle - 0.35 * sink, y=-0.05 * flinch)
    pose.turn("body", p=80.0 * fall)
    pose.grow("body", 1.0 - 0.6 * sink)
    pose.grow("root", max(vanish, 0.001))


def cheer(pose: Pose, style: Style, t: float) -> None:
    """Both arms up and pumping, two jumps per loop (the loop is seamless)."""
    w = TAU * t
    jump = max(0.0, math.sin(2 * w))
    crouch = max(0.0, -math.sin(2 * w))
    for side, sign in (("l", -1), ("r", 1)):
        pose.aim(f"arm_{side}", (0.0, 160.0 + 12.0 * math.sin(2 * w), sign * -28.0), 1.0)
        pose.aim(f"forearm_{side}", (0.0, 15.0 + 15.0 * crouch, 0.0), 1.0)
        pose.turn(f"thigh_{side}", p=35.0 * crouch)
        pose.turn(f"shin_{side}", p=-60.0 * crouch)
        pose.turn(f"foot_{side}", p=25.0 * crouch - 20.0 * jump)
    pose.shift("body", z=0.11 * jump - 0.04 * crouch)
    pose.turn("spine", p=8.0 * jump - 10.0 * crouch, h=6.0 * math.sin(w))
    pose.turn("head", p=15.0 * jump)


@dataclass(frozen=True)
class Clip:
    """One named animation: its motion, length in frames and whether it loops."""

    name: str
    motion: Callable[[Pose, Style, float], None]
    frames: int
    loops: bool


CLIPS = {
    clip.name: clip
    for clip in (
        Clip("idle", idle, 48, True),
        Clip("walk", walk, 24, True),
        Clip("attack", attack, 25, False),
        Clip("pacify", pacify, 31, False),
        Clip("hit", hit, 15, False),
        Clip("die", die, 37, False),
        Clip("cheer", cheer, 28, True),
    )
}
HAWK_CLIPS = ("idle", "walk", "attack", "hit", "die", "cheer")
DOVE_CLIPS = ("idle", "walk", "pacify", "hit", "die", "cheer")


def bake(
    skeleton: Joint,
    frames: int,
    loops: bool,
    motion: Callable[[Pose, float], None],
    stance: dict[str, tuple[float, float, float]] | None = None,
) -> dict[str, list[tuple[float, ...]]]:
    """Per joint, per frame, the nine channels (i j k h p r x y z) of an egg table.

    ``motion(pose, t)`` moves a pose that starts in the stance, for t from 0 to 1 (a loop
    stops one frame short of 1, since its first frame follows its last).
    """
    joints = [(j.name, j.offset) for j, _ in skeleton.walk()]
    channels: dict[str, list[tuple[float, ...]]] = {name: [] for name, _ in joints}
    for k in range(frames):
        t = k / frames if loops else k / (frames - 1)
        pose = Pose([name for name, _ in joints], stance or {})
        motion(pose, t)
        for name, offset in joints:
            h, p, r, x, y, z, s = pose.values[name]
            channels[name].append((s, s, s, h, p, r, offset[0] + x, offset[1] + y, offset[2] + z))
    return channels
