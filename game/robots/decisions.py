"""Pending decisions of the exploration season as frozen data: their legal answers and refusals (§27 G10).

The exploration season runs by itself except for two questions: which hand cards a player discards
to a Magnetic Storm, and where a chit gained for a destroyed part goes. Each is one frozen class with
its ``options`` (the legal answers, the default first) and its refusal text; the ``Answer`` command
answers with one of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.i18n import N_


@dataclass(frozen=True, slots=True)
class Decision:
    seat: int
    options: tuple[str, ...] = ()
    KIND: ClassVar[str] = ""
    REFUSAL: ClassVar[str] = N_("That is not one of the possible answers.")
    PROMPT: ClassVar[str] = ""

    def accepts(self, answer: str) -> bool:
        return answer in self.options

    def to_data(self) -> dict[str, object]:
        return {"kind": self.KIND, "seat": self.seat, "options": list(self.options)}


@dataclass(frozen=True, slots=True)
class StormDiscard(Decision):
    """Magnetic Storm: two hand cards, written ``"Cannon|Missile"`` (ruling RB-11, RB-35, RB-41)."""

    KIND: ClassVar[str] = "storm"
    REFUSAL: ClassVar[str] = N_("Choose two cards of your hand to discard.")
    PROMPT: ClassVar[str] = N_("Magnetic Storm: choose two hand cards to discard.")


@dataclass(frozen=True, slots=True)
class PlaceChit(Decision):
    """A chit gained for a destroyed part: ``"robot"`` or the index of a deployed part (RB-10)."""

    KIND: ClassVar[str] = "place"
    REFUSAL: ClassVar[str] = N_("That card has no room for a chit.")
    PROMPT: ClassVar[str] = N_("Choose where the gained data chit goes.")


KINDS: dict[str, type[Decision]] = {StormDiscard.KIND: StormDiscard, PlaceChit.KIND: PlaceChit}


def from_data(data: dict[str, object]) -> Decision:
    cls = KINDS[str(data["kind"])]
    return cls(int(data["seat"]), tuple(str(o) for o in data["options"]))  # type: ignore[arg-type]
