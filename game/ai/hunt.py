"""Finishing a won game (Hard's and Expert's ``hunts``): the hunt.

Round 8's Expert won every game against random on Hawk v Dove but finished few: 9 of 12
were still going at action 600, one ran to action 1,093 when played on. Each generation
gains a piece at once, while a step towards the enemy's last pieces gains nothing the
evaluation sees until the capture or pacification lies within the horizon, so the side
far ahead went on making pieces (a Hawk 69 to 77 Lawyers, a Dove 159 Activists round a
lone Leader). Chess programs have a "mop-up" evaluation for an endgame they lead; this is
ours. Hard has it too since it makes pieces as Expert does (round 13): without it, Hard's
Hawk against random on the Standard board reached action 600 in 4 games of 5, 52 to 72
Lawyers against 2 to 11 Activists.

Whether a team hunts is decided once, at the search's root (``root_hunt``), and holds for
the whole search, so that no action inside it jumps the score by switching the hunt on or
off (which is why the hunt is not a smaller value for generation at every node: a capture
that deepened the lead would have lowered the leader's own material). The side to move
hunts, in a game of one Hawk against the Doves, when its material is HUNT_RATIO times the
other side's and HUNT_LEAD ahead, the Doves only once the Hawk is down to its last few
pieces (HUNTED_HAWK_PIECES) or crushed (``crushes``). In that search what it makes counts
at HUNT_OWN_SHARE (a new piece is worth little next to finishing; the enemy's material
still counts in full, and so do the Doves' losses: ``own_material``), and each of its
pieces (a Hawk's Leader and Consumers apart, on any board: its Consumers keep its
factories running) loses HUNT_PER_SQUARE for every square it stands from the nearest
target the root saw: the Hawk's Leader for the Doves, every Activist for the Hawk; the
few pieces nearest a hunted Leader lose more (``hunting``). A Leader the Doves hunt is
worth ESCAPE_SQUARE to its Hawk for every square it could step to without being pacified
at once (``leader_room``), so that the Doves close the net round it. Like any team
AHEAD_LEAD ahead, hunting or not, the hunters score a draw as the loss of their lead
(``root_lead``), and a position that occurred before as that draw (``Search.repeats``;
round 19).

In a game down to two Hawks (Hawk v Hawk, or the last two of a free-for-all) the one far
ahead hunts the other's Leader (round 18). ``terms.drive`` finished most such games
before (round 8's Expert against random: 9 of 12 on the board) but not on the Standard
board: Hard's Hawk against random's won 8 of 10 by action 492, the other 2 at the cap;
hunting, all 10 by action 303. A Leader a Hawk hunts has no ``leader_room`` (its escapes
are from Activists). Its hunter's nearest pieces close in first, as the Doves' do
(round 21): with the same pull on all, Hard's army of Lawyers marched on random's Leader
as a front, 153 to 237 actions in 4 games of 12 at the real budgets.

A Hawk hunts the other's Leader only while its own is not threatened (``threats``, on
boards longer than 12 a side; round 23): far ahead, Hard's Hawk (Hard v Normal at the real
budgets, seed 1, game 6) sent its Lawyers one after another at Normal's Leader, and the
hunt came and went with the material ratio from one action to the next, while Normal's
Lawyers and Consumers gathered round Hard's own Leader, which they took. While it is
threatened, ahead or not, the Hawk to move hunts the threats instead: its defence (round
33). Not hunting was not enough: in three games of five of the same match at round 32,
Normal's Military Police took Hard's Leader in its corner while none of Hard's strong
pieces stood within 6 squares of it, its army driving at Normal's Leader or packed round
its Army Base, and Hard ahead in material only in one of them. Defending, it counts what
it makes at HUNT_OWN_SHARE, as a hunter does, but what it loses in full
(``own_material``), and its pieces close on the threats as hunters close on a Leader, the
nearest first. With what it made counted in full (played
on from action 300 of those three games), each new piece outweighed the steps home,
and no strong piece of Hard's came within 6 squares of its Leader before action 600 of
game 3, lost at 612.
"""

from __future__ import annotations

from collections.abc import Sequence
from heapq import nsmallest
from typing import NamedTuple

from game.ai.tables import board_tables
from game.ai.teams import leading_team, team_of, team_totals
from game.ai.values import START_MATERIAL, STRONG
from game.rules import GameState, Kind
from game.rules.cells import KIND_SHIFT, SEAT_MASK

