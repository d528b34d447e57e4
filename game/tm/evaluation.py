"""How good a Terraforming Mars position is for one seat, in projected victory points: the
evaluation the computer opponents (``game.bots``) search with.

Everything a seat owns is first priced in M€ (``assets_mc``), then turned into VP at
``MC_PER_VP`` (about what a VP costs through the standard projects and VP cards):

* M€ in stock is worth its face value while generations remain, up to ``HOARD_MC`` (more
  than that is worth ``HOARD_SHARE``); in the last generation money left unspent is worth
  little (``LAST_GENERATION_MC``), so the bots spend it;
* steel, titanium, plants, energy and heat in stock by ``RESOURCE_MC`` (8 plants are a
  greenery, 8 heat a temperature step; heat is worth nothing once the temperature is
  at its maximum, plants less once the oxygen is);
* production by ``PRODUCTION_MC`` for every generation left, TR for 1 M€ a generation;
* cards in hand by what playing them should bring less their cost (``card_value``), only
  as many as the money the seat can expect could pay for, and at ``HAND_SHARE`` of it (a
  card in hand is a plan, not yet a result);
* blue cards' actions by what one use brings less what it costs (``action_mc``), once a
  generation (``actions_mc``), as often as the energy they spend allows;
* each empty space next to one's own city may still hold a greenery worth a VP to the
  city (``CITY_ROOM_VP``).

``projected_vp(s, seat)`` adds these to the VP the seat would score if the game ended now
(``game.tm.scoring.final_scores``: TR, milestones, awards at today's standing, tiles and
cards' VP). ``generations_left`` estimates the end from the global parameters still to
raise and the pace so far.

The solo challenge (rulebook: terraform Mars by the end of generation 14, or lose) is won
only by raising every global parameter: each step still missing costs about what the
standard project that raises it costs (``SOLO_TEMPERATURE_MC``, ``SOLO_OCEAN_MC``,
``SOLO_OXYGEN_MC``), so the bots weigh an engine built now against the steps it must pay
for later, and do not leave the dearest parameter for the end. Plants and heat count only up
to what the missing oxygen and temperature steps need (``_solo_surplus_mc``): a pile of plants
beyond the last greenery is worth nothing, and the bots do not keep it instead of the step.

``relative_value(s, seat)`` is what the bots maximise: the seat's projection minus the
best opponent's (the solo game: the projection alone), the opponents' hands counted at
``HIDDEN_CARD_MC`` a card.
"""

from __future__ import annotations

from functools import cache

from game.tm.board import tharsis
from game.tm.constants import CARD_PRICE, HEAT_PER_STEP, SOLO_LAST_GENERATION
from game.tm.content import card
from game.tm.requirements import PARAM_STEP, requirement_failure
from game.tm.scoring import final_scores
from game.tm.state import (
    CITY_KINDS,
    HEAT,
    MC,
    OCEANS_MAX,
    OVER,
    OXYGEN_MAX,
    PLANTS,
    SETUP,
    TEMP_MAX,
    TEMP_MIN,
    GameState,
    PlayerState,
)
from game.tm.tableau import has_effect, plants_per_greenery

