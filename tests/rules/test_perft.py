"""Perft on fixed positions, checked against the simple implementation in simple_rules.py.

The positions cover 2, 3, 4 and 6 seats, Hawk-versus-Hawk and Hawk-versus-Dove,
generation with replacement at a full Media Outlet, a Leader that can be pacified (games
that end inside the tree), an eliminated seat, and quiet counts one action from the draw.
"""

import pytest

from game.rules import ActionKind, GameState, perft

from simple_rules import Simple, simple_perft

POSITIONS = {
    "rules example": (
        "12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 1", [11, 33, 309]),
    "hawk versus hawk": (
        "12x12:7C23C2/1a4m5/11C2/8C2C2C21/1c4K23wC2/4o4C2C2C2/7o4/1w8c1/C11K19/C1C110/5m4a1/"
        "C12C18 HP,HG 1 0 31", [23, 713, 16771]),
    "hawk versus dove": (
        "12x12:10A21/1c2o5A21/6A2A22A21/6A21A2A2A2A2/2a4mA2A2wA2/C1C1C16A2A2A2/"
        "C1C1C1C15A2A21/C1w1C1m4a2/C1C1C11C17/C11C19/1K15o2c1/C11C19 HP,D 1 4 41",
        [29, 841, 24012]),
    "four seats": (
        "14x14:A4A4A4A4A4A44C32K3/A4A4A4A4wA4A45C31/2A4A4A44a2C31/2A4A4A4A45C3C3C3/"
        "4m6C3wC3/1o5c2C31C3C3/11C32/2C111/C1C14c5o1/C1wC16m2A21/C1C1C111/1C1C11a1A2A2A2A2A23/"
        "2K13A2A21wA2A22/1C11C13A2A2A2A2A2A2A2 HP,D,HG,D 1 2 31", [25, 700, 18900]),
    "six seats, one out": (
        "16x16:A63A69A4A4/A6A610A43/5A68A4A4/A6A6A61A66A4A4A4A4A4/A6wA64w3c1A4wA4/"
        "A6A6A610A4A4A4/1A611A4A41/1m1A62a5o3/16/7A28/C1C1C13A2A21A24C31/C1wC15wA23C3wC3/"
        "C1C1C12A21A2A2A2A23C3C3/1C16A26K3/C12K18C33/C13A2A29C3 HP,D,HG,D,xHT,D 6 0 29",
        [31, 682, 24087]),
    "three seats near the quiet draw": (
        "12x16:C21C26A31A3/11A3/C23m4A32/5K26/1C210/9A32/12/11A3/3w8/6o2a2/1K110/12/2C19/"
        "5c6/1C1C19/1C110 HP,HG,D 2 147 34", [19, 285, 5415]),
    "full media outlet": (
        "12x12:11A2/12/12/12/12/4C1C1C15/4C1mC15/4C1C1C15/12/12/A211/K1A210 HP,D 1 0 5",
        [23, 109, 1627]),
    "leader can be pacified": (
        "12x12:11A2/12/12/12/12/4C1C1C15/4C1mC15/4C1C1C15/12/12/A211/K1A210 HP,D 2 0 5",
        [5, 69, 536]),
    "two seats near the quiet draw": (
        "12x12:7C23C2/1a4m5/11C2/8C2C2C21/1c4K23wC2/4o4C2C2C2/7o4/1w8c1/C11K19/C1C110/5m4a1/"
        "C12C18 HP,HG 1 98 31", [23, 713, 5142]),
}


@pytest.mark.parametrize("name", POSITIONS)
def test_perft_matches_the_simple_implementation(name):
    text, expected = POSITIONS[name]
    state = GameState.from_hdn(text, track_repetition=False)
    simple = Simple.read(text)
    for depth, count in enumerate(expected, start=1):
        assert perft(state, depth) == simple_perft(simple, depth) == count
    assert state.hdn() == text, "perft leaves the state as it was"


def _as_simple(state, action):
    xy = state.geometry.xy
    kind = {ActionKind.MOVE: "move", ActionKind.CAPTURE: "capture", ActionKind.PACIFY: "pacify",
            ActionKind.GENERATE: "generate", ActionKind.PASS: "pass"}[action.kind]
    if action.kind == ActionKind.PASS:
        return kind, None, None
    return kind, xy(action.origin), xy(action.target)


@pytest.mark.parametrize("name", ["hawk versus dove", "full media outlet", "four seats"])
def test_the_same_actions_at_every_node_two_levels_deep(name):
    text, _ = POSITIONS[name]
    state = GameState.from_hdn(text, track_repetition=False)

    def compare(simple, depth):
        ours = sorted(_as_simple(state, a) for a in state.legal_actions())
        theirs = sorted(simple.actions(), key=str)
        assert sorted(ours, key=str) == theirs
        if depth == 0:
            return
        for action in state.legal_actions():
            simple_after = simple.after(_as_simple(state, action))
            state.apply(action)
            compare(simple_after, depth - 1)
            state.undo()

    compare(Simple.read(text), 2)
