"""Hand-held props and worn accessories, each built in its own frame.

Every function takes the mesh, a transform (usually from ``Rig.held``) and the joint the prop
follows. In a prop's frame the grip is at the origin, +Z is "up" as the prop is held and +Y
is the way the piece faces.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.art import shapes
from game.art.figure import OWNER_GROUP
from game.art.geometry import Xform, chain, move, stretch, turn
from game.art.mesh import RGB, WHITE, Mesh

GOLD: RGB = (0.93, 0.74, 0.25)
STEEL: RGB = (0.70, 0.72, 0.76)
BLACK: RGB = (0.08, 0.08, 0.09)
LEATHER: RGB = (0.45, 0.26, 0.12)
PAPER: RGB = (0.95, 0.93, 0.86)
WOOD: RGB = (0.58, 0.40, 0.22)


@dataclass(frozen=True)
class Placer:
    """Adds shapes given in a prop's own frame to the mesh, all placed by the same transform
    and bound to the same joint."""

    mesh: Mesh
    place: Xform
    joint: str

    def __call__(self, shape: shapes.Shape, local: Xform, colour: RGB, group: str = "body") -> None:
        self.mesh.add(shape, local.then(self.place), colour=colour, joint=self.joint, group=group)


def briefcase(mesh: Mesh, place: Xform, joint: str) -> None:
    """A tan leather case hanging below its handle, brass clasps on both faces."""
    put = Placer(mesh, place, joint)
    put(shapes.box(0.24, 0.07, 0.17), move(0, 0, -0.1), (0.62, 0.38, 0.17))
    put(shapes.box(0.244, 0.074, 0.016), move(0, 0, -0.065), (0.4, 0.23, 0.1))
    for x in (-0.07, 0.07):
        put(shapes.box(0.024, 0.078, 0.024), move(x, 0, -0.04), GOLD)
    put(shapes.box(0.08, 0.018, 0.016), move(0, 0, 0.0), BLACK)
    for x in (-0.035, 0.035):
        put(shapes.box(0.014, 0.018, 0.026), move(x, 0, -0.012), BLACK)


def shopping_bag(mesh: Mesh, place: Xform, joint: str, logo: RGB = WHITE) -> None:
    """A paper bag in the owner's colour, two rope handles, a round logo on each side."""
    put = Placer(mesh, place, joint)
    put(shapes.box(0.13, 0.075, 0.15), move(0, 0, -0.12), WHITE, OWNER_GROUP)
    put(shapes.box(0.134, 0.079, 0.014), move(0, 0, -0.05), WHITE, OWNER_GROUP)
    for y in (-0.025, 0.025):
        handle = shapes.lathe(shapes.arc(0.004, 0.0, -90, 90, 2), 5)
        put(handle, chain(stretch(7.0, 1.0, 10.0), move(0, y, -0.01)), BLACK)
    for sign in (-1, 1):
        put(
            shapes.cylinder(0.034, 0.004, 10),
            chain(turn(p=90 * sign), move(0, sign * 0.038, -0.12)),
            logo,
        )


def baton(mesh: Mesh, place: Xform, joint: str) -> None:
    """A night stick pointing up out of the fist, with a side handle."""
    put = Placer(mesh, place, joint)
    put(shapes.capsule(0.42, 0.018, 0.021, 6), move(0, 0, -0.06), (0.34, 0.34, 0.38))
    put(shapes.capsule(0.05, 0.009, 0.009, 5), chain(turn(p=90), move(0, 0.0, 0.02)), BLACK)
    put(shapes.cylinder(0.024, 0.025, 6), move(0, 0, 0.33), (0.9, 0.9, 0.9))


def riot_shield(mesh: Mesh, place: Xform, joint: str) -> None:
    """A tall clear-blue shield with an owner-coloured band across it."""
    put = Placer(mesh, place, joint)
    outline = [
        (-0.09, -0.16),
        (0.09, -0.16),
        (0.09, 0.12),
        (0.05, 0.16),
        (-0.05, 0.16),
        (-0.09, 0.12),
    ]
    put(shapes.plate(outline, 0.014), Xform(), (0.55, 0.68, 0.80))
    put(shapes.plate(shapes.rectangle(0.186, 0.05), 0.02), move(0, 0, 0.055), WHITE, OWNER_GROUP)
    put(shapes.plate(shapes.rectangle(0.19, 0.012), 0.02), move(0, 0, -0.155), BLACK)


