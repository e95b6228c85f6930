"""Watching a recorded game: the same scene, animator and HUD widgets as a live game, fed
from a record's actions. A simple player (play, pause, step, jump to either end, speed);
the full replay viewer with seeking builds on the same pieces."""

from __future__ import annotations

from game.record import GameRecord
from game.rules import parse_action
from game.view import describe
from game.view.camera import overview
from game.view.hud import SeatRow, coloured
from game.view.screens.board import BoardScreen
from game.view.ui import theme

SPEEDS = (0.5, 1.0, 2.0, 4.0)


class ReplayScreen(BoardScreen):
    def __init__(self, app, record: GameRecord) -> None:
        state = record.start_state()
        # the arrows step through the game here, so they do not scroll
        super().__init__(app, state, overview(state.width, state.height), scroll_keys=False)
        self.record = record
        self.state = state
        self.names = [info.name for info in record.seats]
        bar = theme.panel(self.anchor("bottom"), (-1.0, 1.0, 0, 0.14), pos=(0, 0, 0.03))
        controls = [("|<", self.to_start), ("<", self.back), ("Play", self.toggle),
                    (">", self.forward), (">|", self.to_end), ("1x", self.cycle_speed),
                    ("Exit", app.show_menu)]
        self.buttons = {}
        for index, (text, command) in enumerate(controls):
            x = -0.84 + index * 0.28
            self.buttons[text] = theme.button(bar, text, command, pos=(x, 0.07), width=0.25)
        self.playing = False
        self.speed = 1.0
        self.ply = 0
        for event, method in {"space": self.toggle, "arrow_right": self.forward,
                              "arrow_left": self.back, "home": self.to_start,
                              "end": self.to_end}.items():
            self.accept(event, method)
        self.movers = _movers(record)
        self.refresh()

    # ------------------------------------------------------------ stepping

    def forward(self) -> None:
        if self.animator.busy:
            self.animator.skip()
        if self.ply >= len(self.record.actions):
            self.playing = False
            self.refresh()
            return
        action = parse_action(self.state, self.record.actions[self.ply])
        events = self.state.apply(action)
        self.ply += 1
        self.refresh()
        self.animator.play(events, self.state, self._stepped, speed=self.speed *
                           self.app.settings.animation_speed)

    def _stepped(self) -> None:
        self.minimap.refresh(self.state)
        if self.playing:
            self.app.taskMgr.doMethodLater(0.35 / self.speed, lambda task: self._next(),
                                           "replay-next")

    def _next(self) -> None:
        if self.playing:
            self.forward()

    def back(self) -> None:
        self.seek(max(self.ply - 1, 0))

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.seek(len(self.record.actions))

    def seek(self, ply: int) -> None:
        """Jump to the position after ``ply`` actions, without animation."""
        self.pause()
        self.animator.skip()
        while self.ply > ply:
            self.state.undo()
            self.ply -= 1
        while self.ply < ply:
            self.state.apply(parse_action(self.state, self.record.actions[self.ply]))
            self.ply += 1
        self.scene.sync(self.state)
        self.minimap.refresh(self.state)
        self.refresh()

    def toggle(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.playing = True
            if self.ply >= len(self.record.actions):
                self.to_start()
                self.playing = True
            self.refresh()
            if not self.animator.busy:
                self.forward()

    def pause(self) -> None:
        self.playing = False
        self.app.taskMgr.remove("replay-next")
        self.refresh()

    def cycle_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self.buttons["1x"]["text"] = f"{self.speed:g}x"

    # ------------------------------------------------------------ display

    def refresh(self) -> None:
        state = self.state
        seat = state.to_move
        note = f"action {self.ply} of {len(self.record.actions)}"
        if state.result is not None:
            note += ", game over"
        self.turn_panel.show(self.names[seat - 1], describe.seat_detail(state, seat),
                             self.colours[seat - 1], state.round, note)
        self.seat_table.show([
            SeatRow(self.names[n - 1], describe.seat_detail(state, n), self.colours[n - 1],
                    len(state.pieces[n]), "out" if not state.alive[n] else "",
                    to_move=n == seat and state.result is None, out=not state.alive[n])
            for n in range(1, len(state.seats) + 1)])
        self.move_list.show([("\1accent\1>\2" if index == self.ply else " ")
                             + f"\1muted\1{index:>3}.\2 "
                             + coloured(text, self.movers[index - 1])
                             for index, text in enumerate(self.record.actions, start=1)]
                            [:max(self.ply + 12, 30)])
        self.buttons["Play"]["text"] = "Pause" if self.playing else "Play"

    def on_escape(self) -> None:
        self.app.show_menu()

    def destroy(self) -> None:
        self.pause()
        super().destroy()


def _movers(record: GameRecord) -> list[int]:
    """The seat that played each action of the record."""
    state = record.start_state()
    movers = []
    for text in record.actions:
        movers.append(state.to_move)
        state.apply(parse_action(state, text))
    return movers
