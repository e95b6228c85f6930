"""A model under construction: coloured, jointed, grouped polygons and the skeleton they hang on.

Vertices are rounded to the precision the egg file stores and shared when identical, so the
written file is compact and the same on every run.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.art.geometry import IDENTITY, Vec, Xform, add
from game.art.shapes import Shape

RGB = tuple[float, float, float]
WHITE: RGB = (1.0, 1.0, 1.0)


@dataclass
class Joint:
    """A bone: its origin relative to its parent's (rest poses carry no rotation)."""

    name: str
    offset: Vec
    children: list[Joint] = field(default_factory=list)

    def add(self, name: str, offset: Vec) -> Joint:
        child = Joint(name, offset)
        self.children.append(child)
        return child

    def walk(self, origin: Vec = (0.0, 0.0, 0.0)):
        """Yield (joint, its model-space origin), parents before children."""
        here = add(origin, self.offset)
        yield self, here
        for child in self.children:
            yield from child.walk(here)

    def origins(self) -> dict[str, Vec]:
        return {joint.name: where for joint, where in self.walk()}


@dataclass(frozen=True)
class Group:
    """A named part of the model that the loader can find.

    ``plain`` geometry may be merged by the egg loader; a ``model`` group stays a node of
    its own (so the owner's colour or a glow can be applied to it); a ``switch`` group
    cycles through ``frames`` children at ``fps`` by itself (a blinking light).
    """

    name: str
    kind: str = "plain"
    fps: float = 0.0
    frames: int = 1


@dataclass(frozen=True)
class Polygon:
    group: str
    frame: int
    texture: str | None
    indices: tuple[int, ...]


def _round(v: tuple[float, ...], digits: int) -> tuple[float, ...]:
    return tuple(round(x, digits) + 0.0 for x in v)  # + 0.0 turns -0.0 into 0.0


class Mesh:
    """Polygons with per-vertex colour, normal, optional UV and one joint each."""

    def __init__(self, skeleton: Joint):
        self.skeleton = skeleton
        self.vertices: list[tuple] = []  # (pos, normal, rgb, uv or None, joint)
        self._index: dict[tuple, int] = {}
        self.polygons: list[Polygon] = []
        self.groups: dict[str, Group] = {"body": Group("body")}
        self._joints = {joint.name for joint, _ in skeleton.walk()}

    def group(self, name: str, kind: str = "model", fps: float = 0.0, frames: int = 1) -> str:
        self.groups[name] = Group(name, kind, fps, frames)
        return name

    def add(
        self,
        shape: Shape,
        xform: Xform = IDENTITY,
        *,
        colour: RGB,
        joint: str = "root",
        group: str = "body",
        frame: int = 0,
        texture: str | None = None,
        uv_scale: tuple[float, float] = (1.0, 1.0),
    ) -> None:
        assert joint in self._joints, joint
        assert group in self.groups, group
        remap = []
        for pos, normal, uv in shape.vertices:
            key = (
                _round(xform.point(pos), 3),
                _round(xform.normal(normal), 2),
                _round(colour, 2),
                _round((uv[0] * uv_scale[0], uv[1] * uv_scale[1]), 4) if texture else None,
                joint,
            )
            if key not in self._index:
                self._index[key] = len(self.vertices)
                self.vertices.append(key)
            remap.append(self._index[key])
        for poly in shape.polygons:
            indices = tuple(remap[i] for i in poly)
            if len(set(indices)) >= 3:
                self.polygons.append(Polygon(group, frame, texture, indices))

    def triangles(self) -> int:
        return sum(len(p.indices) - 2 for p in self.polygons)
