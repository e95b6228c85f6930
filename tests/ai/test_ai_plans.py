"""A Hawk's plan on a large board (``game/ai/plans.py``): the building it chooses and the
pull that brings its Consumers there, each along its own walk to a free square."""

from dataclasses import replace
from random import Random

from game.ai import LEVELS, choose_action, plans, terms
from game.ai.clock import Budget
from game.ai.search import Search
from game.rules import ActionKind, GameState, Tile, format_action, parse_action

from ai_positions import A, C, K, N, build, square

LARGE = (16, 16)  # longer than GATHER_ABOVE_SPAN: plans are made
LEADERS = {"a1": (K, 1), "p16": (K, 2)}
FULL = plans.PULL_PER_SQUARE * plans.PULL_REACH  # a Consumer already on the ring


def large(pieces, tiles, seats="HP,HG"):
    return build(seats, {**LEADERS, **pieces}, tiles, size=LARGE)


def chosen(state, seat=1):
    choice = plans.choose_site(state, seat)
    return None if choice is None else state.geometry.name(choice[0].square)


def test_the_building_that_gives_the_most_per_action_is_chosen():
    tiles = {"e5": Tile.OFFICE_COMPLEX, "l12": Tile.ARMY_BASE, "e12": Tile.WAL_MART}
    consumers = {name: (C, 1) for name in ("b2", "c2", "b3", "c3")}
    assert chosen(large(consumers, tiles)) == "e5"  # near, and four Consumers are enough
    # an Army Base with five of its six Consumers, the sixth a step away, comes first
    ring = {name: (C, 1) for name in ("k11", "l11", "m11", "k12", "m12", "n13")}
    assert chosen(large({**consumers, **ring}, tiles)) == "l12"


def test_what_a_building_yields_orders_the_products_as_their_values_and_free_squares():
    assert plans.yield_of(Tile.OFFICE_COMPLEX) == 4 * 300  # four Lawyers, then room is needed
    assert plans.yield_of(Tile.ARMY_BASE) == 2 * 500
    assert plans.yield_of(Tile.MEDIA_OUTLET) == 900  # its Pop Star takes a Consumer's place


def test_a_met_building_is_not_chosen_and_its_consumers_stay():
    tiles = {"e5": Tile.OFFICE_COMPLEX, "l12": Tile.ARMY_BASE, "e12": Tile.WAL_MART}
    met = {name: (C, 1) for name in ("d4", "e4", "f4", "d5")}
    state = large({**met, "e11": (C, 1)}, tiles)
    assert chosen(state) == "l12"
    pull = plans.seat_plans(state)[1].pull
    # the Office Complex's four are not free: the Army Base's pull takes none of them
    assert plans.free_consumers(state, 1, {state.tile_of[square(state, "d4")]}) == \
        [square(state, "e11")]
    assert pull[square(state, "d4")] < pull[square(state, "e11")]


def test_without_a_wal_mart_missing_consumers_cannot_be_made():
    tiles = {"e5": Tile.OFFICE_COMPLEX, "l12": Tile.ARMY_BASE}
    three = {name: (C, 1) for name in ("b2", "c2", "b3")}
    assert chosen(large(three, tiles)) is None  # 3 Consumers: neither building can be met
    assert chosen(large({**three, "c3": (C, 1)}, tiles)) == "e5"


def test_a_building_with_no_free_square_is_not_chosen():
    tiles = {"e5": Tile.OFFICE_COMPLEX, "l12": Tile.OFFICE_COMPLEX}
    ring = ["d4", "e4", "f4", "d5", "f5", "d6", "e6", "f6"]
    lawyers_first = {name: (N if index < 5 else C, 1) for index, name in enumerate(ring)}
    far = {name: (C, 1) for name in ("k9", "l9", "m9")}
    assert chosen(large({**lawyers_first, **far}, tiles)) == "l12"


