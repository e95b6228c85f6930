"""Worn accessories: head wear, faces, and ornaments on the chest. Each is bound to the
joint it moves with (the head or the spine) and placed from the figure's landmarks."""

from __future__ import annotations

from game.art import shapes
from game.art.figure import HEAD_CENTRE, HEAD_RADIUS, NECK, OWNER_GROUP, SHOULDER, SHOULDER_X, Rig
from game.art.geometry import chain, move, stretch, turn
from game.art.mesh import RGB, WHITE, Mesh
from game.art.props import BLACK, GOLD


def head_top(rig: Rig, lift: float = 0.0) -> tuple[float, float, float]:
    """A point on top of the head (where a hat sits), ``lift`` above the scalp."""
    return (0.0, -0.004 * rig.scale, rig.at(HEAD_CENTRE) + (HEAD_RADIUS * 0.62 + lift) * rig.scale)


def chest(rig: Rig, x: float, z: float, out: float = 0.0) -> tuple[float, float, float]:
    """A point on the front of the torso, x across and z up (landmark heights)."""
    return (x * rig.scale, (0.073 + out) * rig.scale, rig.at(z))


def sunglasses(mesh: Mesh, rig: Rig, colour: RGB = BLACK, star_shaped: bool = False) -> None:
    s = rig.scale
    z = rig.at(HEAD_CENTRE + 0.01)
    for sign in (-1, 1):
        lens = shapes.star(5, 0.03, 0.016) if star_shaped else shapes.circle(0.024, 8)
        mesh.add(
            shapes.plate(lens, 0.008),
            chain(stretch(s, s, s), move(sign * 0.032 * s, 0.084 * s, z)),
            colour=colour,
            joint="head",
        )
    mesh.add(
        shapes.box(0.05, 0.008, 0.008),
        chain(stretch(s, s, s), move(0, 0.087 * s, z + 0.006 * s)),
        colour=colour,
        joint="head",
    )


def moustache(mesh: Mesh, rig: Rig, colour: RGB, width: float = 1.0) -> None:
    s = rig.scale
    for sign in (-1, 1):
        mesh.add(
            shapes.sphere(1.0, 8, 4),
            chain(
                stretch(0.03 * width * s, 0.012 * s, 0.012 * s),
                turn(r=sign * -15),
                move(sign * 0.022 * width * s, 0.083 * s, rig.at(HEAD_CENTRE - 0.035)),
            ),
            colour=colour,
            joint="head",
        )


def helmet(mesh: Mesh, rig: Rig, colour: RGB) -> None:
    """A riot helmet: a dome with a brim, an owner-coloured band and a clear visor."""
    s = rig.scale
    centre = (0.0, 0.0, rig.at(HEAD_CENTRE))
    r = HEAD_RADIUS * 1.16 * s
    mesh.add(
        shapes.lathe(shapes.arc(r, 0.0, -25, 90, 5), 14), move(*centre), colour=colour, joint="head"
    )
    mesh.add(
        shapes.lathe(
            [
                (r * 0.93, -0.02 * s),
                (r * 1.1, -0.03 * s),
                (r * 1.1, -0.035 * s),
                (r * 0.9, -0.03 * s),
            ],
            14,
        ),
        move(*centre),
        colour=colour,
        joint="head",
    )
    mesh.add(
        shapes.lathe([(r * 0.985, 0.01 * s), (r * 0.93, 0.035 * s)], 14, sharp=10),
        move(*centre),
        colour=WHITE,
        joint="head",
        group=OWNER_GROUP,
    )
    mesh.add(
        shapes.lathe(shapes.arc(r * 1.05, 0.0, -40, 20, 3), 10),
        chain(stretch(0.85, 1.0, 1.0), move(*centre)),
        colour=(0.55, 0.68, 0.82),
        joint="head",
    )


