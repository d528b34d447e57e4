"""The legal commands of the seat to act (spec §9, §10; answers of pending decisions)."""

from __future__ import annotations

from collections import Counter
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


@lru_cache(maxsize=4096)
def _plans(seat: int, counts: tuple[tuple[str, int], ...], k: int) -> tuple[Command, ...]:
    return tuple(_plan(seat, cards) for cards in _sequences(counts, k))


def legal_commands(s: GameState) -> list[Command]:
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
    return list(_plans(seat, tuple(sorted(Counter(p.hand).items())), plan_size(s, seat)))
