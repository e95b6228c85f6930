"""Match statistics, the schedule of a match, playing and recording games."""

import math

import pytest

from game.ai.arena import GameSpec, MatchSummary, budget_of, play_game, schedule
from game.ai.stats import elo_difference, format_elo, wilson_interval
from game.errors import UsageError

from ai_positions import A, K


def test_wilson_interval():
    low, high = wilson_interval(0.5, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson_interval(1.0, 200)
    assert high == pytest.approx(1.0) and low == pytest.approx(0.9812, abs=1e-4)
    assert wilson_interval(0.0, 10)[0] == 0.0
    assert wilson_interval(0.3, 0) == (0.0, 1.0)


def test_elo_difference():
    assert elo_difference(0.5) == 0
    assert elo_difference(0.75) == pytest.approx(190.85, abs=0.01)
    assert elo_difference(0.25) == pytest.approx(-190.85, abs=0.01)
    assert elo_difference(1.0) == math.inf and elo_difference(0.0) == -math.inf
    assert format_elo(math.inf) == "+inf" and format_elo(-12.4) == "-12"


def test_two_seat_boards_are_played_twice_with_the_players_swapped():
    specs = schedule(["hard", "greedy"], "hvd", 4, (16, 16), 1)
    assert [spec.players for spec in specs] == [("hard", "greedy"), ("greedy", "hard")] * 2
    assert specs[0].board_seed == specs[1].board_seed != specs[2].board_seed
    assert [spec.number for spec in specs] == [1, 2, 3, 4]
    assert all(spec.seats == "HP,D" for spec in specs)


def test_free_for_all_rotates_the_lone_player_through_every_seat():
    specs = schedule(["hard", "greedy"], "ffa", 8, (24, 24), 2)
    assert [spec.players.index("hard") for spec in specs] == [0, 1, 2, 3] * 2
    assert len({spec.board_seed for spec in specs[:4]}) == 1
    four = schedule(["easy", "normal", "hard", "expert"], "ffa", 4, (24, 24), 2)
    assert four[1].players == ("expert", "easy", "normal", "hard")


def test_one_player_in_every_seat_gets_a_board_a_game():
    """Swapping a player with itself would replay the game: a balance match needs boards."""
    specs = schedule(["hard", "hard"], "hvd", 4, (16, 16), 1)
    assert len({spec.board_seed for spec in specs}) == 4
    assert all(spec.players == ("hard", "hard") for spec in specs)


@pytest.mark.parametrize("arguments, message", [
    ((["hard", "greedy"], "ring", 2), "unknown layout"),
    ((["hard", "greedy", "easy"], "hvh", 2), "has 2 seats"),
    ((["hard", "godlike"], "hvh", 2), "unknown AI level"),
    ((["hard", "greedy"], "hvh", 0), "at least 1"),
])
def test_bad_schedules_are_refused(arguments, message):
    with pytest.raises(UsageError, match=message):
        schedule(*arguments, (16, 16), 1)


def test_budgets_in_nodes_or_time_and_scaled():
    spec = GameSpec(1, "HP,HG", (16, 16), 1, ("hard", "greedy"), 1, "nodes", 0.1)
    assert budget_of(spec, "hard") == {"nodes": 5_000}
    assert budget_of(spec, "hard:paranoid") == {"nodes": 5_000}
    assert budget_of(spec, "greedy") == {}
    timed = GameSpec(1, "HP,HG", (16, 16), 1, ("hard", "greedy"), 1, "time", 0.5)
    assert budget_of(timed, "normal") == {"seconds": 0.5}


def test_a_game_is_played_to_its_end_or_its_limit_and_summed_up():
    spec = GameSpec(1, "HP,D", (16, 16), 3, ("greedy", "random"), 0, max_plies=400)
    outcome = play_game(spec)
    assert (outcome.status, outcome.winners) == ("win", (1,))  # greedy takes the Dove's last
    assert outcome.reason == "the last Hawk standing"
    assert sum(outcome.moves) == len(outcome.actions) < 400
    assert play_game(spec).actions == outcome.actions  # reproducible
    summary = MatchSummary("greedy")
    summary.add(outcome)
    assert summary.games == 1 and summary.plies == len(outcome.actions)
    assert (summary.wins, summary.draws, summary.losses) == (1, 0, 0)


def test_a_summary_scores_from_the_first_players_side():
    summary = MatchSummary("hard")
    spec = GameSpec(1, "HP,D", (16, 16), 3, ("greedy", "hard"), 0)
    from game.ai.arena import GameOutcome
    for winners, status in (((2,), "win"), ((1,), "win"), ((), "draw"), ((), "unfinished")):
        summary.add(GameOutcome(spec, "", ["pass"], status, winners, "", [0, 1.0, 3.0],
                                [0, 1, 1]))
    assert (summary.wins, summary.draws, summary.losses, summary.unfinished) == (1, 2, 1, 1)
    summary.add(GameOutcome(spec, "", ["pass"], "unfinished", (2,), "", [0, 0, 0], [0, 0, 0]))
    summary.add(GameOutcome(spec, "", ["pass"], "unfinished", (1,), "", [0, 0, 0], [0, 0, 0]))
    assert (summary.adjudicated_wins, summary.adjudicated_losses) == (1, 1)
    assert (summary.wins, summary.losses, summary.unfinished) == (2, 2, 3)
    assert summary.score == 0.5
    assert summary.side_wins == {"D": 2, "HP": 2}
    assert summary.seconds_per_move("hard") == 3.0


def test_a_summary_names_the_games_not_won_and_how_each_ended(capsys):
    from game.ai.arena import GameOutcome
    from game.commands.arena import NOT_WON_LISTED, report_not_won

    def outcome(number, status, winners, reason=""):
        spec = GameSpec(number, "HP,D", (16, 16), 3, ("hard", "greedy"), 0)
        return GameOutcome(spec, "", ["pass"], status, winners, reason, [0, 0, 0], [0, 0, 0])

    summary = MatchSummary("hard")
    for played in (outcome(4, "unfinished", (2,)), outcome(1, "win", (1,)),
                   outcome(3, "draw", (), "the same position occurred three times"),
                   outcome(2, "win", (2,)), outcome(5, "unfinished", ())):
        summary.add(played)
    assert sorted(summary.not_won) == [
        (2, "lost on the board"), (3, "drawn: the same position occurred three times"),
        (4, "lost at the cap"), (5, "drawn at the cap")]
    report_not_won(summary)
    assert capsys.readouterr().out == (
        "not won: game 2 (lost on the board), game 3 (drawn: the same position occurred "
        "three times), game 4 (lost at the cap), game 5 (drawn at the cap)\n")
    for number in range(6, 6 + NOT_WON_LISTED):
        summary.add(outcome(number, "win", (2,)))
    report_not_won(summary)
    line = capsys.readouterr().out
    assert line.count("game ") == NOT_WON_LISTED and line.endswith(", and 4 more\n")
    winner = MatchSummary("hard")
    winner.add(outcome(1, "win", (1,)))
    report_not_won(winner)
    assert capsys.readouterr().out == "", "a match won throughout names no game"


def test_a_game_stopped_at_the_limit_goes_to_the_side_that_gained_most_material():
    from game.ai.arena import adjudicated

    from ai_positions import BARE, C, Q, build
    start = build("HP,HG", {**BARE, "c3": (C, 1), "j10": (C, 2)})
    ahead = build("HP,HG", {**BARE, "c3": (Q, 1), "j10": (C, 2)})
    assert adjudicated(ahead, start, 300) == (1,)
    assert adjudicated(ahead, start, 900) == ()  # 800 ahead: not enough
    assert adjudicated(ahead, start, 0) == ()  # adjudication off
    doves = build("HP,D,D", {"a1": (K, 1), "h8": (A, 2), "l12": (A, 3), "k12": (A, 3)})
    bare = build("HP,D,D", {"a1": (K, 1), "h8": (A, 2), "l12": (A, 3)})
    assert adjudicated(doves, bare, 100) == (2, 3)  # the Doves as a team gained one
    assert adjudicated(doves, doves, 100) == ()  # nobody gained: a draw


def test_adjudication_counts_the_change_since_the_start_an_activist_as_a_consumer():
    """A Dove's six Activists against a Hawk's four Consumers are no lead; after each
    side has generated three of its basic pieces, nobody leads either."""
    from game.ai.arena import adjudicated
    from game.rules import new_game, parse_seats

    from ai_positions import C, build
    start = new_game(parse_seats("HP,D"), (12, 12), 1)
    assert adjudicated(start, start, 100) == ()
    hawk = {"a1": (K, 1), "b1": (C, 1), "c1": (C, 1), "d1": (C, 1), "e1": (C, 1)}
    dove = {f"{column}12": (A, 2) for column in "ghijkl"}
    before = build("HP,D", {**hawk, **dove})
    after = build("HP,D", {**hawk, "f1": (C, 1), "g1": (C, 1), "h1": (C, 1),
                           **dove, "g11": (A, 2), "h11": (A, 2), "i11": (A, 2)})
    assert adjudicated(after, before, 100) == ()
    lost = build("HP,D", {**hawk, **{name: piece for name, piece in dove.items()
                                     if name != "l12"}})
    assert adjudicated(lost, before, 100) == (1,)


def test_an_adjudicated_game_counts_as_a_win_and_is_reported(capsys, tmp_path):
    from game.cli import main

    status = main(["arena", "--players", "greedy,random", "--games", "2", "--size", "12",
                   "--jobs", "1", "--max-plies", "6", "--adjudicate", "100",
                   "--out", str(tmp_path)])
    out = capsys.readouterr().out
    assert status == 0
    assert "greedy: 1 wins, 1 draws, 0 losses" in out
    assert "stopped at 6 actions: 2 games, of which 1 wins and 0 losses adjudicated by " \
           "material (margin 100), the others drawn" in out
