"""RULES 3: environment tiles, what they generate, and how the board creator places them."""

from collections import Counter

import pytest

from game.rules import ActionKind, Kind, Tile, new_game, parse_seats
from game.rules.creation import HOME_WAL_MART, home_positions

from positions import build, notations

# --- impassable -------------------------------------------------------------------------


def test_no_piece_may_enter_a_tile():
    state = build({"e5": "K1", "a12": "A2"}, tiles={"f6": "o"})
    assert "K e5-f6" not in notations(state)


def test_no_piece_slides_through_a_tile():
    state = build({"c3": "R1", "a1": "K1", "l12": "A2"}, tiles={"c6": "a"})
    moves = notations(state)
    assert "R c3-c5" in moves and "R c3-c7" not in moves


def test_no_piece_attacks_through_a_tile():
    state = build({"c3": "B1", "a1": "K1", "f6": "A2"}, tiles={"e5": "c"})
    assert "B c3xf6" not in notations(state)


def test_a_lawyer_jumps_over_a_tile_but_cannot_land_on_one():
    state = build({"e5": "N1", "a1": "K1", "l12": "A2"}, tiles={"f6": "m"})
    moves = [m for m in notations(state) if m.startswith("N")]
    assert "N e5-g6" in moves and "N e5-f7" in moves, "over the Media Outlet"
    state = build({"d4": "N1", "a1": "K1", "l12": "A2"}, tiles={"f5": "m"})
    assert "N d4-f5" not in notations(state)


# --- generation thresholds ------------------------------------------------------------

def _consumers_around(square: str, count: int, seat: int = 1) -> dict[str, str]:
    """``count`` Consumers of ``seat`` on the surrounding squares of a tile on ``square``."""
    x, y = ord(square[0]) - ord("a"), int(square[1:]) - 1
    ring = [(x + dx, y + dy) for dy in (1, 0, -1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0)]
    return {f"{chr(ord('a') + rx)}{ry + 1}": f"C{seat}" for rx, ry in ring[:count]}


def _generations(state):
    return [a for a in state.legal_actions() if a.kind == ActionKind.GENERATE]


@pytest.mark.parametrize("letter, needed, piece", [
    ("o", 4, Kind.LAWYER), ("a", 6, Kind.MILITARY_POLICE), ("c", 6, Kind.PREACHER),
    ("m", 8, Kind.POP_STAR),
])
def test_each_tile_generates_its_piece_at_its_threshold_and_not_below(letter, needed, piece):
    below = build({**_consumers_around("f6", needed - 1), "a1": "K1", "l12": "A2"},
                  tiles={"f6": letter})
    assert _generations(below) == []
    at = build({**_consumers_around("f6", needed), "a1": "K1", "l12": "A2"}, tiles={"f6": letter})
    generated = {action.piece for action in _generations(at)}
    assert generated == {piece}


def test_the_wal_mart_needs_any_one_other_piece_of_a_hawks_own():
    state = build({"e5": "N1", "a1": "K1", "l12": "A2"}, tiles={"f6": "w"})
    assert {(a.piece, state.geometry.name(a.target)) for a in _generations(state)} == {
        (Kind.CONSUMER, name) for name in ("e6", "e7", "f5", "f7", "g5", "g6", "g7")}


def test_the_wal_mart_needs_an_activist_for_a_dove_and_gives_an_activist():
    state = build({"e5": "A2", "a1": "K1", "l12": "A2"}, tiles={"f6": "w"}, to_move=2)
    assert {a.piece for a in _generations(state)} == {Kind.ACTIVIST}


def test_a_wal_mart_with_nothing_around_generates_nothing():
    assert _generations(build({"a1": "K1", "l12": "A2"}, tiles={"f6": "w"})) == []


def test_only_the_players_own_pieces_count():
    mixed = {**_consumers_around("f6", 3, seat=1), **_consumers_around("f6", 8, seat=3)}
    mixed.update(_consumers_around("f6", 3, seat=1))
    state = build({**mixed, "a1": "K1", "l12": "A2", "a12": "K3"}, seats="HP,D,HG",
                  tiles={"f6": "o"})
    assert _generations(state) == []
    state = build({**mixed, "a1": "K1", "l12": "A2", "a12": "K3"}, seats="HP,D,HG",
                  tiles={"f6": "o"}, to_move=3)
    assert _generations(state) != []


def test_a_media_outlet_counts_all_eight_squares_not_seven_plus_another_piece():
    pieces = {**_consumers_around("f6", 7), "g5": "N1", "a1": "K1", "l12": "A2"}
    assert _generations(build(pieces, tiles={"f6": "m"})) == []


def test_progress_reports_have_and_need():
    state = build({**_consumers_around("f6", 3), "a1": "K1", "l12": "A2"}, tiles={"f6": "o"})
    assert state.progress(state.tiles[0], 1) == (3, 4)
    assert state.progress(state.tiles[0], 2) == (0, 0)


# --- board creation -------------------------------------------------------------------

SETUPS = [("HP,D", (24, 24)), ("HP,HG,D", (24, 24)), ("HP,D,HG,D", (24, 24)),
          ("HP,D,HG,D,HT", (32, 24)), ("HP,D,HG,D,HT,D", (24, 32)), ("HP,HG", (16, 16)),
          ("HP,HG,HT,HS", (12, 12)), ("HP,D,HG,D,HT,D", (12, 12)), ("HP,D", (64, 64))]


