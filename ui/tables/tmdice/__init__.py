"""The Dice Game at the table: its scenes, widgets and dialogs (engine: ``game.tmdice``).

Imported by ``ui.game_scenes.discover_tables`` when the engine is registered; registers the
new-game scene, the table scene that opens saved games and the quick start of ``--new tmdice``.
"""

from __future__ import annotations

from ui.app_hooks import CLOSE_HOOKS
from ui.game_scenes import register_new_game_scene, register_quick_start, register_table_scene


def _new_game(app):
    from ui.tables.tmdice.new_game_scene import DiceNewGameScene

    return DiceNewGameScene(app)


def _table(app, loaded):
    from ui.tables.tmdice.table_scene import DiceTableScene

    return DiceTableScene(app, loaded.match)


def _quick_start(app, players, seed):
    from ui.tables.tmdice.new_game_scene import start_game

    return start_game(app, players or 2, seed)


def _clear_caches() -> None:
    from ui.tables.tmdice import sprites

    sprites.clear_cache()


def register() -> None:
    """Register the Dice Game's scenes with the shell (done on import; tests call it again)."""
    register_new_game_scene("tmdice", _new_game)
    register_table_scene("tmdice", _table)
    register_quick_start("tmdice", _quick_start)
    if _clear_caches not in CLOSE_HOOKS:
        CLOSE_HOOKS.append(_clear_caches)


register()
