"""Seats (RULES 1): who plays which side, and the seat list's text form ``HP,D,HG``."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.errors import SetupError
from game.rules.pieces import Leader, Side

MIN_SEATS = 2
MAX_SEATS = 6


@dataclass(frozen=True)
class Seat:
    """One player's side and, for a Hawk, its Leader. Whether a human or the AI plays the
    seat is not a rule; the game record keeps that."""

    side: Side
    leader: Leader | None = None

    def __post_init__(self) -> None:
        if (self.side is Side.HAWK) != (self.leader is not None):
            raise SetupError("a Hawk seat needs a Leader and a Dove seat has none")

    @property
    def is_hawk(self) -> bool:
        return self.side is Side.HAWK

    @property
    def code(self) -> str:
        """``HP`` for a Hawk led by The President, ``D`` for a Dove."""
        return "H" + self.leader.letter if self.leader else "D"

    @property
    def title(self) -> str:
        return f"Hawk ({self.leader.title})" if self.leader else "Dove"

    @classmethod
    def from_code(cls, code: str) -> Seat:
        if code == "D":
            return cls(Side.DOVE)
        if len(code) == 2 and code[0] == "H":
            try:
                return cls(Side.HAWK, Leader(code[1]))
            except ValueError:
                pass
        raise SetupError(
            f"'{code}' is not a seat: write D for a Dove or H plus a Leader letter "
            f"({', '.join(leader.letter + ' ' + leader.title for leader in Leader)})"
        )


def check_seats(seats: tuple[Seat, ...]) -> None:
    """Refuse a seat list that RULES 1 does not allow."""
    if not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise SetupError(f"a game has {MIN_SEATS} to {MAX_SEATS} seats, not {len(seats)}")
    if not any(seat.is_hawk for seat in seats):
        raise SetupError("at least one seat must be a Hawk: an all-Dove game has no conflict")
    leaders = [seat.leader for seat in seats if seat.leader]
    for leader in leaders:
        if leaders.count(leader) > 1:
            raise SetupError(f"{leader.title} is chosen by more than one seat")


def parse_seats(text: str) -> tuple[Seat, ...]:
    """Seats from ``HP,D,HG`` (no eliminated marks: that form belongs to positions)."""
    seats = tuple(Seat.from_code(code.strip()) for code in text.split(","))
    check_seats(seats)
    return seats
