"""The words the HUD uses, from the rules' queries."""

from game.rules import GameState
from game.view.describe import hover_lines, joined, result_title, sentence, turn_sentence

# Hawk 1: Leader c2, Consumer d3; Dove 2: Activists c4, e5, e6; a Wal-Mart on f6.
POSITION = "12x12:12/12/12/12/12/12/4A2w6/4A27/2A29/3C18/2K19/10C11 HP,D 1 0 1"
NAMES = ["Ann", "Bob"]


def test_hover_says_what_a_building_makes_and_how_far_the_player_is():
    state = GameState.from_hdn(POSITION)
    wal_mart = state.geometry.parse_square("f6")
    assert hover_lines(state, wal_mart, 1, NAMES)[1:] == [
        "Wal-Mart: makes a Consumer — 0 of 1 piece", "needs any other piece of yours beside it"]
    assert hover_lines(state, wal_mart, 2, NAMES)[1:] == [
        "Strip Mall: makes an Activist — ready (2 Activists of yours around it)"]
    office = "12x12:12/12/12/12/12/5C1o5/5C11C14/12/12/12/12/K110A2 HP,D 1 0 1"
    state = GameState.from_hdn(office)
    assert hover_lines(state, state.geometry.parse_square("g7"), 1, NAMES)[1] == \
        "Office Complex: makes a Lawyer — 3 of 4 Consumers"
    full = "12x12:11A2/12/12/12/12/4C1C1C15/4C1wC15/4C1C1C15/12/12/12/K111 HP,D 1 0 1"
    state = GameState.from_hdn(full)
    assert hover_lines(state, state.geometry.parse_square("f6"), 1, NAMES)[1:] == [
        "Wal-Mart: makes a Consumer — no free square around it"]


def test_hover_on_a_piece_and_a_turn_in_words():
    state = GameState.from_hdn(POSITION)
    lines = hover_lines(state, state.geometry.parse_square("e5"), 1, NAMES)
    assert lines == ["Square e5", "Bob's Activist", "Activist: steps diagonally, pacifies "
                     "straight", "beside the Wal-Mart"]
    from game.rules import parse_action
    events = tuple(state.apply(parse_action(state, "C d3-d4")))
    assert turn_sentence(state, 1, "C d3-d4", events, NAMES) == "Ann: C d3-d4 — Consumer to d4"


def test_results_and_sentences_in_words():
    assert joined(["Ann"]) == "Ann" and joined(NAMES) == "Ann and Bob"
    assert joined(["Ann", "Bob", "Cy"]) == "Ann, Bob and Cy"
    assert result_title("win", (2,), NAMES) == "Bob wins"
    assert result_title("win", (1, 2), NAMES) == "Ann and Bob win"
    assert result_title("draw", (), NAMES) == "A draw"
    assert sentence(" the way is blocked ") == "The way is blocked."
    assert sentence("Done!") == "Done!"
