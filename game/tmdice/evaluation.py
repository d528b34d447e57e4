"""What the bots need from the Dice Game: a value of a position for one seat, nothing else.

The value is the seat's final VP if the game ended now (track, awards, milestones, card VP)
plus what its dice, wild tokens, production and hand are worth towards more VP, minus the best
opponent's value (solo: minus a penalty per parameter step still missing as the time runs out).
The weights are first guesses, to be tuned by the balance simulations.
"""

from __future__ import annotations

from game.tmdice.scoring import production_dice, totals
from game.tmdice.state import (
    OXYGEN_MAX,
    OXYGEN_STEP,
    SOLO_TURNS,
    TEMPERATURE_MAX,
    TEMPERATURE_STEP,
    GameState,
)

DIE = 0.25  # a held die: a small part of a 2-VP standard action
WILD = 0.35  # a wild token pays any icon
PRODUCTION = 0.4  # a die icon of production
HAND = 0.05
MISSING_STEP = 3.0  # solo: each parameter step still to make


def immediate_vp(s: GameState, seat: int) -> float:
    return float(totals(s)[seat])


def _potential(s: GameState, seat: int) -> float:
    p = s.players[seat]
    return DIE * p.dice_total() + WILD * p.wild + PRODUCTION * production_dice(s, seat) + HAND * len(p.hand)


def missing_steps(s: GameState) -> int:
    return (
        s.ocean_pile
        + (TEMPERATURE_MAX - s.temperature) // TEMPERATURE_STEP
        + (OXYGEN_MAX - s.oxygen) // OXYGEN_STEP
    )


def relative_value(s: GameState, seat: int) -> float:
    scores = totals(s)
    own = scores[seat] + (0 if s.phase == "over" else _potential(s, seat))
    if s.solo:
        if s.phase == "over":
            return -1000.0 if s.failed else float(scores[0])
        urgency = 1 + s.time_marker / SOLO_TURNS
        return own - MISSING_STEP * urgency * missing_steps(s)
    others = [
        scores[i] + (0 if s.phase == "over" else _potential(s, i)) for i in range(len(s.players)) if i != seat
    ]
    return own - max(others)
