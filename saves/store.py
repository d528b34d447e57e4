"""The save folder: named saves, one autosave slot per game, listing, loading.

``SaveStore`` is what the UI talks to::

    store = SaveStore()                      # <data dir>/saves, or SaveStore(root=...)
    store.autosave(match)                    # after every command
    path = store.save(match, "Before the big turn")
    for info in store.list_saves():          # newest first; broken files included
        ...info.description.translated() or info.error.translated()
    loaded = store.load(path, expected_game="pig")
    loaded.match                             # a game.core.Match, replayed and checked

Every failure is a ``saves.errors.SaveError``. ``load_save_file`` loads a file
from anywhere (the ``--load FILE`` flag).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from game.core import Match
from game.i18n import N_, Text
from saves.atomic import atomic_write, backup_path
from saves.codec import MAX_SAVE_BYTES, decode, encode
from saves.errors import SaveError, SaveNotFoundError, SaveReadError, SaveWriteError, os_reason
from saves.model import SaveFile, record_match, utc_now
from saves.paths import autosave_file_name, default_saves_dir, is_autosave, is_save_file, save_file_name
from saves.restore import check_game, restore

# When each live match was first saved or loaded, so re-saving keeps "created".
_CREATED: weakref.WeakKeyDictionary[Match, datetime] = weakref.WeakKeyDictionary()


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A loaded save: the live match and the record it was rebuilt from."""

    match: Match
    record: SaveFile
    path: Path


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """One entry of the load screen.

    For a readable save, ``game_id``, ``description``, ``created`` and
    ``command_count`` come from the file and ``error`` is ``None``. For a
    broken one (damaged, hand-edited, newer format, game not installed),
    ``error`` holds the ``SaveError``, ``updated`` is the file's modification
    time and the other file fields are ``None``/0. Listing does not replay the
    commands; ``load`` does, so a file can list fine and still fail to load.
    """

    path: Path
    name: str
    is_autosave: bool
    updated: datetime
    game_id: str | None = None
    description: Text | None = None
    created: datetime | None = None
    command_count: int = 0
    backup: Path | None = None
    error: SaveError | None = None

    @property
    def broken(self) -> bool:
        return self.error is not None


def read_save_bytes(path: Path) -> bytes:
    """The bytes of ``path`` (at most ``MAX_SAVE_BYTES`` + 1), or a ``SaveReadError``."""
    try:
        with open(path, "rb") as fh:
            return fh.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveNotFoundError(N_("The save file does not exist."), path=path) from None
    except OSError as exc:
        raise SaveReadError(
            N_("The save file could not be read: {problem}"),
            path=path,
            detail=str(exc),
            problem=Text(os_reason(exc, writing=False)),
        ) from None


def read_record(path: Path) -> SaveFile:
    """Read and validate ``path`` without replaying it."""
    return decode(read_save_bytes(path), path=path)


def load_save_file(path: Path | str, expected_game: str | None = None) -> LoadedGame:
    """Load, replay and check the save at ``path`` (any folder).

    ``expected_game``, when given, is the game id the caller wants; a save of
    another game raises ``UnexpectedGameError``. Raises only ``SaveError``.
    """
    path = Path(path)
    record = read_record(path)
    match = restore(record, expected_game=expected_game, path=path)
    _CREATED[match] = record.created
    return LoadedGame(match=match, record=record, path=path)


