"""The environment the app benchmarks run it in: settings and saves in a scratch folder
(so nothing of the user's is read or written), no sound, and the dummy video driver
unless a real display is asked for."""

from __future__ import annotations

import os
from pathlib import Path


def app_env(scratch: str | Path, window: bool) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        MARS_TABLETOP_CONFIG_DIR=str(Path(scratch) / "config"),
        MARS_TABLETOP_DATA_DIR=str(Path(scratch) / "data"),
        SDL_AUDIODRIVER="dummy",
    )
    if not window:
        env["SDL_VIDEODRIVER"] = "dummy"
    return env
