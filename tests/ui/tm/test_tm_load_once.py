"""Loading a TM save replays its commands once: the session's log comes from the events the
match kept with each command, and undo reads the same record (no second or third replay)."""

from __future__ import annotations

from datetime import UTC, datetime

from game.core import Match, Rng
from game.tm.rules import RULES, TMRules
from saves.model import record_match
from saves.restore import restore
from tests.support.tm_playout import choose
from ui.tables.tm.session import TmTableSession, log_entries


def test_a_loaded_game_is_replayed_once_and_its_log_matches_live_play(monkeypatch):
    match = Match(RULES, RULES.setup_from_data({"players": 3}), 11)
    live = TmTableSession(match)
    rng = Rng(4)
    while len(match.commands) < 160:
        live.issue(choose(rng, match.legal_commands()))
    now = datetime(2026, 1, 1, tzinfo=UTC)
    record = record_match(match, created=now, updated=now)

    applied: list[object] = []
    original = TMRules.apply

    def counting(self, state, command):
        applied.append(command)
        return original(self, state, command)

    monkeypatch.setattr(TMRules, "apply", counting)
    loaded = restore(record).match
    session = TmTableSession(loaded)
    session.undo_seat()
    session.action_start()
    assert len(applied) == len(match.commands) == 160

    # The log rebuilt from the kept events is the one a replay by hand gives.
    state = RULES.new_game(match.setup, match.seed)
    expected = log_entries(state.generation, state.events)
    for command in match.commands:
        step = original(RULES, state, command)
        expected += log_entries(state.generation, step.events)
        state = step.state
    assert [(e.generation, e.event) for e in session.log] == [(e.generation, e.event) for e in expected]
    assert [(e.generation, e.event) for e in session.log] == [(e.generation, e.event) for e in live.log]
    assert len(session.log) > 160 and session.log[-1].generation > 1
