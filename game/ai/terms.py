"""The evaluation's terms: each one small, each one a number for one seat, and the higher the
better for that seat. ``evaluation.py`` adds them up and turns them into a team's score.

Units are hundredths of a Consumer (``values.py``). The weights are chosen so that no
positional term outweighs a Consumer unless it is about the game's end (a Leader under
attack, a Dove down to its last Activists).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import NamedTuple

from game.ai.attacks import attackers
from game.ai.hunt import Hunt, root_hunt, root_lead
from game.ai.plans import RING, Plan, pulled, raid_plans, seat_plans
from game.ai.tables import board_tables
from game.ai.values import KIND_VALUE, STRONG, TILE_PRODUCT_VALUE, VALUE_BY_CODE
from game.rules import GameState, Kind, Tile, consumers_needed
from game.rules.cells import KIND_SHIFT, SEAT_MASK
from game.rules.movegen import slider_directions

#: Leader safety: per enemy piece within two squares, and per enemy piece attacking it.
LEADER_NEAR_PENALTY = 30
LEADER_ATTACKED_PENALTY = 120
#: Progress: share of the product's value earned as the requirement fills, and once met;
#: a Wal-Mart the seat can use.
PROGRESS_SHARE = 0.25
READY_SHARE = 0.10
WAL_MART_READY = 30
#: Mobility: per square a Pop Star, Preacher, Military Police or Lawyer can reach, up to
#: MOBILITY_LIMIT squares a piece (a Rook's reach on an empty chessboard): past it a piece
#: is free whatever stands in its lines. Without the limit, a Hawk with 14 Military Police
#: on the Standard board (Expert, x1, Hawk v Dove) moved them to and fro for open lines for
#: 80 actions, its Army Base one Consumer short: a Consumer's step there (10) crossed a
#: line and cost 30.
MOBILITY_PER_SQUARE = 3
MOBILITY_LIMIT = 14
#: Consumers beyond this many are worth less each: a wall of Consumers wins no game. On a
#: large board (GATHER_ABOVE_SPAN) they are worth a little less than nothing: there the
#: Consumers a Hawk needs are those its plan pulls (``gathering``); at any value above a
#: step of that pull the search made Consumers at its Wal-Marts for ever, and at nothing
#: it made them anyway, a generation being first among equal actions.
CONSUMERS_AT_FULL_VALUE = 8
EXTRA_CONSUMER_DISCOUNT = 70
LARGE_BOARD_EXTRA_CONSUMER_DISCOUNT = 105
#: Tropism: per square a Pop Star, Preacher, Military Police or Lawyer is closer than
#: TROPISM_REACH (or the board's span, if longer) to the nearest enemy Leader.
TROPISM_REACH = 16
TROPISM_PER_SQUARE = 5
#: A Dove with this many Activists or fewer is close to elimination.
LAST_ACTIVISTS = 2
FEW_ACTIVISTS_PENALTY = (0, 250, 100)  # by Activists left
LAST_ACTIVIST_ATTACKED_PENALTY = 200
#: Approach: per piece, per square its side's centre is closer than APPROACH_REACH (or the
#: board's span, if longer) to the nearest target.
APPROACH_REACH = 12
APPROACH_PER_SQUARE = 2
#: Drive: a team ahead by DRIVE_FROM in material brings its pieces to the nearest target,
#: with full weight from DRIVE_FULL ahead: per piece, per square closer than the board's span.
DRIVE_FROM = 200
DRIVE_FULL = 800
DRIVE_PER_SQUARE = 4
#: Gathering (``plans.py``) acts on boards longer than this a side only: on smaller ones
#: every building lies within the search's horizon, and a pull only blurred its play (the
#: four-seat free-for-all on 12 x 12, Hard v 3 greedy: 54 of 100 games won without the
#: first pull, 40 with it).
GATHER_ABOVE_SPAN = 12

_LEADER = int(Kind.LEADER)
_LAWYER = int(Kind.LAWYER)
_CONSUMER = int(Kind.CONSUMER)
_MOBILE = (int(Kind.POP_STAR), int(Kind.PREACHER), int(Kind.MILITARY_POLICE))


def material(state: GameState, seat: int, large: bool = False) -> int:
    """The value of the seat's pieces (RULES 4 pieces; a Leader counts nothing here), less
    a discount for Consumers beyond the first few, so that generating yet another one is
    not always the best thing to do (a larger one on a ``large`` board)."""
    codes = list(map(state.cells.__getitem__, state.pieces[seat]))
    extra = codes.count(_CONSUMER << KIND_SHIFT | seat) - CONSUMERS_AT_FULL_VALUE
    discount = LARGE_BOARD_EXTRA_CONSUMER_DISCOUNT if large else EXTRA_CONSUMER_DISCOUNT
    return sum(map(VALUE_BY_CODE.__getitem__, codes)) - discount * max(0, extra)


def leader_square(state: GameState, seat: int) -> int | None:
    """Where the seat's Leader stands (None for a Dove or an eliminated seat)."""
    cells, code = state.cells, _LEADER << KIND_SHIFT | seat
    for square in state.pieces[seat]:
        if cells[square] == code:
            return square
    return None


