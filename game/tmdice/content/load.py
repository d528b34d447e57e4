"""The game's own content (``cards.json``, ``board.json``), validated once at load."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from game.tmdice.content.models import Board, Card, check_special_tiles, load_board, load_cards

HERE = Path(__file__).resolve().parent


@cache
def cards() -> dict[str, Card]:
    cards = load_cards(json.loads((HERE / "cards.json").read_text(encoding="utf-8")))
    check_special_tiles(cards)
    return cards


@cache
def board() -> Board:
    return load_board(json.loads((HERE / "board.json").read_text(encoding="utf-8")))
