"""The hard level's look-ahead in the Ares Project goes on across a round's end (``game.bots.ares.Round``):
an Ares round pays nothing out, and a look-ahead cut there never searched the second seat's turns."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.ares.commands import Pass
from game.ares.rules import RULES
from game.bots.ares import ARES_KIT, Round, round_of
from game.bots.framework import seat_view
from game.bots.levels import HardBot
from game.core import Rng
from game.core.errors import IllegalCommand


def _second_turn_of_a_round(seed: int):
    """A basic-game turn (no combat) of the seat that plays second in its round."""
    s = RULES.new_game(RULES.setup_from_data({}), seed)
    rng = Rng(seed)
    while s.opening or s.combat is not None or s.turn < 4 or s.turn % 2:
        s = RULES.apply(s, rng.choice(RULES.legal_commands(s))).state
    return s


def test_the_round_key_keeps_its_number_but_never_changes():
    s = _second_turn_of_a_round(2)
    key = round_of(s)
    later = s.clone()
    later.turn += 1
    assert (int(key), int(round_of(later))) == (s.turn // 2 - 1 + s.turn % 2, int(key) + 1)
    assert round_of(later) == key and not (round_of(later) != key) and hash(round_of(later)) == hash(key)
    assert isinstance(key, Round) and key != int(key)  # a plain number is not a look-ahead key


def test_hard_searches_the_turn_that_ends_a_round():
    for seed in (2, 3):
        s = _second_turn_of_a_round(seed)
        seat, legal = RULES.current_seat(s), RULES.legal_commands(s)
        view = seat_view(RULES, s, seat)
        # every move of this turn ends the round (the turn passes to the seat that opens the next one)
        after = [RULES.apply(s, c).state for c in legal]
        assert all(a.turn == s.turn + 1 or a.combat is not None for a in after)
        arms, searchable = HardBot(ARES_KIT, iterations=1).root_moves(view, legal, Rng(1))
        assert len(arms) > 1 and searchable
        by_number = replace(ARES_KIT, round_of=lambda state: int(round_of(state)))  # the kit before
        if all(a.combat is None for a in after):
            assert not HardBot(by_number, iterations=1).root_moves(view, legal, Rng(1))[1]


def test_a_turn_without_a_legal_play_stops_a_look_ahead():
    s = _second_turn_of_a_round(2)
    seat = s.active
    special = next(name for name, card in s.cards.items() if card.kind == "special")
    s.players[seat].hand = [special]  # a basic game plays no special card face up...
    s.players[seat].base = []  # ...and with no building it has no home: never so in a dealt game
    assert RULES.legal_commands(s) == []
    (wait,) = ARES_KIT.candidates(s, seat, [])
    assert wait == Pass(seat)
    with pytest.raises(IllegalCommand):  # the look-ahead stops there
        RULES.apply(s, wait)
