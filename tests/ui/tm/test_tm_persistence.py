"""Continue resumes a TM game from the title screen, with the colours chosen for it;
animations follow the speed setting and a click skips them."""

from __future__ import annotations

from tests.ui.tm.tm_support import decision_positions, open_table
from ui.table.players import PLAYER_STYLES
from ui.tables.tm.new_game_scene import TmNewGameScene
from ui.tables.tm.table_scene import TmTableScene


def test_continue_resumes_the_game_with_its_colours(drive):
    driver = drive("--lang", "en")
    driver.click("game:tm")
    driver.settle()
    scene = driver.top
    assert isinstance(scene, TmNewGameScene)
    driver.click("style:0")  # seat 1 takes the next style: the two seats swap
    assert scene.styles[:2] == [1, 0]
    driver.click("start")
    driver.settle()
    table = driver.top
    assert isinstance(table, TmTableScene) and table.session.styles == [1, 0]
    driver.click("handoff")
    corporation = table.visible_decision().corporations[0]
    driver.click_at(table.dialog.grid.point_of(corporation))
    driver.click("confirm")
    commands = list(table.session.match.commands)
    # Back to the title screen: Continue opens the same game, same colours.
    driver.click("menu")
    driver.click("menu:title")
    driver.settle()
    driver.click("continue")
    driver.settle()
    resumed = driver.top
    assert isinstance(resumed, TmTableScene) and resumed is not table
    assert resumed.session.match.commands == commands
    assert resumed.session.styles == [1, 0]
    assert resumed.session.match.setup.colors == (1, 0)  # the choice travels inside the save file
    assert PLAYER_STYLES[resumed.session.style(0)].shape == "square"


def test_animations_follow_the_setting_and_a_click_skips_them(drive):
    data, seed, commands = decision_positions()["space"]
    driver = drive("--lang", "en")
    driver.app.change_settings(confirm_tile_placement=False, animation_speed="slow")
    table = open_table(driver, data, seed, commands)
    command, point = table.map.targets()[0]
    driver.click_at(point)
    assert command.space in table.map.drops  # the tile is dropping
    driver.click_at((5, 5))
    assert not table.map.drops
    driver.app.change_settings(animation_speed="off")
    table = open_table(driver, data, seed, commands)
    driver.click_at(point)
    assert not table.map.drops
