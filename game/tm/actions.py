"""The seven actions of the action phase (spec section 11) as legality checks and tasks.

``action_failure(s, seat, command)`` says why a top-level action is not
allowed (None when it is); ``start_action`` queues the task that performs it.
Payments that have more than one sensible split become a ``payment``
decision; until it is answered nothing has changed, so it may be cancelled.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from game.core.contract import Event
from game.core.resolution import ask, queue_task
from game.i18n import N_, N_plural, Text
from game.tm.changes import add_card_resources, change_production, change_resource
from game.tm.commands import (
    CardAction,
    ChooseAmount,
    ChooseCard,
    ChooseCards,
    ChooseOption,
    ClaimMilestone,
    ConvertHeat,
    ConvertPlants,
    FundAward,
    Pay,
    PlayCard,
    StandardProject,
)
from game.tm.constants import CARD_SALE_PRICE, HEAT_PER_STEP
from game.tm.content import card, milestones_awards, standard_projects
from game.tm.deck import SECRET_CARDS
from game.tm.effects import (
    auto_choice,
    executor,
    expand,
    fire_card_played,
    fire_paid_for,
    fire_standard_project,
)
from game.tm.params import raise_temperature
from game.tm.payment import (
    Payment,
    can_afford,
    card_cost,
    paid_event_params,
    payment_options,
    spend,
    standard_project_cost,
)
from game.tm.placement import has_city_space, has_greenery_space
from game.tm.playability import behavior_failure, card_failure
from game.tm.priorities import PRIO_AT_ONCE, PRIO_DEFAULT
from game.tm.requirements import can_lower_production
from game.tm.scoring import milestone_met
from game.tm.state import HEAT, MC, PLANTS, RESOURCE_INDEX, GameState, Task
from game.tm.tableau import has_effect, is_protected, plants_per_greenery
from game.tm.vocabulary import Scope, behaviour_of
from game.tm.vocabulary.card_resources import AddResources
from game.tm.vocabulary.resources import Stock


# --- legality --------------------------------------------------------------------------------
def play_card_failure(s: GameState, seat: int, name: str) -> Text | None:
    p = s.players[seat]
    if name not in p.hand:
        return Text(N_("{card} is not in your hand"), {"card": name})
    c = card(name)
    why = card_failure(s, seat, c)
    if why is not None:
        return why
    cost = card_cost(p, c) + heat_reserved(p, c)
    if not can_afford(p, cost, steel="building" in c.tags, titanium="space" in c.tags):
        return Text(N_("you cannot afford {card}"), {"card": name})
    return None


def heat_reserved(p: Any, c: Any) -> int:
    """Heat the card's own effect spends (Local Heat Trapping), which Helion may not also pay the card with."""
    spent = _heat_spent(c.name)
    if spent and has_effect(p, "heat_as_megacredits"):
        return spent
    return 0


@cache
def _heat_spent(name: str) -> int:
    """Heat a card's own effect pays (card content never changes at run time)."""
    stock = behaviour_of(card(name).behavior).get("stock")
    need = stock.amount_of("heat") if isinstance(stock, Stock) else 0
    return -need if isinstance(need, int) and need < 0 else 0


def standard_project_failure(s: GameState, seat: int, project: str) -> Text | None:
    projects = standard_projects()
    if project not in projects:
        return Text(N_("unknown standard project {project}"), {"project": project})
    p = s.players[seat]
    if project == "Sell Patents":
        return None if p.hand else Text(N_("you have no cards to sell"))
    if not can_afford(p, standard_project_cost(p, project, projects[project].cost)):
        return Text(N_("you cannot afford the {project} project"), {"project": project})
    if project == "City" and not has_city_space(s, seat):
        return Text(N_("no legal space for a city"))
    if project == "Greenery" and not has_greenery_space(s, seat):
        return Text(N_("no legal space for a greenery"))
    return None


def action_option_failure(s: GameState, seat: int, name: str, option: dict[str, Any]) -> Text | None:
    """Why one (cost, gain) pair of a blue action cannot be used now."""
    cost = option.get("cost")
    if cost:
        why = _action_cost_failure(s, seat, name, cost)
        if why is not None:
            return why
    gain_why = behavior_failure(s, seat, card(name), option.get("gain"))
    if gain_why is not None and not option.get("gain", {}).get("tiles"):
        return gain_why
    return None


