"""Writes every asset family into an output folder: the one entry point of the generator."""

from __future__ import annotations

from pathlib import Path

from game.art import egg
from game.art.motion import CLIPS, FPS, bake
from game.art.pieces import PIECES, build_piece


def write(path: Path, data: bytes | str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)


def write_pieces(out: Path) -> None:
    for design in PIECES.values():
        mesh, rig = build_piece(design)
        write(out / "models" / "pieces" / f"{design.name}.egg", egg.model_egg(design.name, mesh))
        for clip_name in design.clips:
            channels = bake(CLIPS[clip_name], rig.skeleton, rig.stance, design.style)
            write(out / "models" / "pieces" / f"{design.name}-{clip_name}.egg",
                  egg.animation_egg(design.name, rig.skeleton, FPS, channels))


def generate(out: Path) -> None:
    write_pieces(out)
