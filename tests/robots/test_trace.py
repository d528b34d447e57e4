"""``RobotsRules.trace``: the events of a command with the state after each, for the table's
step-by-step playback: the same events as ``apply``, a copy of the state per event showing its effect (the last
is ``apply``'s), a refused
command is refused the same way, and the state traced from is left unchanged."""

from __future__ import annotations

import random

import pytest

from game.core import IllegalCommand, Match
from game.robots import commands as C
from game.robots.rules import RULES


@pytest.mark.parametrize("seed", [4, 20])
def test_trace_matches_apply_event_for_event(seed):
    match = Match(RULES, RULES.setup_from_data({"players": 3}), seed)
    rng = random.Random(seed)
    explored = 0
    while not match.is_over():
        state = match.state
        before = RULES.snapshot(state)
        command = rng.choice(list(RULES.legal_commands(state)))
        traced = RULES.trace(state, command)
        applied = RULES.apply(state, command)
        assert RULES.snapshot(state) == before
        assert [event for event, _s in traced] == list(applied.events)
        for (_e, one), (_f, two) in zip(traced, traced[1:], strict=False):
            assert one is not two  # a copy per event, not one state seen at the end
        if traced:
            assert RULES.snapshot(traced[-1][1]) == RULES.snapshot(applied.state)
        for event, after in traced:
            if event.kind == "reveal" and event.params["card"] != "Repair Tool":
                assert event.params["card"] in after.players[event.seat].deployed
        explored += any(event.kind == "mars" for event, _s in traced)
        match.push(command)
    assert explored >= 1


def test_trace_refuses_an_illegal_command():
    state = RULES.new_game(RULES.setup_from_data({"players": 2}), 1)
    with pytest.raises(IllegalCommand):
        RULES.trace(state, C.Plan(0, ("Cannon",)))
