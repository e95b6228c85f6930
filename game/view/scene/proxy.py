"""Coarse versions of an animated model, by vertex clustering: vertices snapped to a grid
and merged, on the same joints, so that the coarse version moves as the model does.

- ``coarse_copy``: a copy for the shadow pass, positions only. A piece's shadow in the
  shadow map is a few dozen texels wide; drawing all its triangles there (more than there
  are texels) is what made the pass cost what it did.
- ``coarse_geom``: the model's own vertices with fewer triangles, for the camera when the
  piece is far (``pieces.add_detail_levels``). A software renderer pays for every
  triangle: a piece a few dozen pixels tall drawn with all of its triangles cost as much
  as the whole board.
"""

from __future__ import annotations

import math

from panda3d.core import (
    Geom, GeomNode, GeomTriangles, GeomVertexArrayFormat, GeomVertexData, GeomVertexFormat,
    GeomVertexReader, GeomVertexWriter, InternalName, NodePath, SparseArray,
    Thread, TransformBlendTable,
)

CELL = 0.07  # the grid, in squares: a few texels of the shadow map in a usual view
FAR_CELL = 0.07  # the grid of the far version: a pixel or two of a piece in a usual view
BASE_CELL = 0.03  # the far version's grid in a piece's base, around its thin rim


def grid_cell(point, cell: float) -> tuple[int, int, int]:
    """The cell of the grid (``cell`` squares wide) that ``point`` falls in."""
    return (round(point.x / cell), round(point.y / cell), round(point.z / cell))


def triangle_corners(geom: Geom):
    """Every triangle of ``geom`` as three vertex rows."""
    for index in range(geom.getNumPrimitives()):
        primitive = geom.getPrimitive(index).decompose()
        corners = [primitive.getVertex(i) for i in range(primitive.getNumVertices())]
        for i in range(0, len(corners) - 2, 3):
            yield corners[i:i + 3]


def surviving_triangles(geom: Geom, merged: list[int]):
    """The triangles of ``geom`` with each vertex row renamed by ``merged``, less those
    whose corners merged into fewer than three."""
    for corners in triangle_corners(geom):
        a, b, c = (merged[corner] for corner in corners)
        if a != b and b != c and a != c:
            yield a, b, c


def coarse_geom(geom: Geom, cell: float = FAR_CELL, base_top: float = -math.inf,
                base_cell: float = BASE_CELL) -> Geom:
    """``geom`` with its vertices in each cell of the grid merged into one, if they share
    a colour and a joint blend (so that parts keep their colours and move as before), and
    the triangles that collapse dropped. Below the height ``base_top`` the grid is the
    finer ``base_cell``: a piece's base has a rim in its owner's colour thinner than
    ``cell``, which must not vanish. The vertices kept keep every column (normal,
    colour...) and the joints they follow."""
    data = geom.getVertexData()
    vertex = GeomVertexReader(data, InternalName.getVertex())
    colour = GeomVertexReader(data, InternalName.getColor())
    blend = GeomVertexReader(data, InternalName.getTransformBlend())
    kept: dict[tuple, int] = {}  # cell, colour, blend -> the new row standing for them
    sources = []  # the old row each new row copies
    merged = []
    for row in range(data.getNumRows()):
        point = vertex.getData3()
        key = (grid_cell(point, base_cell if point.z < base_top else cell),
               tuple(colour.getData4()) if colour.hasColumn() else None,
               blend.getData1i() if blend.hasColumn() else None)
        if key not in kept:
            kept[key] = len(sources)
            sources.append(row)
        merged.append(kept[key])
    rows = GeomVertexData(data.getName(), data.getFormat(), Geom.UHStatic)
    if data.getTransformBlendTable() is not None:
        table = TransformBlendTable(data.getTransformBlendTable())
        table.setRows(SparseArray.range(0, len(sources)))
        rows.setTransformBlendTable(table)
    rows.setNumRows(len(sources))
    for into, row in enumerate(sources):
        rows.copyRowFrom(into, data, row, Thread.getCurrentThread())
    primitive = GeomTriangles(Geom.UHStatic)
    for triangle in surviving_triangles(geom, merged):
        primitive.addVertices(*triangle)
    coarse = Geom(rows)
    coarse.addPrimitive(primitive)
    return coarse


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
                key = (*grid_cell(point, cell), joint)
                if key not in rows:
                    rows[key] = len(points)
                    points.append((point.x, point.y, point.z, joint))
                merged.append(rows[key])
            triangles.update(surviving_triangles(geom, merged))
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
