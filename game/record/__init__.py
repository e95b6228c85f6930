"""Saved games and replays: one versioned JSON format for both (files in, files out).

``GameRecord`` holds a game; ``save_record`` / ``load_record`` move it to and from disk.
"""

from game.record.record import CONTROLLERS, GameRecord, RecordError, SeatInfo, Setup, now
from game.record.storage import (
    FORMAT,
    FORMAT_VERSION,
    load_record,
    record_from_json,
    record_from_text,
    record_to_json,
    save_record,
    seat_to_json,
)

__all__ = [
    "CONTROLLERS", "GameRecord", "RecordError", "SeatInfo", "Setup", "now", "FORMAT",
    "FORMAT_VERSION", "load_record", "record_from_json", "record_from_text", "record_to_json",
    "save_record", "seat_to_json",
]
