"""Game over: who won (or why it is a draw) and what every seat did."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from direct.gui import DirectGuiGlobals as DGG
from direct.gui.DirectGui import DirectFrame
from panda3d.core import TextNode

from game.view import describe
from game.view.screens.base import Dialog
from game.view.session import GameSession
from game.view.ui import theme

COLUMNS = (("Captures", -0.02), ("Pacified", 0.2), ("Generated", 0.42), ("Lost", 0.62),
           ("Left", 0.8))


@dataclass
class ResultRow:
    name: str
    detail: str
    colour: tuple
    numbers: tuple[int, ...]  # captures, pacifications, generations, lost, pieces left
    outcome: str  # "Winner", "Out", ""


def result_rows(session: GameSession, colours) -> list[ResultRow]:
    state = session.state
    stats = session.statistics()
    winners = state.result.winners if state.result else ()
    rows = []
    for seat in range(1, len(state.seats) + 1):
        s = stats[seat]
        outcome = "Winner" if seat in winners else ("Out" if not state.alive[seat] else "")
        rows.append(ResultRow(session.name(seat), describe.seat_detail(state, seat),
                              colours[seat - 1],
                              (s.captures, s.pacifications, s.generations, s.lost,
                               len(state.pieces[seat])), outcome))
    return rows


def headline(session: GameSession) -> str:
    result = session.state.result
    if result is None:
        return "The game goes on"
    names = [session.name(seat) for seat in range(1, len(session.state.seats) + 1)]
    title = describe.result_title(result.status, result.winners, names)
    return title if result.status == "draw" else f"{title}!"


class VictoryDialog(Dialog):
    def __init__(self, app, title: str, reason: str, rows: list[ResultRow],
                 buttons: list[tuple[str, Callable[[], None]]]) -> None:
        height = 0.64 + len(rows) * 0.085
        # low in the window, under a light veil: the winners cheer above it
        super().__init__(app, "", width=2.3, height=height, cancellable=False,
                         veil=(0.02, 0.03, 0.05, 0.3), z=-0.98 + height / 2)
        top = height / 2
        theme.label(self.panel, title, pos=(0, top - 0.16), scale=0.11, fg=theme.ACCENT,
                    align=TextNode.ACenter, shadow=True)
        theme.label(self.panel, describe.sentence(reason), pos=(0, top - 0.25),
                    fg=theme.TEXT, align=TextNode.ACenter)
        y = top - 0.37
        for text, x in COLUMNS:
            theme.label(self.panel, text, pos=(x, y), scale=theme.SMALL, fg=theme.MUTED,
                        align=TextNode.ACenter)
        for row in rows:
            y -= 0.085
            DirectFrame(parent=self.panel, frameSize=(-1.06, -1.035, y - 0.02, y + 0.04),
                        frameColor=row.colour, relief=DGG.FLAT)
            theme.label(self.panel, row.name, pos=(-1.0, y + 0.005), scale=theme.BODY * 0.9)
            theme.label(self.panel, row.detail, pos=(-1.0, y - 0.035), scale=theme.SMALL * 0.8,
                        fg=theme.MUTED)
            for (_, x), number in zip(COLUMNS, row.numbers, strict=True):
                theme.label(self.panel, str(number), pos=(x, y - 0.01), align=TextNode.ACenter)
            colour = theme.ACCENT if row.outcome == "Winner" else theme.MUTED
            theme.label(self.panel, row.outcome, pos=(1.1, y - 0.01), fg=colour,
                        align=TextNode.ARight)
        count = len(buttons)
        width = 0.48
        for index, (text, command) in enumerate(buttons):
            x = (index - (count - 1) / 2) * (width + 0.04)
            theme.button(self.panel, text, self._choose, pos=(x, -top + 0.1), width=width,
                         primary=index == 0, extra_args=[command])

    def _choose(self, command) -> None:
        self.close()
        command()
