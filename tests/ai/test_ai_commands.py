"""The ``think`` and ``arena`` commands, including what they say about bad input."""

import json
import shutil

import pytest

from game.record import load_record
from game.rules import GameState, Tile, parse_action

from command_line import run
from ai_positions import A, C, K, N, Q, build
from ai_tactics import LEADER_IN_ONE

POSITION = LEADER_IN_ONE[0]


def test_think_prints_the_action_then_evaluation_and_statistics(capsys):
    status, out, err = run(capsys, "think", POSITION, "--level", "hard", "--nodes", "2000")
    assert status == 0, err
    lines = out.splitlines()
    state = GameState.from_hdn(POSITION)
    action = parse_action(state, lines[0])
    state.apply(action)
    assert state.result is not None and 1 in state.result.winners
    assert lines[1].startswith("evaluation: win in 1 actions for seat 1")
    assert lines[2].startswith("depth: ") and "nodes: " in lines[2] and "time: " in lines[2]
    assert lines[3] == f"line: {lines[0]}"


def test_think_names_the_hawks_plan_on_a_large_board(capsys):
    position = "16x16:13A2A2A2/8m4A2A2A2/16/2c13/14w1/6a9/16/12o3/3o12/16/9a6/1w14/13c2/" \
               "16/C11C14m8/C1K1C113 HP,D 1 0 1"
    status, out, err = run(capsys, "think", position, "--level", "easy", "--nodes", "300")
    assert status == 0, err
    assert out.splitlines()[4] == "plan: Consumers to the Office Complex on d8 (0 of 4 there)"
    status, out, err = run(capsys, "think", POSITION, "--level", "hard", "--nodes", "300")
    assert status == 0, err
    lines = out.splitlines()
    assert len(lines) == 4 and not any(line.startswith("plan:") for line in lines)  # 12 x 12


def test_think_names_the_wal_mart_a_hawks_first_consumer_goes_to(capsys):
    position = "16x16:15K2/16/16/16/16/16/16/16/16/16/10w5/2w13/16/1C1C110o2/1C1C113/K115 " \
               "HP,HG 1 0 1"
    status, out, err = run(capsys, "think", position, "--level", "easy", "--nodes", "300")
    assert status == 0, err
    assert out.splitlines()[4:] == [
        "plan: Consumers to the Office Complex on n3 (0 of 4 there)",
        "stage: first a Consumer to the Wal-Mart on k6, to make them there"]


def test_think_names_a_doves_plan_at_hard_and_expert(capsys):
    home = {"b13": (A, 2), "c13": (A, 2), "d13": (A, 2), "b15": (A, 2), "d15": (A, 2)}
    state = build("HP,D", {"a1": (K, 1), **home},
                  {"c14": Tile.WAL_MART, "h9": Tile.WAL_MART}, to_move=2, size=(16, 16))
    for level in ("hard", "expert"):
        status, out, err = run(capsys, "think", state.hdn(), "--level", level, "--nodes", "300")
        assert status == 0, err
        assert out.splitlines()[4] == "plan: an Activist to the Strip Mall on h9"
    status, out, err = run(capsys, "think", state.hdn(), "--level", "normal", "--nodes", "300")
    assert len(out.splitlines()) == 4  # Normal's Doves have no plan


def test_think_names_an_expert_doves_raid(capsys):
    home = {"b13": (A, 2), "c13": (A, 2), "d13": (A, 2), "b15": (A, 2), "d15": (A, 2)}
    factory = {name: (C, 1) for name in ("g7", "h7", "i7", "g8")}
    state = build("HP,D", {"a1": (K, 1), **home, **factory},
                  {"c14": Tile.WAL_MART, "h8": Tile.OFFICE_COMPLEX}, to_move=2, size=(16, 16))
    status, out, err = run(capsys, "think", state.hdn(), "--level", "expert", "--nodes", "300")
    assert status == 0, err
    assert out.splitlines()[4:] == ["raid: 2 Activists to the Office Complex on h8"]
    status, out, err = run(capsys, "think", state.hdn(), "--level", "hard", "--nodes", "300")
    assert len(out.splitlines()) == 4  # Hard's Doves do not raid


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_think_names_the_hunt(capsys, level):
    pieces = {"a1": (K, 1), **{f"{column}1": (Q, 1) for column in "bcdefg"}, "l12": (A, 2)}
    state = build("HP,D", pieces)
    status, out, err = run(capsys, "think", state.hdn(), "--level", level, "--nodes", "300")
    assert status == 0, err
    assert out.splitlines()[4:] == [
        "hunt: far ahead, its pieces go for every Activist (what it makes counts 25%)",
        "ahead: by 61.00 Consumers gained since the start, which a draw, or a position seen "
        "before, would cost it"]
    status, out, err = run(capsys, "think", state.hdn(), "--level", "normal", "--nodes", "300")
    assert out.splitlines()[4:] == [  # Normal does not hunt, but holds its lead
        "ahead: by 61.00 Consumers gained since the start, which a draw, or a position seen "
        "before, would cost it"]
    status, out, err = run(capsys, "think", state.hdn(), "--level", "easy", "--nodes", "300")
    assert len(out.splitlines()) == 4  # Easy does neither


