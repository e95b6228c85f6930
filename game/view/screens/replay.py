"""Watching a recorded game: the same scene, animator and HUD widgets as a live game, fed
from a record's actions. A simple player (play, pause, step, jump to either end, speed);
the full replay viewer with seeking builds on the same pieces."""

from __future__ import annotations

from game.record import GameRecord
from game.rules import parse_action
from game.view import describe, picking
from game.view.animator import Animator
from game.view.camera import CameraController, overview
from game.view.hud import MoveList, SeatRow, SeatTable, TurnPanel, coloured, register_seat_colours
from game.view.minimap import Minimap
from game.view.scene import GameScene
from game.view.screens.base import Screen
from game.view.ui import theme

SPEEDS = (0.5, 1.0, 2.0, 4.0)


class ReplayScreen(Screen):
    def __init__(self, app, record: GameRecord) -> None:
        super().__init__(app)
        app.release_backdrop()
        self.record = record
        self.state = record.start_state()
        self.names = [info.name for info in record.seats]
        seats = len(self.state.seats)
        self.colours = list(app.palette.SEAT_COLOURS[:seats])
        register_seat_colours(self.colours)
        self.scene = GameScene(app.render, self.state, self.colours, app.assets,
                               shadows=app.settings.shadows, font=theme.font())
        self.camera = CameraController(app, self.state.width, self.state.height,
                                       overview(self.state.width, self.state.height))
        self.camera.listeners.append(self._camera_changed)
        self.camera.attach(scroll_keys=False)  # the arrows step through the game here
        self.animator = Animator(self.scene, app.play_sound, app.settings.animation_speed)
        self.turn_panel = TurnPanel(self.anchor("top-left"))
        self.seat_table = SeatTable(self.anchor("top-right"), seats)
        longest = max(self.state.width, self.state.height)
        map_w, map_h = (0.5 * self.state.width / longest, 0.5 * self.state.height / longest)
        self.minimap = Minimap(self.anchor("bottom-right"), self.state, self.colours,
                               self.camera.centre_on, 0.5, pos=(-0.055 - map_w, 0.055))
        self.move_list = MoveList(self.anchor("top-right"),
                                  -0.03 - SeatTable.height(seats) - 0.02,
                                  -2.0 + 0.055 + map_h + 0.05)
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
        self.pause()
        self.animator.skip()
        if self.ply > 0:
            self.state.undo()
            self.ply -= 1
            self._jumped()

    def to_start(self) -> None:
        self.pause()
        self.animator.skip()
        while self.ply > 0:
            self.state.undo()
            self.ply -= 1
        self._jumped()

    def to_end(self) -> None:
        self.pause()
        self.animator.skip()
        while self.ply < len(self.record.actions):
            self.state.apply(parse_action(self.state, self.record.actions[self.ply]))
            self.ply += 1
        self._jumped()

    def _jumped(self) -> None:
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

    def _camera_changed(self, view) -> None:
        fov = tuple(self.app.camLens.getFov())
        self.minimap.show_view(picking.footprint(view, fov, 3 * max(self.state.width,
                                                                    self.state.height)))
        if self.scene.lights is not None:
            self.scene.lights.follow(view, fov)

    def on_escape(self) -> None:
        self.app.show_menu()

    def destroy(self) -> None:
        self.pause()
        self.animator.skip()
        self.camera.detach()
        for widget in (self.turn_panel, self.seat_table, self.move_list, self.minimap):
            widget.destroy()
        self.scene.destroy()
        super().destroy()


def _movers(record: GameRecord) -> list[int]:
    """The seat that played each action of the record."""
    state = record.start_state()
    movers = []
    for text in record.actions:
        movers.append(state.to_move)
        state.apply(parse_action(state, text))
    return movers
