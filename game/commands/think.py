"""``hawks-and-doves think``: the action the AI chooses in a position, for analysis, puzzles
and bug reports. The first line is the action in notation; the next lines give the
evaluation, the search's statistics, on a large board the seat's plan, the hunt of a side
far ahead or the defence of a threatened Leader (Hard and Expert), and the lead of a side
far ahead."""

from __future__ import annotations

import argparse

from game.ai import PLAYERS, choose_action
from game.ai.hunt import HUNT_OWN_SHARE, THREAT_ZONE, threats
from game.ai.levels import level_named, level_tile_plan
from game.ai.terms import TilePlan, tile_plan
from game.ai.tt import WIN, WIN_BOUND
from game.commands import integer
from game.rules import GameState, Kind, consumers_needed, format_action
from game.rules.cells import KIND_SHIFT, SEAT_MASK


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("position", metavar="POSITION", help="the position (HDN)")
    parser.add_argument("--level", default="hard", metavar="LEVEL",
                        help=f"one of {', '.join(PLAYERS)} (default hard)")
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--nodes", type=integer, metavar="N",
                        help="search N nodes (reproducible) instead of the level's time")
    budget.add_argument("--seconds", type=float, metavar="S",
                        help="think for S seconds instead of the level's time")
    parser.add_argument("--seed", type=integer, default=0, metavar="K",
                        help="the seed of the level's random choices (default 0)")


def run(args: argparse.Namespace) -> int:
    state = GameState.from_hdn(args.position.strip())
    result = choose_action(state, args.level, seed=args.seed, nodes=args.nodes,
                           seconds=args.seconds)
    seat = state.to_move
    print(format_action(state, result.action))
    print(f"evaluation: {describe_score(result.score)} for seat {seat} "
          f"({state.seat(seat).title})")
    rate = result.nodes / result.seconds if result.seconds > 0 else 0
    print(f"depth: {result.depth}  nodes: {result.nodes}  time: {result.seconds:.2f} s  "
          f"nodes/s: {rate:.0f}")
    print("line: " + " ".join(_line(state, result.pv)))
    if args.level == "greedy":  # the evaluation's plan: greedy's is the default one
        describe_plan(state, seat, tile_plan(state))
    elif args.level != "random":
        level = level_named(args.level)
        describe_plan(state, seat, level_tile_plan(state, level))
    return 0


def describe_plan(state: GameState, seat: int, tiles: TilePlan) -> None:
    """Print the seat's plan, if it has one: where its Consumers or its Activist go; a
    Dove's raid, if it has one: which Hawk factory its Activists go to; the hunt, if its
    side hunts (the evaluation is then on the hunt's scale: what its side makes counts at
    a share, and every square between its pieces and their prey costs), or its defence;
    and the lead a draw would cost it, if it is far ahead (``hunt.root_lead``)."""
    plan, raid = tiles.plans[seat], tiles.raids[seat]
    if plan is not None:
        site = state.tiles[plan.site]
        square = state.geometry.name(site.square)
        if state.is_hawk[seat]:
            need = consumers_needed(site.tile)
            print(f"plan: Consumers to the {site.tile.title} on {square} "
                  f"({state.near_consumers[plan.site][seat]} of {need} there)")
            if plan.stage is not None:
                wal_mart = state.geometry.name(state.tiles[plan.stage].square)
                print(f"stage: first a Consumer to the Wal-Mart on {wal_mart}, to make "
                      "them there")
        else:  # RULES 3: a Wal-Mart is a Strip Mall to the Doves
            print(f"plan: an Activist to the Strip Mall on {square}")
    if raid is not None:
        site = state.tiles[raid.site]
        print(f"raid: {raid.need} Activists to the {site.tile.title} on "
              f"{state.geometry.name(site.square)}")
    if tiles.hunt is not None and tiles.hunt.defence:
        describe_defence(state, seat)
    elif tiles.hunt is not None and seat in tiles.hunt.seats:
        if not tiles.hunt.leader:
            prey = "every Activist"
        else:
            prey = "the other Hawk's Leader" if state.is_hawk[seat] else "the Hawk's Leader"
        print(f"hunt: far ahead, its pieces go for {prey} (what it makes counts "
              f"{HUNT_OWN_SHARE:.0%})")
    if tiles.lead:
        print(f"ahead: by {tiles.lead / 100:.2f} Consumers gained since the start, which a "
              "draw, or a position seen before, would cost it")


def describe_defence(state: GameState, seat: int) -> None:
    """Print what the seat's Leader is defended from: the enemy strong pieces within
    THREAT_ZONE of it, which its own strong pieces go for (``hunt.threats``; round 33)."""
    near, leader = threats(state, seat), state.leader_square(seat)
    code, name = state.cells[near[0]], state.geometry.name
    pieces = "piece" if len(near) == 1 else "pieces"
    print(f"defence: its pieces go for the {len(near)} enemy strong {pieces} within "
          f"{THREAT_ZONE} squares of its Leader on {name(leader)}, the nearest seat "
          f"{code & SEAT_MASK}'s {Kind(code >> KIND_SHIFT).title} on {name(near[0])} "
          f"(what it makes counts {HUNT_OWN_SHARE:.0%})")


def describe_score(score: int) -> str:
    """A score in Consumers (``+1.25``), or a forced result in actions (``win in 3``)."""
    if score > WIN_BOUND:
        return f"win in {WIN - score} actions"
    if score < -WIN_BOUND:
        return f"loss in {WIN + score} actions"
    return f"{score / 100:+.2f}"


def _line(state: GameState, actions) -> list[str]:
    """The expected line in notation (the turn order of a multi-seat search may differ from
    the rules', so the actions are written without replaying them)."""
    return [format_action(state, action) for action in actions]