def book(mesh: Mesh, place: Xform, joint: str, cover: RGB = (0.35, 0.06, 0.06)) -> None:
    """A thick bound book with a gold cross, its spine in the hand, cover facing +Y."""
    put = Placer(mesh, place, joint)
    put(shapes.box(0.13, 0.045, 0.17), move(0.06, 0, 0), cover)
    put(shapes.box(0.124, 0.05, 0.16), move(0.066, 0, 0), PAPER)
    for sign in (-1, 1):
        put(
            shapes.plate(shapes.rectangle(0.016, 0.09), 0.004),
            move(0.06, sign * 0.024, 0.005),
            GOLD,
        )
        put(
            shapes.plate(shapes.rectangle(0.06, 0.016), 0.004),
            move(0.06, sign * 0.024, 0.025),
            GOLD,
        )


def microphone(mesh: Mesh, place: Xform, joint: str) -> None:
    """A handheld microphone pointing up from the fist."""
    put = Placer(mesh, place, joint)
    put(shapes.cylinder(0.012, 0.11, 8, top=0.017), move(0, 0, -0.04), BLACK)
    put(shapes.sphere(0.03, 10, 6), move(0, 0, 0.085), STEEL)


def star(mesh: Mesh, place: Xform, joint: str, size: float = 0.11) -> None:
    """A five-pointed gold star, faced towards +Y."""
    put = Placer(mesh, place, joint)
    put(shapes.plate(shapes.star(5, size, size * 0.45), 0.03), Xform(), GOLD)


def placard(mesh: Mesh, place: Xform, joint: str) -> None:
    """A protest sign: a wooden pole and an owner-coloured board with a white peace sign
    on both faces."""
    put = Placer(mesh, place, joint)
    put(shapes.cylinder(0.011, 0.7, 6), move(0, 0, -0.16), WOOD)
    centre = 0.43  # the board clears the bearer's head
    put(shapes.plate(shapes.rectangle(0.34, 0.22), 0.016), move(0, 0, centre), WHITE, OWNER_GROUP)
    for sign in (-1, 1):
        y = sign * 0.0095
        ring = shapes.lathe([(0.08, 0.0), (0.062, 0.0)], 18)
        put(ring, chain(turn(p=-90 * sign), move(0, y, centre)), WHITE)
        strokes = [
            (0.0, 0.13, move(0, 0, -0.065)),
            (45.0, 0.066, move(0, 0, -0.033)),
            (-45.0, 0.066, move(0, 0, -0.033)),
        ]
        for angle, length, centre_it in strokes:
            stroke = shapes.plate(shapes.rectangle(0.016, length), 0.003)
            lift = 0.065 if angle == 0.0 else 0.0
            put(stroke, chain(centre_it, turn(r=angle), move(0, y, centre + lift)), WHITE)


def tie(mesh: Mesh, place: Xform, joint: str, colour: RGB, group: str = "body") -> None:
    """A necktie hanging from the origin (the knot), on a white shirt V."""
    put = Placer(mesh, place, joint)
    put(shapes.plate([(-0.04, 0.01), (0.0, -0.1), (0.04, 0.01)], 0.006), move(0, -0.003, 0), PAPER)
    put(
        shapes.plate([(-0.012, 0.0), (0.012, 0.0), (0.009, -0.016), (-0.009, -0.016)], 0.01),
        Xform(),
        colour,
        group,
    )
    put(
        shapes.plate(
            [(0.0, -0.11), (0.018, -0.09), (0.01, -0.016), (-0.01, -0.016), (-0.018, -0.09)], 0.008
        ),
        Xform(),
        colour,
        group,
    )


def top_hat(mesh: Mesh, place: Xform, joint: str, colour: RGB) -> None:
    """A tall top hat, a little wider at the crown, with an owner-coloured band."""
    put = Placer(mesh, place, joint)
    put(shapes.cylinder(0.13, 0.008, 16), Xform(), colour)
    put(shapes.cylinder(0.072, 0.17, 12, top=0.078), move(0, 0, 0.004), colour)
    put(shapes.lathe([(0.075, 0.0), (0.0765, 0.022)], 12), move(0, 0, 0.008), WHITE, OWNER_GROUP)


