"""The five environment buildings, each on one square's lot, each with a little life:
the Wal-Mart's pylon sign turns and its signs glow, the office towers blink and a window
cleaner rides up and down, the Army Base's radar turns, the church bell swings and its
cross glows, the Media Outlet's dish sweeps and its mast blinks.

Moving parts hang on joints animated by one looping ``idle`` table; lights and signs are
switch groups (``blink-*``, ``glow-*``) that Panda3D cycles by itself. Fronts face +Y, like
the pieces.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from game.art import shapes
from game.art.geometry import Vec, Xform, chain, move, turn
from game.art.mesh import RGB, WHITE, Joint, Mesh
from game.art.motion import TAU, Pose

LOT = 0.96  # the lot is a little smaller than the square, so neighbours do not touch
GLOW_FRAMES = 12
GLOW_FPS = 8.0
BEACON_RED: RGB = (1.0, 0.12, 0.08)


@dataclass
class Building:
    name: str
    mesh: Mesh
    motion: Callable[[Pose, float], None]
    frames: int  # length of the idle loop at 24 fps


def lot(mesh: Mesh, colour: RGB) -> None:
    mesh.add(shapes.box(LOT, LOT, 0.02), move(0, 0, 0.01), colour=colour)


def block(mesh: Mesh, size: Vec, at: Vec, colour: RGB, joint: str = "root", **extra) -> None:
    """A box by its size and the centre of its bottom face."""
    mesh.add(
        shapes.box(*size),
        move(at[0], at[1], at[2] + size[2] / 2),
        colour=colour,
        joint=joint,
        **extra,
    )


def front_panel(
    mesh: Mesh,
    width: float,
    height: float,
    at: Vec,
    texture: str,
    h: float = 180.0,
    joint: str = "root",
    group: str = "body",
    frame: int = 0,
    brightness: float = 1.0,
) -> None:
    """A textured quad whose bottom centre is ``at``, facing +Y (h=180) or turned by ``h``."""
    mesh.add(
        shapes.panel(width, height),
        chain(turn(h=h), move(*at)),
        colour=(brightness,) * 3,
        joint=joint,
        group=group,
        frame=frame,
        texture=texture,
    )


def glow(mesh: Mesh, name: str, draw: Callable[[int, float], None]) -> None:
    """A switch group that pulses: ``draw(frame, brightness)`` adds one frame's copy."""
    mesh.group(name, "switch", GLOW_FPS, GLOW_FRAMES)
    for k in range(GLOW_FRAMES):
        draw(k, 0.72 + 0.28 * (0.5 - 0.5 * math.cos(TAU * k / GLOW_FRAMES)))


def beacons(
    mesh: Mesh, name: str, points: list[Vec], radius: float = 0.018, joint: str = "root"
) -> None:
    """Red lights that flash briefly once a second (on for one frame in three)."""
    mesh.group(name, "switch", 3.0, 3)
    for k, colour in enumerate((BEACON_RED, (0.35, 0.05, 0.04), (0.35, 0.05, 0.04))):
        for p in points:
            mesh.add(
                shapes.sphere(radius, 8, 5),
                move(*p),
                colour=colour,
                joint=joint,
                group=name,
                frame=k,
            )


def lattice(
    mesh: Mesh,
    base: Vec,
    height: float,
    bottom: float,
    top: float,
    sections: int,
    colours: tuple[RGB, RGB],
) -> None:
    """A tapering steel lattice mast: four legs and X braces on every face of every section,
    the sections painted in alternating colours like a real aviation-marked mast."""

    def half(z: float) -> float:
        return bottom + (top - bottom) * z / height

    x0, y0, z0 = base
    for sx, sy in ((1, 1), (-1, 1), (-1, -1), (1, -1)):
        lean = math.degrees(math.atan2(bottom - top, height))
        mesh.add(
            shapes.box(0.012, 0.012, math.hypot(height, (bottom - top) * 1.4142)),
            chain(
                turn(p=lean * sy, r=-lean * sx),
                move(x0 + sx * (bottom + top) / 2, y0 + sy * (bottom + top) / 2, z0 + height / 2),
            ),
            colour=colours[0],
        )
    for k in range(sections):
        za, zb = height * k / sections, height * (k + 1) / sections
        wa, wb = half(za), half(zb)
        for angle in (0, 90, 180, 270):
            for flip in (-1, 1):
                length = math.hypot(wa + wb, zb - za)
                tilt = math.degrees(math.atan2(wa + wb, zb - za)) * flip
                mesh.add(
                    shapes.box(0.006, 0.006, length),
                    chain(
                        turn(r=tilt),
                        move(0, -(wa + wb) / 2, (za + zb) / 2),
                        turn(h=angle),
                        move(x0, y0, z0),
                    ),
                    colour=colours[k % 2],
                )


