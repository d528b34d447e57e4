"""The one error family for save files: ``SaveError`` and its subclasses.

Every problem with reading, checking, replaying or writing a save is raised as
a ``SaveError``. Its ``reason`` is a ``game.i18n.Text``: an English template
marked with ``N_`` plus parameters, so the UI can show it in either language
(``err.translated()``) and logs can keep the English (``str(err)``). A
parameter may itself be a ``Text`` (a game title, an engine's refusal reason);
it is rendered in the same language as the message around it. ``detail`` holds
an untranslated technical note (a parser or OS message) for logs only.

    SaveError
    ├── SaveReadError            the file cannot be read at all (OS error)
    │   └── SaveNotFoundError
    ├── CorruptSaveError         not UTF-8 JSON (damaged, binary, too large)
    │   └── TruncatedSaveError   JSON that stops early, or an empty file
    ├── InvalidSaveError         JSON, but not a valid save (hand-edited)
    │   ├── BadSetupError        the game's setup is refused by the game
    │   └── BadCommandError      command ``index`` is malformed
    ├── FutureVersionError       written by a newer app (newer schema)
    │   └── FutureRulesError     recorded under newer rules of its game
    ├── WrongGameError
    │   ├── UnknownGameError     the game id is not installed
    │   └── UnexpectedGameError  not the game the caller asked for
    ├── ReplayError
    │   ├── ReplayRefusedError   command ``index`` was refused on replay
    │   ├── ReplayCrashedError   the engine failed while rebuilding
    │   └── SnapshotMismatchError  replay does not reach the recorded position
    ├── SaveWriteError           the game could not be written
    └── SaveNameError            the name typed for a save cannot be used
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

from game.i18n import N_, Text


class SaveError(Exception):
    """Base class: a save file could not be used (or written)."""

    def __init__(
        self, template: str, /, *, path: Path | None = None, detail: str = "", **params: Any
    ) -> None:
        self.reason = Text(template, params)
        self.path = path
        self.detail = detail
        super().__init__(self.english())

    def english(self) -> str:
        return _render(self.reason, translate=False)

    def translated(self) -> str:
        return _render(self.reason, translate=True)


def _render(text: Text, *, translate: bool) -> str:
    params = {
        key: _render(value, translate=translate) if isinstance(value, Text) else value
        for key, value in text.params.items()
    }
    return Text(text.template, params).translated() if translate else Text(text.template, params).english()


class SaveReadError(SaveError):
    """The operating system would not let us read the file."""


class SaveNotFoundError(SaveReadError):
    pass


class CorruptSaveError(SaveError):
    """The bytes are not UTF-8 JSON: damaged, truncated mid-character, or not a save at all."""


class TruncatedSaveError(CorruptSaveError):
    """The JSON stops before it is complete (an interrupted copy), or the file is empty."""


class InvalidSaveError(SaveError):
    """Well-formed JSON that does not follow the save schema (usually hand-edited)."""


class BadSetupError(InvalidSaveError):
    """The game refused the setup recorded in the file."""


class BadCommandError(InvalidSaveError):
    """Command ``index`` (0-based) of the file is not a command of this game."""

    def __init__(self, index: int, cause: Text, *, path: Path | None = None) -> None:
        self.index = index
        super().__init__(
            N_("Command {number} in the save file is malformed: {cause}"),
            path=path,
            number=index + 1,
            cause=cause,
        )


class FutureVersionError(SaveError):
    """Written by a newer Mars Tabletop with a save format this version cannot read."""

    def __init__(self, version: int, supported: int, *, path: Path | None = None) -> None:
        self.version = version
        self.supported = supported
        super().__init__(
            N_(
                "This save was made by a newer version of Mars Tabletop "
                "(save format {version}; this version reads format {supported})."
            ),
            path=path,
            version=version,
            supported=supported,
        )


class FutureRulesError(FutureVersionError):
    """The save was made under a newer version of its game's rules than this app plays."""

    def __init__(self, version: int, supported: int, *, path: Path | None = None) -> None:
        self.version = version
        self.supported = supported
        SaveError.__init__(
            self,
            N_(
                "This save was made by a newer version of Mars Tabletop "
                "(rules version {version}; this version plays rules version {supported})."
            ),
            path=path,
            version=version,
            supported=supported,
        )


class WrongGameError(SaveError):
    """The save is for another game than the one wanted or installed."""

    def __init__(self, template: str, /, *, game_id: str, path: Path | None = None, **params: Any) -> None:
        self.game_id = game_id
        super().__init__(template, path=path, **params)


class UnknownGameError(WrongGameError):
    pass


class UnexpectedGameError(WrongGameError):
    pass


class ReplayError(SaveError):
    """Replaying the recorded commands did not rebuild the recorded game."""


class ReplayRefusedError(ReplayError):
    """Command ``index`` (0-based) was refused by the rules during replay."""

    def __init__(self, index: int, cause: Text, *, path: Path | None = None) -> None:
        self.index = index
        super().__init__(
            N_("Command {number} in the save file was refused on replay: {cause}"),
            path=path,
            number=index + 1,
            cause=cause,
        )


class ReplayCrashedError(ReplayError):
    """The engine raised something other than ``IllegalCommand`` while rebuilding."""


class SnapshotMismatchError(ReplayError):
    """The replayed position differs from the snapshot in the file.

    ``key`` is the first differing top-level key of the snapshot (in sorted
    order), or ``None`` when the difference is not inside a top-level key.
    """

    def __init__(self, key: str | None, *, path: Path | None = None) -> None:
        self.key = key
        if key is None:
            super().__init__(N_("The save file does not match the game it records."), path=path)
        else:
            super().__init__(
                N_("The save file does not match the game it records (first difference: {key})."),
                path=path,
                key=key,
            )


class SaveWriteError(SaveError):
    """The game could not be saved; any earlier save under that name is intact."""


class SaveNameError(SaveError, ValueError):
    """The name given for a save cannot be used as a file name."""


def os_reason(exc: OSError, *, writing: bool) -> str:
    """A translatable template describing an ``OSError`` (its text goes to ``detail``)."""
    code = exc.errno
    if code == errno.ENOENT:
        return N_("The save file or its folder does not exist.")
    if code in (errno.EACCES, errno.EPERM):
        return N_("Permission denied.")
    if code == errno.EISDIR:
        return N_("This is a folder, not a save file.")
    if code == errno.ENOSPC:
        return N_("The disk is full.")
    if code == errno.EROFS:
        return N_("The disk is read-only.")
    if writing:
        return N_("The file system reported an error while saving.")
    return N_("The file system reported an error while reading.")
