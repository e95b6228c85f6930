"""What pieces are worth to the AI, in hundredths of a Consumer ("centi-consumers").

The AI's issue (issue 5) orders them Pop Star > Military Police ~ Preacher > Lawyer >
Consumer. A Leader has no material value: losing it ends the seat, which the search scores
as a loss. An Activist is worth more than a Consumer because it is a Dove's only kind of
piece: it both attacks (pacifies) and keeps the Dove alive.

Tables are indexed by cell value (``kind << 3 | seat``), so hot loops read one list.
"""

from __future__ import annotations

from game.rules import Kind, Tile
from game.rules.creation import DOVE_GROUP, HAWK_GROUP
from game.rules.cells import KIND_SHIFT

KIND_VALUE = {
    Kind.LEADER: 0,
    Kind.POP_STAR: 900,
    Kind.MILITARY_POLICE: 500,
    Kind.PREACHER: 470,
    Kind.LAWYER: 300,
    Kind.CONSUMER: 100,
    Kind.ACTIVIST: 220,
}

#: The strong pieces (kinds, as cell codes shift them): those ``terms.mobility`` and
#: ``terms.tropism`` count, and that threaten a Leader from afar (``hunt.threats``).
STRONG = (int(Kind.POP_STAR), int(Kind.PREACHER), int(Kind.MILITARY_POLICE), int(Kind.LAWYER))

#: What each side's starting group is worth (RULES 6: a Hawk's Leader and 4 Consumers, a
#: Dove's 6 Activists). The evaluation counts material from there, so that a start is even
#: and a draw (scored 0) means "no better than at the start" for either side.
START_MATERIAL = {True: sum(KIND_VALUE[kind] for kind in HAWK_GROUP.values()),
                  False: sum(KIND_VALUE[kind] for kind in DOVE_GROUP.values())}

#: How much a captured or pacified piece counts when ordering moves: a Leader first.
VICTIM_ORDER = {**KIND_VALUE, Kind.LEADER: 10_000}

#: What each tile produces for a Hawk, valued (the Wal-Mart also serves Doves: an Activist).
TILE_PRODUCT_VALUE = {
    Tile.WAL_MART: KIND_VALUE[Kind.CONSUMER],
    Tile.OFFICE_COMPLEX: KIND_VALUE[Kind.LAWYER],
    Tile.ARMY_BASE: KIND_VALUE[Kind.MILITARY_POLICE],
    Tile.MEGA_CHURCH: KIND_VALUE[Kind.PREACHER],
    Tile.MEDIA_OUTLET: KIND_VALUE[Kind.POP_STAR],
}


def _by_code(values: dict[Kind, int]) -> tuple[int, ...]:
    """A table indexed by cell value; 0 for anything that is not a piece."""
    return tuple(values.get(Kind(code >> KIND_SHIFT), 0) if 1 <= code >> KIND_SHIFT <= 7 else 0
                 for code in range(64))


#: Material value by cell value.
VALUE_BY_CODE = _by_code(KIND_VALUE)
#: Ordering value of a victim by cell value.
VICTIM_BY_CODE = _by_code(VICTIM_ORDER)
