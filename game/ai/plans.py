"""A side's plan on a large board: the one building its pieces gather at next.

On a board longer than 12 a side the buildings that make strong pieces stand beyond the
search's horizon: six Consumers walking ten squares to an Army Base is sixty actions, and
no search of a few plies sees the Military Police at the end. Without a plan the searching
Hawk made Consumer after Consumer at its Wal-Marts (ninety by action 600) and walled itself
in, or spread its Consumers over several buildings and filled none.

So at the root of every search each Hawk seat picks one building whose requirement it does
not meet yet (``choose_site``): the one that gives the most for the actions still needed
(its nearest free Consumers walking there, the others made at a Wal-Mart: ``route``). The
evaluation (``terms.gathering``) then pulls as many Consumers as that building needs, each
by its own walk to the building's *free* squares: every step counts, and a Consumer never
heads for a square its own side already holds (the jam of round 5). Where the route
makes Consumers at a Wal-Mart that no piece of the seat stands by yet, the plan's pull is
first that of one Consumer to the Wal-Mart (its ``stage``): a Wal-Mart beside the
building makes each Consumer a step or two from the ring, where walking them from home
takes ten steps each (round 24: at the real budgets Expert's Hawk walked six Consumers
across the Standard board to its Army Base; Hard's, on the same board, walked one to the
Wal-Mart beside its own, made the rest there, had its Military Police 20 actions sooner,
and won).

A Dove may have a plan too (Hard's and Expert's, ``choose_strip_mall``): the nearest
Strip Mall (a Wal-Mart, RULES 3) it does not use yet, and one Activist walking there. A
Dove's Activists fill the ring of the Strip Mall they make them at, and the squares round
it: without a second one, Expert's Dove could make nothing for 200 of its 300 actions.

And a Dove may raid (Expert's, ``raid_plan``): the Hawk building nearest to it whose
requirement a Hawk meets (``choose_factory``), and two Activists walking to the squares
from which they pacify its ring (``raid_squares``). A Lawyer factory makes three Consumers'
worth every two actions, a Strip Mall one Activist an action at best: a Dove that only
makes Activists loses that race, and a pacified Consumer of the ring stops the factory.

The plan is the root's: within one search it does not change, so every position of the
tree is scored alike. The next search picks again, from the position it starts from.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import deque
from collections.abc import Callable, Collection, Iterable
from typing import NamedTuple

from game.ai.tables import board_tables
from game.ai.values import TILE_PRODUCT_VALUE
from game.rules import GameState, Kind, Tile, consumers_needed
from game.rules.cells import KIND_SHIFT, SEAT_MASK
from game.rules.state import TileSite

#: The pull: per Consumer, per square its walk to a free square of the plan's building is
#: shorter than PULL_REACH (a Consumer on the building's ring gets the most).
PULL_REACH = 16
PULL_PER_SQUARE = 10
#: A Dove's raid (Expert's ``raids``): this many Activists walk to a Hawk's running
#: factory, two so that the Consumer that takes one is pacified by the other.
RAIDERS = 2
#: Choosing the building: its yield per action still needed, the actions counted from this
#: many up (so that a building one step from done does not outweigh every other).
ACTIONS_FLOOR = 4
#: ...and divided by this for a building nearer another Hawk's Leader than the seat's own
#: (``contested``).
CONTESTED_SHARE = 2

RING = 8  # squares round a building
_CONSUMER = int(Kind.CONSUMER)
_ACTIVIST = int(Kind.ACTIVIST)


class Plan(NamedTuple):
    """A seat's plan: the building's index, the pieces it needs (Consumers for a Hawk, one
    Activist for a Dove: ``piece``), for every array cell what such a piece of the seat
    there is worth to the plan, and what its pieces were worth to it at the root
    (``pulled``); for a Hawk's plan whose first Consumer walks to the Wal-Mart where it
    will make the others, that Wal-Mart's index (``stage``: the pull is then that
    Wal-Mart's)."""

    site: int
    need: int
    pull: tuple[int, ...]
    base: int
    piece: int = _CONSUMER
    stage: int | None = None


class Route(NamedTuple):
    """How a Hawk meets a building's requirement: about how many ``actions`` it takes, and
    the Wal-Mart where the Consumers that do not walk there are made (None if they all
    do)."""

    actions: int
    source: TileSite | None


