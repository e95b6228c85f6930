"""The screens around a game: the menu, the new-game setup, settings, help, the replay."""

from __future__ import annotations

import json

from game import paths
from game.record import GameRecord, SeatInfo, save_record
from game.rules import GameState, parse_action
from game.view.screens.game import GameScreen
from game.view.screens.help import HelpDialog
from game.view.screens.menu import show_game
from game.view.screens.replay import ReplayScreen
from game.view.screens.settings import SettingsDialog
from game.view.screens.setup import SetupScreen
from game.view.settings import load_settings

from .helpers import buttons, game_command, geoms, press, run_until, step
from .test_play import POSITION



def played(*actions: str) -> tuple[GameRecord, GameState]:
    """A record of Ann (Hawk) and Bob (Dove) from POSITION after ``actions``, and its
    position."""
    state = GameState.from_hdn(POSITION)
    record = GameRecord.new(state, [SeatInfo("HP", "Ann"), SeatInfo("D", "Bob")])
    for text in actions:
        record.play(state, parse_action(state, text))
    return record, state


def test_the_menu_offers_what_exists(app):
    for folder in (paths.saves_dir(), paths.replays_dir()):
        for path in paths.record_files(folder, nested=True):
            path.unlink()
    paths.autosave_path().unlink(missing_ok=True)
    app.show_menu()
    step(app, 3)  # the turning board behind it arrives
    assert app.backdrop is not None and len(app.backdrop.scene.pieces) > 10
    states = {name: b["state"] for name in ("New game", "Continue", "Load game",
                                              "Watch a replay", "Rules & keys", "Settings",
                                              "Quit") for b in buttons(app, name)}
    assert states == {"New game": "normal", "Continue": "disabled", "Load game": "disabled",
                      "Watch a replay": "disabled", "Rules & keys": "normal",
                      "Settings": "normal", "Quit": "normal"}


def test_the_menu_title_and_its_line_stand_inside_their_banner(app):
    """(The title's capitals once ran over the banner's top border.)"""
    banner = app.screen.banner
    left, right, bottom, top = banner["frameSize"]
    for label in app.screen.banner_lines:
        node, (scale, _) = label.component("text0").textNode, label["text_scale"]
        x, z = label.getX(), label.getZ()
        assert left + 0.02 < x + node.getLeft() * scale and x + node.getRight() * scale < right
        assert bottom + 0.02 < z + node.getBottom() * scale
        assert z + node.getTop() * scale < top - 0.02


def test_setup_refuses_impossible_games_and_starts_a_possible_one(app):
    press(app, "New game")
    setup = app.screen
    assert isinstance(setup, SetupScreen) and len(setup.rows) == 2
    first, second = setup.rows
    assert first.side.value == "Hawk" and second.side.value == "Dove"
    first.side.step(1)  # Hawk -> Dove: no Hawk left
    assert "at least one seat must be a hawk" in setup.message["text"].lower()
    assert first.name.get() == "Dove 1"  # a default name follows the side
    press(app, "Start the game")
    assert app.screen is setup  # refused
    first.side.step(1)
    setup.add_seat("Hawk")
    third = setup.rows[2]
    assert first.leader.value not in third.leader.options()  # a Leader is taken once
    assert len(third.leader.options()) == 5
    assert "AI Expert" in third.player.options()
    setup.size.set("Custom")
    setup._size_changed("Custom")
    setup.custom_w.enterText("200")
    setup.validate()
    assert "outside 12..128" in setup.message["text"]
    setup.custom_w.enterText("20")
    setup.custom_h.enterText("18")
    setup.seed.enterText("1234")
    first.name.enterText("Ann")
    assert setup.validate()
    press(app, "Start the game")
    game = app.screen
    assert isinstance(game, GameScreen)
    state = game.session.state
    assert (state.width, state.height) == (20, 18) and len(state.seats) == 3
    assert game.session.record.setup.seed == 1234 and game.session.name(1) == "Ann"


