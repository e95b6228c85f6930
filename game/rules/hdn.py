"""Position text, HDN (RULES 10), in both directions.

``12x12:9A21A2/12/2w9/12/12/6o5/12/12/2m6c2/12/C11K19/12 HP,D 1 0 1``: board, seats,
seat to move, quiet actions, round. A parse error names the field and, on the board,
the row and the token that is wrong.
"""

from __future__ import annotations

import re

from game.rules.cells import KIND_SHIFT, KINDS, SEAT_MASK
from game.rules.errors import PositionError, SetupError
from game.rules.pieces import Kind, Tile
from game.rules.seats import MAX_SEATS, Seat
from game.rules.state import GameState
from game.rules.validity import check_size

FIELDS = ("board", "seats", "to move", "quiet actions", "round")
_SIZE = re.compile(r"([1-9][0-9]*)x([1-9][0-9]*):")
_NUMBER = re.compile(r"0|[1-9][0-9]*")
_TOKEN = re.compile(r"[0-9]+|[a-z]|[A-Z][0-9]?|.")


def format_position(state: GameState) -> str:
    """The HDN text of a state."""
    g = state.geometry
    rows = []
    for y in range(g.height - 1, -1, -1):
        tokens: list[str] = []
        empty = 0
        for x in range(g.width):
            value = state.cells[g.square(x, y)]
            if value == 0:
                empty += 1
                continue
            if empty:
                tokens.append(str(empty))
                empty = 0
            if value > 0:
                tokens.append(f"{KINDS[value >> KIND_SHIFT].letter}{value & SEAT_MASK}")
            else:
                tokens.append(Tile(-value).letter)
        if empty:
            tokens.append(str(empty))
        rows.append("".join(tokens))
    seats = ",".join(("" if state.alive[number] else "x") + seat.code
                     for number, seat in enumerate(state.seats, start=1))
    return (f"{g.width}x{g.height}:{'/'.join(rows)} {seats} "
            f"{state.to_move} {state.quiet} {state.round}")


def parse_position(text: str, *, track_repetition: bool = True) -> GameState:
    """The state described by HDN ``text``; raises ``PositionError`` if it is not valid."""
    fields = text.split(" ")
    if len(fields) != len(FIELDS) or not all(fields):
        found = len(text.split())
        spacing = "" if found != len(FIELDS) else " (but not by single spaces)"
        raise PositionError(
            None, f"expected {len(FIELDS)} fields separated by single spaces "
                  f"({', '.join(FIELDS)}), found {found}{spacing}")
    board, seats_text, to_move, quiet, round_ = fields
    size, tiles, pieces = _parse_board(board)
    seats, eliminated = _parse_seats(seats_text)
    return GameState(
        size, seats, tiles, pieces,
        to_move=_parse_number("to move", to_move),
        quiet=_parse_number("quiet actions", quiet),
        round=_parse_number("round", round_),
        eliminated=eliminated,
        track_repetition=track_repetition,
    )


def _parse_number(field: str, text: str) -> int:
    if not _NUMBER.fullmatch(text):
        raise PositionError(field, f"'{text}' is not a whole number (digits, no leading zeros)")
    return int(text)


def _parse_seats(text: str) -> tuple[tuple[Seat, ...], set[int]]:
    seats, eliminated = [], set()
    codes = text.split(",")
    if len(codes) > MAX_SEATS:
        raise PositionError("seats", f"{len(codes)} seats; a game has at most {MAX_SEATS}")
    for number, code in enumerate(codes, start=1):
        if code.startswith("x"):
            eliminated.add(number)
            code = code[1:]
        try:
            seats.append(Seat.from_code(code))
        except SetupError as error:
            raise PositionError("seats", f"seat {number}: {error}") from None
    return tuple(seats), eliminated


def _parse_board(text: str):
    match = _SIZE.match(text)
    if not match:
        raise PositionError("board", "must start with the size, for example '24x24:'")
    width, height = int(match.group(1)), int(match.group(2))
    check_size(width, height)
    rows = text[match.end():].split("/")
    if len(rows) != height:
        raise PositionError("board", f"{len(rows)} rows for a board {height} high")
    tiles: dict[tuple[int, int], Tile] = {}
    pieces: dict[tuple[int, int], tuple[Kind, int]] = {}
    for index, row in enumerate(rows):
        y = height - 1 - index
        x = 0
        for position, token in enumerate(_TOKEN.findall(row), start=1):
            where = f"row {y + 1}, token {position} '{token}'"
            if token[0].isdigit():
                if not _NUMBER.fullmatch(token) or token == "0":
                    raise PositionError("board", f"{where}: a count of empty squares is a "
                                                 "number from 1, without leading zeros")
                x += int(token)
            elif token.islower():
                try:
                    tiles[x, y] = Tile.from_letter(token)
                except KeyError:
                    raise PositionError("board", f"{where}: unknown tile letter (tiles are "
                                        f"{', '.join(t.letter for t in Tile)})") from None
                x += 1
            elif token[0].isupper():
                pieces[x, y] = _parse_piece(token, where)
                x += 1
            else:
                raise PositionError("board", f"{where}: unexpected character")
            if x > width:
                raise PositionError("board", f"{where}: row {y + 1} covers more than "
                                             f"{width} squares")
        if x != width:
            raise PositionError("board", f"row {y + 1} covers {x} squares, not {width}")
    return (width, height), tiles, pieces


def _parse_piece(token: str, where: str) -> tuple[Kind, int]:
    try:
        kind = Kind.from_letter(token[0])
    except KeyError:
        raise PositionError("board", f"{where}: unknown piece letter (pieces are "
                            f"{', '.join(k.letter for k in Kind)})") from None
    if len(token) != 2 or not "1" <= token[1] <= str(MAX_SEATS):
        raise PositionError("board", f"{where}: a piece letter is followed by its seat, "
                                     f"one digit from 1 to {MAX_SEATS}")
    return kind, int(token[1])
