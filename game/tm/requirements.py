"""A card's requirements (global parameters, tags, production, tiles in play) and the production
floor every decrease respects. Whether a whole card can be played is ``game.tm.playability``."""

from __future__ import annotations

from typing import Any

from game.i18n import N_, N_plural, Text
from game.tm.state import NEUTRAL, RESOURCE_INDEX, GameState
from game.tm.tableau import cities, greeneries, requirement_offset, tag_count

PARAM_STEP = {"temperature": 2, "oxygen": 1, "oceans": 1}


def production_floor(resource: str) -> int:
    return -5 if resource == "megacredits" else 0


def can_lower_production(s: GameState, seat: int, resource: str, amount: int) -> bool:
    if seat == NEUTRAL:
        return True
    return s.players[seat].production[RESOURCE_INDEX[resource]] - amount >= production_floor(resource)


def requirement_failure(s: GameState, seat: int, req: Any) -> Text | None:
    """Why ``req`` is not met (None when it is)."""
    p = s.players[seat]
    if req.kind in PARAM_STEP:
        value = getattr(s, req.kind)  # the state's temperature, oxygen or oceans
        slack = requirement_offset(p) * PARAM_STEP[req.kind]
        if req.max:
            if value > req.count + slack:
                return Text(N_("{param} must be at most {count}"), {"param": req.kind, "count": req.count})
        elif value < req.count - slack:
            return Text(N_("{param} must be at least {count}"), {"param": req.kind, "count": req.count})
        return None
    if req.kind == "tag":
        if tag_count(p, req.tag) < req.count:
            return Text(
                N_plural("needs {count} {tag} tag in play", "needs {count} {tag} tags in play"),
                {"count": req.count, "tag": req.tag},
            )
        return None
    if req.kind == "production":
        if p.production[RESOURCE_INDEX[req.resource]] < req.count:
            return Text(
                N_("needs {resource} production {count}"), {"count": req.count, "resource": req.resource}
            )
        return None
    if req.kind == "greeneries":
        if greeneries(s, seat) < req.count:
            return Text(N_("needs {count} of your greenery tiles"), {"count": req.count})
        return None
    if req.kind == "cities":
        if cities(s) < req.count:
            return Text(
                N_plural("needs {count} city in play", "needs {count} cities in play"), {"count": req.count}
            )
        return None
    raise ValueError(f"unknown requirement {req.kind}")
