"""Executors for card-effect tasks (one function per task kind).

Each executor is called with ``answer=None`` when its task comes up; if it
needs a choice it asks (``game.core.resolution.ask``) and is called again with the answering
command. Stages of multi-step choices are recorded in a copy of the task's
data, never in Python closures.
"""

from __future__ import annotations

from typing import Any

from game.core.contract import Event
from game.core.resolution import Task, ask, queue_task
from game.i18n import N_, N_plural
from game.tm.board import tharsis
from game.tm.changes import add_card_resources, change_production, change_resource
from game.tm.commands import (
    ChooseAmount,
    ChooseCard,
    ChooseCards,
    ChooseOption,
    ChoosePlayer,
    ChooseSpace,
    Pay,
    Skip,
)
from game.tm.constants import CARD_RESOURCES
from game.tm.content import card
from game.tm.deck import SECRET_CARDS, draw_cards, draw_event
from game.tm.effects import (
    auto_choice,
    executor,
    expand,
)
from game.tm.payment import Payment, paid_event_params, payment_options, spend
from game.tm.placement import claimable_spaces, legal_spaces
from game.tm.playability import behavior_failure
from game.tm.priorities import PRIO_AT_ONCE
from game.tm.requirements import can_lower_production
from game.tm.state import MC, NEUTRAL, OCEANS_MAX, RESOURCE_INDEX, GameState
from game.tm.tableau import is_protected, resource_holders
from game.tm.tiles import place_tile
from game.tm.vocabulary import Scope, behaviour_of
from game.tm.vocabulary.cards import DiscardCards
from game.tm.vocabulary.production import production_box, robotic_workforce_targets


@executor("behavior")
def _behavior(s: GameState, task: Task, answer: Any) -> None:
    b = task.data["behavior"]
    behaviour = behaviour_of(b)
    discard = behaviour.get("discard_cards")
    if task.data.get("optional") and isinstance(discard, DiscardCards):
        discard.queue_optional(Scope(s, task.player, task.source, {}), behaviour)
        return
    if task.data.get("optional") and answer is None:
        ask(s, "option", task.player, task, {"options": ["use"], "card": task.source}, optional=True)
        return
    if isinstance(answer, Skip):
        return
    expand(s, task.player, task.source, b, task.data.get("ctx"))


@executor("production_any")
def _production_any(s: GameState, task: Task, answer: Any) -> None:
    res, delta = task.data["resource"], task.data["delta"]
    if isinstance(answer, ChoosePlayer):
        _lower_production_of(s, task, answer.target)
        return
    options = [p.seat for p in s.players if can_lower_production(s, p.seat, res, -delta)]
    if s.setup.solo:
        # The neutral opponent can always take it (AMB-06); the player may still pick
        # themselves ([RED-1]), so it is a choice only when they could.
        options = [NEUTRAL, *options]
    if len(options) == 1:
        auto_choice(s, task.player, "player", options[0])
        _lower_production_of(s, task, options[0])
    elif options:
        ask(
            s,
            "player",
            task.player,
            task,
            {"options": options, "resource": res, "delta": delta, "card": task.source},
        )


def _lower_production_of(s: GameState, task: Task, target: int) -> None:
    if target == NEUTRAL:
        _neutral_takes_it(s, task)
    else:
        change_production(s, target, task.data["resource"], task.data["delta"])


def _neutral_takes_it(s: GameState, task: Task) -> None:
    s.events.append(
        Event(
            "neutral_target",
            N_("The neutral opponent takes the effect of {card}"),
            {"card": task.source, **task.data},
            task.player,
        )
    )


def _removable(s: GameState, task: Task, target: int) -> int:
    """How much of the task's resource ``target`` has that may be taken."""
    res = task.data["resource"]
    if target == NEUTRAL:
        return task.data["count"]
    if is_protected(s, target, task.player, res):
        return 0
    if res in CARD_RESOURCES or task.data.get("from") == "card":
        return max(
            (
                v
                for n, v in s.players[target].card_resources.items()
                if card(n).resource_type == res and not is_protected(s, target, task.player, res, n)
            ),
            default=0,
        )
    return s.players[target].resources[RESOURCE_INDEX[res]]