def test_a_building_with_fewer_free_squares_than_consumers_missing_is_not_chosen():
    # round 30: its own Lawyers on five squares, two Consumers, one square free; the
    # Hawk filled it, found the ring full, and went to and fro between two buildings
    tiles = {"e5": Tile.OFFICE_COMPLEX, "l12": Tile.OFFICE_COMPLEX}
    ring = ["d4", "e4", "f4", "d5", "f5", "d6", "e6", "f6"]
    far = {name: (C, 1) for name in ("k9", "l9", "m9")}
    one_free = {name: (N if index < 5 else C, 1) for index, name in enumerate(ring[:7])}
    assert chosen(large({**one_free, **far}, tiles)) == "l12"
    two_free = {name: (N if index < 4 else C, 1) for index, name in enumerate(ring[:6])}
    assert chosen(large({**two_free, **far}, tiles)) == "e5"


def test_doves_and_small_boards_have_no_plan():
    tiles = {"e5": Tile.OFFICE_COMPLEX, "h8": Tile.WAL_MART}
    dove = build("HP,D", {"a1": (K, 1), "d4": (A, 2), "p16": (A, 2)}, tiles, size=LARGE)
    assert plans.seat_plans(dove)[2] is None  # unless asked for (Expert: below)
    small = build("HP,HG", {"a1": (K, 1), "l12": (K, 2), "d4": (C, 1)}, tiles)
    assert terms.tile_plan(small).plans == (None, None, None)


def test_the_pull_walks_round_the_squares_its_own_side_holds():
    tiles = {"e5": Tile.OFFICE_COMPLEX, "l12": Tile.WAL_MART}
    held = {name: (C, 1) for name in ("d4", "d5", "d6")}  # the ring's west side
    state = large(held, tiles)
    pull = plans.pull_table(state, 1, state.tiles[state.tile_of[square(state, "d4")]],
                            state.geometry.orthogonal, int(C))

    def value(name):
        return pull[square(state, name)]

    assert value("d5") == FULL  # already there
    assert value("e4") == FULL - 0  # a free square of the ring: a Consumer there is done
    assert value("e3") == FULL - plans.PULL_PER_SQUARE  # one step from e4
    # c5 stands beside d5, but d5 is taken: five steps round to e4 or e6
    assert value("c5") == FULL - 5 * plans.PULL_PER_SQUARE
    assert value("e5") == 0  # the building itself
    assert value("p16") == 0  # beyond the pull's reach


def test_a_free_square_walled_in_by_its_own_side_is_reached_through_it():
    """a5, on the board's edge, is the ring's last free square; its only ways in, a4 and
    a6, are the Hawk's own Consumers: the walk goes through them (one steps on into a5, a
    Consumer from outside takes its place)."""
    ring = {name: (C, 1) for name in ("a4", "b4", "c4", "c5", "a6", "b6", "c6")}
    state = large(ring, {"b5": Tile.MEDIA_OUTLET})
    pull = plans.pull_table(state, 1, state.tiles[state.tile_of[square(state, "a5")]],
                            state.geometry.orthogonal, int(C))
    assert pull[square(state, "a7")] == FULL - 2 * plans.PULL_PER_SQUARE  # by a6
    assert pull[square(state, "e5")] == FULL - 6 * plans.PULL_PER_SQUARE  # by c5, c4, b4, a4
    open_ring = {name: piece for name, piece in ring.items() if name != "c5"}
    state = large(open_ring, {"b5": Tile.MEDIA_OUTLET})
    pull = plans.pull_table(state, 1, state.tiles[state.tile_of[square(state, "a5")]],
                            state.geometry.orthogonal, int(C))
    assert pull[square(state, "a7")] == FULL - 6 * plans.PULL_PER_SQUARE  # round, to c5


