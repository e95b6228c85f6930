"""A deliberately simple second implementation of the rules, for checking perft counts.

It shares no code with ``game.rules``: its own position reader, a dict of pieces, a new
position for every action, and the rules of RULES.md written out as plainly as possible.
Slow, but easy to check against the text by eye.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
NEEDS = {"o": 4, "a": 6, "c": 6, "m": 8}
MAKES = {"w": "C", "o": "N", "a": "R", "c": "B", "m": "Q"}


@dataclass
class Simple:
    width: int
    height: int
    tiles: dict  # (x, y) -> tile letter
    pieces: dict  # (x, y) -> (piece letter, seat)
    hawk: dict  # seat -> bool
    alive: set
    to_move: int
    quiet: int
    seats: list = field(default_factory=list)

    @classmethod
    def read(cls, text: str) -> Simple:
        board, seats, to_move, quiet, _ = text.split(" ")
        size, rows = board.split(":")
        width, height = map(int, size.split("x"))
        tiles, pieces = {}, {}
        for index, row in enumerate(rows.split("/")):
            y, x = height - 1 - index, 0
            for token in re.findall(r"\d+|[a-z]|[A-Z]\d", row):
                if token.isdigit():
                    x += int(token)
                    continue
                if token.islower():
                    tiles[x, y] = token
                else:
                    pieces[x, y] = (token[0], int(token[1]))
                x += 1
        codes = seats.split(",")
        return cls(width, height, tiles, pieces,
                   {n: c.lstrip("x").startswith("H") for n, c in enumerate(codes, 1)},
                   {n for n, c in enumerate(codes, 1) if not c.startswith("x")},
                   int(to_move), int(quiet), codes)

    def finished(self) -> bool:
        hawks = [s for s in self.alive if self.hawk[s]]
        return not hawks or len(self.alive) == 1 or self.quiet >= 50 * len(self.alive)

    def inside(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def free(self, xy) -> bool:
        return self.inside(*xy) and xy not in self.tiles and xy not in self.pieces

    def enemy(self, xy, me: int) -> bool:
        return xy in self.pieces and self.pieces[xy][1] != me

    def actions(self) -> list[tuple]:
        if self.finished():
            return []
        me = self.to_move
        found = []
        for (x, y), (letter, owner) in self.pieces.items():
            if owner != me:
                continue
            if letter == "A":
                for dx, dy in BISHOP:
                    if self.free((x + dx, y + dy)):
                        found.append(("move", (x, y), (x + dx, y + dy)))
                for dx, dy in ROOK:
                    target = (x + dx, y + dy)
                    if target in self.pieces and self.hawk[self.pieces[target][1]]:
                        found.append(("pacify", (x, y), target))
            elif letter == "C":
                for dx, dy in ROOK:
                    if self.free((x + dx, y + dy)):
                        found.append(("move", (x, y), (x + dx, y + dy)))
                for dx, dy in BISHOP:
                    if self.enemy((x + dx, y + dy), me):
                        found.append(("capture", (x, y), (x + dx, y + dy)))
            elif letter in "KN":
                steps = ROOK + BISHOP if letter == "K" else KNIGHT
                for dx, dy in steps:
                    target = (x + dx, y + dy)
                    if self.free(target):
                        found.append(("move", (x, y), target))
                    elif self.enemy(target, me) and target not in self.tiles:
                        found.append(("capture", (x, y), target))
            else:
                lines = {"Q": ROOK + BISHOP, "B": BISHOP, "R": ROOK}[letter]
                for dx, dy in lines:
                    target = (x + dx, y + dy)
                    while self.free(target):
                        found.append(("move", (x, y), target))
                        target = (target[0] + dx, target[1] + dy)
                    if self.enemy(target, me):
                        found.append(("capture", (x, y), target))
        found += self.generations()
        return found or [("pass", None, None)]

    def generations(self) -> list[tuple]:
        me = self.to_move
        found = []
        for (x, y), tile in self.tiles.items():
            ring = [(x + dx, y + dy) for dx, dy in ROOK + BISHOP]
            mine = [xy for xy in ring if xy in self.pieces and self.pieces[xy][1] == me]
            consumers = [xy for xy in mine if self.pieces[xy][0] == "C"]
            if tile == "w":
                allowed = len(mine) >= 1
            else:
                allowed = self.hawk[me] and len(consumers) >= NEEDS[tile]
            if not allowed:
                continue
            free = [xy for xy in ring if self.free(xy)]
            spots = free if free or tile == "w" else consumers
            for spot in spots:
                found.append(("generate", (x, y), spot))
        return found

    def after(self, action: tuple) -> Simple:
        kind, origin, target = action
        me = self.to_move
        pieces = dict(self.pieces)
        alive = set(self.alive)
        out = []
        if kind == "move":
            pieces[target] = pieces.pop(origin)
        elif kind == "capture":
            victim = pieces[target]
            pieces[target] = pieces.pop(origin)
            if victim[0] == "K" or not any(p[1] == victim[1] for p in pieces.values()):
                out.append(victim[1])
        elif kind == "pacify":
            victim = pieces[target]
            pieces[target] = ("A", me)
            if victim[0] == "K":
                out.append(victim[1])
        elif kind == "generate":
            letter = "A" if not self.hawk[me] else MAKES[self.tiles[origin]]
            pieces[target] = (letter, me)
        for seat in out:
            alive.discard(seat)
            pieces = {xy: p for xy, p in pieces.items() if p[1] != seat}
        quiet = self.quiet + 1 if kind in ("move", "pass") else 0
        following = me
        for _ in range(len(self.hawk)):
            following = following % len(self.hawk) + 1
            if following in alive:
                break
        return Simple(self.width, self.height, self.tiles, pieces, self.hawk, alive,
                      following, quiet, self.seats)


def simple_perft(position: Simple, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(simple_perft(position.after(action), depth - 1) for action in position.actions())
