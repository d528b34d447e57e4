"""The four factions' rules (issue 15, "Content"): each module registers its faction's ``EffectRules``.

``game.ares.factions.registered`` imports this package on first use, so the core engine names no faction.
"""

from game.ares.plugins import colossus, kahoum, terran, xenos

__all__ = ["colossus", "kahoum", "terran", "xenos"]
