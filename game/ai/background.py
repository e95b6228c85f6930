"""Thinking in another process, so that the 3D window keeps animating while the AI searches.

``BackgroundThinker`` keeps one worker process (started with ``spawn``, so it shares nothing
with the window's process) and talks to it through a pipe: ``submit`` sends a request,
``result`` polls without blocking, ``cancel`` abandons the request. A shared counter holds
the number of the request the client still wants; the worker's search polls it and stops
within a few milliseconds when it changes, so a cancelled search does not delay the next.
If the worker dies, ``result`` raises ``AIFailed`` and the next ``submit`` starts a new one:
the game loses nothing and can offer to retry.

Standard library only: the client imports this module, the worker imports the AI.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os

from game.errors import GameError

#: Seconds to wait for a worker to leave after being asked to.
SHUTDOWN_GRACE = 2.0
#: The worker yields the processor to the window's process: ten steps of Unix nice value
#: lower (about a tenth of the window's weight for a shared core), so the frames come first
#: but the search is never starved while other programs keep every core busy. Measured with
#: the scene benchmark: frames as short as at the lowest priority or in Linux's idle class,
#: in which, with two busy processes on two cores, the worker took 36 s to answer a 2 s
#: request (its start and imports waited for an idle core); at nice +10, 1.8 s.
WORKER_NICENESS = 10
MAX_NICENESS = 19  # Unix's highest nice value, the lowest priority


def lower_priority(pid: int) -> None:
    """Lower process ``pid``'s priority by ``WORKER_NICENESS`` below this process's."""
    if hasattr(os, "setpriority"):
        os.setpriority(os.PRIO_PROCESS, pid,
                       min(MAX_NICENESS, os.getpriority(os.PRIO_PROCESS, 0) + WORKER_NICENESS))


class AIFailed(GameError):
    """The AI could not answer: its process died or the request failed (the message says
    which). A later ``submit`` starts afresh."""


def _serve(connection, wanted) -> None:
    """The worker's loop: answer requests until told to stop (None) or the pipe closes."""
    from game.ai.player import choose_action
    from game.rules import GameState, format_action, parse_action

    while True:
        try:
            request = connection.recv()
        except EOFError:
            return
        if request is None:
            return
        number, start_hdn, actions, level, seed, nodes, seconds = request
        try:
            state = GameState.from_hdn(start_hdn)
            for text in actions:
                state.apply(parse_action(state, text))
            result = choose_action(state, level, seed=seed, nodes=nodes, seconds=seconds,
                                   stop=lambda wanted_now=number: wanted.value != wanted_now)
            reply = (number, True, format_action(state, result.action))
        except GameError as error:
            reply = (number, False, str(error))
        except Exception as error:  # a bug: report it to the client rather than die
            reply = (number, False, f"internal error: {type(error).__name__}: {error}")
        connection.send(reply)