def _action_cost_failure(s: GameState, seat: int, name: str, cost: dict[str, Any]) -> Text | None:
    """Why the seat cannot pay a blue action's cost now."""
    p = s.players[seat]
    if cost.get("megacredits"):
        pay_with = cost.get("pay_with") or []
        if not can_afford(p, cost["megacredits"], steel="steel" in pay_with, titanium="titanium" in pay_with):
            return Text(N_("you cannot afford this action"))
    for res in ("energy", "heat", "plants", "steel", "titanium"):
        need = cost.get(res)
        if need == "X":
            need = 1
        if need and p.resources[RESOURCE_INDEX[res]] < need:
            return Text(N_("not enough {resource}"), {"resource": res})
    if cost.get("resources_here") and p.card_resources.get(name, 0) < cost["resources_here"]:
        return Text(N_("not enough resources on {card}"), {"card": name})
    for res, delta in (cost.get("production") or {}).items():
        if not can_lower_production(s, seat, res, -delta):
            return Text(N_("your {resource} production is too low"), {"resource": res})
    rem = cost.get("remove_from_any_card")
    if rem and not s.setup.solo and not _removal_targets(s, seat, rem["resource"]):
        return Text(N_("no card holds any {resource} you may remove"), {"resource": rem["resource"]})
    return None


def _removal_targets(s: GameState, seat: int, resource: str) -> list[str]:
    out = []
    for q in s.players:
        for n, v in q.card_resources.items():
            if v > 0 and card(n).resource_type == resource and not is_protected(s, q.seat, seat, resource, n):
                out.append(n)
    return sorted(out)


def _gain_has_target(s: GameState, seat: int, name: str, option: dict[str, Any]) -> bool:
    """False for a choice that adds resources to another card of yours when you hold no card of that
    kind (Extreme-Cold Fungus without another microbe card: only the plant is offered)."""
    add = behaviour_of(option.get("gain")).get("add_resources")
    return not isinstance(add, AddResources) or add.has_targets(Scope(s, seat, name, {}))


def _options(action: dict[str, Any]) -> list[dict[str, Any]]:
    return action["choice"] if "choice" in action else [action]


def card_action_failure(s: GameState, seat: int, name: str) -> Text | None:
    p = s.players[seat]
    if name not in p.tableau:
        return Text(N_("{card} is not in play"), {"card": name})
    c = card(name)
    if p.first_action_pending and name == p.corporation:
        return None
    if not c.action:
        return Text(N_("{card} has no action"), {"card": name})
    if name in p.actions_used:
        return Text(N_("{card} was already used this generation"), {"card": name})
    if c.action.get("condition") == "tr_raised_this_generation" and not p.tr_raised_this_generation:
        return Text(N_("your TR has not risen this generation"))
    first = None  # every option refused: the first one's reason
    for opt in _options(c.action):
        why = action_option_failure(s, seat, name, opt)
        if why is None:
            return None
        first = first or why
    return first


def milestone_failure(s: GameState, seat: int, name: str) -> Text | None:
    ms, _, rules, _ = milestones_awards()
    if s.setup.solo:
        return Text(N_("there are no milestones in the solo game"))
    if name not in ms:
        return Text(N_("unknown milestone {name}"), {"name": name})
    if name in s.milestones:
        return Text(N_("{name} is already claimed"), {"name": name})
    if len(s.milestones) >= rules["max_claimed_per_game"]:
        return Text(N_("three milestones are already claimed"))
    if not milestone_met(s, seat, ms[name]):
        return Text(N_("you do not meet the {name} condition"), {"name": name})
    if not can_afford(s.players[seat], rules["cost_megacredits"]):
        return Text(N_("you cannot afford the milestone"))
    return None


def award_cost(s: GameState) -> int:
    _, _, _, rules = milestones_awards()
    costs = rules["funding_costs_megacredits"]
    return costs[min(len(s.awards), len(costs) - 1)]