def cane(mesh: Mesh, place: Xform, joint: str, knob: RGB = GOLD) -> None:
    """A black walking cane with a gold knob, the knob just above the fist."""
    put = Placer(mesh, place, joint)
    put(shapes.cylinder(0.009, 0.42, 6), move(0, 0, -0.4), BLACK)
    put(shapes.sphere(0.02, 8, 5), move(0, 0, 0.025), knob)


def gavel(mesh: Mesh, place: Xform, joint: str) -> None:
    """A big judge's gavel: handle up from the fist, head across the top."""
    put = Placer(mesh, place, joint)
    put(shapes.cylinder(0.011, 0.24, 6), move(0, 0, -0.04), WOOD)
    put(
        shapes.cylinder(0.045, 0.16, 12),
        chain(move(0, 0, -0.08), turn(r=90), move(0, 0, 0.22)),
        (0.42, 0.24, 0.12),
    )
    for x in (-0.075, 0.075):
        put(
            shapes.cylinder(0.048, 0.012, 12),
            chain(move(0, 0, -0.006), turn(r=90), move(x, 0, 0.22)),
            GOLD,
        )


def scroll(mesh: Mesh, place: Xform, joint: str) -> None:
    """A rolled bill tied with a red ribbon, held across."""
    put = Placer(mesh, place, joint)
    put(shapes.cylinder(0.022, 0.16, 8), chain(move(0, 0, -0.08), turn(r=90)), PAPER)
    put(shapes.cylinder(0.024, 0.018, 8), chain(move(0, 0, -0.009), turn(r=90)), (0.75, 0.1, 0.1))


def megaphone(mesh: Mesh, place: Xform, joint: str, stripe: RGB = WHITE) -> None:
    """A loudhailer pointing +Y from the grip, with an owner-coloured stripe."""
    put = Placer(mesh, place, joint)
    bell = shapes.lathe(
        [(0.0, 0.0), (0.022, 0.0), (0.03, 0.06), (0.075, 0.2), (0.068, 0.2), (0.0, 0.17)], 12
    )
    put(bell, chain(turn(p=-90), move(0, -0.05, 0.03)), (0.93, 0.93, 0.9))
    put(
        shapes.lathe([(0.046, 0.0), (0.062, 0.05)], 12, sharp=10),
        chain(turn(p=-90), move(0, 0.06, 0.03)),
        stripe,
        OWNER_GROUP,
    )
    put(shapes.box(0.02, 0.025, 0.06), move(0, 0, 0.0), BLACK)


def sword(mesh: Mesh, place: Xform, joint: str) -> None:
    """A dress sabre pointing up out of the fist."""
    put = Placer(mesh, place, joint)
    put(
        shapes.plate(
            [(-0.012, 0.0), (0.012, 0.0), (0.008, 0.3), (0.0, 0.33), (-0.008, 0.3)], 0.006
        ),
        turn(h=90).then(move(0, 0, 0.03)),
        STEEL,
    )
    put(shapes.box(0.08, 0.02, 0.014), move(0, 0, 0.03), GOLD)
    put(shapes.cylinder(0.011, 0.07, 6), move(0, 0, -0.04), BLACK)


def money_bag(mesh: Mesh, place: Xform, joint: str) -> None:
    """A sack with a dollar sign, hanging from its knot."""
    put = Placer(mesh, place, joint)
    put(
        shapes.sphere(0.07, 10, 7),
        chain(stretch(1.0, 0.9, 1.0), move(0, 0, -0.1)),
        (0.80, 0.72, 0.50),
    )
    put(shapes.cylinder(0.025, 0.04, 8, top=0.035), move(0, 0, -0.04), (0.7, 0.62, 0.42))
    dollar = [
        (-0.025, -0.04),
        (0.025, -0.04),
        (0.025, -0.005),
        (-0.01, -0.005),
        (-0.01, 0.015),
        (0.025, 0.015),
        (0.025, 0.04),
        (-0.025, 0.04),
        (-0.025, 0.005),
        (0.01, 0.005),
        (0.01, -0.015),
        (-0.025, -0.015),
    ]
    for part in (dollar[:4] + dollar[10:], dollar[3:11]):
        put(shapes.plate(part, 0.004), chain(move(0, 0.063, -0.1)), (0.15, 0.45, 0.2))
    put(shapes.plate(shapes.rectangle(0.008, 0.1), 0.004), move(0, 0.064, -0.1), (0.15, 0.45, 0.2))


