"""The pygame-ce application shell: window, scene stack, widgets, title/settings/load screens.

Nothing here knows game rules: game tables register their scenes in
``ui.game_scenes`` and talk to engines only through ``game.core``.
"""

import os

# pygame prints a banner on import unless told not to; the app and its tests import it often.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
