"""Each evaluation term on its own, on positions built to show one thing."""

from game.ai import terms
from game.ai.values import KIND_VALUE
from game.rules import Kind, Tile

from ai_positions import BARE, A, B, C, K, N, Q, R, build, square


def test_material_adds_the_values_of_the_seats_pieces_and_not_the_leader():
    state = build("HP,HG", {**BARE, "b1": (C, 1), "c3": (N, 1), "d4": (Q, 1), "h8": (R, 2)})
    assert terms.material(state, 1) == 100 + 300 + 900
    assert terms.material(state, 2) == KIND_VALUE[Kind.MILITARY_POLICE]


def test_the_order_of_values_is_the_issues():
    value = KIND_VALUE
    assert value[Kind.POP_STAR] > value[Kind.MILITARY_POLICE] >= value[Kind.PREACHER] \
        > value[Kind.LAWYER] > value[Kind.CONSUMER]
    assert value[Kind.ACTIVIST] > value[Kind.CONSUMER]  # weighted for the Dove side


def test_leader_square():
    state = build("HP,D", {"c3": (K, 1), "h8": (A, 2)})
    assert terms.leader_square(state, 1) == square(state, "c3")
    assert terms.leader_square(state, 2) is None


def test_leader_safety_counts_enemies_near_and_attackers():
    alone = build("HP,HG", BARE)
    assert terms.leader_safety(alone, 1, square(alone, "a1")) == 0
    near = build("HP,HG", {**BARE, "c3": (C, 2)})  # two squares away, not attacking
    assert terms.leader_safety(near, 1, square(near, "a1")) == -terms.LEADER_NEAR_PENALTY
    attacked = build("HP,HG", {**BARE, "b2": (C, 2)})  # a Consumer attacks diagonally
    assert terms.leader_safety(attacked, 1, square(attacked, "a1")) == \
        -(terms.LEADER_NEAR_PENALTY + terms.LEADER_ATTACKED_PENALTY)
    far_rook = build("HP,HG", {**BARE, "a9": (R, 2)})  # attacks along the file from afar
    assert terms.leader_safety(far_rook, 1, square(far_rook, "a1")) == \
        -terms.LEADER_ATTACKED_PENALTY
    own = build("HP,HG", {**BARE, "b2": (C, 1)})  # its own pieces are no danger
    assert terms.leader_safety(own, 1, square(own, "a1")) == 0


def test_progress_grows_with_consumers_round_a_building_and_more_once_ready():
    tiles = {"e5": Tile.OFFICE_COMPLEX}
    ring = ["d4", "e4", "f4", "d5"]
    scores = []
    for count in range(5):
        state = build("HP,HG", {**BARE, **{name: (C, 1) for name in ring[:count]}}, tiles)
        scores.append(terms.progress(state, 1, terms.tile_plan(state)))
    unit = round(KIND_VALUE[Kind.LAWYER] * terms.PROGRESS_SHARE / 4)
    assert scores[:4] == [0, unit, 2 * unit, 3 * unit]
    assert scores[4] == 4 * unit + round(KIND_VALUE[Kind.LAWYER] * terms.READY_SHARE)


def test_a_levels_ready_and_room_count_where_the_requirement_leaves_squares_free():
    consumers = {name: (C, 1) for name in ("d4", "e4", "f4", "d5")}
    office = build("HP,HG", {**BARE, **consumers}, {"e5": Tile.OFFICE_COMPLEX})
    lawyer = KIND_VALUE[Kind.LAWYER]
    unit = round(lawyer * terms.PROGRESS_SHARE / 4)
    assert terms.progress(office, 1, terms.tile_plan(office, 1.0)) == 4 * unit + lawyer
    assert terms.progress(office, 1, terms.tile_plan(office, 1.0, 0.5)) == \
        4 * unit + lawyer + lawyer // 2  # four squares of the ring are free
    lawyers = {name: (N, 1) for name in ("f5", "d6", "e6", "f6")}
    full = build("HP,HG", {**BARE, **consumers, **lawyers}, {"e5": Tile.OFFICE_COMPLEX})
    assert terms.progress(full, 1, terms.tile_plan(full, 1.0, 0.5)) == 4 * unit + lawyer
    ring = ("d4", "e4", "f4", "d5", "f5", "d6", "e6", "f6")
    media = build("HP,HG", {**BARE, **{name: (C, 1) for name in ring}},
                  {"e5": Tile.MEDIA_OUTLET})
    # a Media Outlet needs all eight: it makes a Pop Star only by replacing a Consumer
    assert terms.progress(media, 1, terms.tile_plan(media, 1.0, 0.5)) == \
        terms.progress(media, 1, terms.tile_plan(media))