def test_think_names_a_hunt_between_hawks(capsys):
    pieces = {"a1": (K, 1), **{f"{column}1": (Q, 1) for column in "bcdefg"}, "l12": (K, 2)}
    status, out, err = run(capsys, "think", build("HP,HG", pieces).hdn(), "--level", "hard",
                           "--nodes", "300")
    assert status == 0, err
    assert out.splitlines()[4:] == [
        "hunt: far ahead, its pieces go for the other Hawk's Leader (what it makes counts "
        "25%)",
        "ahead: by 54.00 Consumers gained since the start, which a draw, or a position seen "
        "before, would cost it"]


def test_think_names_the_defence_of_a_threatened_leader(capsys):
    pieces = {"a1": (K, 1), **{f"{column}1": (Q, 1) for column in "bcdefgh"},
              "p16": (K, 2), "f6": (N, 2), "c3": (N, 2)}
    state = build("HP,HG", pieces, size=(16, 16))
    status, out, err = run(capsys, "think", state.hdn(), "--level", "hard", "--nodes", "300")
    assert status == 0, err
    assert out.splitlines()[4:] == [
        "defence: its pieces go for the 2 enemy strong pieces within 5 squares of its Leader "
        "on a1, the nearest seat 2's Lawyer on c3 (what it makes counts 25%)",
        "ahead: by 57.00 Consumers gained since the start, which a draw, or a position seen "
        "before, would cost it"]
    status, out, err = run(capsys, "think", state.hdn(), "--level", "normal", "--nodes", "300")
    assert not any(line.startswith(("hunt:", "defence:"))  # Normal: neither
                   for line in out.splitlines())


def test_think_gives_the_lead_of_a_side_ahead_that_does_not_hunt(capsys):
    pieces = {"a1": (K, 1), **{f"{column}1": (Q, 1) for column in "bcde"}, "f1": (N, 1),
              "k12": (K, 2), "j12": (Q, 2), "l11": (Q, 2), "i12": (C, 2)}
    ahead, behind = (build("HP,HG", pieces, to_move=seat).hdn() for seat in (1, 2))
    status, out, err = run(capsys, "think", ahead, "--level", "hard", "--nodes", "300")
    assert status == 0, err
    assert out.splitlines()[4:] == [
        "ahead: by 20.00 Consumers gained since the start, which a draw, or a position seen "
        "before, would cost it"]
    status, out, err = run(capsys, "think", behind, "--level", "hard", "--nodes", "300")
    assert len(out.splitlines()) == 4  # the side behind waits for the third occurrence


def test_think_is_reproducible_with_a_seed_and_a_node_budget(capsys):
    position = "16x16:13A2A2A2/8m4A2A2A2/16/2c13/14w1/6a9/16/12o3/3o12/16/9a6/1w14/13c2/" \
               "16/C11C14m8/C1K1C113 HP,D 1 0 1"
    outputs = [run(capsys, "think", position, "--level", "easy", "--nodes", "800",
                   "--seed", "3")[1].splitlines()[:2] for _ in range(2)]
    assert outputs[0] == outputs[1]
    status, out, err = run(capsys, "think", position, "--level", "random", "--seconds", "1")
    assert status == 0 and out.splitlines()[0]


@pytest.mark.parametrize("argv, message", [
    (["--level", "godlike"], "unknown AI level 'godlike'"),
    (["--level", "hard:"], "unknown AI level 'hard:'"),
    (["--nodes", "0"], "node budget must be at least 1"),
    (["--seconds", "-2"], "time budget must be more than 0"),
    (["--nodes", "10", "--seconds", "1"], "not allowed with argument"),
    (["--nodes", "many"], "invalid int value"),
    (["--nodes", "1_000"], "invalid int value: '1_000'"),
    (["--seed", "٣"], "invalid int value: '٣'"),
])
def test_think_refuses_bad_options_in_one_line(capsys, argv, message):
    status, out, err = run(capsys, "think", POSITION, *argv)
    assert status == 2 and out == ""
    assert message in err and "Traceback" not in err


