"""Saved games and replays: the file format, atomic saving, and every way a file can be bad."""

import json
import os
import stat

import pytest

from game.files import write_atomic
from game.record.storage import MAX_RECORD_BYTES
from game.record import (
    FORMAT_VERSION,
    GameRecord,
    RecordError,
    SeatInfo,
    Setup,
    load_record,
    record_to_json,
    save_record,
)
from game.rules import GameState, new_game, parse_action, parse_seats

EXAMPLE = "12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 1"
MOVES = ["K c2-c3", "A j12-k11", "C a2-a3"]


@pytest.fixture
def record():
    state = GameState.from_hdn(EXAMPLE)
    record = GameRecord.new(state, [SeatInfo("HP", "Ann"), SeatInfo("D", "Bo", "ai", "normal")],
                            Setup(12, 12, 7))
    for text in MOVES:
        record.play(state, parse_action(state, text))
    return record


def write(tmp_path, data) -> str:
    path = tmp_path / "game.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def test_the_file_holds_everything_the_format_promises(record, tmp_path):
    save_record(record, tmp_path / "game.json")
    data = json.loads((tmp_path / "game.json").read_text())
    assert data["format"] == "hawks-and-doves-record" and data["version"] == FORMAT_VERSION
    assert data["rules_version"] == 1 and data["game_version"]
    assert data["start"] == EXAMPLE and data["actions"] == MOVES and data["result"] is None
    assert data["seats"][1] == {"code": "D", "name": "Bo", "controller": "ai", "level": "normal"}
    assert data["setup"] == {"size": [12, 12], "seed": 7, "classic": False}
    assert data["created"].endswith("Z") and data["updated"].endswith("Z")


def test_save_and_load_round_trip(record, tmp_path):
    save_record(record, tmp_path / "game.json")
    loaded = load_record(tmp_path / "game.json")
    assert loaded == record
    assert loaded.replay().hdn() == record.replay().hdn()
    assert loaded.replay(1).hdn() == \
        "12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/2K19/C111/12 HP,D 2 1 1"


def test_an_ai_seats_thinking_time_is_kept_where_it_was_measured(record, tmp_path):
    record.seats[1] = SeatInfo("D", "Bo", "ai", "normal", thinking=1.25)
    save_record(record, tmp_path / "game.json")
    data = json.loads((tmp_path / "game.json").read_text())
    assert data["seats"][1]["thinking"] == 1.25
    assert "thinking" not in data["seats"][0], "a seat without a time is written as before"
    assert load_record(tmp_path / "game.json").seats == record.seats


@pytest.mark.parametrize("seat, message", [
    ({"code": "D", "name": "Bo", "controller": "ai", "level": "normal", "thinking": "1 s"},
     "field 'thinking' must be a number of seconds"),
    ({"code": "D", "name": "Bo", "controller": "ai", "level": "normal", "thinking": -1},
     "only an AI seat has a thinking time, and it is 0 seconds or more"),
    ({"code": "D", "name": "Bo", "controller": "ai", "level": "normal",
      "thinking": float("nan")},
     "only an AI seat has a thinking time, and it is 0 seconds or more"),
    ({"code": "D", "name": "Bo", "controller": "human", "level": None, "thinking": 2},
     "only an AI seat has a thinking time, and it is 0 seconds or more"),
])
def test_a_bad_thinking_time_is_refused(record, tmp_path, seat, message):
    data = record_to_json(record)
    data["seats"][1] = seat
    path = write(tmp_path, data)
    with pytest.raises(RecordError) as caught:
        load_record(path)
    assert f"seat 2: {message}" in str(caught.value)


def test_a_finished_game_keeps_its_result(tmp_path):
    state = GameState.from_hdn("12x12:12/12/12/12/12/12/12/12/12/12/K1A21A28/12 HP,D 2 0 1")
    record = GameRecord.new(state, [SeatInfo("HP", "Ann"), SeatInfo("D", "Bo")])
    record.play(state, parse_action(state, "A b2~a2"))
    save_record(record, tmp_path / "won.json")
    assert load_record(tmp_path / "won.json").result.winners == (2,)


def test_undo_takes_the_action_off_the_record(record):
    state = record.replay()
    record.undo(state)
    assert record.actions == MOVES[:2] and state.hdn() == record.replay().hdn()


def test_the_seats_must_match_the_position():
    with pytest.raises(RecordError, match="do not match"):
        GameRecord.new(new_game(parse_seats("HP,D"), seed=1), [SeatInfo("HG", "x"),
                                                               SeatInfo("D", "y")])


def _corrupt(record, **changes):
    data = record_to_json(record)
    for key, value in changes.items():
        if value is KeyError:
            del data[key]
        else:
            data[key] = value
    return data


