"""The twelve pieces: six kinds plus the six Leaders, each an outfit, a stance and props.

What makes each one readable from above is its silhouette: a briefcase, a raised baton and a
shield, a robe and a raised book, a star held high, shopping bags, a placard. Leaders stand
taller on a gold-trimmed pedestal and carry their own signature (podium and sash, cap and
medals, top hat and cane, gavel, megaphone, cowboy hat and derrick).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.art import props, shapes, wear
from game.art.figure import BASE_HEIGHT, OWNER_GROUP, SKIN, Outfit, Rig, build_base, build_body
from game.art.geometry import chain, move, stretch, turn
from game.art.mesh import WHITE, Mesh
from game.art.motion import DOVE_CLIPS, HAWK_CLIPS, Style
from game.rules.pieces import Leader
from game.view.palette import leader_accent


def accent(leader: Leader) -> tuple[float, float, float]:
    """A Leader's accent colour (game.view.palette), worn on its signature part."""
    return leader_accent(leader)[:3]


LEADER_SCALE = 1.3
PIECE_SCALE = 1.1
PEDESTAL_HEIGHT = 0.15


@dataclass
class PieceDesign:
    """Everything that makes one piece model."""

    name: str  # file stem
    outfit: Outfit
    dress: Callable[[Mesh, Rig], None]  # props and accessories
    stance: dict[str, tuple[float, float, float]] = field(default_factory=dict)
    style: Style = Style()
    leader: bool = False

    @property
    def clips(self) -> tuple[str, ...]:
        return DOVE_CLIPS if self.style.attack == "pacify" else HAWK_CLIPS


RELAXED = {
    "arm_l": (0.0, 2.0, 7.0),
    "arm_r": (0.0, 2.0, -7.0),
    "forearm_l": (0.0, 8.0, 0.0),
    "forearm_r": (0.0, 8.0, 0.0),
}


def stance(**joints: tuple[float, float, float]) -> dict[str, tuple[float, float, float]]:
    """The relaxed stance with some joints changed."""
    return {**RELAXED, **joints}


def build_pedestal(mesh: Mesh) -> None:
    """A Leader's two-step pedestal: dark stone, an owner-coloured band, gold trim."""
    stone, dark = (0.17, 0.17, 0.19), (0.10, 0.10, 0.11)
    mesh.add(shapes.lathe([(0.38, 0.0), (0.38, 0.02)], 22), colour=dark)
    mesh.group(OWNER_GROUP)
    mesh.add(
        shapes.lathe([(0.38, 0.02), (0.38, 0.065), (0.3, 0.075)], 22, sharp=30),
        colour=WHITE,
        group=OWNER_GROUP,
    )
    mesh.add(shapes.lathe([(0.3, 0.075), (0.3, 0.09)], 22), colour=props.GOLD)
    mesh.add(
        shapes.lathe(
            [(0.29, 0.09), (0.265, PEDESTAL_HEIGHT), (0.0, PEDESTAL_HEIGHT)], 22, sharp=30
        ),
        colour=stone,
    )


def build_piece(design: PieceDesign) -> tuple[Mesh, Rig]:
    scale = LEADER_SCALE if design.leader else PIECE_SCALE
    rig = Rig(scale, PEDESTAL_HEIGHT if design.leader else BASE_HEIGHT, design.stance)
    mesh = Mesh(rig.skeleton)
    if design.leader:
        build_pedestal(mesh)
    else:
        build_base(mesh)
    build_body(mesh, rig, design.outfit)
    design.dress(mesh, rig)
    return mesh, rig


def _consumer(mesh: Mesh, rig: Rig) -> None:
    s = rig.scale
    for side, sign in (("l", -1), ("r", 1)):
        props.shopping_bag(
            mesh, rig.held(f"hand_{side}", (sign * 0.012, 0.0, -0.03)), f"hand_{side}"
        )
    x, y, z = wear.head_top(rig, -0.03)
    mesh.add(
        shapes.lathe(shapes.arc(0.092 * s, 0.0, 0, 90, 3), 12),
        move(x, y, z - 0.01),
        colour=(0.85, 0.2, 0.2),
        joint="head",
    )
    mesh.add(
        shapes.lathe(shapes.arc(0.085 * s, 0.0, 0, 20, 2), 10),
        chain(stretch(0.9, 1.3, 0.3), move(x, y + 0.035, z - 0.008)),
        colour=(0.85, 0.2, 0.2),
        joint="head",
    )