#: Normal's Hawk against random at the real budgets (Hawk v Hawk, seed 1, game 13, action
#: 900): 7 of the 8 Consumers its Media Outlet on b8 needs; a8 free, walled in by a9 and a7.
WALLED_IN = (
    "24x24:21C2C21/14C26C22/11o4C23C2K2C2C2/17C21C22C2C2/11C23C26wC2/13w3C2C22C2C2C2/"
    "12C29C2C2/16a3C21mC2/21C22/13C24C25/5w15c2/23C2/24/2c11C23w2C22/3C120/C1C1C121/1"
    "mC14a16/C1C1C121/1C18w13/C1wC121/C11C121/C111o11/2C120C1/22K11 HP,HG 1 32 451")


def test_normal_fills_a_ring_square_walled_in_by_its_own_consumers():
    """Before, no Consumer was pulled and Normal stepped its Leader to and fro for 800
    actions; now a Consumer sets out for a7, whose Consumer steps on into a8."""
    state = GameState.from_hdn(WALLED_IN)
    assert format_action(state, choose_action(state, "normal", seed=13, nodes=15_000).action) \
        == "C a5-a6"


def test_the_pull_goes_round_buildings_in_the_way():
    tiles = {"e5": Tile.OFFICE_COMPLEX, "e9": Tile.WAL_MART}
    state = large({}, tiles)
    pull = plans.pull_table(state, 1, state.tiles[state.tile_of[square(state, "d4")]],
                            state.geometry.orthogonal, int(C))
    # e10 to e6 (the ring's top) is four steps in a line, but e9 is a Wal-Mart: five round
    # it, to d6
    assert pull[square(state, "e10")] == FULL - 5 * plans.PULL_PER_SQUARE


def test_a_plan_counts_as_many_consumers_as_it_needs_the_nearest():
    tiles = {"e5": Tile.OFFICE_COMPLEX, "l12": Tile.WAL_MART}
    held = {name: (C, 1) for name in ("d4", "d5", "d6")}
    three = large(held, tiles)
    assert plans.seat_plans(three)[1].base == 3 * FULL
    more = large({**held, "e3": (C, 1), "c5": (C, 1), "h8": (C, 1)}, tiles)
    # four are needed: the three there and e3; c5 and h8 are not pulled
    assert plans.seat_plans(more)[1].base == 3 * FULL + FULL - plans.PULL_PER_SQUARE
    assert plans.seat_plans(more)[2].base == 0  # seat 2 has no Consumer there yet


def test_gathering_is_what_the_pull_gained_since_the_root():
    tiles = {"e5": Tile.OFFICE_COMPLEX, "l12": Tile.WAL_MART}
    # four Consumers, none to be made: no stage
    state = large({"d4": (C, 1), "h8": (C, 1), "b2": (C, 1), "c2": (C, 1)}, tiles)
    plan = terms.tile_plan(state)
    assert plan.plans[1].stage is None
    assert terms.gathering(state, 1, plan) == 0  # at the root: nothing gained yet
    state.apply(parse_action(state, "C h8-g8"))
    assert terms.gathering(state, 1, plan) == plans.PULL_PER_SQUARE
    state.apply(parse_action(state, "K p16-o16"))
    state.apply(parse_action(state, "C g8-g9"))  # away from the Office Complex
    assert terms.gathering(state, 1, plan) == 0
    assert terms.gathering(state, 2, plan) == 0


def test_progress_with_a_plan_counts_only_its_building_and_those_met():
    tiles = {"e5": Tile.OFFICE_COMPLEX, "l12": Tile.ARMY_BASE, "l4": Tile.MEGA_CHURCH,
             "e12": Tile.WAL_MART}
    met = {name: (C, 1) for name in ("d4", "e4", "f4", "d5")}
    # the other Leader on p1, nearer the Mega Church than the Army Base (``contested``)
    state = build("HP,HG", {"a1": (K, 1), "p1": (K, 2), **met, "k11": (C, 1), "k5": (C, 1)},
                  tiles, size=LARGE)
    plan = terms.tile_plan(state)
    assert state.tiles[plan.plans[1].site].tile is Tile.ARMY_BASE
    office, army = 300, 500
    counted = 4 * round(office * terms.PROGRESS_SHARE / 4) + round(office * terms.READY_SHARE) \
        + round(army * terms.PROGRESS_SHARE / 6)  # not the Mega Church's k5
    assert terms.progress(state, 1, plan) == counted


