"""Readable at a glance: every part's name fits whole on a hand card at the table's smallest and
largest usual sizes, in English and Japanese (the card drawing wraps or shrinks it, and
ellipsizes only when nothing fits)."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.robots.content.load import content
from tests.ui.robots.support import get_past_screens, open_table, pass_development
from ui.tables.robots import names
from ui.tables.robots.widgets.cards import fitted, part_name_box


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_part_name_fits_on_a_hand_card(drive, size, lang):
    driver = drive("--lang", lang, "--size", size)
    table = open_table(driver)
    get_past_screens(driver, table)
    pass_development(driver, table)
    get_past_screens(driver, table)
    driver.frames(1)
    set_language(lang)
    from ui.layout import Layout

    lay = Layout.of(driver.app.screen.get_size())
    _inner, box, size = part_name_box(lay, table.hand.hand_rects[0][0])
    cut = []
    for card in content().parts:
        _fit, lines = fitted(names.card_name(card), size, box.width, box.height, True)
        if any(line.endswith("…") for line in lines):
            cut.append(names.card_name(card))
    assert cut == []