def test_a_factorys_yard_costs_each_piece_of_the_seat_but_its_leader_and_consumers():
    tiles = {"e5": Tile.OFFICE_COMPLEX}
    consumers = {name: (C, 1) for name in ("d4", "e4", "f4")}  # one short of the four
    others = {"f5": (N, 1), "c7": (R, 1), "g3": (N, 1), "h5": (N, 1), "e7": (N, 2)}
    crowded = build("HP,HG", {**BARE, **consumers, **others}, tiles)
    clear = build("HP,HG", {**BARE, **consumers, "h5": (N, 1)}, tiles)

    def progress(state, crowd=20):
        return terms.progress(state, 1, terms.tile_plan(state, crowd=crowd))

    # f5 on the ring, c7 and g3 two squares away; h5 is three away, e7 the other seat's
    assert progress(crowded) == progress(clear) - 3 * 20
    assert progress(crowded, crowd=0) == progress(clear, crowd=0)  # Normal's: no yard
    leader = build("HP,HG", {"d3": (K, 1), "l12": (K, 2), **consumers, "g4": (C, 1)}, tiles)
    assert progress(leader) == progress(build("HP,HG", {**BARE, **consumers}, tiles))
    unused = build("HP,HG", {**BARE, "f5": (N, 1), "c7": (R, 1)}, tiles)
    assert progress(unused) == 0  # no Consumer of the seat round it: no factory of its own


def test_progress_of_a_dove_is_only_its_wal_marts():
    tiles = {"e5": Tile.WAL_MART, "i9": Tile.OFFICE_COMPLEX}
    state = build("HP,D", {"a1": (K, 1), "d4": (A, 2), "h8": (A, 2)}, tiles)
    assert terms.progress(state, 2, terms.tile_plan(state)) == terms.WAL_MART_READY
    assert terms.progress(state, 1, terms.tile_plan(state)) == 0


def test_a_doves_strip_mall_with_a_free_square_is_worth_its_room_on_a_large_board():
    ring = ["b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4"]  # round c3
    tiles = {"c3": Tile.WAL_MART}

    def dove(names, size=(16, 16)):
        return build("HP,D", {"l12": (K, 1), **{name: (A, 2) for name in names}}, tiles,
                     size=size)

    half = KIND_VALUE[Kind.ACTIVIST] // 2
    roomy, full = dove(ring[:7]), dove(ring)
    assert terms.tile_plan(roomy, mall_room_share=0.5).mall_room == half
    assert terms.progress(roomy, 2, terms.tile_plan(roomy, mall_room_share=0.5)) == \
        terms.WAL_MART_READY + half
    assert terms.progress(full, 2, terms.tile_plan(full, mall_room_share=0.5)) == \
        terms.WAL_MART_READY  # a full ring makes nothing
    assert terms.progress(roomy, 2, terms.tile_plan(roomy)) == terms.WAL_MART_READY
    small = dove(ring[:7], size=(12, 12))  # within the search's horizon: no room counted
    assert terms.tile_plan(small, mall_room_share=0.5).mall_room == 0


def test_pulls_towards_a_target_reach_across_a_large_board():
    small = build("HP,HG", BARE)
    assert terms.reach(small, terms.APPROACH_REACH) == terms.APPROACH_REACH
    large = build("HP,HG", {"a1": (K, 1), "x24": (K, 2)}, size=(24, 24))
    assert terms.reach(large, terms.APPROACH_REACH) == 24
    target = [(23.0, 23.0)]
    leader = square(large, "a1")
    scores = [terms.approach(build("HP,HG", {"a1": (K, 1), "x24": (K, 2), name: (C, 1)},
                                   size=(24, 24)), 1, leader, target)
              for name in ("b2", "c3", "d4")]
    assert 0 < scores[0] < scores[1] < scores[2]  # 22, 21, 20 squares away: still a pull


def test_mobility_counts_the_squares_long_range_pieces_reach_up_to_a_limit():
    open_rook = build("HP,HG", {**BARE, "e5": (R, 1)})  # 22 squares
    assert terms.MOBILITY_LIMIT < 22
    assert terms.mobility(open_rook, 1) == terms.MOBILITY_LIMIT * terms.MOBILITY_PER_SQUARE
    crossed = build("HP,HG", {**BARE, "e5": (R, 1), "e9": (C, 1)})  # 18 squares: still free
    assert terms.mobility(crossed, 1) == terms.mobility(open_rook, 1)
    boxed = build("HP,HG", {**BARE, "e5": (R, 1), "e6": (C, 1), "e4": (C, 1)})
    assert terms.mobility(boxed, 1) == 11 * terms.MOBILITY_PER_SQUARE
    lawyer = build("HP,HG", {**BARE, "b3": (N, 1), "c5": (C, 2)})  # c5 can be taken
    assert terms.mobility(lawyer, 1) == 5 * terms.MOBILITY_PER_SQUARE
    consumers = build("HP,HG", {**BARE, "e5": (C, 1)})
    assert terms.mobility(consumers, 1) == 0


