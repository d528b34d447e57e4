"""A failing autosave at the robot table shows its notice over the Mars row, in English and
Japanese, drawn over the table's kept pictures (and gone once a save works again)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.robots.support import get_past_screens, open_table
from tests.ui.tm.test_tm_autosave_failure import _full_saves_folder
from ui.table.autosave_notice import problem_text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_failed_autosave_shows_its_notice(drive, monkeypatch, lang):
    driver = drive("--lang", lang, "--size", "1920x1080")
    table = open_table(driver)
    get_past_screens(driver, table)
    notice = table.autosave_notice.panel
    assert not notice.visible
    disk = _full_saves_folder(monkeypatch)
    driver.click_at(table.hand.pass_button.center)  # a Pass: the autosave after it fails
    get_past_screens(driver, table)
    driver.frames(2)
    assert table.session.autosave_problem is not None and notice.visible
    words = problem_text(table)
    assert any(ord(ch) > 0x3000 for ch in words) == (lang == "ja")
    assert table.rects["mars"].contains(notice.rect)
    shown = driver.pixels().subsurface(notice.rect)
    kept = table.frame_picture.image.subsurface(notice.rect)  # the table under it
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(kept, "RGB")
    disk["full"] = False
    driver.click_at(table.hand.pass_button.center)  # the next player's Pass saves again
    get_past_screens(driver, table)
    driver.frames(2)
    assert table.session.autosave_problem is None and not notice.visible
