"""Terran rules (content/terran/DESIGN.md; spec §12.1): Workers on the base mat fill the Reroll box, the rest
make power."""

from __future__ import annotations

from game.ares.effects import EffectRules
from game.ares.factions import register
from game.ares.state import GameState

WORKERS = "Workers"  # the base-mat building
REROLL_BOX = 2  # the mat's Reroll box holds two Workers


def workers(state: GameState, seat: int) -> int:
    return sum(b.units for b in state.players[seat].base if b.card == WORKERS)


class TerranRules(EffectRules):
    def combat_rerolls(self, state: GameState, seat: int) -> int:
        """Each Worker in the Reroll box: one reroll this combat (Scenario 14: 2 Workers, 2 rerolls)."""
        return super().combat_rerolls(state, seat) + min(workers(state, seat), REROLL_BOX)

    def faction_power(self, state: GameState, seat: int) -> int:
        """Workers beyond the Reroll box stay in the Worker box and make 1 power each."""
        return max(0, workers(state, seat) - REROLL_BOX)


register("terran", TerranRules())
