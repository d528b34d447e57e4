"""The legal commands of the seat to act (spec §9, §10; answers of pending decisions)."""

from __future__ import annotations

from collections import Counter

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
    """Every distinct ordered choice of ``k`` cards of ``hand`` (a multiset)."""
    out: list[tuple[str, ...]] = []

    def walk(left: Counter, prefix: tuple[str, ...]) -> None:
        if len(prefix) == k:
            out.append(prefix)
            return
        for card in sorted(left):
            if left[card]:
                left[card] -= 1
                walk(left, (*prefix, card))
                left[card] += 1

    walk(Counter(hand), ())
    return out


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
    return [_plan(seat, cards) for cards in sequences(p.hand, plan_size(s, seat))]
