"""Column letters and row numbers along the four edges of the board, on the frame.

Each edge's labels read from outside that edge, so every seat reads the ones nearest to it.
The labels of each stretch of ``CHUNK`` squares are flattened into one Geom, culled with
the board chunk beside them (by a box around them: a sphere would reach far into the
board and be drawn in most views).
"""

from __future__ import annotations

from panda3d.core import NodePath, TextNode

from game.rules.geometry import column_name
from game.view.scene.board import CHUNK, FRAME_TOP, FRAME_WIDTH
from game.view.scene.mesh import box_bounds

LABEL_COLOUR = (0.95, 0.90, 0.78, 1.0)
LABEL_SIZE = 0.42


def build_labels(width: int, height: int, font=None) -> NodePath:
    root = NodePath("labels")
    offset = 0.5 + FRAME_WIDTH / 2
    edges = (
        # (names, along x?, fixed coordinate, heading so that it reads from outside)
        ([column_name(x) for x in range(width)], True, -offset, 0.0),
        ([column_name(x) for x in range(width)], True, height - 1 + offset, 180.0),
        ([str(y + 1) for y in range(height)], False, -offset, -90.0),
        ([str(y + 1) for y in range(height)], False, width - 1 + offset, 90.0),
    )
    text = TextNode("label")
    text.setAlign(TextNode.ACenter)
    text.setTextColor(*LABEL_COLOUR)
    if font is not None:
        text.setFont(font)
    for names, along_x, fixed, heading in edges:
        for start in range(0, len(names), CHUNK):
            group = root.attachNewNode(f"labels-{start}")
            for index in range(start, min(start + CHUNK, len(names))):
                text.setText(names[index])
                label = group.attachNewNode(text.generate())
                x, y = (index, fixed) if along_x else (fixed, index)
                label.setPos(x, y, FRAME_TOP + 0.004)
                label.setHpr(heading, -90, 0)
                label.setScale(LABEL_SIZE)
                # centre the text vertically on its line
                label.setPos(label, 0, 0, -0.35)
            group.flattenStrong()
            box_bounds(group)  # a long thin strip: a sphere around it is mostly void
    root.setLightOff(1)
    root.setShaderOff(1)
    root.setTransparency(True)
    root.setDepthOffset(1)
    return root