@pytest.mark.parametrize("changes, message", [
    ({"format": "chess-pgn"}, "its format is 'chess-pgn', not 'hawks-and-doves-record'"),
    ({"format": KeyError}, "no 'format' field naming it"),
    ({"rules_version": 999}, "written under rules version 999; this version of the game plays"),
    ({"version": FORMAT_VERSION + 1}, "written by a newer version of the game (format version 2"),
    ({"version": 0}, "format version 0 does not exist"),
    ({"version": "1"}, "field 'version' must be a whole number"),
    ({"start": KeyError}, "field 'start' is missing"),
    ({"actions": "K c2-c3"}, "field 'actions' must be a list"),
    ({"actions": ["K c2-c3", 5]}, "field 'actions': action 2 must be text"),
    ({"actions": ["K c2-c3", "A j12-j11"]}, "action 2 'A j12-j11' is illegal: an Activist moves"),
    ({"start": "12x12:12 HP,D 1 0 1"}, "field 'start': invalid position: board"),
    ({"seats": [{"code": "HP", "name": "Ann", "controller": "human", "level": None}]},
     "field 'seats' does not match the start position's seats (HP,D)"),
    ({"seats": [{"code": "HP", "name": "Ann", "controller": "robot", "level": None},
                {"code": "D", "name": "Bo", "controller": "human", "level": None}]},
     "seat 1: controller 'robot' is not one of human, ai"),
    ({"seats": [{"code": "HP", "controller": "human", "level": None}]},
     "field 'seats': seat 1: field 'name' is missing"),
    ({"result": {"status": "win", "winners": [1], "reason": "made up"}},
     "field 'result' says a win for seat 1, but the actions lead to a game still going on"),
    ({"result": {"status": "lost", "winners": [], "reason": ""}}, "status of win or draw"),
    ({"created": "yesterday"}, "field 'created' is not a date"),
    ({"setup": {"size": [12], "seed": 1, "classic": False}}, "field 'setup': field 'size'"),
    ({"setup": {"size": [-1, 5], "seed": 1, "classic": False}},
     "field 'setup': board width -1 is outside 12..128"),
    ({"seats": [{"code": "HP", "name": "Ann", "controller": "human", "level": None},
                {"code": "D", "name": "Bo", "controller": "ai", "level": "godlike"}]},
     "seat 2: unknown AI level 'godlike'"),
])
def test_a_bad_record_is_refused_naming_the_problem(record, tmp_path, changes, message):
    path = write(tmp_path, _corrupt(record, **changes))
    with pytest.raises(RecordError) as caught:
        load_record(path)
    assert message in str(caught.value) and path in str(caught.value)


def test_a_truncated_file_is_refused(record, tmp_path):
    save_record(record, tmp_path / "game.json")
    text = (tmp_path / "game.json").read_text()
    with pytest.raises(RecordError, match="may be truncated"):
        load_record(write(tmp_path, text[: len(text) // 2]))


def test_a_binary_or_missing_file_is_refused(tmp_path):
    (tmp_path / "junk.json").write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError, match="not text"):
        load_record(tmp_path / "junk.json")
    with pytest.raises(RecordError, match="cannot be read"):
        load_record(tmp_path / "missing.json")


def test_json_beyond_reason_is_refused_not_crashed_on(tmp_path):
    for text, message in (("[" * 100_000, "nested too deeply"),
                          ('{"format": ' + "9" * 5_000 + "}", "a number too long")):
        with pytest.raises(RecordError, match=message):
            load_record(write(tmp_path, text))


def test_a_file_far_larger_than_any_record_is_refused_unread(tmp_path):
    (tmp_path / "huge.json").write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    with pytest.raises(RecordError, match="larger than 64 MB"):
        load_record(tmp_path / "huge.json")


def test_a_byte_order_mark_is_read_past(record, tmp_path):
    save_record(record, tmp_path / "game.json")
    text = (tmp_path / "game.json").read_text(encoding="utf-8")
    (tmp_path / "bom.json").write_text(text, encoding="utf-8-sig")
    assert load_record(tmp_path / "bom.json") == record


def test_a_list_can_skip_replaying_the_actions(record, tmp_path):
    path = write(tmp_path, _corrupt(record, actions=["K c2-c3", "A j12-j11"]))
    assert load_record(path, check_actions=False).actions == ["K c2-c3", "A j12-j11"]


def test_saving_replaces_the_file_atomically_and_leaves_no_temporary_file(record, tmp_path):
    path = tmp_path / "game.json"
    path.write_text("the previous save")
    save_record(record, path)
    assert load_record(path) == record
    assert os.listdir(tmp_path) == ["game.json"]


def test_a_failed_write_leaves_the_old_file_untouched(tmp_path):
    path = tmp_path / "game.json"
    path.write_text("the previous save")
    with pytest.raises(TypeError):
        write_atomic(path, 12345)  # not bytes: fails after the temporary file exists
    assert path.read_text() == "the previous save"
    assert os.listdir(tmp_path) == ["game.json"]


def test_a_saved_file_gets_the_permissions_of_any_new_file(tmp_path):
    """Not the owner-only ones of the temporary file it was written to, so that a saved
    game or a replay can be shared like any other file."""
    new_file = tmp_path / "plain.txt"
    new_file.write_text("a file made the usual way")
    path = tmp_path / "game.json"
    write_atomic(path, "{}")
    assert stat.S_IMODE(path.stat().st_mode) == stat.S_IMODE(new_file.stat().st_mode)
