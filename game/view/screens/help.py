"""Rules & keys (F1 or ?): the keys, each piece and building shown turning on a stand next
to what it does, and how a game is won."""

from __future__ import annotations

from panda3d.core import (
    AmbientLight, Camera, DirectionalLight, NodePath, PerspectiveLens, TextNode, Vec3,
)

from game.record.timeline import REPLAY_SPEEDS
from game.rules import Kind, Leader, Side, Tile
from game.rules.state import QUIET_ROUNDS_FOR_DRAW, REPETITIONS_FOR_DRAW
from game.view import describe
from game.view.assets import IDLE
from game.view.scene.shading import apply_shading
from game.view.screens.base import Dialog
from game.view.ui import theme

KEYS = [
    ("Left click", "select a piece or a building; click a lit square to play"),
    ("Esc", "cancel the selection; open the game menu"),
    ("Arrows / W A S D", "scroll the board (hold to keep going)"),
    ("Wheel, + and -", "zoom in and out"),
    ("Q / E, right drag", "turn the view around the board"),
    ("Home", "back to your Leader (or your group)"),
    ("Minimap click", "jump there (drag to sweep)"),
    ("Space", "skip the animation"),
    ("Ctrl-Z", "undo (back to your last action)"),
    ("Ctrl-S", "save the game under a name"),
    ("F1 or ?", "this help"),
    ("F12", "screenshot into the data folder"),
]
REPLAY_KEYS = [
    ("Space", "play or pause (at the end, play starts again)"),
    ("Right / Left", "one action forward / back (hold to keep going)"),
    ("Shift + Right / Left", "the next round / the start of this round (or the last)"),
    ("Home / End", "the start / the end of the game"),
    ("Up / Down", f"faster / slower, {REPLAY_SPEEDS[0]:g}x to {REPLAY_SPEEDS[-1]:g}x"),
    ("K", "animations off or on"),
    ("F", "the camera follows the action, or stays free"),
    ("V", "seen by everyone, or by one seat (its side, its line in the graph)"),
    ("C", "continue from here: a new game from this position"),
    ("Graph, slider, moves", "click (or drag) to go to any action"),
    ("W A S D, Q / E, wheel", "move the camera, as in play"),
]
COLOURS = [("green", "a move"), ("red", "an attack: the piece there is taken"),
           ("blue", "a pacification: the Hawk piece there becomes yours"),
           ("gold", "where a generated piece can go")]
WINNING = (
    "On your turn do one thing: move a piece (a move, an attack or a pacification), "
    "generate a piece at a building whose needs you meet, or pass if nothing else is "
    "possible.\n\n"
    "Hawks capture like chess pieces. Doves never destroy: an Activist turns the Hawk piece "
    "beside it into an Activist of its own.\n\n"
    "A Hawk is out when its Leader is captured or pacified; a Dove is out when its last "
    "Activist is gone. An eliminated player's pieces leave the board.\n\n"
    "A Hawk wins as the last player standing. When no Hawk is left, all Doves win together. "
    f"{QUIET_ROUNDS_FOR_DRAW} rounds without a capture, a pacification or a generation, or "
    f"the same position {REPETITIONS_FOR_DRAW} times, is a draw."
)
PIECES = [Kind.LEADER, Kind.POP_STAR, Kind.PREACHER, Kind.MILITARY_POLICE, Kind.LAWYER,
          Kind.CONSUMER, Kind.ACTIVIST]
SHOWCASE_COLOUR = (0.80, 0.25, 0.22, 1)
DOVE_COLOUR = (0.30, 0.55, 0.90, 1)


class Showcase:
    """A model turning on a stand, drawn in its own part of the window (over the dialog)."""

    def __init__(self, app, frame: tuple[float, float, float, float]) -> None:
        self.app = app
        aspect = app.getAspectRatio()
        left, right, bottom, top = frame  # aspect2d units
        region = app.win.makeDisplayRegion((left / aspect + 1) / 2, (right / aspect + 1) / 2,
                                           (bottom + 1) / 2, (top + 1) / 2)
        region.setSort(30)
        region.setClearDepthActive(True)
        self.region = region
        self.root = NodePath("showcase")
        lens = PerspectiveLens()
        lens.setFov(30)
        lens.setAspectRatio((right - left) / (top - bottom))
        camera = Camera("showcase-camera", lens)
        self.camera = self.root.attachNewNode(camera)
        self.camera.setPos(0, -4.2, 1.6)
        self.camera.lookAt(0, 0, 0.45)
        region.setCamera(self.camera)
        ambient = self.root.attachNewNode(AmbientLight("ambient"))
        ambient.node().setColor((0.45, 0.45, 0.5, 1))
        sun = self.root.attachNewNode(DirectionalLight("sun"))
        sun.node().setColor((0.85, 0.8, 0.7, 1))
        sun.node().setPriority(10)
        sun.lookAt(Vec3(-0.5, 1, -0.8))
        fill = self.root.attachNewNode(DirectionalLight("fill"))
        fill.node().setColor((0.25, 0.3, 0.4, 1))
        fill.lookAt(Vec3(0.6, 0.3, -0.2))
        for light in (ambient, sun, fill):
            self.root.setLight(light)
        apply_shading(self.root, 1024, False)
        self.stand = self.root.attachNewNode("stand")
        self.model = None
        app.taskMgr.add(self._turn, "showcase-turn")

    def show(self, model: NodePath, scale: float = 1.0) -> None:
        self.clear()
        self.model = model
        model.reparentTo(self.stand)
        model.setScale(scale)
        if hasattr(model, "loop") and IDLE in getattr(model, "getAnimNames", list)():
            model.loop(IDLE)

    def clear(self) -> None:
        if self.model is not None:
            if hasattr(self.model, "cleanup"):
                self.model.cleanup()
            self.model.removeNode()
            self.model = None

    def _turn(self, task):
        self.stand.setH(task.time * 30.0)
        return task.cont

    def destroy(self) -> None:
        self.app.taskMgr.remove("showcase-turn")
        self.clear()
        self.app.win.removeDisplayRegion(self.region)
        self.root.removeNode()