#: A team hunts when its material is this many times the other team's...
HUNT_RATIO = 2.5
#: ...and this much more: 50 Consumers, so that a lead early in a game, before the other
#: side has built anything, is no hunt (at 20, Expert's Dove hunted random's Hawk from
#: action 15 to 20).
HUNT_LEAD = 5000
#: The Doves hunt a Hawk with this many pieces or fewer, its Leader included: material
#: alone did not tell a Hawk that has not yet built a factory from a beaten one. Hunting
#: from 50 Consumers ahead, Expert's Dove hunted Hard's Hawk from action 69 (8 Consumers'
#: worth against 60), stopped making Activists, and lost on adjudication a game round 8's
#: Expert won (seed 5001, game 2: 45 gained against 52, round 8's 125 against 19).
HUNTED_HAWK_PIECES = 3
#: ...or any Hawk, once the Doves' material is this many times its own and this much more
#: (100 Consumers): a Hawk that has kept its Consumers but built nothing with them. Against
#: random's Hawk, 24 to 30 Consumers round its Leader, Hard's Dove made Activists to action
#: 600 in 2 games of 5 on the Standard board, 139 and 141 of them.
CRUSHING_RATIO = 4
CRUSHING_LEAD = 10_000
#: A team this far ahead at a search's root in material gained since the start (10
#: Consumers), hunting or not, scores a draw as the loss of its lead, and below the root a
#: position that occurred before as that draw (``Search.repeats``), at every level but
#: Easy (``Level.holds_lead``). With the usual small contempt, Hard's Hawk, 32 Consumers
#: ahead of Normal's on the Standard board, took a Consumer that Normal's Hawk made again
#: on the same square, until the third occurrence drew the game (Hawk v Hawk at the real
#: budgets, seed 11, game 1): below its root Hard's search keeps two placements of a
#: building's generations (``Level.placements``), and the one that repeated was not among
#: them. So did Normal's Hawk, 50 Consumers ahead of greedy's, with Consumers that greedy
#: made again on two squares of its Wal-Mart's ring (seed 1, game 7; round 31). And a
#: hunt's own material at a share and every piece's distance made its positions score
#: below a draw: Expert's Dove, 30 Activists round a lone Leader, repeated a position
#: three times.
AHEAD_LEAD = 1000
#: What the hunting team's own material counts for while it hunts.
HUNT_OWN_SHARE = 0.25
#: Per piece, per square between it and its nearest target.
HUNT_PER_SQUARE = 10
#: A hunted Leader's worth, to the Doves, of each square it can step to (or take an
#: Activist on) and not stand orthogonally next to an Activist: the room the net leaves.
ESCAPE_SQUARE = 40
#: A Hawk's Leader is threatened while an enemy strong piece stands within this many king
#: steps of it: a Lawyer there reaches a square next to it in two actions.
THREAT_ZONE = 5
#: The hunters' NET_SIZE pieces nearest the Leader they hunt cost this much more per
#: square: the net. Not against Activists, each of them a target (Tried and not kept).
NET_SIZE = 4
NET_PER_SQUARE = 20

_CONSUMER = int(Kind.CONSUMER)
_LEADER = int(Kind.LEADER)


class Hunt(NamedTuple):
    """A search's hunt: the seats that hunt; by square (the board's cell index), how far
    the nearest target stood at the root, in king steps (Chebyshev distance)."""

    seats: frozenset[int]
    distance: tuple[int, ...]
    held: tuple[int, ...]  # by seat number, the material each seat had at the root
    leader: bool  # whether the prey is a Leader (else every Activist)
    defence: bool = False  # whether the prey are the ``threats`` to the hunter's Leader


