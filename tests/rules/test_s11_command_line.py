"""RULES 11: the rules from the command line (new, moves, apply, perft, load)."""

import json
import subprocess
import sys

import pytest

from game.record import GameRecord, SeatInfo, save_record
from game.rules import GameState, format_action, parse_action, perft

from command_line import run

EXAMPLE = "12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 1"


def test_new_prints_the_start_position(capsys):
    status, out, _ = run(capsys, "new", "--seats", "HP,D,HG", "--size", "32x24", "--seed", "5")
    state = GameState.from_hdn(out.strip())
    assert status == 0 and (state.width, state.height, len(state.seats)) == (32, 24, 3)
    assert run(capsys, "new", "--seats", "HP,D,HG", "--size", "32x24", "--seed", "5")[1] == out
    classic = run(capsys, "new", "--seats", "HP,D,HG", "--size", "32x24", "--seed", "5",
                  "--classic")[1]
    assert classic != out


def test_new_without_a_seed_picks_one(capsys):
    assert GameState.from_hdn(run(capsys, "new", "--seats", "HP,D")[1].strip()).width == 24


def test_moves_prints_every_legal_action_sorted(capsys):
    status, out, _ = run(capsys, "moves", EXAMPLE)
    state = GameState.from_hdn(EXAMPLE)
    expected = sorted(format_action(state, a) for a in state.legal_actions())
    assert status == 0 and out.splitlines() == expected and out.splitlines()[0] == "C a2-a1"


def test_moves_reads_positions_from_standard_input_as_json_lines():
    done = subprocess.run([sys.executable, "-m", "game", "moves", "-"], capture_output=True,
                          text=True, input=f"{EXAMPLE}\nnonsense\n\n{EXAMPLE}\n")
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 2, "an invalid line makes the exit status 2 at the end"
    assert [sorted(line) for line in lines] == [["actions", "position"], ["error", "position"],
                                                ["actions", "position"]]
    assert "expected 5 fields" in lines[1]["error"] and lines[2]["actions"][0] == "C a2-a1"


def test_apply_plays_the_actions_as_one_game(capsys):
    status, out, _ = run(capsys, "apply", EXAMPLE, "K c2-c3", "A j12-k11")
    answer = json.loads(out)
    assert status == 0 and answer["status"] == "ongoing" and answer["winners"] == []
    assert answer["position"] == \
        "12x12:11A2/10A21/2w9/12/12/6o5/12/12/2m6c2/2K19/C111/12 HP,D 1 2 2"


def test_apply_counts_threefold_repetition_from_the_given_position(capsys):
    cycle = ["K c2-c3", "A j12-k11", "K c3-c2", "A k11-j12"]
    answer = json.loads(run(capsys, "apply", EXAMPLE, *cycle, *cycle)[1])
    assert answer["status"] == "draw"


def test_apply_reports_a_win_with_its_winners(capsys):
    position = "12x12:12/12/12/12/12/12/12/12/12/12/K1A21A28/12 HP,D 2 0 1"
    answer = json.loads(run(capsys, "apply", position, "A b2~a2")[1])
    assert answer["status"] == "win" and answer["winners"] == [2]


def test_apply_names_the_illegal_action_its_index_and_why(capsys):
    status, out, err = run(capsys, "apply", EXAMPLE, "K c2-c3", "A j12-j11")
    assert status == 2 and out == ""
    assert err.strip() == ("hawks-and-doves apply: error: action 2 'A j12-j11' is illegal: "
                           "an Activist moves one square diagonally")


def test_perft(capsys):
    assert run(capsys, "perft", EXAMPLE, "0")[1] == "1\n"
    assert run(capsys, "perft", EXAMPLE, "1")[1] == "11\n"
    assert run(capsys, "perft", EXAMPLE, "3")[1] == "309\n"


def test_load_checks_a_saved_game_and_prints_its_position(capsys, tmp_path):
    state = GameState.from_hdn(EXAMPLE)
    record = GameRecord.new(state, [SeatInfo("HP", "Ann"), SeatInfo("D", "Bo", "ai", "hard")])
    for text in ["K c2-c3", "A j12-k11"]:
        record.play(state, parse_action(state, text))
    save_record(record, tmp_path / "game.json")
    answer = json.loads(run(capsys, "load", str(tmp_path / "game.json"))[1])
    assert answer["actions"] == 2 and answer["position"] == state.hdn()
    assert json.loads(run(capsys, "load", str(tmp_path / "game.json"), "--at", "0")[1])[
        "position"] == EXAMPLE


