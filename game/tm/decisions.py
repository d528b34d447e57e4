"""The legal answers to each kind of pending decision."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from math import comb
from typing import Any, overload

from game.tm.commands import (
    Cancel,
    ChooseAmount,
    ChooseCard,
    ChooseCards,
    ChooseCorporation,
    ChooseOption,
    ChoosePlayer,
    ChooseSpace,
    Pay,
    Skip,
)
from game.tm.state import Decision


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

    def __len__(self) -> int:
        return sum(self._sizes)

    @overload
    def __getitem__(self, index: int) -> ChooseCards: ...
    @overload
    def __getitem__(self, index: slice) -> list[ChooseCards]: ...

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        k = self.low
        for size in self._sizes:
            if index < size:
                break
            index -= size
            k += 1
        return ChooseCards(self.seat, self._unrank(index, k))

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


def legal_answers(d: Decision) -> Sequence[Any]:
    seat, data = d.seat, d.data
    out: list[Any]
    if d.kind == "cards":
        return CardSubsets(seat, data["cards"], data["min"], data["max"])
    if d.kind == "space":
        out = [ChooseSpace(seat, sid) for sid in data["spaces"]]
    elif d.kind == "player":
        out = [ChoosePlayer(seat, t) for t in data["options"]]
    elif d.kind == "amount":
        out = [ChooseAmount(seat, a) for a in range(data["min"], data["max"] + 1)]
    elif d.kind == "option":
        out = [ChooseOption(seat, i) for i in data.get("enabled", range(len(data["options"])))]
    elif d.kind == "card":
        out = [ChooseCard(seat, c) for c in data["cards"]]
    elif d.kind == "corporation":
        out = [ChooseCorporation(seat, c) for c in data["corporations"]]
    elif d.kind == "payment":
        out = [Pay(seat, *o) for o in data["options"]]
        if data.get("cancel"):
            out.append(Cancel(seat))
    elif d.kind == "order":
        out = [ChooseOption(seat, i) for i in range(len(data["tasks"]))]
    else:
        raise ValueError(f"unknown decision kind {d.kind!r}")
    if d.optional:
        out.append(Skip(seat))
    return out