def leader_safety(state: GameState, seat: int, leader: int) -> int:
    """Minus the danger around the Leader on ``leader``: enemy pieces within two squares and
    enemy pieces that attack it now. Losing the Leader loses the game (RULES 8)."""
    cells = state.cells
    near = 0
    for offset in board_tables(state.geometry).box:
        value = cells[leader + offset]
        if value > 0 and value & SEAT_MASK != seat:
            near += 1
    return -(LEADER_NEAR_PENALTY * near
             + LEADER_ATTACKED_PENALTY * attackers(state, leader, seat))


class TilePlan(NamedTuple):
    """What ``progress`` and ``gathering`` need to know about a board's tiles, worked out
    once per search, at its root: the Wal-Marts' indexes and rings; every other building
    (a ``Building``); every seat's plan and every Dove's raid (``plans.py``; all None on a
    small board); whether the board is large (GATHER_ABOVE_SPAN), where Consumers count
    differently; and what a Strip Mall a Dove uses is worth on top while a square of its
    ring is free (``mall_room``; 0 on a small board); the root's ``Hunt``, if a team far
    ahead hunts (for levels that hunt), and the lead a draw would cost the side to move
    (``hunt.root_lead``; for levels that hold a lead)."""

    wal_marts: tuple[tuple[int, tuple[int, ...]], ...]
    buildings: tuple[Building, ...]
    plans: tuple[Plan | None, ...]
    raids: tuple[Plan | None, ...]
    large: bool
    mall_room: int = 0
    hunt: Hunt | None = None
    lead: int = 0


class Building(NamedTuple):
    """A building as ``progress`` scores it: its index, the Consumers it needs, the worth
    of each Consumer gathered, the bonus once the requirement is met, the further bonus
    while the requirement is met and a square of its ``ring`` is free to make a piece on,
    what each piece of the seat other than its Leader and Consumers costs on its ``yard``
    while the seat has Consumers on the ring (``crowd``), and the yard: the squares within
    two of it that a piece can stand on, the ring among them."""

    index: int
    need: int
    unit: int
    ready: int
    room: int
    ring: tuple[int, ...]
    crowd: int
    yard: tuple[int, ...]


