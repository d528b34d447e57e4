"""Can a card be played now? Requirements plus "can its effects be applied" (spec 7.4, R-13)."""

from __future__ import annotations

from typing import Any

from game.i18n import N_, N_plural, Text
from game.tm.board import NAMED_SPACES, tharsis
from game.tm.content import CardDef, card
from game.tm.placement import claimable_spaces, legal_spaces
from game.tm.state import NEUTRAL, OCEANS_MAX, RESOURCE_INDEX, GameState
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
        value = {"temperature": s.temperature, "oxygen": s.oxygen, "oceans": s.oceans}[req.kind]
        slack = requirement_offset(p) * PARAM_STEP[req.kind]
        if req.max:
            if value > req.count + slack:
                return Text(N_("{param} must be at most {count}"), {"param": req.kind, "count": req.count})
        elif value < req.count - slack:
            return Text(N_("{param} must be at least {count}"), {"param": req.kind, "count": req.count})
        return None
    if req.kind == "tag":
        if tag_count(p, req.tag) < req.count:
            return Text(N_plural("needs {count} {tag} tag in play", "needs {count} {tag} tags in play"), {"count": req.count, "tag": req.tag})
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
            return Text(N_plural("needs {count} city in play", "needs {count} cities in play"), {"count": req.count})
        return None
    raise ValueError(f"unknown requirement {req.kind}")


def behavior_failure(s: GameState, seat: int, c: CardDef, b: dict[str, Any] | None) -> Text | None:
    """Why the immediate effects cannot be applied (None when they can)."""
    if not b:
        return None
    return (_cost_failure(s, seat, c, b) or _tile_failure(s, seat, b) or _target_failure(s, seat, b)
            or _option_failure(s, seat, c, b))  # fmt: skip


def _cost_failure(s: GameState, seat: int, c: CardDef, b: dict[str, Any]) -> Text | None:
    """Production and resources the behaviour takes from its player, and from others."""
    p = s.players[seat]
    for res, delta in (b.get("production") or {}).items():
        if isinstance(delta, int) and delta < 0:
            if not can_lower_production(s, seat, res, -delta - tile_trigger_credit(s, seat, c, b, res)):
                return Text(N_("your {resource} production is too low"), {"resource": res})
    for res, delta in (b.get("stock") or {}).items():
        if isinstance(delta, int) and delta < 0 and p.resources[RESOURCE_INDEX[res]] < -delta:
            return Text(N_("not enough {resource}"), {"resource": res})
    if not s.setup.solo:
        for dec in b.get("production_any_player") or []:
            if not any(can_lower_production(s, q.seat, dec["resource"], -dec["delta"]) for q in s.players):
                return Text(N_("no player can lower {resource} production"), {"resource": dec["resource"]})
    return None


def _tile_failure(s: GameState, seat: int, b: dict[str, Any]) -> Text | None:
    for t in b.get("tiles") or []:
        if t["tile"] == "ocean" and t["placement"] in ("standard",):
            continue  # oceans past the ninth are skipped, the card stays playable
        if t["tile"] == "ocean" and s.oceans >= OCEANS_MAX:
            continue
        if not legal_spaces(s, seat, t["tile"], t["placement"], t.get("space")):
            return Text(N_("no legal space for the tile"))
    return None


def _target_failure(s: GameState, seat: int, b: dict[str, Any]) -> Text | None:
    """Cards to draw, cards holding resources, spaces to claim."""
    p = s.players[seat]
    draw = b.get("draw_cards")
    if draw and len(s.deck) + len(s.discard) < draw["count"]:
        return Text(N_("not enough cards left to draw"))
    for add in b.get("add_resources") or []:
        if add["target"] == "own_card_with_resources" and not any(v > 0 for v in p.card_resources.values()):
            return Text(N_("none of your cards holds a resource"))
    if "claim_space" in b and not claimable_spaces(s, seat):
        return Text(N_("no space left to claim"))
    return None


def _option_failure(s: GameState, seat: int, c: CardDef, b: dict[str, Any]) -> Text | None:
    """Swaps, copies and choices, which need something of their own to act on."""
    p = s.players[seat]
    if "production_swap" in b and p.production[RESOURCE_INDEX[b["production_swap"]["from"]]] < 1:
        return Text(N_("your {resource} production is too low"), {"resource": b["production_swap"]["from"]})
    if "copy_production_box" in b and not robotic_workforce_targets(s, seat):
        return Text(N_("no building card with a production box you can copy"))
    if "choice" in b and not any(behavior_failure(s, seat, c, opt) is None for opt in b["choice"]):
        return Text(N_("none of the options can be applied"))
    return None


def production_box(s: GameState, seat: int, name: str) -> dict[str, Any] | None:
    """What Robotic Workforce copies from ``name``: its production changes, any-player decreases
    included; for Mining Rights / Mining Area, +1 production of the resource their tile's space gave."""
    b = card(name).behavior or {}
    box = {key: b[key] for key in ("production", "production_any_player") if b.get(key)}
    spec = b.get("production_of_space_bonus")
    if spec:
        kinds = {t["tile"] for t in b.get("tiles") or []}
        for sid, t in s.tiles.items():
            if t.owner == seat and t.kind in kinds:
                gained = [r for r in spec["resources"] if tharsis()[sid].bonus_of(r)]
                if len(gained) == 1:
                    box["production"] = {gained[0]: spec["delta"]}
                break
    return box or None


def tile_trigger_credit(s: GameState, seat: int, c: CardDef, b: dict[str, Any], resource: str) -> int:
    """Production of ``resource`` that the player's own tile triggers give for the tiles ``b`` places.

    The player orders a card's immediate effects and the effects it triggers ([DET-7]), so the
    tile may come first: Immigrant City at M€ production -4 places its city (+1, its own effect
    counts it), then takes the -2 (the reference plays it the same way).
    """
    gain = 0
    p = s.players[seat]
    names = list(p.tableau) + ([c.name] if c.name not in p.tableau else [])
    for t in b.get("tiles") or []:
        kind = "city" if t["tile"] == "city" or t.get("counts_as") == "city" else t["tile"]
        on_mars = t["placement"] != "named_space" or tharsis()[NAMED_SPACES[t.get("space", "")]].on_mars
        for name in names:
            for eff in card(name).triggers():
                when = eff["when"]
                if when["event"] != "tile_placed" or when["tile"] != kind:
                    continue
                if name == c.name and name not in p.tableau and not when.get("includes_this_card"):
                    continue
                if when.get("where") == "mars" and not on_mars:
                    continue
                delta = (eff["gain"].get("production") or {}).get(resource, 0)
                if isinstance(delta, int) and delta > 0:
                    gain += delta * t.get("count", 1)
    return gain


def robotic_workforce_targets(s: GameState, seat: int) -> list[str]:
    """Your building cards whose production box can be applied again now."""
    p = s.players[seat]
    out = []
    for name in p.tableau:
        c = card(name)
        if "building" not in c.tags or c.is_corporation or name == "Robotic Workforce":
            continue
        box = production_box(s, seat, name)
        if box and behavior_failure(s, seat, c, box) is None:
            out.append(name)
    return out


def card_failure(s: GameState, seat: int, c: CardDef) -> Text | None:
    """Why ``c`` cannot be played by ``seat`` now, ignoring cost (None when it can)."""
    for req in c.requirements:
        why = requirement_failure(s, seat, req)
        if why is not None:
            return why
    return behavior_failure(s, seat, c, c.behavior)