def award_failure(s: GameState, seat: int, name: str) -> Text | None:
    _, aw, _, rules = milestones_awards()
    if s.setup.solo:
        return Text(N_("there are no awards in the solo game"))
    if name not in aw:
        return Text(N_("unknown award {name}"), {"name": name})
    if any(a == name for a, _ in s.awards):
        return Text(N_("{name} is already funded"), {"name": name})
    if len(s.awards) >= rules["max_funded_per_game"]:
        return Text(N_("three awards are already funded"))
    if not can_afford(s.players[seat], award_cost(s)):
        return Text(N_("you cannot afford the award"))
    return None


def convert_plants_failure(s: GameState, seat: int) -> Text | None:
    p = s.players[seat]
    if p.resources[PLANTS] < plants_per_greenery(p):
        return Text(N_("you need {n} plants"), {"n": plants_per_greenery(p)})
    if not has_greenery_space(s, seat):
        return Text(N_("no legal space for a greenery"))
    return None


def convert_heat_failure(s: GameState, seat: int) -> Text | None:
    if s.players[seat].resources[HEAT] < HEAT_PER_STEP:
        return Text(N_("you need {n} heat"), {"n": HEAT_PER_STEP})
    return None


# --- starting an action ------------------------------------------------------------------------
def start_action(s: GameState, seat: int, command: Any) -> None:
    """Queue the task for a legal top-level action (legality already checked)."""
    s.in_action = True
    if isinstance(command, PlayCard):
        queue_task(s, PRIO_AT_ONCE, "play_card", seat, command.card)
    elif isinstance(command, StandardProject):
        queue_task(s, PRIO_AT_ONCE, "standard_project", seat, None, {"project": command.project})
    elif isinstance(command, CardAction):
        p = s.players[seat]
        if p.first_action_pending and command.card == p.corporation:
            queue_task(s, PRIO_AT_ONCE, "first_action", seat, command.card)
        else:
            queue_task(s, PRIO_AT_ONCE, "card_action", seat, command.card)
    elif isinstance(command, ConvertPlants):
        p = s.players[seat]
        change_resource(s, seat, "plants", -plants_per_greenery(p))
        queue_task(s, PRIO_AT_ONCE, "place_tile", seat, None, {"tile": "greenery", "placement": "standard"})
    elif isinstance(command, ConvertHeat):
        change_resource(s, seat, "heat", -HEAT_PER_STEP)
        raise_temperature(s, seat, 1)
    elif isinstance(command, ClaimMilestone):
        queue_task(s, PRIO_AT_ONCE, "milestone", seat, None, {"name": command.milestone})
    elif isinstance(command, FundAward):
        queue_task(s, PRIO_AT_ONCE, "award", seat, None, {"name": command.award})
    else:
        raise TypeError(f"not an action: {command!r}")


def _payment(
    s: GameState,
    task: Task,
    answer: Any,
    cost: int,
    steel: bool = False,
    titanium: bool = False,
    cancellable: bool = True,
    max_heat: int | None = None,
) -> Payment | None:
    """The payment to use, or None after asking for one."""
    if isinstance(answer, Pay):
        return (answer.megacredits, answer.steel, answer.titanium, answer.heat)
    options = payment_options(s.players[task.player], cost, steel=steel, titanium=titanium)
    if max_heat is not None:
        options = [o for o in options if o[3] <= max_heat]
    if len(options) == 1:
        if cost:
            auto_choice(s, task.player, "payment", list(options[0]))
        return options[0]
    ask(
        s,
        "payment",
        task.player,
        task,
        {"cost": cost, "options": [list(o) for o in options], "cancel": cancellable, "card": task.source},
    )
    return None


@executor("play_card")
def _play_card(s: GameState, task: Task, answer: Any) -> None:
    seat, name = task.player, task.source
    p = s.players[seat]
    c = card(name)
    reserve = heat_reserved(p, c)
    max_heat = p.resources[HEAT] - reserve if reserve else None
    payment = _payment(
        s, task, answer, card_cost(p, c), "building" in c.tags, "space" in c.tags, max_heat=max_heat
    )
    if payment is None:
        return
    spend(p, payment)
    p.hand.remove(name)
    p.next_card_discount = 0
    p.next_card_offset = 0
    s.events.append(
        Event(
            "play",
            N_("{player} plays {card} and pays {payment}") if any(payment) else N_("{player} plays {card}"),
            {"player": seat, "card": name, **paid_event_params(payment)},
            seat,
        )
    )
    fire_paid_for(s, seat, "project_card", c.cost)
    expand(s, seat, name, c.behavior)
    if c.is_event:
        p.events.append(name)
    else:
        p.tableau.append(name)
    fire_card_played(s, seat, name)


