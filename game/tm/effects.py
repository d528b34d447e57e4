"""The effect queue and the card-vocabulary interpreter.

A card's behaviour (``content/cards.json``) is expanded into immediate changes
(production, resources, TR, global parameters) and queued ``Task`` objects for
everything that needs a choice or must wait its turn (tiles, targets, draws).
Tasks run in priority order (after rulings R-01: draws, then oceans, then
other tiles and choices, then attacks), first in first out within a priority.
A task that needs an answer sets ``state.pending`` to a ``Decision`` holding
the task itself; the answer re-enters the task's executor. Nothing here is a
closure, so a game can be saved between any two commands.

When two or more triggered effects are ready at once and their order could
matter, the active player chooses which resolves first (spec [DET-2]).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from game.core.contract import Event
from game.core.resolution import Decision, Resolver, Task, head_index, queue_task
from game.i18n import N_, N_plural
from game.tm.board import tharsis
from game.tm.content import RequirementModel, card
from game.tm.deck import draw_cards, everyone
from game.tm.event_kinds import AUTO_CHOICE, PRODUCTION_CHANGE, RESOURCE_CHANGE
from game.tm.params import change_tr, raise_oxygen, raise_temperature
from game.tm.priorities import (
    PRIO_ATTACK,
    PRIO_DEFAULT,
    PRIO_DRAW,
    PRIO_LAST,
    PRIO_OCEAN,
)
from game.tm.requirements import requirement_failure
from game.tm.state import CITY_KINDS, NEUTRAL, RESOURCE_INDEX, GameState
from game.tm.tableau import cities, tag_count


def auto_choice(s: GameState, seat: int, kind: str, answer: Any, **about: Any) -> None:
    """Record a decision the engine took by itself because it had exactly one legal answer.

    ``kind`` is the decision kind it would have asked (space, player, card, option, amount,
    payment) and ``answer`` the answer taken, so the log and the scenario runner see exactly
    what was chosen without a question. ``about`` says what an option index stands for
    (``option``: the behaviour taken, ``action_option``: the blue-card action option,
    ``resource`` and ``delta``: a production step), so the log can name it.
    """
    s.events.append(Event(AUTO_CHOICE, N_("Only one possible choice was taken"),
                          {"decision": kind, "answer": answer, **about}, seat))  # fmt: skip


def _plain(task: Task) -> bool:
    """A triggered gain whose order relative to others cannot matter."""
    if task.kind != "behavior" or task.data.get("optional"):
        return False
    b = task.data["behavior"]
    return set(b) <= {"stock", "production", "tr"} and all(
        isinstance(v, int) for key in ("stock", "production") for v in (b.get(key) or {}).values()
    )


def order_candidates(s: GameState) -> list[Task]:
    """Triggered tasks ready at once whose order could matter (spec [DET-2]), in queue order."""
    if not s.queue:
        return []
    head = s.queue[head_index(s.queue)]
    if not head.triggered:
        return []
    same = [t for t in s.queue if t.triggered and t.priority == head.priority]
    if len(same) < 2 or all(_plain(t) for t in same):
        return []
    if len({(t.source, t.player, repr(t.data)) for t in same}) < 2:
        return []
    return sorted(same, key=lambda t: t.seq)


def _order_decision(s: GameState) -> Decision | None:
    """The active player chooses which of several ready triggered effects resolves first."""
    candidates = order_candidates(s)
    if not candidates:
        return None
    return Decision("order", s.active, {"tasks": [t.seq for t in candidates],
                                        "sources": [t.source for t in candidates]})  # fmt: skip


#: Terraforming Mars's task executors (registered by ``executors`` and ``flow``) and queue loop.
RESOLVER = Resolver(order=_order_decision)
executor = RESOLVER.executor
run_queue = RESOLVER.run


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
        )  # fmt: skip
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
        )  # fmt: skip
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
        )  # fmt: skip
    )


# --- the interpreter ------------------------------------------------------------------------
def expand(
    s: GameState, seat: int, source: str | None, b: dict[str, Any] | None, ctx: dict[str, Any] | None = None
) -> None:
    """Apply a behaviour: immediate parts now, the rest as queued tasks."""
    if not b:
        return
    ctx = ctx or {}
    _production(s, seat, source, b, ctx)
    _immediate(s, seat, source, b, ctx)
    _queue_attacks_and_tiles(s, seat, source, b)
    _queue_the_rest(s, seat, source, b, ctx)


def _production(s: GameState, seat: int, source: str | None, b: dict[str, Any], ctx: dict[str, Any]) -> None:
    p = s.players[seat]
    for res, q in (b.get("production") or {}).items():
        delta = quantity(s, seat, q, source, ctx)
        floor = -5 if res == "megacredits" else 0
        if delta < 0 and b.get("tiles") and p.production[RESOURCE_INDEX[res]] + delta < floor:
            # Playable only thanks to the tile's own triggers (Immigrant City at -4): the tile and
            # its triggers first, the decrease last ([DET-7]; requirements.tile_trigger_credit).
            queue_task(s, PRIO_LAST, "behavior", seat, source, {"behavior": {"production": {res: delta}}})
            continue
        change_production(s, seat, res, delta)


def _immediate(s: GameState, seat: int, source: str | None, b: dict[str, Any], ctx: dict[str, Any]) -> None:
    """Resources, TR, global parameters, card resources removed, next-card effects, conditions, reveals."""
    p = s.players[seat]
    for res, q in (b.get("stock") or {}).items():
        change_resource(s, seat, res, quantity(s, seat, q, source, ctx))
    if "tr" in b:
        change_tr(s, seat, quantity(s, seat, b["tr"], source, ctx))
    glob = b.get("global") or {}
    if glob.get("oxygen"):
        raise_oxygen(s, seat, glob["oxygen"])
    if glob.get("temperature"):
        raise_temperature(s, seat, glob["temperature"])
    for rem in b.get("remove_resources") or []:
        if rem["target"] == "this" and source:
            add_card_resources(s, seat, source, -rem["count"])
    nxt = b.get("next_card")
    if nxt:
        p.next_card_discount += nxt.get("discount", 0)
        p.next_card_offset += nxt.get("requirement_offset", 0)
    for cond in b.get("conditional") or []:
        met = requirement_failure(s, seat, RequirementModel.model_validate(cond["if"])) is None
        expand(s, seat, source, cond["then"] if met else cond.get("else"), ctx)
    if "reveal_top_card" in b:
        _reveal_top_card(s, seat, source, b["reveal_top_card"], ctx)


def _queue_attacks_and_tiles(s: GameState, seat: int, source: str | None, b: dict[str, Any]) -> None:
    for dec in b.get("production_any_player") or []:
        queue_task(
            s,
            PRIO_ATTACK,
            "production_any",
            seat,
            source,
            {"resource": dec["resource"], "delta": dec["delta"]},
        )
    for rem in b.get("remove_any_player") or []:
        queue_task(s, PRIO_ATTACK, "remove_any", seat, source, dict(rem))
    for rem in b.get("steal_any_player") or []:
        queue_task(s, PRIO_ATTACK, "remove_any", seat, source, dict(rem, steal=True))
    for t in b.get("tiles") or []:
        data = {k: v for k, v in t.items() if k != "count"}
        if "production_of_space_bonus" in b:
            data["space_bonus_production"] = b["production_of_space_bonus"]
        if "remove_from_adjacent_tile_owner" in b:
            data["flood"] = b["remove_from_adjacent_tile_owner"]
        prio = PRIO_OCEAN if t["tile"] == "ocean" else PRIO_DEFAULT
        for _ in range(t.get("count", 1)):
            queue_task(s, prio, "place_tile", seat, source, data)


def _queue_the_rest(s: GameState, seat: int, source: str | None, b: dict[str, Any], ctx: dict[str, Any]) -> None:
    """Draws, card resources added elsewhere, choices, swaps, claims and copies."""
    draw = b.get("draw_cards")
    if "discard_cards" in b:
        queue_task(s, PRIO_DRAW, "discard_draw", seat, source, {"discard": b["discard_cards"],
                                                               "draw": (draw or {}).get("count", 0)})  # fmt: skip
    elif draw:
        queue_task(s, PRIO_DRAW, "draw", seat, source, dict(draw))
    for add in b.get("add_resources") or []:
        data = dict(add)
        if ctx.get("played_card"):
            data["played_card"] = ctx["played_card"]
        if add["target"] == "this" and source:
            add_card_resources(s, seat, source, quantity(s, seat, add["count"], source, ctx))
        else:
            queue_task(s, PRIO_DEFAULT, "add_resources", seat, source, data)
    if "choice" in b:
        queue_task(s, PRIO_DEFAULT, "choice", seat, source, {"options": b["choice"], "ctx": ctx})
    if "production_swap" in b:
        queue_task(s, PRIO_DEFAULT, "production_swap", seat, source, dict(b["production_swap"]))
    if "claim_space" in b:
        queue_task(s, PRIO_DEFAULT, "claim_space", seat, source, {})
    if "copy_production_box" in b:
        queue_task(s, PRIO_LAST, "copy_production", seat, source, {})


def _reveal_top_card(
    s: GameState, seat: int, source: str | None, spec: dict[str, Any], ctx: dict[str, Any]
) -> None:
    drawn = draw_cards(s, 1)
    if not drawn:
        return
    name = drawn[0]
    hit = spec["if_tag"] in card(name).tags
    s.events.append(Event("reveal", N_("Revealed {card}"), {"card": name, "hit": hit}, seat, everyone(s)))
    s.discard.append(name)
    if hit:
        expand(s, seat, source, spec["then"], ctx)


# --- triggers -------------------------------------------------------------------------------
@cache
def _triggers_of(name: str) -> tuple[dict[str, Any], ...]:
    """A card's trigger effects (card content never changes at run time, so the cache holds)."""
    return card(name).triggers()