#: M€ worth one VP (a greenery for 23 M€ brings a TR and a greenery's VP, an asteroid
#: 14 M€ a TR; VP cards cost about 8-12 M€ a VP).
MC_PER_VP = 10.0
#: M€ one unit of production of each resource pays per generation (M€, steel, titanium,
#: plants, energy, heat).
PRODUCTION_MC = (1.0, 1.6, 2.4, 2.0, 1.5, 1.0)
#: Production is worth more than the sum of its payments: what it pays is spent on more
#: production (the weights above times this).
PRODUCTION_GROWTH = 1.6
#: M€ value of one resource in stock, same order.
RESOURCE_MC = (1.0, 1.6, 2.4, 2.2, 1.0, 1.2)
#: M€ in stock beyond ``HOARD_MC`` are worth ``HOARD_SHARE`` of their face: more money than a
#: generation's purchases only waits (and a seat that hoards never ends the game).
HOARD_MC = 40
HOARD_SHARE = 0.4
#: What one M€ left unspent is worth in the last generation.
LAST_GENERATION_MC = 0.3
#: Share of a hand card's expected net worth counted while it is still in hand.
HAND_SHARE = 0.5
#: M€ a card in another seat's hand is taken to be worth (the seat cannot see which it is: a
#: determinized state holds a guess, whose worth would only add noise).
HIDDEN_CARD_MC = 6.0
#: Generations of income a hand is counted to be played with.
HAND_HORIZON = 2.0
#: VP one empty space next to one's own city may still bring.
CITY_ROOM_VP = 0.35
#: M€ a global-parameter step still missing costs in the solo challenge.
SOLO_TEMPERATURE_MC = 19.0  # an asteroid costs 14 M€
SOLO_OCEAN_MC = 19.0  # an aquifer 18 M€
SOLO_OXYGEN_MC = 22.0  # a greenery 23 M€ (and plants make them too)
#: In the solo challenge the score counts only once the challenge is won: the VP a position
#: would score now weigh this much (a tie-break between positions equally far from the goal).
SOLO_SCORE_WEIGHT = 0.05
#: What winning the solo challenge is worth, above the score.
SOLO_WIN_VP = 100.0
#: Likelihood that a tag, production or tile requirement not yet met will be in time.
UNMET_OTHER = 0.4
#: Global steps per generation assumed at the start of a 2-player game.
START_PACE = 5.0
#: The most generations the projection counts on.
MAX_LEFT = 9.0
#: M€ that a card in the hand is worth at least (``card_value``; used to rank cards).
CARD_FLOOR_MC = 0.0
#: M€ an effect that the model cannot price (a draw, a blue card's effect) is worth.
DRAW_MC = 3.0
EFFECT_MC = 2.0


def steps_left(s: GameState) -> int:
    """Global-parameter steps still to raise before Mars is terraformed."""
    return (TEMP_MAX - s.temperature) // 2 + (OXYGEN_MAX - s.oxygen) + (OCEANS_MAX - s.oceans)


def generations_left(s: GameState) -> float:
    """Production phases still to pay out after this generation's (0 once the game is over)."""
    if s.phase == OVER:
        return 0.0
    if s.setup.solo:
        return float(max(0, SOLO_LAST_GENERATION - s.generation))
    total = (TEMP_MAX - TEMP_MIN) // 2 + OXYGEN_MAX + OCEANS_MAX
    steps = steps_left(s)
    pace = max(START_PACE + s.n - 2, (total - steps) / max(1, s.generation))
    return min(MAX_LEFT, steps / pace)


def assets_mc(s: GameState, seat: int, left: float | None = None, hidden_hand: bool = False) -> float:
    """What the seat's money, resources, production, TR income, cards and actions are worth in M€."""
    estimate = generations_left(s)
    return _assets_mc(s, seat, estimate if left is None else left, hidden_hand, estimate < 1)


def _assets_mc(s: GameState, seat: int, left: float, hidden_hand: bool, last_generation: bool) -> float:
    """``assets_mc`` with ``generations_left`` worked out once by the caller (an evaluation asks
    it for every seat, and the bots evaluate hundreds of thousands of positions a game)."""
    p = s.players[seat]
    solo = s.setup.solo
    worth = _stock_worth_for(last_generation, s.temperature >= TEMP_MAX, s.oxygen >= OXYGEN_MAX, solo)
    mc = sum(w * v for w, v in zip(worth, p.resources, strict=True))
    mc -= worth[MC] * (1 - HOARD_SHARE) * max(0, p.resources[MC] - HOARD_MC)
    if s.setup.solo:
        mc -= _solo_surplus_mc(s, p, worth)
    production = _production_worth_for(s.temperature >= TEMP_MAX, s.oxygen >= OXYGEN_MAX, solo)
    mc += sum(w * v for w, v in zip(production, p.production, strict=True)) * left
    mc += p.tr * left
    rounded = round(left)
    mc += sum(
        actions_mc(name, rounded, solo) * _energy_factor(p, name) for name in p.tableau if _has_action(name)
    )
    mc += HAND_SHARE * HIDDEN_CARD_MC * len(p.hand) if hidden_hand else hand_mc(s, p, left)
    if s.phase == SETUP:
        mc += _chosen_corporation_mc(s, p, left)
    return mc


