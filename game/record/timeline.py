"""A replay as a timeline: the record's actions parsed once, then stepped both ways and sought.

No Panda3D here: the replay viewer and the video export drive a ``Timeline``, the tests and
the benchmark use it alone.

``Timeline(record)`` plays the record through the rules once, refusing it at the first
illegal action (naming it) or when its stored result is not the one the actions lead to.
It keeps, for every action, who played it, its notation, the parsed action and the rules'
events (to animate it forwards, or backwards when stepping back), and for every position
the round and each seat's material (the score graph).

Then ``state`` moves along the game through the rules' own ``apply`` and ``undo`` of the
parsed actions: no parsing and no legality checks, about 300,000 actions a second, so
seeking across a whole 1,000-action game takes a few milliseconds (``benchmarks/replay.py``)
and needs no keyframes. The state's history stays the game's history, so the repetition
count is right at every position.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from game.ai.values import KIND_VALUE
from game.record.record import GameRecord, RecordError, SeatInfo
from game.record.storage import check_result, load_record
from game.rules import Action, Captured, Eliminated, Event, GameState, Generated, Kind, Pacified
from game.rules.events import squares_touched

Material = tuple[int, ...]  # per seat, seat 1 first, in hundredths of a Consumer
#: The speeds a replay plays at, in the viewer and in an export (``render --speed``).
REPLAY_SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)


@dataclass(frozen=True)
class Step:
    """Action ``number`` (from 1) of the game: who played it and what it did."""

    number: int
    seat: int
    text: str
    action: Action
    events: tuple[Event, ...]

    def squares(self) -> list[int]:
        """The squares the action touched (where a camera following the game looks)."""
        return squares_touched(self.events)


def material(state: GameState) -> Material:
    """Each seat's material on the board (the AI's piece values; a Leader counts 0)."""
    return tuple(sum(KIND_VALUE[kind] for _, kind in state.pieces_of(seat))
                 for seat in range(1, len(state.seats) + 1))


def material_after(before: Material, events: tuple[Event, ...] | list[Event]) -> Material:
    """The material after an action, from the material before and the action's events."""
    values = list(before)
    for event in events:
        if isinstance(event, Captured):
            values[event.victim_seat - 1] -= KIND_VALUE[event.victim]
        elif isinstance(event, Pacified):
            values[event.victim_seat - 1] -= KIND_VALUE[event.victim]
            values[event.seat - 1] += KIND_VALUE[Kind.ACTIVIST]
        elif isinstance(event, Generated):
            values[event.seat - 1] += KIND_VALUE[event.piece]
            if event.replaced is not None:
                values[event.seat - 1] -= KIND_VALUE[event.replaced]
        elif isinstance(event, Eliminated):
            values[event.seat - 1] -= sum(KIND_VALUE[kind] for _, kind in event.removed)
    return tuple(values)


class Timeline:
    """A recorded game and a position in it: ``state`` after the first ``ply`` actions."""

    def __init__(self, record: GameRecord) -> None:
        """Raises RecordError naming the first illegal action, or a result that does not
        follow from the actions."""
        self.record = record
        state = record.start_state()
        self.steps: list[Step] = []
        self.rounds: list[int] = [state.round]  # the round of each position, 0..len
        self.material: list[Material] = [material(state)]
        for number, (seat, text, action, events) in enumerate(record.play_through(state),
                                                               start=1):
            self.steps.append(Step(number, seat, text, action, tuple(events)))
            self.rounds.append(state.round)
            self.material.append(material_after(self.material[-1], events))
        check_result(record, state)
        self.round_starts = [ply for ply in range(len(self.rounds))
                             if ply == 0 or self.rounds[ply] != self.rounds[ply - 1]]
        while state.ply:
            state.undo()
        self.state = state
        self.ply = 0

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def seats(self) -> list[SeatInfo]:
        return self.record.seats

    @property
    def names(self) -> list[str]:
        return [info.name for info in self.record.seats]

    @property
    def at_start(self) -> bool:
        return self.ply == 0

    @property
    def at_end(self) -> bool:
        return self.ply == len(self.steps)

    @property
    def last_step(self) -> Step | None:
        """The action that led to the current position (None at the start)."""
        return self.steps[self.ply - 1] if self.ply else None

    # ------------------------------------------------------------ moving

    def forward(self) -> Step | None:
        """Play the next action; returns it (None at the end)."""
        if self.at_end:
            return None
        step = self.steps[self.ply]
        self.state.apply(step.action)
        self.ply += 1
        return step

    def back(self) -> Step | None:
        """Take back the last action; returns it (its events, undone, are what to animate
        backwards), or None at the start."""
        if self.at_start:
            return None
        self.state.undo()
        self.ply -= 1
        return self.steps[self.ply]

    def seek(self, ply: int) -> int:
        """Go to the position after ``ply`` actions (clamped to the game); returns it."""
        ply = min(max(ply, 0), len(self.steps))
        while self.ply < ply:
            self.forward()
        while self.ply > ply:
            self.back()
        return self.ply

    def next_round(self) -> int:
        """Where the next round starts (the end of the game if none does)."""
        return next((ply for ply in self.round_starts if ply > self.ply), len(self.steps))

    def previous_round(self) -> int:
        """Where the current round starts, or the previous one when already there."""
        return next((ply for ply in reversed(self.round_starts) if ply < self.ply), 0)

    def branch(self, seats: list[SeatInfo]) -> GameRecord:
        """A new game from the current position, played on by ``seats``
        (see ``GameRecord.branch``: the history comes along)."""
        return self.record.branch(self.ply, seats)


def load_timeline(path: str | os.PathLike) -> Timeline:
    """Read a record and make its timeline; RecordError names the file and the problem."""
    record = load_record(path, check_actions=False)
    try:
        return Timeline(record)
    except RecordError as error:
        raise RecordError(f"{Path(path)}: {error}") from None
