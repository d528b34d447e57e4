"""Typed pending decisions: one frozen class per kind of question, owning its legal answers
and its refusal text.

The state keeps the decision the engine waits for as plain data (``game.core.resolution.
Decision``: a kind, a seat, JSON data and the task it re-enters), so a game saves and replays
between any two commands. ``typed`` turns that record into the class a table, a bot or the
scenario runner reads: it never needs to look at the data dict or at the engine's task.
Tables key their dialogs and prompts by these classes.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from math import comb
from typing import Any, ClassVar, overload

from game.core.command import Command
from game.core.resolution import Decision
from game.i18n import N_, Text
from game.tm.commands import (
    ChooseCards,
    ChooseOption,
    ChooseSpace,
    cancel,
    choose_amount,
    choose_card,
    choose_corporation,
    choose_option,
    choose_player,
    choose_space,
    pay,
    skip,
)

_new = object.__new__
_set = object.__setattr__


class CardSubsets(Sequence[ChooseCards]):
    """Every ``ChooseCards`` answer with between ``low`` and ``high`` cards, as a lazy sequence.

    Index order: by size, then combinations in the order the cards are listed.
    """

    def __init__(self, seat: int, cards: Sequence[str], low: int, high: int) -> None:
        self.seat = seat
        self.cards = tuple(cards)
        self.low = max(0, low)
        self.high = min(high, len(self.cards))
        self._sizes = [comb(len(self.cards), k) for k in range(self.low, self.high + 1)]
        self._len = sum(self._sizes)

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> ChooseCards: ...
    @overload
    def __getitem__(self, index: slice) -> list[ChooseCards]: ...

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError(index)
        k = self.low
        for size in self._sizes:
            if index < size:
                break
            index -= size
            k += 1
        # Built without the field checks: the seat and the names are the engine's own (as ``interned``).
        answer = _new(ChooseCards)
        _set(answer, "seat", self.seat)
        _set(answer, "cards", self._unrank(index, k))
        return answer

    def _unrank(self, index: int, k: int) -> tuple[str, ...]:
        chosen: list[str] = []
        n = len(self.cards)
        start = 0
        while k:
            for i in range(start, n):
                count = comb(n - i - 1, k - 1)
                if index < count:
                    chosen.append(self.cards[i])
                    start = i + 1
                    k -= 1
                    break
                index -= count
        return tuple(chosen)

    def __contains__(self, item: object) -> bool:
        if not isinstance(item, ChooseCards) or item.seat != self.seat:
            return False
        picked = item.cards
        return (
            self.low <= len(picked) <= self.high
            and len(set(picked)) == len(picked)
            and all(c in self.cards for c in picked)
        )

    def __iter__(self) -> Iterator[ChooseCards]:
        for i in range(len(self)):
            yield self[i]


@dataclass(frozen=True, slots=True)
class PendingDecision:
    """A question one seat must answer now. ``source`` is the card that asks, if any."""

    KIND: ClassVar[str] = ""
    seat: int
    optional: bool = False  # a Skip answers it too
    source: str | None = None

    def answers(self) -> Sequence[Command]:
        """Every legal answer (a Skip last when the decision may be declined)."""
        out = list(self._answers())
        if self.optional:
            out.append(skip(self.seat))
        return out

    def _answers(self) -> list[Command]:
        raise NotImplementedError

    def accepts(self, command: Command) -> bool:
        """``command in self.answers()`` (a kind with many answers checks without listing them)."""
        return command in self.answers()

    def refusal(self, command: Command) -> Text:
        """Why ``command`` does not answer this decision."""
        return Text(N_("That is not an answer to the current decision ({kind})."), {"kind": self.KIND})


@dataclass(frozen=True, slots=True)
class SpaceDecision(PendingDecision):
    """Choose a space: to place ``tile`` (``"claim"``: Land Claim reserves it)."""

    KIND: ClassVar[str] = "space"
    tile: str = ""
    spaces: tuple[str, ...] = ()
    final_greenery: bool = False  # the final greenery conversion (Skip ends it)

    def _answers(self) -> list[Command]:
        return [choose_space(self.seat, sid) for sid in self.spaces]

    def accepts(self, command: Command) -> bool:
        if type(command) is ChooseSpace:  # what equality with a listed answer needs
            return command.seat == self.seat and command.space in self.spaces
        return PendingDecision.accepts(self, command)


@dataclass(frozen=True, slots=True)
class PaymentDecision(PendingDecision):
    """Pay ``cost`` M€ with one of ``options`` (M€, steel, titanium, heat), for ``purpose``.

    ``purpose`` is ``card`` (``subject`` names it), ``project``, ``milestone``, ``award``
    (``subject`` names them), ``research`` (``count`` cards) or ``other``."""

    KIND: ClassVar[str] = "payment"
    cost: int = 0
    options: tuple[tuple[int, int, int, int], ...] = ()
    can_cancel: bool = False  # the first payment of an action may be backed out of (Cancel)
    purpose: str = "other"
    subject: str = ""
    count: int = 0

    def _answers(self) -> list[Command]:
        out: list[Command] = [pay(self.seat, *o) for o in self.options]
        if self.can_cancel:
            out.append(cancel(self.seat))
        return out


@dataclass(frozen=True, slots=True)
class PlayerDecision(PendingDecision):
    """Choose a player (``NEUTRAL``: the solo game's neutral opponent) who loses ``resource``:
    production (``production_delta``), or up to ``count`` of it (``steal``: to you)."""

    KIND: ClassVar[str] = "player"
    targets: tuple[int, ...] = ()
    resource: str = ""
    production_delta: int | None = None
    count: int = 1
    steal: bool = False

    def _answers(self) -> list[Command]:
        return [choose_player(self.seat, t) for t in self.targets]


@dataclass(frozen=True, slots=True)
class AmountDecision(PendingDecision):
    """Choose how many of ``resource``, from ``low`` to ``high``."""

    KIND: ClassVar[str] = "amount"
    low: int = 0
    high: int = 0
    resource: str = ""

    def _answers(self) -> list[Command]:
        return [choose_amount(self.seat, a) for a in range(self.low, self.high + 1)]


@dataclass(frozen=True, slots=True)
class OptionsDecision(PendingDecision):
    """Choose one of several options (only the ``enabled`` ones may be taken).

    What an option is: ``behaviours`` (a card's "choose one": the behaviour of each option),
    ``action`` (the options of ``source``'s blue-card action, in its order), ``production``
    (``labels`` are resources whose production changes by ``delta``), else plain ``labels``."""

    KIND: ClassVar[str] = "option"
    labels: tuple[str, ...] = ()
    enabled: tuple[int, ...] = ()
    behaviours: tuple[Any, ...] = ()
    action: bool = False
    production: bool = False
    delta: int = 0

    def _answers(self) -> list[Command]:
        return [choose_option(self.seat, i) for i in self.enabled]


@dataclass(frozen=True, slots=True)
class YesNoDecision(PendingDecision):
    """Say yes (``ChooseOption(seat, 0)``) or no (Skip): ``use`` the optional effect of
    ``source``, or ``buy`` the drawn ``cards`` for ``price`` M€ each."""

    KIND: ClassVar[str] = "option"
    question: str = "use"
    cards: tuple[str, ...] = ()
    price: int = 0

    def _answers(self) -> list[Command]:
        return [choose_option(self.seat, 0)]


@dataclass(frozen=True, slots=True)
class CardDecision(PendingDecision):
    """Choose one of ``cards`` for ``purpose`` (remove_from, add_resources, copy_production,
    discard, draft); ``resource`` is the resource moved, if any."""

    KIND: ClassVar[str] = "card"
    cards: tuple[str, ...] = ()
    purpose: str = ""
    resource: str = ""

    def _answers(self) -> list[Command]:
        return [choose_card(self.seat, c) for c in self.cards]


@dataclass(frozen=True, slots=True)
class CardsDecision(PendingDecision):
    """Choose between ``low`` and ``high`` of ``cards`` for ``purpose`` (keep, sell, research,
    starting: bought for ``price`` each; ``corporation``: the one chosen with a starting hand)."""

    KIND: ClassVar[str] = "cards"
    cards: tuple[str, ...] = ()
    low: int = 0
    high: int = 0
    purpose: str = ""
    price: int = 0
    corporation: str | None = None

    def answers(self) -> Sequence[Command]:
        return CardSubsets(self.seat, self.cards, self.low, self.high)

    def refusal(self, command: Command) -> Text:
        if isinstance(command, ChooseCards):
            return Text(
                N_("Choose between {low} and {high} of the offered cards."),
                {"low": self.low, "high": self.high},
            )
        return PendingDecision.refusal(self, command)


@dataclass(frozen=True, slots=True)
class CorporationDecision(PendingDecision):
    KIND: ClassVar[str] = "corporation"
    corporations: tuple[str, ...] = ()

    def _answers(self) -> list[Command]:
        return [choose_corporation(self.seat, c) for c in self.corporations]


@dataclass(frozen=True, slots=True)
class OrderDecision(PendingDecision):
    """Several triggered effects are ready at once: choose which resolves first
    (``ChooseOption(seat, i)`` for the effect of ``sources[i]``; None: a game effect)."""

    KIND: ClassVar[str] = "order"
    sources: tuple[str | None, ...] = ()

    def _answers(self) -> list[Command]:
        return [choose_option(self.seat, i) for i in range(len(self.sources))]

    def refusal(self, command: Command) -> Text:
        if isinstance(command, ChooseOption):
            return Text(N_("Choose which effect resolves first."))
        return PendingDecision.refusal(self, command)


_PAID_FOR = {"standard_project": "project", "milestone": "milestone", "award": "award"}


def _payment(d: Decision, source: str | None) -> PaymentDecision:
    data, task = d.data, d.task
    purpose, subject, count = "other", "", 0
    if data.get("card"):
        purpose, subject = "card", data["card"]
    elif task is not None and task.kind in _PAID_FOR:
        purpose = _PAID_FOR[task.kind]
        subject = task.data.get("project" if task.kind == "standard_project" else "name", "")
    elif task is not None and task.kind == "research":
        purpose, count = "research", len(task.data.get("chosen", ()))
    elif source:
        purpose, subject = "card", source
    options = tuple((o[0], o[1], o[2], o[3]) for o in data["options"])
    return PaymentDecision(
        d.seat, d.optional, source, data["cost"], options, bool(data.get("cancel")), purpose, subject, count
    )


def _option(d: Decision, source: str | None) -> PendingDecision:
    data, task = d.data, d.task
    labels = tuple(data["options"])
    if labels in (("use",), ("buy",)) and d.optional:
        return YesNoDecision(
            d.seat, d.optional, source, labels[0], tuple(data.get("cards", ())), data.get("price", 0)
        )
    kind = task.kind if task is not None else ""
    return OptionsDecision(
        d.seat,
        d.optional,
        source,
        labels,
        tuple(data.get("enabled", range(len(labels)))),
        behaviours=tuple(task.data["options"]) if kind == "choice" and task is not None else (),
        action=kind == "card_action",
        production=kind == "space_bonus_production",
        delta=task.data.get("delta", 0) if kind == "space_bonus_production" and task is not None else 0,
    )


#: The last decision typed and its typed form: the same pending record is typed to list its
#: answers and again to check the one sent (a ``Decision`` is frozen; holding it here keeps its
#: identity from being reused).
_last_typed: tuple[Decision, PendingDecision] | None = None


def typed(d: Decision) -> PendingDecision:
    """The typed decision of a pending record."""
    global _last_typed
    last = _last_typed  # read once: a bot may type decisions in another thread meanwhile
    if last is not None and last[0] is d:
        return last[1]
    result = _typed(d)
    _last_typed = (d, result)
    return result


def _typed(d: Decision) -> PendingDecision:
    data, task = d.data, d.task
    source = data.get("card") or (task.source if task is not None else None)
    if d.kind == "space":
        return SpaceDecision(
            d.seat,
            d.optional,
            source,
            data.get("tile", ""),
            tuple(data["spaces"]),
            data.get("purpose") == "final",
        )
    if d.kind == "payment":
        return _payment(d, source)
    if d.kind == "player":
        return PlayerDecision(
            d.seat,
            d.optional,
            source,
            tuple(data["options"]),
            data.get("resource", ""),
            data.get("delta"),
            data.get("count", 1),
            bool(data.get("steal")),
        )
    if d.kind == "amount":
        return AmountDecision(d.seat, d.optional, source, data["min"], data["max"], data.get("resource", ""))
    if d.kind == "option":
        return _option(d, source)
    if d.kind == "card":
        return CardDecision(
            d.seat,
            d.optional,
            source,
            tuple(data["cards"]),
            data.get("purpose", ""),
            data.get("resource", ""),
        )
    if d.kind == "cards":
        corporation = task.data.get("corporation") if task is not None else None
        return CardsDecision(
            d.seat,
            d.optional,
            source,
            tuple(data["cards"]),
            data["min"],
            data["max"],
            data.get("purpose", ""),
            data.get("price", 0),
            corporation,
        )
    if d.kind == "corporation":
        return CorporationDecision(d.seat, d.optional, None, tuple(data["corporations"]))
    if d.kind == "order":
        return OrderDecision(d.seat, d.optional, None, tuple(data["sources"]))
    raise ValueError(f"unknown decision kind {d.kind!r}")
