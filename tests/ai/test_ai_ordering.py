"""Move ordering, generation pruning and the transposition table."""

from game.ai.ordering import KILLER, MoveOrder, prune_placements
from game.ai.tt import EXACT, LOWER, WIN, TranspositionTable, from_node, to_node
from game.rules import ActionKind, Tile

from ai_positions import BARE, C, K, N, Q, build, square


def named(state, moves):
    from game.rules import format_action
    return [format_action(state, action) for _, action in moves]


def test_captures_by_victim_first_then_generations_by_value_then_quiet_moves():
    state = build("HP,HG", {"a1": (K, 1), "d4": (N, 1), "e6": (C, 1), "d5": (C, 1),
                            "f5": (Q, 2), "c6": (C, 2), "l12": (K, 2), "k12": (C, 2),
                            "f4": (C, 1), "e4": (C, 1)},
                  tiles={"e5": Tile.OFFICE_COMPLEX})
    moves = [(1, action) for action in state.legal_actions()]
    ordered = MoveOrder().sort(state, moves, 0, None)
    kinds = [action.kind for _, action in ordered]
    first_quiet = kinds.index(ActionKind.MOVE)
    assert all(kind == ActionKind.MOVE for kind in kinds[first_quiet:])
    names = named(state, ordered)
    assert names[:3] == ["C e4xf5", "C e6xf5", "N d4xf5"]  # the Pop Star, cheapest first
    assert kinds[first_quiet - 1] == ActionKind.GENERATE


def test_the_table_move_comes_first_then_killers():
    state = build("HP,HG", {**BARE, "e5": (C, 1)})
    moves = [(1, action) for action in state.legal_actions()]
    order = MoveOrder()
    killer = moves[-1]
    order.reward(killer, 3, 2)
    assert order.sort(state, moves, 3, None)[0] == killer
    assert order.sort(state, moves, 3, moves[2])[0] == moves[2]
    assert order.sort(state, moves, 4, None)[0] == killer  # no killer at ply 4: its history
    order.history.clear()
    assert order.sort(state, moves, 4, None) == moves  # nothing known: as generated
    assert order.sort(state, moves, 3, None)[0] == killer  # still ply 3's killer


def test_history_grows_with_depth_and_stays_below_killers():
    order = MoveOrder()
    move = (1, None)
    order.reward(move, 0, 3)
    assert order.history[move] == 9
    for _ in range(2_000):
        order.reward(move, 0, 1_000)
    assert order.history[move] == KILLER - 1


def test_prune_placements_keeps_the_safest_squares_of_each_tile():
    state = build("HP,HG", {"a1": (K, 1), "d4": (C, 1), "l12": (K, 2), "g7": (C, 2)},
                  tiles={"e5": Tile.WAL_MART})
    moves = [(1, action) for action in state.legal_actions()]
    generations = [move for move in moves if move[1].kind == ActionKind.GENERATE]
    assert len(generations) == 7
    kept = prune_placements(state, moves, 2)
    kept_generations = [move for move in kept if move[1].kind == ActionKind.GENERATE]
    assert len(kept_generations) == 2
    attacked = square(state, "f6")  # the Consumer on g7 attacks f6
    assert all(move[1].target != attacked for move in kept_generations)
    assert len(kept) == len(moves) - 5
    assert prune_placements(state, moves, 7) == moves


def test_the_table_keeps_bounds_and_best_moves():
    table = TranspositionTable(capacity=2)
    table.store(1, 3, EXACT, 50, ("move",), 0)
    assert table.probe(1).score == 50 and table.probe(1).move == ("move",)
    table.store(1, 2, LOWER, 70, None, 0)  # shallower bound: the deeper entry stays
    assert table.probe(1).depth == 3
    table.store(1, 4, LOWER, 70, None, 0)  # deeper: replaces, keeps the known move
    assert table.probe(1) == (4, LOWER, 70, ("move",))
    table.store(2, 1, EXACT, 0, None, 0)
    table.store(3, 1, EXACT, 0, None, 0)  # full: new positions are not stored
    assert table.probe(3) is None and len(table) == 2


def test_win_scores_are_stored_relative_to_the_node():
    win_in_5_from_root = WIN - 5
    stored = to_node(win_in_5_from_root, 2)  # found 2 plies deep: a win 3 plies from there
    assert stored == WIN - 3
    assert from_node(stored, 4) == WIN - 7  # the same position met 4 plies deep
    assert to_node(120, 7) == from_node(120, 7) == 120
