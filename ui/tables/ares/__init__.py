"""The Ares Project at the table: its scenes, widgets and dialogs (engine: ``game.ares``).

Imported by ``ui.game_scenes.discover_tables`` when the engine is registered; registers the
new-game scene, the table scene that opens saved games and the quick starts of ``--new ares``
(``--players 3`` or ``4``: the melee) and ``--new ares-teams`` (the 4-player team game, seats 1+2
against 3+4; the shell's command line passes only players and seed, so the team game has its own name).
"""

from __future__ import annotations

from ui.game_scenes import register_new_game_scene, register_quick_start, register_table_scene


def _new_game(app):
    from ui.tables.ares.new_game_scene import AresNewGameScene

    return AresNewGameScene(app)


def _table(app, loaded):
    from ui.tables.ares.table_scene import AresTableScene

    return AresTableScene(app, loaded.match)


def _quick_start(app, players, seed):
    from ui.tables.ares.new_game_scene import start_game

    return start_game(app, players or 2, seed)


def _quick_start_teams(app, players, seed):
    from ui.tables.ares.new_game_scene import start_game

    return start_game(app, 4, seed, teams=True)


def register() -> None:
    """Register the Ares scenes with the shell (done on import; tests call it again)."""
    register_new_game_scene("ares", _new_game)
    register_table_scene("ares", _table)
    register_quick_start("ares", _quick_start)
    register_quick_start("ares-teams", _quick_start_teams)


register()
