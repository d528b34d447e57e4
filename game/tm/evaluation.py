"""How good a Terraforming Mars position is for one seat, in projected victory points: the
evaluation the computer opponents (``game.bots``) search with.

``projected_vp(s, seat)`` = the VP the seat would score if the game ended now
(``game.tm.scoring.final_scores``: TR, claimed milestones, awards at today's standing,
greeneries, cities, cards' VP) plus what its assets are worth by the end of the game:

* production: each unit of production pays every generation left, valued in M€ by
  ``PRODUCTION_MC`` and turned into VP at ``MC_PER_VP`` (the price of a VP through the
  standard projects, roughly);
* TR: it also pays 1 M€ per generation left;
* resources in stock by ``RESOURCE_MC`` (8 plants are a greenery, 8 heat a temperature step);
* cards in hand by ``card_value`` (what playing them should bring, less their cost), and
  blue cards' actions and resource engines by ``ACTION_MC`` per generation left;
* tile positions: each empty space next to one's own city may still hold a greenery
  worth a VP to the city (``CITY_ROOM_VP``).

``generations_left`` estimates the end from the global parameters still to raise and
the pace so far. In the solo game the challenge is won only by terraforming Mars by
generation 14, so each step of a global parameter still missing costs ``SOLO_STEP_VP``.

``relative_value(s, seat)`` is what the bots maximise: the seat's projection minus the
best opponent's (the solo game: the projection alone).
"""

from __future__ import annotations

from functools import cache

from game.tm.board import tharsis
from game.tm.constants import SOLO_LAST_GENERATION
from game.tm.content import card
from game.tm.scoring import final_scores
from game.tm.state import CITY_KINDS, MC, OCEANS_MAX, OVER, OXYGEN_MAX, TEMP_MAX, TEMP_MIN, GameState

#: M€ worth one VP (a greenery for 23 M€ brings a TR and a VP and more).
MC_PER_VP = 9.0
#: M€ that one unit of production of each resource pays per generation (M€, steel, titanium,
#: plants, energy, heat).
PRODUCTION_MC = (1.0, 1.6, 2.4, 2.0, 1.4, 0.8)
#: M€ value of one resource in stock, same order.
RESOURCE_MC = (0.6, 1.2, 1.8, 1.2, 0.5, 0.4)  # unspent at the end it is worth nothing
#: M€ per generation left that a blue card's action is worth.
ACTION_MC = 2.5
#: VP one empty space next to one's own city may still bring.
CITY_ROOM_VP = 0.35
#: VP lost per global-parameter step still missing in the solo challenge.
SOLO_STEP_VP = 3.0
#: The fewest generations a fresh game is expected to last; pace assumed at the start.
START_PACE = 5.0  # global steps per generation, in a 2-player game
#: The most generations the projection counts on.
MAX_LEFT = 9.0
#: M€ a card in hand is worth at least (a card is an option, even when poor).
CARD_FLOOR_MC = 1.0


def steps_left(s: GameState) -> int:
    """Global-parameter steps still to raise before Mars is terraformed."""
    return (TEMP_MAX - s.temperature) // 2 + (OXYGEN_MAX - s.oxygen) + (OCEANS_MAX - s.oceans)


def generations_left(s: GameState) -> float:
    """Generations expected after this one (0 once the game is over)."""
    if s.phase == OVER:
        return 0.0
    if s.setup.solo:
        return float(max(0, SOLO_LAST_GENERATION - s.generation))
    total = (TEMP_MAX - TEMP_MIN) // 2 + OXYGEN_MAX + OCEANS_MAX
    done = total - steps_left(s)
    pace = max(START_PACE + s.n - 2, done / max(1, s.generation))
    return min(MAX_LEFT, steps_left(s) / pace)


def projected_vp(s: GameState, seat: int, scores: list | None = None) -> float:
    """The seat's VP now plus the projected worth of its assets (see the module docstring)."""
    scores = scores if scores is not None else final_scores(s)
    p = s.players[seat]
    vp = float(scores[seat].total)
    if s.phase == OVER:
        return vp
    left = generations_left(s)
    mc = sum(w * v for w, v in zip(PRODUCTION_MC, p.production, strict=True)) * left
    mc += p.tr * left
    mc += sum(w * v for w, v in zip(RESOURCE_MC, p.resources, strict=True))
    mc += sum(card_value(name, round(left)) for name in p.hand)
    mc += ACTION_MC * left * sum(1 for name in p.tableau if _has_action(name))
    vp += mc / MC_PER_VP
    vp += CITY_ROOM_VP * _city_room(s, seat) * min(1.0, left / 3)
    if s.setup.solo:
        vp -= SOLO_STEP_VP * steps_left(s)
    return vp


def relative_value(s: GameState, seat: int) -> float:
    """The seat's projection minus the best opponent's (solo: the projection)."""
    scores = final_scores(s)
    own = projected_vp(s, seat, scores)
    if s.n == 1:
        return own
    return own - max(projected_vp(s, other, scores) for other in range(s.n) if other != seat)


def immediate_vp(s: GameState, seat: int) -> float:
    """VP if the game ended now, ties broken by M€ (the plain greedy bot's measure)."""
    return final_scores(s)[seat].total + s.players[seat].resources[MC] / 1000


@cache
def card_value(name: str, left: int) -> float:
    """M€ a project card in hand should bring when played, less its cost (at least
    ``CARD_FLOOR_MC``): VP, production over the generations left, TR and tiles."""
    c = card(name)
    b = c.behavior or {}
    value = _card_vp(c.vp) * MC_PER_VP
    for resource, delta in (b.get("production") or {}).items():
        value += _PRODUCTION_WEIGHT.get(resource, 1.0) * _number(delta) * left
    steps = sum(_number(v) for v in (b.get("global") or {}).values()) + _number(b.get("tr", 0))
    value += steps * (MC_PER_VP + left)
    for tile in b.get("tiles") or ():
        value += _TILE_MC.get(tile.get("tile"), 4.0) * _number(tile.get("count", 1))
    for resource, count in (b.get("stock") or {}).items():
        value += _STOCK_WEIGHT.get(resource, 1.0) * _number(count)
    if b.get("draw_cards"):
        value += 3.0 * _number(b["draw_cards"].get("count", 1))
    if c.action is not None:
        value += ACTION_MC * left
    value += 2.0 * len(c.effects)
    return max(CARD_FLOOR_MC, value - c.cost - 3.0)


_PRODUCTION_WEIGHT = {
    "megacredits": 1.0,
    "steel": 1.6,
    "titanium": 2.4,
    "plants": 2.0,
    "energy": 1.4,
    "heat": 0.8,
}
_STOCK_WEIGHT = {"megacredits": 1.0, "steel": 2.0, "titanium": 3.0, "plants": 1.6, "energy": 0.9, "heat": 0.6}
_TILE_MC = {"ocean": 14.0, "greenery": 20.0, "city": 14.0, "capital": 20.0}


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
    "ACTION_MC", "CITY_ROOM_VP", "MC_PER_VP", "PRODUCTION_MC", "RESOURCE_MC", "SOLO_STEP_VP", "card_value",
    "generations_left", "immediate_vp", "projected_vp", "relative_value", "steps_left",
]  # fmt: skip
