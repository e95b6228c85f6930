"""One offscreen ShowBase for the whole session (Panda3D allows one per process).

If another test package already opened one, it is reused and left for its owner to close.
"""

from __future__ import annotations

import builtins

import pytest

from game.view.offscreen import offscreen_base


@pytest.fixture(scope="session")
def base():
    existing = getattr(builtins, "base", None)
    showbase = offscreen_base()
    yield showbase
    if existing is None:
        showbase.destroy()