def dish(mesh: Mesh, radius: float, depth: float, joint: str, place: Xform, colour: RGB) -> None:
    """A parabolic dish opening towards +Y, with a feed arm, placed by ``place``."""
    profile = [(radius * k / 4, depth * (k / 4) ** 2) for k in range(5)]
    inside = shapes.lathe(profile, 14)
    outside = shapes.lathe([(r, z - 0.004) for r, z in reversed(profile)], 14)
    for shape in (inside, outside):
        mesh.add(shape, chain(turn(p=-90), place), colour=colour, joint=joint)
    mesh.add(
        shapes.cylinder(0.004, depth * 2.2, 4),
        chain(turn(p=-90), place),
        colour=(0.3, 0.3, 0.32),
        joint=joint,
    )
    mesh.add(
        shapes.sphere(0.012, 6, 4),
        chain(move(0, depth * 2.2, 0), place),
        colour=(0.3, 0.3, 0.32),
        joint=joint,
    )


def tree(mesh: Mesh, x: float, y: float, size: float = 1.0) -> None:
    """A round deciduous tree: a trunk and two overlapping leafy balls."""
    mesh.add(
        shapes.cylinder(0.012 * size, 0.1 * size, 6, top=0.008 * size),
        move(x, y, 0.02),
        colour=(0.4, 0.27, 0.15),
    )
    mesh.add(
        shapes.sphere(0.06 * size, 8, 5), move(x, y, 0.02 + 0.13 * size), colour=(0.27, 0.5, 0.24)
    )
    mesh.add(
        shapes.sphere(0.045 * size, 8, 5),
        move(x + 0.02 * size, y - 0.015 * size, 0.02 + 0.18 * size),
        colour=(0.33, 0.58, 0.28),
    )


def car(mesh: Mesh, at: Vec, colour: RGB, h: float = 0.0) -> None:
    place = chain(turn(h=h), move(*at))
    mesh.add(shapes.box(0.085, 0.15, 0.035), chain(move(0, 0, 0.028), place), colour=colour)
    mesh.add(
        shapes.box(0.075, 0.075, 0.03),
        chain(move(0, -0.01, 0.058), place),
        colour=(0.2, 0.25, 0.32),
    )
    for sx in (-1, 1):
        for sy in (-1, 1):
            mesh.add(
                shapes.cylinder(0.016, 0.012, 6),
                chain(turn(r=90), move(sx * 0.04, sy * 0.045, 0.017), place),
                colour=(0.08, 0.08, 0.08),
            )


