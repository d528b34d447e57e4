"""The Ares table shows a game's own content: a game started under an earlier rules version draws
the card texts, side names and numbers it is played with (``content/history/rN/``,
``game.core.content_history``), never today's; a new game draws today's.

The release is a fixture (as in ``tests/ares/test_content_versions.py``): rules version 3 whose
Terran and Kahoum texts and side names carry a word of its own and whose units are one initiative
later, the version-2 files kept in ``history/r2/``."""

from __future__ import annotations

import json
import shutil

import pygame
import pytest

from game.ares.content import load
from game.ares.rules import RULES
from tests.ui.ares.support import match_until, open_table
from ui import text
from ui.layout import Layout
from ui.tables.ares import names
from ui.tables.ares.widgets.cards import draw_face

NEW_WORD = "Zorblax"
RETUNED = ("terran", "kahoum")


def _retune(faction: dict) -> None:
    for card in faction["cards"].values():
        card["text"] = f"{NEW_WORD} {card.get('text', '')}"
        for unit in card.get("units", []):
            unit["name"] = f"{NEW_WORD}{unit['name']}"
            unit["initiative"] = unit.get("initiative", 0) + 1


@pytest.fixture
def release(tmp_path, monkeypatch):
    """Rules version 3 (today) with retuned Terran and Kahoum files; version 2's kept in history."""
    today = tmp_path / "content"
    (today / "history" / "r2").mkdir(parents=True)
    for name in load.FACTION_FILES:
        shutil.copy(load.HERE / f"{name}.json", today / f"{name}.json")
    for name in RETUNED:
        shutil.copy(load.HERE / f"{name}.json", today / "history" / "r2" / f"{name}.json")
        data = json.loads((today / f"{name}.json").read_text(encoding="utf-8"))
        _retune(data)
        (today / f"{name}.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(load, "HERE", today)
    monkeypatch.setattr(type(RULES), "rules_version", 3)
    load._content.cache_clear()
    yield
    load._content.cache_clear()


@pytest.fixture
def drawn_words(monkeypatch):
    """Every line of text the table renders."""
    words: list[str] = []
    original = text.render

    def record(line, *args, **kwargs):
        words.append(line)
        return original(line, *args, **kwargs)

    monkeypatch.setattr(text, "render", record)
    return words


def _turn(match) -> bool:
    s = match.state
    return s.turn >= 8 and s.combat is None and not s.opening and len(s.players[s.active].base) >= 2


def _table_words(driver, content_rules: int | None, drawn_words: list[str]):
    """A table at a turn of a seeded game of ``content_rules``, its first hand card chosen, and
    every word it drew, with the pop-up (``draw_face`` with the table's cards) of that card."""
    data = {"players": 2} | ({"content_rules": content_rules} if content_rules else {})
    match = match_until(_turn, data=data)
    table = open_table(driver, match, match.state.active)
    table.select(0)  # the chosen card's plays name it and its side in the panel
    drawn_words.clear()
    text.clear_cache()
    driver.frames(2)
    surface = pygame.Surface((400, 520))
    card = table.hand.hand()[0]
    draw_face(surface, Layout(1280, 720), surface.get_rect(), card, detail=True, cards=table.cards())
    return table, " ".join(drawn_words)


def test_a_game_of_an_earlier_rules_version_shows_its_own_texts(drive, release, drawn_words):
    driver = drive("--lang", "en")
    table, words = _table_words(driver, 2, drawn_words)
    state = table.session.state
    assert state.content_rules == 2 and table.cards() is state.cards
    assert NEW_WORD not in words
    terran = next(c for c in state.cards.values() if c.faction == "terran" and c.text)
    assert (
        names.card_text(next(n for n, c in state.cards.items() if c is terran), table.cards()) == terran.text
    )
    assert not any(NEW_WORD in names.card_text(n, table.cards()) for n in state.cards)
    assert all(NEW_WORD not in entry.text(table.player_names()) for entry in table.session.log)


def test_a_new_game_shows_todays_texts(drive, release, drawn_words):
    driver = drive("--lang", "en")
    table, words = _table_words(driver, None, drawn_words)
    assert table.session.state.content_rules is None
    assert NEW_WORD in words
