"""Smooth and faceted building blocks: lathes, capsules, boxes, plates and panels.

Each function returns a ``Shape`` in its own frame; ``Mesh.add`` places it with a transform,
a colour and a joint. Curved surfaces share averaged normals so they shade smoothly, while a
profile corner sharper than ``sharp`` degrees gets split vertices and a crisp edge.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.art.geometry import Vec, normalize

UV = tuple[float, float]


@dataclass
class Shape:
    """Vertices (position, normal, uv) and polygons (counter-clockwise index tuples)."""

    vertices: list[tuple[Vec, Vec, UV]] = field(default_factory=list)
    polygons: list[tuple[int, ...]] = field(default_factory=list)

    def vertex(self, pos: Vec, normal: Vec, uv: UV = (0.0, 0.0)) -> int:
        self.vertices.append((pos, normal, uv))
        return len(self.vertices) - 1

    def extend(self, other: Shape) -> Shape:
        base = len(self.vertices)
        self.vertices.extend(other.vertices)
        self.polygons.extend(tuple(i + base for i in poly) for poly in other.polygons)
        return self


def _profile_normals(profile: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Outward 2D normal (radial, vertical) of each profile segment."""
    normals = []
    for (r0, z0), (r1, z1) in zip(profile, profile[1:], strict=False):
        dr, dz = r1 - r0, z1 - z0
        n = math.hypot(dr, dz) or 1.0
        normals.append((dz / n, -dr / n))
    return normals


def lathe(
    profile: list[tuple[float, float]], segments: int, sharp: float = 40.0, phase: float = 0.0
) -> Shape:
    """Revolve a profile of (radius, z) points, bottom to top, about the Z axis.

    A radius of 0 makes a pole (triangles instead of quads). ``phase`` turns the seam,
    in fractions of a segment, so that a low segment count can put a flat side in front.
    """
    seg_normals = _profile_normals(profile)
    lengths = [0.0]
    for (r0, z0), (r1, z1) in zip(profile, profile[1:], strict=False):
        lengths.append(lengths[-1] + math.hypot(r1 - r0, z1 - z0))
    total = lengths[-1] or 1.0
    cos_sharp = math.cos(math.radians(sharp))
    shape = Shape()

    def ring(i: int, normal2: tuple[float, float]) -> list[int]:
        r, z = profile[i]
        v = lengths[i] / total
        count = segments if r == 0.0 else segments + 1
        indices = []
        for j in range(count):
            a = 2 * math.pi * (j + phase + (0.5 if r == 0.0 else 0.0)) / segments
            c, s = math.cos(a), math.sin(a)
            normal = normalize((normal2[0] * c, normal2[0] * s, normal2[1]))
            indices.append(shape.vertex((r * c, r * s, z), normal, (j / segments, v)))
        return indices

    # For each profile point: the ring seen by the band below it and by the band above it.
    below: list[list[int] | None] = [None] * len(profile)
    above: list[list[int] | None] = [None] * len(profile)
    for i in range(len(profile)):
        n_below = seg_normals[i - 1] if i > 0 else None
        n_above = seg_normals[i] if i < len(seg_normals) else None
        if n_below and n_above and n_below[0] * n_above[0] + n_below[1] * n_above[1] >= cos_sharp:
            shared = ring(i, (n_below[0] + n_above[0], n_below[1] + n_above[1]))
            below[i] = above[i] = shared
        else:
            if n_below:
                below[i] = ring(i, n_below)
            if n_above:
                above[i] = ring(i, n_above)
    for i in range(len(profile) - 1):
        lower, upper = above[i], below[i + 1]
        assert lower is not None and upper is not None
        r_low, r_up = profile[i][0], profile[i + 1][0]
        for j in range(segments):
            if r_low == 0.0 and r_up == 0.0:
                continue
            if r_low == 0.0:
                shape.polygons.append((lower[j], upper[j + 1], upper[j]))
            elif r_up == 0.0:
                shape.polygons.append((lower[j], lower[j + 1], upper[j]))
            else:
                shape.polygons.append((lower[j], lower[j + 1], upper[j + 1], upper[j]))
    return shape


def arc(r: float, z: float, start: float, stop: float, steps: int) -> list[tuple[float, float]]:
    """Profile points on a circle of radius r centred at height z, angles in degrees
    (-90 is the bottom pole, 90 the top)."""
    points = []
    for k in range(steps + 1):
        a = math.radians(start + (stop - start) * k / steps)
        points.append(
            (max(0.0, r * math.cos(a)) if abs(math.cos(a)) > 1e-9 else 0.0, z + r * math.sin(a))
        )
    return points


def sphere(radius: float, segments: int = 12, rings: int = 7) -> Shape:
    """A UV sphere about the origin (scale it for an ellipsoid)."""
    return lathe(arc(radius, 0.0, -90, 90, rings), segments, sharp=90)


def capsule(
    length: float, r0: float, r1: float, segments: int = 8, rings0: int = 2, rings1: int = 2
) -> Shape:
    """A limb from z=0 (radius r0) to z=length (radius r1) with rounded ends; an end hidden
    inside another part can use fewer ``rings`` (1 makes it a cone) to save triangles."""
    profile = arc(r0, 0.0, -90, 0, rings0)[:-1] + arc(r1, length, 0, 90, rings1)
    return lathe(profile, segments, sharp=90)