def _tiles(state):
    return {state.geometry.xy(site.square): site.tile for site in state.tiles}


@pytest.mark.parametrize("seats, size", SETUPS)
@pytest.mark.parametrize("classic", [False, True])
def test_created_boards_keep_the_tile_rules(seats, size, classic):
    for seed in range(5):
        state = new_game(parse_seats(seats), size, seed=seed, classic=classic)
        tiles = _tiles(state)
        width, height = size
        assert all(0 < x < width - 1 and 0 < y < height - 1 for x, y in tiles)
        for a in tiles:
            for b in tiles:
                assert a == b or max(abs(a[0] - b[0]), abs(a[1] - b[1])) >= 3
        counts = Counter(tiles.values())
        assert set(counts) == set(Tile), "every kind is present"
        others = [counts[t] for t in (Tile.OFFICE_COMPLEX, Tile.ARMY_BASE, Tile.MEGA_CHURCH)]
        assert counts[Tile.WAL_MART] >= max(others), "Wal-Marts are the most common"
        assert counts[Tile.MEDIA_OUTLET] <= min(others), "Media Outlets are the rarest"


def test_density_is_about_one_tile_per_40_squares():
    for size in [(32, 32), (64, 64), (128, 100)]:
        state = new_game(parse_seats("HP,D,HG"), size, seed=1)
        assert abs(len(state.tiles) - size[0] * size[1] / 40) <= 3


def test_the_same_seed_always_gives_the_same_board_and_another_seed_another():
    seats = parse_seats("HP,D,HG")
    assert new_game(seats, seed=42).hdn() == new_game(seats, seed=42).hdn()
    assert new_game(seats, seed=42).hdn() != new_game(seats, seed=43).hdn()
    assert new_game(seats, seed=42, classic=True).hdn() != new_game(seats, seed=42).hdn()


def test_the_layout_of_a_seed_is_fixed_for_ever():
    """Saved games keep the full position, but a seed shown in the menu should give the
    same board in the next version too: this pins one board down."""
    assert new_game(parse_seats("HP,D"), (16, 16), seed=3).hdn() == (
        "16x16:13A2A2A2/8o4A2A2A2/1a14/16/14w1/6c2m6/16/16/16/16/6m2c6/1w14/16/14a1/"
        "C11C14o8/C1K1C113 HP,D 1 0 1")


def _rotate180(state, xy):
    return state.width - 1 - xy[0], state.height - 1 - xy[1]


@pytest.mark.parametrize("size", [(24, 24), (32, 20), (17, 17)])
def test_two_seat_boards_are_symmetric_under_a_half_turn(size):
    for seed in range(5):
        state = new_game(parse_seats("HP,D"), size, seed=seed)
        tiles = _tiles(state)
        assert all(tiles.get(_rotate180(state, xy)) == tile for xy, tile in tiles.items())


def test_four_seat_square_boards_are_symmetric_under_a_quarter_turn():
    for seed in range(5):
        state = new_game(parse_seats("HP,HG,HT,HS"), (24, 24), seed=seed)
        tiles = _tiles(state)
        assert all(tiles.get((23 - y, x)) == tile for (x, y), tile in tiles.items())
        pieces = {state.geometry.xy(sq): kind for seat in range(1, 5)
                  for sq, kind in state.pieces_of(seat)}
        assert all(pieces.get((23 - y, x)) == kind for (x, y), kind in pieces.items())


def test_four_seats_on_a_non_square_board_are_symmetric_under_a_half_turn():
    state = new_game(parse_seats("HP,HG,HT,HS"), (32, 24), seed=5)
    tiles = _tiles(state)
    assert all(tiles.get(_rotate180(state, xy)) == tile for xy, tile in tiles.items())


@pytest.mark.parametrize("count", range(2, 7))
def test_every_home_has_a_wal_mart_at_the_same_distance(count):
    seats = parse_seats(",".join(["HP", "D", "HG", "D", "HT", "D"][:count]))
    for size in [(24, 24), (32, 24), (24, 40)]:
        state = new_game(seats, size, seed=count)
        tiles = _tiles(state)
        distances = set()
        for number in range(1, count + 1):
            group = [state.geometry.xy(sq) for sq, _ in state.pieces_of(number)]
            malls = [xy for xy, tile in tiles.items() if tile is Tile.WAL_MART]
            distances.add(min(max(abs(a[0] - m[0]), abs(a[1] - m[1]))
                              for m in malls for a in group))
        assert distances == {3}


def test_home_wal_marts_sit_in_front_of_each_group():
    homes = home_positions(24, 24, 6, symmetric=True)
    assert [home.place(*HOME_WAL_MART) for home in homes] == [
        (1, 4), (12, 4), (22, 4), (22, 19), (11, 19), (1, 19)]


def test_a_classic_layout_is_not_symmetric_in_general():
    symmetric = 0
    for seed in range(10):
        state = new_game(parse_seats("HP,D"), (24, 24), seed=seed, classic=True)
        tiles = _tiles(state)
        symmetric += all(tiles.get(_rotate180(state, xy)) == t for xy, t in tiles.items())
    assert symmetric == 0