def test_settings_are_remembered(app):
    press(app, "Settings")
    dialog = app.dialogs[-1]
    assert isinstance(dialog, SettingsDialog)
    dialog.choosers["speed"].set("4x")
    dialog.choosers["handover"].set("Off")
    dialog.volume["value"] = 0.3
    press(app, "Save")
    saved = load_settings()
    assert (saved.animation_speed, saved.handover, saved.volume) == (4.0, False, 0.3)
    assert app.settings == saved


def test_help_shows_keys_and_every_piece_and_building_with_its_model(app):
    app.messenger.send("f1")
    help_dialog = app.dialogs[-1]
    assert isinstance(help_dialog, HelpDialog)
    press(app, "Pieces")
    assert help_dialog.showcase.model is not None
    for index in range(7):
        help_dialog._choose(index)
        assert help_dialog.showcase.model.getNumChildren() > 0
    help_dialog._choose(4)  # the Lawyer
    assert "Knight" in help_dialog.entry_text["text"]
    press(app, "Buildings")
    help_dialog._choose(4)
    assert "Pop Star" in help_dialog.entry_text["text"]
    step(app, 2)
    app.messenger.send("escape")
    assert not app.dialogs and help_dialog.showcase is None


def test_a_replay_plays_forward_and_steps_back(app):
    record, state = played("C d3-d4", "+A g7", "C d4xe5")
    replay = app.show(ReplayScreen, record)
    press(app, "Play")
    run_until(app, lambda: replay.timeline.ply == 3 and not replay.animator.busy)
    assert replay.timeline.state.hdn() == state.hdn()
    press(app, "<")
    assert replay.timeline.ply == 2 and len(replay.scene.pieces) == 7
    press(app, "|<")
    assert replay.timeline.ply == 0 and replay.timeline.state.hdn() == POSITION


def test_the_watch_button_of_the_menu_opens_a_replay(app):
    record, _ = played("C d3-d4")
    save_record(record, paths.replays_dir() / "one.json")
    app.show_menu()
    press(app, "Watch a replay")
    [row] = [row for path, row in app.dialogs[-1].rows if path.name == "one.json"]
    row.commandFunc(None)
    assert isinstance(app.screen, ReplayScreen) and len(app.screen.timeline) == 1


def test_without_a_display_the_game_says_so(tmp_path):
    done = game_command(home=tmp_path)
    assert done.returncode == 2
    assert "no display is available" in done.stderr
    assert "'hawks-and-doves new'" in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""
    assert json.loads(json.dumps(done.stderr))  # one readable message


