"""Which games are installed: one ``GameRules`` object per game id.

Each game package registers its rules once, when it is imported::

    from game.registry import register_game
    RULES = register_game(TerraformingMarsRules())

The menus list ``all_games()`` (in registration order) and the save loader
looks rules up by the game id written in a save file with ``get_rules``, which
raises ``GameNotFound`` (a ``KeyError``) for an id nobody registered. Use
``is_registered`` to ask without catching.
"""

from __future__ import annotations

from typing import TypeVar

from game.core import GameRules

R = TypeVar("R", bound=GameRules)

_GAMES: dict[str, GameRules] = {}


class GameNotFound(KeyError):
    """No game is registered under this id."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        super().__init__(game_id)

    def __str__(self) -> str:
        known = ", ".join(_GAMES) or "none"
        return f"no game registered as {self.game_id!r} (registered: {known})"


def register_game(rules: R) -> R:
    """Make ``rules`` known under ``rules.game_id`` and return it.

    Registering the same object again does nothing (module reloads, test
    fixtures); registering a *different* object under a taken id is a bug and
    raises ``ValueError``.
    """
    game_id = getattr(rules, "game_id", None)
    if not isinstance(game_id, str) or not game_id:
        raise ValueError(f"{rules!r} has no game_id")
    if not isinstance(getattr(rules, "title", None), str):
        raise ValueError(f"game {game_id!r} has no title")
    info = getattr(rules, "info", None)
    if getattr(info, "id", None) != game_id:
        raise ValueError(f"game {game_id!r} has no GameInfo with its id (rules.info)")
    version = getattr(rules, "rules_version", None)
    if type(version) is not int or version < 1:
        raise ValueError(f"game {game_id!r} has no rules_version (a positive integer)")
    existing = _GAMES.get(game_id)
    if existing is not None and existing is not rules:
        raise ValueError(f"game id {game_id!r} is already registered to {existing!r}")
    _GAMES[game_id] = rules
    return rules


def get_rules(game_id: str) -> GameRules:
    """The rules registered as ``game_id``; raise ``GameNotFound`` if none are."""
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        raise GameNotFound(game_id) from None


def is_registered(game_id: str) -> bool:
    return isinstance(game_id, str) and game_id in _GAMES


def all_games() -> list[GameRules]:
    """Every registered game, in registration order."""
    return list(_GAMES.values())
