"""Exporting a replay: GIF, MP4 and PNG frames with the expected number of frames, written
atomically, offscreen; and the command's checks."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import imageio_ffmpeg
import pytest
from PIL import Image

from game.files import terminate_as_interrupt
from game.record.timeline import load_timeline
from game.video import write_frames
from game.view.export import HOLD_END, HOLD_START, ExportPlan, frames_for, render_frames

ROOT = Path(__file__).resolve().parents[2]
REPLAY = ROOT / "tests" / "record" / "data" / "replay-v1.json"
SIZE = (128, 72)


def test_frames_for_rounds_an_animation_up_to_whole_frames():
    assert frames_for(0.5, 30) == 15 and frames_for(0.51, 30) == 16
    assert frames_for(1 / 3, 30) == 10 and frames_for(0.0, 30) == 1


def export(app, out: Path, first: int, last: int, fps: int, speed: float = 1.0):
    plan = ExportPlan(load_timeline(REPLAY), first, last, fps, speed)
    done = []
    frames = write_frames(out, render_frames(app, plan, SIZE, lambda: done.append(1)), SIZE,
                          fps)
    assert frames == plan.frames == plan.expected_frames() and len(done) == last - first
    assert len(plan.durations) == last - first
    assert (app.win.getXSize(), app.win.getYSize()) == (640, 360)  # given back
    assert app.camLens.getAspectRatio() == pytest.approx(640 / 360)
    assert [p.name for p in out.parent.iterdir() if p.name.startswith(".")] == []
    return plan


def test_a_gif_has_the_expected_frames_and_timing(app, tmp_path):
    plan = export(app, tmp_path / "game.gif", 0, 3, fps=15, speed=2.0)
    holds = round(HOLD_START * 15) + round(HOLD_END * 15)
    assert plan.frames > holds + 3
    with Image.open(tmp_path / "game.gif") as gif:
        assert gif.size == SIZE and gif.n_frames == plan.frames
        total = 0
        for index in range(gif.n_frames):
            gif.seek(index)
            total += gif.info["duration"]
    assert total == pytest.approx(plan.frames * 1000 / 15, abs=10)  # 6s and 7s: 15 a second


def test_an_mp4_of_a_part_of_the_game_has_the_expected_frames(app, tmp_path):
    plan = export(app, tmp_path / "part.mp4", 10, 12, fps=24)
    assert imageio_ffmpeg.count_frames_and_secs(str(tmp_path / "part.mp4"))[0] == plan.frames


def test_a_folder_of_frames_is_complete_or_absent(app, tmp_path):
    plan = export(app, tmp_path / "frames", 0, 1, fps=10, speed=4.0)
    names = sorted(path.name for path in (tmp_path / "frames").iterdir())
    assert len(names) == plan.frames and names[0] == "frame-00001.png"
    with Image.open(tmp_path / "frames" / names[-1]) as last:
        assert last.size == SIZE


def render(*arguments, cwd):
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("DISPLAY", "WAYLAND_DISPLAY")}  # no display needed
    environment["PYTHONPATH"] = str(ROOT)
    environment["HAWKS_AND_DOVES_HOME"] = str(cwd)
    return subprocess.run([sys.executable, "-m", "game", "render", *map(str, arguments)],
                          capture_output=True, text=True, env=environment, cwd=cwd)


def test_the_render_command_writes_a_gif_without_a_display(tmp_path):
    done = render(REPLAY, "--out", "clip.gif", "--size", "96x54", "--to", "2", "--speed", "4",
                  cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "100%" in done.stderr and "2/2" in done.stderr  # the progress bar
    frames = int(done.stdout.split("(")[1].split(" frames")[0])
    with Image.open(tmp_path / "clip.gif") as gif:
        assert gif.n_frames == frames and gif.size == (96, 54)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["clip.gif"]


@pytest.mark.parametrize("arguments, message", [
    (["--out", "clip.webm"], "give a name ending in .mp4 or .gif, or a folder"),
    (["--out", "clip.gif", "--to", "41"], "the game has actions 1 to 40"),
    (["--out", "clip.gif", "--from", "5", "--to", "5"], "give 0 <= from < to <= 40"),
    (["--out", "clip.mp4", "--size", "97x54"], "an MP4 needs an even width and height"),
    (["--out", "clip.gif", "--speed", "16"], "--speed 16 is out of range (0.25 to 8)"),
    (["--out", "clip.gif", "--fps", "60"], "a GIF plays at most 50 frames a second"),
    (["--out", "clip.gif", "--fps", "0"], "--fps 0 is out of range (1..120)"),
    ([], "give --out game.mp4"),
])
def test_the_render_command_refuses_what_it_cannot_do(tmp_path, arguments, message):
    done = render(REPLAY, *arguments, cwd=tmp_path)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_the_render_command_refuses_a_file_where_a_folder_of_frames_would_go(tmp_path):
    (tmp_path / "frames").write_text("mine")
    done = render(REPLAY, "--out", "frames", cwd=tmp_path)
    assert done.returncode == 2 and "frames is a file: give a new folder" in done.stderr
    assert (tmp_path / "frames").read_text() == "mine"


def test_a_killed_render_leaves_no_partial_file(tmp_path):
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    environment.update(PYTHONPATH=str(ROOT), HAWKS_AND_DOVES_HOME=str(tmp_path))
    process = subprocess.Popen(
        [sys.executable, "-m", "game", "render", str(REPLAY), "--out", "clip.gif", "--size",
         "96x54"], cwd=tmp_path, env=environment, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    progress = ""
    while "| 1/40 " not in progress:  # the progress bar: an action's frames are on disk
        character = process.stderr.read(1)
        assert character, f"the export ended before it began: {progress}"
        progress += character
    assert (tmp_path / ".clip.partial.gif").exists()
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate()
    assert process.returncode == 130 and "interrupted" in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_a_kill_during_a_frame_waits_for_the_end_of_the_frame(app):
    """A SIGTERM raised inside a Panda3D task would be printed as the task's traceback; it
    unwinds after the frame, as Ctrl-C does."""
    ran = []

    def killed(task):
        os.kill(os.getpid(), signal.SIGTERM)
        ran.append("the rest of the task")
        return task.done

    app.taskMgr.add(killed, "killed")
    with terminate_as_interrupt(), pytest.raises(KeyboardInterrupt):
        app.taskMgr.step()
    assert ran == ["the rest of the task"]
    assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL


def test_the_render_command_refuses_a_bad_replay(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(REPLAY.read_text()[:500])
    done = render(bad, "--out", "clip.gif", cwd=tmp_path)
    assert done.returncode == 2 and "the file may be truncated" in done.stderr


def test_without_imageio_ffmpeg_an_mp4_is_refused_saying_what_to_install(tmp_path):
    program = ("import sys; sys.modules['imageio_ffmpeg'] = None  # as if not installed\n"
               "from game.cli import main\n"
               f"sys.exit(main(['render', {str(REPLAY)!r}, '--out', 'clip.mp4']))")
    environment = dict(os.environ, PYTHONPATH=str(ROOT), HAWKS_AND_DOVES_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          env=environment, cwd=tmp_path)
    assert done.returncode == 2
    assert "writing MP4 needs imageio-ffmpeg: pip install imageio-ffmpeg" in done.stderr
    assert "(or write a .gif or a folder of frames)" in done.stderr