def seat_plans(state: GameState, doves: bool = False) -> tuple[Plan | None, ...]:
    """The plan of every seat (index 0 unused; None for a seat that is out, a Hawk with
    no building to gather at, and a Dove unless ``doves``, or with no Strip Mall to go
    to)."""
    plans: list[Plan | None] = [None]
    for seat in range(1, len(state.seats) + 1):
        if not state.alive[seat] or not (state.is_hawk[seat] or doves):
            plans.append(None)
        elif state.is_hawk[seat]:
            plans.append(hawk_plan(state, seat))
        else:
            plans.append(dove_plan(state, seat))
    return tuple(plans)


def raid_plans(state: GameState) -> tuple[Plan | None, ...]:
    """The raid of every Dove seat (``raid_plan``; index 0 unused, None for a Hawk, a seat
    that is out and a Dove with no Hawk factory near)."""
    return (None,) + tuple(raid_plan(state, seat)
                           if state.alive[seat] and not state.is_hawk[seat] else None
                           for seat in range(1, len(state.seats) + 1))


def hawk_plan(state: GameState, seat: int) -> Plan | None:
    """Consumers to the building ``choose_site`` picks, walking orthogonally; first one
    to the Wal-Mart where its route makes them, if no piece of the seat stands by it
    (``stage_pull``). One piece moves an action, so the building's pull can wait for that
    one: pulled to both at once, a Consumer between them stood still."""
    choice = choose_site(state, seat)
    if choice is None:
        return None
    site, route = choice
    steps = state.geometry.orthogonal
    if route.source is not None and not state.near_pieces[route.source.index][seat]:
        pull = stage_pull(state, seat, route.source)
        if pull is not None:
            return Plan(site.index, 1, pull, pulled(state, seat, 1, pull),
                        stage=route.source.index)
    need = consumers_needed(site.tile)
    pull = pull_table(state, seat, site, steps, _CONSUMER)
    return Plan(site.index, need, pull, pulled(state, seat, need, pull))


def dove_plan(state: GameState, seat: int) -> Plan | None:
    """One Activist to the Strip Mall ``choose_strip_mall`` picks, walking diagonally."""
    site = choose_strip_mall(state, seat)
    if site is None:
        return None
    pull = pull_table(state, seat, site, state.geometry.diagonal, _ACTIVIST)
    return Plan(site.index, 1, pull, pulled(state, seat, 1, pull, _ACTIVIST), _ACTIVIST)


def raid_plan(state: GameState, seat: int) -> Plan | None:
    """RAIDERS Activists to the squares beside the ring of the Hawk factory
    ``choose_factory`` picks, walking diagonally; None with no factory near."""
    site = choose_factory(state, seat)
    if site is None:
        return None
    pull = tuple(walk_table(state, raid_squares(state, site), state.geometry.diagonal))
    return Plan(site.index, RAIDERS, pull, pulled(state, seat, RAIDERS, pull, _ACTIVIST),
                _ACTIVIST)


def pulled(state: GameState, seat: int, need: int, pull: tuple[int, ...],
           piece: int = _CONSUMER) -> int:
    """What the seat's pieces of kind ``piece`` are worth to a plan that needs ``need`` of
    them: the sum of ``pull`` over the ``need`` that gain the most."""
    cells, code = state.cells, piece << KIND_SHIFT | seat
    values = [pull[square] for square in state.pieces[seat] if cells[square] == code]
    if len(values) > need:
        values.sort()  # faster than heapq.nlargest for a few dozen
        return sum(values[-need:])
    return sum(values)