def test_on_a_large_board_consumers_beyond_the_first_few_are_worth_less_than_nothing():
    names = [f"{column}{row}" for row in (3, 4, 5) for column in "bcdefghij"]
    full = terms.CONSUMERS_AT_FULL_VALUE
    few = large({name: (C, 1) for name in names[:full]}, {})
    more = large({name: (C, 1) for name in names[:full + 2]}, {})
    assert terms.material(few, 1, large=True) == 100 * full
    assert terms.material(more, 1, large=True) < terms.material(few, 1, large=True)
    assert terms.material(more, 1) > terms.material(few, 1)  # on a small board, still more


def test_approach_and_drive_can_leave_a_hawks_consumers_out():
    state = large({"h8": (C, 1), "i7": (N, 1)}, {})
    leader, target = square(state, "a1"), [(15.0, 15.0)]
    # the Lawyer on i7 alone, 9 squares from p16 (the board's span is 16)
    without = terms.approach(state, 1, leader, target, consumers=False)
    assert without == terms.APPROACH_PER_SQUARE * 1 * (16 - 9)
    assert terms.approach(state, 1, leader, target) > without
    assert terms.drive(state, 1, leader, target, consumers=False) == \
        terms.DRIVE_PER_SQUARE * (16 - 9)
    assert terms.drive(state, 1, leader, target) == terms.DRIVE_PER_SQUARE * (7 + 8)


def test_a_searching_hawk_walks_its_consumers_to_the_plan_rather_than_make_more():
    tiles = {"c3": Tile.WAL_MART, "n14": Tile.OFFICE_COMPLEX}
    # eight Consumers, seven of them round the Wal-Mart, which can make a ninth on d4 (the
    # AI of round 5 did: a Consumer was worth more than any step towards a building)
    around = ["b2", "c2", "d2", "b3", "d3", "b4", "c4", "k11"]
    state = large({name: (C, 1) for name in around}, tiles)
    plan = terms.tile_plan(state)
    result = choose_action(state, "hard", seed=0, nodes=3000)
    assert result.action.kind is ActionKind.MOVE
    before = terms.gathering(state, 1, plan)
    state.apply(result.action)
    assert terms.gathering(state, 1, plan) > before  # one step nearer the Office Complex


#: A Hawk's home block far from an Office Complex with a Wal-Mart beside it (round 24).
STAGED = {"n3": Tile.OFFICE_COMPLEX, "k6": Tile.WAL_MART, "c5": Tile.WAL_MART}
HOME = {name: (C, 1) for name in ("b2", "c2", "b3", "c3")}


def test_consumers_are_made_at_a_wal_mart_beside_the_building_rather_than_walked_there():
    state = large(HOME, STAGED)
    site, route = plans.choose_site(state, 1)
    assert state.geometry.name(site.square) == "n3"
    # c3 walks 9 to k6's ring, then each Consumer made there (an action) walks 4: 9 + 4 x 5
    # = 29 actions, where the four at home would walk 42 squares
    assert state.geometry.name(route.source.square) == "k6"
    assert route.actions == 29


def test_a_walk_quicker_than_making_a_consumer_is_walked():
    # l3 walks 1 square to n3's ring, quicker than a Consumer made at k6 (5 actions); h6
    # walks 2 to k6's ring, where the other three are made
    state = large({**HOME, "l3": (C, 1), "h6": (C, 1)}, STAGED)
    walk = plans.box_walks(state, state.tiles[0])
    assert walk(square(state, "l3")) == 1 and walk(square(state, "h6")) == 7
    assert plans.choose_site(state, 1)[1].actions == 1 + 2 + 3 * 5


