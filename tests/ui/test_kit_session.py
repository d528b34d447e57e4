"""The kit's table session over a game that is not TM (the Pig test game)."""

from __future__ import annotations

import pytest

from game.core import IllegalCommand, Match
from tests.support.pig import RULES, Hold, Roll
from ui.table.session import TableSession


def pig_session(seed: int = 3, commands=(), **kwargs) -> TableSession:
    return TableSession(
        Match(RULES, RULES.setup_from_data({"players": 2, "target": 10}), seed, list(commands)), **kwargs
    )


def test_a_pig_session_hands_off_logs_and_refuses_what_is_illegal():
    saved = []
    session = pig_session(autosave=saved.append, names=["Ann", ""])
    assert session.player_names == ["Ann", "Player 2"]
    assert session.seat_count() == 2 and not session.solo
    assert session.needs_handoff() and session.viewer is None and session.view() is None
    session.reveal_to(0)
    assert not session.needs_handoff()
    assert session.view()["seat"] == 0 and "rng" not in session.view()
    assert list(session.legal()) == [Roll(0), Hold(0)]
    with pytest.raises(IllegalCommand):
        session.issue(Roll(1))
    assert session.version == 0 and session.log == [] and saved == []
    events = session.issue(Roll(0))
    assert session.version == 1 and len(saved) == 1
    assert [entry.event for entry in session.log] == list(events)
    assert session.log[0].text(session.player_names).startswith("Rolled ")
    assert not session.can_take_back() and not session.can_cancel()  # Pig allows no undo
    with pytest.raises(ValueError):
        session.take_back()


def test_a_loaded_pig_game_gets_its_log_back_and_its_outcome_at_the_end():
    session = pig_session()
    while not session.is_over():
        seat = session.current_seat()
        session.issue(Hold(seat) if session.state.turn_total >= 6 else Roll(seat))
    loaded = pig_session(commands=session.match.commands)
    assert [e.event for e in loaded.log] == [e.event for e in session.log]
    outcome = loaded.outcome()
    assert outcome.winners == (session.state.winner,)
    assert outcome.result(session.state.winner).score >= 10
