"""Playing through the user interface: clicks become actions through the rules, the
highlights show in the rendered pixels, a hot-seat game goes to its victory screen."""

from __future__ import annotations

import pytest

from game.record import SeatInfo
from game.rules import Kind
from game.view.screens.dialogs import HandoverDialog, SummaryDialog
from game.view.screens.game import GameScreen
from game.view.screens.victory import VictoryDialog
from game.view.settings import Settings
from game.view.ui import theme

from .helpers import (
    buttons, click_square, new_session, pixel, press, run_until, screen_point, settle, step,
    top_dialog,
)

# 12x12. Hawk 1 (The President): Leader c2, Consumers d3 and k1. Dove 2: Activists c4,
# e5, e6, beside the Wal-Mart on f6.
POSITION = "12x12:12/12/12/12/12/12/4A2w6/4A27/2A29/3C18/2K19/10C11 HP,D 1 0 1"
SEATS = [SeatInfo("HP", "Ann"), SeatInfo("D", "Bob")]


def start(app, position=POSITION, seats=SEATS, handover=False) -> GameScreen:
    app.settings = Settings(animation_speed=2.0, handover=handover)
    screen = app.show(GameScreen, new_session(position, seats))
    settle(app, screen)
    return screen


def square(screen, name: str) -> int:
    return screen.session.state.geometry.parse_square(name)


def world(screen, name: str, dx: float = 0.0, dy: float = 0.0):
    x, y, z = screen.scene.position(square(screen, name))
    return (x + dx, y + dy, z)


def test_a_click_selects_lights_the_moves_and_plays_one(app):
    screen = start(app)
    move_spot = screen_point(app, world(screen, "d4"))
    attack_spot = screen_point(app, world(screen, "c4", 0.4, -0.4))  # beside the Activist
    before_move, before_attack = pixel(app, move_spot), pixel(app, attack_spot)

    click_square(app, screen, square(screen, "d3"))
    assert screen.selection.origin == square(screen, "d3")
    targets = {screen.session.state.geometry.name(t): a.kind.name
               for t, a in screen.selection.targets.items()}
    assert targets == {"d4": "MOVE", "c3": "MOVE", "e3": "MOVE", "d2": "MOVE",
                       "c4": "CAPTURE"}
    r, g, b = pixel(app, move_spot)
    assert g > r + 0.1 and g > b + 0.1 and g > before_move[1] - 0.05  # green: a move
    r, g, b = pixel(app, attack_spot)
    assert r > g + 0.15 and r > b + 0.15 and (r - g) > (before_attack[0] - before_attack[1])

    click_square(app, screen, square(screen, "d4"))
    assert screen.phase == "animating" and screen.selection is None
    frames = run_until(app, lambda: not screen.animator.busy)
    assert frames > 5  # it walked
    state = screen.session.state
    assert state.piece_at(square(screen, "d4")) == (Kind.CONSUMER, 1)
    assert [turn.text for turn in screen.session.turns] == ["C d3-d4"]
    assert screen.scene.pieces.at(square(screen, "d4")).holder.getPos().almostEqual(
        type(screen.scene.pieces.at(square(screen, "d4")).holder.getPos())(
            *screen.scene.position(square(screen, "d4"))), 1e-4)
    assert screen.phase == "human" and state.to_move == 2


@pytest.mark.parametrize("seats", ["HP,D,HG", "HP,D,HG,D"])
def test_each_seat_sees_its_pieces_above_the_buttons(app, seats):
    """A seat's view from its side shows all its pieces clear of the buttons along the
    bottom of the window (and of the other edges)."""
    from game.rules import new_game, parse_seats
    from game.view.screens.board import piece_points
    state = new_game(parse_seats(seats), (24, 24), 7)
    infos = [SeatInfo(code, f"Seat {number}") for number, code in enumerate(seats.split(","), 1)]
    screen = start(app, state.hdn(), infos)
    buttons_top = theme.screen_top(screen.actions.frame)
    for seat in range(1, len(infos) + 1):
        screen.camera.look_from_side(piece_points(state, seat))
        screen.camera.set_goal(screen.camera.goal, instantly=True)
        for x, y in piece_points(state, seat):
            where = screen_point(app, (x, y, 0.0))
            assert where is not None and where[1] > buttons_top + 0.08, (seat, x, y)
            assert abs(where[0]) < 0.95 and where[1] < 0.95


def test_illegal_clicks_explain_themselves(app):
    screen = start(app)
    click_square(app, screen, square(screen, "d3"))
    click_square(app, screen, square(screen, "d5"))
    assert "Consumer moves one square" in screen.messages.current
    assert screen.session.turns == []
    app.messenger.send("escape")
    assert screen.selection is None
    click_square(app, screen, square(screen, "f6"))
    assert "Wal-Mart needs another piece of yours" in screen.messages.current
    click_square(app, screen, square(screen, "c4"))
    assert "Bob's Activist" in screen.messages.current


