"""What the table asks the player to do now: one line per pending decision or turn.

Shown in the top bar and as the heading of each decision dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import N_, N_plural, Text
from game.tm.constants import ACTIONS_PER_TURN, CARD_SALE_PRICE
from game.tm.decisions import (
    AmountDecision,
    CardDecision,
    CardsDecision,
    CorporationDecision,
    OptionsDecision,
    OrderDecision,
    PaymentDecision,
    PendingDecision,
    PlayerDecision,
    SpaceDecision,
    YesNoDecision,
)
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
    "sell": N_("Sell patents: choose the cards to sell for {sale} M€ each"),
    "keep": N_plural("Choose {count} card to keep", "Choose {count} cards to keep"),
    "research": N_("Research: buy cards for {price} M€ each"),
    "starting": N_("Starting hand: buy project cards for {price} M€ each"),
}


def _what(d: PaymentDecision) -> str:
    """What a payment is for: a card, a project, a milestone, an award, research..."""
    if d.purpose == "card":
        return names.card_name(d.subject)
    if d.purpose == "project":
        return names.project_name(d.subject)
    if d.purpose in ("milestone", "award"):
        return names.milestone_or_award_name(d.subject)
    if d.purpose == "research":
        return Text(
            N_plural("{count} research card", "{count} research cards"), {"count": d.count}
        ).translated()
    return ""


def _space_prompt(d: SpaceDecision, session) -> str:
    if d.final_greenery:
        plants = plants_per_greenery(session.state.players[d.seat])
        return Text(
            N_("Final greenery: place a greenery for {plants} plants, or skip"), {"plants": plants}
        ).translated()
    if d.tile == "claim":
        return Text(N_("Land Claim: choose a highlighted space to reserve")).translated()
    return Text(N_("Place {tile}: choose a highlighted space"), {"tile": names.tile(d.tile)}).translated()


def _payment_prompt(d: PaymentDecision, session) -> str:
    what = _what(d)
    if what:
        return Text(N_("Pay {cost} M€ for {what}"), {"cost": d.cost, "what": what}).translated()
    return Text(N_("Pay {cost} M€"), {"cost": d.cost}).translated()


def _player_prompt(d: PlayerDecision, session) -> str:
    resource = names.resource(d.resource, d.count)
    if d.production_delta is not None:
        return Text(
            N_("Choose the player whose {resource} production drops by {amount}"),
            {"resource": resource, "amount": -d.production_delta},
        ).translated()
    if d.steal:
        return Text(
            N_("Choose the player to steal up to {count} {resource} from"),
            {"resource": resource, "count": d.count},
        ).translated()
    return Text(
        N_("Choose the player who loses up to {count} {resource}"), {"resource": resource, "count": d.count}
    ).translated()


def _amount_prompt(d: AmountDecision, session) -> str:
    return Text(
        N_("Choose how many {resource} ({low} to {high})"),
        {"resource": names.resource(d.resource), "low": d.low, "high": d.high},
    ).translated()


def _yes_no_prompt(d: YesNoDecision, session) -> str:
    if d.question == "buy":
        return Text(N_("Buy the drawn card for {price} M€?"), {"price": d.price}).translated()
    return Text(
        N_("Use the optional effect of {card}?"), {"card": names.card_name(d.source or "")}
    ).translated()


def _options_prompt(d: OptionsDecision, session) -> str:
    if d.source:
        return Text(N_("{card}: choose one"), {"card": names.card_name(d.source)}).translated()
    return Text(N_("Choose one")).translated()


def _card_prompt(d: CardDecision, session) -> str:
    template = CARD_PURPOSES.get(d.purpose, N_("Choose a card"))
    return Text(template, {"resource": names.resource(d.resource)}).translated()


def _cards_prompt(d: CardsDecision, session) -> str:
    template = CARDS_PURPOSES.get(d.purpose, N_("Choose cards"))
    return Text(template, {"count": d.low, "price": d.price, "sale": CARD_SALE_PRICE}).translated()


def _corporation_prompt(d: CorporationDecision, session) -> str:
    return Text(N_("Choose your corporation")).translated()


def _order_prompt(d: OrderDecision, session) -> str:
    return Text(N_("Several effects trigger at once: choose which resolves first")).translated()


#: The prompt line of each kind of decision.
PROMPTS: dict[type, Callable[[Any, Any], str]] = {
    SpaceDecision: _space_prompt,
    PaymentDecision: _payment_prompt,
    PlayerDecision: _player_prompt,
    AmountDecision: _amount_prompt,
    YesNoDecision: _yes_no_prompt,
    OptionsDecision: _options_prompt,
    CardDecision: _card_prompt,
    CardsDecision: _cards_prompt,
    CorporationDecision: _corporation_prompt,
    OrderDecision: _order_prompt,
}


def decision_prompt(decision: PendingDecision, session) -> str:
    return PROMPTS[type(decision)](decision, session)


def turn_prompt(session) -> str:
    """The top bar's line when no decision is pending."""
    state = session.state
    if session.is_over():
        return Text(N_("The game is over")).translated()
    seat = session.current_seat()
    if seat is None:
        return ""
    decision = session.decision()
    if decision is not None:
        return Text(
            N_("{player}: {prompt}"),
            {"player": session.name(seat), "prompt": decision_prompt(decision, session)},
        ).translated()
    p = state.players[seat]
    if p.first_action_pending and state.actions_this_turn == 0:
        return Text(
            N_("{player}: take the first action of {card} (Projects tab) or pass"),
            {"player": session.name(seat), "card": names.card_name(p.corporation or "")},
        ).translated()
    if continuous_turn(state):
        return Text(N_("{player}: take actions until you pass"), {"player": session.name(seat)}).translated()
    return Text(
        N_("{player}: take an action ({number} of {most})"),
        {"player": session.name(seat), "number": state.actions_this_turn + 1, "most": ACTIONS_PER_TURN},
    ).translated()