def tile_plan(state: GameState, ready_share: float = READY_SHARE, room_share: float = 0.0,
              dove_plans: bool = False, raids: bool = False,
              mall_room_share: float = 0.0, hunts: bool = False,
              crowd: int = 0, holds_lead: bool = False) -> TilePlan:
    """The board's ``TilePlan``, made at a search's root (see the class). ``ready_share``
    and ``room_share`` (a level's ``ready`` and ``room``) are what a building whose
    requirement is met is worth, and a free square of its ring on top, as shares of its
    product, where the requirement leaves squares of the ring free; a Media Outlet (all
    eight) makes its Pop Star only by replacing a Consumer, and keeps READY_SHARE and no
    ``crowd``.
    ``dove_plans`` (a level's ``strip_malls``) gives Doves plans too, ``raids`` (a level's
    ``raids``) raids on the Hawks' factories (``plans.py``); ``mall_room_share`` (a
    level's ``mall_room``) is the room of a Dove's Strip Mall, as a share of an Activist.
    Plans, raids and the Strip Malls' room are for large boards only. ``hunts`` (a level's
    ``hunts``) lets a team far ahead hunt, and ``holds_lead`` (a level's ``holds_lead``)
    count a draw as the loss of its lead (``hunt.py``), on any board. ``crowd`` (a level's
    ``yard``) is what a piece crowding a building's yard costs (``own_progress``)."""
    wal_marts, buildings = [], []
    cells, box = state.cells, board_tables(state.geometry).box
    for site in state.tiles:
        if site.tile is Tile.WAL_MART:
            wal_marts.append((site.index, tuple(site.ring)))
            continue
        product, need = TILE_PRODUCT_VALUE[site.tile], consumers_needed(site.tile)
        ready, room, cost = (ready_share, room_share, crowd) if need < RING \
            else (READY_SHARE, 0.0, 0)
        buildings.append(Building(site.index, need, round(product * PROGRESS_SHARE / need),
                                  round(product * ready), round(product * room),
                                  tuple(site.ring), cost,
                                  tuple(site.square + offset for offset in box
                                        if cells[site.square + offset] >= 0)))
    nothing = (None,) * (len(state.seats) + 1)
    large = span(state) > GATHER_ABOVE_SPAN
    held = root_material(state, large) if hunts or holds_lead else []
    hunt = root_hunt(state, held, guard=large) if hunts else None
    lead = root_lead(state, held) if holds_lead else 0
    if large:
        return TilePlan(tuple(wal_marts), tuple(buildings), seat_plans(state, dove_plans),
                        raid_plans(state) if raids else nothing, True,
                        round(KIND_VALUE[Kind.ACTIVIST] * mall_room_share), hunt, lead)
    return TilePlan(tuple(wal_marts), tuple(buildings), nothing, nothing, False, hunt=hunt,
                    lead=lead)


def root_material(state: GameState, large: bool) -> list[int]:
    """Every seat's ``material`` by seat number (0 for an eliminated seat, and for the
    unused 0): what the hunt and the lead of a search are decided on at its root."""
    return [0] + [material(state, seat, large) if state.alive[seat] else 0
                  for seat in range(1, len(state.seats) + 1)]


def progress(state: GameState, seat: int, plan: TilePlan) -> int:
    """Progress towards each building's requirement (RULES 3), worth a share of what the
    building produces: Consumers gathering round an Office Complex are a Lawyer on the way.
    A Wal-Mart the seat can use (a piece of its own beside it) is a source of new pieces.
    A Dove's also counts its ``mall_room`` while a square of its ring is free: its Activists
    fill the ring they are made on, and a ring kept full makes nothing (Expert's Dove, in a
    game it lost, made 6 Activists in its last 200 actions, its three Strip Malls' rings
    full). A Hawk with a plan (``plans.py``) counts only the building of its plan and those
    whose requirement it meets: a share earned elsewhere held Consumers back from the plan.
    (The evaluation adds up its two parts itself, the first cached: ``census.py``.)"""
    total, rooms = own_progress(state, seat, plan)
    return total + room_progress(state, rooms)


def own_progress(state: GameState, seat: int,
                 plan: TilePlan) -> tuple[int, tuple[tuple[tuple[int, ...], int], ...]]:
    """``progress`` as far as the seat's own pieces alone decide it (``census.py`` caches
    it): the total without the rooms, less its pieces crowding the yards of the buildings
    where it has Consumers (``crowding``), and the rooms that count while their ring has
    a free square, as ``(ring, room)`` pairs for ``room_progress``."""
    near = state.near_pieces
    usable = [ring for index, ring in plan.wal_marts if near[index][seat]]
    total = WAL_MART_READY * len(usable)
    if not state.is_hawk[seat]:
        return total, tuple((ring, plan.mall_room) for ring in usable if plan.mall_room)
    consumers, own = state.near_consumers, plan.plans[seat]
    rooms = []
    for index, need, unit, ready, room, ring, crowd, yard in plan.buildings:
        have = consumers[index][seat]
        if have and crowd:
            total -= crowd * crowding(state, seat, yard)
        if have >= need:
            total += unit * have + ready
            if room:
                rooms.append((ring, room))
        elif have and (own is None or own.site == index):
            total += unit * have
    return total, tuple(rooms)


def crowding(state: GameState, seat: int, yard: tuple[int, ...]) -> int:
    """How many of the Hawk seat's strong pieces (all but its Leader and Consumers) stand
    on ``yard``'s squares: the pieces a running factory makes must step off its ring
    through them."""
    cells = state.cells
    return sum(1 for square in yard
               if cells[square] > 0 and cells[square] & SEAT_MASK == seat
               and cells[square] >> KIND_SHIFT in STRONG)


