"""Writes every asset into an output folder: models, textures and sounds.

The layout below ``out`` is the one ``game.view.assets`` reads: ``models/pieces``,
``models/buildings``, ``textures`` and ``sounds``.
"""

from __future__ import annotations

from pathlib import Path

from game.art import egg
from game.art.buildings import BUILDINGS
from game.art.motion import CLIPS, FPS, bake
from game.art.pieces import PIECES, build_piece
from game.art.sounds import SOUNDS
from game.art.textures import TEXTURES, render


def write(path: Path, data: bytes | str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)


def write_pieces(out: Path) -> None:
    folder = out / "models" / "pieces"
    for design in PIECES.values():
        mesh, rig = build_piece(design)
        write(folder / f"{design.name}.egg", egg.model_egg(design.name, mesh))
        for clip_name in design.clips:
            clip = CLIPS[clip_name]
            channels = bake(
                rig.skeleton,
                clip.frames,
                clip.loops,
                lambda pose, t, c=clip, style=design.style: c.motion(pose, style, t),
                rig.stance,
            )
            write(
                folder / f"{design.name}-{clip_name}.egg",
                egg.animation_egg(design.name, rig.skeleton, FPS, channels),
            )


def write_buildings(out: Path) -> None:
    folder = out / "models" / "buildings"
    for name, make in BUILDINGS.items():
        building = make()
        write(folder / f"{name}.egg", egg.model_egg(name, building.mesh))
        channels = bake(building.mesh.skeleton, building.frames, True, building.motion)
        write(
            folder / f"{name}-idle.egg",
            egg.animation_egg(name, building.mesh.skeleton, FPS, channels),
        )


def write_textures(out: Path) -> None:
    for name in TEXTURES:
        write(out / "textures" / f"{name}.png", render(name))


def write_sounds(out: Path) -> None:
    for name, make in SOUNDS.items():
        write(out / "sounds" / f"{name}.wav", make())


def generate(out: Path) -> None:
    """Write every asset below ``out`` (existing files are overwritten)."""
    write_pieces(out)
    write_buildings(out)
    write_textures(out)
    write_sounds(out)
