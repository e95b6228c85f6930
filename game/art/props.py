"""Hand-held props and worn accessories, each built in its own frame.

Every function takes the mesh, a transform (usually from ``Rig.held``) and the joint the prop
follows. In a prop's frame the grip is at the origin, +Z is "up" as the prop is held and +Y
is the way the piece faces.
"""

from __future__ import annotations

import math

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


def _put(
    mesh: Mesh,
    shape: shapes.Shape,
    local: Xform,
    place: Xform,
    joint: str,
    colour: RGB,
    group: str = "body",
) -> None:
    mesh.add(shape, local.then(place), colour=colour, joint=joint, group=group)


def briefcase(mesh: Mesh, place: Xform, joint: str) -> None:
    """A tan leather case hanging below its handle, brass clasps on both faces."""
    _put(mesh, shapes.box(0.24, 0.07, 0.17), move(0, 0, -0.1), place, joint, (0.62, 0.38, 0.17))
    _put(mesh, shapes.box(0.244, 0.074, 0.016), move(0, 0, -0.065), place, joint, (0.4, 0.23, 0.1))
    for x in (-0.07, 0.07):
        _put(mesh, shapes.box(0.024, 0.078, 0.024), move(x, 0, -0.04), place, joint, GOLD)
    _put(mesh, shapes.box(0.08, 0.018, 0.016), move(0, 0, 0.0), place, joint, BLACK)
    for x in (-0.035, 0.035):
        _put(mesh, shapes.box(0.014, 0.018, 0.026), move(x, 0, -0.012), place, joint, BLACK)


def shopping_bag(mesh: Mesh, place: Xform, joint: str, logo: RGB = WHITE) -> None:
    """A paper bag in the owner's colour, two rope handles, a round logo on each side."""
    _put(mesh, shapes.box(0.13, 0.075, 0.15), move(0, 0, -0.12), place, joint, WHITE, OWNER_GROUP)
    _put(mesh, shapes.box(0.134, 0.079, 0.014), move(0, 0, -0.05), place, joint, WHITE, OWNER_GROUP)
    for y in (-0.025, 0.025):
        handle = shapes.lathe(shapes.arc(0.004, 0.0, -90, 90, 2), 5)
        _put(mesh, handle, chain(stretch(7.0, 1.0, 10.0), move(0, y, -0.01)), place, joint, BLACK)
    for sign in (-1, 1):
        _put(
            mesh,
            shapes.cylinder(0.034, 0.004, 10),
            chain(turn(p=90 * sign), move(0, sign * 0.038, -0.12)),
            place,
            joint,
            logo,
        )


def baton(mesh: Mesh, place: Xform, joint: str) -> None:
    """A night stick pointing up out of the fist, with a side handle."""
    _put(
        mesh,
        shapes.capsule(0.42, 0.018, 0.021, 6),
        move(0, 0, -0.06),
        place,
        joint,
        (0.34, 0.34, 0.38),
    )
    _put(
        mesh,
        shapes.capsule(0.05, 0.009, 0.009, 5),
        chain(turn(p=90), move(0, 0.0, 0.02)),
        place,
        joint,
        BLACK,
    )
    _put(mesh, shapes.cylinder(0.024, 0.025, 6), move(0, 0, 0.33), place, joint, (0.9, 0.9, 0.9))


def riot_shield(mesh: Mesh, place: Xform, joint: str) -> None:
    """A tall clear-blue shield with an owner-coloured band across it."""
    outline = [
        (-0.09, -0.16),
        (0.09, -0.16),
        (0.09, 0.12),
        (0.05, 0.16),
        (-0.05, 0.16),
        (-0.09, 0.12),
    ]
    _put(mesh, shapes.plate(outline, 0.014), Xform(), place, joint, (0.55, 0.68, 0.80))
    _put(
        mesh,
        shapes.plate(shapes.rectangle(0.186, 0.05), 0.02),
        move(0, 0, 0.055),
        place,
        joint,
        WHITE,
        OWNER_GROUP,
    )
    _put(
        mesh,
        shapes.plate(shapes.rectangle(0.19, 0.012), 0.02),
        move(0, 0, -0.155),
        place,
        joint,
        BLACK,
    )


