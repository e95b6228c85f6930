"""The camera: a pure description of the view (``CameraView``) and its controller.

``CameraView`` is plain numbers: the point of the board looked at, the distance, the
heading and the pitch. Its methods are the math (camera position, scrolling relative to
the heading, keeping the view over the board, the side of the board a player sits on) and
need no engine, so the tests check them directly. ``CameraController`` is the Panda3D half:
it turns held keys, the wheel and right-drags into changes of a *goal* view and eases the
real camera towards it every frame.

World coordinates: the centre of square (x, y) is at (x, y, 0); the board lies on z = 0.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass, replace

MIN_DISTANCE = 5.0
SIDE_DISTANCE = 13.0  # a seat's side of the board seen from behind it, at least this far
SIDE_AHEAD = 0.15  # ... looking this much of the distance ahead of its pieces (more hides the
#                    nearest under the buttons along the bottom)
MIN_PITCH, MAX_PITCH = 25.0, 85.0
SCROLL_SPEED = 1.1  # the view scrolls this many view distances per second
ZOOM_STEP = 1.15
ORBIT_SPEED = 90.0  # degrees per second while Q or E is held
EASE_RATE = 9.0  # 1/s: how fast the camera catches up with its goal
EDGE = 1.2  # how far past the squares the view may show: the frame and a strip of ground
VIEW_REACH = 2.5  # the ground seen near the horizon counts up to this many distances away
FAR_SLACK = 0.5  # the share of their distance by which the far corners may overhang
EDGE_REACH = 0.2  # the middle of the view may always come this many distances near an edge


@dataclass(frozen=True)
class CameraView:
    """Where the camera looks: ``(x, y)`` on the board, from ``distance`` away, turned by
    ``heading`` degrees (0: looking towards +y, from the bottom edge) and ``pitch`` degrees
    below the horizon."""

    x: float
    y: float
    distance: float = 16.0
    heading: float = 0.0
    pitch: float = 55.0

    # ------------------------------------------------------------ the geometry

    def forward(self) -> tuple[float, float, float]:
        """The unit vector the camera looks along."""
        h, p = math.radians(self.heading), math.radians(self.pitch)
        return (-math.sin(h) * math.cos(p), math.cos(h) * math.cos(p), -math.sin(p))

    def right(self) -> tuple[float, float, float]:
        h = math.radians(self.heading)
        return (math.cos(h), math.sin(h), 0.0)

    def up(self) -> tuple[float, float, float]:
        return _cross(self.right(), self.forward())

    def position(self) -> tuple[float, float, float]:
        fx, fy, fz = self.forward()
        d = self.distance
        return (self.x - fx * d, self.y - fy * d, -fz * d)

    def hpr(self) -> tuple[float, float, float]:
        """Panda3D's heading, pitch and roll of the camera."""
        return (self.heading, -self.pitch, 0.0)

    # ------------------------------------------------------------ changes

    def scrolled(self, right: float, forward: float) -> CameraView:
        """Moved by ``right`` and ``forward`` board units as seen on the screen."""
        h = math.radians(self.heading)
        dx = right * math.cos(h) - forward * math.sin(h)
        dy = right * math.sin(h) + forward * math.cos(h)
        return replace(self, x=self.x + dx, y=self.y + dy)

    def zoomed(self, factor: float, max_distance: float) -> CameraView:
        distance = min(max(self.distance * factor, MIN_DISTANCE), max_distance)
        return replace(self, distance=distance)

    def orbited(self, degrees: float, pitch: float = 0.0) -> CameraView:
        return replace(self, heading=(self.heading + degrees) % 360.0,
                       pitch=min(max(self.pitch + pitch, MIN_PITCH), MAX_PITCH))

    def clamped(self, width: int, height: int, fov: tuple[float, float] | None = None,
                bottom: float = -1.0) -> CameraView:
        """The same view kept over the board: its point over a square (square centres
        0..w-1), and, given the lens's field of view, moved so that the ground it shows
        stays over the board and its frame as far as its size allows (on an axis where it
        shows more than the board, the board is in the middle). The near corners of the
        screen keep to the board; the far ones, where the ground is small on the screen,
        may overhang by ``FAR_SLACK`` of their distance; and the near corners may overhang
        for the middle of what is seen to come within ``EDGE_REACH`` distances of an edge, so
        that a square in a corner behind the camera can still be brought into view. ``bottom``
        (-1..1) is the lowest height of the screen that shows the board: below it, the
        interface covers the view, so the near corners, and the middle of what is seen,
        are taken above it."""
        x = min(max(self.x, 0.0), width - 1.0)
        y = min(max(self.y, 0.0), height - 1.0)
        if fov is not None:
            from game.view.picking import footprint, ground_point  # they build on this module
            corners = footprint(self, fov, VIEW_REACH * self.distance, bottom)
            near, far = corners[:2], corners[2:]  # the bottom corners of the screen first
            reach = EDGE_REACH * self.distance
            middle = ground_point(self, fov, (0.0, (bottom + 1) / 2)) or (self.x, self.y)
            for axis, size in ((0, width), (1, height)):
                point = (x, y)[axis]
                low, high = _limits([c[axis] - (self.x, self.y)[axis] for c in near], size)
                ahead = middle[axis] - (self.x, self.y)[axis]  # the middle of what is seen
                low, high = min(low, reach - 0.5 - ahead), max(high, size - 0.5 - reach - ahead)
                far_low, far_high = _limits([(c[axis] - (self.x, self.y)[axis]) *
                                             (1 - FAR_SLACK) for c in far], size)
                low, high = max(low, far_low), min(high, far_high)
                point = min(max(point, low), high) if low <= high else (low + high) / 2
                x, y = (point, y) if axis == 0 else (x, point)
        return replace(self, x=x, y=y)

    def eased(self, goal: CameraView, fraction: float) -> CameraView:
        """``fraction`` of the way to ``goal`` (the heading takes the short way round)."""
        turn = (goal.heading - self.heading + 180.0) % 360.0 - 180.0
        return CameraView(
            x=self.x + (goal.x - self.x) * fraction,
            y=self.y + (goal.y - self.y) * fraction,
            distance=self.distance + (goal.distance - self.distance) * fraction,
            heading=(self.heading + turn * fraction) % 360.0,
            pitch=self.pitch + (goal.pitch - self.pitch) * fraction,
        )

    def close_to(self, other: CameraView, tolerance: float = 1e-3) -> bool:
        turn = abs((other.heading - self.heading + 180.0) % 360.0 - 180.0)
        return max(abs(self.x - other.x), abs(self.y - other.y),
                   abs(self.distance - other.distance), turn,
                   abs(self.pitch - other.pitch)) < tolerance