def _queue_trigger(
    s: GameState, owner: int, source: str, eff: dict[str, Any], ctx: dict[str, Any] | None = None
) -> None:
    data: dict[str, Any] = {"behavior": eff["gain"], "optional": bool(eff.get("optional"))}
    if ctx:
        data["ctx"] = ctx
    queue_task(s, PRIO_DEFAULT, "behavior", owner, source, data, triggered=True)


def fire_tile_placed(s: GameState, placer: int, space_id: str, kind: str) -> None:
    space = tharsis()[space_id]
    kind_class = "city" if kind in CITY_KINDS else kind
    for seat in s.turn_order():
        for name in s.players[seat].tableau:
            for eff in _triggers_of(name):
                when = eff["when"]
                if when["event"] == "tile_placed":
                    if when["tile"] != kind_class:
                        continue
                    if when["by"] == "self" and placer != seat:
                        continue
                    if when.get("where") == "mars" and not space.on_mars:
                        continue
                    _queue_trigger(s, seat, name, eff)
                elif when["event"] == "tile_placed_on_bonus":
                    if placer != seat or not space.on_mars:
                        continue
                    if any(space.bonus_of(b) for b in when["bonus_any"]):
                        _queue_trigger(s, seat, name, eff)


def fire_card_played(s: GameState, seat: int, card_name: str) -> None:
    """Own "when you play" effects first (in play order), then everybody's "when anyone plays"."""
    c = card(card_name)
    tags = c.play_tags
    order = [seat] + [q for q in s.turn_order() if q != seat]
    for owner in order:
        for name in s.players[owner].tableau:
            for eff in _triggers_of(name):
                when = eff["when"]
                if when["event"] == "tag_played":
                    if when["by"] == "self" and owner != seat:
                        continue
                    hits = sum(tags.count(t) for t in when["tags"])
                    times = hits if when.get("repeat") == "per_tag" else min(hits, 1)
                    for _ in range(times):
                        _queue_trigger(s, owner, name, eff, {"played_card": card_name})
                elif when["event"] == "card_played" and owner == seat:
                    if when.get("card_type") == "event" and not c.is_event:
                        continue
                    if when.get("tag") and when["tag"] not in c.tags:
                        continue
                    _queue_trigger(s, owner, name, eff)


def fire_standard_project(s: GameState, seat: int, project: str) -> None:
    for name in s.players[seat].tableau:
        for eff in _triggers_of(name):
            when = eff["when"]
            if when["event"] == "standard_project" and project not in when.get("exclude", []):
                _queue_trigger(s, seat, name, eff)


def fire_paid_for(s: GameState, seat: int, what: str, base_cost: int) -> None:
    for name in s.players[seat].tableau:
        for eff in _triggers_of(name):
            when = eff["when"]
            if when["event"] == "paid_for" and what in when["what"] and base_cost >= when["min_base_cost"]:
                _queue_trigger(s, seat, name, eff)