def own_material(material: int, held: int, shared_losses: bool) -> int:
    """What a hunting seat's own ``material`` counts for, when it ``held`` that much at the
    root: a piece made since counts at HUNT_OWN_SHARE; a piece lost at the share too with
    ``shared_losses``, for a hunting Hawk (pacified, it becomes an Activist, which counts
    in full for the Doves), but in full for a Dove (an Activist taken is gone, the Hawk
    gaining nothing) and for a defending Hawk. With the share on the Doves' losses, an
    Activist a lone Leader takes cost them 55 points: in 16 x 16 games Expert's Dove set
    17 Activists in the Leader's reach, one after another, and never caught it. Losses in
    full for the hunting Hawk as well slowed its hunt against random (4 of 6 games on the
    board by action 600, round 9's 5). With the share on a defending Hawk's losses, Hard
    traded a Military Police it could have made for one of Normal's (Hard v Normal, Hawk
    v Hawk, game 1, action 106), counting the trade 3.75 Consumers up, and lost a game
    round 32 won."""
    share = HUNT_OWN_SHARE if shared_losses or material > held else 1
    return held + round(share * (material - held))


def root_hunt(state: GameState, material: Sequence[int], guard: bool = False) -> Hunt | None:
    """The hunt of the position at a search's root, or None. ``material`` is every seat's
    material as the evaluation counts it, by seat number; ``guard``: whether a Hawk hunts
    the ``threats`` to its own Leader, if any, instead of the other Hawk (on boards longer
    than 12 a side, ``terms.GATHER_ABOVE_SPAN``). Only the side to move hunts: a
    search far behind sees its enemy as before (in a game against Hard, Expert's Hawk,
    far behind, scoring the Doves' material at a quarter played a different game)."""
    living = [seat for seat in range(1, len(state.seats) + 1) if state.alive[seat]]
    hawks = [seat for seat in living if state.is_hawk[seat]]
    doves = [seat for seat in living if not state.is_hawk[seat]]
    if len(hawks) == 1 and doves:
        chase = hawk_against_doves(state, hawks[0], doves, material)
    elif len(hawks) == 2 and not doves:
        chase = hawk_against_hawk(state, hawks, material, guard)
    else:
        return None
    if chase is None or state.to_move not in chase.hunters:
        return None
    return Hunt(frozenset(chase.hunters), distances(state, chase.targets), tuple(material),
                chase.leader, chase.defence)


class Chase(NamedTuple):
    """Who would hunt, the squares of what they hunt, whether what they hunt is a Leader,
    and whether it is what threatens the hunter's own Leader (a defence)."""

    hunters: list[int]
    targets: list[int]
    leader: bool
    defence: bool = False


def hawk_against_doves(state: GameState, hawk: int, doves: list[int],
                       material: Sequence[int]) -> Chase | None:
    """The chase in a game of one Hawk against the Doves: the Hawk far ahead hunts every
    Activist, the Doves far ahead its Leader once it is down to its last pieces or
    crushed."""
    ours, theirs = material[hawk], sum(material[seat] for seat in doves)
    if leads(ours, theirs):
        return Chase([hawk], [square for seat in doves for square in state.pieces[seat]],
                     False)
    if leads(theirs, ours) and (len(state.pieces[hawk]) <= HUNTED_HAWK_PIECES
                                or crushes(theirs, ours)):
        return Chase(doves, leader_squares(state, hawk), True)
    return None


def hawk_against_hawk(state: GameState, hawks: list[int], material: Sequence[int],
                      guard: bool) -> Chase | None:
    """The chase in a game down to two Hawks: the one to move hunts the ``threats`` to its
    own Leader if it must ``guard`` it and there are any (a defence, whatever the
    material), else the one far ahead hunts the other's Leader."""
    if guard:
        near = threats(state, state.to_move)
        if near:
            return Chase([state.to_move], near, False, True)
    first, second = hawks
    for hunter, hunted in ((first, second), (second, first)):
        if leads(material[hunter], material[hunted]):
            return Chase([hunter], leader_squares(state, hunted), True)
    return None


def threats(state: GameState, seat: int) -> list[int]:
    """The squares of the enemy strong pieces within THREAT_ZONE of the seat's Leader,
    nearest first. On the Standard board the mate of game 6 (a Leader in its corner, three
    Lawyers covering its squares and a Consumer walking in) lay beyond Hard's horizon until
    two actions before it, while Normal's Lawyers stood within THREAT_ZONE of it from
    action 311 on, 130 actions before. A Hawk whose Leader they stand near hunts them
    instead of the other Leader: the hunt, its own material at a quarter and every piece
    pulled away from home, left the Leader to its box."""
    steps, cells = board_tables(state.geometry).steps, state.cells
    leader, = leader_squares(state, seat)
    near = [(steps(square, leader), square)
            for other in range(1, len(state.seats) + 1) if other != seat
            for square in state.pieces[other] if cells[square] >> KIND_SHIFT in STRONG]
    return [square for away, square in sorted(near) if away <= THREAT_ZONE]


