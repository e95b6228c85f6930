"""Board creation (RULES 2, 3, 6): size, environment layout and the start groups.

A *fair* layout gives every seat a home Wal-Mart in the same place relative to its start
group, and makes 2- and 4-seat boards rotationally symmetric (180 and 90 degrees) so that
no seat is favoured. A *classic* layout places every tile at random. Both keep tiles off
the outermost rows and columns, at least 3 squares apart, with every kind present,
Wal-Marts the most common and Media Outlets the rarest. The same seed always gives the
same board.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from game.rules.errors import SetupError
from game.rules.geometry import Geometry, size_problem
from game.rules.pieces import Kind, Tile
from game.rules.seats import Seat, check_seats
from game.rules.state import GameState
from game.rules.validity import MIN_TILE_DISTANCE

PRESETS = {"small": (16, 16), "standard": (24, 24), "large": (32, 32), "huge": (64, 64)}
DEFAULT_SIZE = PRESETS["standard"]
SQUARES_PER_TILE = 40
#: Share of each kind among the tiles that are not home Wal-Marts, rarest first.
TILE_SHARES = (
    (Tile.MEDIA_OUTLET, 0.10), (Tile.MEGA_CHURCH, 0.17), (Tile.ARMY_BASE, 0.17),
    (Tile.OFFICE_COMPLEX, 0.24), (Tile.WAL_MART, 0.32),
)
#: Start groups in a home's own frame: ``a`` along the edge, ``b`` inwards (RULES 6).
HAWK_GROUP = {(1, 0): Kind.LEADER, (0, 0): Kind.CONSUMER, (2, 0): Kind.CONSUMER,
              (0, 1): Kind.CONSUMER, (2, 1): Kind.CONSUMER}
DOVE_GROUP = {(a, b): Kind.ACTIVIST for a in range(3) for b in range(2)}
#: The home Wal-Mart, in the same frame: three rows in front of the group's middle.
HOME_WAL_MART = (1, 4)

XY = tuple[int, int]


def parse_size(text: str) -> tuple[int, int]:
    """``24``, ``32x24`` or a preset name (small, standard, large, huge)."""
    text = text.strip().lower()
    if text in PRESETS:
        return PRESETS[text]
    match = re.fullmatch(r"([0-9]+)(?:x([0-9]+))?", text)
    if not match:
        raise SetupError(f"'{text}' is not a board size: write 24, 32x24 or one of "
                         f"{', '.join(PRESETS)}")
    width = int(match.group(1))
    height = int(match.group(2) or width)
    problem = size_problem(width, height)
    if problem:
        raise SetupError(f"board {problem}")
    return width, height


@dataclass(frozen=True)
class Home:
    """Where a start group stands: ``origin`` plus ``a`` steps along ``u`` and ``b`` along ``v``."""

    origin: XY
    u: XY
    v: XY
    shift: int = 0  # groups in the middle of an edge are centred on ``origin``

    def place(self, a: int, b: int) -> XY:
        a += self.shift
        return (self.origin[0] + a * self.u[0] + b * self.v[0],
                self.origin[1] + a * self.u[1] + b * self.v[1])


def new_game(seats: tuple[Seat, ...], size: tuple[int, int] = DEFAULT_SIZE, seed: int = 0,
             classic: bool = False) -> GameState:
    """The start position of a new game (RULES 6): player 1 to move, round 1."""
    check_seats(seats)
    if seed < 0:  # random.Random(-n) is random.Random(n): two names for one board
        raise SetupError(f"the seed must be 0 or more, not {seed}")
    width, height = size
    homes = home_positions(width, height, len(seats), symmetric=not classic)
    pieces = {}
    for number, (seat, home) in enumerate(zip(seats, homes, strict=True), start=1):
        group = HAWK_GROUP if seat.is_hawk else DOVE_GROUP
        for (a, b), kind in group.items():
            pieces[home.place(a, b)] = (kind, number)
    tiles = layout_tiles(width, height, homes, random.Random(seed), classic)
    return GameState(size, seats, tiles, pieces)


def home_positions(width: int, height: int, count: int, symmetric: bool) -> list[Home]:
    """The homes of ``count`` seats in seat order (RULES 6): opposite corners for 2, corners
    for 3 and 4, corners and the middles of the long edges for 5 and 6.

    For 2 and 4 seats the frames are rotations of each other, so that the rotated layout
    stays the same board; otherwise every frame faces inwards from its long edge."""
    turned = height > width  # work as if the long edges were at the bottom and top
    w, h = (height, width) if turned else (width, height)
    last_x, last_y, middle = w - 1, h - 1, w // 2
    rotational = symmetric and count in (2, 4)
    if rotational and count == 4 and w == h:
        corners = [Home((0, 0), (1, 0), (0, 1)), Home((last_x, 0), (0, 1), (-1, 0)),
                   Home((last_x, last_y), (-1, 0), (0, -1)), Home((0, last_y), (0, -1), (1, 0))]
    else:
        corners = [Home((0, 0), (1, 0), (0, 1)), Home((last_x, 0), (-1, 0), (0, 1)),
                   Home((last_x, last_y), (-1, 0), (0, -1)), Home((0, last_y), (1, 0), (0, -1))]
    bottom_middle = Home((middle, 0), (1, 0), (0, 1), shift=-1)
    top_middle = Home((last_x - middle, last_y), (-1, 0), (0, -1), shift=-1)
    bottom_left, bottom_right, top_right, top_left = corners
    homes = {
        2: [bottom_left, top_right],
        3: [bottom_left, bottom_right, top_right],
        4: [bottom_left, bottom_right, top_right, top_left],
        5: [bottom_left, bottom_middle, bottom_right, top_right, top_left],
        6: [bottom_left, bottom_middle, bottom_right, top_right, top_middle, top_left],
    }[count]
    return [_transpose(home) for home in homes] if turned else homes


def _transpose(home: Home) -> Home:
    def swap(xy: XY) -> XY:
        return xy[1], xy[0]
    # a mirror keeps distances; a frame of a rotational pair stays a rotation of its partner
    return Home(swap(home.origin), swap(home.u), swap(home.v), home.shift)


def symmetries(width: int, height: int, count: int, classic: bool) -> list[int]:
    """The rotation orders to try, strictest first (RULES 3): 4 for 90 degrees, 2 for
    180, 1 for none. Small boards that cannot fit every kind symmetrically fall back."""
    if classic:
        return [1]
    if count == 4 and width == height:
        return [4, 2, 1]
    if count in (2, 4):
        return [2, 1]
    return [1]


def layout_tiles(width: int, height: int, homes: list[Home], rng: random.Random,
                 classic: bool) -> dict[XY, Tile]:
    """Place the environment tiles; raises SetupError when the board is too small."""
    for order in symmetries(width, height, len(homes), classic):
        for margin in (2, 1, 0):
            tiles = _try_layout(width, height, homes, rng, classic, order, margin)
            if tiles is not None:
                return tiles
    raise SetupError(f"a {width}x{height} board is too small for {len(homes)} seats and every "
                     "kind of environment tile: choose a larger board")


def _try_layout(width: int, height: int, homes: list[Home], rng: random.Random, classic: bool,
                order: int, margin: int) -> dict[XY, Tile] | None:
    """One attempt: the home Wal-Marts, then orbits of ``order`` tiles on random squares more
    than ``margin`` squares from every start group; None if every kind does not fit."""
    rotate = _rotation(width, height, order)
    group_squares = {home.place(a, b) for home in homes for a in range(3) for b in range(2)}
    tiles: dict[XY, Tile] = {}
    if not classic:
        for home in homes:
            tiles[home.place(*HOME_WAL_MART)] = Tile.WAL_MART
    blocked = {square for tile in tiles for square in _near(tile, MIN_TILE_DISTANCE - 1)}
    blocked |= {square for piece in group_squares for square in _near(piece, margin)}
    candidates = [(x, y) for y in range(1, height - 1) for x in range(1, width - 1)]
    rng.shuffle(candidates)
    wanted = _orbits_wanted(width * height, len(tiles), order, classic)
    orbits: list[list[XY]] = []
    for square in candidates:
        if len(orbits) == wanted:
            break
        orbit = _orbit(square, rotate, order)
        if orbit is None or any(xy in blocked for xy in orbit) or not _spaced(orbit):
            continue
        orbits.append(orbit)
        blocked |= {near for xy in orbit for near in _near(xy, MIN_TILE_DISTANCE - 1)}
    floors = _floors(classic)
    if len(orbits) < sum(floors.values()):
        return None
    kinds = [tile for tile, count in _allocate(len(orbits), floors).items()
             for _ in range(count)]
    rng.shuffle(kinds)
    for orbit, tile in zip(orbits, kinds, strict=True):
        for xy in orbit:
            tiles[xy] = tile
    return tiles


def _orbit(square: XY, rotate, order: int) -> list[XY] | None:
    """The images of ``square`` under the rotations, or None if two coincide (the centre)."""
    orbit = [square]
    for _ in range(order - 1):
        orbit.append(rotate(orbit[-1]))
    return orbit if len(set(orbit)) == order else None


def _spaced(orbit: list[XY]) -> bool:
    return all(Geometry.chebyshev(a, b) >= MIN_TILE_DISTANCE
               for i, a in enumerate(orbit) for b in orbit[i + 1:])


def _near(xy: XY, reach: int) -> list[XY]:
    x, y = xy
    return [(x + dx, y + dy) for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1)]


def _rotation(width: int, height: int, order: int):
    if order == 4:
        return lambda xy: (width - 1 - xy[1], xy[0])
    if order == 2:
        return lambda xy: (width - 1 - xy[0], height - 1 - xy[1])
    return lambda xy: xy


def _orbits_wanted(squares: int, placed: int, order: int, classic: bool) -> int:
    """How many orbits to place besides the home Wal-Marts: about one tile per 40 squares."""
    tiles = round(squares / SQUARES_PER_TILE) - placed
    return max(round(tiles / order), sum(_floors(classic).values()))


def _floors(classic: bool) -> dict[Tile, int]:
    """Every kind at least once; a fair layout already has its home Wal-Marts."""
    return {tile: 0 if tile is Tile.WAL_MART and not classic else 1 for tile, _ in TILE_SHARES}


def _allocate(orbits: int, floors: dict[Tile, int]) -> dict[Tile, int]:
    """Share ``orbits`` among the kinds by ``TILE_SHARES``, above the floors: each next orbit
    goes to the kind furthest below its share, rarest kind first on ties."""
    counts = dict(floors)
    while sum(counts.values()) < orbits:
        total = sum(counts.values()) + 1
        tile = max(TILE_SHARES, key=lambda item: item[1] * total - counts[item[0]])[0]
        counts[tile] += 1
    return counts
