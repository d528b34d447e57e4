"""Readability of the TM table: hand cards large enough for their text, names never cut,
VP badges that fit, map labels inside their hex."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from game.tm.board import tharsis
from game.tm.content import corporations, project_cards
from tests.ui.tm.tm_support import action_position, open_table
from ui import text
from ui.layout import Layout
from ui.tables.tm import names
from ui.tables.tm.table_layout import table_layout
from ui.tables.tm.widgets import card_view
from ui.tables.tm.widgets.boards import corporation_lines
from ui.tables.tm.widgets.hexgrid import HexGrid
from ui.tables.tm.widgets.map_view import LABEL_OVERREACH, label_lines


@pytest.fixture
def fonts_ready():
    pygame.font.init()
    yield
    set_language("en")


def _table_with_hand(drive, cards: list[str], size: str = "1280x720"):
    driver = drive("--lang", "en", "--size", size)
    table = open_table(driver, *action_position(players=2))
    viewer = table.session.viewer
    assert viewer is not None
    table.session.state.players[viewer].hand[:] = cards
    driver.frames(2)
    return driver, table


@pytest.mark.parametrize("count", [1, 3, 5])
def test_a_few_hand_cards_lie_on_their_side_inside_the_hand_panel(drive, count):
    cards = project_cards(True)[:count]
    driver, table = _table_with_hand(drive, cards)
    hand = table.hand
    assert hand.wide and [name for name, _d, _c in hand.slots] == cards
    rects = [drawn for _n, drawn, _c in hand.slots]
    for i, drawn in enumerate(rects):
        assert hand.rect.contains(drawn), "a card reaches out of the hand panel"
        assert drawn.width > drawn.height  # landscape, room for the rules text
        assert all(not drawn.colliderect(other) for other in rects[i + 1 :])
    lay = Layout(*driver.app.screen.get_size())
    for other in ("map", "boards", "side", "actions", "top"):
        assert not any(drawn.colliderect(table_layout(lay, 2)[other]) for drawn in rects), other


def test_many_hand_cards_keep_the_upright_fan(drive):
    cards = project_cards(True)[:12]
    _driver, table = _table_with_hand(drive, cards)
    hand = table.hand
    assert not hand.wide and len(hand.slots) == 12
    assert all(
        hand.rect.left <= drawn.left and drawn.right <= hand.rect.right for _n, drawn, _c in hand.slots
    )


def test_hovering_a_wide_hand_card_still_names_it(drive):
    cards = project_cards(True)[:3]
    driver, table = _table_with_hand(drive, cards)
    point = table.hand.point_of(cards[1])
    pygame.mouse.set_pos(point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(3)
    assert table.hand.hovered_card() == cards[1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_wide_faces_show_the_rules_text_at_12_px_or_more(fonts_ready, lang):
    set_language(lang)
    for name in project_cards(True):
        size, step, lines = card_view.rules_lines(names.card_text(name), (214, 96), (60, 24), 1.0)
        assert size >= 12 and step >= size
        assert all(text.width_of(line, size) <= room for line, room in lines), name


def test_per_tile_vp_is_a_badge_with_the_tile_icon(fonts_ready):
    assert card_view.vp_parts("Capital") == ("1", "", "tile_ocean")
    assert card_view.vp_parts("Commercial District") == ("1", "", "tile_city")
    assert card_view.vp_parts("Ants") == ("1", "2", "cres_microbe")
    assert card_view.vp_parts("Io Mining Industries") == ("1", "", "tag_jovian")
    pygame.display.set_mode((10, 10))
    badge = card_view.vp_badge("Capital", 40)
    plain = card_view.vp_badge("Birds", 40)
    assert badge is not None and badge.get_height() == 40 and badge.get_width() < 2.5 * 40
    assert plain is not None and card_view.vp_badge("Comet", 40) is None


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_corporation_names_are_never_cut(fonts_ready, lang, scale):
    set_language(lang)
    lay = Layout(round(1280 * scale), round(720 * scale))
    room = lay.px(112 + 6 + 48)
    for corp in corporations(True):
        full = names.card_name(corp)
        lines = corporation_lines(full, room, lay)
        assert len(lines) <= 2
        assert all(size >= 12 and text.width_of(line, size) <= room for line, size in lines)
        joined = (" " if lang == "en" else "").join(line for line, _size in lines)
        assert joined == full


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_space_names_fit_their_hex(fonts_ready, lang, size):
    set_language(lang)
    lay = Layout(*size)
    grid = HexGrid.fit(table_layout(lay, 4)["map"])
    room = grid.tile_size()[0] - lay.px(4)
    small = max(12, round(grid.radius * 0.3))
    for space in tharsis().spaces.values():
        if not space.name or not space.on_mars:
            continue
        name = names.space_name(space.id)
        lines, fit = label_lines(name, small, room)
        assert fit >= 12 and len(lines) <= 2
        assert (" " if lang == "en" else "").join(lines) == name
        words = text.break_units(name)
        heads = {"".join(words[:k]).strip() for k in range(1, len(words))}
        assert len(lines) == 1 or lines[0] in heads, (
            name,
            lines,
        )  # アスクレウス / 山, never アスクレ / ウス山
        for line in lines:  # drawn condensed by at most 12 %, reaching at most a little over the hex's edge
            assert text.width_of(line, fit, True) / 1.12 <= room * LABEL_OVERREACH, (space.name, line)