def book(mesh: Mesh, place: Xform, joint: str, cover: RGB = (0.35, 0.06, 0.06)) -> None:
    """A thick bound book with a gold cross, its spine in the hand, cover facing +Y."""
    _put(mesh, shapes.box(0.13, 0.045, 0.17), move(0.06, 0, 0), place, joint, cover)
    _put(mesh, shapes.box(0.124, 0.05, 0.16), move(0.066, 0, 0), place, joint, PAPER)
    for sign in (-1, 1):
        _put(
            mesh,
            shapes.plate(shapes.rectangle(0.016, 0.09), 0.004),
            move(0.06, sign * 0.024, 0.005),
            place,
            joint,
            GOLD,
        )
        _put(
            mesh,
            shapes.plate(shapes.rectangle(0.06, 0.016), 0.004),
            move(0.06, sign * 0.024, 0.025),
            place,
            joint,
            GOLD,
        )


def microphone(mesh: Mesh, place: Xform, joint: str) -> None:
    """A handheld microphone pointing up from the fist."""
    _put(mesh, shapes.cylinder(0.012, 0.11, 8, top=0.017), move(0, 0, -0.04), place, joint, BLACK)
    _put(mesh, shapes.sphere(0.03, 10, 6), move(0, 0, 0.085), place, joint, STEEL)


def star(mesh: Mesh, place: Xform, joint: str, size: float = 0.11) -> None:
    """A five-pointed gold star, faced towards +Y."""
    _put(mesh, shapes.plate(shapes.star(5, size, size * 0.45), 0.03), Xform(), place, joint, GOLD)


def placard(mesh: Mesh, place: Xform, joint: str) -> None:
    """A protest sign: a wooden pole and an owner-coloured board with a white peace sign
    on both faces."""
    _put(mesh, shapes.cylinder(0.011, 0.7, 6), move(0, 0, -0.16), place, joint, WOOD)
    centre = 0.43  # the board clears the bearer's head
    _put(
        mesh,
        shapes.plate(shapes.rectangle(0.34, 0.22), 0.016),
        move(0, 0, centre),
        place,
        joint,
        WHITE,
        OWNER_GROUP,
    )
    for sign in (-1, 1):
        y = sign * 0.0095
        ring = shapes.lathe([(0.08, 0.0), (0.062, 0.0)], 18)
        _put(mesh, ring, chain(turn(p=-90 * sign), move(0, y, centre)), place, joint, WHITE)
        strokes = [
            (0.0, 0.13, move(0, 0, -0.065)),
            (45.0, 0.066, move(0, 0, -0.033)),
            (-45.0, 0.066, move(0, 0, -0.033)),
        ]
        for angle, length, centre_it in strokes:
            stroke = shapes.plate(shapes.rectangle(0.016, length), 0.003)
            lift = 0.065 if angle == 0.0 else 0.0
            _put(
                mesh,
                stroke,
                chain(centre_it, turn(r=angle), move(0, y, centre + lift)),
                place,
                joint,
                WHITE,
            )


def tie(mesh: Mesh, place: Xform, joint: str, colour: RGB, group: str = "body") -> None:
    """A necktie hanging from the origin (the knot), on a white shirt V."""
    _put(
        mesh,
        shapes.plate([(-0.04, 0.01), (0.0, -0.1), (0.04, 0.01)], 0.006),
        move(0, -0.003, 0),
        place,
        joint,
        PAPER,
    )
    _put(
        mesh,
        shapes.plate([(-0.012, 0.0), (0.012, 0.0), (0.009, -0.016), (-0.009, -0.016)], 0.01),
        Xform(),
        place,
        joint,
        colour,
        group,
    )
    _put(
        mesh,
        shapes.plate(
            [(0.0, -0.11), (0.018, -0.09), (0.01, -0.016), (-0.01, -0.016), (-0.018, -0.09)], 0.008
        ),
        Xform(),
        place,
        joint,
        colour,
        group,
    )


def hat_brim(
    mesh: Mesh,
    place: Xform,
    joint: str,
    colour: RGB,
    radius: float,
    crown: float,
    height: float,
    band: RGB | None = None,
    band_group: str = "body",
    top: float | None = None,
) -> None:
    """A round hat: a flat brim and a cylindrical crown, with an optional band."""
    _put(mesh, shapes.cylinder(radius, 0.008, 16), Xform(), place, joint, colour)
    _put(mesh, shapes.cylinder(crown, height, 12, top=top), move(0, 0, 0.004), place, joint, colour)
    if band is not None:
        r = crown + 0.003
        _put(
            mesh,
            shapes.lathe([(r, 0.0), (r + ((top or crown) - crown) * 0.25, 0.022)], 12),
            move(0, 0, 0.008),
            place,
            joint,
            band,
            band_group,
        )


