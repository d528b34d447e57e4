"""The top-level actions a seat may take now, listed for ``legal_commands`` (spec section 11).

The lists hold exactly the actions whose refusal check in ``game.tm.actions``
(``play_card_failure``, ``standard_project_failure``, ``milestone_failure``...) says None, in the
order the table and the bots have always seen them. Listing is asked at every position of every
game and search, so it asks the same questions in the cheapest order and builds no refusal text:
what the seat could pay at most (``Funds``, worked out once per listing) rules out most actions
before the costly checks (a card's requirements and effects, the free spaces on the map) run.
``tests/tm/test_fast_paths.py`` compares the lists with the refusal checks on random games.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.core.command import Command
from game.tm.actions import (
    _heat_spent,
    _options,
    action_option_failure,
    award_cost,
)
from game.tm.commands import (
    card_action,
    claim_milestone,
    convert_heat,
    convert_plants,
    end_turn,
    fund_award,
    pass_,
    play_card,
    standard_project,
)
from game.tm.constants import HEAT_PER_STEP
from game.tm.content import CardDef, card, milestones_awards, standard_projects
from game.tm.flow import continuous_turn
from game.tm.payment import card_cost, standard_project_cost
from game.tm.placement import has_city_space, has_greenery_space
from game.tm.playability import card_failure
from game.tm.scoring import milestone_metric
from game.tm.state import CITY_KINDS, HEAT, MC, PLANTS, STEEL, TITANIUM, GameState, PlayerState
from game.tm.tableau import has_effect, plants_per_greenery, steel_value, tag_count, titanium_value


@dataclass(slots=True)  # not frozen: built at every listing, and a frozen init sets each field the slow way
class Funds:
    """The most a player could pay right now, in M€ (``payment.can_afford`` for many costs)."""

    megacredits: int  # M€, plus heat for a player who may pay with heat (Helion)
    steel: int  # what all their steel is worth
    titanium: int  # what all their titanium is worth

    def covers(self, cost: int, steel: bool = False, titanium: bool = False) -> bool:
        budget = self.megacredits + (self.steel if steel else 0) + (self.titanium if titanium else 0)
        return budget >= cost


def funds(p: PlayerState) -> Funds:
    res = p.resources
    heat = res[HEAT] if has_effect(p, "heat_as_megacredits") else 0
    steel = res[STEEL] * steel_value(p) if res[STEEL] else 0  # no metal: its value does not matter
    titanium = res[TITANIUM] * titanium_value(p) if res[TITANIUM] else 0
    return Funds(res[MC] + heat, steel, titanium)


def top_level_actions(s: GameState, seat: int) -> list[Command]:
    """Every legal top-level action of ``seat``: cards, standard projects, card actions,
    conversions, milestones, awards, then end of turn and pass."""
    p = s.players[seat]
    if p.first_action_pending and s.actions_this_turn == 0:
        return [card_action(seat, p.corporation), pass_(seat)]
    money = funds(p)
    out: list[Command] = [play_card(seat, name) for name in playable_cards(s, seat, money)]
    out += [standard_project(seat, name) for name in usable_projects(s, seat, money)]
    out += [card_action(seat, name) for name in usable_card_actions(s, seat)]
    # convert_plants_failure / convert_heat_failure is None, without building their refusal texts
    res = p.resources
    if res[PLANTS] >= plants_per_greenery(p) and has_greenery_space(s, seat):
        out.append(convert_plants(seat))
    if res[HEAT] >= HEAT_PER_STEP:
        out.append(convert_heat(seat))
    out += [claim_milestone(seat, name) for name in claimable_milestones(s, seat, money)]
    out += [fund_award(seat, name) for name in fundable_awards(s, seat, money)]
    if s.actions_this_turn >= 1 and not continuous_turn(s):
        out.append(end_turn(seat))
    out.append(pass_(seat))
    return out


def playable_cards(s: GameState, seat: int, money: Funds) -> list[str]:
    """The distinct cards in hand ``play_card_failure`` allows, in hand order (the price first)."""
    p = s.players[seat]
    # Without any discount the price is the printed cost (card_cost's discounts all add to 0).
    printed = not p.next_card_discount and not has_effect(p, "discount")
    helion = has_effect(p, "heat_as_megacredits")  # heat_reserved counts only for such a player
    megacredits, steel, titanium = money.megacredits, money.steel, money.titanium
    out = []
    for name in dict.fromkeys(p.hand):
        c, building, space, heat_spent = _card_facts(name)
        price = c.cost if printed else card_cost(p, c)
        if helion:
            price += heat_spent
        # Funds.covers, inlined
        budget = megacredits + (steel if building else 0) + (titanium if space else 0)
        if budget >= price and card_failure(s, seat, c) is None:
            out.append(name)
    return out


@cache
def _card_facts(name: str) -> tuple[CardDef, bool, bool, int]:
    """The card, may steel (a building tag) and titanium (a space tag) pay for it, and the heat its
    own effect spends (``heat_reserved`` for a player who pays with heat)."""
    c = card(name)
    return c, "building" in c.tags, "space" in c.tags, _heat_spent(name)


def usable_projects(s: GameState, seat: int, money: Funds) -> list[str]:
    """The standard projects ``standard_project_failure`` allows, in their order."""
    p = s.players[seat]
    discounted = has_effect(p, "standard_project_discount")  # asked once, not per project
    megacredits = money.megacredits  # no metal pays for a standard project
    out = []
    for name, project in standard_projects().items():
        if name == "Sell Patents":
            usable = bool(p.hand)
        else:
            cost = standard_project_cost(p, name, project.cost) if discounted else project.cost
            usable = megacredits >= cost
            if usable and name == "City":
                usable = has_city_space(s, seat)
            elif usable and name == "Greenery":
                usable = has_greenery_space(s, seat)
        if usable:
            out.append(name)
    return out


def usable_card_actions(s: GameState, seat: int) -> list[str]:
    """Cards in play whose action (or the corporation's first action) may be used now: those
    ``card_action_failure`` allows, asked in its order without its tableau scan and texts."""
    p = s.players[seat]
    used = p.actions_used
    first = p.corporation if p.first_action_pending else None
    out = []
    for name in p.tableau:
        if name in used:
            continue
        if name == first:  # the corporation's first action is always there to take
            out.append(name)
        elif _has_action(name):
            action = card(name).action
            if action.get("condition") == "tr_raised_this_generation" and not p.tr_raised_this_generation:
                continue
            if any(action_option_failure(s, seat, name, option) is None for option in _options(action)):
                out.append(name)
    return out


def claimable_milestones(s: GameState, seat: int, money: Funds) -> list[str]:
    """The milestones ``milestone_failure`` allows, in their order."""
    ms, _, rules, _ = milestones_awards()
    if s.setup.solo or len(s.milestones) >= rules["max_claimed_per_game"]:
        return []
    if not money.covers(rules["cost_megacredits"]):
        return []
    claimed = s.milestones
    return [
        name for name, m in ms.items() if name not in claimed and _metric(s, seat, m.metric) >= m.at_least
    ]


def _metric(s: GameState, seat: int, metric: str) -> int:
    """``scoring.milestone_metric``, the tiles counted without the board (checked against it in
    tests/tm/test_fast_paths.py)."""
    p = s.players[seat]
    if metric == "terraform_rating":
        return p.tr
    if metric == "cards_in_hand":
        return len(p.hand)
    if metric == "own_city_tiles":
        return sum(1 for t in s.tiles.values() if t.owner == seat and t.kind in CITY_KINDS)
    if metric == "own_greenery_tiles":
        return sum(1 for t in s.tiles.values() if t.owner == seat and t.kind == "greenery")
    if metric == "building_tags_in_play":
        return tag_count(p, "building")
    return milestone_metric(s, seat, metric)  # an unknown metric: refused there


def fundable_awards(s: GameState, seat: int, money: Funds) -> list[str]:
    """The awards ``award_failure`` allows, in their order."""
    _, aw, _, rules = milestones_awards()
    if s.setup.solo or len(s.awards) >= rules["max_funded_per_game"]:
        return []
    if not money.covers(award_cost(s)):
        return []
    funded = {name for name, _ in s.awards}
    return [name for name in aw if name not in funded]


@cache
def _has_action(name: str) -> bool:
    """Card content never changes at run time, so caching by card name cannot go stale."""
    return bool(card(name).action)  # card_action_failure refuses an empty action too