def test_a_hot_seat_game_to_the_victory_screen(app):
    """Every action by clicks, every animation played to its end, the hand-over screen
    and the summary between the two players, the victory screen with the statistics."""
    screen = start(app, handover=True)
    assert isinstance(top_dialog(app), HandoverDialog)
    app.messenger.send("space-up")
    assert not app.dialogs and screen.phase == "human"
    clicks = [
        ("d3", "d4"),  # Ann: a move
        ("f6", "g7"),  # Bob: an Activist from the Strip Mall
        ("d4", "e5"),  # Ann: a Consumer takes an Activist
        ("e6", "e5"),  # Bob: pacifies the Consumer
        ("c2", "c3"),  # Ann: the Leader steps forward
        ("c4", "c3"),  # Bob: pacifies the Leader; Ann's last Consumer leaves the board
    ]
    frames = []
    for number, (first, second) in enumerate(clicks):
        click_square(app, screen, square(screen, first))
        click_square(app, screen, square(screen, second))
        assert screen.phase == "animating", screen.messages.current
        frames.append(run_until(app, lambda: not screen.animator.busy))
        if number < len(clicks) - 1:
            assert isinstance(top_dialog(app), HandoverDialog)
            app.messenger.send("space-up")
            assert isinstance(top_dialog(app), SummaryDialog)
            app.messenger.send("enter-up")
            settle(app, screen)
    assert all(count > 5 for count in frames)
    assert frames[1] > 10 and frames[-1] > 20  # the rising Activist; the pacified Leader
    victory = top_dialog(app)
    assert isinstance(victory, VictoryDialog)
    assert buttons(app, "Watch the replay") and buttons(app, "New game")
    state = screen.session.state
    assert state.result.winners == (2,)
    stats = screen.session.statistics()
    assert (stats[1].captures, stats[2].pacifications, stats[2].generations) == (1, 2, 1)
    assert len(screen.scene.pieces) == len(state.pieces[2]) == 5  # k1 left the board
    cheering = {piece.actor.getCurrentAnim() for piece in screen.scene.pieces.by_square.values()}
    assert cheering == {"cheer"}
    press(app, "Look at the board")
    assert not app.dialogs
    press(app, "Results")
    assert isinstance(top_dialog(app), VictoryDialog)


def test_generation_lights_the_free_squares_around_the_building(app):
    screen = start(app)
    click_square(app, screen, square(screen, "d3"))
    click_square(app, screen, square(screen, "d4"))
    run_until(app, lambda: screen.phase == "human")
    click_square(app, screen, square(screen, "f6"))
    assert screen.selection.kind == "building"
    lit = {screen.session.state.geometry.name(t) for t in screen.selection.targets}
    assert lit == {"e7", "f5", "f7", "g5", "g6", "g7"}
    assert screen.scene.highlights.mark_at("moves", (6, 6)).name == "place"
    click_square(app, screen, square(screen, "a12"))
    assert "does not touch" in screen.messages.current or "taken" in screen.messages.current


def test_space_skips_the_animation(app):
    screen = start(app)
    click_square(app, screen, square(screen, "d3"))
    click_square(app, screen, square(screen, "d4"))
    step(app, 2)
    assert screen.animator.busy
    app.messenger.send("space")
    assert not screen.animator.busy and screen.phase == "human"
    piece = screen.scene.pieces.at(square(screen, "d4"))
    assert piece.holder.getPos().almostEqual(type(piece.holder.getPos())(3, 3, 0), 1e-4)


def test_pass_appears_only_when_it_is_the_only_action(app):
    # Dove 2 to move: its only Activist on a1 is boxed in by the Consumer on b2.
    screen = start(app, "12x12:12/12/12/12/12/12/12/12/12/10K11/1C110/A211 HP,D 2 0 1")
    assert not buttons(app, "Pass") == []
    press(app, "Pass")
    run_until(app, lambda: not screen.animator.busy)
    assert screen.session.turns[-1].text == "pass"
    assert buttons(app, "Pass") == []


def test_resign_asks_first(app):
    screen = start(app)
    press(app, "Resign")
    assert screen.session.turns == []  # not yet: a confirmation first
    press(app, "Keep playing")
    assert screen.session.turns == [] and not app.dialogs
    press(app, "Resign")
    press(app, "Resign")  # the dialog's button
    run_until(app, lambda: isinstance(top_dialog(app), VictoryDialog))
    assert screen.session.state.result.winners == (2,)
    assert len(screen.scene.pieces) == 3


def test_f12_saves_a_screenshot_and_says_so(app, tmp_path):
    from PIL import Image

    from game import paths
    screen = start(app)
    before = set(paths.screenshots_dir().glob("*.png"))
    app.messenger.send("f12")
    saved = set(paths.screenshots_dir().glob("*.png")) - before
    assert len(saved) == 1 and screen.messages.current.startswith("Screenshot saved: ")
    for _ in range(2):  # at once: within the same second, each keeps a file of its own
        app.messenger.send("f12")
    assert len(set(paths.screenshots_dir().glob("*.png")) - before) == 3
    with Image.open(saved.pop()) as picture:
        assert picture.size == (app.win.getXSize(), app.win.getYSize())
        assert len(picture.convert("RGB").getcolors(1 << 24)) > 50  # the board, not blank
    with pytest.raises(OSError, match="could not write"):
        app.screenshot(tmp_path / "no" / "such" / "folder.png")
    assert not (tmp_path / "no").exists()