@executor("remove_any")
def _remove_any(s: GameState, task: Task, answer: Any) -> None:
    """Remove (or steal) up to N of a resource from one chosen player (red border, [RED-2])."""
    steal = task.data.get("steal", False)
    if isinstance(answer, Skip):
        return
    if answer is None:
        candidates = [
            p.seat
            for p in s.players
            if not (steal and p.seat == task.player) and _removable(s, task, p.seat) > 0
        ]
        if s.setup.solo:
            # The neutral opponent has everything: a removal changes nothing, a steal gives the
            # full amount (AMB-06). Only when the player could also pick themselves is it a choice.
            candidates = [NEUTRAL, *candidates]
            if len(candidates) == 1:
                auto_choice(s, task.player, "player", NEUTRAL)
                _take_from_neutral(s, task, steal)
                return
        if candidates:
            ask(
                s,
                "player",
                task.player,
                task,
                {
                    "options": candidates,
                    "resource": task.data["resource"],
                    "count": task.data["count"],
                    "steal": steal,
                    "card": task.source,
                },
                optional=True,
            )
        return
    if isinstance(answer, ChoosePlayer):
        target = answer.target
        if target == NEUTRAL:
            _take_from_neutral(s, task, steal)
            return
        task = task.with_data(target=target)
        res = task.data["resource"]
        if res in CARD_RESOURCES or task.data.get("from") == "card":
            holders = [
                n
                for n, v in s.players[target].card_resources.items()
                if v > 0 and card(n).resource_type == res and not is_protected(s, target, task.player, res, n)
            ]
            if len(holders) > 1:
                ask(s, "card", task.player, task, {"cards": holders, "purpose": "remove_from"})
                return
            auto_choice(s, task.player, "card", holders[0])
            task = task.with_data(card=holders[0])
        _take_up_to(s, task)
        return
    if isinstance(answer, ChooseCard):
        _take_up_to(s, task.with_data(card=answer.card))
        return
    if isinstance(answer, ChooseAmount):
        _take(s, task, answer.amount)


def _take_up_to(s: GameState, task: Task) -> None:
    """Take the most there is, up to the task's count; "up to" asks how many when that is a choice."""
    most = min(task.data["count"], _available(s, task))
    if task.data.get("up_to") and most > 1:
        ask(s, "amount", task.player, task, {"min": 1, "max": most, "resource": task.data["resource"]})
        return
    if task.data.get("up_to"):
        auto_choice(s, task.player, "amount", most)
    _take(s, task, most)


def _take_from_neutral(s: GameState, task: Task, steal: bool) -> None:
    _neutral_takes_it(s, task)
    if steal:
        change_resource(s, task.player, task.data["resource"], task.data["count"])


def _available(s: GameState, task: Task) -> int:
    target = task.data["target"]
    if "card" in task.data:
        return s.players[target].card_resources.get(task.data["card"], 0)
    return s.players[target].resources[RESOURCE_INDEX[task.data["resource"]]]


def _take(s: GameState, task: Task, amount: int) -> None:
    target, res = task.data["target"], task.data["resource"]
    if "card" in task.data:
        add_card_resources(s, target, task.data["card"], -amount)
    else:
        change_resource(s, target, res, -amount)
        if task.data.get("steal"):
            change_resource(s, task.player, res, amount)


