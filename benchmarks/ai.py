"""The AI's speed: nodes per second on fixed Standard-board (24 x 24) positions with two and
four seats, each level's median and longest time per action with its time budget, and the
depth each level completes with its node budget, in full and as the arena's scaled matches
give it (x0.2): what separates the levels is how much deeper the stronger one sees.

Prints figures; asserts nothing (times belong here, not in the tests). Run from the
repository's root: ``python benchmarks/ai.py`` (about a minute with Expert; see --help).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from random import Random
from time import perf_counter, process_time

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import LEVELS, choose_action  # noqa: E402
from game.ai.clock import Budget  # noqa: E402
from game.ai.levels import level_named, scaled_nodes  # noqa: E402
from game.ai.search import Search  # noqa: E402
from game.rules import GameState  # noqa: E402

#: Middle-game positions of AI games on the Standard board.
POSITIONS = {
    "2 seats, Hawk v Hawk": (
        "24x24:22C2C2/21K2C21/11a9C2C2C2/8w10C2C2C2C2C2/21C2wC2/12o5C2C21C2C2C2/3w14mC2C2"
        "2C2/19C24/24/7c16/24/24/24/24/16c7/24/24/C1C1C11C1m14w3/C1C1C1C1C1C15o12/C1wC1C1"
        "20/C1C1C1C111w8/C1C1C19a11/C11C121/K11C121 HP,HG 1 30 61"),
    "2 seats, Hawk v Dove": (
        "24x24:21A2A2A2/22A2A2/24/21A2A2A2/21A2wA2/21A2A2A2/18A2A2A23/4m12A2A2wA23/10o5a1"
        "A2A2A23/24/24/7w7A2A2A21c4/4c9A2A2wA26/15A2A2A21A21A21A2/20A23/7a5o10/4w14m4/24/"
        "C1C1C121/C1wC121/C1C1C121/C123/C11C121/1K1C121 HP,D 1 8 61"),
    "4 seats, free-for-all": (
        "24x24:C4C41C4C4C415C3K3C3/K42C4wC417C3/C42C4C4C418/5C4C42a3m7C3C3C3/6o3C410C3wC3"
        "/18C31C3C3C3C3/9c9o4/24/24/17c2aC32/3m20/24/24/20m3/3a2c17/24/24/4o9c9/C1C1C1C12"
        "0/C1wC114o6/C1C1C17m3a3C25/18C2C2C21C2C2/C11C115C2wC22K2/1K1C113C21C2C2C22C2 HP,"
        "HG,HT,HS 1 85 51"),
}
SPEED_NODES = 40_000
SPEED_REPEAT = 3
#: The node budgets' scales of the depth table: the game's own, and the Standard board's
#: matches (benchmarks/strength.sh).
DEPTH_SCALES = (1.0, 0.2)


def nodes_per_second(text: str, nodes: int, repeat: int) -> tuple[float, float, int]:
    """Hard's search from the position for a fixed number of nodes, the fastest of
    ``repeat`` runs (as ``timeit`` reports: on a shared machine the slower runs measure
    the neighbours): (nodes per second of the clock, nodes per second of the process's
    own CPU time, depth). The first is what a player waits for; the second is the
    code's speed, whatever else the machine runs."""
    rates, cpu_rates = [], []
    for _ in range(repeat):
        state = GameState.from_hdn(text)
        started, cpu_started = perf_counter(), process_time()
        result = Search(state, level_named("hard"), Budget(nodes=nodes), Random(0)).run()
        rates.append(result.nodes / (perf_counter() - started))
        cpu_rates.append(result.nodes / (process_time() - cpu_started))
    return max(rates), max(cpu_rates), result.depth


def times_per_move(level: str) -> list[float]:
    """Wall-clock seconds of one action with the level's own time budget, per position."""
    times = []
    for text in POSITIONS.values():
        state = GameState.from_hdn(text)
        started = perf_counter()
        choose_action(state, level)
        times.append(perf_counter() - started)
    return times


def depths_with_nodes(level: str, scale: float) -> list[int]:
    """The depth the level completes with its node budget times ``scale``, per position."""
    nodes = scaled_nodes(LEVELS[level], scale)
    return [choose_action(GameState.from_hdn(text), level, nodes=nodes).depth
            for text in POSITIONS.values()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0].replace("\n", " "))
    parser.add_argument("--levels", default=",".join(LEVELS),
                        help="levels to time (default: all four)")
    parser.add_argument("--nodes", type=int, default=SPEED_NODES,
                        help=f"nodes per speed measurement (default {SPEED_NODES})")
    parser.add_argument("--repeat", type=int, default=SPEED_REPEAT,
                        help=f"runs per speed measurement, the fastest reported "
                             f"(default {SPEED_REPEAT})")
    args = parser.parse_args()
    levels = args.levels.split(",")
    unknown = [name for name in levels if name not in LEVELS]
    if unknown:
        parser.error(f"unknown level {unknown[0]!r}: choose among {', '.join(LEVELS)}")
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    print(f"Nodes per second (Hard's search, {args.nodes} nodes, the fastest of "
          f"{args.repeat} runs, one core, Python {sys.version.split()[0]}):")
    for name, text in POSITIONS.items():
        rate, cpu_rate, depth = nodes_per_second(text, args.nodes, args.repeat)
        print(f"  {name:<24} {rate:>9,.0f} nodes/s  ({cpu_rate:,.0f} of CPU time; "
              f"depth {depth})")
    print("Time per action with each level's budget (median / longest / budget, "
          f"over {len(POSITIONS)} positions):")
    for level in levels:
        times = times_per_move(level)
        budget = LEVELS[level].seconds
        print(f"  {level:<7} {statistics.median(times):6.2f} s / {max(times):6.2f} s / "
              f"{budget:5.1f} s  (longest {max(times) / budget:.2f} x budget)")
    print("Depth completed with each level's node budget (per position; "
          + ", ".join(f"x{scale:g}" for scale in DEPTH_SCALES) + "):")
    for level in levels:
        columns = [f"x{scale:g}: " + " ".join(f"{depth:2}" for depth in
                                              depths_with_nodes(level, scale))
                   for scale in DEPTH_SCALES]
        print(f"  {level:<7} " + "  ".join(columns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