def cane(mesh: Mesh, place: Xform, joint: str, knob: RGB = GOLD) -> None:
    """A black walking cane with a gold knob, the knob just above the fist."""
    _put(mesh, shapes.cylinder(0.009, 0.42, 6), move(0, 0, -0.4), place, joint, BLACK)
    _put(mesh, shapes.sphere(0.02, 8, 5), move(0, 0, 0.025), place, joint, knob)


def gavel(mesh: Mesh, place: Xform, joint: str) -> None:
    """A big judge's gavel: handle up from the fist, head across the top."""
    _put(mesh, shapes.cylinder(0.011, 0.24, 6), move(0, 0, -0.04), place, joint, WOOD)
    _put(
        mesh,
        shapes.cylinder(0.045, 0.16, 12),
        chain(move(0, 0, -0.08), turn(r=90), move(0, 0, 0.22)),
        place,
        joint,
        (0.42, 0.24, 0.12),
    )
    for x in (-0.075, 0.075):
        _put(
            mesh,
            shapes.cylinder(0.048, 0.012, 12),
            chain(move(0, 0, -0.006), turn(r=90), move(x, 0, 0.22)),
            place,
            joint,
            GOLD,
        )


def scroll(mesh: Mesh, place: Xform, joint: str) -> None:
    """A rolled bill tied with a red ribbon, held across."""
    _put(
        mesh,
        shapes.cylinder(0.022, 0.16, 8),
        chain(move(0, 0, -0.08), turn(r=90)),
        place,
        joint,
        PAPER,
    )
    _put(
        mesh,
        shapes.cylinder(0.024, 0.018, 8),
        chain(move(0, 0, -0.009), turn(r=90)),
        place,
        joint,
        (0.75, 0.1, 0.1),
    )


def megaphone(mesh: Mesh, place: Xform, joint: str, stripe: RGB = WHITE) -> None:
    """A loudhailer pointing +Y from the grip, with an owner-coloured stripe."""
    bell = shapes.lathe(
        [(0.0, 0.0), (0.022, 0.0), (0.03, 0.06), (0.075, 0.2), (0.068, 0.2), (0.0, 0.17)], 12
    )
    _put(mesh, bell, chain(turn(p=-90), move(0, -0.05, 0.03)), place, joint, (0.93, 0.93, 0.9))
    _put(
        mesh,
        shapes.lathe([(0.046, 0.0), (0.062, 0.05)], 12, sharp=10),
        chain(turn(p=-90), move(0, 0.06, 0.03)),
        place,
        joint,
        stripe,
        OWNER_GROUP,
    )
    _put(mesh, shapes.box(0.02, 0.025, 0.06), move(0, 0, 0.0), place, joint, BLACK)


def sword(mesh: Mesh, place: Xform, joint: str) -> None:
    """A dress sabre pointing up out of the fist."""
    _put(
        mesh,
        shapes.plate(
            [(-0.012, 0.0), (0.012, 0.0), (0.008, 0.3), (0.0, 0.33), (-0.008, 0.3)], 0.006
        ),
        turn(h=90).then(move(0, 0, 0.03)),
        place,
        joint,
        STEEL,
    )
    _put(mesh, shapes.box(0.08, 0.02, 0.014), move(0, 0, 0.03), place, joint, GOLD)
    _put(mesh, shapes.cylinder(0.011, 0.07, 6), move(0, 0, -0.04), place, joint, BLACK)


def money_bag(mesh: Mesh, place: Xform, joint: str) -> None:
    """A sack with a dollar sign, hanging from its knot."""
    _put(
        mesh,
        shapes.sphere(0.07, 10, 7),
        chain(stretch(1.0, 0.9, 1.0), move(0, 0, -0.1)),
        place,
        joint,
        (0.80, 0.72, 0.50),
    )
    _put(
        mesh,
        shapes.cylinder(0.025, 0.04, 8, top=0.035),
        move(0, 0, -0.04),
        place,
        joint,
        (0.7, 0.62, 0.42),
    )
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
        _put(
            mesh,
            shapes.plate(part, 0.004),
            chain(move(0, 0.063, -0.1)),
            place,
            joint,
            (0.15, 0.45, 0.2),
        )
    _put(
        mesh,
        shapes.plate(shapes.rectangle(0.008, 0.1), 0.004),
        move(0, 0.064, -0.1),
        place,
        joint,
        (0.15, 0.45, 0.2),
    )


