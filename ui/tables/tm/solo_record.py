"""The local record of solo games: how many were won and lost on this computer.

Kept in ``<data dir>/tm_solo_record.json``; each finished game counts once
(keyed by its seed and length), however often its score screen is opened.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

log = logging.getLogger(__name__)

FILE_NAME = "tm_solo_record.json"


class SoloRecord:
    def __init__(self, path: Path) -> None:
        self.path = path

    @classmethod
    def for_data_dir(cls) -> SoloRecord:
        from saves import default_data_dir

        return cls(default_data_dir() / FILE_NAME)

    def _read(self) -> dict[str, bool]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        games = data.get("games") if isinstance(data, dict) else None
        return {str(k): bool(v) for k, v in games.items()} if isinstance(games, dict) else {}

    def note(self, match, won: bool) -> tuple[int, int]:
        """Count this finished game (once) and return (won, lost) so far."""
        games = self._read()
        key = f"{match.seed}:{len(match.commands)}"
        if key not in games:
            games[key] = won
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                tmp = self.path.with_name(self.path.name + ".tmp")
                tmp.write_text(json.dumps({"games": games}, indent=1) + "\n", encoding="utf-8")
                os.replace(tmp, self.path)
            except OSError as exc:
                log.warning("could not save the solo record to %s: %s", self.path, exc)
        won_count = sum(1 for v in games.values() if v)
        return won_count, len(games) - won_count
