"""Whole robot games played through the table's own controls (``--autoplay``): every command came
from a click on the screen; the game ends on its score screen; its autosave and a saved game open
again at the same position; ``--until round:N`` stops at that round; Undo takes back a program."""

from __future__ import annotations

import pytest

from game.robots import commands as C
from saves import SaveStore
from tests.ui.robots.support import get_past_screens, open_table, pass_development, program
from ui.game_scenes import open_save
from ui.tables.robots.score_scene import RobotsScoreScene
from ui.tables.robots.table_scene import RobotsTableScene


def _autoplay(drive, players: int, seed: int, until: str = "end"):
    driver = drive(
        "--lang", "en", "--new", "robots", "--players", str(players), "--seed", str(seed),
        "--autoplay", "random", "--until", until,
    )  # fmt: skip
    for _ in range(40_000):
        if isinstance(driver.top, RobotsScoreScene) or driver.app.autoplay.reached:
            break
        driver.frames(1)
    return driver


@pytest.mark.slow
def test_a_complete_three_player_game_through_the_input_layer(drive):
    driver = _autoplay(drive, 3, 5)
    app = driver.app
    assert isinstance(driver.top, RobotsScoreScene)
    table = next(s for s in app.stack if isinstance(s, RobotsTableScene))
    match = table.session.match
    assert match.is_over() and len(match.commands) > 20
    assert app.autoplay.steps >= len(match.commands)  # each command took at least one click
    plans = [c for c in match.commands if isinstance(c, C.Plan)]
    assert plans and all(len(p.cards) <= 3 for p in plans)
    loaded = SaveStore().load(app.saves.autosave_file(match))
    assert loaded.match.snapshot_json() == match.snapshot_json()


def test_until_round_stops_in_that_round(drive):
    driver = _autoplay(drive, 3, 5, "round:2")
    assert driver.app.autoplay.reached
    table = driver.top
    assert isinstance(table, RobotsTableScene)
    state = table.session.state
    assert state.round == 2 and state.season in ("development", "planning") and not table.overlays


def test_a_saved_game_reopens_at_the_same_position(drive):
    driver = drive("--lang", "en")
    table = open_table(driver, seed=11)
    get_past_screens(driver, table)
    pass_development(driver, table)
    get_past_screens(driver, table)
    program(driver, table)
    match = table.session.match
    path = driver.app.saves.save(match, "robots test")
    reopened = open_save(driver.app, path)
    assert isinstance(reopened, RobotsTableScene)
    assert reopened.session.match.snapshot_json() == match.snapshot_json()
    assert reopened.session.match.commands == match.commands
    assert [e.event for e in reopened.session.log] == [e.event for e in table.session.log]


def test_undo_takes_back_a_program_before_anyone_else_acts(drive):
    driver = drive("--lang", "en")
    table = open_table(driver, seed=11)
    get_past_screens(driver, table)
    pass_development(driver, table)
    get_past_screens(driver, table)
    session = table.session
    seat = session.current_seat()
    program(driver, table)
    assert session.state.players[seat].planned and session.held_seat == seat
    assert table.can_take_back()
    driver.click_at(table.undo_button.rect.center)
    assert not session.state.players[seat].planned and session.current_seat() == seat
    assert not isinstance(session.match.commands[-1], C.Plan)