@executor("place_tile")
def _place_tile(s: GameState, task: Task, answer: Any) -> None:
    kind = task.data["tile"]
    placement = task.data["placement"]
    rule_tile = "city" if task.data.get("counts_as") == "city" or kind == "city" else kind
    if isinstance(answer, ChooseSpace):
        _do_place(s, task, answer.space, kind)
        return
    if kind == "ocean" and s.oceans >= OCEANS_MAX:
        s.events.append(Event("skip", N_("No ocean tiles are left"), {}, task.player))
        return
    spaces = legal_spaces(s, task.player, rule_tile, placement, task.data.get("space"))
    if not spaces:
        s.events.append(Event("skip", N_("No legal space for the tile"), {}, task.player))
        return
    if len(spaces) == 1:
        auto_choice(s, task.player, "space", spaces[0])
        _do_place(s, task, spaces[0], kind)
        return
    ask(s, "space", task.player, task, {"tile": kind, "spaces": spaces, "card": task.source})


def _do_place(s: GameState, task: Task, space_id: str, kind: str) -> None:
    place_tile(s, task.player, space_id, kind)
    if "space_bonus_production" in task.data:
        spec = task.data["space_bonus_production"]
        space = tharsis()[space_id]
        options = [r for r in spec["resources"] if space.bonus_of(r)]
        queue_task(
            s,
            PRIO_AT_ONCE,
            "space_bonus_production",
            task.player,
            task.source,
            {"options": options, "all": spec["resources"], "delta": spec["delta"]},
        )
    if "flood" in task.data:
        queue_task(
            s, PRIO_AT_ONCE, "flood", task.player, task.source, {"space": space_id, **task.data["flood"]}
        )


@executor("space_bonus_production")
def _space_bonus_production(s: GameState, task: Task, answer: Any) -> None:
    options = task.data["options"]
    if isinstance(answer, ChooseOption):
        change_production(s, task.player, options[answer.option], task.data["delta"])
    elif len(options) == 1:
        auto_choice(
            s,
            task.player,
            "option",
            task.data.get("all", options).index(options[0]),
            resource=options[0],
            delta=task.data["delta"],
        )
        change_production(s, task.player, options[0], task.data["delta"])
    elif options:
        ask(s, "option", task.player, task, {"options": options, "card": task.source})


@executor("flood")
def _flood(s: GameState, task: Task, answer: Any) -> None:
    """Flooding: you may remove up to 4 M€ from the owner of a tile next to the new ocean.

    The player chooses whether (Skip) and from whom, not how much: the M€ go to nobody, so
    removing less than the most never helps the player (as in the reference implementation,
    rulings R-02); the engine removes min(4, their M€) without asking for an amount.
    """
    if isinstance(answer, Skip):
        return
    if isinstance(answer, ChoosePlayer):
        most = min(task.data["count"], s.players[answer.target].resources[MC])
        auto_choice(s, task.player, "amount", most)
        change_resource(s, answer.target, "megacredits", -most)
        return
    owners = sorted(
        {
            s.tiles[n].owner
            for n in tharsis()[task.data["space"]].neighbors
            if n in s.tiles
            and s.tiles[n].owner is not None
            and s.tiles[n].owner not in (NEUTRAL, task.player)
        }
    )
    owners = [o for o in owners if s.players[o].resources[MC] > 0]
    if owners:
        ask(
            s,
            "player",
            task.player,
            task,
            {"options": owners, "resource": "megacredits", "count": 4, "card": task.source},
            optional=True,
        )


