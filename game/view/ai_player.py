"""The AI seats of a game: the AI thinks in another process (``game.ai.background``) while
the window keeps drawing; a task polls for its answer every frame."""

from __future__ import annotations

import time
from collections.abc import Callable

from game.ai.background import AIFailed, BackgroundThinker
from game.rules import Action, IllegalActionError, parse_action
from game.view.session import GameSession

MIN_THINKING = 0.45  # seconds: a move that comes at once is easy to miss


class AiPlayer:
    def __init__(self, app, session: GameSession, thinker: BackgroundThinker | None = None
                 ) -> None:
        self.app = app
        self.session = session
        self.thinker = thinker or BackgroundThinker()
        try:
            self.thinker.start()  # now, while the game opens, not on the first AI turn
        except AIFailed:
            pass  # the first AI turn tries again and, if it fails again, says why
        self._started = 0.0
        self._callbacks: tuple[Callable, Callable] | None = None

    @property
    def thinking(self) -> bool:
        return self._callbacks is not None

    def think(self, on_move: Callable[[Action], None], on_failed: Callable[[str], None]
              ) -> None:
        """Ask for the action of the seat to move; ``on_move(action)`` or ``on_failed(why)``
        is called from the frame loop when the answer comes."""
        self.cancel()
        record, state = self.session.record, self.session.state
        level = self.session.info(state.to_move).level
        seed = (record.setup.seed if record.setup else 0) * 7919 + len(record.actions)
        self._callbacks = (on_move, on_failed)
        self._started = time.monotonic()
        try:
            self.thinker.submit(record.start, list(record.actions), level, seed)
        except (AIFailed, OSError) as error:
            self._fail(str(error))
            return
        self.app.taskMgr.add(self._poll, "ai-poll")

    def _poll(self, task):
        try:
            text = self.thinker.result()
        except AIFailed as error:
            self._fail(str(error))
            return task.done
        if text is None:
            return task.cont
        if time.monotonic() - self._started < MIN_THINKING:
            return self._wait_then(text, task)
        return self._answer(text, task)

    def _wait_then(self, text: str, task):
        """Hold an early answer until the thinking has been visible for a moment."""
        remaining = MIN_THINKING - (time.monotonic() - self._started)
        self.app.taskMgr.doMethodLater(max(remaining, 0), lambda t: self._answer(text, t),
                                       "ai-poll")
        return task.done

    def _answer(self, text: str, task):
        if self._callbacks is None:
            return task.done
        if self.app.modal:  # a dialog is open (the game menu, the rules): the move waits
            self.app.taskMgr.doMethodLater(0.1, lambda t: self._answer(text, t), "ai-poll")
            return task.done
        on_move, on_failed = self._callbacks
        self._callbacks = None
        try:
            action = parse_action(self.session.state, text)
        except IllegalActionError as error:
            on_failed(f"it chose an illegal action '{text}': {error.reason}")
            return task.done
        on_move(action)
        return task.done

    def _fail(self, reason: str) -> None:
        if self._callbacks is None:
            return
        _, on_failed = self._callbacks
        self._callbacks = None
        self.app.taskMgr.remove("ai-poll")
        on_failed(reason)

    def cancel(self) -> None:
        self._callbacks = None
        self.app.taskMgr.remove("ai-poll")
        self.thinker.cancel()

    def shutdown(self) -> None:
        self.cancel()
        self.thinker.shutdown()
