"""Clicking where a widget is drawn (through the app's event handling) does what it says."""

from __future__ import annotations

import json

import pygame
import pytest

from game.i18n import tr
from saves import SaveStore
from ui import game_scenes
from ui.layout import Layout
from ui.scene_stack import Scene
from ui.scenes.load_scene import LoadScene
from ui.scenes.message import MessageScene
from ui.scenes.settings_scene import SettingsScene
from ui.scenes.title import TitleScene, title_layout


class Recorder(Scene):
    """A stand-in game scene that remembers what it was opened with."""

    def __init__(self, app, loaded=None) -> None:
        super().__init__(app)
        self.loaded = loaded


def test_buttons_are_drawn_where_the_layout_says(drive):
    driver = drive("--size", "1280x720")
    expected = title_layout(Layout.of((1280, 720)))
    for name in ("continue", "load", "settings", "quit"):
        assert driver.top.widget(name).rect == expected[name]
    # Button face colour at the Settings button differs from the bare background there.
    x, y = expected["settings"].midleft
    assert driver.pixels().get_at((x + 6, y))[:3] != driver.pixels().get_at((x - 12, y))[:3]


def test_settings_button_opens_settings_and_back_returns(drive):
    driver = drive()
    driver.click("settings")
    assert isinstance(driver.top, SettingsScene)
    driver.click("back")
    assert isinstance(driver.top, TitleScene)
    driver.click("settings")
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TitleScene)
    driver.key(pygame.K_ESCAPE)  # Esc on the title screen never quits
    assert driver.app.running and isinstance(driver.top, TitleScene)


def test_changing_language_changes_the_rendered_title(drive, tmp_path):
    driver = drive("--lang", "en")
    driver.settle()
    area = driver.top.widget("title").rect
    before = driver.pixels().subsurface(area).copy()
    assert driver.top.widget("title").text() == "Mars Tabletop"
    driver.click("settings")
    driver.settle()
    heading_before = driver.top.widget("heading").text()
    driver.click("language")
    assert driver.app.language == "ja"
    assert driver.top.widget("heading").text() == "設定" != heading_before
    assert pygame.display.get_caption()[0] == "マーズ・テーブルトップ"
    driver.click("back")
    driver.settle()
    title = driver.top.widget("title")
    assert title.text() == "マーズ・テーブルトップ"
    after = driver.pixels().subsurface(area)
    changed = sum(
        1
        for x in range(0, area.width, 2)
        for y in range(0, area.height, 2)
        if before.get_at((x, y)) != after.get_at((x, y))
    )
    assert changed > 500
    saved = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "ja"


def test_quit_ends_the_loop(drive):
    driver = drive()
    driver.click("quit")
    assert driver.app.running is False


def test_window_close_ends_the_loop(drive):
    driver = drive()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    driver.frames(1)
    assert driver.app.running is False


def test_continue_is_disabled_without_an_autosave(drive):
    driver = drive()
    button = driver.top.widget("continue")
    assert not button.enabled
    driver.click("continue")
    assert isinstance(driver.top, TitleScene) and len(driver.app.stack) == 1


def test_continue_loads_the_latest_autosave(drive, make_pig_match):
    match = make_pig_match(commands=25, seed=11)
    path = SaveStore().autosave(match)
    game_scenes.register_table_scene("pig", lambda app, loaded: Recorder(app, loaded))
    driver = drive()
    assert driver.top.widget("continue").enabled
    driver.click("continue")
    assert isinstance(driver.top, Recorder)
    loaded = driver.top.loaded
    assert loaded.path == path
    assert loaded.match.commands == match.commands
    assert loaded.match.snapshot_json() == match.snapshot_json()


def test_continue_without_a_table_scene_explains_instead_of_crashing(drive, make_pig_match):
    match = make_pig_match(commands=8)
    SaveStore().autosave(match)
    driver = drive()
    driver.click("continue")
    scene = driver.top
    assert isinstance(scene, MessageScene)
    panel = scene.widget("message")
    assert panel.heading_text() == tr("This game's table is not available in this version")
    assert match.rules.describe(match.state).english() in panel.body_text()
    driver.click("back")
    assert isinstance(driver.top, TitleScene)