def test_the_first_consumer_goes_to_the_wal_mart_where_the_others_are_made():
    state = large(HOME, STAGED)
    plan = plans.seat_plans(state)[1]
    assert state.tiles[plan.stage].tile is Tile.WAL_MART and plan.need == 1
    assert state.tiles[plan.site].tile is Tile.OFFICE_COMPLEX
    ring = state.tiles[plan.stage].ring
    assert plan.pull[ring[0]] == FULL  # a free square of it
    assert all(plan.pull[square] == 0 for square in state.tiles[plan.site].ring)
    assert plan.base == FULL - 9 * plans.PULL_PER_SQUARE  # c3, 9 steps from its ring
    # once a piece stands by the Wal-Mart, the Consumers go to the building
    staffed = plans.seat_plans(large({**HOME, "j6": (C, 1)}, STAGED))[1]
    assert staffed.stage is None and staffed.need == 4


def test_a_wal_mart_beyond_the_pulls_reach_makes_no_consumers():
    # c15's ring is 11 and 12 steps from home: walked there, 46 actions. Made at i15 it
    # would be 40, but i15 is 16 steps from the nearest Consumer, where nothing pulls one
    # (round 28: such a route left Normal's Hawk standing still for 493 actions)
    tiles = {"c15": Tile.OFFICE_COMPLEX, "i15": Tile.WAL_MART}
    state = large(HOME, tiles)
    site, route = plans.choose_site(state, 1)
    assert state.geometry.name(site.square) == "c15"
    assert route == plans.Route(11 + 11 + 12 + 12, None)
    plan = plans.seat_plans(state)[1]
    assert plan.stage is None and plan.base == 4 * FULL - 46 * plans.PULL_PER_SQUARE
    # a step nearer (h15: 15 steps), the Wal-Mart is the route and its stage pulls c3
    nearer = large(HOME, {"c15": Tile.OFFICE_COMPLEX, "h15": Tile.WAL_MART})
    assert plans.choose_site(nearer, 1)[1].source is not None
    staged = plans.seat_plans(nearer)[1]
    assert staged.stage is not None and staged.base == FULL - 15 * plans.PULL_PER_SQUARE


def test_a_building_nearer_another_hawks_leader_counts_half():
    # g12 is quicker (a Consumer to g9, four made there: 20 actions, n3's 29) but nearer
    # the other Leader, on p16: 9 king steps against 11
    tiles = {**STAGED, "g12": Tile.OFFICE_COMPLEX, "g9": Tile.WAL_MART}
    state = large(HOME, tiles)
    office = state.tiles[state.tile_of[square(state, "g11")]]
    assert plans.contested(state, 1, office) and not plans.contested(state, 2, office)
    assert chosen(state) == "n3"
    other = build("HP,HG", {"a1": (K, 1), "p1": (K, 2), **HOME}, tiles, size=LARGE)
    assert chosen(other) == "g12"  # n3 is the contested one now
    assert not plans.contested(large(HOME, STAGED), 1, state.tiles[0])  # as near: not


def test_no_stage_takes_a_consumer_from_a_building():
    state = large({name: (C, 1) for name in ("m2", "m3", "m4")}, STAGED)
    assert plans.choose_site(state, 1)[1].source is not None  # the fourth is made at k6
    assert plans.stage_pull(state, 1, state.tiles[1]) is None
    plan = plans.seat_plans(state)[1]
    assert plan.stage is None and plan.need == 4


def test_the_walk_to_the_stage_goes_round_another_buildings_ring():
    # e1's way to k2 along the first row crosses g2's ring, where the stage pulls nothing:
    # counted through it, e1 stood where every step scored less (round 29). Round it, by
    # e4 and i4 to j3: 9 steps, and the first one, to e2, gains
    state = large({"e1": (C, 1)}, {"g2": Tile.MEDIA_OUTLET, "k2": Tile.WAL_MART})
    pull = plans.stage_pull(state, 1, state.tiles[state.tile_of[square(state, "j1")]])
    assert pull[square(state, "f1")] == 0  # g2's ring
    assert pull[square(state, "e1")] == FULL - 9 * plans.PULL_PER_SQUARE
    assert pull[square(state, "e2")] == pull[square(state, "e1")] + plans.PULL_PER_SQUARE