def choose_site(state: GameState, seat: int) -> tuple[TileSite, Route] | None:
    """The building (a Wal-Mart apart) whose yield is worth the most per action the seat
    still needs to meet its requirement, and its ``route``; None if the seat meets every
    one, or has too few free squares at those it does not (``route``). Only buildings and
    Wal-Marts within PULL_REACH of the seat's pieces are looked at: the pull reaches no
    further, and a Huge board has hundreds."""
    near = nearby_sites(state, seat)
    met = {site.index for site in near if site.tile is not Tile.WAL_MART
           and state.near_consumers[site.index][seat] >= consumers_needed(site.tile)}
    free = free_consumers(state, seat, met)
    sources = [(setup_walk(state, seat, site), site) for site in near
               if site.tile is Tile.WAL_MART]
    best, best_worth = None, 0.0
    for site in near:
        if site.tile is Tile.WAL_MART or site.index in met:
            continue
        way = route(state, site, free, sources, len(free_squares(state, seat, site)))
        if way is None:
            continue
        worth = yield_of(site.tile) / max(ACTIONS_FLOOR, way.actions)
        if contested(state, seat, site):
            worth /= CONTESTED_SHARE
        if worth > best_worth:
            best, best_worth = (site, way), worth
    return best


def contested(state: GameState, seat: int, site: TileSite) -> bool:
    """Whether another Hawk's Leader stands nearer to ``site`` (in king steps) than the
    seat's own: its Consumers, made and walked there from nearer, take the seat's. A
    Wal-Mart beside a building makes the building cheap for every Hawk (``route``): on a
    board made symmetric for two Hawks, both chose the Office Complex in the middle of
    the board, one Wal-Mart to make their Consumers at, and their Consumers took each
    other's for a hundred actions (Hard against Hard, 24 x 24, x0.2, seed 1, board 5)."""
    steps = board_tables(state.geometry).steps

    def away(hawk: int) -> int:
        return steps(state.leader_square(hawk), site.square)

    own = away(seat)
    return any(away(other) < own for other in range(1, len(state.seats) + 1)
               if other != seat and state.alive[other] and state.is_hawk[other])


def stage_pull(state: GameState, seat: int, wal_mart: TileSite) -> tuple[int, ...] | None:
    """The pull of one Consumer to ``wal_mart``, nothing on the squares round the other
    buildings, so that no Consumer at work there is taken off; None if every Consumer of
    the seat stands round a building. The walk goes round those squares: counted through
    them, a Consumer beyond one stood where every step scored less (round 29: Normal's
    Consumer stopped beside a Media Outlet's ring on its way to the stage, and its Hawk
    moved pieces to and fro for its last 250 actions, a game against random drawn)."""
    tile_of, tiles = state.tile_of, state.tiles

    def at_work(square: int) -> bool:  # round a building that is not a Wal-Mart
        return tile_of[square] >= 0 and tiles[tile_of[square]].tile is not Tile.WAL_MART

    cells, code = state.cells, _CONSUMER << KIND_SHIFT | seat
    if all(cells[square] != code or at_work(square) for square in state.pieces[seat]):
        return None
    busy = {square for square in range(len(cells)) if at_work(square)}
    table = pull_table(state, seat, wal_mart, state.geometry.orthogonal, _CONSUMER, busy)
    return tuple(0 if square in busy else value for square, value in enumerate(table))


def choose_strip_mall(state: GameState, seat: int) -> TileSite | None:
    """The Wal-Mart nearest to the Dove's Activists (by the diagonal steps of the nearest
    one to its ring) among those it has no Activist beside and some free square round;
    None if there is none within PULL_REACH."""
    return nearest_site(state, seat, [
        site for site in nearby_sites(state, seat)
        if site.tile is Tile.WAL_MART and not state.near_pieces[site.index][seat]
        and free_squares(state, seat, site)], 1)


def choose_factory(state: GameState, seat: int) -> TileSite | None:
    """The building (a Wal-Mart apart) where a Hawk meets the requirement, nearest to the
    Dove's Activists (by the steps of the nearest one to its ``raid_squares``); None if
    there is none within PULL_REACH. Its Consumers are where a Hawk's strong pieces come
    from, and an Activist beside the ring pacifies one, which stops the factory."""
    hawks = [other for other in range(1, len(state.seats) + 1)
             if state.alive[other] and state.is_hawk[other]]
    return nearest_site(state, seat, [
        site for site in nearby_sites(state, seat)
        if site.tile is not Tile.WAL_MART and any(
            state.near_consumers[site.index][hawk] >= consumers_needed(site.tile)
            for hawk in hawks)], 2)


