"""Positions of robot games for the table tests, reached by seeded random play of the engine."""

from __future__ import annotations

import random

from game.core import Match
from game.robots.rules import RULES


def match_until(predicate, players: int = 3, seed: int = 0, limit: int = 5000) -> Match:
    """A match of ``seed`` played at random (the generator seeded with ``seed``) until
    ``predicate(state)`` holds; ``AssertionError`` when the game ends first."""
    match = Match(RULES, RULES.setup_from_data({"players": players}), seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if predicate(match.state):
            return match
        assert not match.is_over(), "the game ended before the position"
        match.push(rng.choice(list(RULES.legal_commands(match.state))))
    raise AssertionError("position not reached")


def pending(kind: str):
    return lambda s: s.pending is not None and s.pending.KIND == kind and len(s.pending.options) > 1


def finished(state) -> bool:
    return state.over