def replace_view(view: CameraView, **changes) -> CameraView:
    """``view`` with some of its numbers changed."""
    return replace(view, **changes)


def max_distance(width: int, height: int) -> float:
    """How far out the wheel may zoom: enough to see a Standard board whole."""
    return max(24.0, 0.9 * max(width, height))


def overview(width: int, height: int) -> CameraView:
    """A view of the middle of the board from the bottom edge."""
    return CameraView((width - 1) / 2, (height - 1) / 2,
                      distance=min(max_distance(width, height), 0.75 * max(width, height) + 6))


def centroid(points) -> tuple[float, float]:
    """The mean (x, y) of points given as (x, y, ...): where a group of squares is."""
    points = list(points)
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def side_view(squares: list[tuple[int, int]], width: int, height: int,
              distance: float) -> CameraView:
    """The view from a player's side: from behind its pieces (``squares``), looking towards
    the middle of the board, heading snapped to 45 degrees, a little ahead of the group."""
    if not squares:
        return overview(width, height)
    cx, cy = centroid(squares)
    mx, my = (width - 1) / 2, (height - 1) / 2
    dx, dy = cx - mx, cy - my
    if math.hypot(dx, dy) < 1e-6:
        heading = 0.0
    else:
        heading = round(math.degrees(math.atan2(dx, -dy)) / 45.0) * 45.0 % 360.0
    view = CameraView(cx, cy, distance=distance, heading=heading)
    return view.scrolled(0.0, min(4.0, distance * SIDE_AHEAD)).clamped(width, height)


def _limits(offsets: list[float], size: int) -> tuple[float, float]:
    """How far the view's point may go along one axis of the board (low, high) for points
    at ``offsets`` from it to stay over the board (squares -0.5..size-0.5, and ``EDGE``
    beyond); low > high when they cannot."""
    return -0.5 - EDGE - min(offsets), size - 0.5 + EDGE - max(offsets)


def _cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


# ---------------------------------------------------------------- the controller

SCROLL_KEYS = {
    "arrow_left": (-1, 0), "arrow_right": (1, 0), "arrow_up": (0, 1), "arrow_down": (0, -1),
    "a": (-1, 0), "d": (1, 0), "w": (0, 1), "s": (0, -1),
}
ORBIT_KEYS = {"q": 1, "e": -1}
MODIFIERS = ("", "shift-")