@executor("draw")
def _draw(s: GameState, task: Task, answer: Any) -> None:
    p = s.players[task.player]
    if answer is None:
        drawn = draw_cards(s, task.data["count"])
        if not drawn:
            return
        task = task.with_data(drawn=drawn)
        if task.data.get("keep") or task.data.get("pay_to_keep"):
            s.events.append(
                Event(
                    "look",
                    N_plural(
                        "{player} looks at {count} card from the deck",
                        "{player} looks at {count} cards from the deck",
                    ),
                    {"player": task.player, "count": len(drawn)},
                    task.player,
                    (task.player,),
                )
            )
        if task.data.get("keep"):
            keep = min(task.data["keep"], len(drawn))
            ask(s, "cards", task.player, task, {"cards": drawn, "min": keep, "max": keep, "purpose": "keep"})
            return
        if task.data.get("pay_to_keep"):
            if not payment_options(p, task.data["pay_to_keep"]):
                _discard_drawn(s, task.player, drawn)
                return
            ask(
                s,
                "option",
                task.player,
                task,
                {"options": ["buy"], "cards": drawn, "price": task.data["pay_to_keep"]},
                optional=True,
            )
            return
        p.hand.extend(drawn)
        draw_event(s, task.player, len(drawn))
        return
    drawn = task.data["drawn"]
    if isinstance(answer, ChooseCards):
        p.hand.extend(answer.cards)
        s.events.append(
            Event(
                "keep",
                N_plural("{player} keeps {count} card", "{player} keeps {count} cards"),
                {"player": task.player, "count": len(answer.cards), SECRET_CARDS: list(answer.cards)},
                task.player,
            )
        )
        _discard_drawn(s, task.player, [c for c in drawn if c not in answer.cards])
    elif isinstance(answer, Skip):
        _discard_drawn(s, task.player, drawn)
    elif isinstance(answer, ChooseOption):
        options = payment_options(p, task.data["pay_to_keep"])
        if len(options) == 1:
            auto_choice(s, task.player, "payment", list(options[0]))
            _buy_drawn(s, task.player, drawn, options[0])
        else:
            ask(s, "payment", task.player, task, {"cost": task.data["pay_to_keep"], "options": options})
    elif isinstance(answer, Pay):
        _buy_drawn(s, task.player, drawn, (answer.megacredits, answer.steel, answer.titanium, answer.heat))


def _buy_drawn(s: GameState, seat: int, drawn: list[str], payment: Payment) -> None:
    spend(s.players[seat], payment)
    s.players[seat].hand.extend(drawn)
    s.events.append(
        Event(
            "buy",
            N_plural(
                "{player} buys {count} card and pays {payment}",
                "{player} buys {count} cards and pays {payment}",
            ),
            {"player": seat, "count": len(drawn), SECRET_CARDS: list(drawn), **paid_event_params(payment)},
            seat,
        )
    )


def _discard_drawn(s: GameState, seat: int, cards: list[str]) -> None:
    """Cards looked at and not kept go face down to the discard pile (named to their looker only)."""
    s.discard.extend(cards)
    if cards:
        s.events.append(
            Event(
                "discard",
                N_plural("{player} discards {count} card", "{player} discards {count} cards"),
                {"player": seat, "count": len(cards), SECRET_CARDS: list(cards)},
                seat,
            )
        )


@executor("discard_draw")
def _discard_draw(s: GameState, task: Task, answer: Any) -> None:
    p = s.players[task.player]
    if answer is None:
        if p.hand:
            ask(
                s,
                "card",
                task.player,
                task,
                {"cards": sorted(set(p.hand)), "purpose": "discard"},
                optional=task.data.get("optional", False),
            )
        return
    if isinstance(answer, ChooseCard):
        p.hand.remove(answer.card)
        s.discard.append(answer.card)
        s.events.append(
            Event(
                "discard",
                N_plural("{player} discards {count} card", "{player} discards {count} cards"),
                {"player": task.player, "count": 1, SECRET_CARDS: [answer.card]},
                task.player,
            )
        )
        drawn = draw_cards(s, task.data["draw"])
        p.hand.extend(drawn)
        draw_event(s, task.player, len(drawn))


@executor("add_resources")
def _add_resources(s: GameState, task: Task, answer: Any) -> None:
    p = s.players[task.player]
    count = task.data["count"]
    if isinstance(answer, ChooseCard):
        add_card_resources(s, task.player, answer.card, count)
        return
    target = task.data["target"]
    res = task.data["resource"]
    if target == "another_own_card":
        candidates = resource_holders(p, res, exclude=task.source)
    elif target == "own_card_with_resources":
        candidates = [n for n in p.tableau if p.card_resources.get(n, 0) > 0]
    elif target == "played_card":
        played = task.data.get("played_card")
        candidates = [played] if played and card(played).resource_type and played in p.tableau else []
    else:
        candidates = [task.source] if task.source else []
    if len(candidates) == 1:
        auto_choice(s, task.player, "card", candidates[0])
        add_card_resources(s, task.player, candidates[0], count)
    elif candidates:
        ask(s, "card", task.player, task, {"cards": candidates, "purpose": "add_resources", "resource": res})


