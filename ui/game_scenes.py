"""Which scene shows each game's table: a registry the game UIs fill in.

A game's user interface lives in ``ui/tables/<game_id>`` (a module or package)
and registers itself when imported::

    from ui.game_scenes import register_new_game_scene, register_table_scene
    register_new_game_scene("tm", lambda app: TmSetupScene(app))
    register_table_scene("tm", lambda app, loaded: TmTableScene(app, loaded.match))

``discover_tables()`` imports the table module of every registered game that
has one. The shell calls ``start_new_game`` from the title screen's game list
and ``open_save`` from Continue, Load game and ``--load``; when no scene is
registered for a game it shows a translated notice instead of failing.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.i18n import N_, Text
from game.registry import all_games, get_rules, is_registered
from ui.scene_stack import Scene
from ui.scenes.message import MessageScene
from ui.text import verbatim

if TYPE_CHECKING:
    from saves import LoadedGame
    from ui.app import App

log = logging.getLogger(__name__)

TABLES_PACKAGE = "ui.tables"

NewGameFactory = Callable[["App"], Scene]
TableFactory = Callable[["App", "LoadedGame"], Scene]
QuickStartFactory = Callable[["App", "int | None", "int | None"], Scene]

_new_game_scenes: dict[str, NewGameFactory] = {}
_table_scenes: dict[str, TableFactory] = {}
_quick_starts: dict[str, QuickStartFactory] = {}


def register_new_game_scene(game_id: str, factory: NewGameFactory) -> None:
    """``factory(app)`` builds the first scene of a new game of ``game_id`` (its setup screen)."""
    _new_game_scenes[game_id] = factory


def register_table_scene(game_id: str, factory: TableFactory) -> None:
    """``factory(app, loaded)`` builds the table scene for a loaded game of ``game_id``."""
    _table_scenes[game_id] = factory


def register_quick_start(game_id: str, factory: QuickStartFactory) -> None:
    """``factory(app, players, seed)`` builds the table of a new game with default options (``--new``)."""
    _quick_starts[game_id] = factory


def quick_start(app: App, game_id: str, players: int | None, seed: int | None) -> Scene:
    """``--new GAME``: open a new game's table at once (or the not-available notice)."""
    factory = _quick_starts.get(game_id)
    scene = factory(app, players, seed) if factory is not None else _unavailable(app, game_id)
    return app.stack.push(scene)


def new_game_scene(game_id: str) -> NewGameFactory | None:
    return _new_game_scenes.get(game_id)


def table_scene(game_id: str) -> TableFactory | None:
    return _table_scenes.get(game_id)


def unregister(game_id: str) -> None:
    """Forget both scenes of ``game_id`` (tests)."""
    _new_game_scenes.pop(game_id, None)
    _table_scenes.pop(game_id, None)
    _quick_starts.pop(game_id, None)


def discover_tables() -> list[str]:
    """Import ``ui.tables.<game_id>`` for every registered game that has one; return those ids."""
    found = []
    if importlib.util.find_spec(TABLES_PACKAGE) is None:
        return found
    for rules in all_games():
        name = f"{TABLES_PACKAGE}.{rules.game_id}"
        if importlib.util.find_spec(name) is not None:
            importlib.import_module(name)
            found.append(rules.game_id)
    return found


def game_title(game_id: str) -> str:
    """The game's translated title, or its id when the game is not installed."""
    return Text(get_rules(game_id).title).translated() if is_registered(game_id) else game_id


def _unavailable(app: App, game_id: str, description: str = "") -> MessageScene:
    title = game_id
    return MessageScene(
        app,
        N_("This game's table is not available in this version"),
        [
            lambda: Text(N_("Game: {game}"), {"game": game_title(title)}).translated(),
            verbatim(description),
        ],
    )


def start_new_game(app: App, game_id: str) -> Scene:
    """Open the new-game scene of ``game_id`` (or the not-available notice)."""
    factory = new_game_scene(game_id)
    scene = factory(app) if factory is not None else _unavailable(app, game_id)
    return app.stack.push(scene)


def open_save(app: App, path: Path) -> Scene:
    """Load the save at ``path`` and show its table, or a screen explaining why not."""
    from saves import SaveError

    try:
        loaded = app.saves.load(Path(path))
    except SaveError as exc:
        return app.stack.push(load_error_scene(app, path, exc.translated()))
    except Exception as exc:  # the UI boundary: a bad file must never crash the app
        log.exception("unexpected error while loading %s", path)
        problem = Text(N_("Unexpected error: {error}"), {"error": f"{type(exc).__name__}: {exc}"}).translated()
        return app.stack.push(load_error_scene(app, path, problem))
    game_id = loaded.match.rules.game_id
    factory = table_scene(game_id)
    if factory is None:
        description = loaded.record.description_text().translated()
        return app.stack.push(_unavailable(app, game_id, description))
    return app.stack.push(factory(app, loaded))


def load_error_scene(app: App, path: Path, problem: str) -> MessageScene:
    name = Path(path).name
    return MessageScene(
        app,
        N_("This save cannot be opened"),
        [verbatim(problem), lambda: Text(N_("File: {name}"), {"name": name}).translated()],
        error=True,
    )
