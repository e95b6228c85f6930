"""Where the game keeps its files: settings, the autosave, saved games and replays.

The data folder is platformdirs' ``user_data_dir("hawks-and-doves")``; the environment
variable ``HAWKS_AND_DOVES_HOME`` overrides it (the tests point it at a temporary folder).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from game.errors import GameError

ENVIRONMENT_VARIABLE = "HAWKS_AND_DOVES_HOME"
APP_NAME = "hawks-and-doves"


def data_dir() -> Path:
    """The data folder, created on first use."""
    override = os.environ.get(ENVIRONMENT_VARIABLE)
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_dir
        path = Path(user_data_dir(APP_NAME, appauthor=False))
    return _made(path)


def _folder(name: str) -> Path:
    return _made(data_dir() / name)


def _made(path: Path) -> Path:
    """``path``, created if need be; a folder the system refuses is a ``GameError`` that
    says which folder and how to choose another."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise GameError(f"cannot use the data folder {path}: {error.strerror or error} "
                        f"(set {ENVIRONMENT_VARIABLE} to a folder of your choice)") from None
    return path


def saves_dir() -> Path:
    return _folder("saves")


def replays_dir() -> Path:
    return _folder("replays")


def screenshots_dir() -> Path:
    return _folder("screenshots")


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def settings_path() -> Path:
    return data_dir() / "settings.json"


def safe_file_name(text: str, fallback: str = "game") -> str:
    """A file name made of ``text``: letters, digits, dashes and underscores only."""
    name = re.sub(r"[^A-Za-z0-9_-]+", "-", text.strip()).strip("-")[:60]
    return name or fallback


def record_files(folder: Path, nested: bool = False) -> list[Path]:
    """The ``.json`` files of a folder (and, ``nested``, of its folders: the arena's
    matches in the replays folder), newest first."""
    patterns = ("*.json", "*/*.json") if nested else ("*.json",)
    files = [path for pattern in patterns for path in folder.glob(pattern)
             if path.is_file() and not path.name.startswith(".")]
    return sorted(files, key=lambda path: path.stat().st_mtime, reverse=True)