def _lawyer(mesh: Mesh, rig: Rig) -> None:
    props.briefcase(mesh, rig.held("hand_r", (0.02, 0.0, -0.02), (70.0, 0.0, 0.0)), "hand_r")
    props.tie(mesh, move(*wear.chest(rig, 0.0, 0.585, 0.004)), "spine", WHITE, OWNER_GROUP)
    wear.lapels(mesh, rig, (0.16, 0.17, 0.2))
    wear.collar(mesh, rig)


def _military_police(mesh: Mesh, rig: Rig) -> None:
    wear.helmet(mesh, rig, (0.14, 0.15, 0.17))
    props.baton(mesh, rig.held("hand_r", (0.0, 0.0, -0.02), (0.0, -25.0, -10.0)), "hand_r")
    props.riot_shield(
        mesh, rig.held("forearm_l", (0.0, 0.065, -0.07), (0.0, 0.0, 0.0)), "forearm_l"
    )
    wear.belt(mesh, rig, (0.1, 0.1, 0.1), props.STEEL)
    s = rig.scale
    mesh.add(
        shapes.box(0.17, 0.03, 0.16),
        chain(stretch(s, s, s), move(0, 0.062 * s, rig.at(0.48))),
        colour=(0.2, 0.22, 0.26),
        joint="spine",
    )


def _preacher(mesh: Mesh, rig: Rig) -> None:
    props.book(
        mesh, rig.held("hand_r", (-0.01, 0.0, 0.04), (0.0, 0.0, 90.0)), "hand_r", (0.1, 0.1, 0.12)
    )
    wear.stole(mesh, rig)
    wear.collar(mesh, rig)


def _pop_star(mesh: Mesh, rig: Rig) -> None:
    props.microphone(
        mesh, rig.held("hand_r", (0.0, 0.0, -0.01), (0.0, 28.0, 0.0)), "hand_r"
    )  # to the lips
    props.star(mesh, rig.held("hand_l", (0.0, 0.0, 0.09), (0.0, 0.0, 0.0)), "hand_l", 0.13)
    s = rig.scale
    mesh.add(
        shapes.cylinder(0.006, 0.08, 4),
        rig.held("hand_l", (0.0, 0.0, -0.02)),
        colour=props.GOLD,
        joint="hand_l",
    )
    wear.sunglasses(mesh, rig, (0.9, 0.2, 0.6), star_shaped=True)
    for sign in (-1, 1):
        mesh.add(
            shapes.sphere(1.0, 8, 5),
            chain(stretch(0.055 * s, 0.05 * s, 0.03 * s), move(sign * 0.085 * s, 0, rig.at(0.595))),
            colour=WHITE,
            joint="spine",
            group=OWNER_GROUP,
        )
    wear.belt(mesh, rig, (0.85, 0.85, 0.9), props.GOLD, 1.4)


def _activist(mesh: Mesh, rig: Rig) -> None:
    props.placard(mesh, rig.held("hand_r", (0.0, 0.01, 0.0), (0.0, 0.0, 0.0)), "hand_r")
    s = rig.scale
    mesh.add(
        shapes.lathe([(0.095 * s, 0.0), (0.095 * s, 0.018 * s)], 12),
        chain(move(0, -0.004, rig.at(0.74))),
        colour=(0.95, 0.95, 0.95),
        joint="head",
    )


def _president(mesh: Mesh, rig: Rig) -> None:
    wear.sash(mesh, rig)
    props.tie(mesh, move(*wear.chest(rig, 0.0, 0.585, 0.004)), "spine", (0.75, 0.1, 0.12))
    wear.lapels(mesh, rig, (0.1, 0.12, 0.22))
    props.lectern(
        mesh,
        chain(stretch(0.95, 0.95, 0.95), move(-0.1, 0.22, PEDESTAL_HEIGHT)),
        "root",
        accent(Leader.PRESIDENT),
    )


