"""Paying costs with dice faces and wild tokens (spec §9, R-PAY-1..5, R-WILD-1, R-CE-2).

A payment is a multiset of faces plus ``wild`` tokens, written as a sorted tuple of names
(``("steel", "wild")``). It must match the cost exactly: each icon takes one die showing a
matching face or one wild token.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from functools import lru_cache

from game.tmdice.dice import FACE_COLOUR, FACES
from game.tmdice.state import Player


def encode(payment: Mapping[str, int]) -> tuple[str, ...]:
    return tuple(sorted(k for k, n in payment.items() for _ in range(n)))


def reduced(cost: Mapping[str, int], reductions: Iterable[str]) -> dict[str, int]:
    """The cost after cost reductions (each lowers one icon of its face by one, R-PAY-3)."""
    out = dict(cost)
    for face in reductions:
        if out.get(face, 0) > 0:
            out[face] -= 1
    return {k: n for k, n in out.items() if n}


def matches(cost: Mapping[str, int], payment: Iterable[str]) -> bool:
    """Whether ``payment`` pays ``cost`` exactly (exact faces, then colour "?", then white "?")."""
    left = Counter(payment)
    for item in left:
        if item != "wild" and item not in FACES:
            return False
    for stage in ("exact", "colour", "any"):
        for icon, n in cost.items():
            kind = "any" if icon == "any" else "colour" if icon.endswith("?") else "exact"
            if kind != stage:
                continue
            for _ in range(n):
                face = _take(left, icon)
                if face is None:
                    if left["wild"] <= 0:
                        return False
                    left["wild"] -= 1
    return sum(left.values()) == 0


@lru_cache(maxsize=16384)
def matches_items(cost_items: tuple[tuple[str, int], ...], payment: tuple[str, ...]) -> bool:
    """``matches`` for a cost given as its items (cached: every payment the engine checks repeats)."""
    return matches(dict(cost_items), payment)


def _take(left: Counter, icon: str) -> str | None:
    for face in sorted(left):
        if face == "wild" or left[face] <= 0:
            continue
        if icon == "any" or (icon.endswith("?") and FACE_COLOUR[face] == icon[:-1]) or icon == face:
            left[face] -= 1
            return face
    return None


def can_afford(player: Player, payment: Iterable[str]) -> bool:
    need: dict[str, int] = {}
    for k in payment:
        need[k] = need.get(k, 0) + 1
    dice = player.dice
    for k, n in need.items():
        if (player.wild if k == "wild" else dice.get(k, 0)) < n:
            return False
    return True


def default_payment(player: Player, cost: Mapping[str, int]) -> tuple[str, ...] | None:
    """A payment using dice first and wild tokens for the rest, or None if unaffordable."""
    return default_for(player.dice, player.wild, tuple(sorted(cost.items())))


def default_for(
    dice: Mapping[str, int], wild: int, cost_items: tuple[tuple[str, int], ...]
) -> tuple[str, ...] | None:
    """``default_payment`` for dice held (face -> count), wild tokens and a cost given as its
    sorted items: each icon (exact faces, then colour icons, then white "?", each stage in name
    order) takes the held dice it accepts in name order, then wild tokens."""
    left: dict[str, int] | None = None  # the dice still held, copied on the first die taken
    paid: list[str] = []
    for n, candidates in _plan(cost_items):
        for face in candidates:
            k = (dice if left is None else left).get(face, 0)
            if k > 0:
                if left is None:
                    left = dict(dice)
                t = k if k < n else n
                left[face] = k - t
                paid += [face] * t
                n -= t
                if not n:
                    break
        if n:
            if wild < n:
                return None
            wild -= n
            paid += ["wild"] * n
    paid.sort()
    return tuple(paid)


@lru_cache(maxsize=4096)
def _plan(cost_items: tuple[tuple[str, int], ...]) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """Each icon of a cost in paying order (exact, colour, white "?"; by name within a stage) with
    the faces it accepts in name order (the order ``_take`` tries them)."""
    plan = []
    for icon, n in sorted(cost_items, key=lambda kv: (_kind_rank(kv[0]), kv[0])):
        if icon == "any":
            faces = tuple(sorted(FACES))
        elif icon.endswith("?"):
            faces = tuple(sorted(f for f in FACES if FACE_COLOUR[f] == icon[:-1]))
        else:
            faces = (icon,)
        plan.append((n, faces))
    return tuple(plan)


def _kind_rank(icon: str) -> int:
    return 2 if icon == "any" else 1 if icon.endswith("?") else 0


def pay(player: Player, payment: Iterable[str]) -> dict[str, int]:
    """Remove the payment from the player; return the dice paid per colour (back to the pool)."""
    back: dict[str, int] = {}
    for item in payment:
        if item == "wild":
            player.wild -= 1
        else:
            player.remove_die(item)
            colour = FACE_COLOUR[item]
            back[colour] = back.get(colour, 0) + 1
    return back
