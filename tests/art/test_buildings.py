"""Every building loads as an animated model that fits its square, stays in budget and
keeps moving: a turning part on a joint and lights or signs that cycle by themselves."""

from __future__ import annotations

import pytest
from panda3d.core import SequenceNode

from game.rules.pieces import Tile
from game.view import assets

from .helpers import triangles

MOVING_JOINT = {
    Tile.WAL_MART: "pylon",
    Tile.OFFICE_COMPLEX: "gondola",
    Tile.ARMY_BASE: "radar",
    Tile.MEGA_CHURCH: "bell",
    Tile.MEDIA_OUTLET: "dish",
}


@pytest.fixture(scope="module", params=list(Tile), ids=[t.name.lower() for t in Tile])
def building(request, base):
    model = assets.building(request.param)
    model.reparentTo(base.render)
    yield request.param, model
    model.cleanup()
    model.removeNode()


def test_idle_loop_is_playing(building):
    _, model = building
    assert model.getAnimNames() == [assets.IDLE]
    assert model.getAnimControl(assets.IDLE).isPlaying()
    assert model.getNumFrames(assets.IDLE) >= 48


def test_within_triangle_budget(building):
    _, model = building
    assert 400 <= triangles(model) <= 5000


def test_fits_one_square_and_rises(building):
    _, model = building
    low, high = model.getTightBounds()
    assert -0.5 <= low.x and high.x <= 0.5 and -0.5 <= low.y and high.y <= 0.5
    assert high.z > 0.4


def test_a_part_moves_on_its_joint(building):
    tile, model = building
    joint = MOVING_JOINT[tile]
    frames = model.getNumFrames(assets.IDLE)
    transforms = []
    for frame in range(0, frames, max(1, frames // 10)):
        model.pose(assets.IDLE, frame)
        model.update(force=True)
        node = model.exposeJoint(None, "modelRoot", joint)
        transforms.append(node.getMat(model))
        node.removeNode()
    assert any(not transforms[0].almostEqual(other, 0.01) for other in transforms[1:])
    model.loop(assets.IDLE)


def test_lights_or_signs_cycle_by_themselves(building):
    _, model = building
    switches = [p.node() for p in model.findAllMatches("**/+SequenceNode")]
    assert switches, "no blinking light or glowing sign"
    for switch in switches:
        assert isinstance(switch, SequenceNode)
        assert switch.isPlaying() and switch.getNumFrames() >= 2
    for lamp in model.findAllMatches("**/glow-*") + model.findAllMatches("**/blink-*"):
        assert lamp.hasLightOff()
