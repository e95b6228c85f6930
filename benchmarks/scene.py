"""How fast the 3D client draws: draw calls, build time, frame times, startup, AI thinking.

Run: ``python benchmarks/scene.py`` (offscreen, no window needed). Prints figures; asserts
nothing. It builds a Huge 64 x 64 game with every kind of building and 300 pieces playing
``idle`` in the real game screen at 1280 x 720, and reports:

- draw calls per frame: the Geoms Panda3D draws after view-frustum culling, counted for
  the camera, the sun's shadow pass and the 2D interface (also for other board sizes, to
  show the count does not grow with the board);
- the scene's build time;
- median and 95th percentile frame times, and the same for the board alone (no pieces,
  no buildings), as a ratio;
- the time from starting ``hawks-and-doves`` to its first menu frame;
- the longest frame while an Expert AI thinks in the background.

Frame times are wall-clock times of whole frames (tasks, animation, culling, drawing) with
Mesa's software renderer when there is no GPU, so they measure this machine's CPU.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HAWKS_AND_DOVES_HOME", tempfile.mkdtemp(prefix="hd-bench-"))

from game.rules import Tile, new_game, parse_seats  # noqa: E402
from game.view.scene.draw_calls import (  # noqa: E402
    crowded_screen, crowded_state, draw_calls,
)
RESOLUTION = (1280, 720)
ROUNDS = 4  # the full scene and the board alone are timed in this many alternate rounds


def frame_times(app, frames: int) -> list[float]:
    for _ in range(10):
        app.taskMgr.step()
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        app.taskMgr.step()
        times.append(time.perf_counter() - start)
    return times


def summary(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered) * 1000, ordered[int(0.95 * (len(ordered) - 1))] * 1000


def show_board_alone(screen, alone: bool) -> None:
    """Hide (or show again) the pieces and the buildings."""
    for path in [screen.scene.pieces.root, *screen.scene.buildings.values()]:
        if alone:
            path.hide()
        else:
            path.show()


def startup_time() -> float:
    """Seconds from starting ``python -m game`` to its first menu frame (it then quits)."""
    environment = dict(os.environ, HAWKS_AND_DOVES_QUIT_AFTER_FIRST_FRAME="1")
    if not environment.get("DISPLAY"):
        environment["HAWKS_AND_DOVES_OFFSCREEN"] = "1"
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=environment, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def ai_frames(app, seconds: float) -> tuple[float, float, int, float, float]:
    """The longest and the median frame while an Expert thinks about a Standard game, the
    number of frames, and the longest and median frames of the same screen without it."""
    from game.ai.background import BackgroundThinker
    state = new_game(parse_seats("HP,HG"), (24, 24), 3)
    screen = crowded_screen(app, state)
    times = []
    with BackgroundThinker() as thinker:
        thinker.start()  # as a game with AI seats does when it opens
        alone = frame_times(app, 60)
        thinker.submit(state.hdn(), [], "expert", 1, seconds=seconds)
        deadline = time.perf_counter() + seconds + 30
        while thinker.busy and time.perf_counter() < deadline:
            start = time.perf_counter()
            app.taskMgr.step()
            times.append(time.perf_counter() - start)
            try:
                thinker.result()
            except Exception as error:  # report, do not stop the benchmark
                print(f"  the AI failed: {error}")
                break
    del screen
    return (max(times) * 1000, statistics.median(times) * 1000, len(times),
            max(alone) * 1000, statistics.median(alone) * 1000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=64)
    parser.add_argument("--pieces", type=int, default=300)
    parser.add_argument("--frames", type=int, default=120)
    parser.add_argument("--ai-seconds", type=float, default=10.0,
                        help="how long the Expert thinks (0: skip that measure)")
    args = parser.parse_args()

    from panda3d.core import loadPrcFileData
    loadPrcFileData("benchmark", "gl-finish #t")  # time the drawing, not just its queueing
    from game.view.app import HawksApp
    from game.view.settings import Settings
    # no hand-over screen: its opaque veil would hide the board the frames are timed on
    app = HawksApp(offscreen=True, size=RESOLUTION, settings=Settings(handover=False))
    app.show_menu()
    print(f"Hawks & Doves scene benchmark, offscreen {RESOLUTION[0]}x{RESOLUTION[1]}, "
          f"{app.win.getGsg().getDriverRenderer()}")

    state = crowded_state(args.size, args.pieces)
    kinds = {site.tile for site in state.tiles}
    assert kinds == set(Tile), "every kind of building"
    start = time.perf_counter()
    screen = crowded_screen(app, state)
    build = time.perf_counter() - start
    app.taskMgr.step()
    print(f"\n{args.size}x{args.size}, {len(state.tiles)} buildings (every kind), "
          f"{sum(len(p) for p in state.pieces)} pieces playing idle")
    print(f"  scene and screen build time   {build:6.2f} s")
    main_calls, shadow_calls, gui = draw_calls(app, screen)
    print(f"  draw calls per frame          {main_calls + shadow_calls + gui:6d}"
          f"   (camera {main_calls}, shadow pass {shadow_calls}, interface {gui})")
    full_times, board_times = [], []
    for _ in range(ROUNDS):  # taken in turns, so that a change of load falls on both
        full_times += frame_times(app, args.frames // ROUNDS)
        show_board_alone(screen, True)
        board_times += frame_times(app, args.frames // ROUNDS)
        show_board_alone(screen, False)
    full, board = summary(full_times), summary(board_times)
    print(f"  frame time, full scene        {full[0]:6.1f} ms median, {full[1]:6.1f} ms p95")
    show_board_alone(screen, True)
    board_calls = sum(draw_calls(app, screen))
    show_board_alone(screen, False)
    print(f"  frame time, board alone       {board[0]:6.1f} ms median, {board[1]:6.1f} ms p95"
          f"   ({board_calls} draw calls)")
    print(f"  ratio full / board            {full[0] / board[0]:6.2f}x median, "
          f"{full[1] / board[1]:.2f}x p95")
    screen.scene.lights.set_shadows(False)
    plain = summary(frame_times(app, args.frames))
    print(f"  with shadows off (Settings)   {plain[0]:6.1f} ms median, {plain[1]:6.1f} ms p95"
          f"   ({sum(draw_calls(app, screen))} draw calls)")

    print("\ndraw calls by board size (same density of pieces, same view):")
    for size in (16, 32, 64, 128):
        pieces = max(33, round(args.pieces * size * size / (args.size * args.size)))
        other = crowded_screen(app, crowded_state(size, pieces))
        app.taskMgr.step()
        print(f"  {size:3d}x{size:<3d} {len(other.session.state.tiles):4d} buildings "
              f"{sum(len(p) for p in other.session.state.pieces):5d} pieces   "
              f"{sum(draw_calls(app, other)):4d} draw calls")
    app.show_menu()

    print(f"\nstartup to the first menu frame  {startup_time():6.2f} s")
    if args.ai_seconds > 0:
        longest, median, frames, calm, calm_median = ai_frames(app, args.ai_seconds)
        print(f"while an Expert thinks ({args.ai_seconds:g} s, {frames} frames, Standard "
              f"board): longest frame {longest:.1f} ms, median {median:.1f} ms")
        print(f"  the same screen without the AI: longest frame {calm:.1f} ms, "
              f"median {calm_median:.1f} ms")
    app.close()


if __name__ == "__main__":
    main()
