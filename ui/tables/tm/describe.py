"""Short descriptions of card effects for option buttons ("+3 plants", "Oxygen +1 step"), in the
current language. The descriptions themselves belong to the card vocabulary
(``game.tm.vocabulary``: each behaviour key describes itself); this module renders them.

Used where the engine offers a choice between parts of a card (``choice``
behaviours, blue cards with two actions, a production bonus of a space). The
card's own text stays the reference; these lines only tell the options apart.
A quantity that depends on the game (Martian Rails: 1 M€ per city on Mars) reads
"X", followed by its value now when the caller passes ``now`` (see ``evaluator``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import N_, Text
from game.tm.changes import quantity
from game.tm.content import card
from game.tm.decisions import YesNoDecision
from game.tm.vocabulary.descriptions import (
    action_cost_lines,
    behaviour_lines,
    counted_quantities,
    with_value_now,
)
from game.tm.vocabulary.wording import signed
from ui.tables.tm import names

Now = Callable[[Any], int] | None


def evaluator(state: Any, seat: int, source: str | None) -> Callable[[Any], int]:
    """The engine's value of a card quantity for ``seat`` now (for ``behavior``'s ``now``)."""
    return lambda q: quantity(state, seat, q, source)


def behavior(b: dict[str, Any] | None, now: Now = None) -> str:
    """What a behaviour does, in one line of the current language (with X's value now, given ``now``)."""
    line = ", ".join(t.translated() for t in behaviour_lines(b))
    counted = counted_quantities(b) if b and now is not None else []
    if counted:
        line = with_value_now(line, now(counted[0])).translated()
    return line


def action_cost(cost: dict[str, Any] | None) -> str:
    return ", ".join(t.translated() for t in action_cost_lines(cost))


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
        return Text(
            N_("{resource} production {amount}"),
            {"resource": names.resource(label), "amount": signed(decision.delta)},
        ).translated()
    return label
