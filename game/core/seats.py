"""Who plays each seat of a game: a person at the screen or a computer of a level.

A game's setup may record one kind per seat (``SEAT_KINDS``); the rules never read it
(a computer plays by the same commands as a person), the table does: it asks the bot
of that level (``game.bots.levels``) whenever such a seat must decide. Seats the setup
does not list are human, so setups written before computers existed stay valid.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

HUMAN = "human"
COMPUTER_LEVELS = ("easy", "normal", "hard")
SEAT_KINDS = (HUMAN, *COMPUTER_LEVELS)


def seat_kinds(recorded: Sequence[str], players: int) -> tuple[str, ...]:
    """One kind per seat: the recorded ones, the seats left over human."""
    return tuple(recorded[:players]) + (HUMAN,) * max(0, players - len(recorded))


def seat_kinds_problem(recorded: Sequence[str], players: int) -> str | None:
    """Why ``recorded`` is not a valid list of seat kinds for ``players`` seats (None: it is)."""
    if len(recorded) > players:
        return "seat_kinds: at most one per player"
    if any(kind not in SEAT_KINDS for kind in recorded):
        return f"seat_kinds: each is one of {', '.join(SEAT_KINDS)}"
    if HUMAN not in seat_kinds(recorded, players):  # so also the solo player
        return "seat_kinds: at least one seat is human"
    return None


def seating_problem(
    names: Sequence[str], colors: Sequence[int], kinds: Sequence[str], players: int, max_name: int
) -> str | None:
    """What is wrong with a setup's seats (names, palette colours, seat kinds), or None: the
    check every game's setup model runs on the new-game screen's choices."""
    if len(names) > players or any(len(n) > max_name for n in names):
        return f"names: at most one per player, each at most {max_name} characters"
    if len(colors) > players or len(set(colors)) != len(colors):
        return "colors: at most one per player, each chosen once"
    if any(not 0 <= c < 16 for c in colors):
        return "colors: each is a palette index from 0 to 15"
    return seat_kinds_problem(kinds, players)


class SeatedSetup(BaseModel):
    """The part of a setup every game of our own card sets shares: who sits at the table (the
    new-game screen's choices; the rules never read them) and the content version played.

    A game's setup model derives from it, declares ``players`` with its own bounds and sets
    ``max_name_length``; the seats are checked by ``seating_problem`` before the game's own checks.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    max_name_length: ClassVar[int] = 20

    players: int
    names: tuple[str, ...] = ()
    colors: tuple[int, ...] = ()  # palette indices (ui.table.players)
    seat_kinds: tuple[str, ...] = ()  # "human" or a computer level
    # The rules version whose content files the game is played with (game.core.content_history):
    # None for a new game (today's files); a save of an earlier version keeps its own.
    content_rules: int | None = Field(None, ge=1)

    @model_validator(mode="after")
    def _seats(self) -> Self:
        problem = seating_problem(
            self.names, self.colors, self.seat_kinds, self.players, self.max_name_length
        )
        if problem is not None:
            raise ValueError(problem)
        return self
