"""Turn a validated ``SaveFile`` back into a live ``Match``, proving it on the way.

The recorded commands are replayed with ``game.core.replay`` under the rules
registered for the file's game id. When the file was written under the game's
current ``rules_version``, the position reached must be byte-equal (canonical
JSON) to the snapshot stored in the file. A file of an earlier rules version
(or of none: every save before versions existed) cannot be held to its
snapshot, since a rule fix or a new state field changes it: it is rebuilt by
replay alone, as far as its commands still replay (``Restored.dropped``). Anything else raises a
``SaveError`` subclass: the wrong or an unknown game, a setup or command the
game refuses to parse, a command refused on replay (with its index), an engine
failure, or a snapshot mismatch (with the first differing top-level key).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import registry
from game.core import IllegalCommand, Match, command_from_data
from game.core.replay import ReplayError as CoreReplayError
from game.core.serial import canonical_json
from game.i18n import N_, Text
from saves.errors import (
    BadCommandError,
    BadSetupError,
    FutureRulesError,
    ReplayCrashedError,
    ReplayRefusedError,
    SaveError,
    SnapshotMismatchError,
    UnexpectedGameError,
    UnknownGameError,
)
from saves.model import SaveFile

_MISSING = object()


def game_title(game_id: str) -> Text | str:
    """The translatable title of an installed game, or its bare id."""
    if registry.is_registered(game_id):
        return Text(registry.get_rules(game_id).title)
    return game_id


def check_game(record: SaveFile, expected_game: str | None, *, path: Path | None = None) -> None:
    """Raise ``UnexpectedGameError`` / ``UnknownGameError`` unless the record's game can be loaded."""
    game_id = record.game_id
    if expected_game is not None and game_id != expected_game:
        raise UnexpectedGameError(
            N_("This save is for {game}, not for {expected}."),
            game_id=game_id,
            path=path,
            game=game_title(game_id),
            expected=game_title(expected_game),
        )
    if not registry.is_registered(game_id):
        raise UnknownGameError(
            N_("This save is for a game that is not installed ({game})."),
            game_id=game_id,
            path=path,
            game=game_id,
        )


def _json(value: Any) -> str | None:
    try:
        return canonical_json(value)
    except (RecursionError, ValueError, TypeError):
        return None


def first_difference(replayed: dict[str, Any], recorded: dict[str, Any]) -> str | None:
    """The first top-level key (sorted) whose values differ, if any."""
    for key in sorted(set(replayed) | set(recorded)):
        a, b = replayed.get(key, _MISSING), recorded.get(key, _MISSING)
        if a is _MISSING or b is _MISSING or _json(a) != _json(b):
            return key
    return None


@dataclass(frozen=True, slots=True)
class Restored:
    """A rebuilt match and how it was rebuilt.

    ``replayed`` is true for a save of an earlier rules version (or of none):
    its snapshot was not checked, the commands were replayed under today's
    rules. ``dropped`` counts the recorded commands from the first one that
    no longer replays (``problem`` says why) to the end; the match stops
    before them.
    """

    match: Match
    replayed: bool = False
    dropped: int = 0
    problem: SaveError | None = None


def _setup(rules: Any, record: SaveFile, path: Path | None) -> Any:
    data = record.setup
    upgrade = getattr(rules, "setup_of_version", None)
    try:
        if upgrade is not None and record.rules_version != rules.rules_version:
            data = upgrade(dict(data), record.rules_version)  # played with that version's content
        return rules.setup_from_data(data)
    except (ValueError, TypeError) as exc:
        raise BadSetupError(
            N_("The game setup in the save file is invalid."), path=path, detail=str(exc)[:500]
        ) from None


def restore(record: SaveFile, *, expected_game: str | None = None, path: Path | None = None) -> Restored:
    """Rebuild the match recorded in ``record``.

    A save of the game's current ``rules_version`` must replay to exactly its
    snapshot (anything else raises). A save of an earlier version, or one
    written before versions were recorded, is rebuilt by replay alone; when a
    command no longer replays, the match stops just before it (see ``Restored``).
    """
    check_game(record, expected_game, path=path)
    rules = registry.get_rules(record.game_id)
    current = rules.rules_version
    if record.rules_version is not None and record.rules_version > current:
        raise FutureRulesError(record.rules_version, current, path=path)
    setup = _setup(rules, record, path)
    if record.rules_version == current:
        return Restored(_checked(rules, setup, record, path))
    return _replayed(rules, setup, record, path)


def _checked(rules: Any, setup: Any, record: SaveFile, path: Path | None) -> Match:
    commands = []
    for index, data in enumerate(record.commands):
        try:
            commands.append(command_from_data(rules.game_id, data))
        except IllegalCommand as exc:
            raise BadCommandError(index, Text(exc.reason, exc.params), path=path) from None

    try:
        match = Match(rules, setup, record.seed, commands)  # the one replay: it keeps every step's events
        replayed_json = canonical_json(rules.snapshot(match.state))
    except CoreReplayError as exc:
        cause = Text(exc.cause.reason, exc.cause.params)
        raise ReplayRefusedError(exc.index, cause, path=path) from None
    except Exception as exc:  # an engine bug met an odd but schema-valid file
        raise ReplayCrashedError(
            N_("The game could not be rebuilt from the save file."),
            path=path,
            detail=f"{type(exc).__name__}: {exc}"[:500],
        ) from exc

    try:
        recorded_json = canonical_json(record.snapshot)
    except (RecursionError, ValueError, TypeError):
        recorded_json = None
    if replayed_json != recorded_json:
        raise SnapshotMismatchError(first_difference(json.loads(replayed_json), record.snapshot), path=path)
    return match


def _replayed(rules: Any, setup: Any, record: SaveFile, path: Path | None) -> Restored:
    """Replay under today's rules as far as the commands go, without the snapshot check."""
    try:
        match = Match(rules, setup, record.seed)
    except Exception as exc:
        raise ReplayCrashedError(
            N_("The game could not be rebuilt from the save file."),
            path=path,
            detail=f"{type(exc).__name__}: {exc}"[:500],
        ) from exc
    problem: SaveError | None = None
    for index, data in enumerate(record.commands):
        try:
            command = command_from_data(rules.game_id, data)
        except IllegalCommand as exc:
            problem = BadCommandError(index, Text(exc.reason, exc.params), path=path)
            break
        try:
            match.push(command)
        except IllegalCommand as exc:
            problem = ReplayRefusedError(index, Text(exc.reason, exc.params), path=path)
            break
        except Exception as exc:  # the engine failed on this command: keep the position before it
            problem = ReplayCrashedError(
                N_("The game could not be rebuilt from the save file."),
                path=path,
                detail=f"{type(exc).__name__}: {exc}"[:500],
            )
            match.undo(0)  # a crash may have touched the state: replay the commands kept
            break
    dropped = len(record.commands) - len(match.commands)
    return Restored(match, True, dropped, problem)
