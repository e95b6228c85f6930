"""Undo, save and load, the autosave and Continue: each brings back the exact position."""

from __future__ import annotations

from game import paths
from game.record import load_record
from game.view.screens.game import GameScreen
from game.view.screens.menu import MenuScreen
from game.view.session import GameSession, SessionFiles
from game.view.settings import Settings

from .helpers import buttons, click_square, placement, press, run_until, settle
from .test_play import POSITION, SEATS


def start_with_files(app) -> GameScreen:
    app.settings = Settings(animation_speed=2.0, handover=False)
    session = GameSession.from_position(POSITION, SEATS)  # the data folder's files
    screen = app.show(GameScreen, session)
    settle(app, screen)
    return screen


def play(app, screen, first: str, second: str) -> None:
    g = screen.session.state.geometry
    click_square(app, screen, g.parse_square(first))
    click_square(app, screen, g.parse_square(second))
    run_until(app, lambda: screen.phase == "human")


def test_undo_takes_back_the_last_action_exactly(app):
    screen = start_with_files(app)
    start = screen.session.state.hdn()
    play(app, screen, "d3", "d4")
    after_one = screen.session.state.hdn()
    shown = placement(screen.scene)
    play(app, screen, "f6", "g7")
    app.messenger.send("control-z")
    assert screen.session.state.hdn() == after_one
    assert placement(screen.scene) == shown
    assert load_record(paths.autosave_path()).actions == ["C d3-d4"]
    press(app, "Undo")
    assert screen.session.state.hdn() == start
    assert [b["state"] for b in buttons(app, "Undo")] == ["disabled"]


def test_autosave_and_continue_resume_exactly_there(app):
    screen = start_with_files(app)
    play(app, screen, "d3", "d4")
    play(app, screen, "f6", "g7")
    position = screen.session.state.hdn()
    assert GameSession(load_record(paths.autosave_path()), SessionFiles.none()
                       ).state.hdn() == position
    replay = screen.session.files.replay
    assert load_record(replay).actions == ["C d3-d4", "+A g7"]
    menu = app.show_menu()
    assert isinstance(menu, MenuScreen)
    press(app, "Continue")
    resumed = app.screen
    assert isinstance(resumed, GameScreen) and resumed is not screen
    assert resumed.session.state.hdn() == position
    assert [turn.text for turn in resumed.session.turns] == ["C d3-d4", "+A g7"]
    assert placement(resumed.scene) == {
        square: (kind, seat) for seat in (1, 2)
        for square, kind in resumed.session.state.pieces_of(seat)}


def test_save_under_a_name_and_load_it(app):
    screen = start_with_files(app)
    play(app, screen, "d3", "d4")
    app.messenger.send("control-s")
    dialog = app.dialogs[-1]
    dialog.entry.enterText("Ann and Bob")
    press(app, "Save")
    assert not app.dialogs and "Saved as Ann-and-Bob" in screen.messages.current
    saved = paths.saves_dir() / "Ann-and-Bob.json"
    position = screen.session.state.hdn()
    play(app, screen, "f6", "g7")  # the game goes on after the save
    app.show_menu()
    press(app, "Load game")
    rows = [row for path, row in app.dialogs[-1].rows if path == saved]
    rows[0].commandFunc(None)
    assert isinstance(app.screen, GameScreen)
    assert app.screen.session.state.hdn() == position


def test_a_damaged_file_is_refused_with_its_reason(app):
    broken = paths.saves_dir() / "broken.json"
    broken.write_text('{"format": "hawks-and-doves-record", "version": 1')
    app.show_menu()
    press(app, "Load game")
    row = [row for path, row in app.dialogs[-1].rows if path == broken][0]
    row.commandFunc(None)  # it does not open: a click says why
    assert "truncated" in app.dialogs[-1].text and isinstance(app.screen, MenuScreen)
    app.dialogs[-1].close()
    from game.view.screens.menu import open_game_file
    assert not open_game_file(app, broken)
    assert "truncated" in app.dialogs[-1].text
    broken.unlink()