def _general(mesh: Mesh, rig: Rig) -> None:
    wear.peaked_cap(mesh, rig, accent(Leader.GENERAL), WHITE)
    wear.medals(mesh, rig)
    wear.epaulettes(mesh, rig)
    wear.belt(mesh, rig, (0.25, 0.16, 0.08))
    wear.moustache(mesh, rig, (0.7, 0.7, 0.7))
    props.sword(mesh, rig.held("hand_r", (0.0, 0.0, 0.0), (0.0, 10.0, 0.0)), "hand_r")


def _tycoon(mesh: Mesh, rig: Rig) -> None:
    s = rig.scale
    props.top_hat(
        mesh, chain(stretch(s, s, s), move(*wear.head_top(rig, -0.02))), "head", (0.08, 0.08, 0.09)
    )
    props.cane(
        mesh, rig.held("hand_r", (0.0, 0.0, 0.0), (0.0, 8.0, 0.0)), "hand_r", accent(Leader.TYCOON)
    )
    props.money_bag(mesh, rig.held("hand_l", (0.0, 0.0, -0.02)), "hand_l")
    wear.moustache(mesh, rig, (0.92, 0.92, 0.9), 1.4)
    wear.bow_tie(mesh, rig, (0.1, 0.1, 0.1))
    wear.lapels(mesh, rig, (0.05, 0.05, 0.05))
    mesh.add(
        shapes.lathe([(0.018 * s, 0.0), (0.018 * s, 0.004 * s), (0.014 * s, 0.004 * s)], 10),
        chain(turn(p=-90), move(0.032 * s, 0.087 * s, rig.at(0.715))),
        colour=props.GOLD,
        joint="head",
    )  # monocle


def _senator(mesh: Mesh, rig: Rig) -> None:
    props.gavel(mesh, rig.held("hand_r", (0.0, 0.0, 0.0), (0.0, -20.0, -20.0)), "hand_r")
    props.scroll(mesh, rig.held("hand_l", (0.0, 0.02, 0.0), (0.0, 0.0, 0.0)), "hand_l")
    props.tie(mesh, move(*wear.chest(rig, 0.0, 0.585, 0.004)), "spine", WHITE, OWNER_GROUP)
    wear.lapels(mesh, rig, (0.32, 0.33, 0.36))
    mesh.add(
        shapes.plate(shapes.circle(0.014, 8), 0.006),
        move(*wear.chest(rig, -0.055, 0.53, 0.006)),
        colour=accent(Leader.SENATOR),
        joint="spine",
    )  # a lapel pin


def _media_mogul(mesh: Mesh, rig: Rig) -> None:
    props.megaphone(mesh, rig.held("hand_r", (0.0, 0.0, -0.01), (-35.0, 20.0, 0.0)), "hand_r")
    wear.sunglasses(mesh, rig)
    wear.lapels(mesh, rig, (0.35, 0.1, 0.4))
    props.tie(mesh, move(*wear.chest(rig, 0.0, 0.585, 0.004)), "spine", (0.1, 0.1, 0.1))
    s = rig.scale
    mesh.add(
        shapes.lathe(shapes.arc(0.1 * s, 0.0, -10, 100, 4), 10, sharp=90),
        chain(stretch(1.0, 0.2, 1.0), move(0, -0.005, rig.at(0.7))),
        colour=(0.1, 0.1, 0.1),
        joint="head",
    )
    mesh.add(
        shapes.sphere(0.018 * s, 6, 4),
        move(0.095 * s, 0.0, rig.at(0.69)),
        colour=(0.1, 0.1, 0.1),
        joint="head",
    )