def cowboy_hat(mesh: Mesh, place: Xform, joint: str, colour: RGB, band: RGB) -> None:
    """A wide hat whose brim curls up at the sides, with a dented crown."""
    brim = [(0.0, 0.0), (0.1, 0.0), (0.16, 0.02), (0.165, 0.03), (0.1, 0.012), (0.0, 0.012)]
    _put(mesh, shapes.lathe(brim, 16, sharp=60), stretch(1.0, 0.8, 1.0), place, joint, colour)
    crown = [(0.0, 0.0), (0.072, 0.0), (0.07, 0.07), (0.05, 0.095), (0.03, 0.085), (0.0, 0.09)]
    _put(
        mesh,
        shapes.lathe(crown, 12, sharp=50),
        chain(stretch(0.95, 1.1, 1.0), move(0, 0, 0.008)),
        place,
        joint,
        colour,
    )
    _put(
        mesh,
        shapes.lathe([(0.074, 0.0), (0.073, 0.02)], 12),
        move(0, 0, 0.01),
        place,
        joint,
        band,
        OWNER_GROUP,
    )


def derrick(mesh: Mesh, place: Xform, joint: str) -> None:
    """A little oil derrick: a tapering lattice tower with an oil barrel at its foot."""
    h, b, t = 0.72, 0.085, 0.02
    iron = (0.62, 0.3, 0.14)
    corners = [(b, b), (-b, b), (-b, -b), (b, -b)]
    for x, y in corners:
        _put(
            mesh,
            shapes.box(0.012, 0.012, math.hypot(h, b - t) + 0.01),
            chain(
                turn(
                    p=math.degrees(math.atan2(b - t, h)) * (1 if y < 0 else -1),
                    r=math.degrees(math.atan2(b - t, h)) * (-1 if x < 0 else 1),
                ),
                move(x * (1 + t / b) / 2, y * (1 + t / b) / 2, h / 2),
            ),
            place,
            joint,
            iron,
        )
    for k in (1, 3):
        z = h * k / 4
        w = b - (b - t) * z / h
        for angle in (0, 90, 180, 270):
            _put(
                mesh,
                shapes.box(2 * w, 0.008, 0.008),
                chain(move(0, -w, z), turn(h=angle)),
                place,
                joint,
                iron,
            )
    _put(mesh, shapes.box(0.06, 0.06, 0.02), move(0, 0, h), place, joint, iron)
    _put(mesh, shapes.cylinder(0.045, 0.1, 10), move(b + 0.06, -0.02, 0), place, joint, BLACK)
    for z in (0.02, 0.07):  # red hoops round the barrel
        _put(
            mesh,
            shapes.lathe([(0.047, z), (0.047, z + 0.01)], 10),
            move(b + 0.06, -0.02, 0),
            place,
            joint,
            (0.7, 0.1, 0.1),
        )


def lectern(mesh: Mesh, place: Xform, joint: str, seal: RGB) -> None:
    """A speaker's podium with a slanted top and a gold seal on the front."""
    wood = (0.36, 0.22, 0.12)
    _put(mesh, shapes.box(0.17, 0.1, 0.3), move(0, 0, 0.15), place, joint, wood)
    _put(mesh, shapes.box(0.21, 0.14, 0.02), move(0, 0, 0.01), place, joint, (0.28, 0.16, 0.08))
    top = shapes.box(0.21, 0.15, 0.025)
    _put(mesh, top, chain(turn(p=-15), move(0, -0.01, 0.31)), place, joint, (0.28, 0.16, 0.08))
    _put(
        mesh,
        shapes.cylinder(0.055, 0.006, 16),
        chain(turn(p=90), move(0, 0.053, 0.17)),
        place,
        joint,
        GOLD,
    )
    _put(
        mesh,
        shapes.cylinder(0.035, 0.004, 16),
        chain(turn(p=90), move(0, 0.058, 0.17)),
        place,
        joint,
        seal,
    )
    _put(
        mesh,
        shapes.capsule(0.1, 0.005, 0.005, 4),
        chain(turn(p=-30), move(0, -0.03, 0.32)),
        place,
        joint,
        BLACK,
    )
    _put(mesh, shapes.sphere(0.014, 6, 4), move(0, 0.02, 0.41), place, joint, BLACK)
