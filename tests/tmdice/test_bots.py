"""The generic bot levels play the Dice Game to the end through its GameKit."""

from __future__ import annotations

import pytest

from game.bots.framework import seat_view
from game.bots.levels import make_bot
from game.bots.request import kit_for
from game.core import Rng
from game.tmdice import commands as C
from game.tmdice.dice import FACE_COLOUR
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


def _turn_start(seed: int = 1):
    """A 2-player game at the first player's first turn (setup answered by the normal bot)."""
    kit = kit_for("tmdice")
    state = RULES.new_game(RULES.setup_from_data({"players": 2}), seed)
    bot, rng = make_bot("normal", kit), Rng(5)
    while state.phase != "play" or state.pending is not None:
        seat = RULES.current_seat(state)
        state = RULES.apply(
            state, bot.choose(seat_view(RULES, state, seat), RULES.legal_commands(state), rng)
        ).state
    return state


def _hold(state, seat: int, dice: dict[str, int], hand: int = 0) -> None:
    """Give ``seat`` exactly ``dice`` (from the pool) and ``hand`` cards of its hand (the rest discarded)."""
    player = state.players[seat]
    for face, n in player.dice.items():
        state.pool[FACE_COLOUR[face]] += n
    player.dice = {}
    for face, n in dice.items():
        assert state.pool[FACE_COLOUR[face]] >= n
        state.pool[FACE_COLOUR[face]] -= n
        player.dice[face] = n
    state.discard += player.hand[hand:]
    del player.hand[hand:]
    player.wild = 0
    check_invariants(state)


def _play_turn(state, seat: int):
    kit = kit_for("tmdice")
    bot, rng, commands = make_bot("normal", kit), Rng(9), []
    while RULES.current_seat(state) == seat and not RULES.is_over(state):
        command = bot.choose(seat_view(RULES, state, seat), RULES.legal_commands(state), rng)
        commands.append(command)
        state = RULES.apply(state, command).state
    return state, commands


def test_normal_changes_a_face_to_complete_three_heat_and_raises_the_temperature():
    """The sub action is judged by the turn it opens: changing the event to a third heat, then the
    temperature step (2 VP), beats gaining a die (which two normal bots played for whole games)."""
    state = _turn_start()
    seat = state.active
    _hold(state, seat, {"heat": 2, "event": 1, "science": 2})
    before_t, before_vp = state.temperature, state.players[seat].vp
    after, commands = _play_turn(state, seat)
    assert isinstance(commands[0], C.ChangeFace) and (commands[0].die, commands[0].to) == ("event", "heat")
    assert commands[0].pay == ("science",)  # the die no set needs pays
    assert any(isinstance(c, C.StandardAction) and c.action == "raise_temperature" for c in commands)
    assert after.temperature == before_t + 4 and after.players[seat].vp >= before_vp + 2


@pytest.mark.slow
def test_a_seeded_normal_game_ends_within_its_command_budget():
    """Two normal bots finish a 2-player game: the seeded game that took 558 commands (87 rounds,
    the last thirty "draw two, gain a die, end turn") ends in well under 450."""
    from game.bots.arena import play_game

    result = play_game("tmdice", 2, ["normal", "normal"], 1, 6, max_commands=450)
    assert not result.unfinished and result.winners
    assert result.rounds <= 60