def peaked_cap(mesh: Mesh, rig: Rig, colour: RGB, band: RGB) -> None:
    """A general's cap: a wide flat top, an owner-coloured band, a black peak, a gold badge."""
    s = rig.scale
    x, y, z = head_top(rig, -0.015)
    top = [(0.0, 0.0), (0.085, 0.0), (0.092, 0.035), (0.118, 0.06), (0.115, 0.075), (0.0, 0.078)]
    mesh.add(
        shapes.lathe([(r * s, h * s) for r, h in top], 14, sharp=45),
        chain(turn(p=-8), move(x, y, z)),
        colour=colour,
        joint="head",
    )
    mesh.add(
        shapes.lathe([(0.0895 * s, 0.0), (0.093 * s, 0.032 * s)], 14),
        chain(turn(p=-8), move(x, y, z)),
        colour=band,
        joint="head",
        group=OWNER_GROUP,
    )
    mesh.add(
        shapes.lathe(shapes.arc(0.09 * s, 0.0, 0, 25, 2), 10),
        chain(stretch(0.95, 0.8, 0.4), move(0, 0.045 * s, 0), turn(p=-8), move(x, y, z)),
        colour=BLACK,
        joint="head",
    )
    mesh.add(
        shapes.plate(shapes.star(5, 0.022 * s, 0.01 * s), 0.006),
        chain(turn(p=-15), move(x, y + 0.092 * s, z + 0.045 * s)),
        colour=GOLD,
        joint="head",
    )


def collar(mesh: Mesh, rig: Rig, colour: RGB = WHITE) -> None:
    s = rig.scale
    mesh.add(
        shapes.lathe([(0.037 * s, 0.0), (0.04 * s, 0.022 * s)], 10),
        move(0, 0, rig.at(NECK - 0.012)),
        colour=colour,
        joint="head",
    )


def sash(mesh: Mesh, rig: Rig, colour: RGB = WHITE, group: str = OWNER_GROUP) -> None:
    """A ceremonial sash from the right shoulder to the left hip, front and back."""
    s = rig.scale
    for y, flip in ((0.07, 1), (-0.07, -1)):
        mesh.add(
            shapes.box(0.05, 0.012, 0.3),
            chain(stretch(s, s, s), turn(r=42 * flip), move(0, y * s, rig.at(0.485))),
            colour=colour,
            joint="spine",
            group=group,
        )
    mesh.add(
        shapes.sphere(1.0, 8, 5),
        chain(stretch(0.03 * s, 0.012 * s, 0.03 * s), move(-0.075 * s, 0.074 * s, rig.at(0.4))),
        colour=GOLD,
        joint="spine",
    )


def stole(mesh: Mesh, rig: Rig, colour: RGB = WHITE) -> None:
    """A clergy stole: two owner-coloured strips from the neck down the front of the robe."""
    s = rig.scale
    for sign in (-1, 1):
        mesh.add(
            shapes.box(0.034, 0.01, 0.23),
            chain(
                stretch(s, s, s), turn(r=sign * 6), move(sign * 0.04 * s, 0.077 * s, rig.at(0.47))
            ),
            colour=colour,
            joint="spine",
            group=OWNER_GROUP,
        )
        mesh.add(
            shapes.box(0.04, 0.012, 0.26),
            chain(stretch(s, s, s), move(sign * 0.05 * s, 0.112 * s, rig.at(0.21))),
            colour=colour,
            joint="hips",
            group=OWNER_GROUP,
        )
        mesh.add(
            shapes.box(0.04, 0.014, 0.025),
            chain(stretch(s, s, s), move(sign * 0.05 * s, 0.127 * s, rig.at(0.1))),
            colour=GOLD,
            joint="hips",
        )