def room_progress(state: GameState, rooms: tuple[tuple[tuple[int, ...], int], ...]) -> int:
    """The ``rooms`` of ``own_progress`` whose ring has a free square now."""
    cells = state.cells
    return sum(room for ring, room in rooms if 0 in map(cells.__getitem__, ring))


def gathering(state: GameState, seat: int, plan: TilePlan) -> int:
    """The seat's Consumers on their way to the building of its plan (``plans.py``): the
    pull of as many of them as the building needs, the nearest, gained since the search's
    root (or first, the pull of one to the Wal-Mart where it makes them: the plan's
    ``stage``); for a Dove with a plan, its Activist nearest to the Strip Mall, and with a
    raid, its two nearest to the Hawk's factory as well. ``progress``
    counts only pieces already round a building; on a large board the buildings stand
    beyond the search's horizon, and without this pull no Consumer sets out for one. Zero
    for a seat without a plan, and on a small board (GATHER_ABOVE_SPAN).

    From the root, not in full: the full pull is worth up to 13 Consumers and differs
    from seat to seat by how near each stands to its building, which is no lead in the
    game; counted in full, it made a searching Hawk take a draw by repetition in an even
    position, or refuse one when behind."""
    return sum(pulled(state, seat, own.need, own.pull, own.piece) - own.base
               for own in (plan.plans[seat], plan.raids[seat]) if own is not None)


def span(state: GameState) -> int:
    """The board's length in squares, along its longer side."""
    return max(state.geometry.width, state.geometry.height)


def reach(state: GameState, least: int) -> int:
    """How far a pull towards a target reaches: ``least`` squares, or the board's span
    if longer, so that on a large board a target far away still draws pieces."""
    return max(least, span(state))


def mobility(state: GameState, seat: int, squares: Collection[int] | None = None) -> int:
    """Squares the seat's long-range pieces (Pop Star, Preacher, Military Police, Lawyer)
    can move to or attack, MOBILITY_LIMIT at most a piece: a piece boxed in is worth less
    than its material, one in the open no more for longer lines. ``squares``: where to
    look for them, if not among all the seat's pieces (``census.py``)."""
    cells, g = state.cells, state.geometry
    rays = slider_directions(g)
    reached = 0
    for origin in state.pieces[seat] if squares is None else squares:
        code = cells[origin] >> KIND_SHIFT
        if code == _LAWYER:
            for step in g.knight:
                value = cells[origin + step]
                if value == 0 or (value > 0 and value & SEAT_MASK != seat):
                    reached += 1
        elif code in _MOBILE:
            free = 0
            for step in rays[code]:
                target = origin + step
                while cells[target] == 0:
                    free += 1
                    target += step
                if free >= MOBILITY_LIMIT:
                    break
            reached += min(free, MOBILITY_LIMIT)
    return MOBILITY_PER_SQUARE * reached


def tropism(state: GameState, seat: int, leaders: list[int],
            squares: Collection[int] | None = None) -> int:
    """The seat's strong pieces (Pop Star, Preacher, Military Police, Lawyer) near the
    nearest of the enemy ``leaders``: where a Leader is taken, by force, in the end.
    ``squares``: where to look for them, as for ``mobility``."""
    if not leaders:
        return 0
    steps, cells = board_tables(state.geometry).steps, state.cells
    limit = reach(state, TROPISM_REACH)
    total = 0
    for square in state.pieces[seat] if squares is None else squares:
        code = cells[square] >> KIND_SHIFT
        if code == _LAWYER or code in _MOBILE:
            nearest = min(steps(square, leader) for leader in leaders)
            if nearest < limit:
                total += limit - nearest
    return TROPISM_PER_SQUARE * total


def last_activists(state: GameState, seat: int) -> int:
    """For a Dove close to elimination: minus the danger to its last Activists (a fixed
    amount for having so few, more for each one a Hawk attacks). Zero for a Hawk."""
    squares = state.pieces[seat]
    if state.is_hawk[seat] or len(squares) > LAST_ACTIVISTS:
        return 0
    attacked = sum(1 for square in squares if attackers(state, square, seat))
    return -(FEW_ACTIVISTS_PENALTY[len(squares)] + LAST_ACTIVIST_ATTACKED_PENALTY * attacked)


