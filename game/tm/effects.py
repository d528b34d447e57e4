"""The effect queue, the entry to the card vocabulary, and card triggers.

A card's behaviour (``content/cards.json``, parsed by ``game.tm.vocabulary``) is expanded into immediate changes
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
from game.i18n import N_
from game.tm.board import tharsis
from game.tm.content import card, cards
from game.tm.event_kinds import AUTO_CHOICE
from game.tm.priorities import (
    PRIO_DEFAULT,
)
from game.tm.state import CITY_KINDS, GameState
from game.tm.vocabulary import Scope, behaviour_of


def auto_choice(s: GameState, seat: int, kind: str, answer: Any, **about: Any) -> None:
    """Record a decision the engine took by itself because it had exactly one legal answer.

    ``kind`` is the decision kind it would have asked (space, player, card, option, amount,
    payment) and ``answer`` the answer taken, so the log and the scenario runner see exactly
    what was chosen without a question. ``about`` says what an option index stands for
    (``option``: the behaviour taken, ``action_option``: the blue-card action option,
    ``resource`` and ``delta``: a production step), so the log can name it.
    """
    s.events.append(
        Event(
            AUTO_CHOICE,
            N_("Only one possible choice was taken"),
            {"decision": kind, "answer": answer, **about},
            seat,
        )
    )


def _plain(task: Task) -> bool:
    """A triggered gain whose order relative to others cannot matter."""
    if task.kind != "behavior" or task.data.get("optional"):
        return False
    return behaviour_of(task.data["behavior"]).order_free()


def order_candidates(s: GameState) -> list[Task]:
    """Triggered tasks ready at once whose order could matter (spec [DET-2]), in queue order."""
    if len(s.queue) < 2:  # asked before every task: one task alone has no order to choose
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
    return Decision(
        "order", s.active, {"tasks": [t.seq for t in candidates], "sources": [t.source for t in candidates]}
    )


#: Terraforming Mars's task executors (registered by ``executors`` and ``flow``) and queue loop.
RESOLVER = Resolver(order=_order_decision)
executor = RESOLVER.executor
run_queue = RESOLVER.run


# --- the interpreter ------------------------------------------------------------------------
def expand(
    s: GameState, seat: int, source: str | None, b: dict[str, Any] | None, ctx: dict[str, Any] | None = None
) -> None:
    """Apply a behaviour: immediate parts now, the rest as queued tasks (``game.tm.vocabulary``)."""
    if not b:
        return
    behaviour_of(b).apply(Scope(s, seat, source, ctx or {}))


# --- triggers -------------------------------------------------------------------------------
@cache
def _triggers_of(name: str) -> tuple[dict[str, Any], ...]:
    """A card's trigger effects (card content never changes at run time, so the cache holds)."""
    return card(name).triggers()


@cache
def _reacting_to(events: frozenset[str]) -> frozenset[str]:
    """Names of the cards with a trigger on one of ``events`` (content never changes at run time):
    the ``fire_*`` functions below skip every other card of a tableau."""
    return frozenset(
        name for name, c in cards().items() if any(e["when"]["event"] in events for e in c.triggers())
    )


_TILE_EVENTS = frozenset({"tile_placed", "tile_placed_on_bonus"})
_PLAY_EVENTS = frozenset({"tag_played", "card_played"})
_PROJECT_EVENTS = frozenset({"standard_project"})
_PAID_EVENTS = frozenset({"paid_for"})


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
    reacting = _reacting_to(_TILE_EVENTS)
    for seat in s.turn_order():
        for name in s.players[seat].tableau:
            if name not in reacting:
                continue
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
    reacting = _reacting_to(_PLAY_EVENTS)
    for owner in order:
        for name in s.players[owner].tableau:
            if name not in reacting:
                continue
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
    reacting = _reacting_to(_PROJECT_EVENTS)
    for name in s.players[seat].tableau:
        if name not in reacting:
            continue
        for eff in _triggers_of(name):
            when = eff["when"]
            if when["event"] == "standard_project" and project not in when.get("exclude", []):
                _queue_trigger(s, seat, name, eff)


def fire_paid_for(s: GameState, seat: int, what: str, base_cost: int) -> None:
    reacting = _reacting_to(_PAID_EVENTS)
    for name in s.players[seat].tableau:
        if name not in reacting:
            continue
        for eff in _triggers_of(name):
            when = eff["when"]
            if when["event"] == "paid_for" and what in when["what"] and base_cost >= when["min_base_cost"]:
                _queue_trigger(s, seat, name, eff)