#: What each corporation's lasting effect (or action) brings over a whole game, in M€: our
#: estimate, from how often the effect pays (a discount per tag, a rebate per dear card...).
CORPORATION_EFFECT_MC = {
    "Saturn Systems": 8.0,
    "CrediCor": 20.0,
    "PhoboLog": 10.0,
    "ThorGate": 8.0,
    "Ecoline": 15.0,
    "Helion": 15.0,
    "Interplanetary Cinematics": 14.0,
    "Mining Guild": 10.0,
    "Teractor": 12.0,
    "Tharsis Republic": 16.0,
    "United Nations Mars Initiative": 14.0,
    "Inventrix": 12.0,
}
#: Generations a game is taken to last when the corporations are chosen.
GAME_GENERATIONS = 12.0


def _chosen_corporation_mc(s: GameState, p: PlayerState, left: float) -> float:
    """During set-up: the corporation a seat has chosen (applied only once every seat has
    chosen) and the cards it is buying with it (paid for then)."""
    if p.corporation is not None or len(p.dealt_corporations) != 1:
        return 0.0
    name = p.dealt_corporations[0]
    start = card(name).starting or {}
    mc = float(start.get("megacredits", 0)) - CARD_PRICE * len(p.hand)
    mc += sum(_STOCK_WEIGHT.get(r, 1.0) * n for r, n in (start.get("stock") or {}).items())
    mc += sum(PRODUCTION_GROWTH * _PRODUCTION_WEIGHT.get(r, 1.0) * n * left
              for r, n in (start.get("production") or {}).items())  # fmt: skip
    return mc + CORPORATION_EFFECT_MC.get(name, 0.0) * min(1.0, left / GAME_GENERATIONS)


def hand_mc(s: GameState, p: PlayerState, left: float) -> float:
    """The cards in hand that the seat's money of the next ``HAND_HORIZON`` generations could
    pay for, best value per M€ first."""
    rounded = round(left)
    solo = s.setup.solo
    budget = p.resources[MC] + (p.production[MC] + p.tr) * min(left, HAND_HORIZON)
    budget += 2 * p.resources[1] + 3 * p.resources[2]
    if s.phase == SETUP and p.corporation is None and len(p.dealt_corporations) == 1:
        budget += (card(p.dealt_corporations[0]).starting or {}).get("megacredits", 0) - CARD_PRICE * len(
            p.hand
        )
    ranked = sorted(
        (
            (card_value(name, rounded, solo) * _requirement_factor(s, p.seat, name, left), card(name).cost)
            for name in p.hand
        ),
        key=lambda vc: -vc[0] / max(1, vc[1]),
    )
    total = 0.0
    for value, cost in ranked:
        if value <= 0 or cost > budget:
            continue
        total += value
        budget -= cost
    return HAND_SHARE * total


def _requirement_factor(s: GameState, seat: int, name: str, left: float) -> float:
    """How likely a card in hand is to be played in time: 1 when its requirements are met; a
    global parameter still too low by how many generations it will take to get there; a
    maximum already passed 0; a tag, production or tile count still missing ``UNMET_OTHER``."""
    factor = 1.0
    for req in card(name).requirements:
        if requirement_failure(s, seat, req) is None:
            continue
        if req.kind in PARAM_STEP:
            if req.max:
                return 0.0
            value = {"temperature": s.temperature, "oxygen": s.oxygen, "oceans": s.oceans}[req.kind]
            gap = (req.count - value) / PARAM_STEP[req.kind]
            wait = gap / _param_pace(s)
            factor *= max(0.0, 1.0 - wait / max(1.0, left))
        else:
            factor *= UNMET_OTHER
    return factor


