"""Records on disk: a versioned JSON format, written atomically and read with suspicion.

A file is refused, with a message naming the problem, when it is not JSON (truncated or
corrupt), is of another format, was written by a newer version, lacks a field or has one
of the wrong type, or holds an action the rules do not allow at that point.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

from game.files import write_atomic
from game.record.record import GameRecord, RecordError, SeatInfo, Setup, parse_time
from game.rules import RULES_VERSION, GameState, PositionError, Result

FORMAT = "hawks-and-doves-record"
FORMAT_VERSION = 1
RESULT_STATUSES = ("win", "draw")
# A 1,000-action game is about 15 kB: anything this large is not a record (and /dev/zero
# is never read to the end).
MAX_RECORD_BYTES = 64 << 20


def record_to_json(record: GameRecord) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "game_version": record.game_version,
        "rules_version": record.rules_version,
        "created": record.created,
        "updated": record.updated,
        "setup": None if record.setup is None else {
            "size": [record.setup.width, record.setup.height],
            "seed": record.setup.seed,
            "classic": record.setup.classic,
        },
        "seats": [seat_to_json(info) for info in record.seats],
        "start": record.start,
        "actions": list(record.actions),
        "result": None if record.result is None else {
            "status": record.result.status,
            "winners": list(record.result.winners),
            "reason": record.result.reason,
        },
    }


def seat_to_json(info: SeatInfo) -> dict[str, Any]:
    """A seat's entry in a record (and in ``hawks-and-doves load``'s answer);
    ``thinking`` only where it was measured, so that a saved game reads as it always has."""
    entry = {"code": info.code, "name": info.name, "controller": info.controller,
             "level": info.level}
    if info.thinking is not None:
        entry["thinking"] = info.thinking
    return entry


def save_record(record: GameRecord, path: str | os.PathLike) -> None:
    """Write the record to ``path`` atomically (a temporary file, then a rename)."""
    text = json.dumps(record_to_json(record), indent=1, ensure_ascii=False) + "\n"
    write_atomic(path, text)


def load_record(path: str | os.PathLike, *, check_actions: bool = True) -> GameRecord:
    """Read and validate a record. With ``check_actions`` (the default) every action is
    replayed through the rules and the stored result must match; a list of files may
    skip that to stay fast. Raises RecordError naming the file and the problem."""
    path = Path(path)
    try:
        with path.open("rb") as stream:
            data = stream.read(MAX_RECORD_BYTES + 1)
        text = data.decode("utf-8-sig")  # a byte-order mark, as some editors write, is fine
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(f"{path}: cannot be read ({_os_reason(error)})") from None
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"{path}: not a record: larger than {MAX_RECORD_BYTES >> 20} MB")
    try:
        return record_from_text(text, check_actions=check_actions)
    except RecordError as error:
        raise RecordError(f"{path}: {error}") from None


def record_from_text(text: str, *, check_actions: bool = True) -> GameRecord:
    try:
        data = json.loads(text)
    except (RecursionError, ValueError) as error:
        if not isinstance(error, json.JSONDecodeError):  # nested or a number beyond reason
            raise RecordError(f"not a readable record: {_json_limit(error)}") from None
        where = f"{error.msg} (line {error.lineno}, column {error.colno})"
        complete = _actions_before(text, error.pos)
        if complete is not None:
            raise RecordError(f"not a readable record: it breaks off in its actions, after "
                              f"action {complete} ({where}; the file may be truncated)") \
                from None
        raise RecordError(f"not a readable record: {where} (the file may be truncated)") \
            from None
    return record_from_json(data, check_actions=check_actions)


def _json_limit(error: Exception) -> str:
    if isinstance(error, RecursionError):
        return "its data is nested too deeply"
    return "it holds a number too long to read"


_ACTIONS = re.compile(r'"actions"\s*:\s*\[')
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def _actions_before(text: str, position: int) -> int | None:
    """How many whole actions a broken file holds before ``position``, if it breaks off
    inside its list of actions (None otherwise)."""
    start = _ACTIONS.search(text, 0, position)
    if start is None or "]" in _STRING.sub("", text[start.end():position]):
        return None
    return len(_STRING.findall(text, start.end(), position))


def record_from_json(data: Any, *, check_actions: bool = True) -> GameRecord:
    if not isinstance(data, dict) or "format" not in data:
        raise RecordError("not a Hawks & Doves record (no 'format' field naming it)")
    if data["format"] != FORMAT:
        raise RecordError(f"not a Hawks & Doves record (its format is {data['format']!r}, "
                          f"not {FORMAT!r})")
    version = _field(data, "version", int)
    if version > FORMAT_VERSION:
        raise RecordError(f"written by a newer version of the game (format version {version}; "
                          f"this version reads up to {FORMAT_VERSION})")
    if version < 1:
        raise RecordError(f"format version {version} does not exist")
    record = GameRecord(
        start=_field(data, "start", str),
        seats=_seats(data),
        actions=_actions(data),
        result=_result(data),
        setup=_setup(data),
        created=_date(data, "created"),
        updated=_date(data, "updated"),
        game_version=_field(data, "game_version", str),
        rules_version=_field(data, "rules_version", int),
    )
    if not 1 <= record.rules_version <= RULES_VERSION:
        raise RecordError(f"written under rules version {record.rules_version}; this "
                          f"version of the game plays rules version {RULES_VERSION}")
    try:
        start = record.start_state()
    except PositionError as error:
        raise RecordError(f"field 'start': {error}") from None
    codes = [seat.code for seat in start.seats]
    if [info.code for info in record.seats] != codes:
        raise RecordError(f"field 'seats' does not match the start position's seats "
                          f"({','.join(codes)})")
    if check_actions:
        check_result(record, record.replay())
    return record


def check_result(record: GameRecord, final: GameState) -> None:
    """The record's stored result must be the one its actions lead to (``final``)."""
    if final.result != record.result:
        raise RecordError(f"field 'result' says {_describe(record.result)}, but the "
                          f"actions lead to {_describe(final.result)}")


