"""Game tables: ``ui/tables/<game_id>`` holds the user interface of one game.

Each such module registers its scenes with ``ui.game_scenes`` when imported;
``ui.game_scenes.discover_tables()`` imports the ones whose game is registered.
"""
