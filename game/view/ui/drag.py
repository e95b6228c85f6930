"""Pressing and dragging on a widget, as on a map or a timeline: while the left button is
held, every frame tells where the mouse is, in the widget's own coordinates."""

from __future__ import annotations

from collections.abc import Callable

from direct.gui import DirectGuiGlobals as DGG
from direct.showbase import ShowBaseGlobal
from panda3d.core import MouseButton, Point3


class Drag:
    """Calls ``on_point(x, z)`` (the widget's coordinates) when the left button goes down
    on ``widget`` and each frame after while it stays down."""

    def __init__(self, widget, on_point: Callable[[float, float], None], name: str) -> None:
        self.widget = widget
        self.on_point = on_point
        self.name = name  # of the task that follows the mouse
        self.dragging = False
        widget.bind(DGG.B1PRESS, self._press)
        widget.bind(DGG.B1RELEASE, self._release)

    def _press(self, _event) -> None:
        self.dragging = True
        self._follow()
        ShowBaseGlobal.base.taskMgr.add(self._task, self.name)

    def _release(self, _event) -> None:
        self.dragging = False

    def _task(self, task):
        watcher = ShowBaseGlobal.base.mouseWatcherNode
        if not self.dragging or not watcher.isButtonDown(MouseButton.one()):
            self.dragging = False
            return task.done
        self._follow()
        return task.cont

    def _follow(self) -> None:
        base = ShowBaseGlobal.base
        if not base.mouseWatcherNode.hasMouse():
            return
        mouse = base.mouseWatcherNode.getMouse()
        point = self.widget.getRelativePoint(base.render2d, Point3(mouse.x, 0, mouse.y))
        self.on_point(point.x, point.z)

    def destroy(self) -> None:
        ShowBaseGlobal.base.taskMgr.remove(self.name)