def _param_pace(s: GameState) -> float:
    """Steps a generation one global parameter rises by, on average so far (at least 1)."""
    total = (TEMP_MAX - TEMP_MIN) // 2 + OXYGEN_MAX + OCEANS_MAX
    return max(1.0, (total - steps_left(s)) / max(1, s.generation) / 3)


def projected_vp(
    s: GameState, seat: int, scores: list | None = None, hidden_hand: bool = False, left: float | None = None
) -> float:
    """The seat's VP now plus the projected worth of its assets (see the module docstring);
    ``left``: ``generations_left(s)`` when the caller has it already."""
    scores = scores if scores is not None else final_scores(s)
    vp = float(scores[seat].total)
    left = generations_left(s) if left is None else left
    if s.setup.solo:
        return _solo_value(s, seat, vp, left)
    if s.phase == OVER:
        return vp
    vp += _assets_mc(s, seat, left, hidden_hand, left < 1) / MC_PER_VP
    vp += CITY_ROOM_VP * _city_room(s, seat) * min(1.0, left / 3)
    return vp


def _solo_value(s: GameState, seat: int, score: float, left: float) -> float:
    """The solo challenge: won (Mars terraformed by the end of generation 14) it is the score
    and ``SOLO_WIN_VP``; otherwise what the assets could still pay for, less the steps missing."""
    missing = _solo_missing_mc(s)
    if s.phase == OVER:
        if missing == 0:
            return SOLO_WIN_VP + score
        return SOLO_SCORE_WEIGHT * score - missing / MC_PER_VP
    value = SOLO_SCORE_WEIGHT * score + _assets_mc(s, seat, left, False, left < 1) / MC_PER_VP
    return value - missing / MC_PER_VP


def _solo_missing_mc(s: GameState) -> float:
    """What the global steps still missing would cost, parameter by parameter."""
    return (
        (TEMP_MAX - s.temperature) // 2 * SOLO_TEMPERATURE_MC
        + (OXYGEN_MAX - s.oxygen) * SOLO_OXYGEN_MC
        + (OCEANS_MAX - s.oceans) * SOLO_OCEAN_MC
    )


def relative_value(s: GameState, seat: int) -> float:
    """The seat's projection minus the best opponent's (solo: the projection)."""
    scores = final_scores(s)
    left = generations_left(s)
    own = projected_vp(s, seat, scores, left=left)
    if s.n == 1:
        return own
    return own - max(
        projected_vp(s, other, scores, hidden_hand=True, left=left) for other in range(s.n) if other != seat
    )


def immediate_vp(s: GameState, seat: int) -> float:
    """VP if the game ended now, ties broken by M€ (the plain greedy bot's measure)."""
    return final_scores(s)[seat].total + s.players[seat].resources[MC] / 1000


@cache
def card_value(name: str, left: int, solo: bool = False) -> float:
    """M€ a project card should bring when played, less its cost: VP, production over the
    generations left, TR and global steps, tiles, resources, draws, actions and effects."""
    c = card(name)
    b = c.behavior or {}
    value = _card_vp(c.vp) * MC_PER_VP
    for resource, delta in (b.get("production") or {}).items():
        value += PRODUCTION_GROWTH * _PRODUCTION_WEIGHT.get(resource, 1.0) * _number(delta) * left
    value += sum(_number(v) * _step_mc(left, solo, param) for param, v in (b.get("global") or {}).items())
    value += _number(b.get("tr", 0)) * (left + (0.0 if solo else MC_PER_VP))
    for tile in b.get("tiles") or ():
        value += _tile_mc(tile.get("tile"), left, solo) * _number(tile.get("count", 1))
    for resource, count in (b.get("stock") or {}).items():
        value += _STOCK_WEIGHT.get(resource, 1.0) * _number(count)
    if b.get("draw_cards"):
        value += DRAW_MC * _number(b["draw_cards"].get("count", 1))
    if c.action is not None:
        value += actions_mc(name, left, solo)
    value += EFFECT_MC * len(c.effects)
    return max(CARD_FLOOR_MC, value - c.cost)