def approach(state: GameState, seat: int, leader: int | None,
             targets: list[tuple[float, float]], consumers: bool = True) -> int:
    """The seat's pieces (its Leader apart, and its Consumers unless ``consumers``) closing
    in on the nearest of ``targets`` (points (column, row): enemy Leaders, the middle of a
    Dove's Activists): the game is won by taking them, not by waiting. Measured from the
    pieces' centre, so that it costs two sums, not a loop. (The evaluation takes the
    sums from ``census.py``, where they are cached, and calls ``approach_of``.)"""
    return approach_of(state, mover_sums(state, seat, leader, consumers), targets)


def mover_sums(state: GameState, seat: int, leader: int | None,
               consumers: bool = True) -> tuple[int, int, int]:
    """The pieces ``approach`` counts (the seat's, its Leader on ``leader`` apart, and its
    Consumers unless ``consumers``): how many, and the sums of their columns and rows."""
    count, sum_x, sum_y = _sums(state, seat, _movers(state, seat, consumers))
    if leader is None:
        return count, sum_x, sum_y
    tables = board_tables(state.geometry)
    return count - 1, sum_x - tables.x[leader], sum_y - tables.y[leader]


def approach_of(state: GameState, movers: tuple[int, int, int],
                targets: list[tuple[float, float]]) -> int:
    """``approach`` from its pieces' ``mover_sums``."""
    count, sum_x, sum_y = movers
    if not targets or count <= 0:
        return 0
    x, y = sum_x / count, sum_y / count
    nearest = min(max(abs(x - tx), abs(y - ty)) for tx, ty in targets)
    limit = reach(state, APPROACH_REACH)
    return round(APPROACH_PER_SQUARE * count * max(0.0, limit - nearest))


def drive(state: GameState, seat: int, leader: int | None,
          targets: list[tuple[float, float]], consumers: bool = True) -> int:
    """Every piece of the seat (its Leader apart, and its Consumers unless ``consumers``)
    closing in on the nearest of ``targets`` (points, as for ``approach``), per square:
    what a side that is well ahead does to win (a "mop-up" term: ``evaluation.py`` gives
    it weight only then). Unlike ``approach``, each piece counts on its own, so that any
    piece that steps closer gains, however many stand behind it."""
    if not targets:
        return 0
    tables = board_tables(state.geometry)
    xs, ys = tables.x, tables.y
    length = span(state)
    squares = [square for square in _movers(state, seat, consumers) if square != leader]
    if len(targets) == 1:  # the usual case (one enemy Leader, or the Doves' middle): no min
        (tx, ty), = targets
        total = sum(length - max(abs(xs[square] - tx), abs(ys[square] - ty))
                    for square in squares)
    else:
        total = sum(length - min(max(abs(xs[square] - tx), abs(ys[square] - ty))
                                 for tx, ty in targets) for square in squares)
    return round(DRIVE_PER_SQUARE * total)


def drive_weight(lead: int) -> float:
    """How much ``drive`` counts for a team ``lead`` ahead in material: 0 below DRIVE_FROM,
    rising to 1 at DRIVE_FULL (gradually, so that no small trade jumps the score)."""
    return min(1.0, max(0.0, (lead - DRIVE_FROM) / (DRIVE_FULL - DRIVE_FROM)))


def centre_point(state: GameState, seat: int) -> tuple[float, float]:
    """The middle (column, row) of a seat's pieces: a Dove's target for the Hawks. Not
    rounded to a square, so that it moves a little with every Activist, not in jumps."""
    count, sum_x, sum_y = _sums(state, seat)
    return sum_x / count, sum_y / count


def _movers(state: GameState, seat: int, consumers: bool) -> Collection[int]:
    """The squares of the seat's pieces, or of those that are not Consumers: on a large
    board a Hawk's Consumers are for its plan (``gathering``), and terms that add
    something for every piece (``approach``, ``drive``) made each new Consumer worth
    making, however many already stood idle."""
    if consumers:
        return state.pieces[seat]
    cells, code = state.cells, _CONSUMER << KIND_SHIFT | seat
    return [square for square in state.pieces[seat] if cells[square] != code]


def _sums(state: GameState, seat: int,
          squares: Collection[int] | None = None) -> tuple[int, int, int]:
    """How many pieces the seat has (or ``squares`` holds), and the sums of their columns
    and rows."""
    tables = board_tables(state.geometry)
    squares = state.pieces[seat] if squares is None else squares
    return len(squares), sum(map(tables.x.__getitem__, squares)), \
        sum(map(tables.y.__getitem__, squares))
