"""A game's content files as they were under its earlier rules versions.

Our own card sets are tuned by simulation after they ship (a cost, a number of points), and every
such change raises the game's ``rules_version``. A save written before it must still replay move
for move, so it is replayed with the numbers it was played with: before a content file changes,
the file as it is goes into ``history/rN/`` beside it, where ``N`` is the rules version that is
ending (the last one that used it). A game played under rules version ``v`` reads each file
from the oldest ``history/rN`` with ``N >= v`` that holds it, or today's file when none does.

The game's setup carries the version it was started under only when it is not today's: a new
game has ``None``; ``saves.restore`` gives an older save its recorded rules version through the
game's ``setup_of_version`` (see ``game.core.contract``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

HISTORY = "history"


class KeepsContentVersions:
    """For a game's rules class (it has ``rules_version``; its setup has ``content_rules``): the
    contract's ``setup_of_version``, which gives a save of an earlier rules version the content
    it was played with."""

    rules_version: int

    def setup_of_version(self, data: dict[str, Any], rules_version: int | None) -> dict[str, Any]:
        if rules_version is not None and rules_version < self.rules_version:
            data.setdefault("content_rules", rules_version)
        return data


def kept_versions(folder: Path, name: str) -> list[int]:
    """The rules versions (oldest first) whose copy of the file ``name`` is kept in ``folder``."""
    history = folder / HISTORY
    if not history.is_dir():
        return []
    found = []
    for entry in history.iterdir():
        digits = entry.name[1:]
        if entry.name.startswith("r") and digits.isdigit() and (entry / name).is_file():
            found.append(int(digits))
    return sorted(found)


def content_version(folder: Path, name: str, version: int | None) -> int | None:
    """The kept version of ``name`` a game of rules ``version`` reads (None: today's file)."""
    if version is None:
        return None
    for kept in kept_versions(folder, name):
        if version <= kept:
            return kept
    return None


def content_path(folder: Path, name: str, version: int | None) -> Path:
    """The file ``name`` as a game of rules ``version`` reads it (``version`` None: today's)."""
    kept = content_version(folder, name, version)
    return folder / name if kept is None else folder / HISTORY / f"r{kept}" / name