def cowboy_hat(mesh: Mesh, place: Xform, joint: str, colour: RGB, band: RGB) -> None:
    """A wide hat whose brim curls up at the sides, with a dented crown."""
    put = Placer(mesh, place, joint)
    brim = [(0.0, 0.0), (0.1, 0.0), (0.16, 0.02), (0.165, 0.03), (0.1, 0.012), (0.0, 0.012)]
    put(shapes.lathe(brim, 16, sharp=60), stretch(1.0, 0.8, 1.0), colour)
    crown = [(0.0, 0.0), (0.072, 0.0), (0.07, 0.07), (0.05, 0.095), (0.03, 0.085), (0.0, 0.09)]
    put(
        shapes.lathe(crown, 12, sharp=50), chain(stretch(0.95, 1.1, 1.0), move(0, 0, 0.008)), colour
    )
    put(shapes.lathe([(0.074, 0.0), (0.073, 0.02)], 12), move(0, 0, 0.01), band, OWNER_GROUP)


def derrick(mesh: Mesh, place: Xform, joint: str) -> None:
    """A little oil derrick: a tapering lattice tower with an oil barrel at its foot."""
    put = Placer(mesh, place, joint)
    h, b, t = 0.72, 0.085, 0.02
    iron = (0.62, 0.3, 0.14)
    corners = [(b, b), (-b, b), (-b, -b), (b, -b)]
    for x, y in corners:
        put(
            shapes.box(0.012, 0.012, math.hypot(h, b - t) + 0.01),
            chain(
                turn(
                    p=math.degrees(math.atan2(b - t, h)) * (1 if y < 0 else -1),
                    r=math.degrees(math.atan2(b - t, h)) * (-1 if x < 0 else 1),
                ),
                move(x * (1 + t / b) / 2, y * (1 + t / b) / 2, h / 2),
            ),
            iron,
        )
    for k in (1, 3):
        z = h * k / 4
        w = b - (b - t) * z / h
        for angle in (0, 90, 180, 270):
            put(shapes.box(2 * w, 0.008, 0.008), chain(move(0, -w, z), turn(h=angle)), iron)
    put(shapes.box(0.06, 0.06, 0.02), move(0, 0, h), iron)
    put(shapes.cylinder(0.045, 0.1, 10), move(b + 0.06, -0.02, 0), BLACK)
    for z in (0.02, 0.07):  # red hoops round the barrel
        put(
            shapes.lathe([(0.047, z), (0.047, z + 0.01)], 10),
            move(b + 0.06, -0.02, 0),
            (0.7, 0.1, 0.1),
        )


def lectern(mesh: Mesh, place: Xform, joint: str, seal: RGB) -> None:
    """A speaker's podium with a slanted top and a gold seal on the front."""
    put = Placer(mesh, place, joint)
    wood = (0.36, 0.22, 0.12)
    put(shapes.box(0.17, 0.1, 0.3), move(0, 0, 0.15), wood)
    put(shapes.box(0.21, 0.14, 0.02), move(0, 0, 0.01), (0.28, 0.16, 0.08))
    top = shapes.box(0.21, 0.15, 0.025)
    put(top, chain(turn(p=-15), move(0, -0.01, 0.31)), (0.28, 0.16, 0.08))
    put(shapes.cylinder(0.055, 0.006, 16), chain(turn(p=90), move(0, 0.053, 0.17)), GOLD)
    put(shapes.cylinder(0.035, 0.004, 16), chain(turn(p=90), move(0, 0.058, 0.17)), seal)
    put(shapes.capsule(0.1, 0.005, 0.005, 4), chain(turn(p=-30), move(0, -0.03, 0.32)), BLACK)
    put(shapes.sphere(0.014, 6, 4), move(0, 0.02, 0.41), BLACK)
