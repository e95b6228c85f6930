"""A small helper to write Geoms of coloured, textured quads (the board, highlights)."""

from __future__ import annotations

from panda3d.core import (
    BoundingVolume, Geom, GeomNode, GeomTriangles, GeomVertexData, GeomVertexFormat,
    GeomVertexWriter, NodePath,
)

Colour = tuple[float, float, float, float]


class QuadBatch:
    """Quads collected into one Geom: one draw call however many squares it covers."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.data = GeomVertexData(name, GeomVertexFormat.getV3n3c4t2(), Geom.UHStatic)
        self.vertex = GeomVertexWriter(self.data, "vertex")
        self.normal = GeomVertexWriter(self.data, "normal")
        self.colour = GeomVertexWriter(self.data, "color")
        self.uv = GeomVertexWriter(self.data, "texcoord")
        self.triangles = GeomTriangles(Geom.UHStatic)
        self.count = 0

    def quad(self, corners, colour: Colour, normal=(0.0, 0.0, 1.0),
             uvs=((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0))) -> None:
        """A quad from four corners, counter-clockwise seen from the front."""
        for (x, y, z), (u, v) in zip(corners, uvs, strict=True):
            self.vertex.addData3(x, y, z)
            self.normal.addData3(*normal)
            self.colour.addData4(*colour)
            self.uv.addData2(u, v)
        base = self.count
        self.triangles.addVertices(base, base + 1, base + 2)
        self.triangles.addVertices(base, base + 2, base + 3)
        self.count += 4

    def flat(self, x0: float, y0: float, x1: float, y1: float, z: float, colour: Colour,
             uv_scale: float = 1.0) -> None:
        """A horizontal rectangle facing up; its texture coordinates follow the world."""
        s = uv_scale
        self.quad(((x0, y0, z), (x1, y0, z), (x1, y1, z), (x0, y1, z)), colour,
                  uvs=((x0 * s, y0 * s), (x1 * s, y0 * s), (x1 * s, y1 * s), (x0 * s, y1 * s)))

    def box(self, x0: float, y0: float, z0: float, x1: float, y1: float, z1: float,
            colour: Colour) -> None:
        """The top and four sides of a box (its bottom is never seen)."""
        self.flat(x0, y0, x1, y1, z1, colour)
        self.quad(((x0, y0, z0), (x1, y0, z0), (x1, y0, z1), (x0, y0, z1)), colour, (0, -1, 0))
        self.quad(((x1, y1, z0), (x0, y1, z0), (x0, y1, z1), (x1, y1, z1)), colour, (0, 1, 0))
        self.quad(((x0, y1, z0), (x0, y0, z0), (x0, y0, z1), (x0, y1, z1)), colour, (-1, 0, 0))
        self.quad(((x1, y0, z0), (x1, y1, z0), (x1, y1, z1), (x1, y0, z1)), colour, (1, 0, 0))

    def node(self) -> GeomNode:
        """The quads in one Geom, bounded by a box: flat things in a sphere reach far above
        and below, into views (and the shadow pass) that do not see them."""
        geom = Geom(self.data)
        geom.addPrimitive(self.triangles)
        geom.setBoundsType(BoundingVolume.BT_box)
        node = GeomNode(self.name)
        node.setBoundsType(BoundingVolume.BT_box)
        if self.count:
            node.addGeom(geom)
        return node


def box_bounds(root: NodePath) -> None:
    """Bound ``root``, everything under it and their Geoms by boxes, not spheres."""
    for path in [root, *root.findAllMatches("**")]:
        node = path.node()
        node.setBoundsType(BoundingVolume.BT_box)
        if node.isGeomNode():
            for index in range(node.getNumGeoms()):
                node.modifyGeom(index).setBoundsType(BoundingVolume.BT_box)
