"""The game screen: the scene, the camera, the HUD and the turn cycle of a ``GameSession``.

This is where a session meets the reusable pieces. A turn goes: the seat to move is shown
(behind a hand-over screen between two human seats), a human clicks (select a piece or a
building, then a highlighted square) or the AI thinks in the background; the session
plays the action through the rules; the animator shows the events while input waits
(Space skips); then the next turn begins. The rules decide every legality question.
"""

from __future__ import annotations

from game.rules import (
    Action, ActionKind, IllegalActionError, Kind, intended_action, why_illegal, why_no_generation,
)
from game.view import describe, picking
from game.view.camera import SIDE_DISTANCE, centroid, overview, side_view
from game.view.hud import ActionBar, InfoPanel, MessageBar
from game.view.scene import highlights as marks
from game.view.screens.base import Message
from game.view.screens.board import BoardScreen, piece_points
from game.view.screens.dialogs import HandoverDialog, PauseDialog, SaveDialog, SummaryDialog
from game.view.screens.victory import VictoryDialog, headline, result_rows
from game.view.session import GameSession

ACTION_COLOURS = {ActionKind.MOVE: marks.MOVE, ActionKind.CAPTURE: marks.ATTACK,
                  ActionKind.PACIFY: marks.PACIFY, ActionKind.GENERATE: marks.PLACE}
AMBIENT_VOLUME = 0.35
WINNERS_DISTANCE = 11.0
RETURN_DELAY = 0.9  # seconds the camera stays on an AI's action before coming back


class Selection:
    """What the player picked: a piece (``origin`` its square) or a building (``origin``
    the tile's square); ``targets`` maps each highlighted square to its legal action."""

    def __init__(self, kind: str, origin: int, targets: dict[int, Action]) -> None:
        self.kind = kind
        self.origin = origin
        self.targets = targets


