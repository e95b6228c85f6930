"""The replay viewer's own widgets: the score graph, the bar of controls along the bottom
(graph, timeline slider, buttons) and the panel of viewing options.

Like the rest of the HUD they show what they are given and call back; the replay screen
wires them to a ``Timeline``. Every button says what it does and its key in a tooltip.
"""

from __future__ import annotations

from collections.abc import Callable

from direct.gui import DirectGuiGlobals as DGG
from direct.gui.DirectGui import DirectFrame
from panda3d.core import LineSegs, NodePath, TextNode

from game.view.ui import theme
from game.view.ui.drag import Drag

Colour = tuple[float, float, float, float]

GRAPH_HEIGHT = 0.2
ROW = 0.09
PAD = 0.04
MOST_POINTS = 600  # a line of a long game is drawn through at most this many points


def graph_points(values: list[float], width: float, height: float, peak: float,
                 most: int = MOST_POINTS) -> list[tuple[float, float]]:
    """The polyline of one seat's material: x across ``width`` by action, y up to
    ``height`` at ``peak``. A long game keeps every ``k``-th point and the last one."""
    count = len(values)
    if count == 1:
        return [(0.0, values[0] / peak * height), (width, values[0] / peak * height)]
    stride = max(1, -(-count // most))
    indices = list(range(0, count, stride))
    if indices[-1] != count - 1:
        indices.append(count - 1)
    return [(index / (count - 1) * width, values[index] / peak * height) for index in indices]


class ScoreGraph:
    """Material per seat over the game, one line per seat in its colour, with a marker
    at the current action. A click (or a drag) on it asks to go there."""

    def __init__(self, parent, series: list[tuple[int, ...]], colours: list[Colour],
                 width: float, height: float, pos: tuple[float, float],
                 on_seek: Callable[[int], None]) -> None:
        self.series = series
        self.colours = colours
        self.width, self.height = width, height
        self.on_seek = on_seek
        self.frame = DirectFrame(parent=parent, frameSize=(0, width, 0, height),
                                 frameColor=(0, 0, 0, 0.3), relief=DGG.FLAT,
                                 pos=(pos[0], 0, pos[1]), state=DGG.NORMAL)
        self.drag = Drag(self.frame, lambda x, _z: self.click_at(x / self.width),
                         "score-graph-drag")
        self.lines = self.frame.attachNewNode("lines")
        self.marker = _segment((0, 0), (0, height), theme.ACCENT, 2)
        self.marker.reparentTo(self.frame)
        theme.label(self.frame, "material", pos=(0.015, height - 0.035), scale=theme.SMALL * 0.8,
                    fg=theme.MUTED)
        self.highlight: int | None = None
        self.draw()

    @property
    def plies(self) -> int:
        return len(self.series) - 1

    def draw(self, highlight: int | None = None) -> None:
        """Draw every seat's line; ``highlight`` (a seat) is drawn thicker, on top."""
        self.highlight = highlight
        self.lines.getChildren().detach()
        seats = len(self.series[0])
        peak = max(max(values) for values in self.series) or 1
        top = self.height - 0.05
        order = [seat for seat in range(seats) if seat + 1 != highlight]
        if highlight is not None:
            order.append(highlight - 1)
        for seat in order:
            points = graph_points([values[seat] for values in self.series], self.width, top,
                                  peak)
            segs = LineSegs(f"seat-{seat + 1}")
            segs.setColor(*_lifted(self.colours[seat]))
            segs.setThickness(3.5 if seat + 1 == highlight else 1.8)
            segs.moveTo(points[0][0], 0, points[0][1] + 0.01)
            for x, y in points[1:]:
                segs.drawTo(x, 0, y + 0.01)
            self.lines.attachNewNode(segs.create())

    def show(self, ply: int) -> None:
        """Move the marker to action ``ply``."""
        self.marker.setX(self.width * ply / max(self.plies, 1))

    @property
    def marker_x(self) -> float:
        return self.marker.getX()

    def click_at(self, u: float) -> None:
        """A click ``u`` (0..1) of the way across: go to the nearest action."""
        self.on_seek(round(min(max(u, 0.0), 1.0) * self.plies))

    def destroy(self) -> None:
        self.drag.destroy()
        self.frame.destroy()


def _segment(start, end, colour: Colour, thickness: float) -> NodePath:
    segs = LineSegs("marker")
    segs.setColor(*colour)
    segs.setThickness(thickness)
    segs.moveTo(start[0], 0, start[1])
    segs.drawTo(end[0], 0, end[1])
    return NodePath(segs.create())


def _lifted(colour: Colour) -> Colour:
    return tuple(min(1.0, c * 0.7 + 0.3) for c in colour[:3]) + (1.0,)


class ReplayBar:
    """Along the bottom, left of the minimap: the score graph, the timeline slider and
    the buttons (start, a round back, a step back, play, a step forward, a round forward,
    the end; the speed). ``commands`` maps each button's name to its callback."""

    TRANSPORT = (  # name, label, tooltip, width
        ("start", "|<", "To the start (Home)", 0.1),
        ("round_back", "<<", "A round back (Shift+Left)", 0.1),
        ("back", "<", "An action back (Left)", 0.1),
        ("play", "Play", "Play or pause (Space)", 0.2),
        ("forward", ">", "An action forward (Right)", 0.1),
        ("round_forward", ">>", "A round forward (Shift+Right)", 0.1),
        ("end", ">|", "To the end (End)", 0.1),
    )

    def __init__(self, parent, width: float, series: list[tuple[int, ...]],
                 colours: list[Colour], commands: dict[str, Callable[[], None]],
                 on_seek: Callable[[int], None], pos: tuple[float, float]) -> None:
        self.width = width
        self.on_seek = on_seek
        self.plies = len(series) - 1
        inner = width - 2 * PAD
        self.height = PAD + ROW + 0.05 + 0.05 + GRAPH_HEIGHT + PAD
        self.frame = theme.panel(parent, (0, width, 0, self.height), pos=(pos[0], 0, pos[1]))
        top = self.height - PAD
        self.graph = ScoreGraph(self.frame, series, colours, inner, GRAPH_HEIGHT,
                                (PAD, top - GRAPH_HEIGHT), on_seek)
        slider_z = top - GRAPH_HEIGHT - 0.045
        self.shown = 0
        self.slider = theme.slider(self.frame, 0, self._slid, pos=(PAD + inner / 2, slider_z),
                                   width=inner, value_range=(0, max(self.plies, 1)))
        self.slider["pageSize"] = max(1, self.plies // 20)
        theme.tooltip(self.slider, "Drag to any action of the game")
        row_z = PAD + ROW / 2
        self.counter = theme.label(self.frame, "", pos=(PAD, row_z - theme.SMALL * 0.35),
                                   scale=theme.SMALL, fg=theme.TEXT)
        self.buttons = {}
        total = sum(w for *_, w in self.TRANSPORT) + 0.015 * (len(self.TRANSPORT) - 1)
        x = width / 2 - total / 2
        for name, text, tip, button_width in self.TRANSPORT:
            button = theme.button(self.frame, text, commands[name],
                                  pos=(x + button_width / 2, row_z), width=button_width,
                                  height=ROW - 0.01, scale=theme.SMALL, primary=name == "play")
            self.buttons[name] = theme.tooltip(button, tip)
            x += button_width + 0.015
        right = width - PAD
        self.buttons["faster"] = theme.tooltip(
            theme.button(self.frame, "+", commands["faster"], pos=(right - 0.04, row_z),
                         width=0.08, height=ROW - 0.01, scale=theme.SMALL), "Faster (Up)")
        self.speed = theme.label(self.frame, "1x", pos=(right - 0.15, row_z - theme.SMALL * 0.35),
                                 scale=theme.SMALL, align=TextNode.ACenter, fg=theme.ACCENT)
        self.buttons["slower"] = theme.tooltip(
            theme.button(self.frame, "-", commands["slower"], pos=(right - 0.26, row_z),
                         width=0.08, height=ROW - 0.01, scale=theme.SMALL), "Slower (Down)")

    def show(self, ply: int, round_: int, playing: bool, speed: float) -> None:
        self.graph.show(ply)
        self.shown = ply
        self.slider["value"] = ply
        self.counter["text"] = f"Action {ply} of {self.plies}   Round {round_}"
        self.buttons["play"]["text"] = "Pause" if playing else "Play"
        self.speed["text"] = f"{speed:g}x"

    def hide_controls(self) -> None:
        """Only the graph and the counter (a video shows the game, not the buttons)."""
        self.slider.hide()
        for button in self.buttons.values():
            button.hide()
        self.speed.hide()

    def _slid(self) -> None:
        """The slider moved: by the player (go there), or by ``show`` (nothing to do; the
        slider tells of a change only on the next frame, so compare with what was shown)."""
        ply = round(self.slider["value"])
        if ply != self.shown:
            self.on_seek(ply)

    def destroy(self) -> None:
        self.graph.destroy()
        self.frame.destroy()


class ReplayPanel:
    """Top left, under the turn panel: how the replay is watched (the camera, whose point
    of view, animations) and what to do next (continue from here, the menu)."""

    WIDTH = 0.86

    def __init__(self, parent, commands: dict[str, Callable[[], None]], top: float = -0.33
                 ) -> None:
        rows = 4
        height = 0.09 + rows * 0.105
        self.frame = theme.panel(parent, (0, self.WIDTH, -height, 0), pos=(0.03, 0, top))
        theme.label(self.frame, "Replay", pos=(0.04, -0.06), scale=theme.SMALL,
                    fg=theme.ACCENT)
        self.title = theme.label(self.frame, "", pos=(self.WIDTH - 0.04, -0.06),
                                 scale=theme.SMALL * 0.85, fg=theme.MUTED,
                                 align=TextNode.ARight)
        wide = self.WIDTH - 0.08
        tips = {
            "follow": "The camera follows each action, or stays where you put it (F)",
            "view": "Whose side of the board the camera sits on, and whose line stands "
                    "out in the graph (V)",
            "animate": "Animate each action, or jump from position to position (K)",
            "continue": "Start a new game from this position, with the history so far (C)",
            "menu": "Back to the main menu (Esc)",
        }
        self.buttons = {}
        for index, name in enumerate(("follow", "view", "animate")):
            z = -0.13 - index * 0.105
            self.buttons[name] = theme.tooltip(
                theme.button(self.frame, "", commands[name], pos=(self.WIDTH / 2, z),
                             width=wide, height=0.09, scale=theme.SMALL), tips[name])
        z = -0.13 - 3 * 0.105
        self.buttons["continue"] = theme.tooltip(
            theme.button(self.frame, "Continue from here", commands["continue"],
                         pos=(0.04 + 0.27, z), width=0.54, height=0.09, scale=theme.SMALL,
                         primary=True), tips["continue"])
        self.buttons["menu"] = theme.tooltip(
            theme.button(self.frame, "Menu", commands["menu"], pos=(self.WIDTH - 0.04 - 0.11, z),
                         width=0.22, height=0.09, scale=theme.SMALL), tips["menu"])

    def show(self, follow: bool, viewer: str, animate: bool, can_continue: bool) -> None:
        self.buttons["follow"]["text"] = "Camera: " + ("follows the action" if follow
                                                       else "free") + "   (F)"
        self.buttons["view"]["text"] = f"Seen by: {viewer}   (V)"
        self.buttons["animate"]["text"] = "Animations: " + ("on" if animate else "off") + \
            "   (K)"
        theme.set_enabled(self.buttons["continue"], can_continue)

    def destroy(self) -> None:
        self.frame.destroy()
