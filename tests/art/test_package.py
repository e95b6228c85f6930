"""An installed package carries every asset and finds it next to its own code, not in the
checkout: build the wheel offline, check its file list, then load from the unpacked wheel
in a process started elsewhere."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from game.view.assets import asset_root

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md"):
        if (REPO / name).exists():
            shutil.copy(REPO / name, source / name)
    shutil.copytree(
        REPO / "game", source / "game", ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
    )
    dist = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            str(source),
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "-q",
            "-w",
            str(dist),
        ],
        check=True,
        capture_output=True,
        cwd=source,
    )
    (built,) = dist.glob("*.whl")
    return built


def test_wheel_contains_every_asset(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assets = {
        "game/assets/" + p.relative_to(asset_root()).as_posix()
        for p in asset_root().rglob("*")
        if p.is_file()
    }
    assert len(assets) > 100
    assert assets <= names, sorted(assets - names)[:5]
    assert "game/view/assets.py" in names


def test_installed_package_finds_its_own_assets(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    script = (
        "from panda3d.core import Filename, Loader\n"
        "from game.view import assets\n"
        "root = assets.asset_root()\n"
        "print(root)\n"
        "lawyer = Filename.fromOsSpecific(str(root / 'models/pieces/lawyer.egg'))\n"
        "model = Loader.getGlobalPtr().loadSync(lawyer)\n"
        "assert model is not None and model.getNumChildren() > 0\n"
        "assert assets.sound_path('victory').is_file()\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"} | {"PYTHONPATH": str(site)}
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()) == (site / "game" / "assets").resolve()