def wal_mart() -> Building:
    skeleton = Joint("root", (0.0, 0.0, 0.0))
    skeleton.add("pylon", (0.3, 0.36, 0.5))
    skeleton.add("fan", (-0.25, -0.25, 0.28))
    mesh = Mesh(skeleton)
    wall, roof, asphalt = (0.87, 0.85, 0.79), (0.55, 0.56, 0.58), (0.3, 0.31, 0.33)
    lot(mesh, asphalt)
    for k in range(7):
        block(mesh, (0.008, 0.14, 0.002), (-0.42 + k * 0.12, 0.3, 0.02), (0.95, 0.95, 0.9))
    tree(mesh, -0.42, 0.12, 0.8)
    tree(mesh, 0.43, 0.12, 0.8)
    car(mesh, (-0.3, 0.3, 0.02), (0.8, 0.15, 0.12))
    car(mesh, (0.06, 0.3, 0.02), (0.9, 0.9, 0.92))
    car(mesh, (-0.06, 0.31, 0.02), (0.2, 0.35, 0.6), 180.0)
    block(mesh, (0.9, 0.54, 0.22), (0.0, -0.2, 0.02), wall)
    block(mesh, (0.92, 0.56, 0.02), (0.0, -0.2, 0.24), roof)
    front_panel(mesh, 0.88, 0.22, (0.0, 0.0705, 0.02), "walmart_facade")
    block(mesh, (0.34, 0.08, 0.32), (0.0, 0.04, 0.02), (0.8, 0.78, 0.72))
    block(mesh, (0.36, 0.1, 0.02), (0.0, 0.04, 0.34), roof)
    block(mesh, (0.34, 0.14, 0.012), (0.0, 0.13, 0.15), (0.15, 0.3, 0.65))
    for x in (-0.3, 0.3):
        block(mesh, (0.12, 0.1, 0.05), (x, -0.3, 0.25), (0.7, 0.71, 0.72))
    mesh.add(shapes.cylinder(0.055, 0.035, 12), move(-0.25, -0.25, 0.25), colour=(0.6, 0.61, 0.63))
    for k in range(3):
        mesh.add(
            shapes.box(0.09, 0.018, 0.004),
            chain(move(0.045, 0, 0), turn(h=k * 120), move(-0.25, -0.25, 0.29)),
            colour=(0.3, 0.3, 0.32),
            joint="fan",
        )
    mesh.add(shapes.cylinder(0.015, 0.5, 8), move(0.3, 0.36, 0.02), colour=(0.5, 0.5, 0.52))

    def signs(k: int, b: float) -> None:
        front_panel(
            mesh,
            0.32,
            0.08,
            (0.0, 0.0805, 0.22),
            "walmart_sign",
            group="glow-sign",
            frame=k,
            brightness=b,
        )
        for h in (0.0, 180.0):
            front_panel(
                mesh,
                0.28,
                0.07,
                (0.3, 0.36 + (0.006 if h else -0.006), 0.5),
                "walmart_sign",
                h=h,
                joint="pylon",
                group="glow-sign",
                frame=k,
                brightness=b,
            )

    glow(mesh, "glow-sign", signs)
    block(mesh, (0.29, 0.01, 0.075), (0.3, 0.36, 0.4985), (0.1, 0.2, 0.45), joint="pylon")

    def motion(pose: Pose, t: float) -> None:
        pose.turn("pylon", h=360.0 * t)
        pose.turn("fan", h=-360.0 * 6 * t)

    return Building("wal-mart", mesh, motion, 144)


def office_complex() -> Building:
    skeleton = Joint("root", (0.0, 0.0, 0.0))
    skeleton.add("gondola", (-0.18, 0.075, 0.3))
    mesh = Mesh(skeleton)
    lot(mesh, (0.74, 0.74, 0.72))
    towers = [
        ((-0.18, -0.12), (0.36, 0.36), 1.55),
        ((0.21, -0.2), (0.3, 0.3), 1.05),
        ((0.22, 0.24), (0.26, 0.24), 0.68),
    ]
    for (x, y), (w, d), h in towers:
        mesh.add(
            shapes.box(w, d, h, uv_per_unit=2.5),
            move(x, y, 0.02 + h / 2),
            colour=WHITE,
            texture="office_glass",
        )
        block(mesh, (w + 0.02, d + 0.02, 0.03), (x, y, 0.02 + h), (0.5, 0.52, 0.56))
        block(mesh, (w + 0.03, d + 0.03, 0.04), (x, y, 0.02), (0.4, 0.42, 0.46))
    block(mesh, (0.24, 0.24, 0.1), (-0.18, -0.12, 1.6), (0.55, 0.57, 0.6))
    mesh.add(
        shapes.cylinder(0.012, 0.32, 6, top=0.005), move(-0.18, -0.12, 1.7), colour=(0.7, 0.7, 0.72)
    )
    mesh.add(shapes.cylinder(0.1, 0.006, 16), move(0.21, -0.2, 1.1), colour=(0.3, 0.32, 0.36))
    mesh.add(
        shapes.lathe([(0.075, 0.0), (0.06, 0.0)], 16),
        move(0.21, -0.2, 1.107),
        colour=(0.95, 0.8, 0.2),
    )
    for x, y in ((-0.38, 0.36), (-0.1, 0.38), (0.42, -0.44)):
        block(mesh, (0.08, 0.08, 0.04), (x, y, 0.02), (0.5, 0.45, 0.4))
        mesh.add(shapes.sphere(0.045, 8, 5), move(x, y, 0.09), colour=(0.3, 0.55, 0.28))
    block(mesh, (0.1, 0.04, 0.04), (0.0, 0.0, 0.0), (0.6, 0.62, 0.65), joint="gondola")
    block(mesh, (0.1, 0.005, 0.02), (0.0, 0.02, 0.04), (0.9, 0.7, 0.1), joint="gondola")
    beacons(mesh, "blink-beacons", [(-0.18, -0.12, 2.03), (0.34, -0.33, 1.1), (0.08, -0.07, 1.1)])

    def motion(pose: Pose, t: float) -> None:
        pose.shift("gondola", z=1.0 * (0.5 - 0.5 * math.cos(TAU * t)))

    return Building("office-complex", mesh, motion, 240)


