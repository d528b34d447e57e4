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
    driver = _autoplay(drive, 3, 6)  # seed 6: a long game (49 commands) with the final card set
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


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(2, 25), (4, 14)])
def test_two_and_four_player_games_through_the_input_layer(drive, players, seed):
    driver = _autoplay(drive, players, seed)
    assert isinstance(driver.top, RobotsScoreScene)
    table = next(s for s in driver.app.stack if isinstance(s, RobotsTableScene))
    assert table.session.match.is_over()
    assert len(table.session.state.players) == players


@pytest.mark.slow
def test_a_mixed_game_of_people_and_computers_to_the_end(drive, monkeypatch):
    """Two people (played by the input layer) and one computer (a stand-in bot kit)."""
    from game.bots import request
    from ui.autoplay import Autoplay
    from ui.table import computer_seats
    from ui.table.bot_worker import BotWorker
    from ui.tables.robots.new_game_scene import start_game

    monkeypatch.setattr(request, "KITS", {**request.KITS, "robots": "tests.ui.robots.stand_in_kit:KIT"})
    request.kit_for.cache_clear()
    worker = BotWorker("thread")
    monkeypatch.setattr(computer_seats, "shared_worker", lambda: worker)
    try:
        driver = drive("--lang", "ja")
        table = start_game(driver.app, 3, 4, seat_kinds=["human", "easy", "human"])
        driver.app.stack.push(table)
        driver.app.autoplay = Autoplay("random", "end", 4)
        for _ in range(60_000):
            if isinstance(driver.top, RobotsScoreScene):
                break
            driver.frames(1)
        assert isinstance(driver.top, RobotsScoreScene)
        commands = table.session.match.commands
        assert {c.seat for c in commands} == {0, 1, 2}
        assert any(isinstance(c, C.Plan) and c.seat == 1 for c in commands)
    finally:
        worker.close()
        request.kit_for.cache_clear()