class GameScreen(BoardScreen):
    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app, session.state)
        self.session = session
        state = session.state
        self.phase = "starting"
        self.selection: Selection | None = None
        self.hover: int | None = None
        self.viewer: int | None = None  # the human seat the board was last shown to
        self.acting = session.state.to_move  # the seat whose action is being animated
        self._return_view = None  # where the camera was before it went to an AI's action
        self.ai = None
        self.info = InfoPanel(self.anchor("top-left"))
        self.messages = MessageBar(self.anchor("bottom"))
        self.actions = ActionBar(self.anchor("bottom"), {
            "undo": ("Undo", self.undo), "pass": ("Pass", self.pass_turn),
            "resign": ("Resign", self.resign), "results": ("Results", self.show_results),
            "save": ("Save", self.save_dialog), "menu": ("Menu", self.pause_menu),
        })
        first = session.human_seats[0] if session.human_seats else None
        start = side_view(piece_points(state, first), state.width, state.height, SIDE_DISTANCE) \
            if first else overview(state.width, state.height)
        self.camera.set_goal(start, instantly=True)
        keys = {
            "mouse1": self.click_mouse, "space": self.skip, "home": self.centre,
            "control-s": self.save_dialog, "control-z": self.undo,
        }
        for event, method in keys.items():
            self.accept(event, method)
        app.taskMgr.add(self._hover_task, "board-hover", sort=5)
        self.ambient = app.sound_for("ambient")  # the town's murmur, looping
        if self.ambient is not None:
            self.ambient.setVolume(AMBIENT_VOLUME)
            self.ambient.play()
        self._show_last_move()
        self.refresh_hud()
        self._setup_ai()
        self.begin_turn()

    # ------------------------------------------------------------ the turn cycle

    def begin_turn(self) -> None:
        """Show whose turn it is and wait for them (a human) or ask the AI."""
        session = self.session
        if session.is_over:
            self.phase = "over"
            self.refresh_hud()
            self._look_at_winners()
            self.show_results()
            return
        self.refresh_hud()
        seat = session.state.to_move
        if session.is_human(seat) or self.ai is None:
            if self._handover_needed(seat):
                self.phase = "handover"
                state = session.state
                HandoverDialog(self.app, session.name(seat), describe.seat_detail(state, seat),
                               self.colours[seat - 1],
                               lambda: self._human_turn(seat, summary=True))
            else:
                self._human_turn(seat)
        else:
            self._ai_turn(seat)

    def _handover_needed(self, seat: int) -> bool:
        return (self.app.settings.handover and len(self.session.human_seats) > 1
                and seat != self.viewer)

    def _human_turn(self, seat: int, summary: bool = False) -> None:
        self.phase = "human"
        if self._return_view is not None:  # the camera went to see another seat's action:
            view, self._return_view = self._return_view, None  # back after a look at it
            self.app.taskMgr.doMethodLater(RETURN_DELAY, lambda task: self.camera.set_goal(view),
                                           "camera-return")
        if seat != self.viewer:
            if self.viewer is not None or summary:
                self.camera.look_from_side(piece_points(self.session.state, seat))
            self.viewer = seat
        if summary:
            names = self._names()
            lines = [describe.turn_sentence(self.session.state, turn.seat, turn.text,
                                            turn.events, names)
                     for turn in self.session.since_last_turn(seat)]
            if lines:
                SummaryDialog(self.app, lines)
        if self.session.only_pass():
            self.messages.say("No piece can move and no building can be used: pass.",
                              "news", seconds=0)
        self.refresh_hud()

    def play(self, action: Action) -> bool:
        """Play ``action`` for the seat to move (the rules refuse an illegal one)."""
        self.clear_selection()
        seat = self.session.state.to_move
        try:
            events = self.session.play(action)
        except IllegalActionError as error:
            self.messages.say(describe.sentence(error.reason), "error")
            return False
        if self.session.save_error:
            self.messages.say(describe.sentence(self.session.save_error), "error")
        self._animate(events, seat)
        return True

    def _animate(self, events, seat: int) -> None:
        """Show ``events`` (of ``seat``'s action); the HUD goes on showing ``seat`` until
        the animation ends."""
        self.phase = "animating"
        self.acting = seat
        self.refresh_hud()
        self._bring_into_view(events)
        self.animator.play(events, self.session.state, self._animation_done)

    def _animation_done(self) -> None:
        self.minimap.refresh(self.session.state)
        self._show_last_move()
        turn = self.session.last_turn
        if turn is not None and not self.session.is_over:
            self.messages.say(describe.turn_sentence(self.session.state, turn.seat, turn.text,
                                                     turn.events, self._names()), "info")
        self.begin_turn()

    @property
    def animating(self) -> bool:
        return self.animator.busy

    # ------------------------------------------------------------ input: the board

    def click_mouse(self) -> None:
        """A left click: on the board (not on a panel), it is a click on a square."""
        mouse = self.app.board_mouse()
        if mouse is not None:
            self.click_screen(*mouse)

    def click_screen(self, x: float, y: float) -> None:
        """A click at screen point (x, y), both -1..1."""
        square = self.pick(x, y)
        self.click_square(square)

    def pick(self, x: float, y: float) -> int | None:
        fov = self.fov()
        state = self.session.state
        xy = picking.pick(self.camera.current, fov, (x, y), state.width, state.height)
        return None if xy is None else state.geometry.square(*xy)

    def click_square(self, square: int | None) -> None:
        """What a click on ``square`` (None: off the board) means, by the rules."""
        if self.phase != "human" or self.app.modal:
            return
        if square is None:
            self.clear_selection()
            return
        state = self.session.state
        selection = self.selection
        if selection is not None and square in selection.targets:
            self.play(selection.targets[square])
            return
        site = state.site_at(square)
        if site is not None:
            self.select_building(square)
            return
        occupant = state.piece_at(square)
        if occupant is not None and occupant[1] == state.to_move:
            if selection is not None and selection.origin == square:
                self.clear_selection()
            else:
                self.select_piece(square)
            return
        self._explain(square)

    def select_piece(self, square: int) -> None:
        state = self.session.state
        actions = [a for a in state.legal_actions()
                   if a.origin == square and a.kind in
                   (ActionKind.MOVE, ActionKind.CAPTURE, ActionKind.PACIFY)]
        self._select(Selection("piece", square, {a.target: a for a in actions}))
        kind = state.piece_at(square)[0]
        if not actions:
            self.messages.say(f"This {kind.title} has no legal move right now.", "info")
        self.app.play_sound("click")

    def select_building(self, square: int) -> None:
        state = self.session.state
        site = state.site_at(square)
        actions = [a for a in state.legal_actions()
                   if a.kind == ActionKind.GENERATE and a.origin == square]
        side = state.seat(state.to_move).side
        if not actions:
            self.clear_selection()
            self.messages.say(describe.sentence(why_no_generation(state, site)), "error")
            return
        self._select(Selection("building", square, {a.target: a for a in actions}))
        piece = Kind(actions[0].piece)
        self.messages.say(f"The {site.tile.title_for(side)} is ready: choose where the new "
                          f"{piece.title} goes.", "news")
        self.app.play_sound("click")

    def _select(self, selection: Selection) -> None:
        self.selection = selection
        g = self.session.state.geometry
        self.scene.highlights.show("selected", {g.xy(selection.origin): marks.SELECTED})
        self.scene.highlights.show("moves", {g.xy(target): ACTION_COLOURS[action.kind]
                                             for target, action in selection.targets.items()})

    def clear_selection(self) -> None:
        self.selection = None
        self.scene.highlights.clear("selected")
        self.scene.highlights.clear("moves")

    def _explain(self, square: int) -> None:
        """Say why a click does nothing, in the rules' words."""
        state = self.session.state
        selection = self.selection
        if selection is not None and selection.kind == "piece":
            reason = why_illegal(state, intended_action(state, selection.origin, square))
        elif selection is not None:
            site = state.site_at(selection.origin)
            piece = Kind(next(iter(selection.targets.values())).piece)
            reason = why_illegal(state, Action(ActionKind.GENERATE, site.square, square, piece))
        else:
            occupant = state.piece_at(square)
            if occupant is not None:
                kind, owner = occupant
                reason = f"that is {self.session.name(owner)}'s {kind.title}: pick one of " \
                         "your own pieces"
            else:
                reason = "pick one of your pieces, or a building whose needs you meet"
        self.messages.say(describe.sentence(reason), "error")

    def _hover_task(self, task):
        mouse = self.app.board_mouse()
        if mouse is not None or self.app.mouseWatcherNode is not None:
            self.hover_square(None if mouse is None else self.pick(*mouse))
        return task.cont

    def hover_square(self, square: int | None) -> None:
        if square == self.hover:
            return
        self.hover = square
        if square is None:
            self.scene.highlights.clear("hover")
            self.info.show([])
            return
        state = self.session.state
        self.scene.highlights.show("hover", {state.geometry.xy(square): marks.HOVER})
        viewer = self.viewer or state.to_move
        self.info.show(describe.hover_lines(state, square, viewer, self._names()))

    # ------------------------------------------------------------ input: commands

    def skip(self) -> None:
        """Space: finish the running animation at once."""
        if self.animator.busy and not self.app.modal:
            self.animator.skip()

    def on_escape(self) -> None:
        if self.selection is not None:
            self.clear_selection()
        else:
            self.pause_menu()

    def centre(self) -> None:
        """Home: back to the current player's Leader (or its group)."""
        if self.app.modal:
            return
        state = self.session.state
        seat = self.viewer or state.to_move
        leader = state.leader_square(seat)
        if leader is not None:
            self.camera.centre_on(*state.geometry.xy(leader))
        elif state.pieces[seat]:
            self.camera.centre_on(*centroid(piece_points(state, seat)))

    def undo(self) -> None:
        if self.app.modal or self.phase in ("handover", "starting"):
            return
        if self.session.undo_depth() == 0:
            self.messages.say("There is nothing of yours to take back.", "info")
            return
        self.animator.skip()
        self._cancel_ai()
        turns = self.session.undo()
        self.clear_selection()
        self.scene.sync(self.session.state)
        self.minimap.refresh(self.session.state)
        self._show_last_move()
        state = self.session.state
        if self.session.is_human(state.to_move):
            self.viewer = state.to_move  # the same people are at the screen: no hand-over
        self.messages.say("Took back " + ", ".join(turn.text for turn in reversed(turns)) + ".",
                          "news")
        self.begin_turn()

    def pass_turn(self) -> None:
        if self.phase == "human" and self.session.only_pass():
            self.play(self.session.state.legal_actions()[0])

    def resign(self) -> None:
        if self.phase != "human" or self.app.modal:
            return
        seat = self.session.state.to_move
        Message(self.app, "Resign?",
                f"{self.session.name(seat)} leaves the game, and all of its pieces leave "
                "the board.",
                [("Resign", self._do_resign), ("Keep playing", None)], width=1.4)

    def _do_resign(self) -> None:
        if self.phase != "human":
            return
        self.clear_selection()
        seat = self.session.state.to_move
        self._animate(self.session.resign(), seat)

    def save_dialog(self) -> None:
        if self.app.modal:
            return
        state = self.session.state
        default = "-".join(info.name for info in self.session.seats) + f" round {state.round}"
        SaveDialog(self.app, default, self._save_as)

    def _save_as(self, name: str) -> str | None:
        try:
            path = self.session.save_as(name)
        except OSError as error:
            return f"Could not save: {error.strerror or error}"
        self.messages.say(f"Saved as {path.stem}.", "good")
        return None

    def pause_menu(self) -> None:
        if self.app.modal:
            return
        PauseDialog(self.app, [
            ("Resume", lambda: None), ("Save the game", self.save_dialog),
            ("Settings", self.app.show_settings), ("Rules & keys", self.app.show_help),
            ("Main menu", self.app.show_menu), ("Quit the game", self.app.quit),
        ])

    def show_results(self) -> None:
        if not self.session.is_over or self.app.modal:
            return
        result = self.session.state.result
        VictoryDialog(self.app, headline(self.session), result.reason,
                      result_rows(self.session, self.colours), [
                          ("New game", self._new_game), ("Watch the replay", self._watch),
                          ("Look at the board", lambda: None),
                          ("Main menu", self.app.show_menu)])

    def _new_game(self) -> None:
        from game.view.screens.setup import SetupScreen
        self.app.show(SetupScreen)

    def _watch(self) -> None:
        from game.view.screens.replay import ReplayScreen
        self.app.show(ReplayScreen, self.session.record)

    # ------------------------------------------------------------ the AI

    def _setup_ai(self) -> None:
        """The AI player of the AI seats, if the game has any."""
        if all(self.session.is_human(n) for n in range(1, len(self.session.seats) + 1)):
            return
        from game.view.ai_player import AiPlayer  # its process only when a seat needs it
        self.ai = AiPlayer(self.app, self.session)

    def _ai_turn(self, seat: int) -> None:
        self.phase = "thinking"
        self.refresh_hud()
        self.ai.think(self._ai_moved, self._ai_failed)

    def _ai_moved(self, action: Action) -> None:
        if self.phase == "thinking":
            self.play(action)

    def _ai_failed(self, reason: str) -> None:
        self.phase = "ai-failed"
        self.refresh_hud()
        Message(self.app, "The AI stopped", f"The AI could not choose a move ({reason}). "
                "Nothing is lost: the game is saved.",
                [("Try again", self.begin_turn), ("Main menu", self.app.show_menu)],
                cancellable=False)

    def _cancel_ai(self) -> None:
        if self.ai is not None:
            self.ai.cancel()

    # ------------------------------------------------------------ the HUD

    def refresh_hud(self) -> None:
        session, state = self.session, self.session.state
        seat = self.acting if self.phase == "animating" else state.to_move
        info = session.info(seat)
        note = "AI " + info.level if info.is_ai else ""
        last = session.last_turn
        self.turn_panel.show(session.name(seat), describe.seat_detail(state, seat),
                             self.colours[seat - 1], state.round, note,
                             f"{last.text} ({session.name(last.seat)})" if last else "")
        self.turn_panel.set_thinking(self.phase == "thinking")

        def status(number: int) -> str:
            if state.result is not None and number in state.result.winners:
                return "winner"
            if not state.alive[number]:
                return "out"
            if self.phase == "thinking" and number == seat:
                return "thinking"
            return "AI" if not session.is_human(number) else ""

        self.show_seats(state, self._names(), status, None if session.is_over else seat)
        self.show_moves([(index, turn.text, turn.seat)
                         for index, turn in enumerate(session.turns, start=1)])
        human = self.phase == "human"
        over = session.is_over
        self.actions.set_enabled("undo", session.undo_depth() > 0 and self.phase in (
            "human", "thinking", "over", "ai-failed"))
        self.actions.set_visible("pass", human and session.only_pass())
        self.actions.set_visible("resign", not over)
        self.actions.set_enabled("resign", human)
        self.actions.set_visible("results", over)

    def _show_last_move(self) -> None:
        turn = self.session.last_turn
        self.show_last_action(turn.events if turn else ())

    def _bring_into_view(self, events) -> None:
        """Move the camera if an action happens off screen (an AI's, or after scrolling)."""
        fov = self.fov()
        for event in events:
            target = getattr(event, "target", None)
            if target is not None:
                x, y, z = self.scene.position(target)
                if not picking.in_view(self.camera.goal, fov, (x, y, z)):
                    if not self.session.is_human(self.acting) and self._return_view is None:
                        self._return_view = self.camera.goal
                    self.camera.centre_on(x, y)
                return

    def _look_at_winners(self) -> None:
        """Bring the winners' cheering pieces (all the pieces, after a draw) into view."""
        state = self.session.state
        seats = state.result.winners or range(1, len(state.seats) + 1)
        squares = [xy for seat in seats for xy in piece_points(state, seat)]
        if squares:  # close (as close as they are spread), above the results
            cx, cy = centroid(squares)
            spread = max(max(abs(x - cx), abs(y - cy)) for x, y in squares)
            distance = max(WINNERS_DISTANCE, 1.6 * spread + 6.0)
            view = side_view(squares, state.width, state.height, distance)
            self.camera.set_goal(view.scrolled(0, -distance * 0.55))

    def _names(self) -> list[str]:
        return [info.name for info in self.session.seats]

    # ------------------------------------------------------------ the end

    def on_quit(self) -> None:
        self.session.save()

    def destroy(self) -> None:
        self.app.taskMgr.remove("board-hover")
        if self.ambient is not None:
            self.ambient.stop()
        self.app.taskMgr.remove("camera-return")
        self.animator.skip()
        self._cancel_ai()
        if self.ai is not None:
            self.ai.shutdown()
        for widget in (self.info, self.messages, self.actions):
            widget.destroy()
        super().destroy()
