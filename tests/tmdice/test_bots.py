"""The generic bot levels play the Dice Game to the end through its GameKit."""

from __future__ import annotations

import pytest

from game.bots.framework import seat_view
from game.bots.levels import make_bot
from game.bots.request import kit_for
from game.core import Rng
from game.tmdice.rules import RULES
from tests.tmdice.support import check_invariants


@pytest.mark.parametrize(("level", "players"), [("greedy", 2), ("normal", 2), ("normal", 1), ("greedy", 3)])
def test_bots_finish_a_game(level, players):
    kit = kit_for("tmdice")
    state = RULES.new_game(RULES.setup_from_data({"players": players}), 1)
    bots = [make_bot(level, kit) for _ in range(players)]
    rng = Rng(3)
    for _ in range(4000):
        if RULES.is_over(state):
            break
        seat = RULES.current_seat(state)
        legal = RULES.legal_commands(state)
        command = bots[seat].choose(seat_view(RULES, state, seat), legal, rng)
        assert command in legal
        state = RULES.apply(state, command).state
        check_invariants(state)
    assert RULES.is_over(state)
    outcome = RULES.outcome(state)
    assert len(outcome.results) == players
