"""Settings: resolution, full screen, volume, animation speed, the hand-over screen and
shadows. Saved to the data folder when the player presses Save."""

from __future__ import annotations

from dataclasses import replace

from panda3d.core import TextNode

from game.view.screens.base import Dialog
from game.view.settings import ANIMATION_SPEEDS, RESOLUTIONS
from game.view.ui import theme

ON_OFF = ("On", "Off")


def _speed_name(speed: float) -> str:
    return f"{speed:g}x"


class SettingsDialog(Dialog):
    def __init__(self, app) -> None:
        super().__init__(app, "Settings", width=1.5, height=1.32)
        settings = app.settings
        resolutions = [f"{w} x {h}" for w, h in RESOLUTIONS]
        self.speeds = sorted(set(ANIMATION_SPEEDS) | {settings.animation_speed})
        current = f"{settings.width} x {settings.height}"
        if current not in resolutions:
            resolutions.append(current)
        rows = [
            ("Resolution", "resolution", resolutions, current),
            ("Full screen", "fullscreen", ON_OFF, ON_OFF[not settings.fullscreen]),
            ("Animation speed", "speed", [_speed_name(s) for s in self.speeds],
             _speed_name(settings.animation_speed)),
            ("Hand-over screen", "handover", ON_OFF, ON_OFF[not settings.handover]),
            ("Shadows", "shadows", ON_OFF, ON_OFF[not settings.shadows]),
        ]
        self.choosers = {}
        y = 0.42
        for text, key, options, value in rows:
            theme.label(self.panel, text, pos=(-0.62, y - 0.015))
            self.choosers[key] = theme.Chooser(self.panel, list(options), value,
                                               pos=(0.3, y), width=0.62)
            y -= 0.13
        theme.label(self.panel, "Volume", pos=(-0.62, y - 0.015))
        self.volume = theme.slider(self.panel, settings.volume, self._volume, pos=(0.26, y),
                                   width=0.5)
        self.volume_text = theme.label(self.panel, "", pos=(0.56, y - 0.015),
                                       scale=theme.SMALL, fg=theme.MUTED, align=TextNode.ALeft)
        self._volume()
        theme.label(self.panel, "The hand-over screen hides the board between two people "
                    "sharing this computer.", pos=(0, y - 0.12), scale=theme.SMALL,
                    fg=theme.MUTED, align=TextNode.ACenter, wrap=1.3 / theme.SMALL)
        theme.button(self.panel, "Save", self.save, pos=(-0.22, -0.56), width=0.36,
                     primary=True)
        theme.button(self.panel, "Cancel", self.close, pos=(0.22, -0.56), width=0.36)

    def _volume(self) -> None:
        self.volume_text["text"] = f"{round(self.volume['value'] * 100)}%"

    def chosen(self):
        values = {key: chooser.value for key, chooser in self.choosers.items()}
        width, height = (int(n) for n in values["resolution"].split(" x "))
        speed = next(s for s in self.speeds if _speed_name(s) == values["speed"])
        return replace(self.app.settings, width=width, height=height,
                       fullscreen=values["fullscreen"] == "On", animation_speed=speed,
                       handover=values["handover"] == "On", shadows=values["shadows"] == "On",
                       volume=round(float(self.volume["value"]), 2))

    def save(self) -> None:
        settings = self.chosen()
        self.close()
        self.app.apply_settings(settings)
