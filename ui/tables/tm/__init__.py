"""Terraforming Mars at the table: the scenes, widgets and dialogs of the TM game.

Imported by ``ui.game_scenes.discover_tables`` when the TM engine is registered;
registers the new-game scene and the table scene that opens saved games.
"""

from __future__ import annotations

from ui.app_hooks import CLOSE_HOOKS
from ui.game_scenes import register_new_game_scene, register_quick_start, register_table_scene


def _new_game(app):
    from ui.tables.tm.new_game_scene import TmNewGameScene

    return TmNewGameScene(app)


def _table(app, loaded):
    from ui.tables.tm.table_scene import TmTableScene

    return TmTableScene(app, loaded.match)  # the session takes the setup's colours


def _quick_start(app, players, seed):
    from ui.tables.tm.new_game_scene import start_game

    return start_game(app, players or 2, seed)


def _clear_caches() -> None:
    from ui.tables.tm import sprites
    from ui.tables.tm.widgets import card_view

    card_view.clear_cache()
    sprites.clear_cache()


def register() -> None:
    """Register the TM scenes with the shell (done on import; tests call it again after resetting)."""
    register_new_game_scene("tm", _new_game)
    register_table_scene("tm", _table)
    register_quick_start("tm", _quick_start)
    if _clear_caches not in CLOSE_HOOKS:
        CLOSE_HOOKS.append(_clear_caches)


register()
