"""Faction rules as plug-ins (spec §17's recommendation): hooks at the timing points the spec names.

The core engine calls these hooks and knows no faction by name. A faction registers a ``FactionRules``
subclass under its id (``game/ares/plugins/``, loaded on first use); the basic game's Terran and Kahoum use
no faction rule (ruling AR-02), so every hook's default is the core rule. The full game's shared effect
vocabulary (power, attached cards, special attacks) is ``game/ares/effects.py``'s ``EffectRules``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ares.state import Building, GameState

PLUGINS = "game.ares.plugins"  # the package whose modules register the factions' rules


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

    def scouting_modifier(self, state: GameState, seat: int, force: str) -> int:
        """Added to the scouting value of ``force`` (R-LINE-3)."""
        return 0

    def scouting_bonus(self, state: GameState, seat: int) -> int:
        """Added once to the seat's scouting total (R-LINE-3) when it has a force in the combat."""
        return 0

    def combat_rerolls(self, state: GameState, seat: int) -> int:
        """Rerolls granted for this combat at construction (Terran Workers in the full game)."""
        return 0

    def power_sources(self, state: GameState, seat: int) -> int:
        """Power produced at construction (full game)."""
        return 0

    def special_targets(self, state: GameState, seat: int, card: str) -> list[str]:
        """The ``on`` values a Special card may be played face up with ("" for a card that names no building)."""
        return [""]

    def play_special(self, state: GameState, seat: int, card: str, on: str = "") -> bool:
        """A Special card played face up (full game); False: no rule, the card is discarded (ruling AR-43).
        True: the rule kept the card (attached to a building). Raises ``IllegalCommand`` for a wrong ``on``."""
        return False

    def can_attach(self, state: GameState, seat: int, card: str, building: str) -> bool:
        """Whether ``card`` may be attached to ``building`` (§11.8)."""
        return False

    def takes_resources(self, state: GameState, seat: int, building: Building) -> bool:
        """Whether a card without unit side (an attached card) accepts resources (Colossus Upgrade)."""
        return False

    def may_build(self, state: GameState, seat: int, card: str) -> bool:
        """Whether the seat may put another building into its base (Colossus hardpoints)."""
        return True

    def combat_over(self, state: GameState, seat: int) -> None:
        """After a combat's results (§9.9): what lasted for that combat ends."""


CORE = FactionRules()
_REGISTRY: dict[str, FactionRules] = {}


def register(faction: str, rules: FactionRules) -> None:
    _REGISTRY[faction] = rules


def registered() -> dict[str, FactionRules]:
    """Every faction with its own rules (the plug-ins loaded on first use)."""
    if not _REGISTRY:
        importlib.import_module(PLUGINS)
    return _REGISTRY


def hooks(state: GameState, seat: int) -> FactionRules:
    """The rules of the seat's faction; the core rules in the basic game (ruling AR-02)."""
    faction = state.players[seat].faction
    if state.mode == "basic" or faction is None:
        return CORE
    return registered().get(faction, CORE)
