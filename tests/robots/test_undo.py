"""Undo in the robot game: a development turn or a plan may be taken back until the exploration reveals."""

from __future__ import annotations

from game.core import Match
from game.core.undo import take_back, undo_floor
from game.robots import commands as C
from game.robots.rules import RULES


def test_a_development_turn_is_taken_back_but_not_past_the_reveals():
    match = Match(RULES, RULES.setup_from_data({"players": 2}), 3)
    first = match.current_seat()
    before = match.snapshot_json()
    match.push(C.Pass(first))
    assert undo_floor(match) == len(match.commands)  # the other seat decides now
    assert undo_floor(match, after_turn_end=True) == 0
    take_back(match, first, after_turn_end=True)
    assert match.snapshot_json() == before
    match.push(C.Pass(first))
    match.push(C.Pass(match.current_seat()))
    hand = ("Cannon", "Sensor", "Drive")
    match.push(C.Plan(0, hand))
    assert undo_floor(match, after_turn_end=True) == len(match.commands) - 1  # seat 1 has not planned
    match.push(C.Plan(1, hand))  # the exploration runs and reveals the programs
    assert match.steps[-1].reveals
    assert undo_floor(match, after_turn_end=True) == len(match.commands)