@pytest.mark.parametrize("argv, message", [
    (["moves", "12x12:12 HP,D 1 0 1"], "invalid position: board: 1 rows for a board 12 high"),
    (["apply", EXAMPLE, "castle"], "action 1 'castle' is illegal: not an action"),
    (["perft", EXAMPLE, "two"], "DEPTH must be a whole number"),
    (["perft", EXAMPLE, "²"], "DEPTH must be a whole number"),  # isdigit, and int refuses
    (["perft", EXAMPLE, "１"], "DEPTH must be a whole number"),
    (["perft", "garbage", "1"], "invalid position"),
    (["new", "--seats", "D,D"], "at least one seat must be a Hawk"),
    (["new", "--seats", "HP,D", "--size", "8"], "outside 12..128"),
    (["new", "--seats", "HP,HP"], "chosen by more than one seat"),
    (["new", "--seats", "HP,D", "--seed", "-1"], "the seed must be 0 or more, not -1"),
    (["new", "--seats", "HP,D", "--size", "２４"], "is not a board size"),
    (["load", "/nonexistent/game.json"], "cannot be read"),
    (["load", __file__], "not a readable record"),
])
def test_bad_input_is_one_line_and_exit_status_2(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("argv", [["frobnicate"], ["new"], ["moves"], ["new", "--seats", "HP,D",
                                                                        "--bogus"]])
def test_usage_errors_exit_with_status_2(capsys, argv):
    status, _, err = run(capsys, *argv)
    assert status == 2 and "Traceback" not in err and "error" in err


def test_rules_commands_never_import_panda3d_and_print_no_traceback():
    code = ("import sys; from game.cli import main; "
            f"status = main(['moves', {EXAMPLE!r}]); "
            "status2 = main(['apply', 'bad position']); "
            "assert not any(name.startswith(('panda3d', 'direct')) for name in sys.modules), "
            "'Panda3D was imported'; sys.exit(status * 10 + status2)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "invalid position" in done.stderr


def test_python_dash_m_game_runs_the_same_command():
    done = subprocess.run([sys.executable, "-m", "game", "perft", EXAMPLE, "2"],
                          capture_output=True, text=True)
    expected = perft(GameState.from_hdn(EXAMPLE, track_repetition=False), 2)
    assert (done.returncode, done.stdout) == (0, f"{expected}\n")


def test_a_reader_that_stops_early_gets_no_traceback(tmp_path):
    """``hawks-and-doves moves - < many.txt | head -1`` must end quietly."""
    many = tmp_path / "many.txt"
    many.write_text((EXAMPLE + "\n") * 3000)
    with many.open("rb") as stdin:
        process = subprocess.Popen([sys.executable, "-m", "game", "moves", "-"], stdin=stdin,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert process.stdout.readline().startswith(b'{"position"')
        process.stdout.close()
        assert process.wait() == 0
    assert b"Traceback" not in process.stderr.read()


def test_an_extra_argument_is_reported_with_the_commands_own_usage(capsys):
    status, out, err = run(capsys, "perft", EXAMPLE, "1", "extra")
    assert status == 2 and out == ""
    assert err.splitlines()[0].startswith("usage: hawks-and-doves perft ")
    assert err.splitlines()[-1] == "hawks-and-doves perft: error: unrecognized arguments: extra"


def test_output_that_cannot_be_written_is_one_line_not_a_traceback():
    """``hawks-and-doves new ... > /dev/full``: the disk is full."""
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "game", "new", "--seats", "HP,D"],
                              stdout=full, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 1
    assert done.stderr == "hawks-and-doves new: error: No space left on device " \
                          "(writing the output)\n"


def test_options_without_a_command_belong_to_the_default_play_command(capsys):
    from game.cli import build_parser
    assert build_parser("play").parse_args(["play", "--windowed"]).fullscreen is False
    status, _, err = run(capsys, "--no-such-option")
    assert status == 2 and "unrecognized arguments: --no-such-option" in err
    status, out, _ = run(capsys, "--version")
    assert status == 0 and out.startswith("hawks-and-doves ")
