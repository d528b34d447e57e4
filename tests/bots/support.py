"""Helpers for the bot tests: bot-played TM games and positions with pending decisions."""

from __future__ import annotations

from game.bots.framework import seat_view
from game.bots.levels import make_bot
from game.bots.tm import TM_KIT
from game.core import Rng
from game.tm.rules import RULES

#: Fixed iteration count for the hard level in tests (its time budget would make them flaky).
HARD_TEST_ITERATIONS = 6


def bot(level: str):
    return make_bot(level, TM_KIT, **({"iterations": HARD_TEST_ITERATIONS} if level == "hard" else {}))


def answer_chain(state, level: str, rng: Rng, limit: int = 10):
    """Let a bot of ``level`` answer the decisions pending in ``state`` (at most ``limit``);
    every answer must be one of the legal commands. Returns the decision classes met."""
    met = []
    b = bot(level)
    while state.pending is not None and len(met) < limit:
        seat = RULES.current_seat(state)
        legal = RULES.legal_commands(state)
        met.append(type(RULES.decision(state)).__name__)
        command = b.choose(seat_view(RULES, state, seat), legal, rng)
        assert command in legal, (level, command)
        state = RULES.apply(state, command).state
    return met
