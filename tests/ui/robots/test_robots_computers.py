"""Computer seats at the robot table (with a stand-in bot kit until the robot game's own lands):
they program their robots themselves, the one person at the screen is never handed off, and the
computers' programs stay face down for them."""

from __future__ import annotations

import time

import pytest

from game.bots import request
from game.robots import commands as C
from tests.ui.robots.support import get_past_screens, open_table
from ui.table import computer_seats
from ui.table.bot_worker import BotWorker


@pytest.fixture
def worker(monkeypatch):
    monkeypatch.setattr(request, "KITS", {**request.KITS, "robots": "tests.ui.robots.stand_in_kit:KIT"})
    request.kit_for.cache_clear()
    made = BotWorker("thread")
    monkeypatch.setattr(computer_seats, "shared_worker", lambda: made)
    yield made
    made.close()
    request.kit_for.cache_clear()


def test_computers_program_their_own_robots(drive, worker):
    driver = drive("--lang", "en")
    table = open_table(driver, players=3, seed=7, kinds=["human", "easy", "easy"])
    session = table.session
    assert session.viewer == 0
    deadline = time.monotonic() + 120
    while not any(isinstance(c, C.Plan) and c.seat != 0 for c in session.match.commands):
        assert time.monotonic() < deadline, "the computers never programmed"
        assert not session.needs_handoff()
        get_past_screens(driver, table)
        seat = session.current_seat()
        if seat == 0 and not table.overlays and session.held_seat is None:
            if session.state.season == "development":
                driver.click_at(table.hand.pass_button.center)
            elif session.state.season == "planning" and not session.state.players[0].planned:
                for _ in range(table.hand.needed()):
                    driver.click_at(table.hand.hand_rects[0][0].center)
                driver.click_at(table.hand.confirm.center)
            elif table.dialog is not None:
                driver.click_at(table.dialog.buttons[0].rect.center)
        if any(c.seat != 0 for c in session.match.commands) and session.state.season == "planning":
            assert table.robots.programmed_faces(1) is None and table.robots.programmed_faces(2) is None
        driver.frames(1)
    assert {c.seat for c in session.match.commands} == {0, 1, 2}
