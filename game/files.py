"""Writing files so that a crash or a full disk never leaves one half-written."""

from __future__ import annotations

import os
import signal
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def _umask() -> int:
    """The process's umask (reading it means setting it: it is set straight back)."""
    mask = os.umask(0)
    os.umask(mask)
    return mask


_UMASK = _umask()  # read once, at import, before any thread could create a file


def write_atomic(path: str | os.PathLike, data: bytes | str) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it over ``path``.

    The rename is atomic on POSIX and Windows, so readers see the old file or the new
    one, never a mixture; on any error the temporary file is removed and ``path`` is
    untouched. The file gets the permissions any new file would (the umask's), not the
    owner-only ones of a temporary file, so that saved games and replays can be shared.
    """
    path = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp",
                                         dir=path.parent or ".")
    try:
        os.chmod(temporary, 0o666 & ~_UMASK)
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


@contextmanager
def atomic_path(path: Path) -> Iterator[Path]:
    """A hidden name beside ``path`` for a writer that wants a file name of its own (a video
    encoder, an image writer): renamed over ``path`` when the block ends without an error,
    removed otherwise, so that ``path`` is whole or untouched."""
    partial = path.with_name(f".{path.stem}.partial{path.suffix}")
    try:
        yield partial
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)


@contextmanager
def terminate_as_interrupt() -> Iterator[None]:
    """Within the block, SIGTERM (a ``kill``, a closing terminal) unwinds like Ctrl-C, so
    that ``atomic_path`` removes a partial file as it does on an interrupt; without this,
    a killed video export would leave its hidden partial file behind.

    It is handed to whatever handles Ctrl-C at that moment: during a Panda3D frame that is
    the task manager's handler, which waits for the end of the frame; raised inside the
    frame, the interrupt would be printed as a task's traceback."""

    def interrupt(signum, frame):
        handler = signal.getsignal(signal.SIGINT)
        if not callable(handler):  # Ctrl-C ignored or left to the system: unwind anyway
            raise KeyboardInterrupt
        handler(signum, frame)

    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
