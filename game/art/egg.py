"""Writes models and animation tables as Panda3D egg text.

Hand-written text (rather than panda3d.egg objects) keeps the float formatting, and so the
bytes, under our control: the committed files only change when the models do.
"""

from __future__ import annotations

from collections import defaultdict

from game.art.mesh import Joint, Mesh

TEXTURE_DIR = "../../textures"  # models live in models/<family>/, textures in textures/


def num(x: float, digits: int = 4) -> str:
    """Shortest fixed-point text of x at the given precision ('-0' never appears)."""
    text = f"{round(x, digits) + 0.0:.{digits}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def nums(values, digits: int = 4) -> str:
    return " ".join(num(v, digits) for v in values)


def model_egg(name: str, mesh: Mesh) -> str:
    """The egg text of an animated model (a structured <Dart>, so named groups stay nodes)."""
    out = ["<CoordinateSystem> { Z-Up }", ""]
    textures = sorted({p.texture for p in mesh.polygons if p.texture})
    for tex in textures:
        out += [
            f"<Texture> {tex} {{",
            f'  "{TEXTURE_DIR}/{tex}.png"',
            "  <Scalar> wrap { repeat }",
            "  <Scalar> minfilter { linear_mipmap_linear }",
            "  <Scalar> magfilter { linear }",
            "}",
        ]
    pool = "v"
    out += [f"<Group> {name} {{", "  <Dart> { structured }", f"  <VertexPool> {pool} {{"]
    for i, (pos, normal, rgb, uv, _joint) in enumerate(mesh.vertices):
        uv_text = f" <UV> {{ {nums(uv)} }}" if uv is not None else ""
        out.append(
            f"<Vertex> {i} {{ {nums(pos, 3)}{uv_text} <Normal> {{ {nums(normal, 2)} }}"
            f" <RGBA> {{ {nums(rgb, 2)} 1 }} }}"
        )
    out.append("  }")
    by_place = defaultdict(list)
    for poly in mesh.polygons:
        by_place[poly.group, poly.frame].append(poly)

    def polygons(group: str, frame: int, indent: str) -> list[str]:
        lines = []
        for poly in by_place[group, frame]:
            tref = f"<TRef> {{ {poly.texture} }} " if poly.texture else ""
            refs = " ".join(str(i) for i in poly.indices)
            lines.append(f"<Polygon> {{ {tref}<VertexRef> {{ {refs} <Ref> {{ {pool} }} }} }}")
        return lines

    for group in mesh.groups.values():
        out.append(f"  <Group> {group.name} {{")
        if group.kind == "model":
            out.append("    <Model> { 1 }")
            out += polygons(group.name, 0, "    ")
        elif group.kind == "switch":
            out += ["    <Switch> { 1 }", f"    <Scalar> fps {{ {num(group.fps)} }}"]
            for frame in range(group.frames):
                out.append(f"    <Group> {group.name}-{frame} {{")
                out += polygons(group.name, frame, "      ")
                out.append("    }")
        else:
            out += polygons(group.name, 0, "    ")
        out.append("  }")
    members = defaultdict(list)
    for i, vertex in enumerate(mesh.vertices):
        members[vertex[4]].append(i)

    def joint(j: Joint, indent: str) -> list[str]:
        lines = [
            f"{indent}<Joint> {j.name} {{",
            f"{indent}  <Transform> {{ <Translate> {{ {nums(j.offset)} }} }}",
        ]
        refs = members.get(j.name)
        for start in range(0, len(refs or []), 40):
            chunk = " ".join(str(i) for i in refs[start : start + 40])
            lines.append(f"{indent}  <VertexRef> {{ {chunk} <Ref> {{ {pool} }} }}")
        for child in j.children:
            lines += joint(child, indent + "  ")
        lines.append(f"{indent}}}")
        return lines

    out += joint(mesh.skeleton, "  ")
    out.append("}")
    return "\n".join(out) + "\n"


# Channel letters of <Xfm$Anim_S$>, with their value when a joint does not move that way.
CHANNELS = (
    ("i", 1.0),
    ("j", 1.0),
    ("k", 1.0),
    ("h", 0.0),
    ("p", 0.0),
    ("r", 0.0),
    ("x", 0.0),
    ("y", 0.0),
    ("z", 0.0),
)


def animation_egg(
    name: str, skeleton: Joint, fps: int, frames: dict[str, list[tuple[float, ...]]]
) -> str:
    """The egg text of one animation: for every joint, its (i j k h p r x y z) per frame.

    A channel that never changes is written once; one that stays at its default is left out.
    """
    out = [
        "<CoordinateSystem> { Z-Up }",
        "",
        "<Table> {",
        f"  <Bundle> {name} {{",
        '    <Table> "<skeleton>" {',
    ]

    def table(j: Joint, indent: str) -> list[str]:
        lines = [
            f"{indent}<Table> {j.name} {{",
            f"{indent}  <Xfm$Anim_S$> xform {{",
            f"{indent}    <Scalar> fps {{ {fps} }}",
        ]
        for c, (letter, default) in enumerate(CHANNELS):
            digits = 2 if letter in "hpr" else 4
            values = [num(f[c], digits) for f in frames[j.name]]
            if len(set(values)) == 1:
                if values[0] != num(default, digits):
                    lines.append(f"{indent}    <S$Anim> {letter} {{ <V> {{ {values[0]} }} }}")
            else:
                lines.append(f"{indent}    <S$Anim> {letter} {{ <V> {{ {' '.join(values)} }} }}")
        lines.append(f"{indent}  }}")
        for child in j.children:
            lines += table(child, indent + "  ")
        lines.append(f"{indent}}}")
        return lines

    out += table(skeleton, "      ")
    out += ["    }", "  }", "}"]
    return "\n".join(out) + "\n"
