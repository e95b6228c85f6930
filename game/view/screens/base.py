"""The two kinds of things the app shows: a ``Screen`` fills the window (one at a time),
a ``Dialog`` floats over it, darkens what is below and takes the input while open."""

from __future__ import annotations

from collections.abc import Callable

from direct.gui.DirectGui import DirectFrame
from panda3d.core import TextNode

from game.view.ui import theme


class Screen:
    """A full screen. Its widgets hang under ``root`` (the middle of the window) or under
    ``anchor('top-left')`` and friends, and all go when the screen is destroyed."""

    def __init__(self, app) -> None:
        self.app = app
        self.root = DirectFrame(parent=app.aspect2d, relief=None)
        self._anchors: dict[str, DirectFrame] = {}
        self._events: list[str] = []

    def anchor(self, name: str) -> DirectFrame:
        """A frame pinned to a corner or edge of the window, whatever its shape."""
        if name not in self._anchors:
            parent = {
                "top-left": self.app.a2dTopLeft, "top-right": self.app.a2dTopRight,
                "bottom-left": self.app.a2dBottomLeft, "bottom-right": self.app.a2dBottomRight,
                "top": self.app.a2dTopCenter, "bottom": self.app.a2dBottomCenter,
            }[name]
            self._anchors[name] = DirectFrame(parent=parent, relief=None)
        return self._anchors[name]

    def accept(self, event: str, method: Callable, args: list | None = None) -> None:
        self.app.accept(event, method, args or [])
        self._events.append(event)

    def destroy(self) -> None:
        theme.tooltips.hide()
        for event in self._events:
            self.app.ignore(event)
        for frame in self._anchors.values():
            frame.destroy()
        self.root.destroy()


class Dialog:
    """A framed panel in the middle of the window over a dark veil.

    ``cancel()`` (Escape) closes it unless ``cancellable`` is False; ``on_close`` runs when
    it goes, however it goes.
    """

    def __init__(self, app, title: str, width: float = 1.3, height: float = 1.0,
                 cancellable: bool = True, on_close: Callable[[], None] | None = None,
                 veil: theme.Colour | None = theme.BACKDROP, z: float = 0.0) -> None:
        """``z`` moves the panel up or down from the middle of the window."""
        self.app = app
        self.cancellable = cancellable
        self.on_close = on_close
        self.width, self.height = width, height
        self.layer = DirectFrame(parent=app.aspect2d, relief=None, sortOrder=100 + len(
            app.dialogs) * 10)
        self.veil = theme.backdrop(self.layer, veil) if veil else None
        self.panel = theme.panel(self.layer, (-width / 2, width / 2, -height / 2, height / 2),
                                 pos=(0, 0, z))
        self.title = theme.label(self.panel, title, pos=(0, height / 2 - 0.1),
                                 scale=theme.HEADING, fg=theme.ACCENT, align=TextNode.ACenter,
                                 shadow=True)
        self.closed = False
        app.open_dialog(self)

    def cancel(self) -> None:
        if self.cancellable:
            self.close()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.app.dialog_closed(self)
        self.destroy_contents()
        self.layer.destroy()
        if self.on_close is not None:
            self.on_close()

    def destroy_contents(self) -> None:
        """Anything a dialog made outside its panel (a 3D view, tasks) goes here."""


class Message(Dialog):
    """A message with one or two buttons: ``Message(app, "Resign?", text, [("Resign", f),
    ("Keep playing", None)])``; a button closes the dialog, then calls its function."""

    def __init__(self, app, title: str, text: str,
                 buttons: list[tuple[str, Callable[[], None] | None]] | None = None,
                 width: float = 1.3, cancellable: bool = True) -> None:
        buttons = buttons or [("OK", None)]
        lines = max(1, len(text) // 44 + text.count("\n") + 1)
        height = 0.42 + lines * theme.BODY * 1.25
        super().__init__(app, title, width, height, cancellable)
        self.text = text
        theme.label(self.panel, text, pos=(0, height / 2 - 0.2), align=TextNode.ACenter,
                    wrap=(width - 0.15) / theme.BODY)
        count = len(buttons)
        button_width = min(0.42, (width - 0.2) / count - 0.03)
        for index, (label, command) in enumerate(buttons):
            x = (index - (count - 1) / 2) * (button_width + 0.04)
            theme.button(self.panel, label, self._press, pos=(x, -height / 2 + 0.1),
                         width=button_width, primary=index == 0, extra_args=[command])

    def _press(self, command) -> None:
        self.close()
        if command is not None:
            command()
