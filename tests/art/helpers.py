"""Small measurements on loaded models, shared by the art tests."""

from __future__ import annotations

from panda3d.core import GeomNode, NodePath


def triangles(model: NodePath) -> int:
    """Triangles in every Geom below ``model``, switch frames included."""
    count = 0
    for path in model.findAllMatches("**/+GeomNode"):
        node: GeomNode = path.node()
        for i in range(node.getNumGeoms()):
            geom = node.getGeom(i).decompose()
            for k in range(geom.getNumPrimitives()):
                count += geom.getPrimitive(k).getNumPrimitives()
    return count
