"""How fast a replay opens and seeks: the pure timeline, without Panda3D (``--view``: the
replay viewer's seeks and frames too, offscreen).

Run: ``python benchmarks/replay.py [--view]``. Prints figures; asserts nothing.

Games are random playouts (captures, pacifications and generations preferred, so the
boards fill up): a 1,000-action game on the Standard board (24 x 24, a Hawk against a
Dove) and a 6,000-action game on the Huge board (64 x 64, four seats). For each: the time
to open it (parse and check every action through the rules, once), then seeks to random
actions from wherever the last seek left off (what the slider does), and the worst case,
from one end of the game to the other.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from game.record.timeline import Timeline  # noqa: E402

from scripted import playout  # noqa: E402

GAMES = (
    ("Standard 24x24, Hawk v Dove", "HP,D", (24, 24), 1_000),
    ("Huge 64x64, 2 Hawks 2 Doves", "HP,D,HG,D", (64, 64), 6_000),
)
SEEKS = 200


def milliseconds(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def view_seeks(records) -> None:
    from game.view.app import HawksApp
    from game.view.offscreen import offscreen_base
    from game.view.screens.replay import ReplayScreen
    from game.view.settings import Settings

    base = offscreen_base()
    base.win.setSize(1280, 720)
    base.adjustWindowAspectRatio(1280 / 720)
    app = HawksApp(base=base, settings=Settings())
    print(f"\nin the viewer (1280x720 offscreen):\n{'game':32} {'seek median':>12} "
          f"{'seek p95':>10} {'seek max':>10} {'frame after':>12}")
    for name, record in records:
        screen = app.show(ReplayScreen, Timeline(record))
        rng = random.Random(3)
        seeks, frames = [], []
        for _ in range(40):
            target = rng.randrange(len(screen.timeline) + 1)
            started = time.perf_counter()
            screen.seek(target)
            seeks.append(time.perf_counter() - started)
            started = time.perf_counter()
            base.graphicsEngine.renderFrame()
            frames.append(time.perf_counter() - started)
        seeks.sort()
        print(f"{name:32} {milliseconds(statistics.median(seeks)):>12} "
              f"{milliseconds(seeks[int(len(seeks) * 0.95)]):>10} "
              f"{milliseconds(seeks[-1]):>10} {milliseconds(statistics.median(frames)):>12}")
    app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0].replace("\n", " "))
    parser.add_argument("--view", action="store_true",
                        help="also time the replay viewer's seeks and frames (Panda3D, offscreen)")
    args = parser.parse_args()
    print(f"{'game':32} {'actions':>8} {'open':>10} {'seek median':>12} {'seek p95':>10} "
          f"{'seek max':>10} {'end to end':>11}")
    records = []
    for name, seats, size, actions in GAMES:
        record = playout(seats, size, actions, seed=11)
        records.append((name, record))
        started = time.perf_counter()
        timeline = Timeline(record)
        opened = time.perf_counter() - started
        rng = random.Random(3)
        times = []
        for _ in range(SEEKS):
            target = rng.randrange(len(timeline) + 1)
            started = time.perf_counter()
            timeline.seek(target)
            times.append(time.perf_counter() - started)
        ends = []
        for target in (0, len(timeline)) * 5:
            started = time.perf_counter()
            timeline.seek(target)
            ends.append(time.perf_counter() - started)
        times.sort()
        print(f"{name:32} {len(timeline):>8,} {milliseconds(opened):>10} "
              f"{milliseconds(statistics.median(times)):>12} "
              f"{milliseconds(times[int(len(times) * 0.95)]):>10} "
              f"{milliseconds(times[-1]):>10} {milliseconds(max(ends)):>11}")
    if args.view:
        view_seeks(records)


if __name__ == "__main__":
    main()