def test_load_screen_lists_good_and_broken_saves(drive, make_pig_match):
    store = SaveStore()
    good = store.save(make_pig_match(commands=20), "Good one")
    broken = store.root / "Broken one.json"
    broken.write_text("{ this is not json", encoding="utf-8")
    game_scenes.register_table_scene("pig", lambda app, loaded: Recorder(app, loaded))
    driver = drive()
    driver.click("load")
    scene = driver.top
    assert isinstance(scene, LoadScene)
    rows = {row.key: row for row in scene.widget("saves").rows()}
    assert set(rows) == {good, broken}
    bad = rows[broken]
    assert bad.error and not bad.enabled
    from ui.text import resolve

    details = " ".join(resolve(d) for d in bad.details)
    assert "damaged" in details or "incomplete" in details
    # Clicking the broken row does nothing; clicking the good one loads it.
    view = scene.widget("saves")
    keys = [row.key for row in view.rows()]
    driver.click_at(view.row_rect(keys.index(broken)).center)
    assert driver.top is scene
    driver.click_at(view.row_rect(keys.index(good)).center)
    assert isinstance(driver.top, Recorder) and driver.top.loaded.path == good


def test_game_entries_open_their_new_game_scene(drive, pig_rules):
    driver = drive()
    assert not driver.top.widget("no_games").visible
    driver.click("game:pig")
    assert isinstance(driver.top, MessageScene)  # no scene registered for Pig yet
    driver.click("back")
    game_scenes.register_new_game_scene("pig", lambda app: Recorder(app))
    driver.click("game:pig")
    assert isinstance(driver.top, Recorder)


def test_games_registered_later_appear_when_the_title_comes_back(drive, pig_rules):
    from game import registry

    registry._GAMES.pop("pig")
    driver = drive()
    with pytest.raises(KeyError):
        driver.top.widget("game:pig")
    driver.click("settings")
    registry.register_game(pig_rules)
    driver.click("back")
    driver.frames(1)
    assert driver.top.widget("game:pig").visible


def test_keyboard_tab_and_enter(drive):
    driver = drive()
    driver.key(pygame.K_TAB)  # focus starts on Load game (Continue is disabled)
    driver.key(pygame.K_TAB)
    assert driver.top.widgets.focus is driver.top.widget("quit")
    driver.key(pygame.K_UP)
    assert driver.top.widgets.focus is driver.top.widget("settings")
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, SettingsScene)
    assert driver.app.language == "en"
    driver.key(pygame.K_RIGHT)  # the language cycler has the focus
    assert driver.app.language == "ja"


def test_f11_toggles_fullscreen_and_remembers_it(drive, tmp_path):
    driver = drive("--size", "1024x576")
    assert not driver.app.fullscreen
    driver.key(pygame.K_F11)
    assert driver.app.fullscreen
    assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    driver.key(pygame.K_F11)
    assert not driver.app.fullscreen and driver.app.size == (1024, 576)
    saved = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["fullscreen"] is False


def test_window_size_setting_resizes_the_window(drive):
    driver = drive("--size", "1280x720")
    driver.click("settings")
    driver.click("window_size")  # next preset
    assert driver.app.size == (1600, 900)
    driver.frames(1)
    # The layout follows: the Back button sits at the bottom-left margin of the bigger window.
    assert driver.top.widget("back").rect.bottom == 900 - round(48 * 1.25)


def test_f12_saves_a_screenshot(drive, tmp_path):
    driver = drive()
    driver.key(pygame.K_F12)
    shots = list((tmp_path / "data" / "screenshots").glob("*.png"))
    assert len(shots) == 1
    assert pygame.image.load(str(shots[0])).get_size() == driver.app.size