def test_a_searching_hawk_walks_its_first_consumer_to_the_stage():
    state = large(HOME, STAGED)
    plan = terms.tile_plan(state)
    result = choose_action(state, "hard", seed=0, nodes=3000)
    state.apply(result.action)
    assert terms.gathering(state, 1, plan) == plans.PULL_PER_SQUARE, \
        format_action(state, result.action)


# A Dove's plan (Hard's and Expert's ``strip_malls``): one Activist to a Strip Mall it does not use.
DOVE_MALLS = {"c14": Tile.WAL_MART, "h9": Tile.WAL_MART, "n3": Tile.WAL_MART}
AT_HOME = {"b13": (A, 2), "c13": (A, 2), "d13": (A, 2), "b15": (A, 2), "d15": (A, 2)}


def dove_board(pieces=AT_HOME, tiles=DOVE_MALLS):
    return build("HP,D", {"a1": (K, 1), **pieces}, tiles, size=LARGE)


def test_a_dove_plans_for_the_nearest_strip_mall_it_does_not_use():
    state = dove_board()
    site = plans.choose_strip_mall(state, 2)
    assert state.geometry.name(site.square) == "h9"  # c14 is in use; n3 is farther
    plan = plans.seat_plans(state, doves=True)[2]
    assert (plan.site, plan.need, plan.piece) == (site.index, 1, int(A))
    # with an Activist beside h9 as well, the next one is n3; with none free, no plan
    assert state.geometry.name(plans.choose_strip_mall(
        dove_board({**AT_HOME, "g8": (A, 2)}), 2).square) == "n3"
    assert plans.choose_strip_mall(dove_board({**AT_HOME, "g8": (A, 2)},
                                              {"c14": Tile.WAL_MART, "h9": Tile.WAL_MART}),
                                   2) is None


def test_a_doves_pull_walks_diagonally_and_counts_its_nearest_activist():
    state = dove_board()
    plan = plans.seat_plans(state, doves=True)[2]

    def value(name):
        return plan.pull[square(state, name)]

    assert value("g8") == FULL  # a free square of h9's ring
    # one diagonal step from g8 (two orthogonal ones: a Consumer's walk)
    assert value("f7") == FULL - plans.PULL_PER_SQUARE
    # the nearest Activist, d13, is three diagonal steps from g10 (e12, f11, g10)
    assert plan.base == value("d13") == FULL - 3 * plans.PULL_PER_SQUARE
    plan_of_board = terms.tile_plan(state, dove_plans=True)
    assert terms.gathering(state, 2, plan_of_board) == 0  # at the root: nothing gained yet
    state.apply(parse_action(state, "K a1-a2"))
    state.apply(parse_action(state, "A d13-e12"))
    assert terms.gathering(state, 2, plan_of_board) == plans.PULL_PER_SQUARE
    assert terms.tile_plan(state).plans[2] is None  # without dove_plans, as before


# A Dove's raid (Expert's ``raids``): two Activists to a Hawk's running factory.
RAID_TILES = {"c14": Tile.WAL_MART, "h8": Tile.OFFICE_COMPLEX, "m13": Tile.ARMY_BASE}
FACTORY = {name: (C, 1) for name in ("g7", "h7", "i7", "g8")}  # the Office Complex's four


