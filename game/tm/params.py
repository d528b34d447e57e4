"""Global parameters, TR and their bonus steps (spec section 5, rulings AMB-04, R-11)."""

from __future__ import annotations

from game.core.contract import Event
from game.core.resolution import queue_task
from game.i18n import N_
from game.tm.constants import HEAT_BONUS_TEMPERATURES, OCEAN_BONUS_TEMPERATURE, TEMPERATURE_BONUS_OXYGEN
from game.tm.priorities import PRIO_OCEAN
from game.tm.state import HEAT, OCEANS_MAX, OXYGEN_MAX, TEMP_MAX, GameState


def change_tr(s: GameState, seat: int, delta: int) -> None:
    if delta == 0 or seat < 0:
        return
    p = s.players[seat]
    p.tr += delta
    if delta > 0:
        p.tr_raised_this_generation = True
    s.events.append(
        Event("tr", N_("{player}: TR {delta:+d}"), {"player": seat, "delta": delta, "tr": p.tr}, seat)
    )


def raise_temperature(s: GameState, seat: int, steps: int) -> int:
    """Raise temperature up to ``steps`` steps; return the steps actually moved."""
    moved = 0
    for _ in range(steps):
        if s.temperature >= TEMP_MAX:
            break
        s.temperature += 2
        moved += 1
        change_tr(s, seat, 1)
        s.events.append(
            Event("temperature", N_("Temperature rises to {value} °C"), {"value": s.temperature}, seat)
        )
        if seat >= 0:
            if s.temperature in HEAT_BONUS_TEMPERATURES:
                s.players[seat].production[HEAT] += 1
                s.events.append(Event("bonus", N_("Bonus step: heat production +1"), {}, seat))
            elif s.temperature == OCEAN_BONUS_TEMPERATURE and s.oceans < OCEANS_MAX:
                s.events.append(Event("bonus", N_("Bonus step: place an ocean"), {}, seat))
                queue_task(
                    s, PRIO_OCEAN, "place_tile", seat, None, {"tile": "ocean", "placement": "standard"}
                )
    return moved


def raise_oxygen(s: GameState, seat: int, steps: int) -> int:
    moved = 0
    for _ in range(steps):
        if s.oxygen >= OXYGEN_MAX:
            break
        s.oxygen += 1
        moved += 1
        change_tr(s, seat, 1)
        s.events.append(Event("oxygen", N_("Oxygen rises to {value} %"), {"value": s.oxygen}, seat))
        if s.oxygen == TEMPERATURE_BONUS_OXYGEN:
            s.events.append(Event("bonus", N_("Bonus step: temperature +1"), {}, seat))
            raise_temperature(s, seat, 1)
    return moved


def parameters_maxed(s: GameState) -> bool:
    return s.temperature >= TEMP_MAX and s.oxygen >= OXYGEN_MAX and s.oceans >= OCEANS_MAX
