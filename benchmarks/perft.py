"""Perft speed of the rules engine against python-chess, and random playouts per second.

Run: ``python benchmarks/perft.py``, with python-chess installed for the comparison
(``pip install -e ".[bench]"``). Prints figures; asserts nothing.

Both engines are measured with the same perft: the leaves are counted from the length of
the legal-move list ("bulk counting"), the usual way perft is timed. A second table makes
and unmakes every leaf as well, which is closer to what a search does.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules import GameState, new_game, parse_seats, perft  # noqa: E402

#: Standard-board middle games: Consumers spread over the board, generated pieces of every
#: kind, 2 and 4 seats, Hawk-versus-Hawk and Hawk-versus-Dove.
POSITIONS = {
    "2 seats, Hawk v Hawk": "24x24:20C22C2/19K21C22/10o9C21N2Q2/21C2C2R2/20C2C2wB2/8m9c1N2C2B2C2/"
    "14C2C2C24C2C21/14R2wC26N2/14C2C2C22w4/24/16a7/24/24/4C12a16/3C1C1C118/3C1wC11C1C1C1C113/"
    "1C1C1Q1R1C11C1wB114/C11C1C13N1C1C114/C1C1R1C11c9m8/N1wC1C120/C1N1B121/C1K11C11C17o10/"
    "C123/2C121 HP,HG 1 0 81",
    "2 seats, Hawk v Dove": "24x24:21A2A21/5a14A2A2A21/21A21A2/17A2o2A2A2A2/20A2A2wA2/"
    "14w2A2A21A2A2A2A2/18A2A2A2A21A2/7m8A2A2A2wA2A22/18A2A2A2A22/15c1A26/18A25/24/24/24/"
    "3C11C12c15/3C1C11C117/C12C1wN1C19m7/C1C11R1N1Q118/C1R1C12C13w14/C1wC12C118/C1B1C1C11o18/"
    "N1C122/5C112a5/C12K11B118 HP,D 1 7 81",
    "4 seats, 2 Hawks 2 Doves": "24x24:A41A4A4A4A41A412C31K31/1A4A4A4wA416N3C3/"
    "3A4A4A4A4A414R3C3/1A4A41A4A49o4N3C3C3B3/A411m8C3wR3/9a9N3C3B3C3Q3/20C33/24/3o6c13/18a5/"
    "15c8/4m19/19m4/8c15/5a18/13c6o3/24/20A23/C1C1B1R110a9/C1wC18m12/N1Q1C11N13o10A2A22A2/"
    "C1C1N115A2A2A21A2A2/C115A2A2A2wA2A2A21/R1K13B110A21A2A2A2A21A2 HP,D,HG,D 1 0 41",
    "4 seats, 4 Hawks": "24x24:C41C4R4C4B4C414Q32/K41Q4C4wC415N3C3N3/2B4R4C4N4C414N32/"
    "3C41N48m6C3B3C3/9a8K31C3B3wR3/N420C3R3C3/16c2C34/6c15C31/24/3m6o8a4/14o9/24/24/9o14/"
    "4a8o6m3/24/17c6/2R14c16/C1C1Q121/R1wC1C110a5N23/N1N1B16m7C24B21/1C1K115C2N2R21C2K2/"
    "3N114Q2wC2B21C2/1B1C115R2C2N23 HP,HG,HT,HS 1 2 41",
}
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
DEPTH = 3


def timed(function, *args) -> tuple[int, float]:
    start = time.perf_counter()
    nodes = function(*args)
    return nodes, time.perf_counter() - start


def perft_every_leaf(state: GameState, depth: int) -> int:
    """Perft that makes and unmakes every leaf too."""
    if depth == 0:
        return 1
    total = 0
    for action in state.legal_actions():
        state.apply(action)
        total += perft_every_leaf(state, depth - 1)
        state.undo()
    return total


def chess_perft(board, depth: int) -> int:
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += chess_perft(board, depth - 1)
        board.pop()
    return total


def chess_perft_every_leaf(board, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += chess_perft_every_leaf(board, depth - 1)
        board.pop()
    return total


def measure_ours(function) -> float:
    print(f"{'position':28} {'actions':>7} {'nodes':>10} {'seconds':>8} {'nodes/s':>11}")
    total_nodes = total_time = 0.0
    for name, text in POSITIONS.items():
        state = GameState.from_hdn(text, track_repetition=False)
        nodes, seconds = timed(function, state, DEPTH)
        total_nodes += nodes
        total_time += seconds
        print(f"{name:28} {len(state.legal_actions()):>7} {nodes:>10,} {seconds:>8.3f} "
              f"{nodes / seconds:>11,.0f}")
    print(f"{'all positions':28} {'':>7} {total_nodes:>10,.0f} {total_time:>8.3f} "
          f"{total_nodes / total_time:>11,.0f}")
    return total_nodes / total_time


def measure_chess(function) -> float | None:
    try:
        import chess
    except ImportError:
        print('python-chess is not installed (pip install -e ".[bench]"): no comparison')
        return None
    nodes, seconds = timed(function, chess.Board(KIWIPETE), DEPTH)
    print(f"{'python-chess ' + chess.__version__ + ', Kiwipete':28} {'48':>7} {nodes:>10,} "
          f"{seconds:>8.3f} {nodes / seconds:>11,.0f}")
    return nodes / seconds


def playouts(seats: str, games: int) -> None:
    lengths, start = [], time.perf_counter()
    for seed in range(games):
        state = new_game(parse_seats(seats), seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        lengths.append(state.ply)
    seconds = time.perf_counter() - start
    print(f"random playouts, Standard 24x24, {seats:12} {games / seconds:6.2f} games/s, "
          f"{sum(lengths) / seconds:9,.0f} actions/s, median length "
          f"{statistics.median(lengths):,.0f} actions")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args()  # no options: --help says what this prints, a typo is refused
    print(f"Python {sys.version.split()[0]}, perft depth {DEPTH}\n")
    for title, ours, theirs in [
        ("Perft with bulk counting at the leaves", perft, chess_perft),
        ("Perft making and unmaking every leaf", perft_every_leaf, chess_perft_every_leaf),
    ]:
        print(title)
        our_speed = measure_ours(ours)
        chess_speed = measure_chess(theirs)
        if chess_speed:
            print(f"ratio ours / python-chess: {our_speed / chess_speed:.2f}")
        print()
    playouts("HP,D", 20)
    playouts("HP,HG", 20)
    playouts("HP,D,HG,D", 10)


if __name__ == "__main__":
    main()
