"""The game session without Panda3D: play, undo (with AI seats), statistics, files."""

from __future__ import annotations

import json

import pytest

from game.record import SeatInfo, Setup, load_record
from game.rules import GameState, parse_action
from game.view.session import GameSession, SessionFiles

# 12x12: Hawk 1 (President) Leader c2, Consumer b3; Dove 2 Activists c4, j12, l12.
POSITION = "12x12:9A21A2/12/2w9/12/12/6o5/12/12/2A29/1C110/2K19/12 HP,D 1 0 1"
SEATS = [SeatInfo("HP", "Ann"), SeatInfo("D", "Bob")]


@pytest.fixture
def files(tmp_path):
    return SessionFiles(tmp_path / "autosave.json", tmp_path / "replay.json")


def test_play_records_saves_and_counts(files):
    session = GameSession.from_position(POSITION, SEATS, files)
    session.play(parse_action(session.state, "C b3xc4"))
    assert session.record.actions == ["C b3xc4"]
    assert load_record(files.autosave).actions == ["C b3xc4"]
    assert load_record(files.replay).actions == ["C b3xc4"]
    stats = session.statistics()
    assert stats[1].captures == 1 and stats[2].lost == 1


def test_resumed_session_is_the_same_game(files):
    session = GameSession.from_position(POSITION, SEATS, files)
    for text in ["K c2-d2", "A j12-i11", "K d2-d3"]:
        session.play(parse_action(session.state, text))
    resumed = GameSession(load_record(files.autosave), files)
    assert resumed.state.hdn() == session.state.hdn()
    assert [turn.text for turn in resumed.turns] == ["K c2-d2", "A j12-i11", "K d2-d3"]
    assert resumed.since_last_turn(2) == resumed.turns[2:]


def test_undo_hot_seat_takes_back_one_action(files):
    session = GameSession.from_position(POSITION, SEATS, files)
    start = session.state.hdn()
    session.play(parse_action(session.state, "K c2-d2"))
    session.play(parse_action(session.state, "A j12-i11"))
    assert session.undo_depth() == 1
    session.undo()
    session.undo()
    assert session.state.hdn() == start
    assert load_record(files.autosave).actions == []


def test_undo_with_an_ai_seat_goes_back_to_the_human_action(files):
    seats = [SeatInfo("HP", "Ann"), SeatInfo("D", "Bot", "ai", "easy")]
    session = GameSession.from_position(POSITION, seats, files)
    start = session.state.hdn()
    session.play(parse_action(session.state, "K c2-d2"))
    session.play(parse_action(session.state, "A j12-i11"))
    assert session.undo_depth() == 2
    assert [turn.text for turn in session.undo()] == ["A j12-i11", "K c2-d2"]
    assert session.state.hdn() == start and session.undo_depth() == 0


def test_game_over_removes_the_autosave_and_keeps_the_replay(files):
    session = GameSession.from_position(POSITION, SEATS, files)
    session.resign()
    assert session.is_over and not files.autosave.exists()
    assert json.loads(files.replay.read_text())["result"]["winners"] == [2]


def test_start_uses_the_setup_and_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("HAWKS_AND_DOVES_HOME", str(tmp_path))
    session = GameSession.start([SeatInfo("HG", "Gen"), SeatInfo("D", "Dove 2")],
                                Setup(16, 16, 7, False))
    assert (session.state.width, session.state.height) == (16, 16)
    assert (tmp_path / "autosave.json").exists()
    assert list((tmp_path / "replays").glob("*.json"))
    assert session.save_as("My game!").name == "My-game.json"


def test_save_error_is_reported_not_raised(tmp_path):
    files = SessionFiles(tmp_path / "missing" / "autosave.json", None)
    session = GameSession.from_position(POSITION, SEATS, files)
    session.play(parse_action(session.state, "K c2-d2"))
    assert session.save_error and "could not be saved" in session.save_error


def test_only_pass():
    state = GameState.from_hdn(POSITION)
    session = GameSession.from_position(state.hdn(), SEATS, SessionFiles.none())
    assert not session.only_pass()
    # Dove 2 to move: its only Activist, on a1, is boxed in by the Consumer on b2
    stuck = "12x12:12/12/12/12/12/12/12/12/12/10K11/1C110/A211 HP,D 2 0 1"
    assert GameSession.from_position(stuck, SEATS, SessionFiles.none()).only_pass()
