"""A game record: who played, the full start position and every action in notation.

One record serves as a saved game (resume later) and as a replay. It keeps the start
position as HDN, not only the layout's seed, so that it still opens after the board
generator changes; replaying it feeds the actions through the rules again.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from math import inf

from game import __version__
from game.ai.levels import check_player
from game.errors import GameError, UsageError
from game.rules import (
    RULES_VERSION,
    Action,
    Event,
    GameState,
    IllegalActionError,
    Result,
    Seat,
    SetupError,
    format_action,
    parse_action,
)
from game.rules.geometry import size_problem

CONTROLLERS = ("human", "ai")


class RecordError(GameError):
    """A record that cannot be used: the message names the field or the action at fault."""


def now() -> str:
    """The current time as the records write it: UTC, ISO 8601, whole seconds."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def parse_time(text: str) -> datetime | None:
    """A time as the records write it (see ``now``), or None if ``text`` is not one."""
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None


@dataclass(frozen=True)
class SeatInfo:
    """A seat as the record keeps it: its side and Leader (``code``, as in HDN), the
    player's name, and whether a human or the AI (at ``level``) plays it. ``thinking``:
    the seconds the AI spent choosing the seat's actions, where it was measured (the
    records of ``hawks-and-doves arena``), so that a match resumed across sessions still
    reports its time per move."""

    code: str
    name: str
    controller: str = "human"
    level: str | None = None
    thinking: float | None = None

    def __post_init__(self) -> None:
        try:
            Seat.from_code(self.code)
        except SetupError as error:
            raise RecordError(f"seat code: {error}") from None
        if self.controller not in CONTROLLERS:
            raise RecordError(f"controller '{self.controller}' is not one of "
                              f"{', '.join(CONTROLLERS)}")
        if (self.controller == "ai") != (self.level is not None):
            raise RecordError("an AI seat has a level and a human seat has none")
        if self.level is not None:
            try:
                check_player(self.level)
            except UsageError as error:
                raise RecordError(str(error)) from None
        if self.thinking is not None and (self.level is None or not 0 <= self.thinking < inf):
            raise RecordError("only an AI seat has a thinking time, and it is 0 seconds or more")

    @property
    def seat(self) -> Seat:
        return Seat.from_code(self.code)

    @property
    def is_ai(self) -> bool:
        return self.controller == "ai"


@dataclass(frozen=True)
class Setup:
    """How the start position was made, for players who want the same board again."""

    width: int
    height: int
    seed: int
    classic: bool = False

    def __post_init__(self) -> None:
        problem = size_problem(self.width, self.height)
        if problem:
            raise RecordError(f"board {problem}")


@dataclass
class GameRecord:
    """A game from its start position; ``actions`` are in notation (RULES 9)."""

    start: str
    seats: list[SeatInfo]
    actions: list[str] = field(default_factory=list)
    result: Result | None = None
    setup: Setup | None = None
    created: str = field(default_factory=now)
    updated: str = field(default_factory=now)
    game_version: str = __version__
    rules_version: int = RULES_VERSION

    @classmethod
    def new(cls, state: GameState, seats: list[SeatInfo], setup: Setup | None = None,
            ) -> GameRecord:
        """A record whose start is ``state`` as it is now."""
        if [info.code for info in seats] != [seat.code for seat in state.seats]:
            raise RecordError("the seats do not match the position's seats")
        return cls(start=state.hdn(), seats=list(seats), setup=setup, result=state.result)

    def start_state(self) -> GameState:
        """The start position, without the actions."""
        return GameState.from_hdn(self.start)

    def replay(self, upto: int | None = None) -> GameState:
        """The state after the first ``upto`` actions (all by default), replayed through the
        rules; raises RecordError naming the first action that is not legal."""
        state = self.start_state()
        for _ in self.play_through(state, upto):
            pass
        return state

    def play_through(self, state: GameState, upto: int | None = None
                     ) -> Iterator[tuple[int, str, Action, list[Event]]]:
        """Play the first ``upto`` actions (all by default) on ``state``, a start state,
        yielding for each the seat that played it, its notation, the action and its events;
        raises RecordError naming the first action that is not legal."""
        for number, text in enumerate(self.actions[:upto], start=1):
            seat = state.to_move
            try:
                action = parse_action(state, text)
            except IllegalActionError as error:
                raise RecordError(f"action {number} '{text}' is illegal: {error.reason}") \
                    from None
            yield seat, text, action, state.apply(action)

    def branch(self, upto: int, seats: list[SeatInfo]) -> GameRecord:
        """A new game that begins as this one did and has its first ``upto`` actions, played
        on by ``seats`` (the same sides and Leaders; names and players may change).

        The start and the actions are kept rather than the position after them, so the
        history comes along: a position seen twice before the branch is a draw the third
        time after it, as it would have been in the original game."""
        if [info.code for info in seats] != [info.code for info in self.seats]:
            raise RecordError("the seats do not match the game's seats")
        record = GameRecord(start=self.start, seats=list(seats), actions=self.actions[:upto],
                            setup=self.setup)
        record.result = record.replay().result
        return record

    def play(self, state: GameState, action: Action) -> list:
        """Apply a legal ``action`` to ``state`` (the game this record follows) and record it."""
        text = format_action(state, action)
        events = state.play(action)
        self.actions.append(text)
        self._touch(state)
        return events

    def undo(self, state: GameState) -> None:
        """Take back the last action of ``state`` and of the record."""
        state.undo()
        self.actions.pop()
        self._touch(state)

    def _touch(self, state: GameState) -> None:
        self.result = state.result
        self.updated = now()