def test_last_activists_only_for_a_dove_close_to_elimination():
    three = build("HP,D", {"a1": (K, 1), "f6": (A, 2), "h8": (A, 2), "j10": (A, 2)})
    assert terms.last_activists(three, 2) == 0
    assert terms.last_activists(three, 1) == 0
    one = build("HP,D", {"a1": (K, 1), "h8": (A, 2)})
    assert terms.last_activists(one, 2) == -terms.FEW_ACTIVISTS_PENALTY[1]
    threatened = build("HP,D", {"a1": (K, 1), "h8": (A, 2), "g7": (C, 1)})
    assert terms.last_activists(threatened, 2) == \
        -(terms.FEW_ACTIVISTS_PENALTY[1] + terms.LAST_ACTIVIST_ATTACKED_PENALTY)


def test_approach_rewards_pieces_closer_to_the_target_and_ignores_the_leader():
    target = [(11, 11)]  # l12
    far = build("HP,HG", {**BARE, "a2": (C, 1), "b1": (C, 1)})
    near = build("HP,HG", {**BARE, "h8": (C, 1), "i7": (C, 1)})
    leader = square(far, "a1")
    assert terms.approach(near, 1, leader, target) > terms.approach(far, 1, leader, target) >= 0
    alone = build("HP,HG", BARE)
    assert terms.approach(alone, 1, leader, target) == 0  # only the Leader
    assert terms.approach(near, 1, leader, []) == 0


def test_centre_point_of_a_seats_pieces():
    state = build("HP,D", {"a1": (K, 1), "c3": (A, 2), "e5": (A, 2), "d8": (B, 1)})
    assert terms.centre_point(state, 2) == (3.0, 3.0)  # d4
    state = build("HP,D", {"a1": (K, 1), "c3": (A, 2), "f5": (A, 2)})
    assert terms.centre_point(state, 2) == (3.5, 3.0)


def test_consumers_beyond_the_first_few_are_worth_less():
    full = terms.CONSUMERS_AT_FULL_VALUE
    names = [f"{column}{row}" for row in (3, 4, 5) for column in "bcdefghij"]
    few = build("HP,HG", {**BARE, **{name: (C, 1) for name in names[:full]}})
    more = build("HP,HG", {**BARE, **{name: (C, 1) for name in names[:full + 2]}})
    assert terms.material(few, 1) == 100 * full
    assert terms.material(more, 1) == 100 * (full + 2) - 2 * terms.EXTRA_CONSUMER_DISCOUNT


def test_tropism_draws_strong_pieces_towards_the_enemy_leader():
    leaders = [square(build("HP,HG", BARE), "l12")]
    far = build("HP,HG", {**BARE, "b2": (R, 1)})
    near = build("HP,HG", {**BARE, "j10": (R, 1)})
    consumer = build("HP,HG", {**BARE, "k11": (C, 1)})
    assert terms.tropism(near, 1, leaders) > terms.tropism(far, 1, leaders) > 0
    assert terms.tropism(near, 1, leaders) == (terms.TROPISM_REACH - 2) * terms.TROPISM_PER_SQUARE
    assert terms.tropism(consumer, 1, leaders) == 0  # only the strong pieces
    assert terms.tropism(near, 1, []) == 0


def test_drive_counts_every_piece_closing_in_and_ignores_the_leader():
    target = [(11, 11)]  # l12
    far = build("HP,D", {"a1": (K, 1), "b2": (A, 2), "c2": (A, 2)})
    one_closer = build("HP,D", {"a1": (K, 1), "b2": (A, 2), "d3": (A, 2)})
    assert terms.drive(one_closer, 2, None, target) == \
        terms.drive(far, 2, None, target) + terms.DRIVE_PER_SQUARE
    # per piece: 12 - 10 (b2 to l12) and 12 - 10 (c2 to l12)
    assert terms.drive(far, 2, None, target) == 4 * terms.DRIVE_PER_SQUARE
    hawk = build("HP,HG", {**BARE, "k11": (C, 1)})
    assert terms.drive(hawk, 1, square(hawk, "a1"), target) == 11 * terms.DRIVE_PER_SQUARE
    assert terms.drive(hawk, 1, square(hawk, "a1"), []) == 0


def test_drive_measures_each_piece_from_its_nearest_target():
    state = build("HP,D", {"a1": (K, 1), "b2": (A, 2), "k10": (A, 2)})
    both = [(0, 0), (11, 11)]  # a1 and l12
    # b2 is 1 square from a1 (12 - 1), k10 2 from l12 (12 - 2)
    assert terms.drive(state, 2, None, both) == 21 * terms.DRIVE_PER_SQUARE
    assert terms.drive(state, 2, None, both[::-1]) == 21 * terms.DRIVE_PER_SQUARE
    assert terms.drive(state, 2, None, both[:1]) == (11 + 2) * terms.DRIVE_PER_SQUARE  # k10: 10


def test_drive_weight_rises_with_the_lead():
    assert terms.drive_weight(0) == terms.drive_weight(terms.DRIVE_FROM) == 0
    middle = terms.drive_weight((terms.DRIVE_FROM + terms.DRIVE_FULL) // 2)
    assert 0 < middle < 1
    assert terms.drive_weight(terms.DRIVE_FULL) == terms.drive_weight(10 * terms.DRIVE_FULL) == 1
