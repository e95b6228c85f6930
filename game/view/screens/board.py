"""``BoardScreen``: a screen showing one board, what a live game and a replay share.

It puts together the reusable pieces: the scene, the camera and its controller, the
animator, the minimap, and the HUD widgets on the right (seats, move list) and top left
(the seat to move). The camera's every move redraws the minimap's outline and fits the
sun's shadows to the view.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from game.rules import Event, GameState
from game.rules.events import squares_touched
from game.view import describe, picking
from game.view.animator import Animator
from game.view.camera import CameraController, CameraView
from game.view.hud import MoveList, SeatRow, SeatTable, TurnPanel, coloured, register_seat_colours
from game.view.minimap import Minimap
from game.view.minimap import extent as minimap_extent
from game.view.scene import GameScene
from game.view.scene import highlights as marks
from game.view.screens.base import Screen
from game.view.ui import theme

MINIMAP_SIZE = 0.5
MARGIN = 0.055


class BoardScreen(Screen):
    def __init__(self, app, state: GameState, view: CameraView | None = None,
                 scroll_keys: bool | Collection[str] = True,
                 on_move_click: Callable[[int], None] | None = None) -> None:
        """``on_move_click`` makes the move list clickable: called with a line's index."""
        super().__init__(app)
        app.release_backdrop()
        seats = len(state.seats)
        self.colours = list(app.palette.SEAT_COLOURS[:seats])
        register_seat_colours(self.colours)
        self.scene = GameScene(app.render, state, self.colours, app.assets,
                               shadows=app.settings.shadows, font=theme.font())
        self.camera = CameraController(app, state.width, state.height, view,
                                       blocked=lambda: app.modal)
        self.animator = Animator(self.scene, app.play_sound, app.settings.animation_speed)
        self.turn_panel = TurnPanel(self.anchor("top-left"))
        self.seat_table = SeatTable(self.anchor("top-right"), seats)
        map_w, map_h = minimap_extent(state.width, state.height, MINIMAP_SIZE)
        self.minimap = Minimap(self.anchor("bottom-right"), state, self.colours,
                               self.camera.centre_on, MINIMAP_SIZE,
                               pos=(-MARGIN - map_w, MARGIN))
        self.move_list = MoveList(self.anchor("top-right"),
                                  -0.03 - SeatTable.height(seats) - 0.02,
                                  -2.0 + MARGIN + map_h + 0.05, on_click=on_move_click)
        self.reach = 3 * max(state.width, state.height)  # how far the minimap's outline may go
        self.camera.listeners.append(self._camera_changed)
        self.camera.attach(scroll_keys)

    def show_seats(self, state: GameState, names: list[str], status_of: Callable[[int], str],
                   to_move: int | None) -> None:
        """The seat table: every seat's name, Leader, colour, pieces and ``status_of(seat)``
        ("winner", "out", ...), ``to_move`` marked (None: no one, the game is over)."""
        self.seat_table.show([
            SeatRow(names[seat - 1], describe.seat_detail(state, seat), self.colours[seat - 1],
                    len(state.pieces[seat]), status_of(seat), to_move=seat == to_move,
                    out=not state.alive[seat])
            for seat in range(1, len(state.seats) + 1)])

    def show_moves(self, moves: list[tuple[int, str, int]], **options) -> None:
        """The move list, a line per (number, action, seat), the action in the seat's colour."""
        self.move_list.show([f"\1muted\1{number:>3}.\2 " + coloured(text, seat)
                             for number, text, seat in moves], **options)

    def fov(self) -> tuple[float, float]:
        return tuple(self.app.camLens.getFov())

    def _camera_changed(self, view: CameraView) -> None:
        fov = self.fov()
        self.minimap.show_view(picking.footprint(view, fov, self.reach))
        if self.scene.lights is not None:
            self.scene.lights.follow(view, fov)

    def show_last_action(self, events: list[Event] | tuple[Event, ...]) -> None:
        """Light the squares of the last action (its events; none: no light)."""
        xy = self.scene.xy
        self.scene.highlights.show("last", {xy(square): marks.LAST_MOVE
                                            for square in squares_touched(events)})

    def settings_changed(self, settings) -> None:
        self.animator.speed = settings.animation_speed
        if self.scene.lights is not None:
            self.scene.lights.set_shadows(settings.shadows)

    def destroy(self) -> None:
        self.animator.skip()
        self.camera.detach()
        for widget in (self.turn_panel, self.seat_table, self.move_list, self.minimap):
            widget.destroy()
        self.scene.destroy()
        super().destroy()


def piece_points(state: GameState, seat: int) -> list[tuple[int, int]]:
    """Where ``seat``'s pieces stand, as (x, y): what the camera frames to show a seat."""
    return [state.geometry.xy(square) for square, _ in state.pieces_of(seat)]
