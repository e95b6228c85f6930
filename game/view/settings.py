"""The player's settings, remembered as JSON in the data folder (written atomically).

A damaged or outdated file never stops the game: unknown fields are ignored and a field
with a wrong value falls back to its default.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from game.files import write_atomic
from game.paths import settings_path

RESOLUTIONS = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 4.0)


@dataclass(frozen=True)
class Settings:
    width: int = 1280
    height: int = 720
    fullscreen: bool = False
    volume: float = 0.8
    animation_speed: float = 1.0
    handover: bool = True
    shadows: bool = True

    @property
    def resolution(self) -> tuple[int, int]:
        return self.width, self.height

    def validated(self) -> Settings:
        """These settings with every out-of-range value replaced by its default."""
        default = Settings()
        changes = {}
        if not (640 <= self.width <= 7680 and 480 <= self.height <= 4320):
            changes.update(width=default.width, height=default.height)
        if not 0.0 <= self.volume <= 1.0:
            changes["volume"] = default.volume
        if not 0.25 <= self.animation_speed <= 8.0:
            changes["animation_speed"] = default.animation_speed
        return replace(self, **changes)


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults for anything missing or unreadable."""
    path = path or settings_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    values = {}
    for field in fields(Settings):
        value = data.get(field.name)
        expected = type(getattr(Settings(), field.name))
        if expected is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if isinstance(value, expected) and (expected is bool or not isinstance(value, bool)):
            values[field.name] = value
    return Settings(**values).validated()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_atomic(path or settings_path(), json.dumps(asdict(settings), indent=1) + "\n")