def test_a_dove_raids_the_hawk_factory_that_runs():
    state = dove_board({**AT_HOME, **FACTORY}, RAID_TILES)
    assert state.geometry.name(plans.choose_factory(state, 2).square) == "h8"
    # with three Consumers the Office Complex makes nothing: there is nothing to stop
    three = {name: piece for name, piece in FACTORY.items() if name != "g8"}
    assert plans.choose_factory(dove_board({**AT_HOME, **three}, RAID_TILES), 2) is None
    assert plans.raid_plans(dove_board({**AT_HOME, **three}, RAID_TILES)) == (None, None, None)
    plan = plans.raid_plans(state)[2]
    assert (plan.need, plan.piece) == (plans.RAIDERS, int(A))
    assert plans.raid_plans(state)[1] is None  # a Hawk does not raid
    small = build("HP,D", {"a1": (K, 1), "e10": (A, 2), **FACTORY}, {"h8": Tile.OFFICE_COMPLEX})
    assert plans.raid_plans(small)[2] is not None  # 12 x 12: within the search's horizon,
    assert terms.tile_plan(small, raids=True).raids == (None, None, None)  # so no raid


def test_the_raid_squares_pacify_the_ring_from_outside():
    state = dove_board({**AT_HOME, **FACTORY}, RAID_TILES)
    site = plans.choose_factory(state, 2)
    names = {state.geometry.name(square) for square in plans.raid_squares(state, site)}
    assert names == {"f7", "f8", "f9", "j7", "j8", "j9", "g6", "h6", "i6", "g10", "h10", "i10"}
    ring = set(site.ring)
    for raid in plans.raid_squares(state, site):  # each is beside a ring square (RULES 5)
        assert any(raid + step in ring for step in state.geometry.orthogonal)
    corner = build("HP,D", {"a1": (K, 1), "p16": (A, 2)}, {"b2": Tile.OFFICE_COMPLEX},
                   size=LARGE)
    on_board = plans.raid_squares(corner, corner.tiles[0])
    assert {corner.geometry.name(square) for square in on_board} == {"d1", "d2", "d3", "a4",
                                                                     "b4", "c4"}


def test_a_raid_pulls_the_two_nearest_activists_diagonally():
    state = dove_board({**AT_HOME, **FACTORY}, RAID_TILES)
    plan = plans.raid_plans(state)[2]

    def value(name):
        return plan.pull[square(state, name)]

    assert value("g10") == FULL  # beside g9 of the ring
    assert value("f11") == FULL - plans.PULL_PER_SQUARE
    assert value("d13") == FULL - 3 * plans.PULL_PER_SQUARE  # e12, f11, g10
    assert value("b13") == FULL - 4 * plans.PULL_PER_SQUARE  # c12, d11, e10, f9
    assert value("c13") == FULL - 5 * plans.PULL_PER_SQUARE  # five steps to f8 or h10
    assert plan.base == value("d13") + value("b13")  # the two that gain the most
    tiles = terms.tile_plan(state, raids=True)
    assert tiles.raids[2] == plan and terms.tile_plan(state).raids == (None, None, None)
    state.apply(parse_action(state, "K a1-a2"))
    state.apply(parse_action(state, "A d13-e12"))
    assert terms.gathering(state, 2, tiles) == plans.PULL_PER_SQUARE


def test_experts_dove_sets_out_for_the_factory_only_with_its_raid():
    # no Strip Mall the Dove can use: its actions are steps. The one at b5 draws them down
    # the left edge, the raid towards the factory at h8; the same level without the raid,
    # at the same budget, shows that nothing else sends them there
    state = build("HP,D", {"a1": (K, 1), **AT_HOME, **FACTORY},
                  {"h8": Tile.OFFICE_COMPLEX, "b5": Tile.WAL_MART}, to_move=2, size=LARGE)
    tiles = terms.tile_plan(state, raids=True)
    expert = LEVELS["expert"]
    for level, closer in ((expert, True), (replace(expert, raids=False), False)):
        action = Search(state.copy(), level, Budget(nodes=3000), Random(0)).run().action
        after = state.copy()
        after.apply(action)
        assert (terms.gathering(after, 2, tiles) > 0) is closer
