"""Colossus rules (content/colossus/DESIGN.md; spec §12.3): buildings are mounted on the machine's
hardpoints instead of beside the mat (at most ``HARDPOINTS``); resources played onto an attached Upgrade
become power at construction."""

from __future__ import annotations

from game.ares.effects import EffectRules
from game.ares.factions import register
from game.ares.state import GameState

HARDPOINTS = 5


def mounted(state: GameState, seat: int) -> int:
    """Buildings on the hardpoints: every played building card (not the start buildings, stacks or
    attached cards)."""
    return sum(
        1
        for b in state.players[seat].base
        if b.card is not None and not b.start and not b.host and not b.permanent
    )


class ColossusRules(EffectRules):
    def may_build(self, state: GameState, seat: int, card: str) -> bool:
        return mounted(state, seat) < HARDPOINTS

    def faction_power(self, state: GameState, seat: int) -> int:
        """Each resource on an Upgrade is turned into 1 power (the card is discarded)."""
        player = state.players[seat]
        total = 0
        for b in player.base:
            if b.host and b.resources and self.takes_resources(state, seat, b):
                total += len(b.resources)
                player.discard.extend(b.resources)
                b.resources = []
        return total


register("colossus", ColossusRules())