@cache
def actions_mc(name: str, left: int, solo: bool = False) -> float:
    """M€ a blue card's action brings over the game: one use a generation, each worth
    ``action_mc`` with the generations then left."""
    return sum(action_mc(name, later, solo) for later in range(max(0, left), 0, -1))


def _energy_factor(p: PlayerState, name: str) -> float:
    """An action that spends energy runs only as often as the energy production allows."""
    need = _energy_need(name)
    if need is None:
        return 1.0
    return min(1.0, p.production[4] / need)


@cache
def _energy_need(name: str) -> float | None:
    """The energy one use of the card's action spends (the dearer option), None if none (or X)."""
    a = card(name).action or {}
    need = max(_number((o.get("cost") or {}).get("energy", 0)) for o in a.get("choice") or [a])
    if need <= 0 or a.get("x_min"):
        return None
    return need


@cache
def action_mc(name: str, left: int, solo: bool = False) -> float:
    """M€ one use of a blue card's action brings (its gain less its cost, the better option
    of a choice; never below 0: an action is only taken when it pays)."""
    a = card(name).action or {}
    options = a.get("choice") or [a]
    best = 0.0
    for option in options:
        gain = _gain_mc(card(name), option.get("gain") or {}, left, solo)
        cost = option.get("cost") or {}
        saved = cost.get("resources_here")
        if saved:  # the gain comes once every ``saved`` + 1 uses (the others add the resources)
            gain /= _number(saved) + 1
        best = max(best, gain - _cost_mc(cost, left))
    return best


def _gain_mc(c, gain: dict, left: int, solo: bool) -> float:
    value = sum(_STOCK_WEIGHT.get(r, 1.0) * _number(n) for r, n in (gain.get("stock") or {}).items())
    for resource, delta in (gain.get("production") or {}).items():
        value += PRODUCTION_GROWTH * _PRODUCTION_WEIGHT.get(resource, 1.0) * _number(delta) * left
    value += sum(_number(v) * _step_mc(left, solo, param) for param, v in (gain.get("global") or {}).items())
    value += _number(gain.get("tr", 0)) * (left + (0.0 if solo else MC_PER_VP))
    for tile in gain.get("tiles") or ():
        value += _tile_mc(tile.get("tile"), left, solo) * _number(tile.get("count", 1))
    if gain.get("draw_cards"):
        draw = gain["draw_cards"]
        value += (DRAW_MC - (1.5 if draw.get("pay_to_keep") else 0.0)) * _number(draw.get("count", 1))
    if gain.get("reveal_top_card"):
        value += 1.0
    for add in gain.get("add_resources") or ():
        per_resource = c.vp.get("per_resource", 0) / c.vp.get("per", 1) if isinstance(c.vp, dict) else 0.0
        vp_mc = per_resource * MC_PER_VP * (SOLO_SCORE_WEIGHT if solo else 1.0)
        value += max(0.5, vp_mc) * _number(add.get("count", 1))
    return value


def _cost_mc(cost: dict, left: int) -> float:
    value = 0.0
    for resource, amount in cost.items():
        if resource in _STOCK_WEIGHT:
            value += _STOCK_WEIGHT[resource] * (_number(amount) if amount != "X" else 0.0)
        elif resource == "production":
            value += sum(_PRODUCTION_WEIGHT.get(r, 1.0) * -_number(d) * left for r, d in amount.items())
        elif resource == "remove_from_any_card":
            value += 0.5
    return value


def _step_mc(left: int, solo: bool, param: str = "") -> float:
    """M€ one global step is worth to the seat that raises it: the TR's income, and its VP
    (in the solo challenge: the step itself)."""
    if not solo:
        return left + MC_PER_VP
    if param == "temperature":
        return left + SOLO_TEMPERATURE_MC
    return left + (SOLO_OXYGEN_MC if param == "oxygen" else SOLO_OCEAN_MC)


