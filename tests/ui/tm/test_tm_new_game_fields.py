"""The new-game screen's text fields: a press on another field moves the typing there."""

from __future__ import annotations

import pygame

from ui.tables.tm.new_game_scene import TmNewGameScene


def _type(driver, chars: str) -> None:
    for ch in chars:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    driver.frames(1)


def _new_game_screen(drive):
    driver = drive("--lang", "en")
    driver.click("game:tm")
    driver.settle()
    assert isinstance(driver.top, TmNewGameScene)
    return driver, driver.top


def test_clicking_the_second_name_types_into_the_second_name(drive):
    driver, scene = _new_game_screen(drive)
    driver.click("name:0")
    _type(driver, "Alice")
    driver.click("name:1")
    _type(driver, "Bob")
    assert scene.names[:2] == ["Alice", "Bob"]
    driver.click("name:0")
    _type(driver, "a")
    assert scene.names[:2] == ["Alicea", "Bob"]


def test_clicking_the_seed_after_a_name_types_into_the_seed(drive):
    driver, scene = _new_game_screen(drive)
    driver.click("name:1")
    _type(driver, "Bob")
    driver.click("seed")
    _type(driver, "42")
    assert scene.names[1] == "Bob" and scene.seed == "42"
    driver.click("name:1")  # and back
    _type(driver, "by")
    assert scene.names[1] == "Bobby" and scene.seed == "42"


def test_a_press_elsewhere_stops_the_typing(drive):
    driver, scene = _new_game_screen(drive)
    driver.click("name:0")
    _type(driver, "Ann")
    driver.click("corporate_era")  # a toggle, not a text field
    _type(driver, "x")
    assert scene.names[0] == "Ann" and scene.seed == ""
    fields = [scene.widget("name:0"), scene.widget("seed")]
    assert not any(field.active for field in fields)


def test_only_one_text_field_is_ever_active(drive):
    driver, scene = _new_game_screen(drive)
    for name in ("name:0", "name:1", "seed", "name:0"):
        driver.click(name)
        active = [w.name for w in scene.widgets.widgets if getattr(w, "active", False)]
        assert active == [name]


def test_moving_to_another_field_leaves_text_input_on(drive, monkeypatch):
    """The field giving up the typing stops the system's text input before the pressed one starts it
    (else the input method would be off while the second field is active)."""
    driver, _scene = _new_game_screen(drive)
    calls: list[str] = []
    monkeypatch.setattr(pygame.key, "start_text_input", lambda: calls.append("start"))
    monkeypatch.setattr(pygame.key, "stop_text_input", lambda: calls.append("stop"))
    driver.click("name:0")
    assert calls == ["start"]
    driver.click("name:1")
    assert calls[-1] == "start" and calls.count("stop") == 1
    driver.click("label:players")  # a press on a label (takes no press): the typing ends
    assert calls[-1] == "stop"
