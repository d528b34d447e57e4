"""What the application is called and which version is installed: one place for the shell, the
saves (which record the version) and the build (``APP_ID`` names the config and data folders,
the window class, the command and the double-click build)."""

from __future__ import annotations

from functools import cache
from importlib import metadata

from game.i18n import N_

#: The distribution, command, window class and per-user folder name.
APP_ID = "mars-tabletop"
#: The name players read (translated where it is shown).
APP_NAME = N_("Mars Tabletop")


@cache
def app_version() -> str:
    """The installed version ("unknown" when run from a tree without package metadata)."""
    try:
        return metadata.version(APP_ID)
    except metadata.PackageNotFoundError:
        return "unknown"
