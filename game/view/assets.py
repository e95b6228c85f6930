"""Where the game's models, textures and sounds are, and how to load them ready to use.

The assets ship inside the package (``game/assets``), so the same code finds them in a
checkout and in an installed wheel. Everything here loads through Panda3D's loader and
caches, so asking twice for the same piece is cheap.

Models face +Y (``lookAt`` turns them towards a target). Keep a reference to every Actor you
show: an Actor whose Python object is dropped stops animating.
"""

from __future__ import annotations

from pathlib import Path

from direct.actor.Actor import Actor
from panda3d.core import Filename, NodePath, Texture, TexturePool

from game.rules.pieces import Kind, Leader, Tile

IDLE, WALK, ATTACK, PACIFY, HIT, DIE, CHEER = (
    "idle",
    "walk",
    "attack",
    "pacify",
    "hit",
    "die",
    "cheer",
)
HAWK_ANIMATIONS = (IDLE, WALK, ATTACK, HIT, DIE, CHEER)
DOVE_ANIMATIONS = (IDLE, WALK, PACIFY, HIT, DIE, CHEER)

OWNER_PART = "owner"  # the node whose geometry takes the owner's colour

TEXTURES = (
    "tile_light",
    "tile_dark",
    "highlight_move",
    "highlight_attack",
    "highlight_pacify",
    "highlight_generate",
    "highlight_last_move",
    "highlight_select",
    "shadow",
    "walmart_facade",
    "walmart_sign",
    "office_glass",
    "army_sign",
    "church_rose",
    "church_windows",
    "studio_facade",
    "news_sign",
)
SOUNDS = ("move", "capture", "pacify", "generate", "eliminate", "victory", "click", "ambient")

_KIND_MODELS = {
    Kind.CONSUMER: "consumer",
    Kind.LAWYER: "lawyer",
    Kind.MILITARY_POLICE: "military-police",
    Kind.PREACHER: "preacher",
    Kind.POP_STAR: "pop-star",
    Kind.ACTIVIST: "activist",
}
_BUILDING_MODELS = {
    Tile.WAL_MART: "wal-mart",
    Tile.OFFICE_COMPLEX: "office-complex",
    Tile.ARMY_BASE: "army-base",
    Tile.MEGA_CHURCH: "mega-church",
    Tile.MEDIA_OUTLET: "media-outlet",
}


def asset_root() -> Path:
    """The folder holding models/, textures/ and sounds/, inside the installed package."""
    return Path(__file__).resolve().parent.parent / "assets"


def piece_model_name(kind: Kind, leader: Leader | None = None) -> str:
    """The file stem of a piece's model, e.g. ``lawyer`` or ``leader-oil-baron``."""
    if kind is Kind.LEADER:
        if leader is None:
            raise ValueError("a Leader piece needs to know which Leader it is")
        return "leader-" + leader.name.lower().replace("_", "-")
    return _KIND_MODELS[kind]


def animations_for(kind: Kind) -> tuple[str, ...]:
    return DOVE_ANIMATIONS if kind is Kind.ACTIVIST else HAWK_ANIMATIONS


def _model_path(family: str, stem: str) -> str:
    return Filename.fromOsSpecific(
        str(asset_root() / "models" / family / f"{stem}.egg")
    ).getFullpath()


def piece_actor(
    kind: Kind,
    leader: Leader | None = None,
    colour: tuple[float, float, float, float] | None = None,
) -> Actor:
    """A new animated piece with every animation of its kind loaded, tinted for its owner."""
    stem = piece_model_name(kind, leader)
    actor = Actor(
        _model_path("pieces", stem),
        {name: _model_path("pieces", f"{stem}-{name}") for name in animations_for(kind)},
    )
    actor.setName(stem)
    if colour is not None:
        set_owner_colour(actor, colour)
    return actor


def set_owner_colour(model: NodePath, colour: tuple[float, float, float, float]) -> None:
    """Tint the owner's part of a piece (base ring, sash, placard...); the rest keeps its
    own colours."""
    for part in model.findAllMatches(f"**/{OWNER_PART}"):
        part.setColorScale(*colour)


def building(tile: Tile) -> Actor:
    """A new building for an environment tile, its idle loop playing (radar, dish, bell...);
    its lights blink and its signs glow by themselves."""
    stem = _BUILDING_MODELS[tile]
    actor = Actor(_model_path("buildings", stem), {IDLE: _model_path("buildings", f"{stem}-idle")})
    actor.setName(stem)
    for lamp in actor.findAllMatches("**/glow-*") + actor.findAllMatches("**/blink-*"):
        lamp.setLightOff(1)  # lights and signs shine whatever the scene's lighting
    actor.loop(IDLE)
    return actor


def texture(name: str) -> Texture:
    """A texture by name (see TEXTURES), loaded once."""
    if name not in TEXTURES:
        raise KeyError(f"no texture called {name!r}")
    return TexturePool.loadTexture(
        Filename.fromOsSpecific(str(asset_root() / "textures" / f"{name}.png"))
    )


def sound_path(name: str) -> Path:
    """The .wav file of a sound by name (see SOUNDS)."""
    if name not in SOUNDS:
        raise KeyError(f"no sound called {name!r}")
    return asset_root() / "sounds" / f"{name}.wav"


def load_sound(loader, name: str):
    """An AudioSound from ShowBase's loader; the ambient loop comes back set to loop."""
    sound = loader.loadSfx(Filename.fromOsSpecific(str(sound_path(name))))
    if name == "ambient":
        sound.setLoop(True)
    return sound
