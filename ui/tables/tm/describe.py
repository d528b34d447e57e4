"""Short descriptions of card effects for option buttons ("+3 plants", "Oxygen +1 step").

Used where the engine offers a choice between parts of a card (``choice``
behaviours, blue cards with two actions, a production bonus of a space). The
card's own text stays the reference; these lines only tell the options apart.
A quantity that depends on the game (Martian Rails: 1 M€ per city on Mars) reads
"X", followed by its value now when the caller passes ``now`` (see ``evaluator``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import N_, N_plural, Text, tr
from game.tm.changes import quantity
from game.tm.content import card
from game.tm.decisions import YesNoDecision
from ui.tables.tm import names


def _amount(q: Any) -> str:
    return str(q) if isinstance(q, int) else "X"


def _count(q: Any) -> int | str:
    """A count for a plural form: the number, or "X" (shown with the plural form)."""
    return q if isinstance(q, int) else "X"


def _signed(q: Any) -> str:
    return f"{q:+d}" if isinstance(q, int) else "+X"


def _target(target: str) -> str:
    if target == "this":
        return tr(N_("this card"))
    if target in ("another_own_card", "own_card_with_resources"):
        return tr(N_("another of your cards"))
    if target == "played_card":
        return tr(N_("the card just played"))
    return target


Now = Callable[[Any], int] | None


def evaluator(state: Any, seat: int, source: str | None) -> Callable[[Any], int]:
    """The engine's value of a card quantity for ``seat`` now (for ``behavior``'s ``now``)."""
    return lambda q: quantity(state, seat, q, source)


def _counted(b: dict[str, Any]) -> list[Any]:
    """The game-dependent quantities ({"count_of": ...}) of a behaviour's stock and production."""
    found = []
    for key in ("stock", "production"):
        found.extend(q for q in (b.get(key) or {}).values() if isinstance(q, dict))
    return found


def behavior(b: dict[str, Any] | None, now: Now = None) -> str:
    """What a behaviour does, in one line of the current language (with X's value now, given ``now``)."""
    line = _behavior(b)
    counted = _counted(b) if b and now is not None else []
    if counted:
        line = Text(N_("{effect} (X = {value})"), {"effect": line, "value": now(counted[0])}).translated()
    return line


def _behavior(b: dict[str, Any] | None) -> str:
    if not b:
        return ""
    parts: list[str] = []
    for res, q in (b.get("stock") or {}).items():
        parts.append(Text(N_("{amount} {resource}"),
                          {"amount": _signed(q), "resource": names.resource(res, _count(q))}).translated())
    for res, q in (b.get("production") or {}).items():
        parts.append(Text(N_("{resource} production {amount}"),
                          {"amount": _signed(q), "resource": names.resource(res)}).translated())
    if "tr" in b:
        parts.append(Text(N_("TR {amount}"), {"amount": _signed(b["tr"])}).translated())
    for param, q in (b.get("global") or {}).items():
        parts.append(Text(N_plural("{parameter} +{count} step", "{parameter} +{count} steps"),
                          {"parameter": names.parameter(param), "count": _count(q)}).translated())
    for t in b.get("tiles") or []:
        parts.append(Text(N_("Place {tile}"), {"tile": names.tile(t["tile"])}).translated())
    draw = b.get("draw_cards")
    if draw:
        parts.append(Text(N_plural("Draw {count} card", "Draw {count} cards"), {"count": _count(draw.get("count", 1))}).translated())
    for add in b.get("add_resources") or []:
        res = add.get("resource", "")
        res_name = tr(N_("resource")) if res == "played_card_type" else names.resource(res, _count(add.get("count", 1)))
        parts.append(Text(N_("Add {count} {resource} to {target}"),
                          {"count": _amount(add.get("count", 1)), "resource": res_name,
                           "target": _target(add.get("target", "this"))}).translated())  # fmt: skip
    for rem in b.get("remove_resources") or []:
        parts.append(Text(N_("Remove {count} {resource} from {target}"),
                          {"count": _amount(rem.get("count", 1)), "resource": names.resource(rem.get("resource", ""), _count(rem.get("count", 1))),
                           "target": _target(rem.get("target", "this"))}).translated())  # fmt: skip
    for rem in b.get("remove_any_player") or []:
        parts.append(Text(N_("Remove up to {count} {resource} from any player"),
                          {"count": _amount(rem.get("count", 1)), "resource": names.resource(rem["resource"], _count(rem.get("count", 1)))}).translated())
    for rem in b.get("steal_any_player") or []:
        parts.append(Text(N_("Steal up to {count} {resource} from any player"),
                          {"count": _amount(rem.get("count", 1)), "resource": names.resource(rem["resource"], _count(rem.get("count", 1)))}).translated())
    for dec in b.get("production_any_player") or []:
        parts.append(Text(N_("Any player: {resource} production {amount}"),
                          {"amount": _signed(dec["delta"]), "resource": names.resource(dec["resource"])}).translated())
    return ", ".join(parts)


def action_cost(cost: dict[str, Any] | None) -> str:
    if not cost:
        return ""
    parts = []
    for key, q in cost.items():
        if key == "resources_here":
            parts.append(Text(N_plural("{count} resource from this card", "{count} resources from this card"), {"count": _count(q)}).translated())
        elif key in names.RESOURCES:
            parts.append(Text(N_("{amount} {resource}"), {"amount": _amount(q), "resource": names.resource(key, _count(q))}).translated())
    return ", ".join(parts)


def action_option(option: dict[str, Any], now: Now = None) -> str:
    """One option of a blue card's action: "cost → gain"."""
    gain = behavior(option.get("gain"), now)
    cost = action_cost(option.get("cost"))
    return f"{cost} → {gain}" if cost else gain


def decision_option(decision: Any, index: int, state: Any = None) -> str:
    """The button text for option ``index`` of an options or yes/no decision (``state``: the game
    now, for X)."""
    source = decision.source
    if isinstance(decision, YesNoDecision):
        if decision.question == "buy":
            return Text(N_("Buy for {price} M€"), {"price": decision.price}).translated()
        return Text(N_("Use the effect of {card}"), {"card": names.card_name(source or "")}).translated()
    label = decision.labels[index]
    if decision.behaviours:
        return behavior(decision.behaviours[index]) or label
    if decision.action and source:
        action = card(source).action or {}
        options = action["choice"] if "choice" in action else [action]
        if index < len(options):
            now = evaluator(state, decision.seat, source) if state is not None else None
            return action_option(options[index], now)
    if decision.production:
        return Text(N_("{resource} production {amount}"),
                    {"resource": names.resource(label), "amount": _signed(decision.delta)}).translated()
    return label
