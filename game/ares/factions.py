"""Faction rules as plug-ins (spec §17's recommendation): hooks at the timing points the spec names.

The core engine calls these hooks and knows no faction by name. A faction registers a ``FactionRules``
subclass under its id; the basic game's Terran and Kahoum use no faction rule (ruling AR-02), so
every hook's default is the core rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ares.state import GameState


class FactionRules:
    """Default hooks: the core rules only."""

    def construction_allocation(self, state: GameState, seat: int) -> None:
        """R-CONS-2 step 4: allocate Workers, power and special cards after units are built."""

    def before_redeploy(self, state: GameState, seat: int) -> None:
        """Just before the redeploy step of a combat round."""

    def after_redeploy(self, state: GameState, seat: int) -> None:
        """Just after the redeploy step (e.g. swapping forces' positions)."""

    def firing_modifier(self, state: GameState, seat: int, force: str, target: str) -> int:
        """Added to the to-hit of ``force`` firing at ``target``."""
        return 0

    def initiative_modifier(self, state: GameState, seat: int, force: str) -> int:
        return 0

    def combat_rerolls(self, state: GameState, seat: int) -> int:
        """Rerolls granted for this combat at construction (Terran Workers in the full game)."""
        return 0

    def power_sources(self, state: GameState, seat: int) -> int:
        """Power produced at construction (full game)."""
        return 0

    def play_special(self, state: GameState, seat: int, card: str) -> bool:
        """A Special card played face up (full game); False: no rule, the card is discarded (ruling AR-43)."""
        return False

    def can_attach(self, state: GameState, seat: int, card: str, building: str) -> bool:
        """Whether ``card`` may be attached to ``building`` (§11.8)."""
        return False


CORE = FactionRules()
_REGISTRY: dict[str, FactionRules] = {}


def register(faction: str, rules: FactionRules) -> None:
    _REGISTRY[faction] = rules


def hooks(state: GameState, seat: int) -> FactionRules:
    """The rules of the seat's faction; the core rules in the basic game (ruling AR-02)."""
    faction = state.players[seat].faction
    if state.mode == "basic" or faction is None:
        return CORE
    return _REGISTRY.get(faction, CORE)
