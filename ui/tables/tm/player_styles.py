"""Which colour and marker each seat chose, remembered per game on this computer.

The engine's setup knows names but not colours, so the choice made on the
new-game screen is kept in ``<data dir>/tm_player_styles.json`` under a key
made of the game's seed and player names. A game whose choice is unknown (a
save from another computer) uses the palette in seat order.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

from ui.tables.tm.palette import PLAYER_STYLES

log = logging.getLogger(__name__)

FILE_NAME = "tm_player_styles.json"
KEEP = 200  # games remembered


def game_key(match) -> str:
    return f"{match.seed}|{'|'.join(match.setup.names)}|{match.setup.players}"


def _path() -> Path:
    from saves import default_data_dir

    return default_data_dir() / FILE_NAME


def _read(path: Path) -> dict[str, list[int]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def recall(match) -> list[int] | None:
    styles = _read(_path()).get(game_key(match))
    n = match.setup.players
    if (isinstance(styles, list) and len(styles) == n and len(set(styles)) == n
            and all(isinstance(s, int) and 0 <= s < len(PLAYER_STYLES) for s in styles)):  # fmt: skip
        return styles
    return None


def remember(match, styles: list[int]) -> None:
    path = _path()
    data = _read(path)
    data.pop(game_key(match), None)
    data[game_key(match)] = list(styles)
    while len(data) > KEEP:
        data.pop(next(iter(data)))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(data) + "\n", encoding="utf-8")
        os.replace(tmp, path)
    except OSError as exc:
        log.warning("could not remember the player colours in %s: %s", path, exc)
