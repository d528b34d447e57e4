"""Crash-safe file replacement that keeps the previous version as a backup.

``atomic_write(path, data)`` never leaves ``path`` half written: the bytes go
to a temporary file in the same folder, are flushed and fsynced, and only then
renamed over ``path`` with ``os.replace`` (atomic on POSIX and Windows). The
folder is fsynced afterwards where the platform allows it, so the rename itself
survives a power cut.

The version being replaced becomes ``<name>.bak``. The order of steps makes
every failure harmless:

1. write and fsync ``.<name>.<random>.tmp``;
2. give the current file a second name (a hard link, or a fsynced copy where
   links are not supported) ``.<name>.<random>.baktmp``;
3. ``os.replace`` the new file over ``path``;
4. ``os.replace`` the second name over ``<name>.bak``.

A failure in steps 1-3 leaves both ``path`` and ``<name>.bak`` exactly as they
were and removes the temporary files. A failure in step 4 (after the new data
is safely in place) only leaves the backup one version older.

A current file that cannot be given a second name (it cannot be read, so
neither linked nor copied) must not stop the new save: it is renamed aside to
``<name>.unreadable-<random>`` and the new file is written without a backup
step. ``remove_stale_temporaries`` clears temporaries a killed process left.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import tempfile
import time
from pathlib import Path

BACKUP_SUFFIX = ".bak"
TEMP_SUFFIX = ".tmp"
UNREADABLE_MARK = ".unreadable-"
#: A temporary older than this was left by a process that was killed (a write takes milliseconds).
STALE_SECONDS = 3600


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def _fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where directories cannot be opened)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _temp_file(folder: Path, name: str, suffix: str) -> tuple[int, Path]:
    fd, temp = tempfile.mkstemp(prefix=f".{name}.", suffix=suffix, dir=folder)
    return fd, Path(temp)


def _write_fd(fd: int, data: bytes) -> None:
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())


def _second_name(path: Path) -> Path | None:
    """A temporary extra name for the current ``path`` (``None`` if it does not exist)."""
    if not path.exists():
        return None
    link = path.with_name(f".{path.name}.{secrets.token_hex(6)}.bak{TEMP_SUFFIX}")
    try:
        os.link(path, link)
        return link
    except OSError:
        pass  # no hard links here (FAT, some network drives): copy instead
    fd, temp = _temp_file(path.parent, path.name, ".bak" + TEMP_SUFFIX)
    try:
        with open(path, "rb") as src, os.fdopen(fd, "wb") as dst:
            shutil.copyfileobj(src, dst)
            dst.flush()
            os.fsync(dst.fileno())
    except BaseException:
        _remove(temp)
        raise
    return temp


def _remove(path: Path | None) -> None:
    if path is not None:
        with contextlib.suppress(OSError):
            os.unlink(path)


def atomic_write(path: Path, data: bytes, *, backup: bool = True, mode: int | None = None) -> None:
    """Replace ``path`` with ``data`` atomically, keeping the old file as ``<name>.bak``.

    The file is the owner's alone (0600, as the temporary file is made), like a save, unless
    ``mode`` gives its permissions (a screenshot is meant to be shared: 0644).

    Raises ``OSError`` (or whatever a step raised) with ``path`` and its backup
    unchanged, unless only the final backup rotation failed.
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp = _temp_file(folder, path.name, TEMP_SUFFIX)
    old: Path | None = None
    try:
        _write_fd(fd, data)
        if mode is not None:
            os.chmod(temp, mode)
        if backup:
            try:
                old = _second_name(path)
            except OSError:
                # Unreadable: it cannot be the backup, but it must not block the save either.
                os.replace(path, path.with_name(f"{path.name}{UNREADABLE_MARK}{secrets.token_hex(4)}"))
        os.replace(temp, path)
    except BaseException:
        _remove(temp)
        _remove(old)
        raise
    if old is not None:
        try:
            os.replace(old, backup_path(path))
        except OSError:
            _remove(old)
    _fsync_dir(folder)


def remove_stale_temporaries(folder: Path, *, older_than: float = STALE_SECONDS) -> list[Path]:
    """Delete ``.<name>.<random>.tmp`` files older than ``older_than`` seconds; return them.

    Only names this module makes are touched (a leading dot and ``.tmp``), and
    only old ones, so a save being written by another running copy is safe.
    """
    removed: list[Path] = []
    limit = time.time() - older_than
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if entry.is_file() and not entry.is_symlink() and entry.stat().st_mtime < limit:
                entry.unlink()
                removed.append(entry)
        except OSError:
            continue
    return removed
