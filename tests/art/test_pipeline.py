"""The committed assets are exactly what ``python -m game.art`` makes, and making them is
deterministic, so the models and their source never drift apart."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from panda3d.core import Filename, PNMImage

from game.art import egg, textures
from game.art.pieces import PIECES, build_piece
from game.view.assets import asset_root

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("assets")
    subprocess.run(
        [sys.executable, "-m", "game.art", "--out", str(out)],
        cwd=REPO,
        check=True,
        capture_output=True,
    )
    return out


def files(root: Path) -> set[str]:
    return {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()}


def pixels(path: Path) -> list[tuple]:
    image = PNMImage()
    assert image.read(Filename.fromOsSpecific(str(path)))
    return [(image.getXelA(x, y)) for y in range(image.getYSize()) for x in range(image.getXSize())]


def test_the_same_files(regenerated):
    assert files(regenerated) == files(asset_root())


def test_models_and_sounds_are_byte_for_byte_current(regenerated):
    stale = [
        name
        for name in sorted(files(regenerated))
        if not name.endswith(".png")
        and (regenerated / name).read_bytes() != (asset_root() / name).read_bytes()
    ]
    assert not stale, f"run `python -m game.art`: {stale[:5]} differ"


def test_textures_have_current_pixels(regenerated):
    # Compared as pixels: another zlib may compress the same picture to other bytes.
    stale = [
        name
        for name in sorted(files(regenerated))
        if name.endswith(".png") and pixels(regenerated / name) != pixels(asset_root() / name)
    ]
    assert not stale, f"run `python -m game.art`: {stale} differ"


def test_generation_is_deterministic():
    design = PIECES["lawyer"]
    assert egg.model_egg("lawyer", build_piece(design)[0]) == egg.model_egg(
        "lawyer", build_piece(design)[0]
    )
    assert textures.render("tile_dark") == textures.render("tile_dark")