def army_base() -> Building:
    skeleton = Joint("root", (0.0, 0.0, 0.0))
    skeleton.add("radar", (0.28, 0.16, 0.5))
    skeleton.add("flag", (-0.36, 0.3, 0.56))
    skeleton.add("turret", (-0.12, 0.22, 0.07))
    mesh = Mesh(skeleton)
    concrete, olive, dark_olive = (0.72, 0.7, 0.64), (0.38, 0.42, 0.26), (0.28, 0.31, 0.19)
    lot(mesh, (0.62, 0.56, 0.42))
    block(mesh, (0.96, 0.03, 0.09), (0.0, -0.465, 0.02), concrete)
    for x in (-0.465, 0.465):
        block(mesh, (0.03, 0.96, 0.09), (x, 0.0, 0.02), concrete)
    for x in (-0.3, 0.3):
        block(mesh, (0.33, 0.03, 0.09), (x, 0.465, 0.02), concrete)
    for x in (-0.135, 0.135):
        block(mesh, (0.05, 0.05, 0.2), (x, 0.465, 0.02), concrete)
    block(mesh, (0.32, 0.04, 0.07), (0.0, 0.465, 0.22), dark_olive)
    front_panel(mesh, 0.3, 0.06, (0.0, 0.4855, 0.225), "army_sign")
    for y in (-0.27, -0.04):
        mesh.add(
            shapes.cylinder(0.1, 0.5, 12),
            chain(move(0, 0, -0.25), turn(r=90), move(-0.1, y, 0.02)),
            colour=olive,
        )
        block(mesh, (0.02, 0.06, 0.07), (0.155, y, 0.02), (0.2, 0.2, 0.2))
    mesh.add(
        shapes.cylinder(0.03, 0.48, 8, top=0.018), move(0.28, 0.16, 0.02), colour=(0.55, 0.56, 0.58)
    )
    block(mesh, (0.1, 0.1, 0.04), (0.28, 0.16, 0.02), concrete)
    dish(mesh, 0.13, 0.05, "radar", chain(turn(p=15), move(0.28, 0.16, 0.53)), (0.85, 0.86, 0.88))
    block(mesh, (0.04, 0.04, 0.04), (0.28, 0.16, 0.48), (0.4, 0.4, 0.42), joint="radar")
    mesh.add(shapes.cylinder(0.007, 0.56, 6), move(-0.36, 0.3, 0.02), colour=(0.8, 0.8, 0.82))
    flag = shapes.plate(shapes.rectangle(0.16, 0.1), 0.004)
    mesh.add(flag, move(-0.275, 0.3, 0.53), colour=dark_olive, joint="flag")
    mesh.add(
        shapes.plate(shapes.star(5, 0.03, 0.013), 0.008),
        move(-0.275, 0.3, 0.53),
        colour=WHITE,
        joint="flag",
    )
    block(mesh, (0.16, 0.22, 0.04), (-0.12, 0.22, 0.03), dark_olive)
    for x in (-0.2, -0.04):
        block(mesh, (0.04, 0.24, 0.04), (x, 0.22, 0.02), (0.15, 0.15, 0.14))
    mesh.add(
        shapes.cylinder(0.05, 0.035, 10), move(-0.12, 0.21, 0.07), colour=olive, joint="turret"
    )
    mesh.add(
        shapes.cylinder(0.01, 0.16, 6),
        chain(turn(p=-90), move(-0.12, 0.24, 0.09)),
        colour=olive,
        joint="turret",
    )
    for sx, sy in ((1, 1), (-1, 1)):
        x, y = sx * 0.4, sy * 0.4
        for dx in (-0.035, 0.035):
            for dy in (-0.035, 0.035):
                mesh.add(
                    shapes.cylinder(0.006, 0.3, 4),
                    move(x + dx, y + dy - 0.02, 0.02),
                    colour=(0.4, 0.3, 0.2),
                )
        block(mesh, (0.1, 0.1, 0.02), (x, y - 0.02, 0.3), (0.45, 0.35, 0.22))
        mesh.add(
            shapes.cylinder(0.085, 0.06, 4, top=0.0),
            chain(turn(h=45), move(x, y - 0.02, 0.37)),
            colour=dark_olive,
        )
    block(mesh, (0.8, 0.02, 0.003), (0.06, -0.16, 0.02), (0.85, 0.8, 0.6))
    beacons(
        mesh, "blink-beacons", [(0.4, 0.38, 0.445), (-0.4, 0.38, 0.445), (0.28, 0.16, 0.62)], 0.016
    )

    def motion(pose: Pose, t: float) -> None:
        pose.turn("radar", h=-360.0 * 2 * t)
        pose.turn("flag", h=12.0 * math.sin(TAU * 3 * t), r=4.0 * math.sin(TAU * 6 * t))
        pose.turn("turret", h=35.0 * math.sin(TAU * t))

    return Building("army-base", mesh, motion, 144)


