"""The card vocabulary's frame: a behaviour is a tuple of typed parts, one per key of the JSON.

Each key of a card's ``behavior`` (and of action gains, trigger gains, choice options...) is a
small frozen ``Part`` subclass registered under that key. A part keeps together what the key
does (``apply``: immediate changes and queued tasks), why it cannot be done now (``failure``: the
refusal ``Text`` or None) and how an option button names it (``describe``: ``Text`` lines).

The parts of one behaviour run in a fixed order per phase, given by each class's rank
(``APPLY``, ``FAILURE``, ``DESCRIBE``; None: the part takes no part in that phase). The ranks
reproduce the order the rules engine has always used, so effects, queued tasks and refusal
checks come in the same order whatever order the JSON lists its keys in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar, TypeVar

from game.i18n import Text
from game.tm.constants import RESOURCE_NAMES
from game.tm.state import GameState


class VocabularyError(ValueError):
    """A behaviour in the content does not fit the vocabulary; the message names the field."""


@dataclass(frozen=True)
class Scope:
    """Who applies or checks a behaviour: the game, the seat, the source card, the context
    (``x``: the amount chosen for X, ``played_card``: the card that triggered the effect)."""

    state: GameState
    seat: int
    source: str | None
    ctx: dict[str, Any]


class Part:
    """One key of a behaviour. Subclasses are frozen dataclasses registered with ``part``."""

    KEY: ClassVar[str] = ""
    APPLY: ClassVar[int | None] = None
    FAILURE: ClassVar[int | None] = None
    DESCRIBE: ClassVar[int | None] = None

    @classmethod
    def parse(cls, value: Any, where: str) -> Part:
        raise NotImplementedError

    def apply(self, scope: Scope, whole: Behaviour) -> None:
        """Make the change now, or queue the task that makes it."""

    def failure(self, scope: Scope, whole: Behaviour, card: Any) -> Text | None:
        """Why this part cannot be applied now (None when it can)."""
        return None

    def describe(self) -> list[Text]:
        """Short lines naming what this part does, for option buttons."""
        return []

    def order_free(self) -> bool:
        """True when, as a triggered gain, its order relative to other triggered gains cannot
        matter (fixed gains of resources, production, TR), so the player is not asked (spec [DET-2])."""
        return False


REGISTRY: dict[str, type[Part]] = {}
P = TypeVar("P", bound=type[Part])


def part(cls: P) -> P:
    """Register a part class under its ``KEY`` (one class per key)."""
    if not cls.KEY or cls.KEY in REGISTRY:
        raise ValueError(f"vocabulary key {cls.KEY!r} missing or registered twice")
    REGISTRY[cls.KEY] = cls
    return cls


def _ordered(parts: tuple[Part, ...], rank: Callable[[Part], int | None]) -> tuple[Part, ...]:
    return tuple(sorted((p for p in parts if rank(p) is not None), key=lambda p: rank(p) or 0))


@dataclass(frozen=True)
class Behaviour:
    """A parsed behaviour: its parts, and the JSON it was parsed from (task data carries the JSON)."""

    parts: tuple[Part, ...]
    raw: Mapping[str, Any]

    def get(self, key: str) -> Part | None:
        return next((p for p in self.parts if p.KEY == key), None)

    def has(self, key: str) -> bool:
        return key in self.raw

    # A behaviour never changes once parsed, so each phase's order is worked out once.
    @cached_property
    def _apply_parts(self) -> tuple[Part, ...]:
        return _ordered(self.parts, lambda p: p.APPLY)

    @cached_property
    def _failure_parts(self) -> tuple[Part, ...]:
        return _ordered(self.parts, lambda p: p.FAILURE)

    def apply(self, scope: Scope) -> None:
        for p in self._apply_parts:
            p.apply(scope, self)

    def can_fail(self) -> bool:
        """False when no part has a refusal check (``failure`` is then always None)."""
        return bool(self._failure_parts)

    def failure(self, scope: Scope, card: Any) -> Text | None:
        for p in self._failure_parts:
            why = p.failure(scope, self, card)
            if why is not None:
                return why
        return None

    def describe(self) -> list[Text]:
        return [line for p in _ordered(self.parts, lambda p: p.DESCRIBE) for line in p.describe()]

    def order_free(self) -> bool:
        return all(p.order_free() for p in self.parts)


EMPTY = Behaviour((), {})


def parse_behaviour(value: Any, where: str = "behavior", skip_unknown: bool = False) -> Behaviour:
    """Parse a behaviour's JSON; raise ``VocabularyError`` naming the field for anything unknown.

    ``skip_unknown`` leaves keys outside the vocabulary out instead (a standard project's effect
    also holds keys its own executor reads, such as Sell Patents' ``discard_cards_from_hand``).
    """
    if value is None:
        return EMPTY
    if not isinstance(value, dict):
        raise VocabularyError(f"{where}: a behavior must be an object")
    unknown = sorted(set(value) - set(REGISTRY))
    if unknown and not skip_unknown:
        raise VocabularyError(f"{where}: unknown behavior key(s) {unknown}")
    return Behaviour(
        tuple(REGISTRY[k].parse(v, f"{where}.{k}") for k, v in value.items() if k in REGISTRY), value
    )


# --- checks shared by the parsers -------------------------------------------------------------
def expect(ok: bool, where: str, what: str) -> None:
    if not ok:
        raise VocabularyError(f"{where}: {what}")


def as_dict(value: Any, where: str) -> dict[str, Any]:
    expect(isinstance(value, dict), where, "expected an object")
    return value


def as_list(value: Any, where: str) -> list[Any]:
    expect(isinstance(value, list), where, "expected a list")
    return value


def as_int(value: Any, where: str) -> int:
    expect(
        isinstance(value, int) and not isinstance(value, bool),
        where,
        f"expected a whole number, got {value!r}",
    )
    return value


def as_str(value: Any, where: str) -> str:
    expect(isinstance(value, str), where, f"expected a text, got {value!r}")
    return value


def as_quantity(value: Any, where: str) -> Any:
    """A quantity: a number, "X" (chosen), or ``{"count_of": ...}`` (counted in the game)."""
    if isinstance(value, dict):
        expect("count_of" in value, where, "a counted quantity needs count_of")
        return value
    if value == "X":
        return value
    return as_int(value, where)


def resource_amounts(value: Any, where: str) -> tuple[tuple[str, Any], ...]:
    """``{"plants": 2, "megacredits": -1}`` in the JSON's order, resources checked."""
    out = []
    for res, q in as_dict(value, where).items():
        expect(res in RESOURCE_NAMES, f"{where}", f"unknown resource {res!r}")
        out.append((res, as_quantity(q, f"{where}.{res}")))
    return tuple(out)
