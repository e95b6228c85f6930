"""The shared body of every piece: its skeleton, its proportions and its clothes.

All pieces share one skeleton (same joint names and hierarchy), so the animations in
``game.art.motion`` work for all of them; a piece differs by outfit, stance and props.
Proportions are a little heroic-chibi (a large head, short limbs) so that a figure of less
than one board square still reads from a camera high above the board.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.art import shapes
from game.art.geometry import (
    Mat3,
    Vec,
    Xform,
    add,
    align,
    chain,
    mat_mul,
    mat_vec,
    move,
    rotation_hpr,
    stretch,
    sub,
    transpose,
    turn,
)
from game.art.mesh import RGB, Joint, Mesh

# Heights of the figure's landmarks above the top of its base, at scale 1.
HIP = 0.33
KNEE = 0.18
ANKLE = 0.045
WAIST = 0.38
SHOULDER = 0.585
NECK = 0.615
HEAD_RADIUS = 0.088
HEAD_CENTRE = 0.705
SHOULDER_X = 0.108
HIP_X = 0.052
ELBOW_DROP = 0.125
WRIST_DROP = 0.115

BASE_HEIGHT = 0.055
BASE_RADIUS = 0.34
OWNER_GROUP = "owner"  # geometry tinted by the owner's colour (white in the file)

SKIN = {
    "light": (0.96, 0.80, 0.67),
    "tan": (0.86, 0.64, 0.48),
    "brown": (0.64, 0.44, 0.30),
    "dark": (0.42, 0.28, 0.19),
}


@dataclass
class Outfit:
    """The colours and cut of a figure's clothes."""

    skin: RGB
    hair: RGB
    top: RGB
    trousers: RGB
    shoes: RGB = (0.12, 0.11, 0.11)
    sleeves: RGB | None = None  # the top's colour if None
    hands: RGB | None = None  # gloves; skin if None
    hair_style: str = "short"  # short, long, bald, spiky, bun, slick, curly
    robe: RGB | None = None  # a long robe or coat hem to the ground (hides the legs)
    belly: float = 0.0  # extra girth at the waist
    short_sleeves: bool = False

    @property
    def sleeve(self) -> RGB:
        return self.sleeves or self.top


