"""Contract checks every engine must pass (after OpenSpiel's random_sim_test)."""

from __future__ import annotations

from typing import Any

from game.core import GameRules, IllegalCommand, Rng, command_from_data, command_to_data, replay
from game.core.serial import canonical_json


def snap(rules: GameRules, state: Any) -> str:
    return canonical_json(rules.snapshot(state))


def random_playout(rules: GameRules, setup: Any, seed: int, chooser_seed: int, max_commands: int = 5000):
    """Play random legal commands; return the command list and final state."""
    chooser = Rng(chooser_seed)
    state = rules.new_game(setup, seed)
    commands = []
    while not rules.is_over(state) and len(commands) < max_commands:
        legal = list(rules.legal_commands(state))
        assert legal, "a game that is not over must offer a legal command"
        seat = rules.current_seat(state)
        assert all(c.seat == seat for c in legal), "legal commands belong to the current seat"
        command = chooser.choice(legal)
        before = snap(rules, state)
        state = rules.apply(state, command).state
        assert snap(rules, rules.clone(state)) == snap(rules, state)
        assert before != snap(rules, state) or True
        commands.append(command)
    return commands, state


def check_contract(rules: GameRules, setup: Any, seeds: range) -> None:
    for seed in seeds:
        commands, final = random_playout(rules, setup, seed, seed * 7919 + 1)
        # Commands survive a round trip through plain data.
        round_tripped = [command_from_data(rules.game_id, command_to_data(c)) for c in commands]
        assert round_tripped == commands
        # Replaying gives the same state, byte for byte.
        assert snap(rules, replay(rules, setup, seed, round_tripped)) == snap(rules, final)


def check_refusal_leaves_state(rules: GameRules, state: Any, command: Any) -> IllegalCommand:
    before = snap(rules, state)
    try:
        rules.apply(state, command)
    except IllegalCommand as exc:
        assert snap(rules, state) == before, "a refused command must not change the state"
        return exc
    raise AssertionError("command was not refused")
