"""The robot game from the title's game list to the table, dragging a card into the program, and
the exploration playback's pace: Auto steps by itself at the app's animation speed, animations
off skip it, each step tells one more log line."""

from __future__ import annotations

import pygame

from game.robots import commands as C
from tests.ui.robots.support import get_past_screens, open_table, pass_development, program
from ui.game_scenes import start_new_game
from ui.settings import AnimationSpeed
from ui.tables.robots.new_game_scene import RobotsNewGameScene
from ui.tables.robots.sequence import STEP_S
from ui.tables.robots.table_scene import RobotsTableScene


def test_the_new_game_screen_starts_a_table_with_the_chosen_seats(drive):
    driver = drive("--lang", "en")
    scene = start_new_game(driver.app, "robots")
    assert isinstance(scene, RobotsNewGameScene)
    driver.settle()
    scene.players = 4
    scene.block.names[0] = "Ann"
    scene.block.styles[:4] = [3, 2, 1, 0]
    scene.seed = "42"
    driver.click("start")
    driver.settle()
    table = driver.top
    assert isinstance(table, RobotsTableScene)
    setup = table.session.match.setup
    assert setup.players == 4 and setup.colors == (3, 2, 1, 0) and setup.names[0] == "Ann"
    assert table.session.match.seed == 42 and table.session.name(0) == "Ann"
    assert table.session.style(0) == 3


def _to_planning(driver, seed=7) -> RobotsTableScene:
    table = open_table(driver, seed=seed)
    get_past_screens(driver, table)
    pass_development(driver, table)
    get_past_screens(driver, table)
    return table


def test_a_card_dragged_onto_the_program_goes_in(drive):
    driver = drive("--lang", "en")
    table = _to_planning(driver)
    card_rect, card = table.hand.hand_rects[2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card_rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.hand.slot_rects[0].center, button=1))
    driver.frames(1)
    assert table.plan == [card]


def _start_exploration(driver, table) -> None:
    for _ in range(4):
        get_past_screens(driver, table, sequences=False)
        if table.sequence_running() or table.session.state.season != "planning":
            return
        program(driver, table)


def test_auto_playback_steps_at_the_animation_speed(drive):
    driver = drive("--lang", "en")
    table = _to_planning(driver)
    _start_exploration(driver, table)
    sequence = table.sequence()
    assert sequence is not None and table.auto_sequence
    assert sequence.index == 0
    driver.frames(int(STEP_S * 60) + 2)  # one step's time at normal speed
    assert sequence.index == 1 or not table.sequence_running()
    table.auto_sequence = False
    index = sequence.index
    driver.frames(int(STEP_S * 60) * 2)
    assert sequence.index == index  # Auto off: it waits for a click


def test_animations_off_skip_the_playback(drive):
    driver = drive("--lang", "en")
    driver.app.settings.animation_speed = AnimationSpeed.OFF
    table = _to_planning(driver)
    _start_exploration(driver, table)
    driver.frames(2)
    assert not table.sequence_running()
    assert any(e.event.kind == "reveal" for e in table.shown_log())
    assert any(isinstance(c, C.Plan) for c in table.session.match.commands)


def test_continue_on_the_title_screen_reopens_the_game(drive):
    from ui.scenes.title import TitleScene

    driver = drive("--lang", "en")
    table = _to_planning(driver)
    commands = list(table.session.match.commands)
    driver.app.stack.clear_to(TitleScene(driver.app))
    driver.settle()
    driver.click("continue")
    driver.settle()
    reopened = driver.top
    if not isinstance(reopened, RobotsTableScene):  # the hand-off is the table's own overlay
        reopened = next(s for s in driver.app.stack if isinstance(s, RobotsTableScene))
    assert reopened.session.match.commands == commands
    assert reopened.session.state.season == "planning"


def test_a_card_under_the_mouse_is_shown_large(drive, monkeypatch):
    driver = drive("--lang", "ja", "--size", "1920x1080")
    table = _to_planning(driver)
    rect, card = table.hand.hand_rects[0]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: rect.center)
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
    assert table.hand.hovered_card() == (rect, card)
    before = driver.pixels()
    driver.frames(1)
    after = driver.pixels()
    above = pygame.Rect(rect.x, rect.y - 200, rect.width, 150)  # the pop-up sits above the card
    changed = sum(
        1 for x in range(above.x, above.right, 4) for y in range(above.y, above.bottom, 4)
        if before.get_at((x, y)) != after.get_at((x, y))
    )  # fmt: skip
    assert changed > 50


def test_the_auto_button_is_a_saved_setting_shown_in_settings(drive, tmp_path):
    import json

    from ui.scenes.settings_scene import SettingsScene

    driver = drive("--lang", "en")
    assert driver.app.settings.robots_auto_playback is True
    table = _to_planning(driver)
    _start_exploration(driver, table)
    sequence = table.sequence()
    assert sequence is not None and sequence.auto
    driver.frames(1)
    center = sequence.auto_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=center, button=1))
    driver.frames(1)
    assert not table.auto_sequence and not driver.app.settings.robots_auto_playback
    saved = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["robots_auto_playback"] is False
    index = sequence.index
    driver.frames(int(STEP_S * 60) * 2)
    assert sequence.index == index  # waits for a click
    # the Settings screen shows it, and switching it on there is what the next playback reads
    settings = SettingsScene(driver.app)
    driver.app.stack.push(settings)
    driver.settle()
    toggle = driver.top.widget("robots_auto_playback")
    assert toggle.rect.bottom < driver.top.widget("back").rect.top
    driver.click("robots_auto_playback")  # off -> on
    assert driver.app.settings.robots_auto_playback is True and table.auto_sequence
    saved = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["robots_auto_playback"] is True
