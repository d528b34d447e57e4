"""``AppServices``: what scenes may use of the running application (``ui.app.App``).

Scenes, the scene stack and the game-scene registry type their ``app`` against this
protocol instead of importing ``ui.app`` back (which imports the shell's scenes), so
the shell's imports run one way: app -> scenes -> this protocol.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from saves import SaveStore
    from ui.overlays import Toast
    from ui.settings import Settings, SettingsStore


class AppServices(Protocol):
    args: Any  # the parsed command line (ui.cli)
    settings: Settings
    settings_store: SettingsStore
    stack: Any  # ui.scene_stack.SceneStack (which types its scenes' app with this protocol)
    toast: Toast
    windowed_size: tuple[int, int]
    fullscreen: bool

    @property
    def saves(self) -> SaveStore: ...

    @property
    def language(self) -> str: ...

    def change_settings(self, **changes: Any) -> None: ...

    def latest_autosave(self) -> Path | None: ...

    def unfinished_games(self) -> list: ...

    def show_settings(self) -> None: ...

    def show_load_screen(self) -> None: ...

    def quit(self) -> None: ...
