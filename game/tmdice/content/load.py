"""The game's own content (``cards.json``, ``board.json``), validated once at load.

A game started under an earlier rules version reads the files as they were then
(``game.core.content_history``: ``history/rN/`` beside today's files).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from game.core.content_history import content_path, content_version
from game.tmdice.content.models import Board, Card, check_special_tiles, load_board, load_cards

HERE = Path(__file__).resolve().parent


def cards(rules_version: int | None = None) -> dict[str, Card]:
    """The cards a game of ``rules_version`` is played with (None: today's)."""
    return _cards(content_version(HERE, "cards.json", rules_version))


def board(rules_version: int | None = None) -> Board:
    """The board a game of ``rules_version`` is played on (None: today's)."""
    return _board(content_version(HERE, "board.json", rules_version))


@cache
def _cards(kept: int | None) -> dict[str, Card]:
    table = load_cards(json.loads(content_path(HERE, "cards.json", kept).read_text(encoding="utf-8")))
    check_special_tiles(table)
    return table


@cache
def _board(kept: int | None) -> Board:
    return load_board(json.loads(content_path(HERE, "board.json", kept).read_text(encoding="utf-8")))
