"""Where saves live and how save names become file names.

Saves go to ``<data dir>/saves/``. The data dir is
``platformdirs.user_data_dir("mars-tabletop")`` unless the environment
variable ``MARS_TABLETOP_DATA_DIR`` names another folder (tests and portable
installs use it). A save called "My game" is ``My game.json``; each game played
autosaves to its own ``autosave-<game id>-<time>-<random>.json`` (versions
before that had one ``autosave-<game id>.json`` per game id, still loaded);
each has a ``.bak`` of its previous version next to it.
"""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

import platformdirs

from game.i18n import N_
from game.product import APP_ID
from saves.errors import SaveNameError

APP_NAME = APP_ID  # the per-user data folder
DATA_DIR_ENV = "MARS_TABLETOP_DATA_DIR"
SAVE_SUFFIX = ".json"
AUTOSAVE_PREFIX = "autosave-"
MAX_NAME_LENGTH = 80

# Characters no common file system accepts in a name, and control characters.
_FORBIDDEN = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')
_WINDOWS_RESERVED = {"CON", "PRN", "AUX", "NUL"} | {f"{p}{i}" for p in ("COM", "LPT") for i in range(1, 10)}


def default_data_dir() -> Path:
    """The per-user data folder (``$MARS_TABLETOP_DATA_DIR`` wins when set)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def default_saves_dir() -> Path:
    return default_data_dir() / "saves"


def save_file_name(name: str) -> str:
    """The file name for a save the player called ``name``.

    Unsafe characters become ``_``; letters of any script are kept, so a
    Japanese name stays readable. Raises ``SaveNameError`` for a name that is
    empty after cleaning or that would take an autosave slot.
    """
    cleaned = unicodedata.normalize("NFC", name).strip()
    if cleaned.lower().endswith(SAVE_SUFFIX):
        cleaned = cleaned[: -len(SAVE_SUFFIX)]
    cleaned = _FORBIDDEN.sub("_", cleaned).strip(" .")
    if len(cleaned) > MAX_NAME_LENGTH:
        cleaned = cleaned[:MAX_NAME_LENGTH].rstrip(" .")
    if not cleaned or not cleaned.strip("_"):
        raise SaveNameError(N_("Please enter a name for the save."))
    if cleaned.lower().startswith(AUTOSAVE_PREFIX):
        raise SaveNameError(
            N_("Names starting with “{prefix}” are kept for autosaves."), prefix=AUTOSAVE_PREFIX
        )
    if cleaned.split(".")[0].upper() in _WINDOWS_RESERVED:
        cleaned = f"{cleaned}_"
    return cleaned + SAVE_SUFFIX


def autosave_file_name(game_id: str) -> str:
    safe = _FORBIDDEN.sub("_", game_id).strip(" .") or "_"
    return f"{AUTOSAVE_PREFIX}{safe}{SAVE_SUFFIX}"


def is_autosave(path: Path) -> bool:
    return path.name.startswith(AUTOSAVE_PREFIX) and path.name.endswith(SAVE_SUFFIX)


def is_save_file(path: Path) -> bool:
    """A visible ``*.json`` file (temporaries and backups start with ``.`` or end in ``.bak``)."""
    return path.name.endswith(SAVE_SUFFIX) and not path.name.startswith(".")