def medals(mesh: Mesh, rig: Rig) -> None:
    """Ribbon bars and three medals on the left breast."""
    s = rig.scale
    ribbons = [(0.75, 0.15, 0.15), (0.15, 0.35, 0.7), (0.9, 0.8, 0.2), (0.2, 0.55, 0.3)]
    for k, colour in enumerate(ribbons):
        mesh.add(
            shapes.box(0.016, 0.01, 0.01),
            chain(
                stretch(s, s, s),
                move(*chest(rig, -0.068 + (k % 2) * 0.018, 0.535 - (k // 2) * 0.012, 0.003)),
            ),
            colour=colour,
            joint="spine",
        )
    for k in range(3):
        x = -0.075 + k * 0.02
        mesh.add(
            shapes.box(0.01, 0.008, 0.02),
            chain(stretch(s, s, s), move(*chest(rig, x, 0.49, 0.002))),
            colour=ribbons[k],
            joint="spine",
        )
        mesh.add(
            shapes.cylinder(0.009, 0.006, 6),
            chain(stretch(s, s, s), turn(p=90), move(*chest(rig, x, 0.47, 0.0))),
            colour=GOLD if k != 1 else (0.8, 0.8, 0.85),
            joint="spine",
        )


def epaulettes(mesh: Mesh, rig: Rig) -> None:
    s = rig.scale
    for sign, side in ((-1, "l"), (1, "r")):
        top = move(sign * (SHOULDER_X - 0.012) * s, 0, rig.at(SHOULDER + 0.03))
        mesh.add(
            shapes.box(0.06, 0.05, 0.014),
            chain(stretch(s, s, s), turn(r=sign * 12), top),
            colour=GOLD,
            joint="spine",
        )
        mesh.add(
            shapes.cylinder(0.03, 0.02, 8, top=0.034),
            chain(
                stretch(s, s * 0.8, s),
                move(sign * (SHOULDER_X + 0.004) * s, 0, rig.at(SHOULDER + 0.0)),
            ),
            colour=GOLD,
            joint=f"arm_{side}",
        )


def bow_tie(mesh: Mesh, rig: Rig, colour: RGB) -> None:
    s = rig.scale
    bow = [(0.0, 0.0), (0.03, -0.015), (0.03, 0.015), (0.0, 0.0), (-0.03, 0.015), (-0.03, -0.015)]
    mesh.add(
        shapes.plate(bow[:3], 0.012),
        chain(stretch(s, s, s), move(*chest(rig, 0.0, SHOULDER + 0.012, 0.0))),
        colour=colour,
        joint="spine",
    )
    mesh.add(
        shapes.plate(bow[3:], 0.012),
        chain(stretch(s, s, s), move(*chest(rig, 0.0, SHOULDER + 0.012, 0.0))),
        colour=colour,
        joint="spine",
    )


def belt(mesh: Mesh, rig: Rig, colour: RGB, buckle: RGB = GOLD, buckle_size: float = 1.0) -> None:
    s = rig.scale
    mesh.add(
        shapes.lathe([(0.092 * s, 0.0), (0.094 * s, 0.025 * s)], 12),
        chain(stretch(1.0, 0.76, 1.0), move(0, 0, rig.at(0.35))),
        colour=colour,
        joint="hips",
    )
    mesh.add(
        shapes.box(0.035 * buckle_size, 0.012, 0.028 * buckle_size),
        chain(stretch(s, s, s), move(0, 0.071 * s, rig.at(0.3625))),
        colour=buckle,
        joint="hips",
    )


def lapels(mesh: Mesh, rig: Rig, colour: RGB) -> None:
    """Jacket lapels either side of the shirt front."""
    s = rig.scale
    for sign in (-1, 1):
        outline = [(0.0, 0.0), (sign * 0.03, 0.11), (sign * 0.045, 0.1), (sign * 0.012, -0.02)]
        if sign < 0:
            outline = outline[::-1]
        mesh.add(
            shapes.plate(outline, 0.008),
            chain(stretch(s, s, s), move(*chest(rig, sign * 0.006, 0.47, 0.002))),
            colour=colour,
            joint="spine",
        )
