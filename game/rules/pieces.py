"""Sides, piece kinds, Leaders and environment tiles: the vocabulary of RULES 1, 3 and 4.

Each enum carries the letters the notation (RULES 9) and the position text (RULES 10) use,
so that no other module keeps its own table of letters.
"""

from __future__ import annotations

from enum import Enum, IntEnum


class Side(Enum):
    """A seat plays one side for the whole game (RULES 1)."""

    HAWK = "H"
    DOVE = "D"

    @property
    def title(self) -> str:
        return self.name.capitalize()


class Kind(IntEnum):
    """Piece kinds. The integer values are part of the board encoding (see ``encode``)."""

    LEADER = 1
    POP_STAR = 2
    PREACHER = 3
    MILITARY_POLICE = 4
    LAWYER = 5
    CONSUMER = 6
    ACTIVIST = 7

    @property
    def letter(self) -> str:
        return _KIND_LETTERS[self]

    @property
    def title(self) -> str:
        return _KIND_TITLES[self]

    @property
    def side(self) -> Side:
        return Side.DOVE if self is Kind.ACTIVIST else Side.HAWK

    @classmethod
    def from_letter(cls, letter: str) -> Kind:
        """The kind for a notation letter; raises KeyError for an unknown one."""
        return _KINDS_BY_LETTER[letter]


_KIND_LETTERS = {
    Kind.LEADER: "K", Kind.POP_STAR: "Q", Kind.PREACHER: "B", Kind.MILITARY_POLICE: "R",
    Kind.LAWYER: "N", Kind.CONSUMER: "C", Kind.ACTIVIST: "A",
}
_KINDS_BY_LETTER = {letter: kind for kind, letter in _KIND_LETTERS.items()}
_KIND_TITLES = {
    Kind.LEADER: "Leader", Kind.POP_STAR: "Pop Star", Kind.PREACHER: "Preacher",
    Kind.MILITARY_POLICE: "Military Police", Kind.LAWYER: "Lawyer", Kind.CONSUMER: "Consumer",
    Kind.ACTIVIST: "Activist",
}


class Leader(Enum):
    """The six Hawk Leaders (RULES 1): they differ in name and look only."""

    PRESIDENT = "P"
    GENERAL = "G"
    TYCOON = "T"
    SENATOR = "S"
    MEDIA_MOGUL = "M"
    OIL_BARON = "O"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def title(self) -> str:
        return "The " + self.name.replace("_", " ").title()


class Tile(IntEnum):
    """Environment tiles (RULES 3). Board cells hold ``-value`` for a tile, so values are > 1."""

    WAL_MART = 2
    OFFICE_COMPLEX = 3
    ARMY_BASE = 4
    MEGA_CHURCH = 5
    MEDIA_OUTLET = 6

    @property
    def letter(self) -> str:
        return _TILE_LETTERS[self]

    @property
    def title(self) -> str:
        return _TILE_TITLES[self]

    @classmethod
    def from_letter(cls, letter: str) -> Tile:
        """The tile for a position-text letter; raises KeyError for an unknown one."""
        return _TILES_BY_LETTER[letter]

    def title_for(self, side: Side) -> str:
        """Doves call the Wal-Mart a Strip Mall (RULES 3)."""
        if self is Tile.WAL_MART and side is Side.DOVE:
            return "Strip Mall"
        return self.title


_TILE_LETTERS = {
    Tile.WAL_MART: "w", Tile.OFFICE_COMPLEX: "o", Tile.ARMY_BASE: "a",
    Tile.MEGA_CHURCH: "c", Tile.MEDIA_OUTLET: "m",
}
_TILES_BY_LETTER = {letter: tile for tile, letter in _TILE_LETTERS.items()}
_TILE_TITLES = {
    Tile.WAL_MART: "Wal-Mart", Tile.OFFICE_COMPLEX: "Office Complex", Tile.ARMY_BASE: "Army Base",
    Tile.MEGA_CHURCH: "Mega Church", Tile.MEDIA_OUTLET: "Media Outlet",
}


def generated_piece(tile: Tile, side: Side) -> Kind | None:
    """What ``side`` generates at ``tile`` (RULES 3, 7), or None: Doves use only the Wal-Mart."""
    if side is Side.DOVE:
        return Kind.ACTIVIST if tile is Tile.WAL_MART else None
    return _HAWK_GENERATES[tile]


def consumers_needed(tile: Tile) -> int:
    """Own Consumers needed on the 8 surrounding squares; 0 for the Wal-Mart, which needs
    any one other piece of the player's own instead (RULES 3)."""
    return _CONSUMERS_NEEDED[tile]


_HAWK_GENERATES = {
    Tile.WAL_MART: Kind.CONSUMER, Tile.OFFICE_COMPLEX: Kind.LAWYER,
    Tile.ARMY_BASE: Kind.MILITARY_POLICE, Tile.MEGA_CHURCH: Kind.PREACHER,
    Tile.MEDIA_OUTLET: Kind.POP_STAR,
}
_CONSUMERS_NEEDED = {
    Tile.WAL_MART: 0, Tile.OFFICE_COMPLEX: 4, Tile.ARMY_BASE: 6, Tile.MEGA_CHURCH: 6,
    Tile.MEDIA_OUTLET: 8,
}
