"""Random Ares games: invariants after every command, replay identity, hidden builds, the contract."""

from __future__ import annotations

import pytest

from game.ares import commands as C
from game.ares.rules import RULES
from game.core import Rng, command_from_data, command_to_data, replay
from game.core.serial import canonical_json
from tests.ares.support import check_invariants, play
from tests.support.conformance import check_contract, check_outcome, check_refusal_leaves_state, check_views


@pytest.mark.parametrize("seed", range(6))
def test_random_games_keep_the_invariants_and_reach_the_end(seed):
    _, state = play(seed, check_invariants)
    assert RULES.is_over(state)
    outcome = RULES.outcome(state)
    assert outcome.winners
    check_outcome(RULES, RULES.setup_from_data({}), state)
    if not state.captured:
        assert all(not p.hand and not p.deck for p in state.players)


def test_replay_at_random_points_gives_the_same_position():
    setup = RULES.setup_from_data({})
    commands, final = play(5)
    picker = Rng(11)
    for _ in range(5):
        cut = picker.randbelow(len(commands) + 1)
        data = [command_to_data(c) for c in commands[:cut]]
        restored = replay(RULES, setup, 5, [command_from_data(RULES.game_id, d) for d in data])
        again = replay(RULES, setup, 5, commands[:cut])
        assert canonical_json(RULES.snapshot(restored)) == canonical_json(RULES.snapshot(again))
        check_views(RULES, setup, again)
    assert canonical_json(RULES.snapshot(replay(RULES, setup, 5, commands))) == canonical_json(
        RULES.snapshot(final)
    )


def test_the_contract():
    check_contract(RULES, RULES.setup_from_data({}), range(3))


def test_views_of_every_position_determinize_to_the_same_view():
    setup = RULES.setup_from_data({})
    seen = 0

    def check(state):
        nonlocal seen
        seen += 1
        if seen % 7 == 0:
            check_views(RULES, setup, state)

    play(3, check)
    assert seen > 50


def test_a_refused_command_leaves_the_state_and_says_why():
    state = RULES.new_game(RULES.setup_from_data({}), 2)
    while state.opening:
        state = RULES.apply(state, RULES.legal_commands(state)[0]).state
    seat = RULES.current_seat(state)
    exc = check_refusal_leaves_state(RULES, state, C.Build(seat, "Nope", "x"))
    assert "not in your hand" in str(exc)
    exc = check_refusal_leaves_state(RULES, state, C.Pass(seat))
    assert "must play a card" in str(exc)
    exc = check_refusal_leaves_state(RULES, state, C.Pass(1 - seat))
    assert "not your turn" in str(exc)


def test_opening_puts_a_standard_attack_at_the_bottom_and_deals_three():
    state = RULES.new_game(RULES.setup_from_data({}), 9)
    state = RULES.apply(state, C.Opening(0, ("Barracks", "Factory"))).state
    state = RULES.apply(state, C.Opening(1, ("Quake", "Pyre"))).state
    for p in state.players:
        assert len(p.hand) == 3 and len(p.deck) == 47
        assert p.deck[-1] == "Standard Attack"
    assert state.players[0].hand[:2] == ["Barracks", "Factory"]


def test_a_lower_scouting_side_without_forces_lets_the_other_place_everything():
    """Seed 39 once left the defender (scouting 0, no forces) to place first with nothing to place."""
    _, state = play(39, check_invariants)
    assert RULES.is_over(state)


def test_random_full_games_with_stacks_specials_and_raids_keep_the_invariants():
    raids = stacks = 0

    def check(state):
        nonlocal raids, stacks
        check_invariants(state)
        raids += state.combat is not None and state.combat.raid
        stacks += any(b.card is None for p in state.players for b in p.base)

    for seed in range(40):  # about one game in seven plays a Raid face up
        _, state = play(seed, check, mode="full")
        assert RULES.is_over(state)
    assert raids and stacks


def test_the_full_game_contract():
    check_contract(RULES, RULES.setup_from_data({"mode": "full"}), range(2))


@pytest.mark.parametrize("mode", ["basic", "full"])
def test_every_listed_command_is_accepted(mode):
    state = RULES.new_game(RULES.setup_from_data({"mode": mode}), 6)
    chooser = Rng(6)
    checked = 0
    while not RULES.is_over(state):
        legal = list(RULES.legal_commands(state))
        if checked < 3000:
            for command in legal:
                RULES.apply(state, command)
                checked += 1
        state = RULES.apply(state, chooser.choice(legal)).state
    assert checked >= 1000
