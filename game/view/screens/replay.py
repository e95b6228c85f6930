"""The replay viewer: a recorded game played again in the scene of a live game.

It is a ``BoardScreen`` (the same scene, models, animator, camera, minimap and HUD as
play) driven by a ``Timeline`` instead of a session: stepping forward plays an action's
events through the animator, stepping back plays them backwards, and every jump (the
slider, the score graph, the move list, a round, either end) moves the timeline and snaps
the scene to the position. No second renderer, no second copy of the rules.

Keys: Space plays or pauses, Left and Right step one action, Shift with them one round,
Home and End go to either end, Up and Down change the speed (0.25x to 8x), F switches
the camera between following the action and staying free, V changes whose side the game
is seen from, K turns animations off and on, C continues the game from here; W A S D
scroll, Q and E turn, the wheel zooms, as in play.
"""

from __future__ import annotations

from game.record import GameRecord
from game.record.timeline import REPLAY_SPEEDS, Step, Timeline
from game.view import describe, picking
from game.view.assets import CHEER, IDLE
from game.view.camera import SIDE_DISTANCE, CameraView, centroid, overview, replace_view, side_view
from game.view.hud import MessageBar
from game.view.replay_hud import ReplayBar, ReplayPanel
from game.view.screens.board import MARGIN, BoardScreen, piece_points
from game.view.ui import theme

PAUSE = 0.35  # seconds between two actions while playing, at 1x
SNAP_PAUSE = 0.6  # the same with animations off: a position to look at
FOLLOW_MARGIN = 0.6  # the camera follows an action that falls outside this much of the view
ABOVE_BAR = 0.15  # the bar hides the bottom of the window: look this much (of the camera's
#                   distance) nearer, so that what is looked at shows above it
SCROLL_KEYS = ("w", "a", "s", "d")  # the arrows step through the game here