@executor("standard_project")
def _standard_project(s: GameState, task: Task, answer: Any) -> None:
    seat = task.player
    p = s.players[seat]
    project = task.data["project"]
    spec = standard_projects()[project]
    if project == "Sell Patents":
        if isinstance(answer, ChooseCards):
            for name in answer.cards:
                p.hand.remove(name)
            s.discard.extend(answer.cards)
            # The sold cards go face down to the discard pile: only the seller's view names them.
            s.events.append(
                Event(
                    "sell",
                    N_plural(
                        "{player} sells {count} card for {mc} M€", "{player} sells {count} cards for {mc} M€"
                    ),
                    {
                        "player": seat,
                        "count": len(answer.cards),
                        "mc": len(answer.cards) * CARD_SALE_PRICE,
                        SECRET_CARDS: list(answer.cards),
                    },
                    seat,
                )
            )
            change_resource(s, seat, "megacredits", len(answer.cards) * CARD_SALE_PRICE)
            return
        ask(s, "cards", seat, task, {"cards": list(p.hand), "min": 1, "max": len(p.hand), "purpose": "sell"})
        return
    payment = _payment(s, task, answer, standard_project_cost(p, project, spec.cost))
    if payment is None:
        return
    spend(p, payment)
    s.events.append(
        Event(
            "project",
            N_("{player} uses the {project} project and pays {payment}")
            if any(payment)
            else N_("{player} uses the {project} project"),
            {"player": seat, "project": project, **paid_event_params(payment)},
            seat,
        )
    )
    fire_paid_for(s, seat, "standard_project", spec.cost)
    expand(s, seat, None, spec.effect)
    fire_standard_project(s, seat, project)


@executor("first_action")
def _first_action(s: GameState, task: Task, answer: Any) -> None:
    p = s.players[task.player]
    p.first_action_pending = False
    s.events.append(
        Event(
            "first_action",
            N_("{player} takes the first action of {card}"),
            {"player": task.player, "card": task.source},
            task.player,
        )
    )
    expand(s, task.player, task.source, card(task.source).starting["first_action"])


@executor("card_action")
def _card_action(s: GameState, task: Task, answer: Any) -> None:
    """A blue card's action, in stages: its option, the amount X, the M€ part of the price,
    a resource removed from any card; then the rest of the price and the gain. Each stage
    records its answer in the task's data, so the next answer re-enters at the next stage."""
    action = card(task.source).action
    for stage in (_action_option, _action_x, _action_megacredits, _action_removal):
        staged = stage(s, task, answer, action)
        if staged is None:  # the stage asked a question
            return
        task, answer = staged
    _action_done(s, task, action)


Staged = tuple[Task, Any] | None


def _action_option(s: GameState, task: Task, answer: Any, action: dict[str, Any]) -> Staged:
    """Which option (cards offering a choice of actions)."""
    if "option" in task.data:
        return task, answer
    seat, name = task.player, task.source
    options = _options(action)
    if isinstance(answer, ChooseOption):
        return task.with_data(option=answer.option), None
    usable = [i for i, o in enumerate(options) if action_option_failure(s, seat, name, o) is None]
    usable = [i for i in usable if _gain_has_target(s, seat, name, options[i])] or usable
    if len(usable) > 1:
        ask(
            s,
            "option",
            seat,
            task,
            {"options": [",".join(sorted(o["gain"])) for o in options], "enabled": usable, "card": name},
        )
        return None
    if len(options) > 1:
        auto_choice(s, seat, "option", usable[0], card=name, action_option=options[usable[0]])
    return task.with_data(option=usable[0]), answer


def _action_cost(task: Task, action: dict[str, Any]) -> dict[str, Any]:
    return _options(action)[task.data["option"]].get("cost") or {}


def _action_x(s: GameState, task: Task, answer: Any, action: dict[str, Any]) -> Staged:
    """The amount X (Power Infrastructure)."""
    cost = _action_cost(task, action)
    if "X" not in cost.values() or "x" in task.data:
        return task, answer
    if isinstance(answer, ChooseAmount):
        return task.with_data(x=answer.amount), None
    res = next(r for r, v in cost.items() if v == "X")
    ask(
        s,
        "amount",
        task.player,
        task,
        {
            "min": action.get("x_min", 1),
            "max": s.players[task.player].resources[RESOURCE_INDEX[res]],
            "resource": res,
        },
    )
    return None


