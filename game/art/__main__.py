"""``python -m game.art [--out DIR]``: regenerate every asset (by default into game/assets)."""

from __future__ import annotations

import argparse
from pathlib import Path

from game.art.pipeline import generate

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "assets"


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m game.art", description=__doc__)
    parser.add_argument(
        "--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default: {DEFAULT_OUT})"
    )
    args = parser.parse_args()
    generate(args.out)
    print(f"assets written to {args.out}")


main()
