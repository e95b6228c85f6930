"""The gallery picture is drawn, is not blank, and every cell shows its subject; the
``render`` command writes it and answers bad arguments with one line and status 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from panda3d.core import Filename, PNMImage

from game.view.gallery import layout, render_gallery

REPO = Path(__file__).resolve().parents[2]
WIDTH, HEIGHT = 800, 450


@pytest.fixture(scope="module")
def pictures(base):
    return render_gallery(base, WIDTH, HEIGHT), render_gallery(base, WIDTH, HEIGHT, subjects=False)


def changed_share(a: PNMImage, b: PNMImage, box: tuple[int, int, int, int]) -> float:
    x0, y0, x1, y1 = box
    changed = total = 0
    for y in range(y0, y1, 2):
        for x in range(x0, x1, 2):
            total += 1
            changed += (a.getXel(x, y) - b.getXel(x, y)).length() > 0.08
    return changed / total


def test_layout_has_every_subject_in_rows():
    cells = layout(1600, 900)
    assert len(cells) == 6 + 6 + 5
    assert len({c.label for c in cells}) == len(cells)
    for cell in cells:
        x0, y0, x1, y1 = cell.box
        assert 0 <= x0 < x1 <= 1600 and 0 <= y0 < y1 <= 900


def test_gallery_is_not_blank(pictures):
    full, _ = pictures
    assert (full.getXSize(), full.getYSize()) == (WIDTH, HEIGHT)
    brightness = [full.getBright(x, y) for y in range(0, HEIGHT, 5) for x in range(0, WIDTH, 5)]
    mean = sum(brightness) / len(brightness)
    spread = (sum((b - mean) ** 2 for b in brightness) / len(brightness)) ** 0.5
    assert spread > 0.08


@pytest.mark.parametrize("cell", layout(WIDTH, HEIGHT), ids=lambda c: c.label)
def test_each_cell_differs_from_its_background(pictures, cell):
    full, backdrop = pictures
    assert changed_share(full, backdrop, cell.box) > 0.08


def run(*args: str, cwd: Path = REPO, **env_changes: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(REPO), **env_changes}
    return subprocess.run(
        [sys.executable, "-m", "game", "render", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
    )


def test_render_command_writes_the_png(tmp_path):
    out = tmp_path / "gallery.png"
    result = run("--gallery", str(out), "--size", "640x360")
    assert result.returncode == 0, result.stderr
    image = PNMImage()
    assert image.read(Filename.fromOsSpecific(str(out)))
    assert (image.getXSize(), image.getYSize()) == (640, 360)
    assert [p.name for p in tmp_path.iterdir()] == ["gallery.png"]  # no partial file left behind


@pytest.mark.parametrize(
    "args",
    [
        (),
        ("--gallery", "out.jpg"),
        ("--gallery", "out.png", "--size", "big"),
        ("--gallery", "out.png", "--size", "10x10"),
        ("--gallery", "no/such/folder/out.png"),
    ],
)
def test_render_command_refuses_bad_arguments_in_one_line(tmp_path, args):
    result = run(*args, cwd=tmp_path)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stderr.startswith("hawks-and-doves render: error:")


def test_render_command_refuses_a_folder_for_the_picture_before_drawing(tmp_path):
    (tmp_path / "taken.png").mkdir()
    result = run("--gallery", "taken.png", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip() == \
        "hawks-and-doves render: error: taken.png is a folder: give a file name for the picture"


def test_render_command_without_a_display_says_so_in_one_line(tmp_path):
    # No X display, and libglvnd pointed at no EGL driver: no OpenGL at all.
    result = run(
        "--gallery",
        "out.png",
        cwd=tmp_path,
        DISPLAY="",
        __EGL_VENDOR_LIBRARY_FILENAMES="/nonexistent",
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "hawks-and-doves render: error: cannot render: no OpenGL display is available "
        "(Could not open window. "
        "Tried headless EGL, then X11: install Mesa's EGL or set DISPLAY.)"
    ]
    assert not (tmp_path / "out.png").exists()
