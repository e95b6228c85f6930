"""A warm sun that casts shadows, a cool sky fill, and ambient light.

The sun's shadow camera is fitted to the part of the board in view (``follow``), so a
128 x 128 board needs no larger shadow map than a small one. Its film is a rectangle, wider
than the trapezoid the camera sees, so the shadow pass culls with a tighter volume of its
own (``caster_region``): only what stands in view, or near enough to throw its shadow into
view, is drawn into the shadow map, with a shader that writes depth and nothing else.
"""

from __future__ import annotations

from panda3d.core import (
    AmbientLight, BitMask32, BoundingHexahedron, DirectionalLight, NodePath, PandaNode,
    Point3, RenderState, ShaderAttrib, Vec3,
)

from game.view.camera import centroid
from game.view.picking import footprint
from game.view.scene.shading import apply_shading, depth_shader, set_shadows

SUN_DIRECTION = Vec3(-0.45, 0.65, -1.0).normalized()
#: The sun's shadow camera sees only this bit: flat things (the board, its labels, the
#: highlights) are hidden from it, as they cast no shadow worth a draw call. The game's
#: camera must not have the bit (``MAIN_CAMERA_MASK``).
SHADOW_MASK = BitMask32.bit(20)
MAIN_CAMERA_MASK = PandaNode.getAllCameraMask() & ~SHADOW_MASK
SHADOW_MAP = 1024
SUN_DISTANCE = 40.0
CASTER_HEIGHT = 2.0  # the height of what casts a shadow worth seeing, in squares
SHADOW_MARGIN = 1.5  # pieces just off screen still cast into it
#: Panda3D culls each caster by its bounds, which hold all of it, so the region needs no
#: room for the casters' own size (``below_view`` makes room for what takes shadows above
#: the ground); this is a little more, for rounding.
CASTER_MARGIN = 0.05
CASTER_FLOOR, CASTER_TOP = -0.5, CASTER_HEIGHT + 1.0  # the culling volume's bottom and top

Point = tuple[float, float]


def shadow_reach(height: float = CASTER_HEIGHT) -> Point:
    """Where the shadow of a point ``height`` above the ground falls, from below it."""
    t = height / -SUN_DIRECTION.z
    return (SUN_DIRECTION.x * t, SUN_DIRECTION.y * t)


def edges(polygon: list[Point]) -> list[tuple[Point, Point]]:
    """The polygon's edges as (from, to) pairs, the last one closing it."""
    return list(zip(polygon, polygon[1:] + polygon[:1], strict=True))


def below_view(ground: list[Point], eye: tuple[float, float, float],
               height: float = CASTER_HEIGHT) -> list[Point]:
    """The ground under everything in view up to ``height``: the view's ``ground`` polygon
    (bottom-left, bottom-right, top-right, top-left, as ``picking.footprint`` gives it),
    its bottom edge moved back to where the screen's bottom meets ``height`` (a roof there
    stands over ground out of view) along the lines of its sides. Seen from ``eye`` the
    view of the plane at ``height`` is the ground polygon shrunk towards the point under
    the eye, which stays between the sides' lines, so that nothing else grows."""
    ex, ey, ez = eye
    if ez <= height:
        return list(ground)
    shrink = (ez - height) / ez
    bl, br, tr, tl = ground
    low = (ex + (bl[0] - ex) * shrink, ey + (bl[1] - ey) * shrink)  # bl seen at ``height``
    edge = (br[0] - bl[0], br[1] - bl[1])

    def moved(corner: Point, far: Point) -> Point:
        """Where the side from ``far`` through ``corner`` meets the moved bottom edge."""
        d = (corner[0] - far[0], corner[1] - far[1])
        cross = d[0] * edge[1] - d[1] * edge[0]
        if abs(cross) < 1e-9:
            return corner
        t = ((low[0] - far[0]) * edge[1] - (low[1] - far[1]) * edge[0]) / cross
        return (far[0] + d[0] * max(t, 1.0), far[1] + d[1] * max(t, 1.0))

    return [moved(bl, tl), moved(br, tr), tr, tl]


def caster_region(ground: list[Point], margin: float = CASTER_MARGIN) -> list[Point]:
    """The convex ``ground`` polygon (four corners) grown to hold every point of everything
    that can throw a shadow onto it: each edge moves out by how far a shadow reaches across
    it towards the polygon (nothing on the side the shadows fall to), plus ``margin``."""
    area = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in edges(ground))
    corners = list(ground) if area > 0 else list(reversed(ground))  # counter-clockwise
    rx, ry = shadow_reach()
    lines = []  # (point on the moved edge, its direction)
    for (x0, y0), (x1, y1) in edges(corners):
        dx, dy = x1 - x0, y1 - y0
        length = (dx * dx + dy * dy) ** 0.5 or 1.0
        nx, ny = dy / length, -dx / length  # outwards, for a counter-clockwise polygon
        out = max(0.0, -(nx * rx + ny * ry)) + margin  # a caster this far out reaches in
        lines.append(((x0 + nx * out, y0 + ny * out), (dx, dy)))
    region = []
    for (p, d), (q, e) in zip(lines[-1:] + lines[:-1], lines, strict=True):
        cross = d[0] * e[1] - d[1] * e[0]
        if abs(cross) < 1e-9:  # two edges in a line: the corner is on both
            region.append(q)
            continue
        t = ((q[0] - p[0]) * e[1] - (q[1] - p[1]) * e[0]) / cross
        region.append((p[0] + d[0] * t, p[1] + d[1] * t))
    return region