def mega_church() -> Building:
    skeleton = Joint("root", (0.0, 0.0, 0.0))
    skeleton.add("bell", (0.0, 0.33, 0.66))
    mesh = Mesh(skeleton)
    white, stone, slate = (0.94, 0.92, 0.88), (0.8, 0.78, 0.74), (0.3, 0.34, 0.42)
    lot(mesh, (0.42, 0.6, 0.32))
    block(mesh, (0.14, 0.2, 0.004), (0.0, 0.38, 0.02), (0.8, 0.78, 0.72))
    centre = (0.0, -0.1, 0.02)
    hall = shapes.lathe([(0.36, 0.0), (0.36, 0.27)], 8, phase=0.5)
    mesh.add(hall, move(*centre), colour=WHITE, texture="church_windows", uv_scale=(8.0, 1.0))
    mesh.add(
        shapes.lathe([(0.39, 0.27), (0.39, 0.3), (0.3, 0.36), (0.0, 0.46)], 8, sharp=20, phase=0.5),
        move(*centre),
        colour=slate,
    )
    mesh.add(shapes.lathe([(0.37, 0.0), (0.37, 0.03)], 8, phase=0.5), move(*centre), colour=stone)
    block(mesh, (0.2, 0.1, 0.16), (0.0, 0.24, 0.02), white)
    roof = shapes.plate([(-0.12, 0.0), (0.12, 0.0), (0.0, 0.08)], 0.12)
    mesh.add(roof, move(0.0, 0.24, 0.18), colour=slate)
    block(mesh, (0.07, 0.01, 0.11), (0.0, 0.292, 0.02), (0.35, 0.2, 0.12))
    front_panel(mesh, 0.14, 0.14, (0.0, 0.2395, 0.26), "church_rose")
    block(mesh, (0.14, 0.14, 0.62), (0.0, 0.33, 0.02), white)
    mesh.add(
        shapes.cylinder(0.045, 0.006, 14),
        chain(turn(p=-90), move(0.0, 0.4, 0.52)),
        colour=(0.95, 0.9, 0.7),
    )
    for length, angle in ((0.03, 0.0), (0.022, 110.0)):  # clock hands at ten past twelve
        mesh.add(
            shapes.box(0.006, 0.004, length),
            chain(move(0, 0, length / 2), turn(r=angle), move(0.0, 0.407, 0.52)),
            colour=(0.1, 0.1, 0.1),
        )
    for x, y, size in ((-0.38, 0.36, 1.0), (0.36, 0.4, 0.9), (0.4, -0.4, 1.1), (-0.4, -0.38, 0.8)):
        tree(mesh, x, y, size)
    for sx in (-1, 1):
        for sy in (-1, 1):
            block(mesh, (0.025, 0.025, 0.12), (sx * 0.058, 0.33 + sy * 0.058, 0.64), white)
    block(mesh, (0.16, 0.16, 0.025), (0.0, 0.33, 0.76), stone)
    mesh.add(
        shapes.cylinder(0.1, 0.42, 4, top=0.0),
        chain(turn(h=45), move(0.0, 0.33, 0.785)),
        colour=slate,
    )
    mesh.add(
        shapes.lathe([(0.0, -0.06), (0.035, -0.055), (0.04, -0.01), (0.0, 0.0)], 10),
        move(0.0, 0.33, 0.72),
        colour=(0.85, 0.65, 0.2),
        joint="bell",
    )

    def cross(k: int, b: float) -> None:
        gold = (1.0 * b, 0.85 * b, 0.4 * b)
        mesh.add(
            shapes.box(0.018, 0.018, 0.14),
            move(0.0, 0.33, 1.27),
            colour=gold,
            group="glow-cross",
            frame=k,
        )
        mesh.add(
            shapes.box(0.09, 0.018, 0.018),
            move(0.0, 0.33, 1.32),
            colour=gold,
            group="glow-cross",
            frame=k,
        )

    glow(mesh, "glow-cross", cross)

    def motion(pose: Pose, t: float) -> None:
        pose.turn("bell", p=28.0 * math.sin(TAU * 2 * t))

    return Building("mega-church", mesh, motion, 96)


