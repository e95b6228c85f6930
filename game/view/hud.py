"""The heads-up display of a game: widgets that show what they are given.

Each widget is independent and knows nothing of a session (the replay viewer reuses
them): ``TurnPanel`` (whose turn), ``SeatTable`` (pieces per seat), ``MoveList`` (the
actions in notation, scrollable), ``InfoPanel`` (what is under the mouse), ``MessageBar``
(explanations and news) and ``ActionBar`` (Undo, Pass, Resign, Results, Save, Menu).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from direct.gui import DirectGuiGlobals as DGG
from direct.gui.DirectGui import DirectFrame, DirectScrolledFrame
from direct.gui.OnscreenText import OnscreenText
from direct.interval.IntervalGlobal import Func, LerpColorScaleInterval, Sequence, Wait
from direct.showbase import ShowBaseGlobal
from panda3d.core import (
    GeomNode, Point3, TextNode, TextProperties, TextPropertiesManager, TransparencyAttrib,
)

from game.view.scene.mesh import QuadBatch
from game.view.ui import theme

Colour = tuple[float, float, float, float]


def register_seat_colours(colours: list[Colour]) -> None:
    """Text property names ``seat1``..``seat6`` for colouring text inline."""
    manager = TextPropertiesManager.getGlobalPtr()
    for number, colour in enumerate(colours, start=1):
        properties = TextProperties()
        properties.setTextColor(*_brighter(colour))
        manager.setProperties(f"seat{number}", properties)
    muted = TextProperties()
    muted.setTextColor(*theme.MUTED)
    manager.setProperties("muted", muted)
    accent = TextProperties()
    accent.setTextColor(*theme.ACCENT)
    manager.setProperties("accent", accent)


class Text(NamedTuple):
    """A text of a ``TextBlock``: where it starts (or ends, or is centred), at what scale,
    in what colour, with a shadow or not. It may hold colour tags (``\\1accent\\1..\\2``).
    A text wider than ``width`` (if given) is drawn smaller, so that it stays in its panel
    whatever a player named a seat."""
    content: str
    pos: tuple[float, float]
    scale: float
    fg: Colour = theme.TEXT
    align: int = TextNode.ALeft
    shadow: bool = False
    width: float | None = None


class TextBlock:
    """Texts written into one node and flattened together: their glyphs share the font's
    texture, so the block is drawn in one call however many texts it holds. ``write``
    replaces them (a turn's worth of text, never every frame)."""

    SHADOW_OFFSET = (0.04, 0.04)  # as OnscreenText and DirectLabel place a text's shadow

    def __init__(self, parent, name: str) -> None:
        self.root = parent.attachNewNode(name)
        self.texts: tuple[Text, ...] = ()

    def write(self, *texts: Text) -> None:
        if texts == self.texts:
            return
        self.texts = texts
        self.root.node().removeAllChildren()
        maker = TextNode("text")
        maker.setFont(theme.font())
        for text in texts:
            if not text.content:
                continue
            maker.setAlign(text.align)
            maker.setTextColor(*text.fg)
            if text.shadow:
                maker.setShadow(*self.SHADOW_OFFSET)
                maker.setShadowColor(*theme.SHADOW)
            else:
                maker.clearShadow()
            maker.setText(text.content)
            line = self.root.attachNewNode(maker.generate())
            line.setPos(text.pos[0], 0, text.pos[1])
            line.setScale(fitted_scale(text, maker.getWidth()))
        self.root.flattenStrong()

    def __getitem__(self, index: int) -> str:
        return self.texts[index].content if index < len(self.texts) else ""


def fitted_scale(text: Text, natural_width: float) -> float:
    """The scale that draws ``text`` no wider than its ``width``: its own, or smaller."""
    if text.width is None or natural_width * text.scale <= text.width:
        return text.scale
    return text.width / natural_width


def coloured(text: str, seat: int) -> str:
    return f"\1seat{seat}\1{text}\2"


def _brighter(colour: Colour) -> Colour:
    """A seat colour lifted for text on a dark panel."""
    return tuple(min(1.0, c * 0.6 + 0.4) for c in colour[:3]) + (1.0,)


class TurnPanel:
    """Top left: the seat to move, its side and Leader, the round, the AI's thinking.
    (The three lines are one ``TextBlock``: an interface drawn in few calls.)"""

    WIDTH = 0.86
    TEXT_WIDTH = WIDTH - 0.12  # from the swatch to the panel's right margin

    def __init__(self, parent) -> None:
        self.frame = theme.panel(parent, (0, self.WIDTH, -0.27, 0), pos=(0.03, 0, -0.03))
        self.swatch = DirectFrame(parent=self.frame, frameSize=(0.035, 0.06, -0.235, -0.035),
                                  frameColor=(1, 1, 1, 1), relief=DGG.FLAT)
        self.lines = TextBlock(self.frame, "turn")
        self.thinking = theme.label(self.frame, "", pos=(0.83, -0.165), scale=theme.SMALL,
                                    fg=theme.ACCENT, align=TextNode.ARight)
        self.thinking.hide()
        self._dots = None

    @property
    def name(self) -> str:
        return self.lines[0]

    def show(self, name: str, detail: str, colour: Colour, round_: int, note: str = "",
             last: str = "") -> None:
        """``note`` follows the round (an AI's level); ``last`` is the last action."""
        self.swatch["frameColor"] = colour
        round_text = f"Round {round_}" + (f"   {note}" if note else "") + \
            (f"      last: {last}" if last else "")
        self.lines.write(
            Text(name, (0.09, -0.1), theme.HEADING, shadow=True, width=self.TEXT_WIDTH),
            Text(detail, (0.09, -0.165), theme.BODY, theme.MUTED, width=self.TEXT_WIDTH),
            Text(round_text, (0.09, -0.228), theme.SMALL, theme.MUTED, width=self.TEXT_WIDTH))

    def set_thinking(self, thinking: bool) -> None:
        """Show "thinking..." with moving dots while the AI works."""
        if thinking == (self._dots is not None):
            return
        if self._dots is not None:
            self._dots.pause()
            self._dots = None
        self.thinking["text"] = "thinking" if thinking else ""
        if not thinking:
            self.thinking.hide()
        else:
            self.thinking.show()
            steps = []
            for dots in ("thinking", "thinking.", "thinking..", "thinking..."):
                steps += [_set_text(self.thinking, dots), Wait(0.3)]
            self._dots = Sequence(*steps)
            self._dots.loop()

    def destroy(self) -> None:
        self.set_thinking(False)
        self.frame.destroy()


def _set_text(widget, text: str):
    return Func(widget.__setitem__, "text", text)


@dataclass
class SeatRow:
    name: str
    detail: str
    colour: Colour
    pieces: int
    status: str  # "to move", "out", "" ...
    to_move: bool = False
    out: bool = False


class SeatTable:
    """Top right: one row per seat, its colour, name, pieces on the board and status.
    (One Geom for the colours and one ``TextBlock`` for the names and counts of all the
    rows: an interface drawn in few calls.)"""

    NAMES_LEFT = -0.70  # where the names start, after the colour bars
    NAMES_RIGHT = -0.04  # where the counts end, at the panel's right margin

    @staticmethod
    def row_height() -> float:
        """The height of a row: a line of the interface's small text."""
        return theme.SMALL * theme.font().getLineHeight()

    @classmethod
    def height(cls, seats: int) -> float:
        return 0.06 + seats * cls.row_height()

    def __init__(self, parent, seats: int) -> None:
        row = self.row_height()
        self.frame = theme.panel(parent, (-0.78, 0, -self.height(seats), 0),
                                 pos=(-0.03, 0, -0.03))
        self.rows = [-0.058 - index * row for index in range(seats)]
        self.swatches = self.frame.attachNewNode(GeomNode("swatches"))  # one Geom for all
        self.swatches.setTwoSided(True)
        self._colours: list[Colour] | None = None
        self.texts = TextBlock(self.frame, "seats")

    def show(self, rows: list[SeatRow]) -> None:
        """A name too long to stand beside its row's count and status is cut short."""
        self._draw_swatches([row.colour if not row.out else (0.3, 0.3, 0.3, 1)
                             for row in rows])
        names, counts = [], []
        for row in rows:
            pieces = "" if row.out else f"{row.pieces} pcs"
            count = f"{pieces}   {row.status}" if row.status else pieces
            room = self.NAMES_RIGHT - self.NAMES_LEFT - 0.04 - theme.text_width(count, theme.SMALL)
            name = theme.fitted(("> " if row.to_move else "") + row.name, theme.SMALL, room)
            style = "muted" if row.out else "accent" if row.to_move else None
            names.append(f"\1{style}\1{name}\2" if style else name)
            counts.append(count)
        self.texts.write(
            Text("\n".join(names), (self.NAMES_LEFT, -0.058), theme.SMALL),
            Text("\n".join(counts), (self.NAMES_RIGHT, -0.058), theme.SMALL, theme.MUTED,
                 TextNode.ARight))

    def _draw_swatches(self, colours: list[Colour]) -> None:
        """The seats' colours, a bar before each row, in one Geom (redrawn on a change)."""
        if colours == self._colours:
            return
        self._colours = colours
        bars = QuadBatch("swatches")
        for y, colour in zip(self.rows, colours, strict=True):
            x0, x1, z0, z1 = -0.75, -0.725, y - 0.008, y + 0.026
            bars.quad(((x0, 0, z0), (x1, 0, z0), (x1, 0, z1), (x0, 0, z1)), tuple(colour),
                      normal=(0, -1, 0))
        node = self.swatches.node()
        node.removeAllGeoms()
        node.addGeomsFrom(bars.node())

    def swatch_colours(self) -> list[Colour]:
        return list(self._colours or [])

    def destroy(self) -> None:
        self.frame.destroy()


class MoveList:
    """The actions of the game in notation, one per line, in the mover's colour. With
    ``on_click`` a click on a line calls it with the line's index, and ``mark(index)``
    lights a line and scrolls it into view (the replay's list)."""

    TEXT_TOP = -0.045  # the first line's baseline, from the top of the list

    def __init__(self, parent, top: float, bottom: float, width: float = 0.78,
                 on_click: Callable[[int], None] | None = None) -> None:
        self.width = width
        self.frame = theme.panel(parent, (-width, 0, bottom, top), pos=(-0.03, 0, 0))
        self.title = theme.label(self.frame, "Moves", pos=(-width + 0.04, top - 0.06),
                                 scale=theme.SMALL, fg=theme.ACCENT)
        self.view_top = top - 0.085
        self.view_bottom = bottom + 0.02
        self.scroll = DirectScrolledFrame(
            parent=self.frame, frameSize=(-width + 0.02, -0.02, self.view_bottom, self.view_top),
            canvasSize=(0, width - 0.1, -0.1, 0), relief=None,
            scrollBarWidth=0.03, verticalScroll_frameColor=(0.15, 0.15, 0.18, 0.8),
            verticalScroll_thumb_frameColor=(0.55, 0.47, 0.30, 1),
            verticalScroll_incButton_frameColor=(0.25, 0.25, 0.28, 1),
            verticalScroll_decButton_frameColor=(0.25, 0.25, 0.28, 1),
            horizontalScroll_frameColor=(0, 0, 0, 0), manageScrollBars=True,
            autoHideScrollBars=True)
        self.marker = DirectFrame(parent=self.scroll.getCanvas(), relief=DGG.FLAT,
                                  frameColor=(0.98, 0.80, 0.38, 0.22))
        self.marker.hide()
        self.text = OnscreenText(parent=self.scroll.getCanvas(), text="", scale=theme.SMALL,
                                 align=TextNode.ALeft, fg=theme.TEXT, font=theme.font(),
                                 pos=(0.015, self.TEXT_TOP), mayChange=True)
        self.lines: list[str] = []
        self.on_click = on_click
        if on_click is not None:
            self.scroll["state"] = DGG.NORMAL
            self.scroll.bind(DGG.B1PRESS, self._clicked)

    @property
    def line_height(self) -> float:
        return theme.SMALL * theme.font().getLineHeight()

    def show(self, lines: list[str], follow: bool = True) -> None:
        """Replace the list (lines may hold seat colour tags); with ``follow`` scroll to
        the last line."""
        self.lines = list(lines)
        self.text.setText("\n".join(self.lines) if self.lines else "\1muted\1no moves yet\2")
        height = len(self.lines) * self.line_height + 0.05
        if height < self._view_height:  # it fits: a canvas a little shorter than the view,
            height = self._view_height - 0.01  # so that the scroll bar hides (not drawn)
        self.scroll["canvasSize"] = (0, self.width - 0.1, -height, 0)
        self.scroll.setCanvasSize()
        if follow:
            self.scroll.verticalScroll.setValue(1.0)

    @property
    def _view_height(self) -> float:
        return self.view_top - self.view_bottom

    def _baseline(self, index: int) -> float:
        return self.TEXT_TOP - index * self.line_height

    def line_at(self, z: float) -> int | None:
        """The index of the line at height ``z`` of the list's canvas, if any."""
        index = int((self.TEXT_TOP + 0.8 * self.line_height - z) // self.line_height)
        return index if 0 <= index < len(self.lines) else None

    def mark(self, index: int | None) -> None:
        """Light line ``index`` (None: none) and scroll so that it shows."""
        if index is None or not 0 <= index < len(self.lines):
            self.marker.hide()
            return
        h = self.line_height
        z = self._baseline(index)
        self.marker["frameSize"] = (0.005, self.width - 0.12, z - 0.3 * h, z + 0.85 * h)
        self.marker.show()
        canvas = self.scroll["canvasSize"]
        spare = (canvas[3] - canvas[2]) - self._view_height
        if spare <= 0:
            return
        offset = self.scroll.verticalScroll["value"] * spare  # hidden above the view
        depth = -z
        if depth - h < offset or depth + 0.5 * h > offset + self._view_height:
            wanted = depth - self._view_height / 2
            self.scroll.verticalScroll.setValue(min(max(wanted / spare, 0.0), 1.0))

    def _clicked(self, param) -> None:
        self.click_at(*param.getMouse())

    def click_at(self, x: float, y: float) -> None:
        """A click at window point (x, y), both -1..1: the line there is chosen."""
        point = self.scroll.getCanvas().getRelativePoint(ShowBaseGlobal.base.render2d,
                                                         Point3(x, 0, y))
        index = self.line_at(point.z)
        if index is not None and self.on_click is not None:
            self.on_click(index)

    def window_point(self, index: int) -> tuple[float, float]:
        """Where line ``index`` shows in the window (x, y in -1..1), as it is scrolled."""
        point = ShowBaseGlobal.base.render2d.getRelativePoint(
            self.scroll.getCanvas(), Point3(0.2, 0, self._baseline(index) + 0.3 * self.line_height))
        return point.x, point.z

    def destroy(self) -> None:
        self.frame.destroy()


class InfoPanel:
    """Top left, under the seat to move: what is under the mouse (the square, the piece
    and how it moves, the building and how far the player is from using it)."""

    def __init__(self, parent, top: float = -0.33) -> None:
        self.frame = theme.panel(parent, (0, 0.86, -0.25, 0), pos=(0.03, 0, top))
        self.text = OnscreenText(parent=self.frame, text="", scale=theme.SMALL,
                                 align=TextNode.ALeft, fg=theme.TEXT, font=theme.font(),
                                 pos=(0.035, -0.06), mayChange=True, wordwrap=22)
        self.frame.hide()

    def show(self, lines: list[str]) -> None:
        if not lines:
            self.frame.hide()
            return
        first, *rest = lines
        self.text.setText("\n".join([f"\1accent\1{first}\2"] + rest))
        self.frame.show()

    def destroy(self) -> None:
        self.frame.destroy()


class MessageBar:
    """Bottom centre, over the buttons: one message at a time (an explanation, a save, the
    last action), fading out after a while unless ``seconds`` is 0."""

    COLOURS = {"info": theme.TEXT, "error": theme.DANGER, "good": theme.GOOD,
               "news": theme.ACCENT}

    def __init__(self, parent) -> None:
        self.frame = theme.panel(parent, (-0.75, 0.75, 0, 0.1), pos=(0, 0, 0.2),
                                 state=DGG.DISABLED)
        self.text = OnscreenText(parent=self.frame, text="", scale=theme.BODY,
                                 fg=theme.TEXT, font=theme.font(), pos=(0, 0.035),
                                 mayChange=True, wordwrap=32)
        self.frame.setTransparency(TransparencyAttrib.MAlpha)
        self.frame.hide()
        self._fade = None
        self.current = ""

    def say(self, text: str, kind: str = "info", seconds: float = 4.0) -> None:
        self.current = text
        if self._fade is not None:
            self._fade.finish()
            self._fade = None
        self.frame.setColorScale(1, 1, 1, 1)
        self.text.setText(text)
        self.text.setFg(self.COLOURS[kind])
        rows = max(1, self.text.textNode.getNumRows())  # the bar grows with the text
        line = theme.BODY * theme.font().getLineHeight()
        height = 0.045 + rows * line
        self.frame["frameSize"] = (-0.75, 0.75, 0, height)
        self.text.setPos(0, height - 0.025 - theme.BODY * 0.8)
        self.frame.show()
        if seconds:
            self._fade = Sequence(Wait(seconds),
                                  LerpColorScaleInterval(self.frame, 0.6, (1, 1, 1, 0)),
                                  Func(self.frame.hide), name="message-fade")
            self._fade.start()

    def clear(self) -> None:
        if self._fade is not None:
            self._fade.finish()
            self._fade = None
        self.current = ""
        self.frame.hide()

    def destroy(self) -> None:
        self.clear()
        self.frame.destroy()


class ActionBar:
    """Bottom centre: the game's buttons, ``actions`` maps a name to (label, callback).
    Hidden buttons leave no gap: the bar closes up around the visible ones."""

    WIDTH, GAP = 0.25, 0.02

    def __init__(self, parent, actions: dict[str, tuple[str, Callable[[], None]]]) -> None:
        self.frame = theme.panel(parent, (-0.5, 0.5, 0, 0.14), pos=(0, 0, 0.03))
        self.buttons = {name: theme.button(self.frame, text, command, width=self.WIDTH,
                                           height=0.09)
                        for name, (text, command) in actions.items()}
        self.visible = {name: True for name in actions}
        self._layout()

    def set_enabled(self, name: str, enabled: bool) -> None:
        theme.set_enabled(self.buttons[name], enabled)

    def set_visible(self, name: str, visible: bool) -> None:
        if self.visible[name] != visible:
            self.visible[name] = visible
            self._layout()

    def _layout(self) -> None:
        shown = [name for name in self.buttons if self.visible[name]]
        total = len(shown) * self.WIDTH + (len(shown) - 1) * self.GAP
        for name, button in self.buttons.items():
            if name in shown:
                index = shown.index(name)
                button.setPos(-total / 2 + self.WIDTH / 2 + index * (self.WIDTH + self.GAP), 0,
                              0.07)
                button.show()
            else:
                button.hide()
        self.frame["frameSize"] = (-total / 2 - 0.03, total / 2 + 0.03, 0, 0.14)

    def destroy(self) -> None:
        self.frame.destroy()
