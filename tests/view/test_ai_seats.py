"""AI seats: the AI thinks in its own process while the window draws; its moves are
animated like a human's; if its process dies the game says so and offers to retry."""

from __future__ import annotations

import multiprocessing.process
import os
import signal

from game.ai.background import WORKER_NICENESS
from game.record import SeatInfo
from game.view.screens.game import GameScreen
from game.view.settings import Settings

from .helpers import (
    await_ai, click_square, new_session, press, run_until, settle, top_dialog,
)
from .test_play import POSITION

SEATS = [SeatInfo("HP", "Ann"), SeatInfo("D", "Bot", "ai", "easy")]


def test_the_ai_answers_and_a_dead_ai_can_be_retried(app):
    app.settings = Settings(animation_speed=4.0, handover=True)
    screen = app.show(GameScreen, new_session(POSITION, SEATS))
    settle(app, screen)
    assert not app.dialogs  # one human: no hand-over screen
    g = screen.session.state.geometry
    click_square(app, screen, g.parse_square("d3"))
    click_square(app, screen, g.parse_square("d4"))
    run_until(app, lambda: screen.phase == "thinking")
    assert screen.turn_panel.thinking["text"].startswith("thinking")
    await_ai(app, lambda: screen.phase == "human")
    assert len(screen.session.turns) == 2 and screen.session.turns[1].seat == 2
    if hasattr(os, "getpriority"):  # the window's frames come before the AI's search
        worker = screen.ai.thinker.worker_pid
        assert os.getpriority(os.PRIO_PROCESS, worker) == min(19, os.nice(0) + WORKER_NICENESS)
    if hasattr(os, "SCHED_OTHER"):  # never starved by other programs
        assert os.sched_getscheduler(screen.ai.thinker.worker_pid) == os.SCHED_OTHER

    # the human moves again, and the AI's process dies while it thinks (stopped first, so
    # that it cannot answer before it dies on a busy machine)
    worker = screen.ai.thinker.worker_pid
    os.kill(worker, signal.SIGSTOP)
    click_square(app, screen, g.parse_square("c2"))
    click_square(app, screen, g.parse_square("b2"))
    run_until(app, lambda: screen.phase == "thinking")
    assert screen.ai.thinker.worker_pid == worker
    os.kill(worker, signal.SIGKILL)
    await_ai(app, lambda: screen.phase == "ai-failed")
    assert "The AI stopped" in top_dialog(app).title["text"]
    assert [turn.text for turn in screen.session.turns][:1] == ["C d3-d4"]
    assert len(screen.session.turns) == 3  # nothing lost
    press(app, "Try again")
    await_ai(app, lambda: screen.phase == "human")
    assert len(screen.session.turns) == 4

    # Undo goes back to the last human action, through the AI's
    press(app, "Undo")
    assert len(screen.session.turns) == 2 and screen.session.state.to_move == 1


def test_a_game_opens_without_an_ai_process_and_its_turn_says_so(app, monkeypatch):
    """No process to be had when the game opens (made to fail: a system limit is not
    reproducible here): the game still opens, the AI's turn says why it cannot play, and
    "Try again" plays once processes can be had again."""
    def refuse(process):
        raise OSError(11, "Resource temporarily unavailable")

    app.settings = Settings(animation_speed=4.0, handover=True)
    with monkeypatch.context() as patched:
        patched.setattr(multiprocessing.process.BaseProcess, "start", refuse)
        screen = app.show(GameScreen, new_session(POSITION, SEATS))
        settle(app, screen)
        g = screen.session.state.geometry
        click_square(app, screen, g.parse_square("d3"))
        click_square(app, screen, g.parse_square("d4"))
        await_ai(app, lambda: screen.phase == "ai-failed")
        assert "could not be started" in top_dialog(app).text
    assert len(screen.session.turns) == 1  # nothing lost
    press(app, "Try again")
    await_ai(app, lambda: screen.phase == "human")
    assert len(screen.session.turns) == 2 and screen.session.turns[1].seat == 2

def test_two_ai_seats_play_on_their_own(app):
    seats = [SeatInfo("HP", "Bot 1", "ai", "easy"), SeatInfo("D", "Bot 2", "ai", "easy")]
    app.settings = Settings(animation_speed=4.0, handover=True)
    screen = app.show(GameScreen, new_session(POSITION, seats))
    await_ai(app, lambda: len(screen.session.turns) >= 3)
    assert not app.dialogs  # no hand-over screen without people
    assert [turn.seat for turn in screen.session.turns[:3]] == [1, 2, 1]
    assert screen.actions.buttons["undo"]["state"] == "disabled"  # nothing human to undo
