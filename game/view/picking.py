"""Which square is under the mouse: a ray from the camera through the mouse, met with the
board's plane (z = 0). Pure functions of a ``CameraView``, the lens's field of view and the
mouse position (-1..1 on both axes, as Panda3D's mouse watcher gives it).
"""

from __future__ import annotations

import math

from game.view.camera import CameraView

Point = tuple[float, float]


def ray(view: CameraView, fov: tuple[float, float], mouse: Point,
        ) -> tuple[tuple[float, float, float], tuple[float, float, float]]:
    """The camera position and the (unnormalised) direction through ``mouse``."""
    f, r, u = view.forward(), view.right(), view.up()
    sx = math.tan(math.radians(fov[0]) / 2) * mouse[0]
    sy = math.tan(math.radians(fov[1]) / 2) * mouse[1]
    direction = tuple(f[i] + r[i] * sx + u[i] * sy for i in range(3))
    return view.position(), direction


def ground_point(view: CameraView, fov: tuple[float, float], mouse: Point) -> Point | None:
    """Where the ray through ``mouse`` meets the board's plane, or None above the horizon."""
    (px, py, pz), (dx, dy, dz) = ray(view, fov, mouse)
    if dz > -1e-9:
        return None
    t = -pz / dz
    return px + dx * t, py + dy * t


def square_at(point: Point | None, width: int, height: int) -> tuple[int, int] | None:
    """The square (column, row) containing a point of the plane, or None off the board."""
    if point is None:
        return None
    x, y = math.floor(point[0] + 0.5), math.floor(point[1] + 0.5)
    return (x, y) if 0 <= x < width and 0 <= y < height else None


def pick(view: CameraView, fov: tuple[float, float], mouse: Point, width: int, height: int,
         ) -> tuple[int, int] | None:
    """The square under the mouse, or None."""
    return square_at(ground_point(view, fov, mouse), width, height)


def footprint(view: CameraView, fov: tuple[float, float], reach: float,
              bottom: float = -1.0) -> list[Point]:
    """The corners of the screen on the board's plane (bottom-left, bottom-right, top-right,
    top-left); a corner above the horizon is put ``reach`` units away along its direction.
    ``bottom`` (-1..1) is where the screen's bottom edge is taken: the top of an interface
    that covers what is below it."""
    corners = []
    for mouse in ((-1.0, bottom), (1.0, bottom), (1.0, 1.0), (-1.0, 1.0)):
        point = ground_point(view, fov, mouse)
        (px, py, _), (dx, dy, _) = ray(view, fov, mouse)
        if point is None or math.hypot(point[0] - px, point[1] - py) > reach:
            length = math.hypot(dx, dy) or 1.0
            point = (px + dx / length * reach, py + dy / length * reach)
        corners.append(point)
    return corners


def in_view(view: CameraView, fov: tuple[float, float], point: tuple[float, float, float],
            margin: float = 0.8) -> bool:
    """Whether ``point`` is on screen, inside ``margin`` of the way to each edge."""
    p = view.position()
    offset = tuple(point[i] - p[i] for i in range(3))
    f, r, u = view.forward(), view.right(), view.up()
    depth = sum(offset[i] * f[i] for i in range(3))
    if depth <= 0:
        return False
    x = sum(offset[i] * r[i] for i in range(3)) / depth
    y = sum(offset[i] * u[i] for i in range(3)) / depth
    return abs(x) <= math.tan(math.radians(fov[0]) / 2) * margin and \
        abs(y) <= math.tan(math.radians(fov[1]) / 2) * margin
