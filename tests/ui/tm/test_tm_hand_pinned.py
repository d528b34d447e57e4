"""A long hand at table size: the fan shows only names and costs, so the pinned card is shown
large with its whole rules text, without the mouse over anything, and leaves the fan in view."""

from __future__ import annotations

import pygame
import pytest

from game.tm.content import project_cards
from tests.ui.tm.tm_support import action_position, open_table
from ui.layout import Layout
from ui.tables.tm import names
from ui.tables.tm.widgets import card_view


def _table_with_hand(drive, cards: list[str], lang: str, size: str = "1280x720"):
    driver = drive("--lang", lang, "--size", size)
    table = open_table(driver, *action_position(players=2))
    viewer = table.session.viewer
    assert viewer is not None
    table.session.state.players[viewer].hand[:] = cards
    driver.frames(2)
    return driver, table


def _mouse_away(driver, table) -> None:
    point = table.rects["top"].midleft  # over nothing that shows a card
    pygame.mouse.set_pos(point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(2)


def _assert_pinned_card_readable(driver, table, name: str) -> None:
    preview = table.preview
    assert table.hand.selected == name and preview.visible
    lay = Layout(*driver.app.screen.get_size())
    rect = preview.card_rect
    assert rect.width >= lay.px(250)
    layout = card_view.face_rules(name, rect.width)
    assert layout.size >= 12 and layout.lines, name
    assert not layout.lines[-1].endswith("…"), f"{name}: rules text cut"
    assert names.card_text(name).startswith(layout.lines[0])
    # Drawn on screen as it is (nothing over it), inside the window and above the fan.
    screen = driver.app.screen
    assert screen.get_rect().contains(preview.rect)
    assert preview.rect.bottom <= table.hand.rect.top + lay.px(8)
    shown = screen.subsurface(rect).copy()
    face = card_view.face(name, rect.width)
    probe = [
        (x, y) for x in range(4, rect.width - 4, 17) for y in range(rect.height // 3, rect.height - 8, 13)
    ]
    same = sum(shown.get_at(p)[:3] == face.get_at(p)[:3] for p in probe if face.get_at(p)[3] == 255)
    assert same >= 0.98 * sum(face.get_at(p)[3] == 255 for p in probe)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("count", [8, 10])
def test_a_card_pinned_from_a_long_hand_shows_its_rules_text(drive, lang, count):
    cards = project_cards(True)[40 : 40 + count]
    driver, table = _table_with_hand(drive, cards, lang)
    assert not table.hand.wide and len(table.hand.slots) == count
    for name in (cards[0], cards[count // 2], cards[-1]):
        driver.click_at(table.hand.point_of(name))
        _mouse_away(driver, table)
        _assert_pinned_card_readable(driver, table, name)


def test_a_card_pinned_by_its_number_key_shows_its_rules_text(drive):
    cards = project_cards(True)[60:70]
    driver, table = _table_with_hand(drive, cards, "en")
    _mouse_away(driver, table)
    driver.key(pygame.K_3)
    driver.frames(1)
    _assert_pinned_card_readable(driver, table, cards[2])


def test_the_pinned_card_lies_over_its_neighbours_in_the_fan(drive, monkeypatch):
    from ui.tables.tm.widgets import hand as hand_module

    cards = project_cards(True)[40:50]
    driver, table = _table_with_hand(drive, cards, "en")
    pinned = cards[4]
    driver.click_at(table.hand.point_of(pinned))
    _mouse_away(driver, table)
    slots = {name: drawn for name, drawn, _click in table.hand.slots}
    assert slots[pinned].colliderect(slots[cards[5]])  # the fan overlaps: the order matters
    order: list[str] = []
    real = card_view.face
    monkeypatch.setattr(
        hand_module.card_view, "face", lambda name, width: order.append(name) or real(name, width)
    )
    driver.frames(1)
    fan = [name for name in order if name in cards][: len(cards)]
    assert sorted(fan) == sorted(cards) and fan[-1] == pinned
