"""A coarse copy of an animated model for the shadow pass: its vertices snapped to a grid
and merged (vertex clustering), on the same joints, so that its shadow moves as the model
does. A piece's shadow in the shadow map is a few dozen texels wide; drawing all its
triangles there (more than there are texels) is what made the pass cost what it did."""

from __future__ import annotations

from panda3d.core import (
    Geom, GeomNode, GeomTriangles, GeomVertexArrayFormat, GeomVertexData, GeomVertexFormat,
    GeomVertexReader, GeomVertexWriter, InternalName, NodePath, SparseArray,
    TransformBlendTable,
)

CELL = 0.03  # the grid, in squares: about a texel of the shadow map in a usual view


def proxy_format(animation) -> GeomVertexFormat:
    points = GeomVertexArrayFormat()
    points.addColumn(InternalName.getVertex(), 3, Geom.NT_float32, Geom.C_point)
    blends = GeomVertexArrayFormat()
    blends.addColumn(InternalName.getTransformBlend(), 1, Geom.NT_uint16, Geom.C_index)
    layout = GeomVertexFormat()
    layout.addArray(points)
    layout.addArray(blends)
    layout.setAnimation(animation)
    return GeomVertexFormat.registerFormat(layout)


def coarse_copy(parts: list[NodePath], under: NodePath, name: str = "shadow-proxy",
                cell: float = CELL) -> GeomNode | None:
    """One Geom holding the triangles of the Geoms of ``parts`` (GeomNodes under the same
    animated character as ``under``), in ``under``'s space, with the vertices in each cell
    of the grid that share a joint blend merged into one, and the triangles that collapse
    dropped. None if the parts are not animated."""
    table = TransformBlendTable()
    rows: dict[tuple[int, int, int, int], int] = {}
    points: list[tuple[float, float, float, int]] = []
    triangles: set[tuple[int, int, int]] = set()
    animation = None
    for part in parts:
        into = part.getMat(under)
        node = part.node()
        for index in range(node.getNumGeoms()):
            geom = node.getGeom(index)
            data = geom.getVertexData()
            blends = data.getTransformBlendTable()
            if blends is None or not data.hasColumn(InternalName.getTransformBlend()):
                return None
            animation = data.getFormat().getAnimation()
            vertex = GeomVertexReader(data, InternalName.getVertex())
            blend = GeomVertexReader(data, InternalName.getTransformBlend())
            merged = []
            for _ in range(data.getNumRows()):
                point = into.xformPoint(vertex.getData3())
                joint = table.addBlend(blends.getBlend(blend.getData1i()))
                key = (round(point.x / cell), round(point.y / cell), round(point.z / cell),
                       joint)
                if key not in rows:
                    rows[key] = len(points)
                    points.append((point.x, point.y, point.z, joint))
                merged.append(rows[key])
            for primitive_index in range(geom.getNumPrimitives()):
                primitive = geom.getPrimitive(primitive_index).decompose()
                corners = [primitive.getVertex(i) for i in range(primitive.getNumVertices())]
                for i in range(0, len(corners) - 2, 3):
                    a, b, c = (merged[corner] for corner in corners[i:i + 3])
                    if a != b and b != c and a != c:
                        triangles.add((a, b, c))
    if animation is None or not triangles:
        return None
    table.setRows(SparseArray.range(0, len(points)))  # the rows it moves: all of them
    data = GeomVertexData(name, proxy_format(animation), Geom.UHStatic)
    data.setTransformBlendTable(table)
    data.setNumRows(len(points))
    vertex = GeomVertexWriter(data, InternalName.getVertex())
    blend = GeomVertexWriter(data, InternalName.getTransformBlend())
    for x, y, z, joint in points:
        vertex.setData3(x, y, z)
        blend.setData1i(joint)
    primitive = GeomTriangles(Geom.UHStatic)
    for a, b, c in sorted(triangles):
        primitive.addVertices(a, b, c)
    geom = Geom(data)
    geom.addPrimitive(primitive)
    node = GeomNode(name)
    node.addGeom(geom)
    return node
