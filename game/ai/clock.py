"""Budgets: when a search must stop (nodes, a hard deadline, or a request to stop).

A node budget makes a search reproducible: the same position, seed and budget always give
the same action. A time budget is what a player waits for; the search never runs past its
deadline by more than one check interval (about a hundredth of a second), so an action
never takes more than 1.2 times the budget. ``stop`` lets the background thinker abandon
a search at once when the player takes an action back.
"""

from __future__ import annotations

from collections.abc import Callable
from time import perf_counter

#: The clock and the stop request are read every this many nodes (a power of two, minus 1).
CHECK_MASK = 255
#: After an iteration, start another only while less than this share of the time is spent:
#: each iteration costs several times the one before.
NEXT_ITERATION_SHARE = 0.4


class OutOfBudget(Exception):
    """Raised inside the search when the budget is spent; the search keeps what it had."""


class Budget:
    """What one search may spend: ``nodes``, ``seconds`` (by ``clock``, which a test may
    replace to step time by hand), or until ``stop()``; any that is None does not limit."""

    def __init__(self, nodes: int | None = None, seconds: float | None = None,
                 stop: Callable[[], bool] | None = None,
                 clock: Callable[[], float] = perf_counter) -> None:
        self.nodes = nodes
        self.seconds = seconds
        self.stop = stop
        self.clock = clock
        self.started = clock()
        self.deadline = None if seconds is None else self.started + seconds

    def check(self, nodes: int) -> None:
        """Raise ``OutOfBudget`` if ``nodes`` reaches the node budget or, every few hundred
        nodes, if the deadline has passed or a stop was requested."""
        if self.nodes is not None and nodes >= self.nodes:
            raise OutOfBudget
        if nodes & CHECK_MASK == 0:
            if self.deadline is not None and self.clock() >= self.deadline:
                raise OutOfBudget
            if self.stop is not None and self.stop():
                raise OutOfBudget

    def another_iteration(self) -> bool:
        """Whether there is time to start a deeper iteration."""
        if self.deadline is None:
            return True
        return self.clock() - self.started < NEXT_ITERATION_SHARE * self.seconds

    def elapsed(self) -> float:
        return self.clock() - self.started
