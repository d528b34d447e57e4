"""The card dialogs at table size: every card shows its rules text (never under 12 px), and a
hovered card drawn small is shown enlarged (corporation choice, starting hand, research)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.tm.tm_support import decision_positions, open_table, setup_data
from ui.tables.tm import names
from ui.tables.tm.dialogs.card_dialogs import CardsDialog, CorporationDialog
from ui.tables.tm.widgets import popups


def _position(kind: str):
    if kind == "corporation:2":  # two players: each chooses between two corporations
        return setup_data(2), 5, ()
    return decision_positions()[kind]


def _open(drive, kind: str, size: str, lang: str = "en"):
    driver = drive("--lang", lang, "--size", size)
    table = open_table(driver, *_position(kind))
    driver.frames(2)
    return driver, table


def _hover(driver, point) -> None:
    pygame.mouse.set_pos(point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(2)


def _assert_rules_shown(grid, dialog_rect) -> None:
    assert grid.slots, "no cards drawn"
    rects = [rect for _name, rect in grid.slots]
    for i, (name, rect) in enumerate(grid.slots):
        layout = grid.rules_layout(name)
        assert layout is not None and layout.lines, f"{name}: no rules text drawn"
        assert layout.size >= 12 and layout.step >= layout.size, name
        rules = names.card_text(name)
        first = layout.lines[0].rstrip("…")
        assert rules.startswith(first), (name, layout.lines[0])
        assert dialog_rect.contains(rect), name
        assert all(not rect.colliderect(other) for other in rects[i + 1 :]), name


@pytest.mark.parametrize("kind", ["corporation:2", "corporation"])  # two corporations; the solo game's twelve
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
def test_corporation_choice_shows_the_rules_of_corporations_and_dealt_cards(drive, kind, size, lang):
    _driver, table = _open(drive, kind, size, lang)
    dialog = table.dialog
    assert isinstance(dialog, CorporationDialog)
    assert len(dialog.dealt.cards) == 10
    _assert_rules_shown(dialog.grid, dialog.rect)
    _assert_rules_shown(dialog.dealt, dialog.rect)
    corps = dialog.grid.slots[-1][1].union(dialog.grid.slots[0][1])
    dealt = dialog.dealt.slots[0][1].unionall([r for _n, r in dialog.dealt.slots])
    assert not corps.colliderect(dealt)


def test_hovering_a_dealt_card_shows_it_enlarged(drive, monkeypatch):
    driver, table = _open(drive, "corporation:2", "1280x720")
    shown: list[str] = []
    monkeypatch.setattr(popups, "draw_card_popup", lambda surface, lay, name, anchor=None: shown.append(name))
    for name, rect in table.dialog.dealt.slots:
        shown.clear()
        _hover(driver, rect.center)
        assert shown and set(shown) == {name}
    # The corporations are drawn large already: hovering one only highlights it.
    shown.clear()
    _hover(driver, table.dialog.grid.slots[0][1].center)
    assert shown == []


@pytest.mark.parametrize("kind", ["cards:starting", "cards:research"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_buying_cards_shows_their_rules(drive, kind, lang):
    _driver, table = _open(drive, kind, "1280x720", lang)
    assert isinstance(table.dialog, CardsDialog)
    _assert_rules_shown(table.dialog.grid, table.dialog.rect)


def test_hovering_a_small_starting_card_shows_it_enlarged(drive, monkeypatch):
    driver, table = _open(drive, "cards:starting", "1280x720")
    grid = table.dialog.grid
    assert len(grid.slots) == 10
    shown: list[str] = []
    monkeypatch.setattr(popups, "draw_card_popup", lambda surface, lay, name, anchor=None: shown.append(name))
    name, rect = grid.slots[3]
    _hover(driver, rect.center)
    assert shown and set(shown) == {name}
