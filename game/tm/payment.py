"""Costs, discounts and ways to pay (spec section 15, rulings AMB-20, R-19)."""

from __future__ import annotations

from game.tm.content import CardDef
from game.tm.state import HEAT, MC, STEEL, TITANIUM, PlayerState
from game.tm.tableau import effects_in_play, has_effect, steel_value, titanium_value


def card_cost(p: PlayerState, c: CardDef) -> int:
    """Printed cost minus every discount that applies, never below 0 ([PAY-1])."""
    discount = p.next_card_discount
    tags = c.play_tags
    for _, eff in effects_in_play(p, "discount"):
        tag = eff.get("tag")
        if tag is None:
            discount += eff["amount"]
        elif eff.get("per") == "card":
            discount += eff["amount"] if tag in tags else 0
        else:
            discount += eff["amount"] * tags.count(tag)
    return max(0, c.cost - discount)


def standard_project_cost(p: PlayerState, project: str, base: int) -> int:
    effects = effects_in_play(p, "standard_project_discount")
    if not effects:  # most players: no discount to add up
        return max(0, base)
    discount = sum(e["amount"] for _, e in effects if e["project"] == project)
    return max(0, base - discount)


Payment = tuple[int, int, int, int]  # megacredits, steel, titanium, heat


def payment_options(
    p: PlayerState, cost: int, *, steel: bool = False, titanium: bool = False, heat: bool | None = None
) -> list[Payment]:
    """Every valid, non-wasteful way to pay ``cost``; MC-heaviest first.

    Overpaying is allowed only by less than one unit of a resource actually used
    (so MC and heat never overpay), as in rulings AMB-20.
    """
    if heat is None:
        heat = has_effect(p, "heat_as_megacredits")
    res = p.resources
    if not (steel or titanium or heat):  # M€ alone: the one way to pay, if there is enough
        mc = max(0, cost)
        return [(mc, 0, 0, 0)] if mc <= res[MC] else []
    sv, tv = steel_value(p), titanium_value(p)
    max_s = min(res[STEEL], -(-cost // sv)) if steel else 0
    max_t = min(res[TITANIUM], -(-cost // tv)) if titanium else 0
    max_h = min(res[HEAT], cost) if heat else 0
    options: list[Payment] = []
    for s_used in range(max_s + 1):
        for t_used in range(max_t + 1):
            metal = s_used * sv + t_used * tv
            for h_used in range(max_h + 1):
                rest = cost - metal - h_used
                mc = max(0, rest)
                if mc > res[MC]:
                    continue
                over = metal + h_used + mc - cost
                if over and (mc or h_used):
                    continue
                if over and ((s_used and over >= sv) or (t_used and over >= tv)):
                    continue
                if rest < 0 and h_used:
                    continue
                options.append((mc, s_used, t_used, h_used))
    options.sort(key=lambda o: (-o[0], o[3], o[1], o[2]))
    return options


def can_afford(
    p: PlayerState, cost: int, *, steel: bool = False, titanium: bool = False, heat: bool | None = None
) -> bool:
    if heat is None:
        heat = has_effect(p, "heat_as_megacredits")
    res = p.resources
    budget = res[MC] + (res[HEAT] if heat else 0)
    if steel:
        budget += res[STEEL] * steel_value(p)
    if titanium:
        budget += res[TITANIUM] * titanium_value(p)
    return budget >= cost


def paid_event_params(payment: Payment) -> dict[str, list[int]]:
    """The ``payment`` parameter of an event that records a price paid ([M€, steel, titanium, heat]),
    so the log can say "pays 6 M€ and 2 steel"; nothing when nothing was paid."""
    return {"payment": list(payment)} if any(payment) else {}


def spend(p: PlayerState, payment: Payment) -> None:
    mc, st, ti, he = payment
    p.resources[MC] -= mc
    p.resources[STEEL] -= st
    p.resources[TITANIUM] -= ti
    p.resources[HEAT] -= he