class HelpDialog(Dialog):
    TABS = ("Keys", "Replays", "Pieces", "Buildings", "How to win")

    def __init__(self, app, tab: str = "Keys") -> None:
        super().__init__(app, "Rules & keys", width=2.6, height=1.72)
        self.tab_buttons = {}
        for index, name in enumerate(self.TABS):
            x = (index - (len(self.TABS) - 1) / 2) * 0.48
            self.tab_buttons[name] = theme.button(self.panel, name, self.show_tab, pos=(x, 0.66),
                                                  width=0.44, extra_args=[name])
        self.page = None
        self.showcase: Showcase | None = None
        theme.button(self.panel, "Close", self.close, pos=(0, -0.76), width=0.4, primary=True)
        self.show_tab(tab)

    def show_tab(self, name: str) -> None:
        from direct.gui.DirectGui import DirectFrame
        if self.page is not None:
            self.page.destroy()
        if self.showcase is not None:
            self.showcase.destroy()
            self.showcase = None
        for tab, button in self.tab_buttons.items():
            button["text_fg"] = theme.ACCENT if tab == name else theme.TEXT
        self.current_tab = name
        self.page = DirectFrame(parent=self.panel, relief=None)
        {"Keys": self._keys, "Replays": self._replay_keys, "Pieces": self._pieces,
         "Buildings": self._buildings, "How to win": self._winning}[name]()

    def _key_rows(self, keys: list[tuple[str, str]]) -> float:
        y = 0.5
        for key, text in keys:
            theme.label(self.page, key, pos=(-0.55, y), fg=theme.ACCENT, align=TextNode.ARight)
            theme.label(self.page, text, pos=(-0.48, y))
            y -= 0.075
        return y

    def _replay_keys(self) -> None:
        y = self._key_rows(REPLAY_KEYS) - 0.04
        theme.label(self.page, "Every game is recorded as it is played: Watch a replay in the "
                    "menu, or hawks-and-doves replay FILE.", pos=(-1.15, y), scale=theme.SMALL,
                    fg=theme.MUTED)

    def _keys(self) -> None:
        y = self._key_rows(KEYS)
        y -= 0.04
        theme.label(self.page, "Lit squares:", pos=(-0.55, y), fg=theme.ACCENT,
                    align=TextNode.ARight)
        for colour, meaning in COLOURS:
            theme.label(self.page, f"{colour} - {meaning}", pos=(-0.48, y))
            y -= 0.065

    def _catalogue(self, entries: list[tuple[str, callable]]) -> None:
        """A list of names on the left; the chosen one turns on its stand beside its text."""
        self.showcase = Showcase(self.app, (-0.62, 0.12, -0.62, 0.56))
        self.entries = entries
        self.entry_buttons = []
        for index, (name, _) in enumerate(entries):
            self.entry_buttons.append(theme.button(
                self.page, name, self._choose, pos=(-1.0, 0.5 - index * 0.105), width=0.5,
                height=0.09, scale=theme.SMALL * 1.1, extra_args=[index]))
        self.entry_title = theme.label(self.page, "", pos=(0.2, 0.45), scale=theme.HEADING,
                                       fg=theme.ACCENT)
        self.entry_text = theme.label(self.page, "", pos=(0.2, 0.33), wrap=1.0 / theme.BODY)
        self._choose(0)

    def _choose(self, index: int) -> None:
        name, show = self.entries[index]
        for number, button in enumerate(self.entry_buttons):
            button["text_fg"] = theme.ACCENT if number == index else theme.TEXT
        self.entry_title["text"] = name
        self.entry_text["text"] = show()

    def _pieces(self) -> None:
        assets = self.app.assets

        def piece(kind: Kind):
            def show() -> str:
                colour = DOVE_COLOUR if kind is Kind.ACTIVIST else SHOWCASE_COLOUR
                leader = Leader.PRESIDENT if kind is Kind.LEADER else None
                self.showcase.show(assets.piece_actor(kind, leader, colour), 1.6)
                side = "Dove" if kind is Kind.ACTIVIST else "Hawk"
                text = f"{side} piece. It {describe.PIECE_MOVES[kind]}"
                if kind is Kind.LEADER:
                    text += " Every Hawk has one, led by one of: " + ", ".join(
                        leader.title for leader in Leader) + "."
                return text
            return show
        self._catalogue([(kind.title, piece(kind)) for kind in PIECES])

    def _buildings(self) -> None:
        assets = self.app.assets

        def building(tile: Tile):
            def show() -> str:
                self.showcase.show(assets.building(tile), 1.1)
                return describe.building_text(tile) + " The new piece goes on a free square " \
                    "around the building; with none free it replaces one of your Consumers " \
                    "there (a Wal-Mart then makes nothing). Buildings cannot be entered or " \
                    "passed through."
            return show
        entries = [(tile.title, building(tile)) for tile in Tile]
        entries[0] = (f"{Tile.WAL_MART.title} / {Tile.WAL_MART.title_for(Side.DOVE)}",
                      entries[0][1])
        self._catalogue(entries)

    def _winning(self) -> None:
        theme.label(self.page, WINNING, pos=(-1.1, 0.5), wrap=2.2 / theme.BODY)

    def destroy_contents(self) -> None:
        if self.showcase is not None:
            self.showcase.destroy()
            self.showcase = None
