"""The background thinker, for real: a worker process, cancelled, killed and retried.

No sleeps: ``wait`` blocks on the worker's pipe and process (a search here is bounded by
its node budget; pytest-timeout ends a hang)."""

import multiprocessing.process
import os
import signal

import pytest

from game.ai import background
from game.ai.background import WORKER_NICENESS, AIFailed, BackgroundThinker
from game.errors import UsageError
from game.rules import GameState, new_game, parse_action, parse_seats

START = new_game(parse_seats("HP,D"), (16, 16), 4).hdn()
HISTORY = ["C c1-d1", "A n15-m14"]


def answer(thinker: BackgroundThinker) -> str:
    assert thinker.wait(), "no request was waiting"
    return thinker.result()


def legal_after(actions: list[str], text: str) -> bool:
    state = GameState.from_hdn(START)
    for action in actions:
        state.apply(parse_action(state, action))
    return parse_action(state, text) in state.legal_actions()


@pytest.fixture(scope="module")
def thinker():
    with BackgroundThinker() as shared:
        yield shared


def test_an_answer_is_a_legal_action_after_the_history(thinker):
    assert not thinker.busy and thinker.result() is None
    thinker.submit(START, HISTORY, "hard", 1, nodes=2_000)
    assert thinker.busy
    text = answer(thinker)
    assert legal_after(HISTORY, text)
    assert not thinker.busy and thinker.result() is None


def test_the_same_request_gives_the_same_answer(thinker):
    thinker.submit(START, [], "normal", 7, nodes=3_000)
    first = answer(thinker)
    thinker.submit(START, [], "normal", 7, nodes=3_000)
    assert answer(thinker) == first


def test_a_cancelled_request_gives_way_to_the_next(thinker):
    thinker.submit(START, [], "expert", 0)  # ten seconds of thinking, abandoned at once
    thinker.cancel()
    assert not thinker.busy and thinker.result() is None
    thinker.submit(START, HISTORY, "easy", 0, nodes=500)
    assert legal_after(HISTORY, answer(thinker))


def test_a_request_that_fails_is_reported_and_the_worker_goes_on(thinker):
    thinker.submit("not a position", [], "hard", 0, nodes=100)
    assert thinker.wait()
    with pytest.raises(AIFailed, match="invalid position"):
        thinker.result()
    assert not thinker.busy
    thinker.submit(START, ["C c1-d1", "pass?"], "hard", 0, nodes=100)
    assert thinker.wait()
    with pytest.raises(AIFailed, match="illegal action"):
        thinker.result()
    thinker.submit(START, [], "hard", 0, nodes=500)
    assert legal_after([], answer(thinker))


def test_an_unknown_level_is_refused_at_once(thinker):
    with pytest.raises(UsageError, match="unknown AI level"):
        thinker.submit(START, [], "godlike", 0)
    assert not thinker.busy


def test_a_killed_worker_is_reported_and_a_retry_works():
    with BackgroundThinker() as thinker:
        thinker.submit(START, [], "expert", 0)
        pid = thinker.worker_pid
        os.kill(pid, signal.SIGKILL)
        assert thinker.wait()
        with pytest.raises(AIFailed, match="stopped unexpectedly"):
            thinker.result()
        assert not thinker.busy and thinker.worker_pid is None
        thinker.submit(START, HISTORY, "normal", 0, nodes=1_000)  # the retry
        assert thinker.worker_pid not in (None, pid)
        assert legal_after(HISTORY, answer(thinker))


def test_shutdown_stops_the_worker_and_submit_starts_another():
    thinker = BackgroundThinker()
    thinker.submit(START, [], "easy", 0, nodes=200)
    answer(thinker)
    thinker.shutdown()
    assert thinker.worker_pid is None and not thinker.busy
    thinker.shutdown()  # twice is harmless
    thinker.submit(START, [], "easy", 0, nodes=200)
    assert legal_after([], answer(thinker))
    thinker.shutdown()


def test_shutdown_leaves_a_worker_that_is_still_dying_to_be_reaped(monkeypatch):
    """No grace at all: the killed worker cannot have died yet, as happens at low priority
    on a busy machine; shutting down must not fail on it."""
    monkeypatch.setattr(background, "SHUTDOWN_GRACE", 0)
    thinker = BackgroundThinker()
    thinker.start()
    os.kill(thinker.worker_pid, signal.SIGSTOP)  # it cannot read the request to stop
    thinker.shutdown()
    assert thinker.worker_pid is None and not thinker.busy
    thinker.submit(START, [], "easy", 0, nodes=200)  # a new worker (the old one is reaped)
    assert legal_after([], answer(thinker))
    thinker.shutdown()


def test_start_runs_the_worker_early_at_a_lower_priority_and_submit_uses_it():
    """A game with AI seats starts the worker when it opens; the worker yields to the
    window from its first moment, and the first request goes to that same worker."""
    with BackgroundThinker() as thinker:
        thinker.start()
        worker = thinker.worker_pid
        assert worker is not None and not thinker.busy
        if hasattr(os, "getpriority"):
            assert os.getpriority(os.PRIO_PROCESS, worker) == min(19, os.nice(0) + WORKER_NICENESS)
        if hasattr(os, "SCHED_OTHER"):  # never starved by other programs
            assert os.sched_getscheduler(worker) == os.SCHED_OTHER
        thinker.start()  # a second start keeps the worker
        thinker.submit(START, [], "easy", 0, nodes=200)
        assert legal_after([], answer(thinker))
        assert thinker.worker_pid == worker


def test_a_worker_that_cannot_be_started_is_an_ai_failure_and_nothing_is_kept(monkeypatch):
    """No process to be had (the system's limit, no memory: not reproducible here, so the
    start is made to fail): ``start`` says so as ``AIFailed``, the thinker holds no half
    worker (shutting down is harmless), and once processes can be had again it works."""
    def refuse(process):
        raise OSError(11, "Resource temporarily unavailable")

    thinker = BackgroundThinker()
    with monkeypatch.context() as patched:
        patched.setattr(multiprocessing.process.BaseProcess, "start", refuse)
        with pytest.raises(AIFailed, match="could not be started: .*unavailable"):
            thinker.start()
        assert thinker.worker_pid is None
        with pytest.raises(AIFailed, match="could not be started"):
            thinker.submit(START, [], "easy", 0, nodes=200)
        thinker.shutdown()
    thinker.submit(START, [], "easy", 0, nodes=200)
    assert legal_after([], answer(thinker))
    thinker.shutdown()
