"""The games this build ships: registers every engine in ``game.registry``.

The application calls ``register_all()`` once at startup (``ui.app.main``), so
the title screen lists the games and saves of each can be loaded. Engines stay
free of pygame; their table scenes live in ``ui/tables/<game_id>``.
"""

from __future__ import annotations

from game.core import GameRules
from game.registry import register_game


def register_all() -> list[GameRules]:
    """Register every shipped game (idempotent) and return their rules, in title-screen order."""
    from game.ares.rules import RULES as ARES_RULES
    from game.robots.rules import RULES as ROBOTS_RULES
    from game.tm.rules import RULES as TM_RULES
    from game.tmdice.rules import RULES as TMDICE_RULES

    return [
        register_game(TM_RULES),
        register_game(TMDICE_RULES),
        register_game(ROBOTS_RULES),
        register_game(ARES_RULES),
    ]
