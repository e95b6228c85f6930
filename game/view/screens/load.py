"""A list of saved games or replays to open: newest first, with who played, how far the
game went and how it ended. A damaged file is listed with the reason it cannot open."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from direct.gui.DirectGui import DirectScrolledFrame
from panda3d.core import TextNode

from game.paths import record_files
from game.record import RecordError, load_record
from game.view.screens.base import Dialog
from game.view.ui import theme

ROW = 0.12


def describe_file(path: Path) -> tuple[str, str, bool]:
    """(title, details, can open) of a record file, without replaying it."""
    try:
        record = load_record(path, check_actions=False)
    except RecordError as error:
        return path.stem, f"cannot be opened: {error}".replace(str(path) + ": ", ""), False
    names = ", ".join(info.name + (" (AI)" if info.is_ai else "") for info in record.seats)
    if record.result is None:
        status = "in progress"
    elif record.result.status == "draw":
        status = "drawn"
    else:
        status = " & ".join(record.seats[seat - 1].name for seat in record.result.winners) \
            + " won"
    try:
        when = datetime.fromisoformat(record.updated.replace("Z", "+00:00")).astimezone()
        date = when.strftime("%d %b %Y %H:%M")
    except ValueError:
        date = record.updated
    size = f"{record.setup.width}x{record.setup.height}, " if record.setup else ""
    return path.stem, f"{date}  -  {names}  -  {size}{len(record.actions)} actions, {status}", \
        True


class LoadDialog(Dialog):
    def __init__(self, app, title: str, folder: Path, open_file: Callable[[Path], object]
                 ) -> None:
        super().__init__(app, title, width=2.2, height=1.5)
        self.open_file = open_file
        files = record_files(folder)
        top, bottom = 0.6, -0.55
        inner = 2.2 - 0.16
        canvas = max(len(files) * ROW, top - bottom)
        self.list = DirectScrolledFrame(
            parent=self.panel, frameSize=(-inner / 2, inner / 2, bottom, top),
            canvasSize=(-inner / 2, inner / 2 - 0.05, -canvas, 0), frameColor=(0, 0, 0, 0.25),
            scrollBarWidth=0.035, verticalScroll_thumb_frameColor=(0.55, 0.47, 0.30, 1),
            verticalScroll_frameColor=(0.15, 0.15, 0.18, 0.8), manageScrollBars=True,
            autoHideScrollBars=True)
        self.rows = []
        for index, path in enumerate(files):
            name, details, ok = describe_file(path)
            y = -ROW / 2 - index * ROW
            row = theme.button(self.list.getCanvas(), "", self._open, pos=(-0.02, y),
                               width=inner - 0.1, height=ROW - 0.012, extra_args=[path],
                               enabled=ok)
            theme.label(row, name, pos=(-inner / 2 + 0.06, 0.005), scale=theme.BODY,
                        fg=theme.ACCENT if ok else theme.MUTED)
            theme.label(row, details, pos=(-inner / 2 + 0.06, -0.038), scale=theme.SMALL * 0.9,
                        fg=theme.TEXT if ok else theme.DANGER)
            self.rows.append((path, row))
        if not files:
            theme.label(self.panel, "Nothing here yet.", pos=(0, 0), fg=theme.MUTED,
                        align=TextNode.ACenter)
        theme.button(self.panel, "Back", self.close, pos=(0, -0.66), width=0.4)

    def _open(self, path: Path) -> None:
        self.close()
        self.open_file(path)
