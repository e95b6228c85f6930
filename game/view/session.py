"""The game in progress: the rules state, its record, who plays each seat, and the files.

No Panda3D here. The game screen asks the session to play an action and gets the rules'
events back to animate; the session keeps the record, rewrites the autosave and the replay
after every action (atomically), takes actions back, and counts statistics per seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from game import paths
from game.record import GameRecord, SeatInfo, Setup, save_record
from game.rules import (
    PASS, RESIGN, Action, Captured, Event, GameState, Generated, Pacified, Seat, new_game,
)


class Turn(NamedTuple):
    """One action of the game: who played it, its notation and what it caused."""

    seat: int
    text: str
    events: tuple[Event, ...]


@dataclass
class SeatStats:
    captures: int = 0
    pacifications: int = 0
    generations: int = 0
    lost: int = 0  # pieces taken from this seat by a capture or a pacification


def default_name(seat: Seat, number: int) -> str:
    """``Hawk 1``, ``Dove 2``: the name a seat has until the player types one."""
    return f"{seat.side.title} {number}"


class SessionFiles(NamedTuple):
    """Where a session writes: the autosave (the game to continue) and its replay."""

    autosave: Path | None
    replay: Path | None

    @classmethod
    def default(cls, record: GameRecord) -> SessionFiles:
        stamp = record.created.replace(":", "-")
        codes = "-".join(info.code for info in record.seats)
        return cls(paths.autosave_path(), paths.replays_dir() / f"{stamp}_{codes}.json")

    @classmethod
    def none(cls) -> SessionFiles:
        return cls(None, None)


class GameSession:
    """A game being played: ``state`` and ``record`` always describe the same position."""

    def __init__(self, record: GameRecord, files: SessionFiles | None = None) -> None:
        """Resume ``record`` (replaying its actions through the rules); ``files`` defaults
        to the data folder's autosave and a replay named after the record's creation."""
        self.record = record
        self.files = SessionFiles.default(record) if files is None else files
        self.state = record.start_state()
        self.turns: list[Turn] = []
        self.save_error: str | None = None
        for seat, text, _, events in record.play_through(self.state):
            self.turns.append(Turn(seat, text, tuple(events)))

    @classmethod
    def start(cls, seats: list[SeatInfo], setup: Setup,
              files: SessionFiles | None = None) -> GameSession:
        """A new game; raises SetupError for an impossible setup."""
        state = new_game(tuple(info.seat for info in seats), (setup.width, setup.height),
                         setup.seed, setup.classic)
        session = cls(GameRecord.new(state, seats, setup), files)
        session.save()
        return session

    @classmethod
    def from_position(cls, position: str, seats: list[SeatInfo],
                      files: SessionFiles | None = None) -> GameSession:
        """A game from a position text (a puzzle, a test)."""
        return cls(GameRecord.new(GameState.from_hdn(position), seats), files)

    # ----------------------------------------------------------------- queries

    @property
    def seats(self) -> list[SeatInfo]:
        return self.record.seats

    def info(self, seat: int) -> SeatInfo:
        return self.record.seats[seat - 1]

    def name(self, seat: int) -> str:
        return self.info(seat).name

    def is_human(self, seat: int) -> bool:
        return not self.info(seat).is_ai

    @property
    def human_seats(self) -> list[int]:
        return [n for n in range(1, len(self.seats) + 1) if self.is_human(n)]

    @property
    def is_over(self) -> bool:
        return self.state.result is not None

    @property
    def last_turn(self) -> Turn | None:
        return self.turns[-1] if self.turns else None

    def only_pass(self) -> bool:
        """True when passing is the only legal action (RULES 7), so the Pass button shows."""
        actions = self.state.legal_actions()
        return actions == [PASS]

    def undo_depth(self) -> int:
        """How many actions Undo takes back: the last one, or in a game with AI seats every
        action back to (and including) the last human one; 0 when there is none."""
        for depth, turn in enumerate(reversed(self.turns), start=1):
            if self.is_human(turn.seat):
                return depth
        return 0

    def since_last_turn(self, seat: int) -> list[Turn]:
        """The turns the other seats played since ``seat`` last acted (all, if it never has)."""
        for index in range(len(self.turns) - 1, -1, -1):
            if self.turns[index].seat == seat:
                return self.turns[index + 1:]
        return list(self.turns)

    def statistics(self) -> dict[int, SeatStats]:
        stats = {number: SeatStats() for number in range(1, len(self.seats) + 1)}
        for turn in self.turns:
            for event in turn.events:
                if isinstance(event, Captured):
                    stats[event.seat].captures += 1
                    stats[event.victim_seat].lost += 1
                elif isinstance(event, Pacified):
                    stats[event.seat].pacifications += 1
                    stats[event.victim_seat].lost += 1
                elif isinstance(event, Generated):
                    stats[event.seat].generations += 1
        return stats

    # ----------------------------------------------------------------- changes

    def play(self, action: Action) -> list[Event]:
        """Play a legal action of the seat to move (IllegalActionError otherwise), save, and
        return the rules' events."""
        seat = self.state.to_move
        events = self.record.play(self.state, action)
        self.turns.append(Turn(seat, self.record.actions[-1], tuple(events)))
        self.save()
        return events

    def resign(self) -> list[Event]:
        return self.play(RESIGN)

    def undo(self) -> list[Turn]:
        """Take back ``undo_depth()`` actions; returns the turns taken back, latest first."""
        undone = []
        for _ in range(self.undo_depth()):
            self.record.undo(self.state)
            undone.append(self.turns.pop())
        if undone:
            self.save()
        return undone

    def save(self) -> None:
        """Rewrite the autosave and the replay. A game over is no longer one to continue, so
        its autosave goes. A failure is kept in ``save_error`` for the screen to show."""
        try:
            if self.files.replay is not None:
                save_record(self.record, self.files.replay)
            if self.files.autosave is not None:
                if self.is_over:
                    self.files.autosave.unlink(missing_ok=True)
                else:
                    save_record(self.record, self.files.autosave)
            self.save_error = None
        except OSError as error:
            self.save_error = f"the game could not be saved: {error.strerror or error}"

    def save_as(self, name: str) -> Path:
        """Save the game under ``name`` in the saves folder; returns the file's path."""
        path = paths.saves_dir() / f"{paths.safe_file_name(name)}.json"
        save_record(self.record, path)
        return path
