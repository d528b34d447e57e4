"""The save folder: named saves, one autosave file per game played, listing, loading.

``SaveStore`` is what the UI talks to::

    store = SaveStore()                      # <data dir>/saves, or SaveStore(root=...)
    store.autosave(match)                    # after every command, into this match's own file
    path = store.save(match, "Before the big turn")
    for info in store.list_saves():          # newest first; broken files included
        ...info.description.translated() or info.error.translated()
    loaded = store.load(path, expected_game="pig")
    loaded.match                             # a game.core.Match, replayed and checked

Every failure is a ``saves.errors.SaveError``. ``load_save_file`` loads a file
from anywhere (the ``--load FILE`` flag).

Each match gets its own autosave file the first time it is autosaved
(``autosave-<game>-<time>-<random>.json``); a match loaded from an autosave
keeps writing to that file. So starting a new game never touches the autosave
of another one. A file about to be replaced that no longer loads (damaged,
unreadable) is set aside (``<name>.damaged-<time>``) instead of being rotated
over a ``.bak`` that still loads.
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import stat
import weakref
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from game.core import Match
from game.i18n import N_, Text
from saves.atomic import atomic_write, backup_path, remove_stale_temporaries
from saves.codec import HEADER_BYTES, MAX_SAVE_BYTES, decode, encode, read_header
from saves.errors import SaveError, SaveNotFoundError, SaveReadError, SaveWriteError, os_reason
from saves.model import SaveFile, record_match, utc_now
from saves.paths import (
    SAVE_SUFFIX,
    autosave_file_name,
    default_saves_dir,
    is_autosave,
    is_save_file,
    save_file_name,
)
from saves.restore import check_game, restore

log = logging.getLogger(__name__)

# When each live match was first saved or loaded, so re-saving keeps "created".
_CREATED: weakref.WeakKeyDictionary[Match, datetime] = weakref.WeakKeyDictionary()
# The autosave file of each live match (its own, or the autosave it was loaded from).
_AUTOSAVE_FILE: weakref.WeakKeyDictionary[Match, Path] = weakref.WeakKeyDictionary()

#: Suffix of the untouched copy of a save whose moves no longer all replay.
ORIGINAL_SUFFIX = ".original"
#: Marks a file set aside because it no longer loaded when a save was about to replace it.
DAMAGED_MARK = ".damaged-"


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A loaded save: the live match and the record it was rebuilt from."""

    match: Match
    record: SaveFile
    path: Path
    replayed: bool = False  # an earlier rules version: rebuilt by replay, snapshot not checked
    dropped: int = 0  # recorded moves that no longer replay (the match stops before them)
    problem: SaveError | None = None  # why the first dropped move failed
    original: Path | None = None  # the untouched copy of the file, kept when moves were dropped


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
    finished: bool = False

    @property
    def broken(self) -> bool:
        return self.error is not None


def read_save_bytes(path: Path, limit: int | None = None) -> bytes:
    """The bytes of ``path`` (at most ``limit``, default ``MAX_SAVE_BYTES`` + 1), or a ``SaveReadError``.

    Only regular files are opened: opening a FIFO or a device would wait forever.
    """
    limit = MAX_SAVE_BYTES + 1 if limit is None else limit
    try:
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(path, flags)
        with open(fd, "rb", closefd=True) as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                raise SaveReadError(N_("This is not a regular file, so it cannot be a save."), path=path)
            if hasattr(os, "set_blocking"):
                os.set_blocking(fh.fileno(), True)
            return fh.read(limit)
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


def _keep_original(path: Path, data: bytes) -> Path | None:
    """An untouched copy of ``data`` beside ``path`` (``<name>.original``, numbered if taken)."""
    target = path.with_name(path.name + ORIGINAL_SUFFIX)
    number = 2
    while target.exists():
        if target.read_bytes() == data:
            return target
        target = path.with_name(f"{path.name}{ORIGINAL_SUFFIX}-{number}")
        number += 1
    try:
        atomic_write(target, data, backup=False)
    except OSError as exc:
        log.warning("could not keep the original of %s: %s", path, exc)
        return None
    return target


