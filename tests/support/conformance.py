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
        state = rules.apply(state, command).state
        assert snap(rules, rules.clone(state)) == snap(rules, state)
        commands.append(command)
    return commands, state


def check_contract(rules: GameRules, setup: Any, seeds: range, max_commands: int = 5000) -> None:
    """``max_commands`` bounds each random game (a uniform chooser need not finish one)."""
    for seed in seeds:
        commands, final = random_playout(rules, setup, seed, seed * 7919 + 1, max_commands)
        # Commands survive a round trip through plain data.
        round_tripped = [command_from_data(rules.game_id, command_to_data(c)) for c in commands]
        assert round_tripped == commands
        # Replaying gives the same state, byte for byte.
        assert snap(rules, replay(rules, setup, seed, round_tripped)) == snap(rules, final)
        check_views(rules, setup, final)
        check_outcome(rules, setup, final)
    check_info(rules)


def seats(rules: GameRules, setup: Any) -> range:
    """The seats of a game of ``setup`` (from its setup data's player count)."""
    return range(rules.setup_to_data(setup)["players"])


def check_info(rules: GameRules) -> None:
    info = rules.info
    assert info.id == rules.game_id and info.title == rules.title
    assert 1 <= info.min_players <= info.max_players
    assert info.solo == (info.min_players == 1)


def check_views(rules: GameRules, setup: Any, state: Any) -> None:
    """Every seat has a JSON view that does not change the state; a seat outside the game is refused."""
    before = snap(rules, state)
    for seat in seats(rules, setup):
        view = rules.view(state, seat)
        assert canonical_json(view) == canonical_json(rules.view(state, seat))
    assert snap(rules, state) == before, "a view must not change the state"
    for seat in seats(rules, setup):  # a determinized state looks the same to its seat
        sampled = rules.determinize(rules.view(state, seat), Rng(seat + 1))
        assert canonical_json(rules.view(sampled, seat)) == canonical_json(rules.view(state, seat))
    for bad in (-1, len(seats(rules, setup))):
        try:
            rules.view(state, bad)
        except ValueError:
            continue
        raise AssertionError(f"view of seat {bad} was not refused")


def check_outcome(rules: GameRules, setup: Any, state: Any) -> None:
    """A finished game has a result for every seat; ranks follow scores' order; winners rank first."""
    if not rules.is_over(state):
        try:
            rules.outcome(state)
        except ValueError:
            return
        raise AssertionError("outcome of an unfinished game was not refused")
    outcome = rules.outcome(state)
    assert sorted(r.seat for r in outcome.results) == list(seats(rules, setup))
    for r in outcome.results:
        assert r.rank == 1 + sum(other.rank < r.rank for other in outcome.results)
        assert not r.breakdown or sum(r.breakdown.values()) == r.score
    assert set(outcome.winners) <= {r.seat for r in outcome.results if r.rank == 1}
    if len(outcome.results) > 1:
        assert outcome.winners, "a multiplayer game has a winner (or several sharing it)"


def check_refusal_leaves_state(rules: GameRules, state: Any, command: Any) -> IllegalCommand:
    before = snap(rules, state)
    try:
        rules.apply(state, command)
    except IllegalCommand as exc:
        assert snap(rules, state) == before, "a refused command must not change the state"
        return exc
    raise AssertionError("command was not refused")