@pytest.mark.parametrize("position, message", [
    ("nonsense", "invalid position"),
    ("12x12:12/12/12/12/12/12/12/12/12/12/12/K1K110 HP,HG 1 0 1", "invalid position"),
    ("12x12:12/12/12/12/12/12/12/12/12/12/12/K111 HP,xHG 1 0 1", "the game is over"),
])
def test_think_refuses_bad_positions_in_one_line(capsys, position, message):
    status, out, err = run(capsys, "think", position, "--nodes", "100")
    assert status == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_arena_plays_records_and_reports(capsys, tmp_path):
    status, out, err = run(capsys, "arena", "--players", "greedy,random", "--layout", "hvd",
                           "--games", "2", "--size", "16", "--jobs", "1", "--max-plies", "60",
                           "--seed", "5", "--out", str(tmp_path))
    assert status == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("arena: greedy v random on hvd (HP,D), 16x16, 2 games, seed 5")
    assert lines[1].startswith("greedy: ")
    score = next(line for line in lines if line.startswith("score "))
    assert "95% CI" in score and "Elo" in score
    assert any(line.startswith("average game length: ") for line in lines)
    assert any(line.startswith("average time per move: greedy ") for line in lines)
    assert lines[-1] == f"records: {tmp_path}"
    files = sorted(tmp_path.glob("game-*.json"))
    assert [file.name for file in files] == ["game-0001.json", "game-0002.json"]
    first, second = (load_record(file) for file in files)
    assert first.start == second.start  # the same board, the players swapped
    assert [info.level for info in first.seats] == ["greedy", "random"]
    assert [info.level for info in second.seats] == ["random", "greedy"]
    assert all(info.controller == "ai" for info in first.seats)
    assert json.loads(files[0].read_text())["format"] == "hawks-and-doves-record"


