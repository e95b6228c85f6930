"""The replay's timeline: stepping both ways, seeking, rounds, material, continuing a game,
and every way a replay file can be refused."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.record import FORMAT_VERSION, GameRecord, RecordError, SeatInfo, save_record
from game.record.timeline import Timeline, load_timeline, material
from game.rules import GameState, parse_action

from scripted import playout

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def record():
    return playout("HP,D,HG", (16, 16), 300, seed=5)


def position(state: GameState) -> tuple:
    """Everything that must be equal in two states at the same point of a game."""
    return (state.hdn(), state.hash, state.repetitions(), state.result, state.ply)


def test_a_recorded_game_reloads_and_steps_to_the_end_and_back_exactly(record, tmp_path):
    state = record.start_state()
    seen = [position(state)]
    for _ in record.play_through(state):
        seen.append(position(state))
    save_record(record, tmp_path / "game.json")
    timeline = load_timeline(tmp_path / "game.json")
    assert len(timeline) == len(record.actions) == 300
    assert position(timeline.state) == seen[0]
    for ply in range(1, len(timeline) + 1):
        step = timeline.forward()
        assert step.number == ply and step.text == record.actions[ply - 1]
        assert position(timeline.state) == seen[ply]
    assert timeline.at_end and timeline.forward() is None
    for ply in range(len(timeline) - 1, -1, -1):
        step = timeline.back()
        assert step.number == ply + 1
        assert position(timeline.state) == seen[ply]
    assert timeline.at_start and timeline.back() is None


def test_seeking_anywhere_matches_replaying_from_the_start(record):
    timeline = Timeline(record)
    rng = random.Random(1)
    targets = [0, 300, 0, 150, 151, 149] + [rng.randrange(301) for _ in range(25)]
    for target in targets:
        assert timeline.seek(target) == target
        expected = record.replay(target)
        assert timeline.state.hdn() == expected.hdn()
        assert (timeline.state.round, timeline.state.quiet, timeline.state.repetitions()) \
            == (expected.round, expected.quiet, expected.repetitions())
    assert timeline.seek(-5) == 0 and timeline.seek(10_000) == 300


def test_the_events_of_a_step_are_those_of_the_rules(record):
    timeline = Timeline(record)
    state = record.start_state()
    for step in timeline.steps:
        assert step.seat == state.to_move
        assert step.events == tuple(state.apply(parse_action(state, step.text)))


def test_material_per_seat_follows_every_action(record):
    timeline = Timeline(record)
    kinds = {type(event).__name__ for step in timeline.steps for event in step.events}
    assert {"Captured", "Pacified", "Generated", "Eliminated"} <= kinds  # every change
    for ply in range(len(timeline) + 1):
        timeline.seek(ply)
        assert timeline.material[ply] == material(timeline.state)


def test_rounds_step_to_the_start_of_the_next_and_of_this_or_the_previous_round():
    timeline = Timeline(playout("HP,D", (12, 12), 9, seed=2))
    assert timeline.rounds == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    assert timeline.round_starts == [0, 2, 4, 6, 8]
    assert timeline.next_round() == 2
    timeline.seek(3)
    assert timeline.next_round() == 4 and timeline.previous_round() == 2
    timeline.seek(2)
    assert timeline.previous_round() == 0
    timeline.seek(8)
    assert timeline.next_round() == 9  # no round starts after it: the end
    timeline.seek(0)
    assert timeline.previous_round() == 0


def test_a_step_names_the_squares_it_touched():
    timeline = Timeline(playout("HP,D", (12, 12), 3, seed=2))
    g = timeline.state.geometry
    assert [g.name(square) for square in timeline.steps[0].squares()] == ["c2", "c3"]


def test_continuing_from_a_position_keeps_the_history_for_threefold_repetition():
    start = "12x12:11K2/12/12/12/12/12/12/12/12/12/12/K111 HP,HG 1 0 1"
    shuffle = ["K a1-a2", "K l12-l11", "K a2-a1", "K l11-l12"]
    state = GameState.from_hdn(start)
    record = GameRecord.new(state, [SeatInfo("HP", "Ann"), SeatInfo("HG", "Bob")])
    for text in shuffle:
        record.play(state, parse_action(state, text))
    assert state.repetitions() == 2 and state.result is None
    timeline = Timeline(record)
    timeline.seek(4)
    branch = timeline.branch([SeatInfo("HP", "Ann", "ai", "easy"), SeatInfo("HG", "Cy")])
    assert branch.start == start and branch.actions == shuffle
    assert branch.created >= record.created and branch.seats[0].is_ai
    game = branch.replay()
    for text in shuffle:
        branch.play(game, parse_action(game, text))
    assert game.result is not None and game.result.status == "draw"
    assert "three times" in game.result.reason
    with pytest.raises(RecordError, match="do not match"):
        timeline.branch([SeatInfo("HP", "Ann"), SeatInfo("D", "Bob")])


# ---------------------------------------------------------------- robustness


def test_a_replay_of_the_first_format_version_still_opens():
    timeline = load_timeline(DATA / "replay-v1.json")
    assert json.loads((DATA / "replay-v1.json").read_text())["version"] == 1
    assert len(timeline) == 40 and timeline.names == ["Ann", "Bob"]
    timeline.seek(40)
    assert timeline.state.hdn() == timeline.record.replay().hdn()


def write(tmp_path, data) -> Path:
    path = tmp_path / "replay.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def good(tmp_path) -> dict:
    return json.loads((DATA / "replay-v1.json").read_text())


def test_a_newer_format_version_is_refused_naming_it(tmp_path):
    data = good(tmp_path)
    data["version"] = FORMAT_VERSION + 1
    with pytest.raises(RecordError, match=f"format version {FORMAT_VERSION + 1};"):
        load_timeline(write(tmp_path, data))


def test_an_illegal_action_is_refused_at_the_first_one_saying_which(tmp_path):
    data = good(tmp_path)
    data["actions"][6] = "K a1-a5"
    data["actions"][9] = "nonsense"
    path = write(tmp_path, data)
    with pytest.raises(RecordError) as caught:
        load_timeline(path)
    assert str(caught.value).startswith(f"{path}: action 7 'K a1-a5' is illegal: ")


def test_a_result_the_actions_do_not_lead_to_is_refused(tmp_path):
    data = good(tmp_path)
    data["result"] = {"status": "draw", "winners": [], "reason": "agreed"}
    with pytest.raises(RecordError, match="field 'result' says a draw, but the actions lead "
                                          "to a game still going on"):
        load_timeline(write(tmp_path, data))


def test_a_truncated_file_is_refused_naming_the_last_whole_action(tmp_path):
    text = (DATA / "replay-v1.json").read_text()
    cut = text.index('"C c1-d1"') + 4  # inside action 5
    with pytest.raises(RecordError, match="breaks off in its actions, after action 4 .*"
                                          "truncated"):
        load_timeline(write(tmp_path, text[:cut]))
    with pytest.raises(RecordError, match="may be truncated"):
        load_timeline(write(tmp_path, text[:40]))  # before the actions: no number


def test_a_corrupt_action_is_refused_naming_its_number(tmp_path):
    data = good(tmp_path)
    data["actions"][2] = 17
    with pytest.raises(RecordError, match="action 3 must be text"):
        load_timeline(write(tmp_path, data))
    data["actions"][2] = "K b1-b2\x00"
    with pytest.raises(RecordError, match="action 3 .* is illegal: not an action"):
        load_timeline(write(tmp_path, data))