def _mtime(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except (OSError, OverflowError, ValueError):
        return datetime.fromtimestamp(0, UTC)


class SaveStore:
    """The saves folder ``root`` (default: ``default_saves_dir()``)."""

    def __init__(self, root: Path | str | None = None) -> None:
        self.root = Path(root) if root is not None else default_saves_dir()

    # -- paths ---------------------------------------------------------------

    def path_for(self, name: str) -> Path:
        """The file a save called ``name`` goes to (``SaveNameError`` if unusable)."""
        return self.root / save_file_name(name)

    def autosave_path(self, game_id: str) -> Path:
        return self.root / autosave_file_name(game_id)

    def _resolve(self, path: Path | str) -> Path:
        path = Path(path)
        return path if path.is_absolute() else self.root / path

    # -- writing -------------------------------------------------------------

    def save(self, match: Match, name: str) -> Path:
        """Save ``match`` as ``name`` (replacing a save of that name, kept as ``.bak``)."""
        return self._write(match, self.path_for(name))

    def autosave(self, match: Match) -> Path:
        """Write the autosave slot of ``match``'s game (one per game id)."""
        return self._write(match, self.autosave_path(match.rules.game_id))

    def _write(self, match: Match, path: Path) -> Path:
        now = utc_now()
        created = _CREATED.get(match, now)
        try:
            record = record_match(match, created=created, updated=now)
        except Exception as exc:  # the engine could not describe its own state
            raise SaveWriteError(
                N_("The game could not be written as a save file."), path=path, detail=repr(exc)[:500]
            ) from exc
        data = encode(record, path=path)
        try:
            atomic_write(path, data)
        except OSError as exc:
            raise SaveWriteError(
                N_("The game could not be saved: {problem}"),
                path=path,
                detail=str(exc),
                problem=Text(os_reason(exc, writing=True)),
            ) from exc
        except Exception as exc:
            raise SaveWriteError(
                N_("The game could not be saved: {problem}"),
                path=path,
                detail=repr(exc)[:500],
                problem=Text(N_("The file system reported an error while saving.")),
            ) from exc
        _CREATED.setdefault(match, created)
        return path

    def delete(self, path: Path | str) -> None:
        """Remove a save of this folder and its backup (``SaveError`` if that fails)."""
        path = self._resolve(path)
        if path.parent.resolve() != self.root.resolve() or not is_save_file(path):
            raise SaveWriteError(N_("Only files in the saves folder can be deleted."), path=path)
        for target in (path, backup_path(path)):
            try:
                target.unlink(missing_ok=True)
            except OSError as exc:
                raise SaveWriteError(
                    N_("The save could not be deleted: {problem}"),
                    path=target,
                    detail=str(exc),
                    problem=Text(os_reason(exc, writing=True)),
                ) from exc

    # -- reading -------------------------------------------------------------

    def load(self, path: Path | str, expected_game: str | None = None) -> LoadedGame:
        """Load a save (a relative path is taken inside ``root``); see ``load_save_file``."""
        return load_save_file(self._resolve(path), expected_game)

    def _files(self) -> list[Path]:
        if not self.root.is_dir():
            return []
        try:
            return sorted(p for p in self.root.iterdir() if is_save_file(p) and not p.is_dir())
        except OSError as exc:
            raise SaveReadError(
                N_("The saves folder could not be read: {problem}"),
                path=self.root,
                detail=str(exc),
                problem=Text(os_reason(exc, writing=False)),
            ) from None

    def info(self, path: Path | str) -> SaveInfo:
        """The load-screen entry for one file; never raises for a bad file."""
        path = self._resolve(path)
        bak = backup_path(path)
        common = {
            "path": path,
            "name": path.stem,
            "is_autosave": is_autosave(path),
            "backup": bak if bak.is_file() else None,
        }
        try:
            record = read_record(path)
            check_game(record, None, path=path)
        except SaveError as exc:
            return SaveInfo(updated=_mtime(path), error=exc, **common)
        return SaveInfo(
            updated=record.updated,
            game_id=record.game_id,
            description=record.description_text(),
            created=record.created,
            command_count=len(record.commands),
            **common,
        )

    def list_saves(self, game: str | None = None) -> list[SaveInfo]:
        """Every save in the folder, newest first; broken files are entries with ``error`` set.

        With ``game``, only readable saves of that game id are listed.
        Raises ``SaveReadError`` only if the folder itself cannot be listed.
        """
        infos = [self.info(p) for p in self._files()]
        if game is not None:
            infos = [i for i in infos if i.game_id == game]
        return sorted(infos, key=lambda i: (-i.updated.timestamp(), i.name))

    def latest_autosave(self, game: str | None = None) -> Path | None:
        """The most recently updated readable autosave (of ``game``, if given)."""
        infos = [self.info(p) for p in self._files() if is_autosave(p)]
        good = [i for i in infos if not i.broken and (game is None or i.game_id == game)]
        if not good:
            return None
        return max(good, key=lambda i: i.updated).path