class ReplayScreen(BoardScreen):
    help_tab = "Replays"  # F1 opens the rules and keys there

    def __init__(self, app, source: Timeline | GameRecord, ply: int | None = None,
                 controls: bool = True) -> None:
        """Watch ``source`` from action ``ply`` (the start by default). Without
        ``controls`` the screen shows the game only (the video export)."""
        timeline = source if isinstance(source, Timeline) else Timeline(source)
        if ply is not None:
            timeline.seek(ply)
        state = timeline.state
        super().__init__(app, state, _above_bar(overview(state.width, state.height)),
                         scroll_keys=SCROLL_KEYS, on_move_click=self._move_clicked)
        self.timeline = timeline
        self.names = timeline.names
        self.playing = False
        self.speed = 1.0
        self.follow = True
        self.animate = True
        self.viewer: int | None = None  # whose side the game is seen from; None: everyone's
        start = timeline.record.start_state()
        self._homes = {seat: piece_points(start, seat) for seat in range(1, len(start.seats) + 1)}
        self.messages = MessageBar(self.anchor("bottom"))
        self.controls = controls
        self.bar: ReplayBar | None = None
        self._build_bar()
        self.accept("aspectRatioChanged", self._reshaped)
        self.panel = ReplayPanel(self.anchor("top-left"), {
            "follow": self.toggle_follow, "view": self.next_viewer,
            "animate": self.toggle_animate, "continue": self.continue_from_here,
            "menu": app.show_menu,
        })
        created = timeline.record.created[:10]
        self.panel.title["text"] = f"recorded {created}, {len(timeline)} actions"
        self.show_moves([(step.number, step.text, step.seat) for step in timeline.steps],
                        follow=False)
        if controls:
            keys = {
                "space": self.toggle, "arrow_right": self.step_forward,
                "arrow_right-repeat": self.step_forward, "arrow_left": self.step_back,
                "arrow_left-repeat": self.step_back, "shift-arrow_right": self.round_forward,
                "shift-arrow_left": self.round_back, "home": self.to_start, "end": self.to_end,
                "arrow_up": self.faster, "arrow_down": self.slower, "f": self.toggle_follow,
                "v": self.next_viewer, "k": self.toggle_animate, "c": self.continue_from_here,
            }
            for event, method in keys.items():
                self.accept(event, self._key, [method])
        else:
            self.panel.frame.hide()
        self._look_at_last()
        self.show_last_action(self._last_events())
        self.refresh()

    def _build_bar(self) -> None:
        """The bar along the bottom, from the left edge of the window to the minimap
        (made again when the window changes shape)."""
        map_width = self.minimap.w + 0.05
        window = self.app.a2dRight - self.app.a2dLeft  # the interface's width, any shape
        width = window - 3 * MARGIN - map_width - 0.02
        if self.bar is not None:
            if abs(self.bar.width - width) < 1e-6:
                return
            self.bar.destroy()
        self.bar = ReplayBar(self.anchor("bottom-left"), width, self.timeline.material,
                             self.colours, {
                                 "start": self.to_start, "round_back": self.round_back,
                                 "back": self.step_back, "play": self.toggle,
                                 "forward": self.step_forward,
                                 "round_forward": self.round_forward, "end": self.to_end,
                                 "faster": self.faster, "slower": self.slower,
                             }, self.seek, pos=(MARGIN, MARGIN))
        if not self.controls:
            self.bar.hide_controls()
        if self.viewer is not None:
            self.bar.graph.draw(highlight=self.viewer)
        self.messages.frame.setZ(MARGIN + self.bar.height + 0.02)
        self.camera.bottom = theme.screen_top(self.bar.frame)  # the view is kept above it

    def _reshaped(self) -> None:
        """The window changed shape: the bar fits it again."""
        self._build_bar()
        self.refresh()

    def _key(self, method) -> None:
        if not self.app.modal:
            method()

    @property
    def rate(self) -> float:
        """How fast animations play: the replay's speed times the settings' pace."""
        return self.speed * self.app.settings.animation_speed

    # ------------------------------------------------------------ stepping

    def step_forward(self) -> None:
        self.pause()
        self._forward()

    def step_back(self) -> None:
        self.pause()
        self._finish()
        step = self.timeline.back()
        if step is not None:
            self._show(step, reverse=True)

    def _forward(self) -> None:
        self._finish()
        step = self.timeline.forward()
        if step is None:
            self.pause()
            return
        self._show(step, reverse=False)
        self.messages.say(describe.turn_sentence(self.timeline.state, step.seat, step.text,
                                                 step.events, self.names), "info",
                          seconds=max(1.0, 3.0 / self.speed))

    def _show(self, step: Step, reverse: bool) -> None:
        """Show the timeline's new position, reached by ``step`` (taken back if
        ``reverse``): animated, or at once."""
        state = self.timeline.state
        if self.follow:
            self.look_at(step.squares())
        self.refresh()
        if self.animate:
            self.animator.play(step.events, state, self._shown, speed=self.rate,
                               reverse=reverse)
        else:
            self.scene.sync(state)
            self._shown()

    def _shown(self) -> None:
        """The new position is on the board: the map and the lights follow; when playing,
        the next action comes after a pause."""
        self.minimap.refresh(self.timeline.state)
        self.show_last_action(self._last_events())
        self.refresh()
        if self.playing:
            if self.timeline.at_end:
                self.pause()
                return
            pause = (PAUSE if self.animate else SNAP_PAUSE) / self.speed
            self.app.taskMgr.doMethodLater(pause, self._next, "replay-next")

    def _next(self, task):
        if self.playing:
            self._forward()
        return task.done

    def _finish(self) -> None:
        """End the running animation and forget the next action planned."""
        self.animator.skip()
        self.app.taskMgr.remove("replay-next")

    def seek(self, ply: int) -> None:
        """Jump to the position after ``ply`` actions (the slider, the graph, the list)."""
        self._finish()
        self.timeline.seek(ply)
        state = self.timeline.state
        self.scene.sync(state)
        seats = range(1, len(state.seats) + 1)
        winners = state.result.winners if state.result is not None else ()
        self.scene.pieces.loop(IDLE, [seat for seat in seats if seat not in winners])
        self.scene.pieces.loop(CHEER, winners)
        self.minimap.refresh(state)
        self.show_last_action(self._last_events())
        if self.follow:
            self._look_at_last()
        self.refresh()
        if self.playing:
            self._shown()

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.seek(len(self.timeline))

    def round_back(self) -> None:
        self.seek(self.timeline.previous_round())

    def round_forward(self) -> None:
        self.seek(self.timeline.next_round())

    def _move_clicked(self, index: int) -> None:
        """A click on line ``index`` of the move list: the position after that action."""
        self.seek(index + 1)

    def toggle(self) -> None:
        """Play or pause; playing at the end starts again from the beginning."""
        if self.playing:
            self.pause()
            return
        if self.timeline.at_end:
            self.seek(0)
        self.playing = True
        self.refresh()
        if not self.animator.busy:
            self._forward()

    def pause(self) -> None:
        self.playing = False
        self.app.taskMgr.remove("replay-next")
        self.refresh()

    def faster(self) -> None:
        self._set_speed(+1)

    def slower(self) -> None:
        self._set_speed(-1)

    def _set_speed(self, direction: int) -> None:
        index = min(max(REPLAY_SPEEDS.index(self.speed) + direction, 0), len(REPLAY_SPEEDS) - 1)
        self.speed = REPLAY_SPEEDS[index]
        if self.animator.current is not None:
            self.animator.current.setPlayRate(self.rate)
        self.refresh()

    # ------------------------------------------------------------ how it is watched

    def toggle_follow(self) -> None:
        self.follow = not self.follow
        if self.follow:
            self._look_at_last()
        self.refresh()

    def toggle_animate(self) -> None:
        self.animate = not self.animate
        if not self.animate:
            self.animator.skip()
        self.refresh()

    def next_viewer(self) -> None:
        """Everyone, then each seat in turn: the camera comes round to that seat's side,
        and its line stands out in the graph."""
        seats = len(self.timeline.seats)
        self.viewer = None if self.viewer == seats else (self.viewer or 0) + 1
        state = self.timeline.state
        if self.viewer is None:
            self.camera.set_goal(_above_bar(overview(state.width, state.height)))
        else:
            group = piece_points(state, self.viewer) or self._homes[self.viewer]
            distance = max(self.camera.goal.distance, SIDE_DISTANCE)
            self.camera.set_goal(_above_bar(side_view(group, state.width, state.height,
                                                      distance)))
        self.bar.graph.draw(highlight=self.viewer)
        self.refresh()

    def look_at(self, squares: list[int]) -> None:
        """Bring squares (an action's) into view if they are near an edge or off it."""
        if not squares:
            return
        x, y = centroid(self.scene.position(square) for square in squares)
        goal = self.camera.goal
        seen = goal.scrolled(0.0, ABOVE_BAR * goal.distance)  # the part above the bar
        if not picking.in_view(seen, self.fov(), (x, y, 0.0), FOLLOW_MARGIN):
            self.camera.set_goal(_above_bar(replace_view(goal, x=x, y=y)))

    def _look_at_last(self) -> None:
        step = self.timeline.last_step
        if step is not None:
            self.look_at(step.squares())

    def _last_events(self):
        step = self.timeline.last_step
        return step.events if step is not None else ()

    # ------------------------------------------------------------ continuing

    def continue_from_here(self) -> None:
        """A new game from this position, its seats chosen in the new-game screen."""
        if self.timeline.state.result is not None:
            self.messages.say("The game is over here: go back to a position where it goes on.",
                              "error")
            return
        from game.view.screens.setup import SetupScreen
        self.pause()
        self._finish()
        self.app.show(SetupScreen, continuing=self.timeline)

    # ------------------------------------------------------------ display

    def refresh(self) -> None:
        timeline = self.timeline
        state = timeline.state
        step = timeline.last_step
        last = f"{step.text} ({self.names[step.seat - 1]})" if step else ""
        result = state.result
        if result is None:
            seat = state.to_move
            self.turn_panel.show(self.names[seat - 1], describe.seat_detail(state, seat),
                                 self.colours[seat - 1], state.round, "to move", last)
        else:
            seat = result.winners[0] if result.winners else step.seat if step else state.to_move
            title = describe.result_title(result.status, result.winners, self.names)
            self.turn_panel.show(title, result.reason,
                                 self.colours[seat - 1], state.round, "game over", last)

        def status(number: int) -> str:
            winner = result is not None and number in result.winners
            text = "winner" if winner else "out" if not state.alive[number] else ""
            return (text + " you").strip() if number == self.viewer else text

        self.show_seats(state, self.names, status, state.to_move if result is None else None)
        self.move_list.mark(timeline.ply - 1 if timeline.ply else None)
        self.bar.show(timeline.ply, state.round, self.playing, self.speed)
        viewer = "everyone" if self.viewer is None else self.names[self.viewer - 1]
        self.panel.show(self.follow, viewer, self.animate, result is None)

    def on_escape(self) -> None:
        self.app.show_menu()

    def destroy(self) -> None:
        self.playing = False
        self._finish()
        for widget in (self.bar, self.panel, self.messages):
            widget.destroy()
        super().destroy()


def _above_bar(view: CameraView) -> CameraView:
    """``view`` moved so that what it looked at shows above the bar of controls."""
    return view.scrolled(0.0, -ABOVE_BAR * view.distance)
