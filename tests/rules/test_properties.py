"""Property tests over random setups and random playouts (hypothesis)."""

import random
from functools import reduce
from operator import xor

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.record import GameRecord, SeatInfo, load_record, save_record
from game.rules import RESIGN, GameState, Leader, format_action, new_game, parse_action, parse_seats
from game.rules.zobrist import zobrist_keys

from positions import snapshot

SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])


@st.composite
def setups(draw):
    count = draw(st.integers(2, 6))
    hawks = draw(st.lists(st.booleans(), min_size=count, max_size=count).filter(any))
    leaders = iter(draw(st.permutations(list(Leader))))
    codes = ",".join("H" + next(leaders).letter if hawk else "D" for hawk in hawks)
    size = (draw(st.integers(12, 30)), draw(st.integers(12, 30)))
    return new_game(parse_seats(codes), size, seed=draw(st.integers(0, 2**31)),
                    classic=draw(st.booleans()))


def random_action(state, rng):
    return RESIGN if rng.random() < 0.003 else rng.choice(state.legal_actions())


def check_board(state: GameState, tiles: dict):
    occupied = [square for pieces in state.pieces for square in pieces]
    assert len(occupied) == len(set(occupied)), "no two pieces on a square"
    assert {s for s in state.geometry.squares if state.cells[s] > 0} == set(occupied)
    assert not set(occupied) & set(tiles), "no piece on a tile"
    assert {site.square: site.tile for site in state.tiles} == tiles
    rebuilt = GameState.from_hdn(state.hdn())
    assert rebuilt.hash == state.hash, "the incremental hash matches a fresh one"
    assert rebuilt.seat_hash == state.seat_hash
    keys = zobrist_keys(state.geometry.size)
    for seat, squares in enumerate(state.pieces):
        assert state.seat_hash[seat] == reduce(
            xor, (keys.piece[state.cells[square]][square] for square in squares), 0), \
            "a seat's hash is that of its own pieces"
    assert rebuilt.near_pieces == state.near_pieces
    assert rebuilt.near_consumers == state.near_consumers


@SETTINGS
@given(setups(), st.integers(0, 2**31), st.integers(1, 200))
def test_undo_restores_the_exact_state_after_any_sequence(state, seed, length):
    rng = random.Random(seed)
    history = [snapshot(state)]
    while state.ply < length and not state.is_over:
        state.apply(random_action(state, rng))
        history.append(snapshot(state))
    while state.ply:
        history.pop()
        state.undo()
        assert snapshot(state) == history[-1]


@SETTINGS
@given(setups(), st.integers(0, 2**31), st.integers(1, 200))
def test_last_changes_names_every_square_an_action_changed(state, seed, length):
    rng = random.Random(seed)
    assert state.last_changes() == [], "nothing played yet"
    while state.ply < length and not state.is_over:
        before = list(state.cells)
        state.apply(random_action(state, rng))
        changed = {square for square, cell in enumerate(state.cells) if cell != before[square]}
        assert set(state.last_changes()) == changed


@SETTINGS
@given(setups(), st.integers(0, 2**31))
def test_the_board_stays_sound_and_texts_round_trip_during_play(state, seed):
    rng = random.Random(seed)
    tiles = {site.square: site.tile for site in state.tiles}
    for _ in range(150):
        if state.is_over:
            break
        for action in state.legal_actions():
            assert parse_action(state, format_action(state, action)) == action
        assert GameState.from_hdn(state.hdn()).hdn() == state.hdn()
        state.apply(random_action(state, rng))
        check_board(state, tiles)


@SETTINGS
@given(setups(), st.integers(0, 2**31))
def test_every_game_of_random_play_ends(state, seed):
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(random_action(state, rng))
        assert state.ply < 50_000, "random play did not end"
    assert state.result.status in ("win", "draw")
    assert state.legal_actions() == []


@SETTINGS
@given(setups(), st.integers(0, 2**31), st.integers(0, 300))
def test_a_record_survives_save_and_load(tmp_path_factory, state, seed, length):
    rng = random.Random(seed)
    seats = [SeatInfo(seat.code, f"Player {n}", *(("ai", "hard") if n % 2 else ("human", None)))
             for n, seat in enumerate(state.seats, start=1)]
    record = GameRecord.new(state, seats)
    while state.ply < length and not state.is_over:
        record.play(state, random_action(state, rng))
    path = tmp_path_factory.mktemp("records") / "game.json"
    save_record(record, path)
    loaded = load_record(path)
    assert loaded == record
    assert loaded.replay().hdn() == state.hdn()