def _oil_baron(mesh: Mesh, rig: Rig) -> None:
    props.cowboy_hat(
        mesh, move(*wear.head_top(rig, -0.028)), "head", accent(Leader.OIL_BARON), WHITE
    )
    wear.moustache(mesh, rig, (0.35, 0.22, 0.12), 1.5)
    wear.belt(mesh, rig, (0.3, 0.18, 0.08), props.GOLD, 1.8)
    s = rig.scale
    mesh.add(
        shapes.lathe([(0.045 * s, 0.0), (0.05 * s, 0.02 * s)], 10),
        move(0, 0, rig.at(0.585)),
        colour=WHITE,
        joint="spine",
        group=OWNER_GROUP,
    )
    mesh.add(
        shapes.plate([(-0.04, 0.0), (0.04, 0.0), (0.0, -0.06)], 0.01),
        move(*wear.chest(rig, 0.0, 0.585, 0.002)),
        colour=WHITE,
        joint="spine",
        group=OWNER_GROUP,
    )
    props.derrick(mesh, move(-0.24, -0.1, PEDESTAL_HEIGHT), "root")


PIECES: dict[str, PieceDesign] = {
    d.name: d
    for d in (
        PieceDesign(
            "consumer",
            Outfit(
                skin=SKIN["tan"],
                hair=(0.3, 0.2, 0.12),
                top=(0.9, 0.88, 0.8),
                trousers=(0.25, 0.36, 0.58),
                short_sleeves=True,
                shoes=(0.9, 0.9, 0.9),
            ),
            _consumer,
            stance(arm_l=(0.0, 0.0, 16.0), arm_r=(0.0, 0.0, -16.0)),
            Style("swing", frozenset("lr")),
        ),
        PieceDesign(
            "lawyer",
            Outfit(
                skin=SKIN["light"],
                hair=(0.18, 0.12, 0.08),
                top=(0.2, 0.21, 0.25),
                trousers=(0.2, 0.21, 0.25),
                hair_style="slick",
            ),
            _lawyer,
            stance(arm_r=(0.0, 4.0, -14.0)),
            Style("swing", frozenset("r")),
        ),
        PieceDesign(
            "military-police",
            Outfit(
                skin=SKIN["brown"],
                hair=(0.1, 0.08, 0.06),
                top=(0.22, 0.26, 0.3),
                trousers=(0.2, 0.23, 0.27),
                hands=(0.1, 0.1, 0.1),
            ),
            _military_police,
            stance(
                arm_r=(0.0, 95.0, -25.0),
                forearm_r=(0.0, 50.0, 0.0),
                arm_l=(0.0, 40.0, 14.0),
                forearm_l=(-10.0, 55.0, 0.0),
            ),
            Style("overhead", frozenset("lr")),
        ),
        PieceDesign(
            "preacher",
            Outfit(
                skin=SKIN["dark"],
                hair=(0.15, 0.15, 0.15),
                top=(0.1, 0.1, 0.12),
                trousers=(0.1, 0.1, 0.12),
                hair_style="bald",
                robe=(0.1, 0.1, 0.12),
            ),
            _preacher,
            stance(
                arm_r=(0.0, 160.0, -14.0),
                forearm_r=(0.0, 8.0, 0.0),
                hand_r=(0.0, -10.0, 0.0),
                arm_l=(0.0, 30.0, 30.0),
                forearm_l=(0.0, 40.0, 0.0),
            ),
            Style("overhead", frozenset("r"), "preach"),
        ),
        PieceDesign(
            "pop-star",
            Outfit(
                skin=SKIN["light"],
                hair=(0.95, 0.45, 0.75),
                top=(0.15, 0.12, 0.2),
                trousers=(0.12, 0.1, 0.16),
                hair_style="spiky",
                shoes=(0.95, 0.95, 0.95),
            ),
            _pop_star,
            stance(
                arm_r=(40.0, 50.0, 0.0),
                forearm_r=(0.0, 90.0, 0.0),
                arm_l=(0.0, 155.0, 28.0),
                forearm_l=(0.0, 10.0, 0.0),
            ),
            Style("thrust", frozenset("lr"), "sway"),
        ),
        PieceDesign(
            "activist",
            Outfit(
                skin=SKIN["brown"],
                hair=(0.12, 0.08, 0.05),
                top=(0.35, 0.5, 0.3),
                trousers=(0.3, 0.38, 0.55),
                hair_style="curly",
                shoes=(0.45, 0.3, 0.15),
            ),
            _activist,
            stance(
                arm_r=(0.0, 40.0, -16.0),
                forearm_r=(0.0, 75.0, 0.0),
                hand_r=(0.0, -30.0, 0.0),
                arm_l=(0.0, 6.0, 12.0),
                forearm_l=(0.0, 25.0, 0.0),
            ),
            Style("pacify", frozenset("r")),
        ),
        PieceDesign(
            "leader-president",
            Outfit(
                skin=SKIN["light"],
                hair=(0.75, 0.75, 0.78),
                top=(0.12, 0.15, 0.3),
                trousers=(0.12, 0.15, 0.3),
            ),
            _president,
            stance(
                arm_r=(0.0, 10.0, -80.0),
                forearm_r=(0.0, 0.0, -85.0),
                arm_l=(0.0, 30.0, 10.0),
                forearm_l=(0.0, 40.0, 0.0),
            ),
            Style("thrust", frozenset("r"), "wave"),
            leader=True,
        ),
        PieceDesign(
            "leader-general",
            Outfit(
                skin=SKIN["tan"],
                hair=(0.5, 0.5, 0.5),
                top=(0.33, 0.38, 0.22),
                trousers=(0.3, 0.34, 0.2),
                hair_style="bald",
            ),
            _general,
            stance(
                arm_r=(0.0, 30.0, -8.0),
                forearm_r=(0.0, 70.0, 0.0),
                hand_r=(0.0, -10.0, 0.0),
                arm_l=(0.0, -10.0, 10.0),
                forearm_l=(0.0, 20.0, 0.0),
            ),
            Style("overhead", frozenset("r")),
            leader=True,
        ),
        PieceDesign(
            "leader-tycoon",
            Outfit(
                skin=SKIN["light"],
                hair=(0.9, 0.9, 0.88),
                top=(0.1, 0.1, 0.12),
                trousers=(0.25, 0.25, 0.28),
                hair_style="bald",
                belly=0.035,
                hands=(0.95, 0.95, 0.95),
            ),
            _tycoon,
            stance(
                arm_r=(0.0, 22.0, -14.0),
                forearm_r=(0.0, 18.0, 0.0),
                hand_r=(0.0, -30.0, 0.0),
                arm_l=(0.0, 10.0, 18.0),
                forearm_l=(0.0, 20.0, 0.0),
            ),
            Style("swing", frozenset("lr")),
            leader=True,
        ),
        PieceDesign(
            "leader-senator",
            Outfit(
                skin=SKIN["brown"],
                hair=(0.88, 0.88, 0.9),
                top=(0.42, 0.43, 0.47),
                trousers=(0.42, 0.43, 0.47),
                hair_style="short",
            ),
            _senator,
            stance(
                arm_r=(0.0, 100.0, -30.0),
                forearm_r=(0.0, 70.0, 0.0),
                arm_l=(0.0, 30.0, 12.0),
                forearm_l=(0.0, 60.0, 0.0),
            ),
            Style("overhead", frozenset("r")),
            leader=True,
        ),
        PieceDesign(
            "leader-media-mogul",
            Outfit(
                skin=SKIN["tan"],
                hair=(0.1, 0.08, 0.08),
                top=accent(Leader.MEDIA_MOGUL),
                trousers=(0.15, 0.12, 0.18),
                hair_style="slick",
            ),
            _media_mogul,
            stance(
                arm_r=(0.0, 75.0, -25.0),
                forearm_r=(0.0, 45.0, 0.0),
                arm_l=(0.0, 20.0, 16.0),
                forearm_l=(0.0, 75.0, 0.0),
            ),
            Style("thrust", frozenset("r")),
            leader=True,
        ),
        PieceDesign(
            "leader-oil-baron",
            Outfit(
                skin=SKIN["light"],
                hair=(0.5, 0.35, 0.2),
                top=(0.9, 0.86, 0.76),
                trousers=(0.35, 0.28, 0.2),
                shoes=(0.4, 0.22, 0.1),
            ),
            _oil_baron,
            stance(
                arm_r=(0.0, 5.0, -25.0),
                forearm_r=(0.0, 30.0, 40.0),
                arm_l=(0.0, 5.0, 25.0),
                forearm_l=(0.0, 30.0, -40.0),
            ),
            Style("thrust"),
            leader=True,
        ),
    )
}