def cylinder(radius: float, height: float, segments: int = 12, top: float | None = None) -> Shape:
    """A closed cylinder (or frustum, if ``top`` radius differs) standing on z=0."""
    top = radius if top is None else top
    return lathe([(0.0, 0.0), (radius, 0.0), (top, height), (0.0, height)], segments)


def box(sx: float, sy: float, sz: float, uv_per_unit: float | None = None) -> Shape:
    """An axis-aligned box centred on the origin, flat shaded.

    Each face maps its texture once (0..1), or, with ``uv_per_unit``, repeats it that many
    times per unit of length, so window grids keep their size on towers of any height.
    """
    hx, hy, hz = sx / 2, sy / 2, sz / 2
    shape = Shape()
    faces = [  # normal, u axis, v axis (each as (axis index, sign))
        ((0, 0, -1), (1, 0, 0), (0, 1, 0)),
        ((0, 0, 1), (1, 0, 0), (0, 1, 0)),
        ((0, -1, 0), (1, 0, 0), (0, 0, 1)),
        ((0, 1, 0), (-1, 0, 0), (0, 0, 1)),
        ((-1, 0, 0), (0, -1, 0), (0, 0, 1)),
        ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    ]
    half = (hx, hy, hz)
    for normal, u_axis, v_axis in faces:
        u_len = abs(sum(u * h for u, h in zip(u_axis, half, strict=True))) * 2
        v_len = abs(sum(v * h for v, h in zip(v_axis, half, strict=True))) * 2
        corners = []
        for su, sv in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
            pos = tuple(
                n * h + su * u * h + sv * v * h
                for n, u, v, h in zip(normal, u_axis, v_axis, half, strict=True)
            )
            if uv_per_unit is None:
                uv = ((su + 1) / 2, (sv + 1) / 2)
            else:
                uv = ((su + 1) / 2 * u_len * uv_per_unit, (sv + 1) / 2 * v_len * uv_per_unit)
            corners.append(shape.vertex(pos, tuple(float(n) for n in normal), uv))  # type: ignore[arg-type]
        if normal[2] < 0:  # the only face whose u x v points inwards
            corners = [corners[0], corners[3], corners[2], corners[1]]
        shape.polygons.append(tuple(corners))
    return shape


def plate(outline: list[tuple[float, float]], thickness: float) -> Shape:
    """A flat slab: an outline in the XZ plane (star-shaped about its origin, listed
    counter-clockwise as seen from -Y), extruded along Y and centred on y=0.

    Front (-Y) and back faces map the outline's bounding box to 0..1, so a sign texture
    lands on the front.
    """
    xs = [p[0] for p in outline]
    zs = [p[1] for p in outline]
    x0, x1, z0, z1 = min(xs), max(xs), min(zs), max(zs)
    half = thickness / 2

    def uv(x: float, z: float) -> UV:
        return ((x - x0) / ((x1 - x0) or 1), (z - z0) / ((z1 - z0) or 1))

    shape = Shape()
    for y, normal in ((-half, (0.0, -1.0, 0.0)), (half, (0.0, 1.0, 0.0))):
        centre = shape.vertex((0.0, y, 0.0), normal, uv(0.0, 0.0))
        rim = [shape.vertex((x, y, z), normal, uv(x, z)) for x, z in outline]
        for k in range(len(rim)):
            a, b = rim[k], rim[(k + 1) % len(rim)]
            shape.polygons.append((centre, a, b) if y < 0 else (centre, b, a))
    for k in range(len(outline)):
        (xa, za), (xb, zb) = outline[k], outline[(k + 1) % len(outline)]
        normal = normalize((zb - za, 0.0, -(xb - xa)))
        quad = [
            shape.vertex((x, y, z), normal)
            for x, y, z in ((xa, -half, za), (xa, half, za), (xb, half, zb), (xb, -half, zb))
        ]
        shape.polygons.append(tuple(quad))
    return shape


def rectangle(w: float, h: float) -> list[tuple[float, float]]:
    """A w x h outline centred on the origin, for ``plate``."""
    return [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]


def star(points: int, outer: float, inner: float) -> list[tuple[float, float]]:
    """A star outline, one point straight up, for ``plate``."""
    outline = []
    for k in range(points * 2):
        a = math.pi / 2 - math.pi * k / points
        r = outer if k % 2 == 0 else inner
        outline.append((r * math.cos(a), r * math.sin(a)))
    return outline[::-1]


def circle(radius: float, segments: int) -> list[tuple[float, float]]:
    """A regular polygon outline, for ``plate``."""
    return [
        (
            radius * math.cos(2 * math.pi * k / segments),
            radius * math.sin(2 * math.pi * k / segments),
        )
        for k in range(segments)
    ]


def panel(w: float, h: float) -> Shape:
    """A single textured quad in the XZ plane facing -Y, its bottom edge on z=0."""
    shape = Shape()
    normal = (0.0, -1.0, 0.0)
    corners = [
        shape.vertex((x, 0.0, z), normal, uv)
        for (x, z), uv in (
            ((-w / 2, 0.0), (0.0, 0.0)),
            ((w / 2, 0.0), (1.0, 0.0)),
            ((w / 2, h), (1.0, 1.0)),
            ((-w / 2, h), (0.0, 1.0)),
        )
    ]
    shape.polygons.append(tuple(corners))
    return shape
