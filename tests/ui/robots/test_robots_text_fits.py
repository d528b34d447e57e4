"""Readable at a glance: every part's name shows whole on a hand card and on a card of a robot's
parts row of four, and every Mars card's name whole beside its A/B mark, at the table's smallest
and largest usual sizes, in English and Japanese: the card drawing shrinks it, breaks it between
words or after a slash, and condenses a word too long for the card (on a hand card to 70 % at
most, in a row of four to 65 %, in the narrowest row, of five, to half), never cutting or
ellipsizing it."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from game.robots.content.load import content
from tests.ui.robots.support import get_past_screens, open_table, pass_development
from ui import text
from ui.layout import Layout
from ui.tables.robots import names
from ui.tables.robots.widgets.cards import name_lines, part_name_box

CONDENSED_AT_MOST = 0.7  # a name on a hand card is drawn at least this share of its width


def _problems(words: str, size: int, box: pygame.Rect, condensed: float = CONDENSED_AT_MOST) -> list[str]:
    fit, lines = name_lines(words, size, box.width, box.height)
    shown = "".join(lines).replace(" ", "")
    out = []
    if shown != words.replace(" ", ""):
        out.append(f"{words!r} shown as {lines}")
    for line in lines:
        if text.width_of(line, fit, True) * condensed > box.width:
            out.append(f"{line!r} squeezed below {condensed:.0%} in {box.size}")
    return out


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_card_name_shows_whole(drive, size, lang):
    driver = drive("--lang", lang, "--size", size)
    table = open_table(driver)
    get_past_screens(driver, table)
    pass_development(driver, table)
    get_past_screens(driver, table)
    driver.frames(1)
    set_language(lang)
    lay = Layout.of(driver.app.screen.get_size())
    column = table.robots.columns[0].inflate(-lay.px(10), 0)
    # three players' robots with eight parts each (two rows of four), and with ten (of five)
    row_of_four = pygame.Rect(0, 0, (column.width - 3 * lay.px(3)) // 4, lay.px(62))
    row_of_five = pygame.Rect(0, 0, (column.width - 4 * lay.px(3)) // 5, lay.px(62))
    cut = []
    for card in content().parts:
        for rect, condensed in (
            (table.hand.hand_rects[0][0], CONDENSED_AT_MOST),
            (row_of_four, 0.65),
            (row_of_five, 0.5),
        ):
            _inner, box, font = part_name_box(lay, rect)
            cut += _problems(names.card_name(card), font, box, condensed)
    _kind, mars_rect = table.mars_row.cards[0]
    title = mars_rect.inflate(-2 * lay.px(5), 0)
    title.width -= 2 * lay.px(11) + lay.px(2)
    title.height = lay.px(40)
    for card in content().mars:
        cut += _problems(names.card_name(card), lay.font_px(14), title)
    assert cut == [], cut
