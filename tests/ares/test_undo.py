"""Undo in the Ares game: a play may be taken back until a draw, a construction or a roll reveals something."""

from __future__ import annotations

from game.ares import commands as C
from game.ares.rules import RULES
from game.core import Match
from game.core.undo import undo_floor


def _opened(seed: int) -> Match:
    match = Match(RULES, RULES.setup_from_data({}), seed)
    match.push(C.Opening(0, ("Barracks", "Factory")))
    match.push(C.Opening(1, ("Quake", "Pyre")))
    return match


def test_a_play_that_draws_a_card_cannot_be_taken_back():
    match = _opened(4)
    seat = match.current_seat()
    hand = match.state.players[seat].hand
    building = next(c for c in hand if match.state.cards[c].kind == "building")
    side = match.state.cards[building].units[0].name
    match.push(C.Build(seat, building, side))
    assert match.steps[-1].reveals  # the refill drew a card into the hand
    assert undo_floor(match, after_turn_end=True) == len(match.commands)


def test_turn_facts_mark_turn_starts_only_outside_combats():
    match = _opened(4)
    assert RULES.turn_start(match.state) and not RULES.action_in_progress(match.state)
