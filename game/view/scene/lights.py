"""A warm sun that casts shadows, a cool sky fill, and ambient light.

The sun's shadow camera is fitted to the part of the board in view (``follow``), so a
128 x 128 board needs no larger shadow map than a small one, and the shadow pass draws
only the pieces and buildings near what the player sees.
"""

from __future__ import annotations

from panda3d.core import (
    AmbientLight, BitMask32, DirectionalLight, NodePath, PandaNode, Point3, Vec3,
)

from game.view.picking import footprint
from game.view.scene.shading import apply_shading, set_shadows

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


class Lights:
    def __init__(self, root: NodePath, shadows: bool = True) -> None:
        self.root = root
        ambient = AmbientLight("ambient")
        ambient.setColor((0.36, 0.38, 0.46, 1))
        self.ambient = root.attachNewNode(ambient)
        sun = DirectionalLight("sun")
        sun.setColor((0.80, 0.74, 0.62, 1))
        sun.setCameraMask(SHADOW_MASK)
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
            self.fit(footprint(view, fov, reach), (forward[0], forward[1], 0.0))

    def fit(self, ground: list[tuple[float, float]], up=(0.0, 1.0, 0.0)) -> None:
        """Aim the sun's orthographic shadow camera so that it covers the ground polygon
        ``ground`` and whatever stands on it, and little more: the camera turns about the
        sun's direction (which leaves the shadows as they are) so that its film's ``up``
        follows ``up``, the way the player looks, and the view fits it snugly."""
        if not self.shadows:
            return
        cx = sum(x for x, _ in ground) / len(ground)
        cy = sum(y for _, y in ground) / len(ground)
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

    def remove(self) -> None:
        for light in (self.ambient, self.sun, self.fill):
            self.root.clearLight(light)
            light.removeNode()
