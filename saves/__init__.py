"""Save files: versioned JSON, atomic writes with backups, checked loading.

Modules, one concept each:

* ``saves.model``   - the pydantic models of the file format (``SaveFile``);
* ``saves.codec``   - strict bytes <-> ``SaveFile`` conversion;
* ``saves.restore`` - replaying a record into a ``Match`` and checking its snapshot;
* ``saves.atomic``  - crash-safe replacement keeping a ``.bak``;
* ``saves.paths``   - the saves folder and file names;
* ``saves.store``   - ``SaveStore``, the API the UI uses;
* ``saves.errors``  - the ``SaveError`` family (translatable reasons).
"""

from saves.errors import (
    BadCommandError,
    BadSetupError,
    CorruptSaveError,
    FutureVersionError,
    InvalidSaveError,
    ReplayCrashedError,
    ReplayError,
    ReplayRefusedError,
    SaveError,
    SaveNameError,
    SaveNotFoundError,
    SaveReadError,
    SaveWriteError,
    SnapshotMismatchError,
    TruncatedSaveError,
    UnexpectedGameError,
    UnknownGameError,
    WrongGameError,
)
from saves.model import SCHEMA_VERSION, SaveFile
from saves.paths import DATA_DIR_ENV, default_data_dir, default_saves_dir
from saves.store import LoadedGame, SaveInfo, SaveStore, load_save_file

__all__ = [
    "DATA_DIR_ENV",
    "SCHEMA_VERSION",
    "BadCommandError",
    "BadSetupError",
    "CorruptSaveError",
    "FutureVersionError",
    "InvalidSaveError",
    "LoadedGame",
    "ReplayCrashedError",
    "ReplayError",
    "ReplayRefusedError",
    "SaveError",
    "SaveFile",
    "SaveInfo",
    "SaveNameError",
    "SaveNotFoundError",
    "SaveReadError",
    "SaveStore",
    "SaveWriteError",
    "SnapshotMismatchError",
    "TruncatedSaveError",
    "UnexpectedGameError",
    "UnknownGameError",
    "WrongGameError",
    "default_data_dir",
    "default_saves_dir",
    "load_save_file",
]
