"""The game screen's dialogs: the hot-seat hand-over, what happened since your last turn,
the pause menu, and saving under a name."""

from __future__ import annotations

from collections.abc import Callable

from direct.gui import DirectGuiGlobals as DGG
from direct.gui.DirectGui import DirectFrame
from panda3d.core import TextNode

from game.view.screens.base import Dialog
from game.view.ui import theme

HANDOVER_VEIL = (0.05, 0.06, 0.08, 1.0)


class HandoverDialog(Dialog):
    """Hides the board between two human seats: "Dove 2 - your turn", click to continue."""

    def __init__(self, app, name: str, detail: str, colour, on_continue: Callable[[], None]
                 ) -> None:
        super().__init__(app, "", width=1.5, height=0.8, cancellable=False,
                         veil=HANDOVER_VEIL)
        self.veil.bind(DGG.B1PRESS, lambda _event: self.proceed())
        self.on_continue = on_continue
        DirectFrame(parent=self.panel, frameSize=(-0.6, 0.6, 0.17, 0.2), frameColor=colour,
                    relief=DGG.FLAT)
        theme.label(self.panel, f"{name} — your turn", pos=(0, 0.04), scale=0.09,
                    fg=theme.TEXT, align=TextNode.ACenter, shadow=True)
        theme.label(self.panel, detail, pos=(0, -0.06), fg=theme.MUTED, align=TextNode.ACenter)
        theme.label(self.panel, "Everyone else, look away.", pos=(0, -0.14), scale=theme.SMALL,
                    fg=theme.MUTED, align=TextNode.ACenter)
        theme.button(self.panel, "Continue", self.proceed, pos=(0, -0.28), width=0.45,
                     primary=True)
        for key in ("space", "enter"):
            app.accept(key + "-up", self.proceed)

    def proceed(self) -> None:
        if self.closed:
            return
        for key in ("space", "enter"):
            self.app.ignore(key + "-up")
        self.close()
        self.on_continue()


class SummaryDialog(Dialog):
    """What the other seats did since this seat's last turn, one line per turn."""

    MAX_LINES = 12

    def __init__(self, app, lines: list[str]) -> None:
        shown = lines[-self.MAX_LINES:]
        height = 0.42 + len(shown) * theme.SMALL * 1.3 + (0.05 if len(lines) > len(shown) else 0)
        super().__init__(app, "Since your last turn", width=2.0, height=height)
        y = height / 2 - 0.2
        if len(lines) > len(shown):
            theme.label(self.panel, f"... and {len(lines) - len(shown)} earlier turns",
                        pos=(-0.92, y), scale=theme.SMALL, fg=theme.MUTED)
            y -= 0.05
        text = "\n".join(shown)
        theme.label(self.panel, text, pos=(-0.92, y), scale=theme.SMALL,
                    wrap=1.84 / theme.SMALL)
        theme.button(self.panel, "Play", self.close, pos=(0, -height / 2 + 0.09), width=0.36,
                     primary=True)
        app.accept("enter-up", self.close)

    def destroy_contents(self) -> None:
        self.app.ignore("enter-up")


class PauseDialog(Dialog):
    """The in-game menu (Menu button or Escape)."""

    def __init__(self, app, entries: list[tuple[str, Callable[[], None]]]) -> None:
        height = 0.28 + len(entries) * 0.12
        super().__init__(app, "Game menu", width=0.8, height=height)
        for index, (text, command) in enumerate(entries):
            theme.button(self.panel, text, self._choose, pos=(0, height / 2 - 0.24 - index * 0.12),
                         width=0.6, primary=index == 0, extra_args=[command])

    def _choose(self, command) -> None:
        self.close()
        command()


class SaveDialog(Dialog):
    """Save the game under a name (Enter saves, Escape cancels)."""

    def __init__(self, app, default: str, save: Callable[[str], str | None]) -> None:
        super().__init__(app, "Save the game", width=1.2, height=0.62)
        self.save = save
        theme.label(self.panel, "Name", pos=(-0.5, 0.06), scale=theme.SMALL, fg=theme.MUTED)
        self.entry = theme.entry(self.panel, default, pos=(0, 0), width=1.0, max_chars=40,
                                 command=self._save)
        self.entry["focus"] = 1
        self.error = theme.label(self.panel, "", pos=(0, -0.1), scale=theme.SMALL,
                                 fg=theme.DANGER, align=TextNode.ACenter)
        theme.button(self.panel, "Save", self._save, pos=(-0.22, -0.21), width=0.36,
                     primary=True)
        theme.button(self.panel, "Cancel", self.close, pos=(0.22, -0.21), width=0.36)

    def _save(self, _text: str | None = None) -> None:
        name = self.entry.get().strip()
        if not name:
            self.error["text"] = "Type a name for the saved game."
            return
        problem = self.save(name)
        if problem:
            self.error["text"] = problem
        else:
            self.close()
