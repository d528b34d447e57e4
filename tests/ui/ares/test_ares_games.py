"""Whole Ares games played through the table's own controls: every command came from a click on
the screen (``--autoplay``), the game ends on its score screen, its autosave opens again at the same
position; ``--until round:N`` stops in that round; a computer seat plays itself against the
``normal`` bot driving the person's seat; Undo takes back a play; a saved game reopens."""

from __future__ import annotations

import time

import pytest

from game.ares import commands as C
from game.core.replay import replay
from saves import SaveStore
from tests.ui.ares.support import match_until, open_table
from ui.game_scenes import open_save
from ui.table import computer_seats
from ui.table.bot_worker import BotWorker
from ui.tables.ares.score_scene import AresScoreScene
from ui.tables.ares.session import round_of
from ui.tables.ares.table_scene import AresTableScene


def _autoplay(drive, *flags: str, until: str = "end", frames: int = 60_000):
    driver = drive("--lang", "en", "--new", "ares", "--players", "2", *flags, "--until", until)
    for _ in range(frames):
        if isinstance(driver.top, AresScoreScene) or driver.app.autoplay.reached:
            break
        driver.frames(1)
    return driver


def _table(driver) -> AresTableScene:
    return next(s for s in driver.app.stack if isinstance(s, AresTableScene))


@pytest.mark.slow
def test_a_complete_basic_game_through_the_input_layer(drive):
    driver = _autoplay(drive, "--seed", "5", "--autoplay", "random")
    app = driver.app
    assert isinstance(driver.top, AresScoreScene)
    match = _table(driver).session.match
    assert match.is_over() and len(match.commands) > 30
    assert app.autoplay.steps >= len(match.commands)  # each command took at least one click
    kinds = {type(c) for c in match.commands}
    assert {C.Opening, C.Build, C.Resource, C.Attack, C.Fire} <= kinds
    loaded = SaveStore().load(app.saves.autosave_file(match))
    assert loaded.match.snapshot_json() == match.snapshot_json()


@pytest.fixture
def worker(monkeypatch):
    made = BotWorker("thread")
    monkeypatch.setattr(computer_seats, "shared_worker", lambda: made)
    yield made
    made.close()


@pytest.mark.slow
def test_computer_against_computer_through_the_input_layer(drive, worker):
    """Seat 1 is an easy computer (the table asks its bot); seat 0's person is played by the easy
    bot too, through clicks (``--autoplay easy``): a whole basic game to its score screen."""
    from ui.tables.ares.new_game_scene import start_game

    driver = drive("--lang", "en", "--autoplay", "easy", "--until", "end")
    table = start_game(driver.app, 2, 11, seat_kinds=["human", "easy"])
    driver.app.stack.push(table)
    deadline = (
        time.monotonic() + 1200
    )  # by the clock: how many frames a bot's move spans depends on the machine
    while time.monotonic() < deadline:
        if isinstance(driver.top, AresScoreScene):
            break
        assert not table.session.needs_handoff()  # one person: never handed off
        driver.frames(1)
    assert isinstance(driver.top, AresScoreScene)
    commands = table.session.match.commands
    assert {c.seat for c in commands} == {0, 1} and table.session.match.is_over()


def test_until_round_stops_in_that_round(drive):
    driver = _autoplay(drive, "--seed", "5", "--autoplay", "random", until="round:3", frames=20_000)
    assert driver.app.autoplay.reached
    table = driver.top
    assert isinstance(table, AresTableScene)
    state = table.session.state
    assert round_of(state) == 3 and state.combat is None and not table.overlays


def _own_choice_pending(match) -> bool:
    """In a combat, the seat that just answered (without a roll or reveal) decides again."""
    if not match.steps or match.state.combat is None:
        return False
    step = match.steps[-1]
    return step.command.seat == match.rules.current_seat(match.state) and not step.reveals


def test_undo_takes_back_an_own_combat_choice_and_a_save_reopens(drive):
    driver = drive("--lang", "en")
    match = match_until(_own_choice_pending, seed=7)
    seat = match.rules.current_seat(match.state)
    table = open_table(driver, match, seat)
    earlier = match.rules.snapshot(replay(match.rules, match.setup, match.seed, match.commands[:-1]))
    assert table.can_take_back() and table.undo_button.visible
    count = len(match.commands)
    driver.click_at(table.undo_button.rect.center)
    assert len(table.session.match.commands) < count
    assert table.session.current_seat() == seat
    if len(table.session.match.commands) == count - 1:
        assert match.rules.snapshot(table.session.state) == earlier
    assert table.session.log[-1].event.kind == "undo"
    path = driver.app.saves.save(table.session.match, "ares test")
    reopened = open_save(driver.app, path)
    assert isinstance(reopened, AresTableScene)
    assert reopened.session.match.snapshot_json() == table.session.match.snapshot_json()


def test_a_play_that_draws_is_not_taken_back(drive):
    driver = drive("--lang", "en")
    match = match_until(
        lambda m: (
            m.state.turn >= 3 and m.state.combat is None and len(m.state.players[m.state.active].hand) >= 2
        ),
        seed=7,
    )
    seat = match.state.active
    table = open_table(driver, match, seat)
    driver.click_at(table.hand.card_rects[0][0].center)
    resource = next((r for r, c in table.plays.rows if isinstance(c, C.Resource)), table.plays.rows[0][0])
    driver.click_at(resource.center)
    assert table.session.held_seat == seat and not table.can_take_back()


@pytest.mark.slow
def test_a_full_game_against_the_computer(drive, worker):
    """The full game, a person (random clicks) against an easy computer, to its score screen; the
    person is never handed off and never sees the computer's screened base (no face of it drawn
    outside combats: ``test_ares_privacy``)."""
    from ui.tables.ares.new_game_scene import start_game

    driver = drive("--lang", "ja", "--autoplay", "random", "--until", "end")
    table = start_game(
        driver.app, 2, 4, mode="full", factions=["kahoum", "terran"], seat_kinds=["human", "easy"]
    )
    driver.app.stack.push(table)
    for _ in range(200_000):
        if isinstance(driver.top, AresScoreScene):
            break
        assert not table.session.needs_handoff() and table.private_seat() in (None, 0)
        driver.frames(1)
    assert isinstance(driver.top, AresScoreScene)
    match = table.session.match
    assert match.setup.mode == "full" and match.is_over() and {c.seat for c in match.commands} == {0, 1}