class CameraController:
    """Moves a Panda3D camera: held arrows/WASD scroll, the wheel and +/- zoom, Q/E and
    right-drag orbit; every change sets a goal view that the camera eases towards.

    ``update(dt)`` does one frame's work; the task added by ``attach`` calls it with the
    frame time, and tests call it with their own ``dt``.
    """

    def __init__(self, base, width: int, height: int, view: CameraView | None = None,
                 blocked=lambda: False) -> None:
        """``blocked()`` is true while the keys belong to something else (a dialog where
        the player types a name): the camera ignores them then."""
        self.base = base
        self.blocked = blocked
        self.width, self.height = width, height
        self.bottom = -1.0  # the screen's lowest height (-1..1) not covered by the interface
        self.goal = (view or overview(width, height)).clamped(width, height, self.fov())
        self.current = self.goal
        self.held: set[str] = set()
        self.enabled = True
        self._drag_from: tuple[float, float] | None = None
        self._events: list[str] = []
        self.listeners: list = []  # called with the view after every change
        self._apply()

    # ------------------------------------------------------------ events

    def attach(self, scroll_keys: bool | Collection[str] = True) -> None:
        """Listen to the keys and the mouse, and ease the camera every frame; without
        ``scroll_keys`` the arrows and WASD are left to the screen, and with a collection
        of them only those scroll (the replay keeps the arrows for itself)."""
        accept = self.base.accept
        if isinstance(scroll_keys, bool):
            keys = list(SCROLL_KEYS) if scroll_keys else []
        else:
            keys = [key for key in SCROLL_KEYS if key in scroll_keys]
        for key in keys + list(ORBIT_KEYS):
            for prefix in MODIFIERS:
                accept(prefix + key, self.press, [key])
                accept(prefix + key + "-up", self.release, [key])
                self._events += [prefix + key, prefix + key + "-up"]
        bindings = {
            "wheel_up": (self.zoom, [-1]), "wheel_down": (self.zoom, [1]),
            "+": (self.zoom, [-1]), "=": (self.zoom, [-1]), "-": (self.zoom, [1]),
            "+-repeat": (self.zoom, [-1]), "=-repeat": (self.zoom, [-1]),
            "--repeat": (self.zoom, [1]), "mouse3": (self.start_drag, []),
            "mouse3-up": (self.stop_drag, []),
        }
        for event, (method, args) in bindings.items():
            accept(event, method, args)
            self._events.append(event)
        self.base.taskMgr.add(self._task, "camera-controller", sort=-10)

    def detach(self) -> None:
        for event in self._events:
            self.base.ignore(event)
        self._events = []
        self.held.clear()
        self.base.taskMgr.remove("camera-controller")

    def press(self, key: str) -> None:
        if self.enabled and not self.blocked():
            self.held.add(key)

    def release(self, key: str) -> None:
        self.held.discard(key)

    def start_drag(self) -> None:
        mouse = self._mouse()
        if self.enabled and not self.blocked() and mouse is not None:
            self._drag_from = mouse

    def stop_drag(self) -> None:
        self._drag_from = None

    # ------------------------------------------------------------ changes

    def set_goal(self, view: CameraView, instantly: bool = False) -> None:
        self.goal = view.clamped(self.width, self.height, self.fov(), self.bottom)
        if instantly:
            self.current = self.goal
            self._apply()

    def zoom(self, steps: int) -> None:
        if self.enabled and not self.blocked():
            self.set_goal(self.goal.zoomed(ZOOM_STEP ** steps,
                                           max_distance(self.width, self.height)))

    def orbit(self, degrees: float, pitch: float = 0.0) -> None:
        self.set_goal(self.goal.orbited(degrees, pitch))

    def centre_on(self, x: float, y: float) -> None:
        self.set_goal(replace(self.goal, x=x, y=y))

    def look_from_side(self, squares: list[tuple[int, int]]) -> None:
        self.set_goal(side_view(squares, self.width, self.height,
                                max(self.goal.distance, SIDE_DISTANCE)))

    def update(self, dt: float) -> None:
        """One frame: apply held keys and a drag to the goal, ease towards it."""
        dt = min(dt, 0.1)
        if self.held:
            dx = sum(SCROLL_KEYS[k][0] for k in self.held if k in SCROLL_KEYS)
            dy = sum(SCROLL_KEYS[k][1] for k in self.held if k in SCROLL_KEYS)
            turn = sum(ORBIT_KEYS[k] for k in self.held if k in ORBIT_KEYS)
            speed = SCROLL_SPEED * self.goal.distance * dt
            goal = self.goal.scrolled(dx * speed, dy * speed)
            if turn:
                goal = goal.orbited(turn * ORBIT_SPEED * dt)
            self.set_goal(goal)
        if self._drag_from is not None:
            mouse = self._mouse()
            if mouse is not None:
                (x0, y0), (x1, y1) = self._drag_from, mouse
                self._drag_from = mouse
                self.orbit(-(x1 - x0) * 120.0, (y1 - y0) * 60.0)
        if not self.current.close_to(self.goal):
            fraction = 1.0 - math.exp(-EASE_RATE * dt)
            self.current = self.current.eased(self.goal, fraction)
            if self.current.close_to(self.goal, 1e-3):
                self.current = self.goal
            self._apply()

    def fov(self) -> tuple[float, float] | None:
        """The lens's field of view (the window's shape may change)."""
        lens = getattr(self.base, "camLens", None)
        return None if lens is None else tuple(lens.getFov())

    @property
    def moving(self) -> bool:
        return bool(self.held) or not self.current.close_to(self.goal)

    def _apply(self) -> None:
        camera = self.base.camera
        camera.setPos(*self.current.position())
        camera.setHpr(*self.current.hpr())
        for listener in self.listeners:
            listener(self.current)

    def _mouse(self) -> tuple[float, float] | None:
        watcher = getattr(self.base, "mouseWatcherNode", None)
        if watcher is None or not watcher.hasMouse():
            return None
        return watcher.getMouseX(), watcher.getMouseY()

    def _task(self, task):
        from panda3d.core import ClockObject
        self.update(ClockObject.getGlobalClock().getDt())
        return task.cont
