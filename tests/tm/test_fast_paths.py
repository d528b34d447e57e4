"""The engine's speed-ups keep every answer the same: what they reuse or skip is checked here
against the plain computation."""

from __future__ import annotations

from game.tm.rules import RULES
from game.tm.state import ACTION


def _first_action_position(players: int, seed: int):
    s = RULES.new_game(RULES.setup_from_data({"players": players}), seed)
    while s.pending is not None or s.phase != ACTION:
        s = RULES.apply(s, RULES.legal_commands(s)[0]).state
    return s


def test_the_engine_lists_the_same_command_objects_again():
    """Listing legal commands twice (also on a clone) reuses the command objects."""
    s = _first_action_position(2, 5)
    first, again = RULES.legal_commands(s), RULES.legal_commands(RULES.clone(s))
    assert len(first) > 3 and all(a is b for a, b in zip(first, again, strict=True))
