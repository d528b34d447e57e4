"""Player settings: a validated pydantic model stored as JSON in the config dir.

The file is ``platformdirs.user_config_dir("mars-tabletop")/settings.json``,
or ``$MARS_TABLETOP_CONFIG_DIR/settings.json`` when that variable is set. A file
that cannot be read or validated (not a regular file, too large, not UTF-8, not
JSON, nested too deeply, wrong values) is reported with a logged warning and the
defaults are used; it is left on disk untouched until the player changes a
setting (only ``SettingsStore.save`` writes). Before the first write over such a
file, a copy is kept as ``settings.json.unreadable-<time>``. Writes are atomic
like saves: a uniquely named temporary file, fsynced, then renamed.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import stat
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.i18n import N_, language_from_system
from game.product import APP_ID

log = logging.getLogger(__name__)

CONFIG_ENV = "MARS_TABLETOP_CONFIG_DIR"
APP_NAME = APP_ID  # the per-user config folder
SETTINGS_FILE = "settings.json"
#: A settings file is a few hundred bytes; a far bigger one is not ours.
MAX_SETTINGS_BYTES = 64 * 1024
UNREADABLE_MARK = ".unreadable-"

#: Window sizes offered in the settings screen (windowed mode).
WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    (1024, 576),
    (1280, 720),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
)
DEFAULT_WINDOW_SIZE = (1280, 720)


class AnimationSpeed(StrEnum):
    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def factor(self) -> float:
        """Multiply an animation's normal duration by this (0 means: jump to the end)."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}[self.value]

    @property
    def label(self) -> str:
        """The English msgid naming this speed in the settings screen."""
        return ANIMATION_LABELS[self]


ANIMATION_LABELS = {
    AnimationSpeed.OFF: N_("Off"),
    AnimationSpeed.FAST: N_("Fast"),
    AnimationSpeed.NORMAL: N_("Normal"),
    AnimationSpeed.SLOW: N_("Slow"),
}


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Literal["ja", "en"] = Field(default_factory=language_from_system)
    window_size: tuple[int, int] = DEFAULT_WINDOW_SIZE
    fullscreen: bool = False
    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    confirm_pass: bool = True
    confirm_tile_placement: bool = True
    allow_undo: bool = True
    #: After the action that ends a turn, keep the result on screen (with Undo) until the player presses
    #: End turn. Solo turns never end before a pass, so it only matters with two or more players.
    confirm_end_turn: bool = True
    #: The robot game's exploration playback (reveals, Mars cards, outcomes) steps by itself at the
    #: animation speed; off, each step waits for a click. The playback's Auto button changes it too.
    robots_auto_playback: bool = True

    @field_validator("window_size")
    @classmethod
    def _sane_size(cls, value: tuple[int, int]) -> tuple[int, int]:
        width, height = value
        if not (320 <= width <= 7680 and 240 <= height <= 4320):
            raise ValueError(f"window size {width}x{height} is out of range")
        return value

    def animation_seconds(self, normal: float) -> float:
        """How long an animation lasting ``normal`` seconds at normal speed takes now."""
        return normal * self.animation_speed.factor


def config_dir() -> Path:
    override = os.environ.get(CONFIG_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


class SettingsStore:
    """Reads the settings once at start and writes them when the player changes one."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or config_dir()) / SETTINGS_FILE
        self.problem: str | None = None  # why the file on disk was not used, if it was not

    def load(self) -> Settings:
        self.problem = None
        try:
            raw = self._read()
        except FileNotFoundError:
            return Settings()
        except OSError as exc:
            return self._fallback(f"cannot read it: {exc}")
        if raw is None:
            return self._fallback("it is not a regular file")
        if len(raw) > MAX_SETTINGS_BYTES:
            return self._fallback(f"it is larger than {MAX_SETTINGS_BYTES} bytes")
        try:
            return Settings.model_validate(json.loads(raw.decode("utf-8")))
        except UnicodeDecodeError as exc:
            return self._fallback(f"it is not UTF-8 text: {exc}")
        except RecursionError:
            return self._fallback("it is nested too deeply")
        except json.JSONDecodeError as exc:
            return self._fallback(f"it is not valid JSON: {exc}")
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first.get("loc", ())) or "settings"
            return self._fallback(f"{where}: {first['msg']}")
        except ValueError as exc:  # e.g. an integer with too many digits
            return self._fallback(f"it holds a value out of range: {str(exc)[:200]}")

    def _read(self) -> bytes | None:
        """The file's first bytes (``None`` for a FIFO, a device or a folder: opening those could block)."""
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(self.path, flags)
        with open(fd, "rb", closefd=True) as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                return None
            if hasattr(os, "set_blocking"):
                os.set_blocking(fh.fileno(), True)
            return fh.read(MAX_SETTINGS_BYTES + 1)

    def _fallback(self, problem: str) -> Settings:
        self.problem = problem
        log.warning(
            "Ignoring the settings file %s (%s); using the defaults. "
            "It is kept as it is until a setting is changed.",
            self.path,
            problem,
        )
        return Settings()

    def save(self, settings: Settings) -> None:
        """Write atomically (``saves.atomic``), first keeping a copy of a file that did not load."""
        from saves.atomic import atomic_write

        data = settings.model_dump(mode="json")
        if self.problem is not None:
            self._keep_unreadable()
        text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
        atomic_write(self.path, text.encode("utf-8"), backup=False)
        self.problem = None

    def _keep_unreadable(self) -> Path | None:
        """Copy the settings file that did not load to ``settings.json.unreadable-<time>``."""
        try:
            info = self.path.lstat()
        except FileNotFoundError:
            return None
        target = self.path.with_name(
            f"{self.path.name}{UNREADABLE_MARK}{datetime.now().strftime('%Y%m%d-%H%M%S')}"
        )
        if stat.S_ISREG(info.st_mode):
            shutil.copy2(self.path, target)  # an OSError here stops the write: the file stays as it is
        else:
            os.replace(self.path, target)  # a FIFO or a folder: move it out of the way
        log.warning("kept the settings file that could not be read as %s", target)
        return target