def _action_megacredits(s: GameState, task: Task, answer: Any, action: dict[str, Any]) -> Staged:
    """The M€ part, which some cards let you pay with steel or titanium."""
    cost = _action_cost(task, action)
    if not cost.get("megacredits") or "paid" in task.data:
        return task, answer
    seat, name = task.player, task.source
    pay_with = cost.get("pay_with") or []
    payment = _payment(s, task, answer, cost["megacredits"], "steel" in pay_with, "titanium" in pay_with)
    if payment is None:
        return None
    spend(s.players[seat], payment)
    # Said now, not with the action's line: the task data (part of a saved position) stays as it was.
    s.events.append(
        Event(
            "action_payment",
            N_("{player} pays {payment} for the action of {card}"),
            {"player": seat, "card": name, **paid_event_params(payment)},
            seat,
        )
    )
    return task.with_data(paid=True), None


def _action_removal(s: GameState, task: Task, answer: Any, action: dict[str, Any]) -> Staged:
    """Removing a resource from any card (Predators, Ants) is part of the price."""
    rem = _action_cost(task, action).get("remove_from_any_card")
    if not rem or "removed" in task.data:
        return task, answer
    if s.setup.solo:
        # Solo: the removal is taken from the neutral opponent, which changes nothing
        # (rulings AMB-06: Predators and Ants still gain their resource).
        return task.with_data(removed=None), None
    seat = task.player
    if isinstance(answer, ChooseCard):
        target = answer.card
    else:
        targets = _removal_targets(s, seat, rem["resource"])
        if len(targets) > 1:
            ask(s, "card", seat, task, {"cards": targets, "purpose": "remove_from"})
            return None
        target = targets[0]
        auto_choice(s, seat, "card", target)
    owner = next(q.seat for q in s.players if target in q.card_resources)
    add_card_resources(s, owner, target, -rem["count"])
    return task.with_data(removed=target), None


def _action_done(s: GameState, task: Task, action: dict[str, Any]) -> None:
    """The rest of the price, then the gain."""
    seat, name = task.player, task.source
    option = _options(action)[task.data["option"]]
    cost = option.get("cost") or {}
    s.players[seat].actions_used.append(name)
    ctx = {"x": task.data.get("x", 0)}
    for res in ("energy", "heat", "plants", "steel", "titanium"):
        if res in cost:
            amount = ctx["x"] if cost[res] == "X" else cost[res]
            change_resource(s, seat, res, -amount)
    if cost.get("resources_here"):
        add_card_resources(s, seat, name, -cost["resources_here"])
    for res, delta in (cost.get("production") or {}).items():
        change_production(s, seat, res, delta)
    s.events.append(
        Event("action", N_("{player} uses the action of {card}"), {"player": seat, "card": name}, seat)
    )
    expand(s, seat, name, option["gain"], ctx)


@executor("milestone")
def _milestone(s: GameState, task: Task, answer: Any) -> None:
    _, _, rules, _ = milestones_awards()
    payment = _payment(s, task, answer, rules["cost_megacredits"])
    if payment is None:
        return
    spend(s.players[task.player], payment)
    s.milestones[task.data["name"]] = task.player
    s.events.append(
        Event(
            "milestone",
            N_("{player} claims {name} and pays {payment}") if any(payment) else N_("{player} claims {name}"),
            {"player": task.player, "name": task.data["name"], **paid_event_params(payment)},
            task.player,
        )
    )


@executor("award")
def _award(s: GameState, task: Task, answer: Any) -> None:
    payment = _payment(s, task, answer, award_cost(s))
    if payment is None:
        return
    spend(s.players[task.player], payment)
    s.awards.append((task.data["name"], task.player))
    s.events.append(
        Event(
            "award",
            N_("{player} funds {name} and pays {payment}") if any(payment) else N_("{player} funds {name}"),
            {"player": task.player, "name": task.data["name"], **paid_event_params(payment)},
            task.player,
        )
    )


__all__ = ["MC", "PRIO_DEFAULT", "start_action"]
