"""New game: the seats (name, Hawk or Dove, Leader, human or AI), the board (size preset or
custom, layout, seed). Impossible setups are refused here, with the rules' own words."""

from __future__ import annotations

import random

from direct.gui.DirectGui import DirectFrame
from panda3d.core import TextNode

from game.ai.levels import LEVELS
from game.errors import GameError
from game.record import SeatInfo, Setup
from game.record.timeline import Timeline
from game.rules import PRESETS, Leader, Side, parse_size
from game.rules.seats import MAX_SEATS, MIN_SEATS, Seat, check_seats
from game.view import describe
from game.view.screens.base import Screen
from game.view.session import default_name
from game.view.ui import theme

HUMAN = "Human"
AI_LEVELS = tuple(name.title() for name in LEVELS)  # the levels a seat can be given
SIZES = [f"{name.title()} {w}x{h}" for name, (w, h) in PRESETS.items()] + ["Custom"]
LAYOUTS = ("Fair", "Classic")
ROW = 0.12
COLUMNS = {"number": -1.2, "name": -0.9, "side": -0.36, "leader": 0.17, "player": 0.76,
           "remove": 1.16}


class SeatRowWidgets:
    """The widgets of one seat's row."""

    def __init__(self, screen: SetupScreen, index: int, y: float) -> None:
        self.screen = screen
        parent = screen.seat_area
        self.frame = DirectFrame(parent=parent, pos=(0, 0, y), relief=None)
        self.number = theme.label(self.frame, "", pos=(COLUMNS["number"], -0.015),
                                  fg=theme.MUTED, align=TextNode.ACenter)
        self.name = theme.entry(self.frame, "", pos=(COLUMNS["name"], 0), width=0.46,
                                max_chars=16)
        self.side = theme.Chooser(self.frame, ["Hawk", "Dove"], "Hawk", self._side_changed,
                                  pos=(COLUMNS["side"], 0), width=0.36)
        self.leader = theme.Chooser(self.frame, self._leader_options, "", self._changed,
                                    pos=(COLUMNS["leader"], 0), width=0.56)
        self.player = theme.Chooser(self.frame, lambda: [HUMAN, *(f"AI {level}" for level
                                                                  in AI_LEVELS)],
                                    HUMAN, self._changed, pos=(COLUMNS["player"], 0),
                                    width=0.44)
        self.remove = theme.button(self.frame, "x", screen.remove_seat, extra_args=[self],
                                   pos=(COLUMNS["remove"], 0), width=0.08)
        self.locked = False  # side and Leader fixed (a game continued from a replay)

    def lock(self, info: SeatInfo, out: bool) -> None:
        """Fix this row to ``info``'s side and Leader (its name and player stay to choose;
        a seat already out of the game has nothing to choose)."""
        seat = info.seat
        self.locked = True
        self.side.set(seat.side.title)
        self.side.set_enabled(False)
        self.leader.set(seat.leader.title if seat.leader else "-")
        self.name.enterText(info.name)
        level = (info.level or "").title()
        self.player.set(f"AI {level}" if info.is_ai and level in AI_LEVELS else
                        f"AI {AI_LEVELS[0]}" if info.is_ai else HUMAN)
        self.player.set_enabled(not out)
        self.remove.hide()

    def _leader_options(self) -> list[str]:
        taken = {row.leader.value for row in self.screen.rows
                 if row is not self and row.side.value == "Hawk"}
        return [leader.title for leader in Leader if leader.title not in taken]

    def _side_changed(self, _value: str) -> None:
        options = self._leader_options()
        if self.side.value == "Hawk" and self.leader.value not in options:
            self.leader.set(options[0] if options else "")
        if self.side.value == "Dove":
            self.leader.set("")
        self._rename_if_default()
        self._changed()

    def _rename_if_default(self) -> None:
        index = self.screen.rows.index(self)
        current = self.name.get().strip()
        defaults = {f"{side.title} {index + 1}" for side in Side}
        if not current or current in defaults:
            self.name.enterText(f"{self.side.value} {index + 1}")

    def _changed(self, _value: str | None = None) -> None:
        self.screen.validate()

    def refresh(self, index: int) -> None:
        self.number["text"] = str(index + 1)
        self.leader.set_enabled(self.side.value == "Hawk" and not self.locked)
        if self.side.value == "Dove":
            self.leader.set("-")

    def seat_info(self, index: int) -> SeatInfo:
        if self.side.value == "Hawk":
            leader = next(leader for leader in Leader if leader.title == self.leader.value)
            seat = Seat(Side.HAWK, leader)
        else:
            seat = Seat(Side.DOVE)
        name = self.name.get().strip() or default_name(seat, index + 1)
        if self.player.value == HUMAN:
            return SeatInfo(seat.code, name)
        return SeatInfo(seat.code, name, "ai", self.player.value.split(" ", 1)[1].lower())

    def destroy(self) -> None:
        self.frame.destroy()


