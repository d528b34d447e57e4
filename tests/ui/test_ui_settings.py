"""Settings persist across runs; a broken file falls back to defaults and is left alone."""

from __future__ import annotations

import json
import logging

import pytest

from game import i18n
from ui.settings import AnimationSpeed, Settings, SettingsStore, config_dir


def test_config_dir_follows_the_environment(tmp_path):
    assert config_dir() == tmp_path / "config"
    assert SettingsStore().path == tmp_path / "config" / "settings.json"


def test_first_run_language_comes_from_the_system(monkeypatch):
    store = SettingsStore()
    assert not store.path.exists()
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("C", "UTF-8"))
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.setenv(var, "en_GB.UTF-8")
    assert store.load().language == "en"
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert store.load().language == "ja"
    assert not store.path.exists(), "reading the defaults must not create a file"


def test_settings_persist_across_runs(drive, tmp_path):
    first = drive("--lang", "en")
    first.click("settings")
    first.click("animation_speed")  # normal -> slow
    first.click("confirm_pass")  # on -> off
    first.click("language")  # en -> ja
    first.close()
    saved = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["animation_speed"] == "slow" and saved["confirm_pass"] is False and saved["language"] == "ja"

    second = drive()  # no --lang: the saved language is used
    assert second.app.language == "ja"
    assert second.app.settings.animation_speed is AnimationSpeed.SLOW
    assert second.app.settings.confirm_pass is False
    assert second.app.settings.confirm_tile_placement is True
    assert second.top.widget("title").text() == "マーズ・テーブルトップ"


@pytest.mark.parametrize(
    "content",
    ["{ not json", json.dumps({"language": "fr"}), json.dumps({"window_size": [5, 5]}), json.dumps([1, 2])],
)
def test_broken_settings_fall_back_without_being_overwritten(drive, tmp_path, caplog, content):
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="ui.settings"):
        driver = drive("--lang", "en")
    assert "Ignoring the settings file" in caplog.text
    defaults = Settings(language=driver.app.settings.language)
    assert driver.app.settings == defaults
    driver.click("settings")
    assert driver.top.widget("notice").visible
    driver.click("back")
    driver.frames(3)
    assert path.read_text(encoding="utf-8") == content, "the broken file must stay as it was"
    # The first change replaces it with a valid file.
    driver.click("settings")
    driver.click("confirm_tile_placement")
    driver.frames(1)
    assert not driver.top.widget("notice").visible
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["confirm_tile_placement"] is False
    assert Settings.model_validate(saved).confirm_tile_placement is False


def test_unknown_keys_are_ignored_and_settings_validate():
    assert Settings.model_validate({"language": "en", "future_option": 3}).language == "en"
    with pytest.raises(ValueError):
        Settings.model_validate({"language": "en", "animation_speed": "warp"})
    assert Settings(language="en", animation_speed="off").animation_seconds(0.3) == 0
    assert Settings(language="en", animation_speed="slow").animation_seconds(0.3) == pytest.approx(0.6)


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
def test_confirm_end_turn_is_a_setting_above_the_back_button(drive, tmp_path, size):
    driver = drive("--lang", "en", "--size", size)
    driver.click("settings")
    driver.settle()
    toggle = driver.top.widget("confirm_end_turn")
    assert toggle.rect.bottom < driver.top.widget("back").rect.top
    assert driver.app.settings.confirm_end_turn is True
    driver.click("confirm_end_turn")  # on -> off
    saved = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["confirm_end_turn"] is False
