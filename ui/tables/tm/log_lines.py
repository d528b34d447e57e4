"""Game events as log lines for whoever is at the screen.

Ids become names in the current language, a price paid becomes "6 M€ and 2 steel",
an automatic choice says what it chose, and the cards only one seat knows (an event's
``SECRET_CARDS``: bought, sold or discarded face down) are named only while that seat
is the one looking; everybody else reads how many. The log is read by the whole table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.i18n import N_, Text, tr
from game.tm.deck import SECRET_CARDS
from game.tm.event_kinds import GENERATION_BEGINS
from ui.tables.tm import describe, names

MC_PART = N_("{amount} M€")
PAYMENT_PARTS = (MC_PART, N_("{amount} steel"), N_("{amount} titanium"), N_("{amount} heat"))

AUTO_LINES = {
    "space": N_("Only one possible space: {answer}"),
    "player": N_("Only one possible player: {answer}"),
    "card": N_("Only one possible card: {answer}"),
    "amount": N_("Only one possible amount: {answer}"),
    "option": N_("Only one possible choice: {answer}"),
    "payment": N_("Only one way to pay: {answer}"),
}


def payment_text(payment: Sequence[int]) -> str:
    """[M€, steel, titanium, heat] as "6 M€ and 2 steel" (the parts paid, in that order)."""
    parts = [
        Text(template, {"amount": amount}).translated()
        for template, amount in zip(PAYMENT_PARTS, payment, strict=True)
        if amount
    ]
    if not parts:
        return Text(MC_PART, {"amount": 0}).translated()
    line = parts[0]
    for i, part in enumerate(parts[1:], start=1):
        template = N_("{items} and {item}") if i == len(parts) - 1 else N_("{items}, {item}")
        line = Text(template, {"items": line, "item": part}).translated()
    return line


def listed(event: Any) -> bool:
    """Whether the event has a line of its own: an automatic payment is told by the line of
    what it paid for, and a new generation by its heading."""
    if event.kind == GENERATION_BEGINS:
        return False
    return not (event.kind == "auto" and event.params.get("decision") == "payment")


def event_line(event: Any, player_names: Sequence[str], viewer: int | None = None) -> str:
    """One game event as a log line in the current language, as ``viewer`` may read it."""
    params = names.localise_params(event.params, player_names)
    if "payment" in event.params:
        params["payment"] = payment_text(event.params["payment"])
    secret = event.params.get(SECRET_CARDS)
    if event.kind == "auto":
        line = _auto_line(event, player_names, secret is not None)
    else:
        line = Text(event.text, params).translated()
    if secret and viewer is not None and viewer == event.seat:
        cards = names.card_name(secret[0])
        for name in secret[1:]:
            cards = Text(N_("{items}, {item}"), {"items": cards, "item": names.card_name(name)}).translated()
        line = Text(N_("{line}: {cards}"), {"line": line, "cards": cards}).translated()
    return line


def _auto_line(event: Any, player_names: Sequence[str], secret: bool) -> str:
    params = event.params
    kind, answer = params.get("decision"), params.get("answer")
    if kind == "card" and secret:
        return tr(N_("Only one possible card"))  # which one only its seat may read (added after)
    if kind == "space":
        shown = names.space_name(answer)
    elif kind == "player":
        shown = names.player_name(player_names, answer)
    elif kind == "card":
        shown = names.card_name(answer)
    elif kind == "option":
        shown = _option(params)
    elif kind == "payment":
        shown = payment_text(answer)
    else:
        shown = str(answer)
    template = AUTO_LINES.get(kind)
    if template is None or not shown:
        return Text(event.text, {}).translated()
    return Text(template, {"answer": shown}).translated()


def _option(params: dict[str, Any]) -> str:
    if "action_option" in params:
        return describe.action_option(params["action_option"])
    if "option" in params:
        return describe.behavior(params["option"])
    if "resource" in params:
        return Text(
            N_("{resource} production {amount}"),
            {"resource": names.resource(params["resource"]), "amount": f"{params['delta']:+d}"},
        ).translated()
    return ""
