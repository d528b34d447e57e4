"""Pending decisions: one frozen class per kind, owning its legal answers and its refusal text.

A decision is plain data in the state (``GameState.pending``); the ``Answer`` command answers it
with one of ``options`` (payments are checked by ``payment.py`` instead: ``options`` is empty).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.i18n import N_


@dataclass(frozen=True, slots=True)
class Decision:
    seat: int
    options: tuple[str, ...] = ()
    source: str = ""  # the card or rule asking
    detail: str = ""  # what the question is about (a tile kind, an icon, a colour)
    KIND: ClassVar[str] = ""
    REFUSAL: ClassVar[str] = N_("That is not one of the possible answers.")
    PROMPT: ClassVar[str] = ""
    SKIPPABLE: ClassVar[bool] = False

    def accepts(self, answer: str) -> bool:
        return answer in self.options or (self.SKIPPABLE and answer == "skip")

    def answers(self) -> tuple[str, ...]:
        return self.options + (("skip",) if self.SKIPPABLE else ())

    def to_data(self) -> dict[str, object]:
        return {
            "kind": self.KIND,
            "seat": self.seat,
            "options": list(self.options),
            "source": self.source,
            "detail": self.detail,
        }


_KINDS: dict[str, type[Decision]] = {}


def _kind(cls: type[Decision]) -> type[Decision]:
    _KINDS[cls.KIND] = cls
    return cls


@_kind
@dataclass(frozen=True, slots=True)
class ChooseSpace(Decision):
    KIND: ClassVar[str] = "space"
    REFUSAL: ClassVar[str] = N_("That space cannot take this tile.")
    PROMPT: ClassVar[str] = N_("Choose a space for the tile.")


@_kind
@dataclass(frozen=True, slots=True)
class ChooseColour(Decision):
    KIND: ClassVar[str] = "colour"
    REFUSAL: ClassVar[str] = N_("The pool has no die of that colour.")
    PROMPT: ClassVar[str] = N_("Choose the colour of the die.")


@_kind
@dataclass(frozen=True, slots=True)
class ChooseFace(Decision):
    KIND: ClassVar[str] = "face"
    REFUSAL: ClassVar[str] = N_("That face is not allowed here.")
    PROMPT: ClassVar[str] = N_("Choose the face of the die.")


@_kind
@dataclass(frozen=True, slots=True)
class ChooseChange(Decision):
    """Change a die to another face of its colour: answers are ``"die>face"``."""

    KIND: ClassVar[str] = "change"
    REFUSAL: ClassVar[str] = N_("You hold no such die, or that face is not on its die.")
    PROMPT: ClassVar[str] = N_("Choose a die and its new face.")
    SKIPPABLE: ClassVar[bool] = True


@_kind
@dataclass(frozen=True, slots=True)
class ChooseDiscard(Decision):
    KIND: ClassVar[str] = "discard"
    REFUSAL: ClassVar[str] = N_("You must discard one of your matching dice.")
    PROMPT: ClassVar[str] = N_("Choose a die to discard.")


@_kind
@dataclass(frozen=True, slots=True)
class ChooseCard(Decision):
    KIND: ClassVar[str] = "card"
    REFUSAL: ClassVar[str] = N_("That card cannot be chosen.")
    PROMPT: ClassVar[str] = N_("Choose a card.")


@_kind
@dataclass(frozen=True, slots=True)
class ChoosePayment(Decision):
    """Pay for a card or a variable cost; the answer is a payment (``payment.encode``)."""

    KIND: ClassVar[str] = "pay"
    REFUSAL: ClassVar[str] = N_("That payment does not match the cost.")
    PROMPT: ClassVar[str] = N_("Choose how to pay.")

    def accepts(self, answer: str) -> bool:
        return True  # ``options`` are suggestions; the asking step checks the payment itself


@_kind
@dataclass(frozen=True, slots=True)
class ChooseParameter(Decision):
    KIND: ClassVar[str] = "parameter"
    REFUSAL: ClassVar[str] = N_("Choose temperature or oxygen.")
    PROMPT: ClassVar[str] = N_("Choose the parameter to raise.")


@_kind
@dataclass(frozen=True, slots=True)
class ChooseHandicap(Decision):
    KIND: ClassVar[str] = "handicap"
    REFUSAL: ClassVar[str] = N_("You hold no die with that face.")
    PROMPT: ClassVar[str] = N_("Choose one of your dice for the last player.")


def decision_kinds() -> dict[str, type[Decision]]:
    return dict(_KINDS)
