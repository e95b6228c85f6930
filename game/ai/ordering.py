"""Move ordering: the order in which the search tries actions, best-looking first.

Alpha-beta cuts most when the best action comes first. The order: the transposition
table's move, then captures and pacifications by the value of the victim (a Leader above
all) less a little for the attacker's value (MVV-LVA), then generations by the value of the
generated piece, then the two killer moves of the ply (quiet actions that caused a cut at
the same depth elsewhere), then the other quiet moves by their history score.

Generations multiply the branching factor (one action per free square around every usable
tile), so below the root only the ``keep`` most promising placements of each tile stay:
the squares attacked by the fewest enemy pieces, in the ring's fixed order.
"""

from __future__ import annotations

from itertools import repeat

from game.ai.attacks import attackers
from game.ai.values import KIND_VALUE, VICTIM_BY_CODE
from game.rules import ActionKind, GameState

TT_MOVE = 1 << 40
CAPTURE = 1 << 32
GENERATION = 1 << 31
KILLER = 1 << 30
_CAPTURE, _PACIFY, _GENERATE = (int(ActionKind.CAPTURE), int(ActionKind.PACIFY),
                                int(ActionKind.GENERATE))
_VALUE = {int(kind): value for kind, value in KIND_VALUE.items()}
MAX_PLY = 128


def capture_order(state: GameState, action) -> int:
    """MVV-LVA: the victim's value first, the attacker's as a tie-break."""
    return VICTIM_BY_CODE[state.cells[action[2]]] * 16 - _VALUE[int(action[3])] // 16


class MoveOrder:
    """Killers and history for one search; ``sort`` orders a node's moves with them."""

    def __init__(self) -> None:
        self.killers: list[list] = [[None, None] for _ in range(MAX_PLY)]
        self.history: dict[tuple, int] = {}

    def sort(self, state: GameState, moves: list[tuple], ply: int, best: tuple | None) -> list:
        """``moves`` are ``(seat, action)`` pairs; returns them best-looking first (a
        stable sort: equals keep the order they came in).

        The keys are made in bulk, most of them quiet moves' history scores, then the few
        others are set (killers and history are only ever quiet moves'): this is called at
        every node, and a key function called for each move cost a third more."""
        keys = list(map(self.history.get, moves, repeat(0, len(moves))))
        for index, move in enumerate(moves):
            action = move[1]
            kind = action[0]
            if kind == _CAPTURE or kind == _PACIFY:
                keys[index] = CAPTURE + capture_order(state, action)
            elif kind == _GENERATE:
                keys[index] = GENERATION + _VALUE[int(action[3])]
        killers = self.killers[ply]
        for special, value in ((killers[0], KILLER), (killers[1], KILLER), (best, TT_MOVE)):
            if special is not None and special in moves:
                keys[moves.index(special)] = value
        order = sorted(range(len(moves)), key=keys.__getitem__, reverse=True)
        return list(map(moves.__getitem__, order))

    def reward(self, move: tuple, ply: int, depth: int) -> None:
        """A quiet move caused a cut-off: remember it as a killer and raise its history."""
        killers = self.killers[ply]
        if killers[0] != move:
            killers[1] = killers[0]
            killers[0] = move
        self.history[move] = min(self.history.get(move, 0) + depth * depth, KILLER - 1)


def prune_placements(state: GameState, moves: list[tuple], keep: int) -> list[tuple]:
    """Keep, for each tile, the ``keep`` best placements of its generation actions."""
    by_tile: dict[int, list[tuple]] = {}
    for move in moves:
        if move[1][0] == _GENERATE:
            by_tile.setdefault(move[1][1], []).append(move)
    if all(len(group) <= keep for group in by_tile.values()):
        return moves
    kept = set()
    for group in by_tile.values():
        if len(group) <= keep:
            kept.update(group)
            continue
        group.sort(key=lambda move: attackers(state, move[1][2], move[0]))
        kept.update(group[:keep])
    return [move for move in moves if move[1][0] != _GENERATE or move in kept]
