"""The two baselines that the levels are measured against (``hawks-and-doves arena``).

``random`` plays any legal action; ``greedy`` looks one action ahead and takes the one with
the best static evaluation (a won game best of all), ties broken at random.
"""

from __future__ import annotations

from random import Random

from game.ai.evaluation import evaluate
from game.ai.teams import team_of
from game.ai.terms import tile_plan
from game.ai.tt import WIN
from game.rules import Action, GameState


def random_action(state: GameState, rng: Random) -> Action:
    """Any legal action, all alike: the floor every level must beat."""
    return rng.choice(state.legal_actions())


def greedy_action(state: GameState, rng: Random) -> tuple[Action, int]:
    """The best action one ply deep and its score; ``state`` is used and left as it was."""
    team = team_of(state, state.to_move)
    plan = tile_plan(state)
    best_score, best = None, []
    for action in state.legal_actions():
        state.apply(action)
        score = outcome_score(state, team)
        if score is None:
            score = evaluate(state, team, plan)
        state.undo()
        if best_score is None or score > best_score:
            best_score, best = score, [action]
        elif score == best_score:
            best.append(action)
    return rng.choice(best), best_score


def outcome_score(state: GameState, team: int) -> int | None:
    """WIN, -WIN or 0 once the game is over (for ``team``), else None."""
    result = state.result
    if result is None:
        return None
    if result.status == "draw":
        return 0
    return WIN if any(team_of(state, seat) == team for seat in result.winners) else -WIN