class SetupScreen(Screen):
    def __init__(self, app, continuing: Timeline | None = None) -> None:
        """A new game; or, ``continuing`` a replay, a game from its current position with
        the history kept: the sides and the board are the replay's, the players are chosen
        here."""
        super().__init__(app)
        app.menu_backdrop()
        self.continuing = continuing
        self.panel = theme.panel(self.root, (-1.3, 1.3, -0.88, 0.88))
        title = "New game" if continuing is None else \
            f"Continue from action {continuing.ply}"
        theme.label(self.panel, title, pos=(0, 0.76), scale=theme.HEADING,
                    fg=theme.ACCENT, align=TextNode.ACenter, shadow=True)
        headers = {"number": "#", "name": "Name", "side": "Side", "leader": "Leader",
                   "player": "Played by"}
        for key, text in headers.items():
            theme.label(self.panel, text, pos=(COLUMNS[key], 0.64), scale=theme.SMALL,
                        fg=theme.MUTED, align=TextNode.ACenter)
        self.seat_area = DirectFrame(parent=self.panel, pos=(0, 0, 0.56), relief=None)
        self.rows: list[SeatRowWidgets] = []
        self.add_button = theme.button(self.panel, "+ Add a seat", self.add_seat,
                                       pos=(COLUMNS["name"], 0), width=0.46)
        # the board
        y = -0.3
        self.board_area = area = DirectFrame(parent=self.panel, relief=None)
        theme.label(area, "Board", pos=(-1.2, y + 0.08), scale=theme.SMALL,
                    fg=theme.MUTED)
        self.size = theme.Chooser(area, SIZES, SIZES[1], self._size_changed,
                                  pos=(-0.78, y), width=0.56)
        self.custom_w = theme.entry(area, "40", pos=(-0.33, y), width=0.16, max_chars=3,
                                    command=lambda _t: self.validate(),
                                    focusOutCommand=self.validate)
        self.custom_x = theme.label(area, "x", pos=(-0.23, y - 0.015),
                                    align=TextNode.ACenter)
        self.custom_h = theme.entry(area, "40", pos=(-0.13, y), width=0.16, max_chars=3,
                                    command=lambda _t: self.validate(),
                                    focusOutCommand=self.validate)
        theme.label(area, "Layout", pos=(0.04, y + 0.08), scale=theme.SMALL,
                    fg=theme.MUTED)
        self.layout = theme.Chooser(area, LAYOUTS, LAYOUTS[0], lambda _v: self.validate(),
                                    pos=(0.26, y), width=0.44)
        theme.label(area, "Seed", pos=(0.56, y + 0.08), scale=theme.SMALL,
                    fg=theme.MUTED)
        self.seed = theme.entry(area, str(random.SystemRandom().randrange(10 ** 9)),
                                pos=(0.78, y), width=0.4, max_chars=12)
        theme.button(area, "New seed", self.new_seed, pos=(1.14, y), width=0.22,
                     scale=theme.SMALL)
        self.layout_note = theme.label(
            area, "", pos=(-1.2, y - 0.13), scale=theme.SMALL, fg=theme.MUTED,
            wrap=2.4 / theme.SMALL)
        self.message = theme.label(self.panel, "", pos=(0, -0.6), fg=theme.DANGER,
                                   align=TextNode.ACenter, wrap=2.3 / theme.BODY)
        theme.button(self.panel, "Back", self.back, pos=(-0.4, -0.77), width=0.4)
        self.start_button = theme.button(self.panel, "Start the game", self.start,
                                         pos=(0.4, -0.77), width=0.5, primary=True)
        if continuing is None:
            for side in ("Hawk", "Dove"):
                self.add_seat(side)
            self._size_changed(self.size.value)
        else:
            self._continue_seats(continuing)

    def _continue_seats(self, timeline: Timeline) -> None:
        """The replay's seats, locked to their sides; the board is the replay's."""
        self.board_area.hide()
        self.add_button.hide()
        state = timeline.state
        for index, info in enumerate(timeline.seats):
            row = SeatRowWidgets(self, index, -index * ROW)
            self.rows.append(row)
            row.lock(info, out=not state.alive[index + 1])
        step = timeline.last_step
        theme.label(self.panel,
                    f"The game goes on from round {state.round}"
                    + (f", after {step.text} ({timeline.names[step.seat - 1]})" if step else "")
                    + ", with everything played before it: a position already seen twice "
                    "is a draw the third time. Choose who plays each seat.",
                    pos=(-1.2, -0.22), scale=theme.SMALL, fg=theme.MUTED,
                    wrap=2.4 / theme.SMALL)
        self.validate()

    # ------------------------------------------------------------ seats

    def add_seat(self, side: str = "Hawk") -> None:
        if len(self.rows) >= MAX_SEATS:
            return
        row = SeatRowWidgets(self, len(self.rows), -len(self.rows) * ROW)
        self.rows.append(row)
        row.side.set(side)
        row._side_changed(side)
        self._layout_rows()

    def remove_seat(self, row: SeatRowWidgets) -> None:
        if len(self.rows) <= MIN_SEATS:
            return
        self.rows.remove(row)
        row.destroy()
        for index, other in enumerate(self.rows):
            other.frame.setZ(-index * ROW)
            other._rename_if_default()
        self._layout_rows()

    def _layout_rows(self) -> None:
        if self.continuing is not None:
            return
        for index, row in enumerate(self.rows):
            row.refresh(index)
            theme.set_enabled(row.remove, len(self.rows) > MIN_SEATS)
        self.add_button.setZ(0.56 - len(self.rows) * ROW)
        (self.add_button.show if len(self.rows) < MAX_SEATS else self.add_button.hide)()
        self.validate()

    # ------------------------------------------------------------ board

    def _size_changed(self, _value: str) -> None:
        custom = self.size.value == "Custom"
        for widget in (self.custom_w, self.custom_x, self.custom_h):
            (widget.show if custom else widget.hide)()
        self.validate()

    def board_size(self) -> tuple[int, int]:
        if self.size.value == "Custom":
            return parse_size(f"{self.custom_w.get().strip()}x{self.custom_h.get().strip()}")
        return PRESETS[self.size.value.split(" ")[0].lower()]

    def new_seed(self) -> None:
        self.seed.enterText(str(random.SystemRandom().randrange(10 ** 9)))

    # ------------------------------------------------------------ checks

    def setup(self) -> tuple[list[SeatInfo], Setup | None]:
        """The seats and board chosen; raises GameError saying what is impossible."""
        seats = [row.seat_info(index) for index, row in enumerate(self.rows)]
        check_seats(tuple(info.seat for info in seats))
        if self.continuing is not None:
            return seats, self.continuing.record.setup
        width, height = self.board_size()
        text = self.seed.get().strip()
        if not (text.isascii() and text.isdigit()):
            raise GameError("the seed must be a whole number (it makes the same board again)")
        return seats, Setup(width, height, int(text), self.layout.value == "Classic")

    def validate(self) -> bool:
        for index, row in enumerate(self.rows):
            row.refresh(index)
        self.layout_note["text"] = (
            "Fair: every seat's home has a Wal-Mart at the same distance; 2 and 4 seats get "
            "a symmetric board." if self.layout.value == "Fair" else
            "Classic: every building is placed at random, as in the original article.")
        try:
            self.setup()
        except GameError as error:
            self.message["text"] = describe.sentence(str(error))
            return False
        self.message["text"] = ""
        return True

    def start(self) -> None:
        from game.view.screens.game import GameScreen
        from game.view.session import GameSession
        if not self.validate():
            return
        seats, setup = self.setup()
        try:
            if self.continuing is not None:
                session = GameSession(self.continuing.branch(seats))
                session.save()
            else:
                session = GameSession.start(seats, setup)
        except GameError as error:
            self.message["text"] = describe.sentence(str(error))
            return
        self.app.show(GameScreen, session)

    def back(self) -> None:
        if self.continuing is not None:
            from game.view.screens.replay import ReplayScreen
            self.app.show(ReplayScreen, self.continuing)
        else:
            self.app.show_menu()

    def on_escape(self) -> None:
        self.back()

    def destroy(self) -> None:
        for row in self.rows:
            row.side.destroy()
        super().destroy()
