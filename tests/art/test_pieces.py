"""Every piece model loads with its skeleton and animations, stays in budget, takes its
owner's colour, and its animations visibly move the parts they are about."""

from __future__ import annotations

import pytest
from panda3d.core import LVecBase4f

from game.rules.pieces import Kind, Leader
from game.view import assets
from game.view.palette import SEAT_COLOURS

from .helpers import triangles

JOINTS = {
    "root",
    "body",
    "hips",
    "spine",
    "head",
    "arm_l",
    "forearm_l",
    "hand_l",
    "arm_r",
    "forearm_r",
    "hand_r",
    "thigh_l",
    "shin_l",
    "foot_l",
    "thigh_r",
    "shin_r",
    "foot_r",
}
PIECES = [(kind, None) for kind in Kind if kind is not Kind.LEADER] + [
    (Kind.LEADER, leader) for leader in Leader
]
IDS = [assets.piece_model_name(kind, leader) for kind, leader in PIECES]


@pytest.fixture(scope="module", params=PIECES, ids=IDS)
def piece(request, base):
    kind, leader = request.param
    actor = assets.piece_actor(kind, leader, SEAT_COLOURS[2])
    actor.reparentTo(base.render)
    yield kind, actor
    actor.cleanup()
    actor.removeNode()


def joint_at(actor, joint: str, animation: str, frame: int):
    """Model-space position and net transform of a joint at one frame of an animation."""
    actor.pose(animation, frame)
    actor.update(force=True)
    node = actor.exposeJoint(None, "modelRoot", joint)
    position, transform = node.getPos(actor), node.getMat(actor)
    node.removeNode()
    return position, transform


def travel(actor, joint: str, animation: str) -> float:
    """The farthest a joint gets from where it is in the first frame of the animation."""
    start, _ = joint_at(actor, joint, animation, 0)
    return max(
        (joint_at(actor, joint, animation, f)[0] - start).length()
        for f in range(actor.getNumFrames(animation))
    )


def test_has_every_joint(piece):
    _, actor = piece
    assert {j.getName() for j in actor.getJoints()} == JOINTS


def test_has_every_animation(piece):
    kind, actor = piece
    assert set(actor.getAnimNames()) == set(assets.animations_for(kind))
    for name in actor.getAnimNames():
        assert actor.getNumFrames(name) >= 12, name


def test_within_triangle_budget(piece):
    _, actor = piece
    assert 600 <= triangles(actor) <= 2000


def test_owner_part_takes_the_colour(piece):
    _, actor = piece
    parts = actor.findAllMatches(f"**/{assets.OWNER_PART}")
    assert parts.getNumPaths() >= 1
    assert parts[0].getColorScale().almostEqual(LVecBase4f(*SEAT_COLOURS[2]), 0.01)
    assets.set_owner_colour(actor, SEAT_COLOURS[4])
    assert parts[0].getColorScale().almostEqual(LVecBase4f(*SEAT_COLOURS[4]), 0.01)
    assert actor.getColorScale() == LVecBase4f(1, 1, 1, 1)  # the rest keeps its own colours


def test_walk_swings_legs_and_arms(piece):
    _, actor = piece
    assert travel(actor, "foot_l", assets.WALK) > 0.08
    assert travel(actor, "hand_l", assets.WALK) > 0.01


def test_attack_or_pacify_moves_the_hands_and_body(piece):
    kind, actor = piece
    move = assets.PACIFY if kind is Kind.ACTIVIST else assets.ATTACK
    assert travel(actor, "hand_r", move) > 0.15
    assert travel(actor, "hips", move) > 0.04


def test_idle_is_subtle_but_alive(piece):
    _, actor = piece
    assert 0.002 < travel(actor, "head", assets.IDLE) < 0.08


def test_hit_flinches_and_die_falls_and_vanishes(piece):
    _, actor = piece
    assert travel(actor, "head", assets.HIT) > 0.04
    assert travel(actor, "head", assets.DIE) > 0.4
    _, end = joint_at(actor, "root", assets.DIE, actor.getNumFrames(assets.DIE) - 1)
    assert end.getRow3(0).length() < 0.01  # the whole piece has shrunk away


def test_cheer_raises_both_arms_and_jumps(piece):
    _, actor = piece
    frames = range(actor.getNumFrames(assets.CHEER))
    head = max(joint_at(actor, "head", assets.CHEER, f)[0].z for f in frames)
    for side in "lr":
        hand = max(joint_at(actor, f"hand_{side}", assets.CHEER, f)[0].z for f in frames)
        assert hand > head, side
    assert travel(actor, "body", assets.CHEER) > 0.08


def test_leaders_stand_taller_than_other_pieces(base):
    def height(kind, leader=None):
        actor = assets.piece_actor(kind, leader)
        low, high = actor.getTightBounds()
        actor.cleanup()
        return high.z - low.z

    tallest_piece = max(height(kind) for kind in (Kind.CONSUMER, Kind.LAWYER, Kind.ACTIVIST))
    for leader in Leader:
        assert height(Kind.LEADER, leader) > tallest_piece * 1.15, leader


def test_a_leader_needs_its_name():
    with pytest.raises(ValueError):
        assets.piece_model_name(Kind.LEADER)