class BackgroundThinker:
    """The AI in a worker process. Not thread-safe: use it from the client's main loop."""

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._process = None
        self._connection = None
        self._wanted = None  # shared: the number of the request the client waits for
        self._number = 0
        self._waiting: int | None = None  # the request the client waits for
        self._answer: tuple[bool, str] | None = None  # its answer, once received

    # ------------------------------------------------------------------ the interface

    def start(self) -> None:
        """Start the worker now, if it is not running: a game with AI seats does it when
        it opens, so that starting a process (a new Python that imports the AI) is done
        before the first AI turn, not while the window draws it. ``submit`` starts it
        too."""
        if self._process is not None and self._process.is_alive():
            return
        self._discard_worker()
        parent, child = self._context.Pipe()
        wanted = self._context.Value("q", 0, lock=False)
        process = self._context.Process(
            target=_serve, args=(child, wanted), name="hawks-and-doves-ai", daemon=True)
        try:
            process.start()
        except OSError as error:  # no process to be had (limits, memory): nothing kept
            parent.close()
            raise AIFailed(f"the AI process could not be started: {error}") from None
        finally:
            child.close()
        lower_priority(process.pid)  # before it has imported much
        self._process, self._connection, self._wanted = process, parent, wanted

    def submit(self, start_hdn: str, actions: list[str], level: str, seed: int, *,
               nodes: int | None = None, seconds: float | None = None) -> None:
        """Start thinking for the seat to move after playing ``actions`` (notation) from
        ``start_hdn``: the whole history, so that the worker knows about repetitions.
        ``nodes``/``seconds`` override the level's budget (tests use nodes). A request
        still running is abandoned first. Raises UsageError for an unknown level."""
        from game.ai.levels import check_player  # the levels only, not the search

        check_player(level)
        self.cancel()
        self._number += 1
        request = (self._number, start_hdn, list(actions), level, seed, nodes, seconds)
        for attempt in range(2):  # a worker that died since the last request is replaced
            self.start()
            self._wanted.value = self._number
            try:
                self._connection.send(request)
                break
            except OSError:
                self._discard_worker()
                if attempt:
                    raise AIFailed("the AI process could not be started") from None
        self._waiting = self._number

    def result(self) -> str | None:
        """The chosen action in notation once ready, else None; never blocks. Raises
        ``AIFailed`` if the worker died or could not answer."""
        if self._waiting is None or not self._receive():
            return None
        (ok, text), self._answer, self._waiting = self._answer, None, None
        if not ok:
            raise AIFailed(text)
        return text

    def wait(self) -> bool:
        """Block until ``result`` has something to say (an answer or a failure); False if
        nothing was asked. For scripts and tests: the client polls ``result`` from its
        frame loop instead. A search ends within its budget, and a dead worker is noticed
        through its sentinel, so this always returns."""
        while self._waiting is not None and not self._receive():
            multiprocessing.connection.wait([self._connection, self._process.sentinel])
        return self._waiting is not None

    def cancel(self) -> None:
        """Abandon the current request (on undo, or when leaving the game)."""
        if self._waiting is not None:
            self._wanted.value = 0
            self._waiting = self._answer = None

    @property
    def busy(self) -> bool:
        """True from ``submit`` until its result has been taken, it failed or was cancelled."""
        return self._waiting is not None

    def shutdown(self) -> None:
        """Stop the worker (it is started again by the next ``submit``)."""
        self.cancel()
        if self._process is None:
            return
        try:
            self._connection.send(None)
        except OSError:
            pass
        self._process.join(SHUTDOWN_GRACE)
        self._discard_worker()

    # ------------------------------------------------------------------ the worker

    @property
    def worker_pid(self) -> int | None:
        """The worker's process id while it runs (for diagnostics and tests)."""
        return self._process.pid if self._process is not None else None

    def __enter__(self) -> BackgroundThinker:
        return self

    def __exit__(self, *exc_info) -> None:
        self.shutdown()

    def _receive(self) -> bool:
        """Read what the worker has sent, keeping the answer to the current request and
        dropping late answers to cancelled ones; a dead worker is an answer too (a failure).
        True once the answer is here."""
        try:
            while self._answer is None and self._connection.poll():
                number, ok, text = self._connection.recv()
                if number == self._waiting:
                    self._answer = (ok, text if ok else f"the AI could not choose an action: "
                                                        f"{text}")
        except (EOFError, OSError):
            pass  # the worker is gone: said below
        if self._answer is None and not self._process.is_alive():
            code = self._discard_worker()
            self._answer = (False, f"the AI process stopped unexpectedly (exit code {code})")
        return self._answer is not None

    def _discard_worker(self) -> int | None:
        """Stop and forget the worker, if any; returns its exit code."""
        code = None
        if self._process is not None:
            if self._process.is_alive():
                self._process.kill()
            self._process.join(SHUTDOWN_GRACE)
            code = self._process.exitcode
            # On a busy machine a killed worker may take a while to die;
            # multiprocessing reaps it when the next worker starts.
            if code is not None:
                self._process.close()
        if self._connection is not None:
            self._connection.close()
        self._process = self._connection = None
        return code
