"""``hawks-and-doves arena``: play matches between AI players and measure their strength.

Games run in parallel processes with a progress bar; every game is saved in the saved-game
format into ``--out`` (by default a new ``arena-...`` folder in the user's replays folder,
where the game's list of replays shows them). The summary gives wins, draws and losses of
the first player, its score with a Wilson 95% interval, the Elo difference with its
interval, the average game length and each player's average time per move.
"""

from __future__ import annotations

import argparse
import os
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from game.ai.arena import (
    BUDGETS,
    LAYOUTS,
    GameOutcome,
    MatchSummary,
    earlier_outcome,
    play_game,
    schedule,
)
from game.ai.stats import elo_difference, format_elo
from game.commands import integer
from game.errors import UsageError
from game.rules import parse_size


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", required=True, metavar="A,B",
                        help="two players (levels easy, normal, hard, expert or baselines "
                             "random, greedy), or one per seat; the first is measured")
    parser.add_argument("--layout", default="hvh", choices=sorted(LAYOUTS),
                        help="hvh: Hawk v Hawk, hvd: Hawk v Dove, ffa: 4 Hawks (default hvh)")
    parser.add_argument("--games", type=integer, default=20, metavar="N",
                        help="number of games (default 20)")
    parser.add_argument("--size", default="24", metavar="SIZE",
                        help="board size: 24, 32x24 or a preset name (default 24)")
    parser.add_argument("--seed", type=integer, default=1, metavar="K",
                        help="seed of the boards and the players (default 1)")
    parser.add_argument("--jobs", type=integer, default=os.cpu_count() or 1, metavar="J",
                        help="games played at once, in separate processes (default: cores)")
    parser.add_argument("--budget", default="nodes", choices=BUDGETS,
                        help="nodes: each level's node budget, reproducible (default); "
                             "time: its time budget, as in the game")
    parser.add_argument("--scale", type=float, default=1.0, metavar="F",
                        help="multiply every level's budget by F (default 1)")
    parser.add_argument("--max-plies", type=integer, default=1000, metavar="N",
                        help="stop a game still going after N actions (default 1000)")
    parser.add_argument("--adjudicate", type=integer, default=300, metavar="M",
                        help="a stopped game goes to the team ahead in material by M or more "
                             "(100 is a Consumer); otherwise, or with 0, it is a draw "
                             "(default 300)")
    parser.add_argument("--out", metavar="DIR",
                        help="folder for the game records (default: a new arena-... folder "
                             "in the user's replays folder)")
    parser.add_argument("--resume", action="store_true",
                        help="go on with a match stopped part-way: the games whose records "
                             "are in --out count as played, the others are played "
                             "(the same options, or more --games)")


def run(args: argparse.Namespace) -> int:
    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, not {args.jobs}")
    if args.max_plies < 1:
        raise UsageError(f"--max-plies must be at least 1, not {args.max_plies}")
    if args.adjudicate < 0:
        raise UsageError(f"--adjudicate must be 0 or more, not {args.adjudicate}")
    if args.resume and not args.out:
        raise UsageError("--resume needs --out: the folder of the match to go on with")
    players = [name.strip() for name in args.players.split(",")]
    specs = schedule(players, args.layout, args.games, parse_size(args.size), args.seed,
                     args.budget, args.scale, args.max_plies, args.adjudicate)
    out = records_folder(Path(args.out) if args.out else default_folder(players), args.resume)
    earlier = earlier_outcomes(specs, out) if args.resume else {}
    summary = MatchSummary(players[0])
    for outcome in earlier.values():
        summary.add(outcome)
    for outcome in play_all([spec for spec in specs if spec.number not in earlier], args.jobs):
        save_outcome(outcome, out)
        summary.add(outcome)
    report(summary, specs, args, out, len(earlier),
           sum(not outcome.timed for outcome in earlier.values()))
    return 0


def records_folder(folder: Path, resume: bool = False) -> Path:
    """``folder``, made before any game is played so that a bad path stops the match at
    once; a folder already holding records is refused, as they would be overwritten,
    unless the match is ``resume``d (its records are then its games played)."""
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"--out {folder} is a file: give a folder for the game records")
    if not resume and folder.is_dir() and any(folder.glob("game-*.json")):
        raise UsageError(f"{folder} already holds game records: give a new folder, "
                         "or --resume to go on with its match")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"cannot make the folder {folder}: {error.strerror or error}") \
            from None
    return folder


def default_folder(players: list[str]) -> Path:
    """A folder of its own in the replays folder, where the game's replay list finds it."""
    from game.paths import replays_dir

    stamp = time.strftime("%Y%m%d-%H%M%S")
    return replays_dir() / f"arena-{stamp}-{'-'.join(players)}"


