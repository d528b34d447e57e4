"""The robot exploration game at the table: its scenes, widgets and dialogs (engine: ``game.robots``).

Imported by ``ui.game_scenes.discover_tables`` when the engine is registered; registers the
new-game scene, the table scene that opens saved games and the quick start of ``--new robots``.
"""

from __future__ import annotations

from ui.app_hooks import CLOSE_HOOKS
from ui.game_scenes import register_new_game_scene, register_quick_start, register_table_scene


def _new_game(app):
    from ui.tables.robots.new_game_scene import RobotsNewGameScene

    return RobotsNewGameScene(app)


def _table(app, loaded):
    from ui.tables.robots.table_scene import RobotsTableScene

    return RobotsTableScene(app, loaded.match)


def _quick_start(app, players, seed):
    from ui.tables.robots.new_game_scene import start_game

    return start_game(app, players or 2, seed)


def _clear_caches() -> None:
    from ui.tables.robots.widgets import cards

    cards.clear_cache()


def register() -> None:
    """Register the robot game's scenes with the shell (done on import; tests call it again)."""
    register_new_game_scene("robots", _new_game)
    register_table_scene("robots", _table)
    register_quick_start("robots", _quick_start)
    if _clear_caches not in CLOSE_HOOKS:
        CLOSE_HOOKS.append(_clear_caches)


register()
