"""The immediate changes a card makes to a player: production, resources, card resources, and
the game-dependent quantities they are counted in ("1 M€ per city on Mars").

Each change is logged as an event; the card vocabulary (``game.tm.vocabulary``) and the
actions build on these.
"""

from __future__ import annotations

from typing import Any

from game.core.contract import Event
from game.i18n import N_, N_plural
from game.tm.content import card
from game.tm.event_kinds import PRODUCTION_CHANGE, RESOURCE_CHANGE
from game.tm.state import NEUTRAL, RESOURCE_INDEX, GameState
from game.tm.tableau import cities, tag_count


# --- quantities -----------------------------------------------------------------------------
def quantity(s: GameState, seat: int, q: Any, source: str | None, ctx: dict[str, Any] | None = None) -> int:
    if isinstance(q, int):
        return q
    if q == "X":
        return int((ctx or {}).get("x", 0))
    if not isinstance(q, dict):
        raise ValueError(f"bad quantity {q!r}")
    what = q["count_of"]
    if what == "tags":
        owner = q.get("owner", "self")
        if owner == "self":
            n = tag_count(s.players[seat], q["tag"])
            if q.get("includes_this_card") and source and source not in s.players[seat].tableau:
                n += card(source).tags.count(q["tag"])
        elif owner == "opponents":
            n = sum(tag_count(p, q["tag"]) for p in s.players if p.seat != seat)
        else:
            n = sum(tag_count(p, q["tag"]) for p in s.players)
    elif what == "cities":
        n = cities(s, None, on_mars_only=q.get("where") == "mars")
    elif what == "events_played":
        n = sum(len(p.events) for p in s.players)
    elif what == "resources_here":
        n = s.players[seat].card_resources.get(source or "", 0)
    else:
        raise ValueError(f"unknown quantity {what!r}")
    return n // q.get("per", 1)


# --- immediate changes ----------------------------------------------------------------------
def change_production(s: GameState, seat: int, resource: str, delta: int) -> None:
    if seat == NEUTRAL or delta == 0:
        return
    p = s.players[seat]
    i = RESOURCE_INDEX[resource]
    floor = -5 if resource == "megacredits" else 0
    p.production[i] = max(floor, p.production[i] + delta)
    s.events.append(
        Event(
            PRODUCTION_CHANGE,
            N_("{player}: {resource} production {delta:+d}"),
            {"player": seat, "resource": resource, "delta": delta},
            seat,
        )
    )


def change_resource(s: GameState, seat: int, resource: str, delta: int) -> None:
    if seat == NEUTRAL or delta == 0:
        return
    p = s.players[seat]
    i = RESOURCE_INDEX[resource]
    p.resources[i] = max(0, p.resources[i] + delta)
    s.events.append(
        Event(
            RESOURCE_CHANGE,
            N_("{player}: {resource} {delta:+d}"),
            {"player": seat, "resource": resource, "delta": delta},
            seat,
        )
    )


def add_card_resources(s: GameState, seat: int, card_name: str, delta: int) -> None:
    p = s.players[seat]
    p.card_resources[card_name] = max(0, p.card_resources.get(card_name, 0) + delta)
    s.events.append(
        Event(
            "card_resource",
            N_plural("{player}: {card} {count:+d} resource", "{player}: {card} {count:+d} resources"),
            {"player": seat, "card": card_name, "count": delta},
            seat,
        )
    )
