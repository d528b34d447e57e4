"""Shared fixtures. Keep this small: several areas of the suite rely on it."""

from __future__ import annotations

import pytest

from game.core import Match, Rng
from game.registry import register_game
from tests.support.pig import RULES as PIG_RULES
from tests.support.pig import PigSetup


@pytest.fixture
def pig_rules():
    """The Pig test game, registered in ``game.registry`` (idempotent)."""
    return register_game(PIG_RULES)


def play_pig(commands: int = 40, *, seed: int = 7, players: int = 3, target: int = 60) -> Match:
    """A registered Pig match after ``commands`` random legal commands (fewer if it ends)."""
    register_game(PIG_RULES)
    match = Match(PIG_RULES, PigSetup(players=players, target=target), seed)
    chooser = Rng(seed + 1000)
    while len(match.commands) < commands and not match.is_over():
        match.push(chooser.choice(list(match.legal_commands())))
    return match


@pytest.fixture
def make_pig_match(pig_rules):
    """``play_pig`` as a fixture: ``make_pig_match(commands=..., seed=...)``."""
    return play_pig


@pytest.fixture
def pig_match(pig_rules) -> Match:
    """A Pig match in progress (40 commands played)."""
    return play_pig()
