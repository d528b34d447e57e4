"""Kahoum rules (content/kahoum/DESIGN.md; spec §12.2): psychic units pay power to focus (their ``cost``
effects, shared in ``EffectRules``); an Obelisk's foresight adds 1 to the Kahoum scouting total in every
combat."""

from __future__ import annotations

from game.ares.effects import COMBAT, EffectRules
from game.ares.factions import register
from game.ares.state import GameState

OBELISK = "Obelisk"


class KahoumRules(EffectRules):
    def after_allocation(self, state: GameState, seat: int) -> None:
        """Premonition: with an Obelisk standing, the Kahoum scouting total is 1 higher this combat."""
        if any(b.card == OBELISK for b in state.players[seat].base):
            marks = state.players[seat].marks
            marks[COMBAT + "scouting"] = marks.get(COMBAT + "scouting", 0) + 1


register("kahoum", KahoumRules())
