"""Bots decide from the seat's view only: hidden information cannot change a seeded bot's move."""

from __future__ import annotations

import pytest

from game.bots.framework import SeatView, seat_view
from game.core import Rng
from game.core.serial import canonical_json
from game.tm.rules import RULES
from tests.bots.support import bot
from tests.support.tm_playout import choose

LEVELS = ("random", "greedy", "easy", "normal", "hard")


def _action_position(seed: int):
    s = RULES.new_game(RULES.setup_from_data({"players": 3}), seed)
    rng = Rng(seed)
    while not (s.phase == "action" and s.generation >= 2 and s.pending is None):
        s = RULES.apply(s, choose(rng, RULES.legal_commands(s))).state
    return s


def _hidden_twin(s):
    """The same position with each opponent's hand swapped for deck cards (and the deck reshuffled)."""
    twin = s.clone()
    seat = RULES.current_seat(s)
    for p in twin.players:
        if p.seat != seat:
            k = len(p.hand)
            p.hand, twin.deck = twin.deck[:k], p.hand + twin.deck[k:]
    twin.deck.reverse()
    twin.rng = Rng(12345)
    return twin


@pytest.mark.parametrize("level", LEVELS)
def test_states_differing_only_in_hidden_information_get_the_same_move(level):
    for seed in (3, 4):
        s = _action_position(seed)
        twin = _hidden_twin(s)
        seat = RULES.current_seat(s)
        assert canonical_json(RULES.snapshot(s)) != canonical_json(RULES.snapshot(twin))
        assert RULES.view(s, seat) == RULES.view(twin, seat)
        a = bot(level).choose(seat_view(RULES, s, seat), RULES.legal_commands(s), Rng(9))
        b = bot(level).choose(seat_view(RULES, twin, seat), RULES.legal_commands(twin), Rng(9))
        assert a == b


def test_a_seat_view_holds_no_state_and_cannot_be_changed():
    s = _action_position(5)
    view = seat_view(RULES, s, 0)
    assert isinstance(view, SeatView) and not hasattr(view, "__dict__")
    assert all(not hasattr(view, name) for name in ("state", "deck", "rng"))
    assert "deck" not in view and "rng" not in view and "hand" not in view["players"][1]
    with pytest.raises(TypeError):
        view._data["deck"] = []  # type: ignore[index]
