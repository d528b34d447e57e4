"""Read-only questions about a player's cards in play: tags, effects, resources."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from game.tm.board import tharsis
from game.tm.content import card, cards
from game.tm.state import CITY_KINDS, GameState, PlayerState


# Card content is loaded once and never changes while the program runs, so the
# per-card-name caches below cannot go stale.
@cache
def _tags_by_name() -> dict[str, tuple[str, ...]]:
    return {name: c.tags for name, c in cards().items()}


def tag_count(p: PlayerState, tag: str) -> int:
    """Tags in play: corporation and non-event cards (events are face down, spec [TAG-4])."""
    tags = _tags_by_name()
    return sum(tags[name].count(tag) for name in p.tableau)


_HOLDERS: dict[str, frozenset[str]] = {}


def _holders(kind: str) -> frozenset[str]:
    """Names of the cards with at least one effect of ``kind`` (a plain dict: ``has_effect`` reads
    it directly, tens of times per listing)."""
    found = _HOLDERS.get(kind)
    if found is None:
        found = _HOLDERS[kind] = frozenset(name for name, c in cards().items() if c.effects_of(kind))
    return found


def effects_in_play(p: PlayerState, kind: str) -> Sequence[tuple[str, dict[str, Any]]]:
    """(card, effect) for every ``kind`` effect in ``p``'s tableau, in tableau order."""
    holders = _HOLDERS.get(kind)
    if holders is None:
        holders = _holders(kind)
    if holders.isdisjoint(p.tableau):
        return ()
    return [(name, eff) for name in p.tableau if name in holders for eff in _effects(name, kind)]


@cache
def _effects(name: str, kind: str) -> tuple[dict[str, Any], ...]:
    return card(name).effects_of(kind)


def has_effect(p: PlayerState, kind: str) -> bool:
    holders = _HOLDERS.get(kind)
    if holders is None:
        holders = _holders(kind)
    return not holders.isdisjoint(p.tableau)


# The questions below are asked at every listing of legal commands; most players hold no card
# with the effect, which has_effect answers without building the list of effects.
def steel_value(p: PlayerState) -> int:
    if not has_effect(p, "resource_value"):
        return 2
    return 2 + sum(e["bonus"] for _, e in effects_in_play(p, "resource_value") if e["resource"] == "steel")


def titanium_value(p: PlayerState) -> int:
    if not has_effect(p, "resource_value"):
        return 3
    return 3 + sum(e["bonus"] for _, e in effects_in_play(p, "resource_value") if e["resource"] == "titanium")


def plants_per_greenery(p: PlayerState) -> int:
    if not has_effect(p, "greenery_plant_cost"):
        return 8
    return min(e["plants"] for _, e in effects_in_play(p, "greenery_plant_cost"))


def requirement_offset(p: PlayerState) -> int:
    if not has_effect(p, "requirement_offset"):
        return p.next_card_offset
    return sum(e["steps"] for _, e in effects_in_play(p, "requirement_offset")) + p.next_card_offset


def resource_holders(p: PlayerState, resource: str, exclude: str | None = None) -> list[str]:
    """Cards in play that can hold ``resource`` (animal/microbe/science/fighter)."""
    return [n for n in p.tableau if n != exclude and card(n).resource_type == resource]


def is_protected(
    s: GameState, owner: int, attacker: int, resource: str, card_name: str | None = None
) -> bool:
    """Protected Habitats (from opponents) and Pets (its own animals, from everyone)."""
    if owner < 0:
        return False
    p = s.players[owner]
    for name, eff in effects_in_play(p, "protect"):
        if eff["from"] == "opponents" and attacker == owner:
            continue
        what = eff["what"]
        if resource in what:
            return True
        if "resources_here" in what and card_name == name:
            return True
    return False


def cities(s: GameState, owner: int | None = None, on_mars_only: bool = False) -> int:
    board = tharsis()
    return sum(
        1
        for sid, t in s.tiles.items()
        if t.kind in CITY_KINDS
        and (owner is None or t.owner == owner)
        and (not on_mars_only or board[sid].on_mars)
    )


def greeneries(s: GameState, owner: int) -> int:
    return sum(1 for t in s.tiles.values() if t.kind == "greenery" and t.owner == owner)