def load_save_file(path: Path | str, expected_game: str | None = None) -> LoadedGame:
    """Load, replay and check the save at ``path`` (any folder).

    ``expected_game``, when given, is the game id the caller wants; a save of
    another game raises ``UnexpectedGameError``. Raises only ``SaveError``.
    A save of an earlier rules version whose moves no longer all replay loads
    at the last position that does (``LoadedGame.dropped``), and the file is
    copied unchanged to ``<name>.original`` first.
    """
    path = Path(path)
    data = read_save_bytes(path)
    record = decode(data, path=path)
    restored = restore(record, expected_game=expected_game, path=path)
    original = _keep_original(path, data) if restored.dropped else None
    _CREATED[restored.match] = record.created
    return LoadedGame(
        match=restored.match,
        record=record,
        path=path,
        replayed=restored.replayed,
        dropped=restored.dropped,
        problem=restored.problem,
        original=original,
    )


def registry_has(game_id: str) -> bool:
    from game import registry

    return registry.is_registered(game_id)


def _mtime(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except (OSError, OverflowError, ValueError):
        return datetime.fromtimestamp(0, UTC)


class SaveStore:
    """The saves folder ``root`` (default: ``default_saves_dir()``)."""

    def __init__(self, root: Path | str | None = None) -> None:
        self.root = Path(root) if root is not None else default_saves_dir()
        # (mtime_ns, size) of the files this store wrote, so each autosave need not re-read the last.
        self._written: dict[Path, tuple[int, int]] = {}

    # -- paths ---------------------------------------------------------------

    def path_for(self, name: str) -> Path:
        """The file a save called ``name`` goes to (``SaveNameError`` if unusable)."""
        return self.root / save_file_name(name)

    def autosave_path(self, game_id: str) -> Path:
        """The single autosave file of older versions (still listed and loaded)."""
        return self.root / autosave_file_name(game_id)

    def remove_stale_temporaries(self) -> list[Path]:
        """Delete temporary files a killed write left in the folder (the app does this at start)."""
        return remove_stale_temporaries(self.root) if self.root.is_dir() else []

    def new_autosave_path(self, game_id: str) -> Path:
        """A fresh autosave file name for a new game of ``game_id``."""
        stem = autosave_file_name(game_id).removesuffix(SAVE_SUFFIX)
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        while True:
            path = self.root / f"{stem}-{stamp}-{secrets.token_hex(3)}{SAVE_SUFFIX}"
            if not path.exists():
                return path

    def autosave_file(self, match: Match) -> Path | None:
        """The autosave file of ``match`` in this folder, if it has one yet."""
        path = _AUTOSAVE_FILE.get(match)
        return path if path is not None and path.parent == self.root else None

    def _resolve(self, path: Path | str) -> Path:
        path = Path(path)
        return path if path.is_absolute() else self.root / path

    # -- writing -------------------------------------------------------------

    def save(self, match: Match, name: str) -> Path:
        """Save ``match`` as ``name`` (replacing a save of that name, kept as ``.bak``)."""
        return self._write(match, self.path_for(name))

    def autosave(self, match: Match) -> Path:
        """Write ``match``'s own autosave file (made on its first autosave)."""
        path = self.autosave_file(match)
        if path is None:
            path = self.new_autosave_path(match.rules.game_id)
        self._write(match, path)
        _AUTOSAVE_FILE[match] = path
        return path

    def save_to(self, match: Match, path: Path | str) -> Path:
        """Save ``match`` to a file anywhere (Save as... into another folder)."""
        path = Path(path)
        if not path.name.endswith(SAVE_SUFFIX):
            path = path.with_name(path.name + SAVE_SUFFIX)
        return self._write(match, path)

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
            rotate = self._set_aside_if_broken(path)
            atomic_write(path, data, backup=rotate)
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
        with contextlib.suppress(OSError):
            info = path.stat()
            self._written[path] = (info.st_mtime_ns, info.st_size)
        return path

    def _set_aside_if_broken(self, path: Path) -> bool:
        """Whether the file at ``path`` may become the ``.bak`` (it loads, or there is none).

        A file that does not load (damaged, unreadable, not a file) is renamed to
        ``<name>.damaged-<time>`` so the new save can be written and the ``.bak``,
        which may be the last good copy, stays as it is.
        """
        try:
            info = path.lstat()
        except FileNotFoundError:
            return True
        if stat.S_ISREG(info.st_mode) and self._written.get(path) == (info.st_mtime_ns, info.st_size):
            return True  # our own last write
        try:
            read_record(path)
            return True
        except SaveError as exc:
            aside = path.with_name(f"{path.name}{DAMAGED_MARK}{datetime.now(UTC).strftime('%Y%m%d-%H%M%S')}")
            log.warning("%s does not load (%s); kept as %s", path, exc, aside.name)
            os.replace(path, aside)
            return False

    def delete(self, path: Path | str) -> None:
        """Remove a save of this folder and its backup (``SaveError`` if that fails)."""
        path = self._resolve(path)
        if path.parent.resolve() != self.root.resolve() or not is_save_file(path):
            raise SaveWriteError(N_("Only files in the saves folder can be deleted."), path=path)
        self._written.pop(path, None)
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
        """Load a save (a relative path is taken inside ``root``); see ``load_save_file``.

        A match loaded from an autosave of this folder goes on autosaving into it.
        """
        path = self._resolve(path)
        loaded = load_save_file(path, expected_game)
        if is_autosave(path) and path.parent == self.root:
            _AUTOSAVE_FILE[loaded.match] = path
        return loaded

    def load_backup(self, path: Path | str, expected_game: str | None = None) -> LoadedGame:
        """Load the ``.bak`` of a save; the match goes on saving into the save's own file."""
        path = self._resolve(path)
        loaded = load_save_file(backup_path(path), expected_game)
        if is_autosave(path) and path.parent == self.root:
            _AUTOSAVE_FILE[loaded.match] = path
        return loaded

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
            finished=bool(record.finished),
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

    def header_info(self, path: Path | str) -> SaveInfo:
        """Like ``info``, from the start of the file only when it has a readable header.

        For the title screen: a long game's file is not parsed to show one line
        (``command_count`` stays 0; a file damaged further on fails when loaded).
        """
        path = self._resolve(path)
        try:
            header = read_header(read_save_bytes(path, HEADER_BYTES))
        except SaveError:
            header = None
        if header is None or not registry_has(header.game_id):
            return self.info(path)
        bak = backup_path(path)
        return SaveInfo(
            path=path,
            name=path.stem,
            is_autosave=is_autosave(path),
            backup=bak if bak.is_file() else None,
            updated=header.updated,
            game_id=header.game_id,
            description=header.description_text(),
            created=header.created,
            finished=bool(header.finished),
        )

    def unfinished_autosaves(self, game: str | None = None) -> list[SaveInfo]:
        """Readable autosaves of games not over (of ``game``, if given), newest first.

        Reads only each file's header (see ``header_info``).
        """
        infos = [self.header_info(p) for p in self._files() if is_autosave(p)]
        good = [i for i in infos if not i.broken and not i.finished and (game is None or i.game_id == game)]
        return sorted(good, key=lambda i: (-i.updated.timestamp(), i.name))

    def latest_autosave(self, game: str | None = None) -> Path | None:
        """The most recently updated readable autosave of an unfinished game (of ``game``, if given)."""
        good = self.unfinished_autosaves(game)
        return good[0].path if good else None