@executor("choice")
def _choice(s: GameState, task: Task, answer: Any) -> None:
    options = task.data["options"]
    if isinstance(answer, ChooseOption):
        expand(s, task.player, task.source, options[answer.option], task.data.get("ctx"))
        return
    c = card(task.source) if task.source else None
    enabled = [
        i for i, opt in enumerate(options) if c is None or behavior_failure(s, task.player, c, opt) is None
    ]
    enabled = [i for i in enabled if _option_useful(s, task, options[i])] or enabled
    if len(enabled) == 1:
        auto_choice(s, task.player, "option", enabled[0], option=options[enabled[0]])
        expand(s, task.player, task.source, options[enabled[0]], task.data.get("ctx"))
    elif enabled:
        ask(
            s,
            "option",
            task.player,
            task,
            {"options": [_label(o) for o in options], "enabled": enabled, "card": task.source},
        )


def _option_useful(s: GameState, task: Task, option: dict[str, Any]) -> bool:
    """Options that would remove resources from a card that has none, or add resources to another
    card of yours when you have none of that kind (Large Convoy, Imported Hydrogen), are not offered."""
    for rem in option.get("remove_resources") or []:
        if (
            rem["target"] == "this"
            and s.players[task.player].card_resources.get(task.source or "", 0) < rem["count"]
        ):
            return False
    for add in option.get("add_resources") or []:
        if add["target"] == "played_card":
            played = (task.data.get("ctx") or {}).get("played_card")
            if not played or not card(played).resource_type:
                return False
        if add["target"] == "another_own_card" and not resource_holders(
            s.players[task.player], add["resource"], exclude=task.source
        ):
            return False
    return True


def _label(option: dict[str, Any]) -> str:
    return ",".join(sorted(option))


@executor("production_swap")
def _production_swap(s: GameState, task: Task, answer: Any) -> None:
    src, dst = task.data["from"], task.data["to"]
    if isinstance(answer, ChooseAmount):
        change_production(s, task.player, src, -answer.amount)
        change_production(s, task.player, dst, answer.amount)
        return
    most = s.players[task.player].production[RESOURCE_INDEX[src]]
    if most >= 1:
        ask(s, "amount", task.player, task, {"min": task.data.get("x_min", 1), "max": most, "resource": src})


@executor("claim_space")
def _claim_space(s: GameState, task: Task, answer: Any) -> None:
    if isinstance(answer, ChooseSpace):
        s.claims[answer.space] = task.player
        s.events.append(
            Event(
                "claim",
                N_("{player} claims space {space}"),
                {"player": task.player, "space": answer.space},
                task.player,
            )
        )
        return
    spaces = claimable_spaces(s, task.player)
    if spaces:
        ask(s, "space", task.player, task, {"tile": "claim", "spaces": spaces, "card": task.source})


@executor("copy_production")
def _copy_production(s: GameState, task: Task, answer: Any) -> None:
    """Robotic Workforce: apply again the production box of one of your building cards."""
    if isinstance(answer, ChooseCard):
        expand(s, task.player, answer.card, production_box(s, task.player, answer.card))
        return
    targets = robotic_workforce_targets(s, task.player)
    if len(targets) == 1:
        auto_choice(s, task.player, "card", targets[0])
        expand(s, task.player, targets[0], production_box(s, task.player, targets[0]))
    elif targets:
        ask(s, "card", task.player, task, {"cards": targets, "purpose": "copy_production"})
