"""The legal commands of the seat to act (spec §9, §10; answers of pending decisions)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator, Sequence
from functools import lru_cache

from game.core import Command
from game.core.command import interned
from game.robots import commands as C
from game.robots.flow import payment, plan_size, unplanned
from game.robots.state import GameState

_answer = interned(C.Answer)
_pass = interned(C.Pass)
_recover = interned(C.Recover)
_buy = interned(C.Buy)
_plan = interned(C.Plan)


def current_seat(s: GameState) -> int | None:
    if s.over:
        return None
    if s.pending is not None:
        return s.pending.seat
    if s.season == "development" and s.dev_order:
        return s.dev_order[0]
    if s.season == "planning":
        waiting = unplanned(s)
        return waiting[0] if waiting else None
    return None


def sequences(hand: list[str], k: int) -> list[tuple[str, ...]]:
    """Every distinct ordered choice of ``k`` cards of ``hand`` (a multiset), in sorted order."""
    return list(_sequences(tuple(sorted(Counter(hand).items())), k))


@lru_cache(maxsize=4096)
def _sequences(counts: tuple[tuple[str, int], ...], k: int) -> tuple[tuple[str, ...], ...]:
    if k == 0:
        return ((),)
    out: list[tuple[str, ...]] = []
    for i, (card, n) in enumerate(counts):
        rest = counts[:i] + (((card, n - 1),) if n > 1 else ()) + counts[i + 1 :]
        out.extend((card, *tail) for tail in _sequences(rest, k - 1))
    return tuple(out)


Counts = tuple[tuple[str, int], ...]


@lru_cache(maxsize=8192)
def _how_many(counts: Counts, k: int) -> int:
    """How many distinct ordered choices of ``k`` cards ``counts`` (a multiset) allows."""
    if k <= 3:  # a plan's size: counted by how many kinds have 1, 2, 3 cards or more
        d = len(counts)
        if k < 2:
            return d if k else 1
        pairs = sum(1 for _, n in counts if n >= 2)
        if k == 2:
            return d * (d - 1) + pairs
        return d * (d - 1) * (d - 2) + 3 * pairs * (d - 1) + sum(1 for _, n in counts if n >= 3)
    ways = [1] + [0] * k  # ways[j]: ordered choices of j cards among the kinds seen so far
    for _, n in counts:
        new = [0] * (k + 1)
        for j, w in enumerate(ways):
            if w:
                for m in range(min(n, k - j) + 1):
                    new[j + m] += w * math.comb(j + m, m)
        ways = new
    return ways[k]


def _without(counts: Counts, i: int) -> Counts:
    card, n = counts[i]
    return counts[:i] + (((card, n - 1),) if n > 1 else ()) + counts[i + 1 :]


class Plans(Sequence[Command]):
    """The Plan commands of a seat (every distinct order of ``k`` hand cards), in ``sequences``'
    order, without building them: a hand of 12 cards has up to 1,320 plans, and a random or
    scripted chooser needs only their number and one of them (``__getitem__`` finds the i-th by
    counting, as a list of them would have it). Iterating builds them all (cached by hand)."""

    __slots__ = ("_seat", "_counts", "_k", "_len")

    def __init__(self, seat: int, counts: Counts, k: int) -> None:
        self._seat, self._counts, self._k = seat, counts, k
        self._len = _how_many(counts, k)

    def __len__(self) -> int:
        return self._len

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._len))]
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("plan index out of range")
        counts, cards = self._counts, []
        for left in range(self._k, 0, -1):
            for i, (card, _) in enumerate(counts):
                rest = _without(counts, i)
                here = _how_many(rest, left - 1)
                if index < here:
                    cards.append(card)
                    counts = rest
                    break
                index -= here
        return _plan(self._seat, tuple(cards))

    def __iter__(self) -> Iterator[Command]:
        return iter(_plans(self._seat, self._counts, self._k))

    def __contains__(self, command: object) -> bool:
        if not isinstance(command, C.Plan) or command.seat != self._seat or len(command.cards) != self._k:
            return False
        have = dict(self._counts)
        need = Counter(command.cards)
        return all(have.get(card, 0) >= n for card, n in need.items())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Plans):
            return (self._seat, self._counts, self._k) == (other._seat, other._counts, other._k)
        if isinstance(other, (list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Plans(seat={self._seat}, {self._len} plans of {self._k})"


@lru_cache(maxsize=4096)
def _plans(seat: int, counts: Counts, k: int) -> tuple[Command, ...]:
    return tuple(_plan(seat, cards) for cards in _sequences(counts, k))


def legal_commands(s: GameState) -> Sequence[Command]:
    seat = current_seat(s)
    if seat is None:
        return []
    if s.pending is not None:
        return [_answer(seat, o) for o in s.pending.options]
    p = s.players[seat]
    if s.season == "development":
        out: list[Command] = [_pass(seat)]
        out.extend(_recover(seat, card) for card in sorted(set(p.discard)))
        for kind, left in s.supply.items():
            if left > 0:
                pay = payment(s, seat, s.parts[kind].cost or 0)
                if pay is not None:
                    out.append(_buy(seat, kind, pay))
        return out
    return Plans(seat, tuple(sorted(Counter(p.hand).items())), plan_size(s, seat))
