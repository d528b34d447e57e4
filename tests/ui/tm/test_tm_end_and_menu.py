"""The score screen's notes (tie-break only on a tie, solo steps still missing, readable size) and the
game menu's Quit to desktop."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.tm.scoring import Score
from tests.ui.test_ui_screens import rendered  # noqa: F401 - fixture
from tests.ui.tm.tm_support import action_position, open_table
from ui.tables.tm.score_scene import missing_steps, tie_break_line


def score(seat: int, tr: int, megacredits: int) -> Score:
    return Score(seat, tr, 0, 0, 0, 0, 0, megacredits)


def name(seat: int) -> str:
    return f"P{seat + 1}"


def test_tie_break_line_only_when_the_best_total_is_shared():
    set_language("en")
    assert tie_break_line([score(0, 30, 5), score(1, 28, 40), score(2, 28, 2)], name) is None
    line = tie_break_line([score(0, 30, 5), score(1, 30, 12), score(2, 28, 99)], name)
    assert line == "Tied on 30 points: the most M€ left decides (P1 5 M€, P2 12 M€)"


@pytest.mark.parametrize(
    ("lang", "steps", "text"),
    [
        ("en", 1, "Temperature 1 step"),
        ("en", 11, "Temperature 11 steps"),
        ("ja", 11, "Temperature 11段階"),
    ],
)
def test_missing_parameters_say_steps(lang, steps, text):
    set_language(lang)
    try:
        assert missing_steps("Temperature", steps) == text
    finally:
        set_language("en")


def test_menu_quits_to_the_desktop(drive):
    data, seed, commands = action_position(players=2)
    driver = drive("--lang", "en")
    open_table(driver, data, seed, commands)
    driver.click("menu")
    assert driver.app.running
    driver.click("menu:quit")
    assert not driver.app.running


def test_payment_rows_are_headed_like_megacredits(drive, rendered):  # noqa: F811
    from tests.ui.tm.tm_support import decision_positions
    from ui.tables.tm.names import resource

    data, seed, commands = decision_positions()["payment"]
    driver = drive("--lang", "en")
    table = open_table(driver, data, seed, commands)
    rendered.clear()
    driver.frames(2)
    keys = [("megacredits", "steel", "titanium", "heat")[i] for i in table.dialog.used]
    assert len(keys) >= 2  # M€ and at least one other way to pay
    for key in keys:
        heading = resource(key)[:1].upper() + resource(key)[1:]
        assert heading in rendered and (key == "megacredits" or resource(key) not in rendered)


def test_solo_setup_hides_the_options_solo_ignores(drive, rendered):  # noqa: F811
    from game.i18n import tr
    from ui.tables.tm.new_game_scene import TmNewGameScene

    driver = drive("--lang", "en")
    driver.click("game:tm")
    driver.settle()
    scene = driver.top
    assert isinstance(scene, TmNewGameScene)
    ignored = (
        "corporate_era",
        "draft",
        "beginner:0",
        "label:corporate_era",
        "label:draft",
        "column:3",  # Beginner corporation
        "kind:0",  # the solo player is human
        "column:1",  # Played by
    )
    driver.frames(1)
    assert all(scene.widget(name).visible for name in ignored)
    scene.players = 1
    rendered.clear()
    driver.frames(1)
    assert not any(scene.widget(name).visible for name in ignored)
    assert tr("Draft") not in rendered and tr("Beginner corporation") not in rendered
    era = scene.era.rect.center
    driver.click_at(era)  # nothing is there now: the hidden toggle takes no click
    assert scene.corporate_era is True