def earlier_outcomes(specs, folder: Path) -> dict[int, GameOutcome]:
    """The games of the match whose records ``folder`` holds, by number, each checked
    against the schedule (``arena.earlier_outcome``)."""
    from game.record import RecordError, load_record

    outcomes = {}
    for spec in specs:
        path = folder / f"game-{spec.number:04d}.json"
        if not path.exists():
            continue
        try:
            record = load_record(path)
        except RecordError as error:
            raise UsageError(f"cannot resume from {path}: {error}") from None
        outcomes[spec.number] = earlier_outcome(
            spec, record.start, [info.level for info in record.seats], record.actions,
            [info.thinking for info in record.seats])
    return outcomes


def play_all(specs, jobs: int):
    """Outcomes as games finish, with a progress bar on standard error."""
    from tqdm import tqdm

    with tqdm(total=len(specs), unit="game", desc="arena", dynamic_ncols=True) as bar:
        if jobs == 1:
            for spec in specs:
                yield play_game(spec)
                bar.update()
            return
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for future in as_completed([pool.submit(play_game, spec) for spec in specs]):
                yield future.result()
                bar.update()


def save_outcome(outcome: GameOutcome, folder: Path) -> None:
    """Write one game in the saved-game format, replaying it through the rules."""
    from game.record import GameRecord, SeatInfo, Setup, save_record
    from game.rules import GameState, parse_action

    spec = outcome.spec
    state = GameState.from_hdn(outcome.start)
    infos = [SeatInfo(code, f"{player} (AI)", "ai", player, round(seconds, 3))
             for code, player, seconds in zip(spec.seats.split(","), spec.players,
                                               outcome.seconds[1:], strict=True)]
    record = GameRecord.new(state, infos, Setup(*spec.size, spec.board_seed))
    for text in outcome.actions:
        record.play(state, parse_action(state, text))
    save_record(record, folder / f"game-{spec.number:04d}.json")


def report(summary: MatchSummary, specs, args: argparse.Namespace, out: Path,
           earlier: int = 0, untimed: int = 0) -> None:
    spec = specs[0]
    players = sorted(set(spec.players), key=spec.players.index)
    low, high = summary.interval
    print(f"arena: {' v '.join(players)} on {args.layout} ({spec.seats}), "
          f"{spec.size[0]}x{spec.size[1]}, {summary.games} games, seed {args.seed}, "
          f"budget {args.budget} x{args.scale:g}")
    if len(players) == 1:  # a player against itself: only the seats can be told apart
        print(f"{summary.draws} draws; {summary.unfinished} games stopped at {spec.max_plies} "
              f"actions, {summary.adjudicated_wins} of them adjudicated by material "
              f"(margin {spec.adjudicate})")
        report_seats(summary)
        report_times(summary, players, out, earlier, untimed)
        return
    print(f"{summary.player}: {summary.wins} wins, {summary.draws} draws, "
          f"{summary.losses} losses")
    if summary.unfinished:
        print(f"stopped at {spec.max_plies} actions: {summary.unfinished} games, of which "
              f"{summary.adjudicated_wins} wins and {summary.adjudicated_losses} losses "
              f"adjudicated by material (margin {spec.adjudicate}), the others drawn")
    print(f"score {summary.score:.1%} (95% CI {low:.1%} .. {high:.1%}), "
          f"Elo {format_elo(elo_difference(summary.score))} "
          f"({format_elo(elo_difference(low))} .. {format_elo(elo_difference(high))})")
    report_not_won(summary)
    report_seats(summary)
    report_times(summary, players, out, earlier, untimed)


#: How many of the games not won the summary names; a match mostly lost names the first.
NOT_WON_LISTED = 10


def report_not_won(summary: MatchSummary) -> None:
    """Name the games the first player did not win, so that they can be opened at once
    (`hawks-and-doves replay`, or the record of that number)."""
    games = sorted(summary.not_won)
    if not games:
        return
    listed = ", ".join(f"game {number} ({how})" for number, how in games[:NOT_WON_LISTED])
    more = len(games) - NOT_WON_LISTED
    print(f"not won: {listed}" + (f", and {more} more" if more > 0 else ""))


def report_seats(summary: MatchSummary) -> None:
    if summary.side_wins:
        print("wins by seat: " + ", ".join(
            f"{code} {count} ({count / summary.games:.0%})"
            for code, count in sorted(summary.side_wins.items())))


def report_times(summary: MatchSummary, players: list[str], out: Path, earlier: int,
                 untimed: int) -> None:
    """Game length over every game; time per move over the games whose time is known:
    those played now and those read from records that keep it (all but ``untimed`` of
    the ``earlier`` games)."""
    print(f"average game length: {summary.plies / max(1, summary.games):.1f} actions")
    played = summary.games - earlier
    timed = summary.games - untimed
    if timed:
        print(("average time per move: " if not untimed else
               f"average time per move (the {timed} games whose time is known): ")
              + ", ".join(f"{name} {summary.seconds_per_move(name):.3f} s"
                          for name in players))
    if earlier:
        print(f"{earlier} games read from their records, {played} played now")
    print(f"records: {out}")
