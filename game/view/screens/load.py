"""A list of saved games or replays to open: newest first, with the date, who played, how
far the game went and how it ended; any other file can be opened by its path.

The list is made from each file's header alone (fast, however many files); then, one file
a frame, every action is checked through the rules, and a file that fails is marked
unreadable with the reason. Nothing a file holds can break the list: a damaged file is
listed, with what is wrong with it (a click on it says it all), and does not open.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from direct.gui.DirectGui import DirectScrolledFrame
from panda3d.core import TextNode

from game.paths import record_files
from game.record import GameRecord, RecordError, load_record
from game.record.record import parse_time
from game.view import describe
from game.view.screens.base import Dialog, Message
from game.view.ui import theme

ROW = 0.12
DETAILS = theme.SMALL * 0.9  # the size of a file's line of details


@dataclass
class FileEntry:
    """One file of the list: its title, what it holds (or why it cannot be opened)."""

    path: Path
    title: str
    details: str
    ok: bool
    when: float  # for the order: the game's last date, else the file's


def _stamp(path: Path) -> tuple[int, int]:
    status = path.stat()
    return status.st_mtime_ns, status.st_size


# Files already checked action by action, by path and (modification time, size).
_checked: dict[Path, tuple[tuple[int, int], str | None]] = {}


def describe_file(path: Path, folder: Path | None = None) -> FileEntry:
    """The list's entry for a record file, from its header (its actions are not replayed)."""
    title = str(path.relative_to(folder).with_suffix("")) if folder else path.stem
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = 0.0
    try:
        record = load_record(path, check_actions=False)
    except RecordError as error:  # load_record turns whatever a file holds into this
        return FileEntry(path, title, _unreadable(error, path), False, mtime)
    when = parse_time(record.updated)
    date = when.astimezone().strftime("%d %b %Y %H:%M") if when else record.updated
    size = f"{record.setup.width}x{record.setup.height}, " if record.setup else ""
    details = f"{date}  -  {seats_text(record)}  -  {size}{len(record.actions)} actions, " \
              f"{status_text(record)}"
    return FileEntry(path, title, details, True, when.timestamp() if when else mtime)


def seats_text(record: GameRecord) -> str:
    """``Ann (Hawk), Bob (Dove, AI hard)``."""
    return ", ".join(f"{info.name} ({info.seat.side.title}"
                     + (f", AI {info.level}" if info.is_ai else "") + ")"
                     for info in record.seats)


def status_text(record: GameRecord) -> str:
    result = record.result
    if result is None:
        return "in progress"
    if result.status == "draw":
        return "drawn"
    return describe.joined([record.seats[seat - 1].name for seat in result.winners]) + " won"


def check_file(path: Path) -> str | None:
    """Why the file cannot be opened once its actions are replayed (None: it can)."""
    try:
        stamp = _stamp(path)
    except OSError as error:
        return f"unreadable: {error.strerror or error}"
    cached = _checked.get(path)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    try:
        load_record(path)
        reason = None
    except RecordError as error:
        reason = _unreadable(error, path)
    _checked[path] = (stamp, reason)
    return reason


def _unreadable(error: RecordError, path: Path) -> str:
    return "unreadable: " + str(error).replace(f"{path}: ", "")


class LoadDialog(Dialog):
    def __init__(self, app, title: str, folder: Path, open_file: Callable[[Path], object],
                 nested: bool = False) -> None:
        """The files of ``folder`` (and, ``nested``, of its folders); ``open_file`` is
        called with the path chosen."""
        super().__init__(app, title, width=2.2, height=1.62)
        self.open_file = open_file
        entries = [describe_file(path, folder) for path in record_files(folder, nested)]
        self.entries = sorted(entries, key=lambda entry: entry.when, reverse=True)
        top, bottom = 0.66, -0.5
        inner = 2.2 - 0.16
        canvas = max(len(self.entries) * ROW, top - bottom)
        self.list = DirectScrolledFrame(
            parent=self.panel, frameSize=(-inner / 2, inner / 2, bottom, top),
            canvasSize=(-inner / 2, inner / 2 - 0.05, -canvas, 0), frameColor=(0, 0, 0, 0.25),
            scrollBarWidth=0.035, verticalScroll_thumb_frameColor=(0.55, 0.47, 0.30, 1),
            verticalScroll_frameColor=(0.15, 0.15, 0.18, 0.8), manageScrollBars=True,
            autoHideScrollBars=True)
        self.list.setPos(0, 0, -0.04)
        self.rows = []
        self._labels = {}
        self.reasons: dict[Path, str] = {}  # why a file cannot be opened (a click says it)
        for index, entry in enumerate(self.entries):
            y = -ROW / 2 - index * ROW
            row = theme.button(self.list.getCanvas(), "", self._open, pos=(-0.02, y),
                               width=inner - 0.1, height=ROW - 0.012, extra_args=[entry.path])
            if not entry.ok:
                self.reasons[entry.path] = entry.details
            name = theme.label(row, entry.title, pos=(-inner / 2 + 0.06, 0.005),
                               scale=theme.BODY, fg=theme.ACCENT if entry.ok else theme.MUTED)
            details = theme.label(row, theme.fitted(entry.details, DETAILS, inner - 0.14),
                                  pos=(-inner / 2 + 0.06, -0.038), scale=DETAILS,
                                  fg=theme.TEXT if entry.ok else theme.DANGER)
            self.rows.append((entry.path, row))
            self._labels[entry.path] = (row, name, details)
        if not self.entries:
            theme.label(self.panel, "Nothing here yet.", pos=(0, 0.05), fg=theme.MUTED,
                        align=TextNode.ACenter)
        y = -0.68
        theme.label(self.panel, "Or a file:", pos=(-1.02, y - 0.015), scale=theme.SMALL,
                    fg=theme.MUTED)
        self.path_entry = theme.entry(self.panel, "", pos=(-0.08, y), width=1.45, max_chars=400,
                                      command=lambda _text: self.open_path())
        theme.button(self.panel, "Open", self.open_path, pos=(0.76, y), width=0.2)
        theme.button(self.panel, "Back", self.close, pos=(0.98, y), width=0.2)
        self._unchecked = [entry.path for entry in self.entries if entry.ok]
        app.taskMgr.add(self._check_next, "load-dialog-check")

    def _check_next(self, task):
        """Replay one more file's actions; mark it unreadable if they fail."""
        if self.closed or not self._unchecked:
            return task.done
        path = self._unchecked.pop(0)
        reason = check_file(path)
        if reason is not None:
            self.mark_unreadable(path, reason)
        return task.cont

    def mark_unreadable(self, path: Path, reason: str) -> None:
        _, name, details = self._labels[path]
        self.reasons[path] = reason
        name["text_fg"] = theme.MUTED
        details["text"] = theme.fitted(reason, DETAILS, self.width - 0.3)
        details["text_fg"] = theme.DANGER

    def open_path(self) -> None:
        text = self.path_entry.get().strip()
        if text:
            self._open(Path(text).expanduser())

    def _open(self, path: Path) -> None:
        if path in self.reasons:  # the whole reason, where the list has room for a part
            reason = self.reasons[path].removeprefix("unreadable: ")
            Message(self.app, "This file cannot be opened",
                    f"{path.name}: {describe.sentence(reason)}", width=1.8)
            return
        self.close()
        self.open_file(path)

    def destroy_contents(self) -> None:
        self.app.taskMgr.remove("load-dialog-check")