def media_outlet() -> Building:
    skeleton = Joint("root", (0.0, 0.0, 0.0))
    skeleton.add("dish", (0.12, -0.16, 0.38))
    mesh = Mesh(skeleton)
    cladding, roof = (0.3, 0.32, 0.37), (0.45, 0.46, 0.5)
    lot(mesh, (0.6, 0.6, 0.62))
    block(mesh, (0.66, 0.44, 0.36), (-0.08, -0.02, 0.02), cladding)
    block(mesh, (0.68, 0.46, 0.02), (-0.08, -0.02, 0.38), roof)
    front_panel(mesh, 0.66, 0.36, (-0.08, 0.2005, 0.02), "studio_facade")
    for x in (-0.24, 0.08):
        block(mesh, (0.015, 0.015, 0.08), (x, 0.16, 0.4), (0.2, 0.2, 0.2))

    def sign(k: int, b: float) -> None:
        front_panel(
            mesh,
            0.44,
            0.11,
            (-0.08, 0.17, 0.44),
            "news_sign",
            group="glow-sign",
            frame=k,
            brightness=b,
        )

    glow(mesh, "glow-sign", sign)
    block(mesh, (0.44, 0.01, 0.11), (-0.08, 0.164, 0.44), (0.2, 0.2, 0.22))
    mesh.add(shapes.cylinder(0.02, 0.05, 8), move(0.12, -0.16, 0.4), colour=(0.6, 0.6, 0.62))
    dish(mesh, 0.11, 0.045, "dish", chain(turn(p=35), move(0.12, -0.16, 0.47)), (0.92, 0.92, 0.94))
    lattice(mesh, (0.36, -0.34, 0.02), 1.7, 0.07, 0.015, 4, ((0.78, 0.2, 0.15), (0.93, 0.93, 0.93)))
    beacons(
        mesh,
        "blink-beacons",
        [(0.36, -0.34, 1.74), (0.315, -0.385, 0.9), (0.405, -0.295, 0.9)],
        0.02,
    )
    tree(mesh, -0.4, 0.36, 0.9)
    block(mesh, (0.12, 0.22, 0.09), (0.3, 0.3, 0.02), (0.92, 0.92, 0.94))
    block(mesh, (0.12, 0.07, 0.05), (0.3, 0.38, 0.02), (0.2, 0.25, 0.32))
    block(mesh, (0.122, 0.05, 0.012), (0.3, 0.26, 0.08), (0.8, 0.1, 0.1))
    mesh.add(
        shapes.cylinder(0.035, 0.01, 10),
        chain(turn(p=60), move(0.3, 0.26, 0.13)),
        colour=(0.85, 0.85, 0.88),
    )

    def motion(pose: Pose, t: float) -> None:
        pose.turn("dish", h=50.0 * math.sin(TAU * t), p=6.0 * math.sin(TAU * 2 * t))

    return Building("media-outlet", mesh, motion, 192)


BUILDINGS: dict[str, Callable[[], Building]] = {
    "wal-mart": wal_mart,
    "office-complex": office_complex,
    "army-base": army_base,
    "mega-church": mega_church,
    "media-outlet": media_outlet,
}
