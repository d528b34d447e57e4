"""A clone of the state holds every field, equal to the original's, and shares no mutable part but
the content (cards, board): the clones set their slots one by one, so a field left out shows here."""

from __future__ import annotations

from dataclasses import fields

from game.core import Rng
from game.tmdice.rules import RULES
from game.tmdice.state import GameState, Player, TurnState
from tests.tmdice.support import choose

SHARED = {"cards", "board", "pending"}  # immutable content and frozen decisions


def _same_and_apart(original, twin, cls) -> None:
    for f in fields(cls):
        a, b = getattr(original, f.name), getattr(twin, f.name)  # AttributeError: a slot not set
        assert a == b, f.name
        if isinstance(a, list | dict) and f.name not in SHARED:
            assert a is not b, f.name


def test_clones_copy_every_field_and_share_no_mutable_part():
    for players, seed in ((2, 4), (1, 5), (3, 6)):
        rng = Rng(seed)
        state = RULES.new_game(RULES.setup_from_data({"players": players, "corporate_era": True}), seed)
        seen = 0
        while not RULES.is_over(state) and seen < 400:
            twin = state.clone()
            _same_and_apart(state, twin, GameState)
            _same_and_apart(state.turn, twin.turn, TurnState)
            assert twin.rng is not state.rng and twin.rng == state.rng
            for p, q in zip(state.players, twin.players, strict=True):
                assert p is not q
                _same_and_apart(p, q, Player)
            for a, b in zip(state.queue, twin.queue, strict=True):
                assert a == b and a is not b
            state = RULES.apply(state, choose(rng, RULES.legal_commands(state))).state
            seen += 1
        assert seen >= 100