@dataclass
class Rig:
    """A figure's skeleton at its scale, its stance (joint rotations it stands in) and
    helpers to place props in the posed figure's frame."""

    scale: float
    ground: float  # height of the feet (top of the base or pedestal)
    stance: dict[str, tuple[float, float, float]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        s, g = self.scale, self.ground
        root = Joint("root", (0.0, 0.0, 0.0))
        body = root.add("body", (0.0, 0.0, g))
        hips = body.add("hips", (0.0, 0.0, HIP * s))
        spine = hips.add("spine", (0.0, 0.0, (WAIST - HIP) * s))
        spine.add("head", (0.0, 0.0, (NECK - WAIST) * s))
        for side, sign in (("l", -1), ("r", 1)):
            arm = spine.add(f"arm_{side}", (sign * SHOULDER_X * s, 0.0, (SHOULDER - WAIST) * s))
            forearm = arm.add(f"forearm_{side}", (sign * 0.006 * s, 0.0, -ELBOW_DROP * s))
            forearm.add(f"hand_{side}", (sign * 0.004 * s, 0.0, -WRIST_DROP * s))
            thigh = hips.add(f"thigh_{side}", (sign * HIP_X * s, 0.0, 0.0))
            shin = thigh.add(f"shin_{side}", (0.0, 0.0, (KNEE - HIP) * s))
            shin.add(f"foot_{side}", (0.0, 0.0, (ANKLE - KNEE) * s))
        self.skeleton = root
        self.origins = root.origins()
        self._parents = {
            child.name: joint.name for joint, _ in root.walk() for child in joint.children
        }

    def at(self, height: float) -> float:
        """Model-space z of a landmark height (as listed at the top of this module)."""
        return self.ground + height * self.scale

    def posed_rotation(self, joint: str) -> Mat3:
        """The joint's rotation in model space when the figure stands in its stance."""
        chain_ = []
        name: str | None = joint
        while name is not None:
            chain_.append(name)
            name = self._parents.get(name)
        m = rotation_hpr(0, 0, 0)
        for name in reversed(chain_):
            m = mat_mul(m, rotation_hpr(*self.stance.get(name, (0.0, 0.0, 0.0))))
        return m

    def held(self, joint: str, offset: Vec = (0.0, 0.0, 0.0), hpr: Vec = (0.0, 0.0, 0.0)) -> Xform:
        """Where to build a prop so that, in the stance, it sits at ``offset`` from the
        joint (in model axes) turned by ``hpr`` (in model axes) and follows the joint."""
        undo = transpose(self.posed_rotation(joint))
        return Xform(
            mat_mul(undo, rotation_hpr(*hpr)), add(self.origins[joint], mat_vec(undo, offset))
        )


def limb(
    p0: Vec, p1: Vec, r0: float, r1: float, rings0: int, rings1: int
) -> tuple[shapes.Shape, Xform]:
    """A rounded limb between two points; an end hidden inside the torso, a hand or a shoe
    gets one ring (a cone) instead of a round cap."""
    return shapes.capsule(math.dist(p0, p1), r0, r1, 8, rings0, rings1), align(p0, p1)


def build_base(mesh: Mesh, radius: float = BASE_RADIUS, height: float = BASE_HEIGHT) -> None:
    """The round base every piece stands on; its rim takes the owner's colour."""
    inner = radius * 0.86
    mesh.add(
        shapes.lathe([(radius * 0.97, 0.0), (radius, 0.012), (radius, height * 0.25)], 20),
        colour=(0.10, 0.10, 0.11),
    )
    mesh.add(shapes.lathe([(inner, height), (0.0, height)], 20), colour=(0.16, 0.16, 0.17))
    mesh.group(OWNER_GROUP)
    mesh.add(
        shapes.lathe(
            [
                (radius, height * 0.25),
                (radius, height * 0.8),
                (radius * 0.96, height),
                (inner, height),
            ],
            20,
            sharp=30,
        ),
        colour=(1.0, 1.0, 1.0),
        group=OWNER_GROUP,
    )


def build_body(mesh: Mesh, rig: Rig, outfit: Outfit) -> None:
    """Head, torso, arms and legs in the rest pose (arms down), each bound to its joint."""
    s = rig.scale
    o = rig.origins
    hand_colour = outfit.hands or outfit.skin
    # Legs and feet.
    for side in "lr":
        hip, knee, ankle = o[f"thigh_{side}"], o[f"shin_{side}"], o[f"foot_{side}"]
        if outfit.robe is None:
            mesh.add(
                *limb(hip, knee, 0.047 * s, 0.04 * s, 1, 2),
                colour=outfit.trousers,
                joint=f"thigh_{side}",
            )
            mesh.add(
                *limb(knee, ankle, 0.039 * s, 0.032 * s, 2, 1),
                colour=outfit.trousers,
                joint=f"shin_{side}",
            )
        else:
            mesh.add(
                *limb(knee, ankle, 0.03 * s, 0.028 * s, 2, 1),
                colour=outfit.trousers,
                joint=f"shin_{side}",
            )
        mesh.add(
            shapes.sphere(1.0, 7, 4),
            chain(
                stretch(0.038 * s, 0.066 * s, 0.03 * s),
                move(ankle[0], ankle[1] + 0.022 * s, rig.ground + 0.022 * s),
            ),
            colour=outfit.shoes,
            joint=f"foot_{side}",
        )
    # Pelvis and torso: elliptical lathes, a little deeper at the belly when asked.
    belly = outfit.belly
    # The pelvis tapers in above the waist so the shirt's hem always covers it.
    depth = stretch(1.0, 0.74 + belly, 1.0)
    pelvis = [
        (0.0, HIP - 0.05),
        (0.07, HIP - 0.045),
        (0.088, HIP),
        (0.088 + belly * 0.5, WAIST),
        (0.07, WAIST + 0.03),
        (0.0, WAIST + 0.035),
    ]
    mesh.add(
        shapes.lathe([(r * s, rig.at(z)) for r, z in pelvis], 12, sharp=60),
        depth,
        colour=outfit.trousers if outfit.robe is None else outfit.robe,
        joint="hips",
    )
    torso = [
        (0.0, WAIST - 0.035),
        (0.095 + belly, WAIST - 0.03),
        (0.097 + belly, WAIST + 0.03),
        (0.1 + belly * 0.4, 0.5),
        (0.104, 0.55),
        (0.098, SHOULDER),
        (0.062, SHOULDER + 0.022),
        (0.036, NECK),
        (0.0, NECK + 0.005),
    ]
    mesh.add(
        shapes.lathe([(r * s, rig.at(z)) for r, z in torso], 12, sharp=70),
        depth,
        colour=outfit.top,
        joint="spine",
    )
    if outfit.robe is not None:
        hem = [
            (0.0, 0.02),
            (0.15, 0.02),
            (0.14, 0.12),
            (0.11, 0.28),
            (0.095, WAIST + 0.02),
            (0.0, WAIST + 0.03),
        ]
        mesh.add(
            shapes.lathe([(r * s, rig.at(z)) for r, z in hem], 14, sharp=60),
            stretch(1.0, 0.85, 1.0),
            colour=outfit.robe,
            joint="hips",
        )
    # Neck and head.
    mesh.add(
        shapes.cylinder(0.033 * s, 0.07 * s, 8),
        move(0, 0, rig.at(NECK - 0.02)),
        colour=outfit.skin,
        joint="head",
    )
    centre = (0.0, 0.0, rig.at(HEAD_CENTRE))
    mesh.add(shapes.sphere(HEAD_RADIUS * s, 12, 8), move(*centre), colour=outfit.skin, joint="head")
    for sign in (-1, 1):
        eye = add(centre, (sign * 0.031 * s, 0.079 * s, 0.008 * s))
        mesh.add(
            shapes.sphere(1.0, 5, 3),
            chain(stretch(0.011 * s, 0.006 * s, 0.015 * s), move(*eye)),
            colour=(0.08, 0.07, 0.07),
            joint="head",
        )
    mesh.add(
        shapes.sphere(1.0, 5, 3),
        chain(
            stretch(0.014 * s, 0.012 * s, 0.016 * s),
            move(*add(centre, (0.0, 0.087 * s, -0.018 * s))),
        ),
        colour=tuple(c * 0.93 for c in outfit.skin),
        joint="head",
    )
    mesh.add(
        shapes.sphere(1.0, 6, 3),
        chain(
            stretch(0.02 * s, 0.006 * s, 0.006 * s), move(*add(centre, (0.0, 0.08 * s, -0.043 * s)))
        ),
        colour=(0.45, 0.16, 0.14),
        joint="head",
    )  # a calm mouth
    build_hair(mesh, rig, outfit)
    # Arms.
    for side in "lr":
        shoulder, elbow, wrist = o[f"arm_{side}"], o[f"forearm_{side}"], o[f"hand_{side}"]
        mesh.add(
            *limb(shoulder, elbow, 0.038 * s, 0.031 * s, 2, 2),
            colour=outfit.sleeve,
            joint=f"arm_{side}",
        )
        fore = outfit.skin if outfit.short_sleeves else outfit.sleeve
        mesh.add(
            *limb(elbow, wrist, 0.03 * s, 0.026 * s, 2, 1), colour=fore, joint=f"forearm_{side}"
        )
        mesh.add(
            shapes.sphere(1.0, 7, 4),
            chain(stretch(0.03 * s, 0.026 * s, 0.034 * s), move(*sub(wrist, (0, 0, 0.022 * s)))),
            colour=hand_colour,
            joint=f"hand_{side}",
        )


def build_hair(mesh: Mesh, rig: Rig, outfit: Outfit) -> None:
    """A few hair styles, built as shells just outside the head sphere."""
    s = rig.scale
    centre = (0.0, 0.0, rig.at(HEAD_CENTRE))
    r = HEAD_RADIUS * s * 1.07
    style = outfit.hair_style
    if style == "bald":
        mesh.add(
            shapes.lathe(shapes.arc(r * 0.98, 0.0, -35, 15, 2), 12),
            chain(stretch(1.0, 0.9, 1.0), turn(p=-8), move(*add(centre, (0, -0.012 * s, 0)))),
            colour=outfit.hair,
            joint="head",
        )
        return
    cap = shapes.lathe(shapes.arc(r, 0.0, -5, 90, 4), 12)
    mesh.add(
        cap,
        chain(turn(p=-22), move(*add(centre, (0.0, -0.012 * s, 0.006 * s)))),
        colour=outfit.hair,
        joint="head",
    )
    if style in ("long", "bun"):
        back = shapes.lathe(shapes.arc(r * 0.9, 0.0, -90, 90, 4), 10)
        if style == "long":
            mesh.add(
                back,
                chain(stretch(1.05, 0.55, 1.35), move(*add(centre, (0.0, -0.045 * s, -0.045 * s)))),
                colour=outfit.hair,
                joint="head",
            )
        else:
            mesh.add(
                shapes.sphere(0.045 * s, 8, 5),
                move(*add(centre, (0.0, -0.07 * s, 0.07 * s))),
                colour=outfit.hair,
                joint="head",
            )
    elif style == "spiky":
        for k in range(7):
            a = -60 + k * 20
            mesh.add(
                shapes.cylinder(0.03 * s, 0.075 * s, 5, top=0.0),
                chain(
                    turn(p=-30 + abs(a) * 0.2, r=a), move(*add(centre, (0.0, -0.02 * s, 0.05 * s)))
                ),
                colour=outfit.hair,
                joint="head",
            )
    elif style == "curly":
        for k in range(8):
            a = math.radians(k * 45)
            mesh.add(
                shapes.sphere(0.035 * s, 6, 4),
                move(
                    *add(
                        centre,
                        (math.cos(a) * r * 0.75, math.sin(a) * r * 0.7 - 0.015 * s, 0.05 * s),
                    )
                ),
                colour=outfit.hair,
                joint="head",
            )
