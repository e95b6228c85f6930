"""Vector and affine-transform arithmetic on plain tuples.

The generator must give the same bytes on every run and needs only a few operations, so it
uses small pure functions instead of an engine's float32 matrices (whose rounding could
differ between builds) or numpy (not a dependency of the game).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Vec = tuple[float, float, float]


def add(a: Vec, b: Vec) -> Vec:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def sub(a: Vec, b: Vec) -> Vec:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def scale(a: Vec, k: float) -> Vec:
    return (a[0] * k, a[1] * k, a[2] * k)


def dot(a: Vec, b: Vec) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def cross(a: Vec, b: Vec) -> Vec:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def length(a: Vec) -> float:
    return math.sqrt(dot(a, a))


def normalize(a: Vec) -> Vec:
    n = length(a)
    return (0.0, 0.0, 1.0) if n < 1e-12 else scale(a, 1.0 / n)


def lerp(a: Vec, b: Vec, t: float) -> Vec:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


Mat3 = tuple[Vec, Vec, Vec]  # rows
IDENTITY3: Mat3 = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))


def mat_mul(a: Mat3, b: Mat3) -> Mat3:
    """The matrix that applies ``b`` first, then ``a`` (column-vector convention)."""
    cols = tuple(zip(*b, strict=True))
    return tuple(tuple(dot(row, col) for col in cols) for row in a)  # type: ignore[return-value]


def mat_vec(m: Mat3, v: Vec) -> Vec:
    return (dot(m[0], v), dot(m[1], v), dot(m[2], v))


def transpose(m: Mat3) -> Mat3:
    return tuple(zip(*m, strict=True))  # type: ignore[return-value]


def inverse(m: Mat3) -> Mat3:
    c0, c1, c2 = cross(m[1], m[2]), cross(m[2], m[0]), cross(m[0], m[1])
    det = dot(m[0], c0)
    return transpose((scale(c0, 1 / det), scale(c1, 1 / det), scale(c2, 1 / det)))


def rotation_hpr(h: float, p: float, r: float) -> Mat3:
    """Panda3D's heading (about Z), pitch (about X), roll (about Y), in degrees.

    Applied roll first, then pitch, then heading, as Panda3D composes them, so a joint
    posed here looks the same as the animation tables say.
    """
    h, p, r = math.radians(h), math.radians(p), math.radians(r)
    ch, sh, cp, sp, cr, sr = (
        math.cos(h),
        math.sin(h),
        math.cos(p),
        math.sin(p),
        math.cos(r),
        math.sin(r),
    )
    heading = ((ch, -sh, 0.0), (sh, ch, 0.0), (0.0, 0.0, 1.0))
    pitch = ((1.0, 0.0, 0.0), (0.0, cp, -sp), (0.0, sp, cp))
    roll = ((cr, 0.0, sr), (0.0, 1.0, 0.0), (-sr, 0.0, cr))
    return mat_mul(heading, mat_mul(pitch, roll))


def rotation_between(a: Vec, b: Vec) -> Mat3:
    """The shortest rotation taking direction ``a`` onto direction ``b``."""
    a, b = normalize(a), normalize(b)
    v, c = cross(a, b), dot(a, b)
    if c < -0.999999:  # opposite: half a turn about any axis normal to a
        axis = normalize(cross(a, (1.0, 0.0, 0.0) if abs(a[0]) < 0.9 else (0.0, 1.0, 0.0)))
        x, y, z = axis
        return (
            (2 * x * x - 1, 2 * x * y, 2 * x * z),
            (2 * x * y, 2 * y * y - 1, 2 * y * z),
            (2 * x * z, 2 * y * z, 2 * z * z - 1),
        )
    k = 1.0 / (1.0 + c)
    x, y, z = v
    return (
        (x * x * k + c, x * y * k - z, x * z * k + y),
        (x * y * k + z, y * y * k + c, y * z * k - x),
        (x * z * k - y, y * z * k + x, z * z * k + c),
    )


@dataclass(frozen=True)
class Xform:
    """An affine transform: ``p -> m p + t``; normals go through the inverse transpose."""

    m: Mat3 = IDENTITY3
    t: Vec = (0.0, 0.0, 0.0)

    def point(self, p: Vec) -> Vec:
        return add(mat_vec(self.m, p), self.t)

    def normal(self, n: Vec) -> Vec:
        return normalize(mat_vec(transpose(inverse(self.m)), n))

    def then(self, other: Xform) -> Xform:
        """This transform followed by ``other``."""
        return Xform(mat_mul(other.m, self.m), other.point(self.t))


IDENTITY = Xform()


def move(x: float, y: float, z: float) -> Xform:
    return Xform(IDENTITY3, (x, y, z))


def turn(h: float = 0.0, p: float = 0.0, r: float = 0.0) -> Xform:
    return Xform(rotation_hpr(h, p, r))


def stretch(x: float, y: float, z: float) -> Xform:
    return Xform(((x, 0.0, 0.0), (0.0, y, 0.0), (0.0, 0.0, z)))


def chain(*steps: Xform) -> Xform:
    """The transforms applied in the order given."""
    result = Xform()
    for step in steps:
        result = result.then(step)
    return result


def align(p0: Vec, p1: Vec) -> Xform:
    """Maps the segment from the origin to (0, 0, |p1 - p0|) onto p0 -> p1."""
    return Xform(rotation_between((0.0, 0.0, 1.0), sub(p1, p0)), p0)
