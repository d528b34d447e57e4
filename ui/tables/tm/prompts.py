"""What the table asks the player to do now: one line per pending decision or turn.

Shown in the top bar and as the heading of each decision dialog.
"""

from __future__ import annotations

from typing import Any

from game.i18n import N_, N_plural, Text
from game.tm.flow import continuous_turn
from game.tm.tableau import plants_per_greenery
from ui.tables.tm import names

CARD_PURPOSES = {
    "remove_from": N_("Choose the card to remove {resource} from"),
    "draft": N_("Draft: keep one card and pass the rest on"),
    "discard": N_("Choose a card to discard"),
    "add_resources": N_("Choose a card to add {resource} to"),
    "copy_production": N_("Choose a building card whose production box is copied"),
}
CARDS_PURPOSES = {
    "sell": N_("Sell patents: choose the cards to sell for 1 M€ each"),
    "keep": N_plural("Choose {count} card to keep", "Choose {count} cards to keep"),
    "research": N_("Research: buy cards for {price} M€ each"),
    "starting": N_("Starting hand: buy project cards for {price} M€ each"),
}


def _what(decision: Any) -> str:
    """What a payment is for: a card, a project, a milestone, an award, research..."""
    task = decision.task
    data = decision.data
    if data.get("card"):
        return names.card_name(data["card"])
    if task is None:
        return ""
    if task.kind == "standard_project":
        return names.project_name(task.data.get("project", ""))
    if task.kind in ("milestone", "award"):
        return names.milestone_or_award_name(task.data.get("name", ""))
    if task.kind == "research":
        return Text(N_plural("{count} research card", "{count} research cards"), {"count": len(task.data.get("chosen", []))}).translated()
    if task.source:
        return names.card_name(task.source)
    return ""


def decision_prompt(decision: Any, session) -> str:
    d = decision
    data = d.data
    if d.kind == "space":
        tile = data.get("tile", "")
        if data.get("purpose") == "final":
            plants = plants_per_greenery(session.state.players[d.seat])
            return Text(N_("Final greenery: place a greenery for {plants} plants, or skip"),
                        {"plants": plants}).translated()
        if tile == "claim":
            return Text(N_("Land Claim: choose a highlighted space to reserve")).translated()
        return Text(N_("Place {tile}: choose a highlighted space"), {"tile": names.tile(tile)}).translated()
    if d.kind == "payment":
        what = _what(d)
        if what:
            return Text(N_("Pay {cost} M€ for {what}"), {"cost": data["cost"], "what": what}).translated()
        return Text(N_("Pay {cost} M€"), {"cost": data["cost"]}).translated()
    if d.kind == "player":
        resource = names.resource(data.get("resource", ""), data.get("count", 1))
        if "delta" in data:
            return Text(N_("Choose the player whose {resource} production drops by {amount}"),
                        {"resource": resource, "amount": -data["delta"]}).translated()
        if data.get("steal"):
            return Text(N_("Choose the player to steal up to {count} {resource} from"),
                        {"resource": resource, "count": data.get("count", 1)}).translated()
        return Text(N_("Choose the player who loses up to {count} {resource}"),
                    {"resource": resource, "count": data.get("count", 1)}).translated()
    if d.kind == "amount":
        return Text(N_("Choose how many {resource} ({low} to {high})"),
                    {"resource": names.resource(data.get("resource", "")), "low": data["min"],
                     "high": data["max"]}).translated()  # fmt: skip
    if d.kind == "option":
        if data["options"] == ["use"]:
            return Text(N_("Use the optional effect of {card}?"), {"card": names.card_name(data.get("card") or "")}).translated()
        if data["options"] == ["buy"]:
            return Text(N_("Buy the drawn card for {price} M€?"), {"price": data.get("price", 0)}).translated()
        if data.get("card"):
            return Text(N_("{card}: choose one"), {"card": names.card_name(data["card"])}).translated()
        return Text(N_("Choose one")).translated()
    if d.kind == "card":
        template = CARD_PURPOSES.get(data.get("purpose", ""), N_("Choose a card"))
        return Text(template, {"resource": names.resource(data.get("resource", ""))}).translated()
    if d.kind == "cards":
        template = CARDS_PURPOSES.get(data.get("purpose", ""), N_("Choose cards"))
        return Text(template, {"count": data["min"], "price": data.get("price", 3)}).translated()
    if d.kind == "corporation":
        return Text(N_("Choose your corporation")).translated()
    if d.kind == "order":
        return Text(N_("Several effects trigger at once: choose which resolves first")).translated()
    return d.kind


def turn_prompt(session) -> str:
    """The top bar's line when no decision is pending."""
    state = session.state
    if session.is_over():
        return Text(N_("The game is over")).translated()
    seat = session.current_seat()
    if seat is None:
        return ""
    if state.pending is not None:
        return Text(N_("{player}: {prompt}"), {"player": session.name(seat),
                                                "prompt": decision_prompt(state.pending, session)}).translated()
    p = state.players[seat]
    if p.first_action_pending and state.actions_this_turn == 0:
        return Text(N_("{player}: take the first action of {card} (Projects tab) or pass"),
                    {"player": session.name(seat), "card": names.card_name(p.corporation or "")}).translated()
    if continuous_turn(state):
        return Text(N_("{player}: take actions until you pass"), {"player": session.name(seat)}).translated()
    return Text(N_("{player}: take an action ({number} of 2)"),
                {"player": session.name(seat), "number": state.actions_this_turn + 1}).translated()