def nearest_site(state: GameState, seat: int, sites: list[TileSite],
                 around: int) -> TileSite | None:
    """The first of ``sites`` nearest to the seat's pieces, counting the king's steps of
    the nearest piece to the squares ``around`` steps from the site; None if every one is
    PULL_REACH steps away or more."""
    steps = board_tables(state.geometry).steps
    best, best_steps = None, PULL_REACH
    for site in sites:
        away = min(steps(square, site.square) for square in state.pieces[seat]) - around
        if away < best_steps:
            best, best_steps = site, away
    return best


def raid_squares(state: GameState, site: TileSite) -> list[int]:
    """The squares two steps from ``site`` on which an Activist pacifies a piece on its
    ring (RULES 5: orthogonally): the 5 x 5 box's edge without its corners, on the board."""
    stride, cells = state.geometry.stride, state.cells
    return [site.square + dx + dy * stride
            for dx in range(-2, 3) for dy in range(-2, 3)
            if max(abs(dx), abs(dy)) == 2 and abs(dx) + abs(dy) < 4
            and cells[site.square + dx + dy * stride] >= 0]


def nearby_sites(state: GameState, seat: int) -> list[TileSite]:
    """The tiles within PULL_REACH of the box that holds all of the seat's pieces."""
    tables = board_tables(state.geometry)
    xs, ys = tables.x, tables.y
    columns = [xs[square] for square in state.pieces[seat]]
    rows = [ys[square] for square in state.pieces[seat]]
    left, right = min(columns) - PULL_REACH, max(columns) + PULL_REACH
    bottom, top = min(rows) - PULL_REACH, max(rows) + PULL_REACH
    return [site for site in state.tiles if left <= xs[site.square] <= right
            and bottom <= ys[site.square] <= top]


def yield_of(tile: Tile) -> int:
    """What a building gives once its requirement is met, before the pieces it made must
    move away: one piece on every square its Consumers leave free (an Office Complex four
    Lawyers, an Army Base two Military Police), at least one (a Media Outlet's Pop Star
    takes a Consumer's place)."""
    return TILE_PRODUCT_VALUE[tile] * max(1, RING - consumers_needed(tile))


def free_consumers(state: GameState, seat: int, met: set[int]) -> list[int]:
    """The seat's Consumers that no building it already uses holds: those not beside a
    building in ``met`` (indexes of buildings whose requirement the seat meets)."""
    cells, tile_of, code = state.cells, state.tile_of, _CONSUMER << KIND_SHIFT | seat
    return [square for square in state.pieces[seat]
            if cells[square] == code and tile_of[square] not in met]


def free_squares(state: GameState, seat: int, site: TileSite) -> list[int]:
    """The squares round ``site`` that a Consumer of the seat could still step onto: those
    not held by a piece of its own."""
    cells = state.cells
    return [square for square in site.ring
            if cells[square] <= 0 or cells[square] & SEAT_MASK != seat]


def route(state: GameState, site: TileSite, free: list[int],
          sources: list[tuple[int, TileSite]], room: int) -> Route | None:
    """The quickest way for the seat to meet ``site``'s requirement: its nearest ``free``
    Consumers walk to the ring, and each of the others is made at a Wal-Mart (an action)
    and walks from there, where that is quicker or they are missing. ``sources`` are the
    Wal-Marts, each with the steps before it can make the seat's pieces (``setup_walk``).
    None if Consumers are missing and there is no Wal-Mart, or if the ring has fewer
    squares the seat's Consumers can step onto (``room``: ``free_squares``) than
    Consumers missing.

    A ring its own Lawyers hold but one square of is no route to four Consumers (round
    30): Normal's Hawk chose such an Office Complex, stepped its third Consumer onto the
    last square, found the ring full and chose the Media Outlet beside it, stepped the
    Consumer off onto that ring, and chose the Office Complex again, 392 of its last 500
    actions (a game against random stopped at the cap).

    A Wal-Mart PULL_REACH steps or more from the seat's pieces is no source: its stage
    would pull no Consumer there (round 28: a route through a Wal-Mart 18 steps away left
    Normal's Hawk moving one Consumer to and fro for 493 actions, a game against random
    drawn)."""
    walk = box_walks(state, site)
    have = sum(1 for square in free if state.tile_of[square] == site.index)
    missing = consumers_needed(site.tile) - have
    if missing > room:
        return None
    walks = sorted(walk(square) for square in free if state.tile_of[square] != site.index)
    walks = walks[:missing]
    best = Route(sum(walks), None) if len(walks) == missing else None
    for setup, source in sources:
        if setup >= PULL_REACH:
            continue
        made_each = 1 + walk(source.square)
        walking = bisect_left(walks, made_each)  # those that walk quicker than one is made
        actions = sum(walks[:walking]) + setup + (missing - walking) * made_each
        if best is None or actions < best.actions:
            best = Route(actions, source)
    return best


