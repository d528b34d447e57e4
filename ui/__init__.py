"""The pygame-ce application shell: window, scene stack, widgets, title/settings/load screens.

Nothing here knows game rules: game tables register their scenes in
``ui.game_scenes`` and talk to engines only through ``game.core``.
"""
