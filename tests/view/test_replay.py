"""The replay viewer, driven as a player would: keys, buttons, the slider, the score graph,
the move list, and continuing a game from a replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import paths
from game.record import FORMAT_VERSION, record_to_json, save_record
from game.record.timeline import REPLAY_SPEEDS, Timeline
from game.view.screens.game import GameScreen
from game.view.screens.menu import MenuScreen
from game.view.screens.replay import ReplayScreen
from game.view.screens.setup import SetupScreen
from game.view.ui import theme

from .helpers import (
    ROOT, await_ai, expected, game_command, placement, press, run_until, screen_point, step,
)
from scripted import playout

DATA = ROOT / "tests" / "record" / "data"


@pytest.fixture(scope="module")
def record():
    return playout("HP,D,HG", (16, 16), 40, seed=5)


@pytest.fixture
def viewer(app, record):
    screen = app.show(ReplayScreen, record)
    screen.animate = True
    yield screen


def key(app, name: str) -> None:
    app.messenger.send(name)


def settled(app, screen) -> None:
    run_until(app, lambda: not screen.animator.busy)
    assert placement(screen.scene) == expected(screen.timeline.state)


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
    assert timeline.at_end and placement(viewer.scene) == expected(record.replay())
    key(app, "home")
    assert timeline.at_start and placement(viewer.scene) == expected(record.start_state())
    key(app, "arrow_up")
    key(app, "arrow_up")
    assert viewer.speed == 4.0
    for _ in range(8):
        key(app, "arrow_down")
    assert viewer.speed == REPLAY_SPEEDS[0] == 0.25
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
    assert viewer.timeline.at_end and placement(viewer.scene) == expected(record.replay())
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
    assert timeline.ply == 30 and placement(viewer.scene) == expected(record.replay(30))
    assert viewer.bar.graph.marker_x == pytest.approx(viewer.bar.graph.width * 30 / 40)
    viewer.bar.graph.click_at(0.25)
    assert timeline.ply == 10 and round(viewer.bar.slider["value"]) == 10
    step(app)
    assert timeline.ply == 10  # the slider following the seek does not seek again
    lines = viewer.move_list
    lines.click_at(*lines.window_point(16))  # "17." in the list
    assert timeline.ply == 17 and placement(viewer.scene) == expected(record.replay(17))
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


@pytest.mark.parametrize("heading", [0, 45, 135, 270])
def test_an_action_at_the_edge_is_followed_to_above_the_bar(app, viewer, heading):
    """The bar of controls covers the bottom of the window: an action on the board's
    edge, or in a corner, behind the camera is brought into view above it."""
    from game.view.camera import replace_view
    geometry = viewer.timeline.state.geometry
    top = theme.screen_top(viewer.bar.frame)
    last = geometry.width - 1
    for x, y in ((0, 0), (last // 2, 0), (last, 0), (last, last), (0, last), (0, last // 2)):
        viewer.camera.set_goal(replace_view(viewer.camera.goal, x=last / 2, y=last / 2,
                                            heading=heading, distance=14), instantly=True)
        square = geometry.square(x, y)
        viewer.look_at([square])
        viewer.camera.set_goal(viewer.camera.goal, instantly=True)
        where = screen_point(app, viewer.scene.position(square))
        assert where is not None and where[1] > top + 0.05 and abs(where[0]) < 0.95, (x, y)


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
    for path in paths.record_files(paths.replays_dir(), nested=True):
        path.unlink()
    save_record(record, paths.replays_dir() / "watched.json")
    app.show_menu()
    press(app, "Watch a replay")
    dialog = app.dialogs[-1]
    [row] = [row for path, row in dialog.rows if path.name == "watched.json"]
    row.commandFunc(None)
    assert isinstance(app.screen, ReplayScreen) and len(app.screen.timeline) == 40
    assert Timeline(record).material == app.screen.timeline.material


def _write(path: Path, record, **changes) -> Path:
    data = record_to_json(record)
    data.update(changes)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    return path


def test_the_list_is_newest_first_and_shows_bad_files_as_unreadable(app, record):
    folder = paths.replays_dir()
    for path in paths.record_files(folder, nested=True):
        path.unlink()
    _write(folder / "old.json", record, updated="2026-01-01T10:00:00Z")
    _write(folder / "new.json", record, updated="2026-06-01T10:00:00Z")
    _write(folder / "arena-1" / "game-0001.json", record, updated="2026-03-01T10:00:00Z")
    _write(folder / "future.json", record, version=FORMAT_VERSION + 1)
    illegal = record.actions[:6] + ["K a1-a9"] + record.actions[7:]
    _write(folder / "illegal.json", record, actions=illegal, updated="2025-12-01T10:00:00Z")
    text = (folder / "old.json").read_text()
    (folder / "truncated.json").write_text(text[: text.index('"actions"') + 60])
    (folder / "binary.json").write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    (folder / "list.json").write_text("[]")
    app.show_menu()
    press(app, "Watch a replay")
    dialog = app.dialogs[-1]
    entries = {entry.title: entry for entry in dialog.entries}
    good = [entry.title for entry in dialog.entries if entry.ok]
    assert good[:3] == ["new", "arena-1/game-0001", "old"]  # newest first
    assert "Ann (Hawk), Bob (Dove), Cy (Hawk)" in entries["new"].details
    assert "40 actions, in progress" in entries["new"].details
    assert "01 Jun 2026" in entries["new"].details
    assert "newer version of the game (format version 2" in entries["future"].details
    assert "breaks off in its actions" in entries["truncated"].details
    assert "not text" in entries["binary.json".removesuffix(".json")].details
    assert "not a Hawks & Doves record" in entries["list"].details
    assert not any(entries[name].ok for name in ("future", "truncated", "binary", "list"))
    assert entries["illegal"].ok  # its header is fine: the actions are checked next
    run_until(app, lambda: not dialog._unchecked)  # a file a frame
    row, _, details = dialog._labels[entries["illegal"].path]
    assert details["text"].startswith("unreadable: action 7 'K a1-a9' is illegal: ")
    row.commandFunc(None)  # a click says why, in full, and opens nothing
    message = app.dialogs[-1]
    assert message.text.startswith("illegal.json: Action 7 'K a1-a9' is illegal: ")
    message.close()
    assert app.dialogs[-1] is dialog
    dialog.path_entry.enterText(str(folder / "illegal.json"))  # by its path: refused
    dialog.open_path()
    assert isinstance(app.screen, MenuScreen)
    assert "ction 7 'K a1-a9' is illegal" in app.dialogs[-1].text
    while app.dialogs:
        app.dialogs[-1].close()
    press(app, "Watch a replay")
    app.dialogs[-1].path_entry.enterText(str(DATA / "replay-v1.json"))
    app.dialogs[-1].open_path()
    assert isinstance(app.screen, ReplayScreen) and len(app.screen.timeline) == 40


def test_the_replay_command(tmp_path):
    bad = tmp_path / "bad.json"
    data = json.loads((DATA / "replay-v1.json").read_text())
    data["actions"][4] = "K a1-a9"
    bad.write_text(json.dumps(data))
    done = game_command("replay", bad, home=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == f"hawks-and-doves replay: error: {bad}: action 5 'K a1-a9' " \
        "is illegal: " + done.stderr.split("is illegal: ")[1].strip()
    assert "\n" not in done.stderr.strip()
    done = game_command("replay", DATA / "replay-v1.json", home=tmp_path)  # no display here
    assert done.returncode == 2 and "no display is available" in done.stderr
    assert "Traceback" not in done.stderr
    done = game_command("replay", DATA / "replay-v1.json", "--at", "12", offscreen=True,
                        home=tmp_path)
    assert done.returncode == 0, done.stderr


def test_a_game_of_two_ai_seats_is_recorded_as_it_goes_and_replays(app):
    from game.record import SeatInfo, load_record
    from game.view.session import GameSession
    from game.view.settings import Settings

    from .test_play import POSITION

    for path in paths.record_files(paths.replays_dir(), nested=True):
        path.unlink()
    seats = [SeatInfo("HP", "Bot 1", "ai", "easy"), SeatInfo("D", "Bot 2", "ai", "easy")]
    app.settings = Settings(animation_speed=8.0, handover=True)
    game = app.show(GameScreen, GameSession.from_position(POSITION, seats))  # data folder
    await_ai(app, lambda: len(game.session.turns) >= 4)
    replay = game.session.files.replay
    assert replay.parent == paths.replays_dir()
    saved = load_record(replay)  # after every action: a crash would lose nothing
    assert saved.actions == [turn.text for turn in game.session.turns]
    assert [info.level for info in saved.seats] == ["easy", "easy"]
    app.show_menu()
    press(app, "Watch a replay")
    [row] = [row for path, row in app.dialogs[-1].rows if path == replay]
    row.commandFunc(None)
    viewer = app.screen
    assert isinstance(viewer, ReplayScreen) and len(viewer.timeline) == len(saved.actions)
    key(app, "end")
    assert placement(viewer.scene) == expected(saved.replay())


def test_jumps_reuse_the_pieces_and_the_winners_cheer_only_at_the_end(app):
    finished = playout("HP,D", (12, 12), 400, seed=6)  # the Dove wins in 56 actions
    assert finished.result is not None and len(finished.actions) == 56
    viewer = app.show(ReplayScreen, finished)
    layer = viewer.scene.pieces
    key(app, "end")
    cheering = [p for p in layer.by_square.values() if p.actor.getCurrentAnim() == "cheer"]
    assert cheering and {p.seat for p in cheering} == {2}
    assert "wins" in viewer.turn_panel.name
    made = []
    for ply in (0, 56, 20, 0, 56, 20, 0):
        viewer.seek(ply)
        assert placement(viewer.scene) == expected(viewer.timeline.state)
        assert sum(not node.isHidden() for node in layer.root.getChildren()) == len(layer)
        made.append(layer.root.getNumChildren())
    assert made[3:] == made[:3] + made[:1]  # once made, pieces are moved and reused
    assert not any(p.actor.getCurrentAnim() == "cheer" for p in layer.by_square.values())


def test_a_record_that_starts_already_drawn_opens_saying_so(app):
    from game.record import GameRecord, SeatInfo
    from game.rules import GameState
    drawn = GameState.from_hdn(  # 200 quiet actions: drawn by the quiet rule at once
        "12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 200 1")
    record = GameRecord.new(drawn, [SeatInfo("HP", "Ann"), SeatInfo("D", "Bob")])
    viewer = app.show(ReplayScreen, record)
    assert viewer.turn_panel.name == "A draw" and len(viewer.timeline) == 0


def test_f1_in_the_viewer_opens_the_replay_keys(app, viewer):
    key(app, "f1")
    dialog = app.dialogs[-1]
    assert dialog.current_tab == "Replays"
    key(app, "arrow_right")
    assert viewer.timeline.ply == 0  # the keys are the dialog's while it is open
    key(app, "escape")
    assert not app.dialogs


def test_the_bar_fits_a_window_of_another_shape(app, viewer):
    before = app.a2dRight  # the interface's shape in the tests, and the lens's, kept
    lens = app.camLens.getAspectRatio()
    viewer.seek(5)
    try:
        app.base.adjustWindowAspectRatio(16 / 9)
        wide = viewer.bar.width
        app.base.adjustWindowAspectRatio(4 / 3)
        assert viewer.bar.width == pytest.approx(wide - 2 * (16 / 9 - 4 / 3))  # to the map
        assert viewer.bar.counter["text"].startswith("Action 5 of 40")
        press(app, ">")
        assert viewer.timeline.ply == 6
    finally:
        app.base.adjustWindowAspectRatio(before)
        app.camLens.setAspectRatio(lens)
