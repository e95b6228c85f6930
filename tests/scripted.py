"""Recorded games for the replay tests (imported as ``scripted``): reproducible playouts of
real games, with every kind of event in them."""

from __future__ import annotations

import random

from game.record import GameRecord, SeatInfo, Setup
from game.rules import format_action, new_game, parse_seats

#: The names a scripted game gives its seats: Ann, Bob, Cy...
NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")


def playout(seats: str = "HP,D,HG", size: tuple[int, int] = (16, 16), actions: int = 300,
            seed: int = 5) -> GameRecord:
    """A game of random legal actions (captures and pacifications preferred, so that the
    game has fights in it), stopped after ``actions`` or at its end."""
    state = new_game(parse_seats(seats), size, seed)
    infos = [SeatInfo(code, NAMES[index]) for index, code in enumerate(seats.split(","))]
    record = GameRecord.new(state, infos, Setup(*size, seed))
    rng = random.Random(seed)
    while len(record.actions) < actions and state.result is None:
        legal = state.legal_actions()
        fights = [a for a in legal if a.kind.name in ("CAPTURE", "PACIFY", "GENERATE")]
        action = rng.choice(fights if fights and rng.random() < 0.7 else legal)
        assert format_action(state, action)
        record.play(state, action)
    return record
