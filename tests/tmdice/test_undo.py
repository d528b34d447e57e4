"""Undo in the Dice Game: own commands back to the start of the turn, never past a roll or a draw."""

from __future__ import annotations

from game.core import Match
from game.core.undo import take_back, undo_floor
from game.tmdice import commands as C
from game.tmdice.rules import RULES


def _match_at_first_turn() -> Match:
    setup = RULES.setup_from_data({"players": 2})
    match = Match(RULES, setup, 8)
    while match.state.phase == "setup":
        match.push(match.legal_commands()[0])
    return match


def test_a_change_of_face_is_taken_back_but_a_roll_is_not():
    match = _match_at_first_turn()
    seat = match.current_seat()
    player = match.state.players[seat]
    assert RULES.turn_start(match.state)
    assert undo_floor(match) == len(match.commands)  # the setup rolls are never taken back
    die, pay = sorted(player.dice)[0], "wild"
    to = next(c.to for c in match.legal_commands() if isinstance(c, C.ChangeFace) and c.die == die)
    before = match.snapshot_json()
    match.push(C.ChangeFace(seat, (pay,), die, to))
    assert undo_floor(match) == len(match.commands) - 1
    take_back(match, seat)
    assert match.snapshot_json() == before
    colour = next(c.colour for c in match.legal_commands() if isinstance(c, C.GainDie))
    match.push(C.GainDie(seat, colour))
    assert undo_floor(match) == len(match.commands)  # the die was rolled: no undo
