"""Draw calls counted from the scene graph, and the crowded boards they are counted on.

The issue holds a frame of the game to at most 150 draw calls with shadows on, whatever the
size of the board. Both the scene benchmark (which prints the count) and the draw-call
test (which holds it under a limit) count them here, the same way: the Geoms the cull
traversal hands to the draw, for the camera, the sun's shadow pass and the 2D interface.
"""

from __future__ import annotations

import random

from direct.gui.DirectGuiBase import DirectGuiWidget
from panda3d.core import LODNode, SceneGraphAnalyzer, SequenceNode, SwitchNode

from game.record import SeatInfo
from game.rules import GameState, Kind, new_game, parse_seats

SEATS = "HP,D,HG,D,HT,D"


def crowded_state(size: int, pieces: int, seed: int = 1) -> GameState:
    """A fair ``size`` x ``size`` six-seat board with ``pieces`` pieces spread over it."""
    start = new_game(parse_seats(SEATS), (size, size), seed)
    g = start.geometry
    tiles = {g.xy(site.square): site.tile for site in start.tiles}
    placed = {g.xy(square): (kind, seat) for seat in range(1, 7)
              for square, kind in start.pieces_of(seat)}
    rng = random.Random(seed)
    free = [(x, y) for y in range(size) for x in range(size)
            if (x, y) not in tiles and (x, y) not in placed]
    rng.shuffle(free)
    hawk_kinds = [Kind.CONSUMER] * 6 + [Kind.LAWYER, Kind.MILITARY_POLICE, Kind.PREACHER,
                                        Kind.POP_STAR]
    while len(placed) < pieces:
        seat = rng.randrange(1, 7)
        kind = rng.choice(hawk_kinds) if start.seats[seat - 1].is_hawk else Kind.ACTIVIST
        placed[free.pop()] = (kind, seat)
    return GameState((size, size), start.seats, tiles, placed)


def visible_geoms(root, camera, lens, mask) -> int:
    """Geoms under ``root`` inside ``lens``'s frustum, seen from ``camera`` (with camera
    ``mask``): what the cull traversal hands to the draw (a switch or sequence node draws
    one child, a level-of-detail node the one for its distance from the camera)."""
    bounds = camera.node().getCullBounds()  # the shadow camera culls with its own
    frustum = lens.makeBounds() if bounds is None else bounds.makeCopy()
    frustum.xform(camera.getMat(root))
    count = 0
    stack = [root]
    while stack:
        path = stack.pop()
        if path.isHidden(mask):
            continue
        bounds = path.node().getBounds().makeCopy()  # in its parent's space
        if path != root:
            bounds.xform(path.getParent().getMat(root))
        if not bounds.isEmpty() and not frustum.contains(bounds):
            continue
        node = path.node()
        if node.isGeomNode():
            count += node.getNumGeoms()
        children = path.getChildren()
        if isinstance(node, (SwitchNode, SequenceNode)) and children.getNumPaths():
            shown = node.getFrame() if isinstance(node, SequenceNode) else \
                node.getVisibleChild()
            children = [children[shown % children.getNumPaths()]]
        elif isinstance(node, LODNode):
            distance = camera.getRelativePoint(path, node.getCenter()).length()
            children = [child for index, child in enumerate(children)
                        if node.getOut(index) <= distance < node.getIn(index)]
        stack.extend(children)
    return count


def gui_geoms(app) -> int:
    """The interface's draw calls: Geoms and texts under aspect2d, and the frame and text
    each visible DirectGUI widget draws for its current state."""
    def count(path) -> int:
        analyzer = SceneGraphAnalyzer()
        analyzer.addNode(path.node())
        texts = path.findAllMatches("**/+TextNode").getNumPaths()
        return analyzer.getNumGeoms() + texts
    total = sum(count(path) for path in app.aspect2d.getChildren() if not path.isHidden())
    for widget in list(DirectGuiWidget.guiDict.values()):
        if widget.isEmpty() or widget.isHidden() or \
                widget.getTop() != app.aspect2d.getTop():
            continue
        total += count(widget.stateNodePath[widget.guiItem.getState()])
    return total


def draw_calls(app, screen) -> tuple[int, int, int]:
    """(camera, shadow pass, interface) Geoms of the current frame."""
    scene = screen.scene
    main = visible_geoms(app.render, app.cam, app.camLens, app.cam.node().getCameraMask())
    shadow = 0
    if scene.lights is not None and scene.lights.shadows:
        sun = scene.lights.sun
        shadow = visible_geoms(app.render, sun, sun.node().getLens(),
                               sun.node().getCameraMask())
    return main, shadow, gui_geoms(app)


def crowded_screen(app, state: GameState):
    """The game screen on ``state``, its camera over the middle of the board as in play."""
    from game.view.screens.game import GameScreen
    from game.view.session import GameSession, SessionFiles
    seats = [SeatInfo(seat.code, f"{seat.side.title} {n}")
             for n, seat in enumerate(state.seats, start=1)]
    session = GameSession.from_position(state.hdn(), seats, SessionFiles.none())
    screen = app.show(GameScreen, session)
    if app.dialogs:
        raise RuntimeError("a dialog hides the board: count with the hand-over screen off")
    middle = state.width / 2
    screen.camera.set_goal(type(screen.camera.goal)(middle, middle, distance=16.0,
                                                     heading=0.0, pitch=55.0), instantly=True)
    return screen