def test_a_game_to_open_at_once_is_checked_before_any_window(tmp_path):
    """``play --load`` and ``--continue`` name a bad file, or a missing autosave, in one
    line (exit 2), display or not: here there is none, and it is the file that is named."""
    record, _ = played("C d3-d4")
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    save_record(record, good)
    bad.write_text(good.read_text().replace("C d3-d4", "C d3-d9"))
    done = game_command("play", "--load", bad, home=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(f"hawks-and-doves play: error: {bad}: action 1 'C d3-d9'")
    assert done.stderr.count("\n") == 1 and "display" not in done.stderr
    done = game_command("play", "--continue", home=tmp_path)
    assert done.returncode == 2
    assert done.stderr == "hawks-and-doves play: error: --continue: there is no autosaved " \
        f"game to continue ({tmp_path / 'autosave.json'})\n"
    done = game_command("play", "--load", good, home=tmp_path)  # a good file: the display
    assert done.returncode == 2 and "no display is available" in done.stderr
    (tmp_path / "autosave.json").write_text(good.read_text())
    done = game_command("play", "--continue", offscreen=True, home=tmp_path)
    assert done.returncode == 0 and done.stderr == ""


def test_a_saved_game_opens_where_it_stopped(app):
    record, state = played("C d3-d4")
    show_game(app, record)
    assert isinstance(app.screen, GameScreen)
    assert app.screen.session.state.hdn() == state.hdn()
    assert [turn.text for turn in app.screen.session.turns] == ["C d3-d4"]


def test_the_turn_panel_keeps_long_texts_inside_it(app):
    """A 16-letter name, a long result and a last action with a long name are drawn
    smaller, inside the panel; a short text keeps its size."""
    from game.view.hud import Text, TurnPanel, fitted_scale
    from game.view.screens.base import Screen
    assert fitted_scale(Text("Ann", (0, 0), 0.05, width=0.74), 3.0) == 0.05
    assert fitted_scale(Text("W" * 16, (0, 0), 0.05, width=0.74), 20.0) == 0.037
    assert fitted_scale(Text("W" * 16, (0, 0), 0.05), 20.0) == 0.05
    screen = app.show(Screen)
    turn = TurnPanel(screen.anchor("top-left"))
    turn.show("W" * 16, "no Hawk remains: the Doves win together", (1, 0, 0, 1), 216,
              "game over", "A m17~l17 (" + "W" * 16 + ")")
    low, high = turn.lines.root.getTightBounds(turn.frame)
    assert 0 < low.x and high.x <= TurnPanel.WIDTH - 0.02
    turn.destroy()


def test_the_seat_table_cuts_a_name_too_long_for_its_row(app):
    """A 16-letter name in capitals beside "12 pcs   thinking" is cut short with "..."
    and stays clear of the count; the same name beside a short count is whole."""
    from game.view.hud import SeatRow, SeatTable
    from game.view.screens.base import Screen
    from game.view.ui import theme
    screen = app.show(Screen)
    table = SeatTable(screen.anchor("top-right"), 3)
    long = "WOLFGANG MEMMELS"
    table.show([SeatRow(long, "", (1, 0, 0, 1), 12, "thinking", to_move=True),
                SeatRow(long, "", (0, 1, 0, 1), 3, ""),
                SeatRow("Ann", "", (0, 0, 1, 1), 3, "")])
    names = table.texts[0].split("\n")
    cut = names[0].removeprefix("\1accent\1").removesuffix("\2")
    assert cut.startswith("> WOLF") and cut.endswith("...") and len(cut) < 18
    room = (SeatTable.NAMES_RIGHT - SeatTable.NAMES_LEFT - 0.04
            - theme.text_width("12 pcs   thinking", theme.SMALL))
    assert theme.text_width(cut, theme.SMALL) <= room
    assert names[1:] == [long, "Ann"]
    table.destroy()


def test_the_hud_is_drawn_in_few_calls(app):
    """The seats' colour bars are one Geom, redrawn when a seat is out, and their names
    and counts another; the turn's three lines are one Geom; the move list's scroll bar
    is drawn only when the moves do not fit."""
    from game.view.hud import MoveList, SeatRow, SeatTable, TurnPanel
    from game.view.screens.base import Screen
    screen = app.show(Screen)
    table = SeatTable(screen.anchor("top-right"), 3)
    colours = [(1, 0, 0, 1), (0, 1, 0, 1), (0, 0, 1, 1)]
    table.show([SeatRow(f"Seat {n}", "", colour, 5, "", out=n == 2)
                for n, colour in enumerate(colours, start=1)])
    assert table.swatches.node().getNumGeoms() == 1
    assert table.swatch_colours() == [colours[0], (0.3, 0.3, 0.3, 1), colours[2]]
    assert geoms(table.texts.root) == 1  # every name and count
    turn = TurnPanel(screen.anchor("top-left"))
    turn.show("Hawk 1", "Hawk, The President", colours[0], 3, last="a1-a2")
    assert turn.name == "Hawk 1" and geoms(turn.lines.root) == 1
    assert turn.thinking.isHidden()  # nothing to draw while no AI thinks
    turn.set_thinking(True)
    assert not turn.thinking.isHidden()
    turn.destroy()
    moves = MoveList(screen.anchor("top-right"), -0.3, -1.2)
    scroll_bar = moves.scroll.verticalScroll
    moves.show(["a1-a2"] * 3)
    app.taskMgr.step()
    assert scroll_bar.isHidden()
    moves.show(["a1-a2"] * 60)
    app.taskMgr.step()
    assert not scroll_bar.isHidden()
    moves.show([])
    app.taskMgr.step()
    assert scroll_bar.isHidden()
    table.destroy()
    moves.destroy()
