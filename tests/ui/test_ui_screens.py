"""Every screen renders in both languages: not blank, no missing glyphs, text translated."""

from __future__ import annotations

import pytest

from game.i18n import tr
from saves import SaveStore
from tests.ui.driver import Driver
from tests.ui.images import assert_not_blank
from ui import fonts, text
from ui.scenes.load_scene import LoadScene
from ui.scenes.message import MessageScene
from ui.scenes.settings_scene import SettingsScene
from ui.scenes.title import TitleScene

LANGS = ("en", "ja")


@pytest.fixture
def rendered(monkeypatch):
    """Every string drawn through ``ui.text.render`` while the test runs."""
    seen: list[str] = []
    original = text.render

    def recording(line, size, color, bold=False):
        seen.append(line)
        return original(line, size, color, bold)

    monkeypatch.setattr(text, "render", recording)
    return seen


def assert_all_glyphs(lines: list[str]) -> None:
    font = fonts.font(24)
    missing = {ch for line in lines for ch, m in zip(line, font.metrics(line), strict=True) if m is None}
    assert not missing, f"characters without a glyph (tofu): {sorted(missing)}"


def screens(driver: Driver, saves_present: bool):
    """Visit each screen; yield (name, scene) with the screen drawn."""
    driver.settle()
    yield "title", driver.top
    driver.click("settings")
    driver.settle()
    yield "settings", driver.top
    driver.click("back")
    driver.click("load")
    driver.settle()
    yield "load", driver.top
    if saves_present:
        view = driver.top.widget("saves")
        good = next(i for i, row in enumerate(view.rows()) if row.enabled)
        driver.click_at(view.row_rect(good).center)
        driver.settle()
        yield "unavailable", driver.top


@pytest.mark.parametrize("lang", LANGS)
def test_every_screen_renders_without_saves(drive, rendered, lang):
    driver = drive("--lang", lang)
    kinds = {"title": TitleScene, "settings": SettingsScene, "load": LoadScene}
    for name, scene in screens(driver, saves_present=False):
        assert isinstance(scene, kinds[name])
        assert_not_blank(driver.pixels())
        if name == "title":
            empty = scene.widget("no_games")
            assert empty.visible and empty.text() == tr(
                "No games are installed yet. They will appear here as they arrive."
            )
        if name == "load":
            assert scene.widget("empty").visible and not scene.widget("saves").visible
    assert tr("Settings") in rendered
    assert_all_glyphs(rendered)
    if lang == "ja":
        assert "マーズ・テーブルトップ" in rendered
        assert "設定" in rendered and "戻る" in rendered
        assert "Settings" not in rendered and "Back" not in rendered


@pytest.mark.parametrize("lang", LANGS)
def test_every_screen_renders_with_saves(drive, rendered, lang, make_pig_match, tmp_path):
    store = SaveStore()
    store.save(make_pig_match(commands=30), "Before the storm")
    store.autosave(make_pig_match(commands=10, seed=3))
    (store.root / "damaged.json").write_text('{"format": "mars-tabletop-save", "sch', encoding="utf-8")
    driver = drive("--lang", lang, "--size", "1920x1080")
    assert driver.app.size == (1920, 1080)
    names = []
    for name, _scene in screens(driver, saves_present=True):
        names.append(name)
        assert_not_blank(driver.pixels())
    assert names == ["title", "settings", "load", "unavailable"]
    assert isinstance(driver.top, MessageScene)
    assert "Before the storm" in rendered and "damaged.json" in rendered
    assert_all_glyphs(rendered)