def _field(data: dict, name: str, kind: type, *, nullable: bool = False) -> Any:
    if name not in data:
        raise RecordError(f"field '{name}' is missing")
    value = data[name]
    if value is None and nullable:
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"field '{name}' must be {_type_name(kind)}"
                          + (" or null" if nullable else ""))
    return value


def _type_name(kind: type) -> str:
    return {int: "a whole number", str: "text", list: "a list", dict: "an object",
            bool: "true or false"}[kind]


def _seats(data: dict) -> list[SeatInfo]:
    seats = []
    for number, entry in enumerate(_field(data, "seats", list), start=1):
        if not isinstance(entry, dict):
            raise RecordError(f"field 'seats': seat {number} must be an object")
        try:
            seats.append(SeatInfo(
                code=_field(entry, "code", str), name=_field(entry, "name", str),
                controller=_field(entry, "controller", str),
                level=_field(entry, "level", str, nullable=True),
                thinking=_seconds(entry, "thinking")))
        except RecordError as error:
            raise RecordError(f"field 'seats': seat {number}: {error}") from None
    return seats


def _seconds(data: dict, name: str) -> float | None:
    """An optional field of seconds (a whole or decimal number), None if absent."""
    value = data.get(name)
    if value is not None and (not isinstance(value, int | float) or isinstance(value, bool)):
        raise RecordError(f"field '{name}' must be a number of seconds")
    return value


def _actions(data: dict) -> list[str]:
    actions = _field(data, "actions", list)
    for number, action in enumerate(actions, start=1):
        if not isinstance(action, str):
            raise RecordError(f"field 'actions': action {number} must be text")
    return list(actions)


def _result(data: dict) -> Result | None:
    entry = _field(data, "result", dict, nullable=True)
    if entry is None:
        return None
    try:
        status = _field(entry, "status", str)
        winners = _field(entry, "winners", list)
        reason = _field(entry, "reason", str)
    except RecordError as error:
        raise RecordError(f"field 'result': {error}") from None
    if status not in RESULT_STATUSES or not all(isinstance(w, int) for w in winners):
        raise RecordError("field 'result' must have a status of win or draw and seat numbers")
    return Result(status, tuple(winners), reason)


def _setup(data: dict) -> Setup | None:
    entry = _field(data, "setup", dict, nullable=True)
    if entry is None:
        return None
    try:
        size = _field(entry, "size", list)
        if len(size) != 2 or not all(isinstance(n, int) for n in size):
            raise RecordError("field 'size' must be [width, height]")
        return Setup(size[0], size[1], _field(entry, "seed", int),
                     _field(entry, "classic", bool))
    except RecordError as error:
        raise RecordError(f"field 'setup': {error}") from None


def _date(data: dict, name: str) -> str:
    value = _field(data, name, str)
    if parse_time(value) is None:
        raise RecordError(f"field '{name}' is not a date: '{value}'")
    return value


def _describe(result: Result | None) -> str:
    if result is None:
        return "a game still going on"
    if result.status == "draw":
        return "a draw"
    return "a win for seat" + ("s " if len(result.winners) > 1 else " ") + \
        ", ".join(str(seat) for seat in result.winners)


def _os_reason(error: Exception) -> str:
    if isinstance(error, UnicodeDecodeError):
        return "it is not text"
    return error.strerror or str(error)