def root_lead(state: GameState, material: Sequence[int]) -> int:
    """The side to move's lead over the strongest other team in ``material`` (by seat
    number) gained since the start, if it is AHEAD_LEAD or more, else 0: what a draw would
    throw away. Gained, as the evaluation counts it (``START_MATERIAL``): a Dove's six
    Activists are worth 9.2 Consumers more than a Hawk's four Consumers, and on material
    alone, Hard's Dove against Hard's Hawk was 10 Consumers ahead by its ninth action."""
    gains = [0] + [material[seat] - START_MATERIAL[state.is_hawk[seat]]
                   for seat in range(1, len(state.seats) + 1)]
    lead = leading_team(team_totals(state, gains, living_only=True))
    if lead is None or lead[0] != team_of(state, state.to_move) or lead[1] < AHEAD_LEAD:
        return 0
    return lead[1]


def leader_squares(state: GameState, seat: int) -> list[int]:
    """The square of the seat's Leader (a list, empty if it has none)."""
    cells, leader = state.cells, _LEADER << KIND_SHIFT | seat
    return [square for square in state.pieces[seat] if cells[square] == leader]


def leads(ours: int, theirs: int) -> bool:
    """Whether material ``ours`` is far enough ahead of ``theirs`` to hunt."""
    return ours >= HUNT_RATIO * theirs and ours - theirs >= HUNT_LEAD


def crushes(doves: int, hawk: int) -> bool:
    """Whether the Doves' material ``doves`` is so far ahead of the Hawk's ``hawk`` that they
    hunt its Leader whatever it has left."""
    return doves >= CRUSHING_RATIO * hawk and doves - hawk >= CRUSHING_LEAD


def distances(state: GameState, targets: list[int]) -> tuple[int, ...]:
    """By square, the king steps to the nearest of ``targets`` (squares)."""
    steps = board_tables(state.geometry).steps
    return tuple(min(steps(cell, target) for target in targets)
                 for cell in range(state.geometry.size))


def hunting(state: GameState, seat: int, hunt: Hunt) -> int:
    """Minus HUNT_PER_SQUARE for every square between each of the seat's pieces (a Hawk's
    Leader and Consumers apart) and its nearest target; against a Leader or the threats to
    its own, for the NET_SIZE nearest pieces, NET_PER_SQUARE more, so that the net closes
    first (with the same pull for all, far pieces stepped as often as near ones: on 24 x
    24 the Dove then caught 5 lone Leaders of 8, with the net 7; round 21's Hawk finished
    12 games against random in 778 actions of hunting instead of 1,272)."""
    cells, distance = state.cells, hunt.distance
    squares = state.pieces[seat]
    if state.is_hawk[seat]:
        left_out = (_LEADER << KIND_SHIFT | seat, _CONSUMER << KIND_SHIFT | seat)
        squares = [square for square in squares if cells[square] not in left_out]
    steps = list(map(distance.__getitem__, squares))
    netted = hunt.leader or hunt.defence
    net = NET_PER_SQUARE * sum(nsmallest(NET_SIZE, steps)) if netted else 0
    return -HUNT_PER_SQUARE * sum(steps) - net


def leader_room(state: GameState, leader: int, hunt: Hunt) -> int:
    """What the hunted Leader on ``leader`` is worth to its Hawk for its escapes."""
    return ESCAPE_SQUARE * escapes(state, leader, hunt.seats)


def escapes(state: GameState, leader: int, doves: frozenset[int]) -> int:
    """How many squares the Leader on ``leader`` can step to (an Activist's included, by
    taking it) where no Activist of ``doves`` then stands orthogonally next to it: where it
    is not pacified at once. None left, and the Doves' next action takes it."""
    cells, g = state.cells, state.geometry
    orthogonal = g.orthogonal
    free = 0
    for step in g.all_directions:
        square = leader + step
        value = cells[square]
        if value < 0 or (value > 0 and value & SEAT_MASK not in doves):
            continue
        if not any(cells[square + side] > 0 and cells[square + side] & SEAT_MASK in doves
                   for side in orthogonal):
            free += 1
    return free