class Lights:
    def __init__(self, root: NodePath, shadows: bool = True) -> None:
        self.root = root
        ambient = AmbientLight("ambient")
        ambient.setColor((0.36, 0.38, 0.46, 1))
        self.ambient = root.attachNewNode(ambient)
        sun = DirectionalLight("sun")
        sun.setColor((0.80, 0.74, 0.62, 1))
        sun.setCameraMask(SHADOW_MASK)
        # the shadow pass writes depth only: no lighting, no texture, no colour
        sun.setInitialState(sun.getInitialState().compose(RenderState.make(
            ShaderAttrib.make(depth_shader()), 1000)))
        self.sun = root.attachNewNode(sun)
        self.sun.lookAt(SUN_DIRECTION)
        fill = DirectionalLight("fill")
        fill.setColor((0.16, 0.20, 0.30, 1))
        self.fill = root.attachNewNode(fill)
        self.fill.lookAt(Vec3(0.6, -0.4, -0.5))
        for light in (self.ambient, self.sun, self.fill):
            root.setLight(light)
        # the shader reads the sun as light 0 and the fill as light 1
        sun.setPriority(10)
        fill.setPriority(5)
        self.shadows = False
        apply_shading(root, SHADOW_MAP, False)
        self.set_shadows(shadows)

    def set_shadows(self, on: bool) -> None:
        if on == self.shadows:
            return
        self.shadows = on
        sun = self.sun.node()
        if on:
            sun.setShadowCaster(True, SHADOW_MAP, SHADOW_MAP)
            self.fit([(-10.0, -10.0), (10.0, -10.0), (10.0, 10.0), (-10.0, 10.0)])
        else:
            sun.setShadowCaster(False)
        set_shadows(self.root, SHADOW_MAP, on)

    def follow(self, view, fov: tuple[float, float]) -> None:
        """Fit the shadow camera to what ``view`` (a ``CameraView``) shows."""
        if self.shadows:
            reach = max(10.0, view.distance * 2.2)
            forward = view.forward()
            self.fit(footprint(view, fov, reach), (forward[0], forward[1], 0.0),
                     view.position())

    def fit(self, ground: list[tuple[float, float]], up=(0.0, 1.0, 0.0),
            eye: tuple[float, float, float] | None = None) -> None:
        """Aim the sun's orthographic shadow camera so that it covers the ground polygon
        ``ground`` and whatever stands on it, and little more: the camera turns about the
        sun's direction (which leaves the shadows as they are) so that its film's ``up``
        follows ``up``, the way the player looks, and the view fits it snugly. With the
        ``eye`` the ground is seen from, the pass draws only what can shade the view."""
        if not self.shadows:
            return
        cx, cy = centroid(ground)
        origin = Point3(cx, cy, 0) - SUN_DIRECTION * SUN_DISTANCE
        self.sun.setPos(origin)
        self.sun.lookAt(origin + SUN_DIRECTION, Vec3(*up))
        quat = self.sun.getQuat()
        right, up = quat.getRight(), quat.getUp()
        across, along, depth = [], [], []
        for x, y in ground:
            for z in (0.0, CASTER_HEIGHT):
                offset = Point3(x, y, z) - origin
                across.append(offset.dot(right))
                along.append(offset.dot(up))
                depth.append(offset.dot(SUN_DIRECTION))
        lens = self.sun.node().getLens()
        m = SHADOW_MARGIN
        lens.setFilmSize(max(across) - min(across) + 2 * m, max(along) - min(along) + 2 * m)
        lens.setFilmOffset((max(across) + min(across)) / 2, (max(along) + min(along)) / 2)
        lens.setNearFar(max(0.1, min(depth) - 2 * m), max(depth) + 2 * m)
        seen = ground if eye is None else below_view(ground, eye)
        self.sun.node().setCullBounds(self._cull_volume(caster_region(seen)))

    def _cull_volume(self, region: list[Point]) -> BoundingHexahedron:
        """The prism over ``region`` (counter-clockwise), in the sun camera's space."""
        to_sun = self.sun.getMat(self.root)
        to_sun.invertInPlace()
        bottom = [to_sun.xformPoint(Point3(x, y, CASTER_FLOOR)) for x, y in region]
        top = [to_sun.xformPoint(Point3(x, y, CASTER_TOP)) for x, y in region]
        return BoundingHexahedron(*top, *bottom)

    def remove(self) -> None:
        for light in (self.ambient, self.sun, self.fill):
            self.root.clearLight(light)
            light.removeNode()