def test_arena_records_into_the_replays_folder_by_default(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("HAWKS_AND_DOVES_HOME", str(tmp_path))
    status, out, err = run(capsys, "arena", "--players", "random,random", "--games", "2",
                           "--size", "12", "--jobs", "1", "--max-plies", "20")
    assert status == 0, err
    folders = list((tmp_path / "replays").glob("arena-*-random-random"))
    assert len(folders) == 1 and out.splitlines()[-1] == f"records: {folders[0]}"
    assert len(list(folders[0].glob("game-*.json"))) == 2


def test_arena_runs_games_in_parallel_processes(capsys, tmp_path):
    status, out, err = run(capsys, "arena", "--players", "random,random", "--layout", "ffa",
                           "--games", "4", "--size", "16", "--jobs", "2", "--max-plies", "30",
                           "--out", str(tmp_path))
    assert status == 0, err
    assert len(list(tmp_path.glob("game-*.json"))) == 4
    assert "4 games" in out.splitlines()[0]


def test_arena_of_a_player_against_itself_reports_the_seats(capsys, tmp_path):
    status, out, err = run(capsys, "arena", "--players", "greedy,greedy", "--layout", "hvd",
                           "--games", "2", "--size", "12", "--jobs", "1", "--max-plies", "8",
                           "--out", str(tmp_path))
    assert status == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("arena: greedy on hvd (HP,D)")
    assert lines[1] == "2 draws; 2 games stopped at 8 actions, 0 of them adjudicated by " \
                       "material (margin 300)"
    assert not any(line.startswith("score ") for line in lines)


@pytest.mark.parametrize("argv, message", [
    (["--players", "hard,godlike"], "unknown AI level 'godlike'"),
    (["--players", "hard,greedy,easy"], "has 2 seats"),
    (["--players", "hard,greedy", "--games", "0"], "at least 1"),
    (["--players", "hard,greedy", "--jobs", "0"], "--jobs must be at least 1"),
    (["--players", "hard,greedy", "--size", "7"], "outside 12..128"),
    (["--players", "hard,greedy", "--layout", "ring"], "invalid choice"),
    (["--players", "hard,greedy", "--scale", "0"], "scale must be more than 0"),
    (["--players", "hard,greedy", "--scale", "inf"], "at most 1000, not inf"),
    (["--players", "hard,greedy", "--scale", "1e308"], "at most 1000, not 1e+308"),
    (["--layout", "hvh"], "required: --players"),
])
def test_arena_refuses_bad_options_in_one_line(capsys, tmp_path, argv, message):
    status, out, err = run(capsys, "arena", *argv, "--out", str(tmp_path))
    assert status == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_arena_refuses_a_folder_it_cannot_use_before_playing(capsys, tmp_path, monkeypatch):
    match = ["arena", "--players", "random,random", "--games", "1", "--size", "12",
             "--jobs", "1", "--max-plies", "5"]
    (tmp_path / "a-file").write_text("mine")
    for out, message in ((tmp_path / "a-file", "is a file: give a folder"),
                         (tmp_path / "a-file" / "sub", "cannot make the folder")):
        status, printed, err = run(capsys, *match, "--out", str(out))
        assert status == 2 and printed == "" and message in err
    assert (tmp_path / "a-file").read_text() == "mine"
    assert run(capsys, *match, "--out", str(tmp_path / "m"))[0] == 0
    before = (tmp_path / "m" / "game-0001.json").read_bytes()
    status, _, err = run(capsys, *match, "--seed", "2", "--out", str(tmp_path / "m"))
    assert status == 2 and "already holds game records" in err
    assert (tmp_path / "m" / "game-0001.json").read_bytes() == before
    monkeypatch.setenv("HAWKS_AND_DOVES_HOME", str(tmp_path / "a-file"))
    status, _, err = run(capsys, *match)
    assert status == 2 and "cannot use the data folder" in err and "Traceback" not in err


RESUMABLE = ["arena", "--players", "greedy,random", "--layout", "hvd", "--games", "4",
             "--size", "12", "--jobs", "1", "--max-plies", "20", "--adjudicate", "100"]


def summary_lines(out: str) -> list[str]:
    """What a match's summary says of its games, without times and the folder."""
    return [line for line in out.splitlines()
            if not line.startswith(("average time", "records:")) and " read from " not in line]


def test_arena_resumes_a_match_stopped_part_way(capsys, tmp_path):
    whole, part = tmp_path / "whole", tmp_path / "part"
    status, out, err = run(capsys, *RESUMABLE, "--out", str(whole))
    assert status == 0, err
    part.mkdir()
    for name in ("game-0001.json", "game-0002.json"):  # stopped after two games
        shutil.copy(whole / name, part / name)
    kept = (part / "game-0001.json").read_bytes()
    status, resumed, err = run(capsys, *RESUMABLE, "--out", str(part), "--resume")
    assert status == 0, err
    assert summary_lines(resumed) == summary_lines(out)
    assert "2 games read from their records, 2 played now" in resumed
    assert "average time per move: greedy " in resumed, "the records keep their time"
    assert (part / "game-0001.json").read_bytes() == kept, "a game played is not played again"
    for name in ("game-0003.json", "game-0004.json"):
        assert load_record(part / name).actions == load_record(whole / name).actions


def test_arena_records_each_seats_thinking_time_and_reads_it_back(capsys, tmp_path):
    status, _, err = run(capsys, *RESUMABLE, "--games", "2", "--out", str(tmp_path))
    assert status == 0, err
    seats = load_record(tmp_path / "game-0001.json").seats
    assert all(info.thinking is not None and info.thinking >= 0 for info in seats)
    assert sum(info.thinking for info in seats) > 0
    status, tally, err = run(capsys, *RESUMABLE, "--games", "2", "--out", str(tmp_path),
                             "--resume")
    assert status == 0, err
    assert "2 games read from their records, 0 played now" in tally
    assert "average time per move: greedy " in tally, "a tally of records alone has its time"


def test_arena_resumes_from_records_made_before_they_kept_time(capsys, tmp_path):
    status, _, err = run(capsys, *RESUMABLE, "--games", "2", "--out", str(tmp_path))
    assert status == 0, err
    path = tmp_path / "game-0001.json"
    record = json.loads(path.read_text())
    for seat in record["seats"]:
        del seat["thinking"]
    path.write_text(json.dumps(record))
    status, tally, err = run(capsys, *RESUMABLE, "--games", "3", "--out", str(tmp_path),
                             "--resume")
    assert status == 0, err
    assert "2 games read from their records, 1 played now" in tally
    assert "average time per move (the 2 games whose time is known): greedy " in tally


def test_arena_resumes_only_its_own_match(capsys, tmp_path):
    status, _, err = run(capsys, *RESUMABLE, "--games", "2", "--out", str(tmp_path))
    assert status == 0, err
    before = {path: path.read_bytes() for path in tmp_path.iterdir()}
    status, out, err = run(capsys, *RESUMABLE, "--seed", "2", "--out", str(tmp_path),
                           "--resume")
    assert status == 2 and out == "" and "Traceback" not in err
    assert "another board or other players: resume with the options the match began" in err
    record = json.loads((tmp_path / "game-0002.json").read_text())
    record["actions"] = record["actions"][:5]  # neither the end nor the limit
    (tmp_path / "game-0002.json").write_text(json.dumps(record))
    status, _, err = run(capsys, *RESUMABLE, "--out", str(tmp_path), "--resume")
    assert status == 2 and "game 2 of this match stops after 5 actions" in err
    (tmp_path / "game-0002.json").write_text("{not json")
    status, _, err = run(capsys, *RESUMABLE, "--out", str(tmp_path), "--resume")
    assert status == 2 and "cannot resume from" in err and "game-0002.json" in err
    assert (tmp_path / "game-0001.json").read_bytes() == before[tmp_path / "game-0001.json"]
    assert not (tmp_path / "game-0003.json").exists(), "nothing played before the check"
    status, _, err = run(capsys, *RESUMABLE, "--resume")
    assert status == 2 and "--resume needs --out" in err