def box_walks(state: GameState, site: TileSite) -> Callable[[int], int]:
    """A function of a square: its orthogonal steps to the 3 x 3 box round ``site``."""
    tables = board_tables(state.geometry)
    xs, ys = tables.x, tables.y
    bx, by = xs[site.square], ys[site.square]
    return lambda square: max(0, abs(xs[square] - bx) - 1) + max(0, abs(ys[square] - by) - 1)


def setup_walk(state: GameState, seat: int, wal_mart: TileSite) -> int:
    """Steps before ``wal_mart`` can make the seat's pieces: 0 with a piece of the seat
    beside it, else the nearest piece's walk there (RULES 3)."""
    if state.near_pieces[wal_mart.index][seat]:
        return 0
    walk = box_walks(state, wal_mart)
    return min(map(walk, state.pieces[seat]))


def pull_table(state: GameState, seat: int, site: TileSite, steps: tuple[int, ...],
               piece: int, around: Collection[int] = ()) -> tuple[int, ...]:
    """For every array cell, what a piece of kind ``piece`` of ``seat`` there is worth to
    a plan at ``site``: PULL_PER_SQUARE for every square its shortest walk (by ``steps``,
    the way that piece moves, round the buildings and the squares ``around``) to a free
    square of the ring is shorter than PULL_REACH. The squares of the ring the seat's
    pieces of that kind already hold are worth the most; those held by its other pieces
    lead nowhere.

    Where no square off the ring leads to a free square (its way in is through squares
    of the ring that the seat's pieces of that kind hold), the walk goes through them: one
    of them steps on into the free square and a piece from outside takes its place. Without
    that, Normal's Consumers held 7 of the 8 squares round a Media Outlet whose free one
    lay on the board's edge between two of them, no Consumer was pulled, and Normal lost
    to random on adjudication at the real budgets (Hawk v Hawk, seed 1, game 13)."""
    free = free_squares(state, seat, site)
    own = piece << KIND_SHIFT | seat
    table = walk_table(state, free, steps, {*site.ring, *around})
    if free and not any(table[square] for square in doors(state, site, steps)):
        table = walk_table(state, free, steps, {*around, *(
            square for square in site.ring if state.cells[square] != own)})
    for square in site.ring:
        if state.cells[square] == own:
            table[square] = PULL_PER_SQUARE * PULL_REACH
    return tuple(table)


def doors(state: GameState, site: TileSite, steps: tuple[int, ...]) -> set[int]:
    """The squares off ``site``'s ring one step (by ``steps``) from it: the ways in."""
    ring, cells = set(site.ring), state.cells
    return {square + step for square in site.ring for step in steps
            if cells[square + step] >= 0 and square + step not in ring}


def walk_table(state: GameState, targets: Iterable[int], steps: tuple[int, ...],
               avoid: Collection[int] = ()) -> list[int]:
    """For every array cell, PULL_PER_SQUARE for every square its shortest walk (by
    ``steps``, round the buildings and the ``avoid`` squares, through pieces) to one of
    ``targets`` is shorter than PULL_REACH; 0 beyond."""
    cells = state.cells
    distance = dict.fromkeys(targets, 0)
    queue = deque(distance)
    while queue:
        square = queue.popleft()
        walked = distance[square] + 1
        if walked >= PULL_REACH:
            continue
        for step in steps:
            nxt = square + step
            if nxt not in distance and cells[nxt] >= 0 and nxt not in avoid:
                distance[nxt] = walked
                queue.append(nxt)
    table = [0] * state.geometry.size
    for square, walked in distance.items():
        table[square] = PULL_PER_SQUARE * (PULL_REACH - walked)
    return table
