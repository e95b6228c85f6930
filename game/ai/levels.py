"""The AI's levels: what each one may spend and how it searches.

The levels differ in budget (time in the game, nodes for reproducible play), depth, how far
quiescence follows captures, how many generation placements they look at below the root,
late move reductions, Easy's noise, what Hard and Expert know about making pieces
(``ready``, ``room``, ``strip_malls``, ``mall_room``, ``yard``) and about finishing a game
they have won against the Doves or the last other Hawk (``hunts``), whether a side far
ahead keeps a won game from being drawn by repetition (``holds_lead``: every level but
Easy), and what Expert alone knows as a Dove about stopping a Hawk's factories (``raids``).
``random`` and ``greedy`` are baselines for measuring (``hawks-and-doves arena``), not
levels offered to players.

A level name may end in ``:brs`` or ``:paranoid`` to choose the search used with three or
more teams (for measuring one against the other; the default is the measured better one).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.ai.terms import READY_SHARE, TilePlan, tile_plan
from game.errors import UsageError
from game.rules import GameState

BRS, PARANOID = "brs", "paranoid"
#: Hard's and Expert's ``ready`` and ``room``: a building whose requirement is met is
#: worth what it makes, and half as much again while a square of its ring is free to make
#: it on. At that worth, making a piece by replacing a Consumer of a full ring (RULES 7)
#: costs more than it gains; at 0.1 the searching Hawk replaced, its Office Complex fell to
#: three Consumers, and it made nothing there for the next 60 to 400 actions. The room
#: makes the step that frees a square worth something at once: without it, that step's
#: gain lay a ply beyond a late move's reduced depth, and a full ring stood idle for 300
#: actions.
KEEP_RUNNING_SHARE = 1.0
ROOM_SHARE = 0.5
#: Hard's and Expert's ``mall_room``: a Strip Mall its Dove uses is worth half an
#: Activist more while a square of its ring is free, so that stepping an Activist off a
#: full ring pays at once, as the Hawk's ``room`` does for its factories.
MALL_ROOM_SHARE = 0.5
#: Hard's and Expert's ``yard``: what each of a Hawk's pieces other than its Leader and
#: Consumers costs within two squares of a building where it has Consumers on the ring.
#: A piece made there steps off the ring onto those squares, and one that stays walls in
#: the next: in Hard's games on the Standard board an Office Complex stood idle for 27
#: actions, its four free squares held by Lawyers whose every jump landed on another of
#: its Lawyers. Counted only while the requirement is met, the cost made replacing a
#: Consumer (RULES 7) pay: the factory stopped, and its yard with it.
YARD_PENALTY = 20
MULTI_SEARCHES = (BRS, PARANOID)
#: What Hard and Expert know about making pieces (rounds 7, 8 and 13 in docs/ai.md), as
#: ``Level`` fields: declared once, so that the two levels cannot drift apart.
MAKING_PIECES = {"ready": KEEP_RUNNING_SHARE, "room": ROOM_SHARE, "strip_malls": True,
                 "mall_room": MALL_ROOM_SHARE, "yard": YARD_PENALTY}


@dataclass(frozen=True)
class Level:
    name: str
    seconds: float  # time budget per action in the game
    nodes: int  # node budget per action for reproducible play (arena, tests)
    max_depth: int
    quiescence: int  # plies of captures and pacifications after the last full ply
    placements: int  # generation placements kept per tile below the root
    noise: int  # root scores are blurred by up to this much (0: none)...
    large_noise: int  # ...on boards longer than 12 a side (terms.GATHER_ABOVE_SPAN)
    reductions: bool  # late move reductions for quiet moves
    ready: float = READY_SHARE  # a building whose requirement is met, as a share of its product
    room: float = 0.0  # ...and a free square of its ring on top, as a further share
    strip_malls: bool = False  # a Dove's plan: an Activist to a Strip Mall it does not use
    raids: bool = False  # a Dove's raid: two Activists to a Hawk's running factory
    mall_room: float = 0.0  # a Dove's usable Strip Mall with a free ring square, in Activists
    yard: int = 0  # each of a Hawk's pieces but its Leader and Consumers round its building
    hunts: bool = False  # a side far ahead hunts the Doves' last pieces or a Hawk's Leader
    holds_lead: bool = False  # ...and scores a draw, or a position seen before, as its lead lost
    multi: str = BRS  # the search for three or more teams


LEVELS: dict[str, Level] = {level.name: level for level in (
    Level("easy", seconds=0.2, nodes=1_500, max_depth=2, quiescence=2, placements=1,
          noise=50, large_noise=10, reductions=False),
    Level("normal", seconds=1.0, nodes=15_000, max_depth=4, quiescence=6, placements=2,
          noise=0, large_noise=0, reductions=False, holds_lead=True),
    Level("hard", seconds=3.0, nodes=50_000, max_depth=64, quiescence=8, placements=2,
          noise=0, large_noise=0, reductions=True, **MAKING_PIECES, hunts=True,
          holds_lead=True),
    Level("expert", seconds=10.0, nodes=160_000, max_depth=64, quiescence=8, placements=3,
          noise=0, large_noise=0, reductions=True, **MAKING_PIECES, hunts=True,
          holds_lead=True, raids=True),
)}
BASELINES = ("random", "greedy")
PLAYERS = (*LEVELS, *BASELINES)


def scaled_nodes(level: Level, scale: float) -> int:
    """The level's node budget times ``scale`` (at least one node): a scaled match's budget."""
    return max(1, round(level.nodes * scale))


def level_tile_plan(state: GameState, level: Level) -> TilePlan:
    """The ``TilePlan`` the level's search scores positions with (``ready``, ``room``,
    ``strip_malls``, ``raids``, ``mall_room``, ``hunts``, ``yard``, ``holds_lead``)."""
    return tile_plan(state, level.ready, level.room, level.strip_malls, level.raids,
                     level.mall_room, level.hunts, level.yard, level.holds_lead)


def check_player(name: str) -> str:
    """``name`` if it names a level or a baseline (optionally with a multi-team search),
    else ``UsageError`` listing the choices."""
    base, colon, multi = name.partition(":")
    if base not in PLAYERS or (colon and (base not in LEVELS or multi not in MULTI_SEARCHES)):
        raise UsageError(f"unknown AI level '{name}': choose one of {', '.join(PLAYERS)} "
                         f"(a level may end in :{BRS} or :{PARANOID})")
    return name


def level_named(name: str) -> Level:
    """The ``Level`` of a name such as ``hard`` or ``hard:paranoid``."""
    check_player(name)
    base, _, multi = name.partition(":")
    level = LEVELS[base]
    return replace(level, multi=multi) if multi else level