def _tile_mc(tile: str | None, left: int, solo: bool) -> float:
    if tile == "ocean":
        return _step_mc(left, solo, "oceans") + 2.0  # the step, and 2 M€ a placement next to it
    if tile == "greenery":
        return _step_mc(left, solo, "oxygen") + MC_PER_VP
    if tile in ("city", "capital"):
        return 10.0 + 1.0 * left / 3
    return 4.0


@cache
def _stock_worth_for(last_generation: bool, hot: bool, full: bool, solo: bool) -> tuple[float, ...]:
    """``RESOURCE_MC``, less where the stock cannot be used any more: money in the last
    generation, heat at the maximum temperature, plants at the maximum oxygen."""
    worth = list(RESOURCE_MC)
    if last_generation:
        worth[MC] = LAST_GENERATION_MC
    if hot:
        worth[HEAT] = 0.0
    if full:
        worth[PLANTS] = 0.0 if solo else MC_PER_VP / 8
    return tuple(worth)


def _solo_surplus_mc(s: GameState, p: PlayerState, worth: tuple[float, ...]) -> float:
    """In the solo challenge plants and heat are only worth the steps they can still raise:
    the stock beyond (say) one greenery when one oxygen step is left brings nothing."""
    plants_needed = (OXYGEN_MAX - s.oxygen) * plants_per_greenery(p)
    heat_needed = (TEMP_MAX - s.temperature) // 2 * HEAT_PER_STEP
    surplus_plants = max(0, p.resources[PLANTS] - plants_needed)
    surplus_heat = max(0, p.resources[HEAT] - heat_needed)
    if has_effect(p, "heat_as_megacredits"):
        surplus_heat = 0  # Helion pays with it
    return worth[PLANTS] * surplus_plants + worth[HEAT] * surplus_heat


@cache
def _production_worth_for(hot: bool, full: bool, solo: bool) -> tuple[float, ...]:
    worth = [w * PRODUCTION_GROWTH for w in PRODUCTION_MC]
    if hot:
        worth[HEAT] = 0.0
        worth[4] = 0.3  # energy: only what cards do with it
    if full:
        worth[PLANTS] = 0.0 if solo else MC_PER_VP / 8
    return tuple(worth)


_PRODUCTION_WEIGHT = {
    "megacredits": 1.0,
    "steel": 1.6,
    "titanium": 2.4,
    "plants": 2.0,
    "energy": 1.5,
    "heat": 1.0,
}
_STOCK_WEIGHT = {"megacredits": 1.0, "steel": 1.6, "titanium": 2.4, "plants": 2.2, "energy": 1.0, "heat": 1.2}


def _number(value: object) -> float:
    """A plain amount; an amount that depends on the position (per tag, per tile) counts 1."""
    return float(value) if isinstance(value, int | float) else 1.0


def _card_vp(vp: object) -> float:
    if isinstance(vp, int):
        return float(vp)
    if isinstance(vp, dict):
        return 1.5  # VP per resource or per adjacent tile: a typical game's worth
    return 0.0


@cache
def _has_action(name: str) -> bool:
    return card(name).action is not None


def _city_room(s: GameState, seat: int) -> int:
    board = tharsis()
    room = set()
    for sid, t in s.tiles.items():
        if t.kind in CITY_KINDS and t.owner == seat:
            room.update(n for n in board[sid].neighbors if n not in s.tiles)
    return len(room)


__all__ = [
    "action_mc", "actions_mc", "CITY_ROOM_VP", "MC_PER_VP", "PRODUCTION_MC", "RESOURCE_MC", "SOLO_OCEAN_MC", "SOLO_OXYGEN_MC", "SOLO_TEMPERATURE_MC", "assets_mc",
    "card_value", "generations_left", "hand_mc", "immediate_vp", "projected_vp", "relative_value", "steps_left",
]  # fmt: skip
