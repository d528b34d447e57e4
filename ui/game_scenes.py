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

from game.i18n import N_, Text, trn
from game.registry import all_games, get_rules, is_registered
from ui.scene_stack import Scene
from ui.scenes.message import MessageScene
from ui.text import verbatim

if TYPE_CHECKING:
    from saves import LoadedGame
    from ui.app_services import AppServices

log = logging.getLogger(__name__)

TABLES_PACKAGE = "ui.tables"

NewGameFactory = Callable[["AppServices"], Scene]
TableFactory = Callable[["AppServices", "LoadedGame"], Scene]
QuickStartFactory = Callable[["AppServices", "int | None", "int | None"], Scene]

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


def quick_start(app: AppServices, game_id: str, players: int | None, seed: int | None) -> Scene:
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


def _unavailable(app: AppServices, game_id: str, description: str = "") -> MessageScene:
    title = game_id
    return MessageScene(
        app,
        N_("This game's table is not available in this version"),
        [
            lambda: Text(N_("Game: {game}"), {"game": game_title(title)}).translated(),
            verbatim(description),
        ],
    )


def start_new_game(app: AppServices, game_id: str) -> Scene:
    """Open the new-game scene of ``game_id`` (or the not-available notice)."""
    factory = new_game_scene(game_id)
    scene = factory(app) if factory is not None else _unavailable(app, game_id)
    return app.stack.push(scene)


def open_save(app: AppServices, path: Path, *, backup: bool = False) -> Scene:
    """Load the save at ``path`` (its ``.bak`` with ``backup``) and show its table, or a screen
    explaining why not, which offers the backup when the save is damaged and the backup loads.

    When moves of an older save no longer replay, a notice over the table says how many and why.
    """
    from saves import SaveError

    try:
        loaded = app.saves.load_backup(Path(path)) if backup else app.saves.load(Path(path))
    except SaveError as exc:
        offer = None if backup else _loadable_backup(app, Path(path))
        return app.stack.push(load_error_scene(app, path, exc.translated(), backup=offer))
    except Exception as exc:  # the UI boundary: a bad file must never crash the app
        log.exception("unexpected error while loading %s", path)
        problem = Text(
            N_("Unexpected error: {error}"), {"error": f"{type(exc).__name__}: {exc}"}
        ).translated()
        return app.stack.push(load_error_scene(app, path, problem))
    game_id = loaded.match.rules.game_id
    factory = table_scene(game_id)
    if factory is None:
        description = loaded.record.description_text().translated()
        return app.stack.push(_unavailable(app, game_id, description))
    scene = app.stack.push(factory(app, loaded))
    if loaded.dropped:
        app.stack.push(dropped_moves_scene(app, loaded))
    return scene


def _loadable_backup(app: AppServices, path: Path) -> Path | None:
    """The save's ``.bak`` if it exists and loads (``None`` otherwise)."""
    from saves import SaveError
    from saves.atomic import backup_path

    if not backup_path(path).is_file():
        return None
    try:
        app.saves.load_backup(path)
    except SaveError:
        return None
    except Exception:  # the UI boundary: a bad backup must never crash the app
        log.exception("unexpected error while checking the backup of %s", path)
        return None
    return path


def _open_backup(app: AppServices, path: Path) -> None:
    app.stack.pop()
    open_save(app, path, backup=True)


def load_error_scene(app: AppServices, path: Path, problem: str, backup: Path | None = None) -> MessageScene:
    """Why a save cannot be opened; with ``backup``, a button opens the save's backup instead."""
    name = Path(path).name
    paragraphs = [verbatim(problem), lambda: Text(N_("File: {name}"), {"name": name}).translated()]
    actions = []
    if backup is not None:
        paragraphs.append(N_("Its backup, the version saved one move earlier, can be opened."))
        actions.append(("open_backup", N_("Open the backup"), lambda: _open_backup(app, backup)))
    return MessageScene(app, N_("This save cannot be opened"), paragraphs, error=True, actions=actions)


def dropped_moves_scene(app: AppServices, loaded: LoadedGame) -> MessageScene:
    """Over the table of an older save whose last moves no longer replay: how many, why, where the original is."""
    count = loaded.dropped
    problem = loaded.problem.translated() if loaded.problem is not None else ""
    original = loaded.original.name if loaded.original is not None else None

    def summary() -> str:
        return Text(
            trn(
                "This save was made with earlier rules. Its last move no longer fits today's rules, "
                "so the game goes on from just before it.",
                "This save was made with earlier rules. Its last {count} moves no longer fit today's "
                "rules, so the game goes on from just before them.",
                count,
            ),
            {"count": count},
        ).translated()

    paragraphs = [summary, lambda: Text(N_("Why: {problem}"), {"problem": problem}).translated()]
    if original is not None:
        paragraphs.append(
            lambda: Text(
                N_("The file as it was is kept unchanged as {name}."), {"name": original}
            ).translated()
        )
    return MessageScene(app, N_("Some moves could not be kept"), paragraphs)
