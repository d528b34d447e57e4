"""The kit's bot worker: a spawned process that answers like the bot itself, stops at once when
the app closes (even in the middle of a long think), and is started again for the next app."""

from __future__ import annotations

import time

from game.bots.framework import seat_view
from game.bots.request import BotRequest
from game.core import Match, Rng
from game.tm.rules import RULES
from tests.support.tm_playout import choose
from ui.app_hooks import CLOSE_HOOKS
from ui.table import bot_worker


def _hard_request() -> BotRequest:
    match = Match(RULES, RULES.setup_from_data({"players": 2}), 3)
    rng = Rng(3)
    while not (
        match.state.phase == "action" and match.state.pending is None and len(match.legal_commands()) > 3
    ):
        match.push(choose(rng, match.legal_commands()))
    seat = RULES.current_seat(match.state)
    request = BotRequest.of(seat_view(RULES, match.state, seat), "hard", match.legal_commands(), Rng(5))
    return BotRequest(request.game_id, "hard", request.view, request.legal, request.rng_state, budget_s=120.0)


def test_closing_stops_a_thinking_process_at_once():
    worker = bot_worker.BotWorker("process")
    future = worker.submit(_hard_request())  # 120 s of thinking
    deadline = time.monotonic() + 60
    while not future.running():
        assert time.monotonic() < deadline
        time.sleep(0.05)
    processes = list(worker._executor._processes.values())
    assert processes and all(p.is_alive() for p in processes)
    started = time.monotonic()
    worker.close()
    # A busy machine may take seconds to end a process; and whichever thread reaps a child
    # first sets its exit code, so ask again until one has (not a single read).
    while any(p.is_alive() for p in processes) and time.monotonic() - started < 30:
        time.sleep(0.05)
    assert not any(p.is_alive() for p in processes)
    assert all(p.exitcode is not None for p in processes)
    assert time.monotonic() - started < 30  # far from the 120 s the bot would think


def test_the_shared_worker_closes_with_the_app_and_comes_back(monkeypatch):
    class Fake:
        closed = 0

        def __init__(self, mode: str) -> None:
            self.mode = mode

        def close(self) -> None:
            Fake.closed += 1

    monkeypatch.setattr(bot_worker, "_shared", None)
    monkeypatch.setattr(bot_worker, "BotWorker", Fake)
    first = bot_worker.shared_worker()
    assert first.mode == "process" and bot_worker.shared_worker() is first
    assert bot_worker.close_shared in CLOSE_HOOKS
    bot_worker.close_shared()  # what App.close runs
    assert Fake.closed == 1
    assert bot_worker.shared_worker() is not first
