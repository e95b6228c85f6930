"""A warm sun that casts shadows, a cool sky fill, and ambient light.

The sun's shadow camera follows the part of the board in view, so a 128 x 128 board
needs no larger shadow map than a small one.
"""

from __future__ import annotations

from panda3d.core import AmbientLight, DirectionalLight, NodePath, Vec3

from game.view.scene.shading import apply_shading, set_shadows

SUN_DIRECTION = Vec3(-0.45, 0.65, -1.0).normalized()
SHADOW_MAP = 1024


class Lights:
    def __init__(self, root: NodePath, shadows: bool = True) -> None:
        self.root = root
        ambient = AmbientLight("ambient")
        ambient.setColor((0.36, 0.38, 0.46, 1))
        self.ambient = root.attachNewNode(ambient)
        sun = DirectionalLight("sun")
        sun.setColor((0.80, 0.74, 0.62, 1))
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
            lens = sun.getLens()
            lens.setNearFar(1, 120)
            self.follow(0, 0, 20)
        else:
            sun.setShadowCaster(False)
        set_shadows(self.root, SHADOW_MAP, on)

    def follow(self, x: float, y: float, distance: float) -> None:
        """Aim the shadow camera at ``(x, y)``, covering what a camera ``distance`` away sees."""
        if not self.shadows:
            return
        size = max(12.0, distance * 2.2)
        self.sun.node().getLens().setFilmSize(size, size)
        self.sun.setPos(x - SUN_DIRECTION.x * 60, y - SUN_DIRECTION.y * 60,
                        -SUN_DIRECTION.z * 60)

    def remove(self) -> None:
        for light in (self.ambient, self.sun, self.fill):
            self.root.clearLight(light)
            light.removeNode()
