"""The replay viewer, driven as a player would: keys, buttons, the slider, the score graph,
the move list, and continuing a game from a replay."""

from __future__ import annotations

import pytest

from game import paths
from game.record import save_record
from game.record.timeline import Timeline
from game.view.screens.game import GameScreen
from game.view.screens.replay import SPEEDS, ReplayScreen
from game.view.screens.setup import SetupScreen

from .helpers import press, run_until, step
from scripted import playout


@pytest.fixture(scope="module")
def record():
    return playout("HP,D,HG", (16, 16), 40, seed=5)


@pytest.fixture
def viewer(app, record):
    screen = app.show(ReplayScreen, record)
    screen.animate = True
    yield screen


def placement(screen) -> dict:
    return {square: (piece.kind, piece.seat)
            for square, piece in screen.scene.pieces.by_square.items()}


def expected(state) -> dict:
    return {square: (kind, seat) for seat in range(1, len(state.seats) + 1)
            for square, kind in state.pieces_of(seat)}


def key(app, name: str) -> None:
    app.messenger.send(name)


def settled(app, screen) -> None:
    run_until(app, lambda: not screen.animator.busy)
    assert placement(screen) == expected(screen.timeline.state)


def test_the_keys_step_seek_and_play(app, viewer, record):
    timeline = viewer.timeline
    key(app, "arrow_right")
    assert timeline.ply == 1 and viewer.animator.busy  # animated
    settled(app, viewer)
    key(app, "arrow_right")
    key(app, "arrow_right")  # a key during an animation finishes it and goes on
    assert timeline.ply == 3
    settled(app, viewer)
    key(app, "arrow_left")
    assert timeline.ply == 2 and viewer.animator.busy  # backwards, animated
    settled(app, viewer)
    assert timeline.state.hdn() == record.replay(2).hdn()
    key(app, "shift-arrow_right")
    assert timeline.ply == 3 and timeline.rounds[3] == 2  # round 2 starts after 3 actions
    key(app, "shift-arrow_right")
    assert timeline.ply == 6
    key(app, "shift-arrow_left")
    assert timeline.ply == 3
    key(app, "end")
    assert timeline.at_end and placement(viewer) == expected(record.replay())
    key(app, "home")
    assert timeline.at_start and placement(viewer) == expected(record.start_state())
    key(app, "arrow_up")
    key(app, "arrow_up")
    assert viewer.speed == 4.0
    for _ in range(8):
        key(app, "arrow_down")
    assert viewer.speed == SPEEDS[0] == 0.25
    key(app, "arrow_up")
    key(app, "arrow_up")  # 1x
    key(app, "space")
    assert viewer.playing and viewer.bar.buttons["play"]["text"] == "Pause"
    run_until(app, lambda: timeline.ply >= 3)
    key(app, "space")
    assert not viewer.playing
    settled(app, viewer)
    stopped = timeline.ply
    step(app, 60)
    assert timeline.ply == stopped  # paused means paused


def test_playing_to_the_end_stops_there_with_animations_off(app, viewer, record):
    key(app, "k")
    assert not viewer.animate and "off" in viewer.panel.buttons["animate"]["text"]
    key(app, "arrow_up")
    key(app, "arrow_up")
    key(app, "arrow_up")  # 8x: 0.075 s an action
    key(app, "space")
    run_until(app, lambda: not viewer.playing, frames=200)
    assert viewer.timeline.at_end and placement(viewer) == expected(record.replay())
    key(app, "space")  # at the end, Play starts again from the beginning
    assert viewer.playing and viewer.timeline.ply == 1
    key(app, "space")


def test_the_buttons_the_slider_the_graph_and_the_move_list(app, viewer, record):
    timeline = viewer.timeline
    press(app, ">")
    assert timeline.ply == 1
    press(app, ">|")
    assert timeline.at_end
    press(app, "|<")
    assert timeline.at_start
    press(app, ">>")
    press(app, ">>")
    assert timeline.ply == 6
    press(app, "<<")
    assert timeline.ply == 3
    press(app, "<")
    settled(app, viewer)
    assert timeline.ply == 2
    press(app, "+")
    assert viewer.speed == 2.0 and viewer.bar.speed["text"] == "2x"
    press(app, "-")
    viewer.bar.slider["value"] = 30  # dragged: the slider says so on the next frame
    step(app)
    assert timeline.ply == 30 and placement(viewer) == expected(record.replay(30))
    assert viewer.bar.graph.marker_x == pytest.approx(viewer.bar.graph.width * 30 / 40)
    viewer.bar.graph.click_at(0.25)
    assert timeline.ply == 10 and round(viewer.bar.slider["value"]) == 10
    step(app)
    assert timeline.ply == 10  # the slider following the seek does not seek again
    lines = viewer.move_list
    lines.click_at(*lines.window_point(16))  # "17." in the list
    assert timeline.ply == 17 and placement(viewer) == expected(record.replay(17))
    assert not lines.marker.isHidden()
    lines.click_at(*lines.window_point(30))  # far down: the list scrolled to show 17 ...
    assert timeline.ply == 31


def test_camera_follow_and_the_seats_point_of_view(app, viewer):
    assert viewer.follow
    key(app, "f")
    assert not viewer.follow and "free" in viewer.panel.buttons["follow"]["text"]
    goal = viewer.camera.goal
    key(app, "end")
    assert viewer.camera.goal == goal  # a free camera stays where it is
    key(app, "f")
    assert viewer.follow
    key(app, "v")
    assert viewer.viewer == 1 and "Ann" in viewer.panel.buttons["view"]["text"]
    assert viewer.bar.graph.highlight == 1
    first = viewer.camera.goal.heading
    key(app, "v")
    key(app, "v")
    assert viewer.viewer == 3 and viewer.camera.goal.heading != first
    key(app, "v")
    assert viewer.viewer is None and viewer.bar.graph.highlight is None


def test_continue_from_here_starts_a_game_with_the_history(app, viewer, record):
    viewer.seek(12)
    key(app, "c")
    setup = app.screen
    assert isinstance(setup, SetupScreen) and setup.continuing is not None
    assert [row.name.get() for row in setup.rows] == ["Ann", "Bob", "Cy"]
    assert not setup.rows[0].side.enabled and setup.board_area.isHidden()
    setup.rows[1].player.step(1)  # Bob: the AI
    press(app, "Back")
    assert isinstance(app.screen, ReplayScreen) and app.screen.timeline.ply == 12
    key(app, "c")
    setup = app.screen
    setup.rows[1].player.set("AI Easy")
    press(app, "Start the game")
    game = app.screen
    assert isinstance(game, GameScreen)
    session = game.session
    assert session.record.actions == record.actions[:12]
    assert session.record.start == record.start and session.info(2).is_ai
    assert session.state.hdn() == record.replay(12).hdn()
    assert session.files.replay.exists()
    app.show_menu()


def test_a_replay_opens_from_the_list_and_from_the_command_parts(app, record):
    for path in paths.replays_dir().glob("*.json"):
        path.unlink()
    save_record(record, paths.replays_dir() / "watched.json")
    app.show_menu()
    press(app, "Watch a replay")
    dialog = app.dialogs[-1]
    [row] = [row for path, row in dialog.rows if path.name == "watched.json"]
    row.commandFunc(None)
    assert isinstance(app.screen, ReplayScreen) and len(app.screen.timeline) == 40
    assert Timeline(record).material == app.screen.timeline.material
