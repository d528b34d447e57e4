"""Random legal play of whole games: invariants, replay and refusals (issue: TM rules engine)."""

from __future__ import annotations

import pytest

from game.core import IllegalCommand, Rng, command_from_data, command_to_data, replay
from game.core.serial import canonical_json
from game.tm.commands import ChooseSpace, PlayCard
from game.tm.rules import RULES
from tests.support.tm_playout import play

SETUPS = [
    {"players": 2},
    {"players": 2, "draft": True},
    {"players": 3},
    {"players": 3, "draft": True, "corporate_era": False},
    {"players": 5},
    {"players": 5, "draft": True},
    {"players": 4, "beginners": [True, False, True, False]},
    {"players": 1, "solo": True},
]


def snap(state) -> str:
    return canonical_json(RULES.snapshot(state))


@pytest.mark.parametrize("setup_data", SETUPS, ids=lambda d: "-".join(f"{k}={v}" for k, v in d.items()))
@pytest.mark.parametrize("seed", range(6))
def test_random_games_end_with_invariants_held(setup_data, seed):
    setup = RULES.setup_from_data(setup_data)
    result = play(setup, seed, seed + 1000)
    s = result.state
    assert RULES.is_over(s)
    if not setup.solo:
        assert (s.temperature, s.oxygen, s.oceans) == (8, 14, 9)
    else:
        assert s.generation == 14
        assert s.solo_result == ((s.temperature, s.oxygen, s.oceans) == (8, 14, 9))


@pytest.mark.parametrize("seed", range(4))
def test_replay_from_commands_is_byte_identical(seed):
    setup = RULES.setup_from_data({"players": 3, "draft": True})
    result = play(setup, seed, seed + 7)
    data = [command_to_data(c) for c in result.commands]
    again = replay(RULES, setup, seed, [command_from_data("tm", d) for d in data])
    assert snap(again) == snap(result.state)


def test_replay_at_random_points_matches_the_live_state():
    setup = RULES.setup_from_data({"players": 2, "draft": True})
    result = play(setup, 3, 33)
    rng = Rng(5)
    live = RULES.new_game(setup, 3)
    cut_points = sorted({rng.randbelow(len(result.commands)) for _ in range(12)})
    done = 0
    for cut in cut_points:
        while done < cut:
            live = RULES.apply(live, result.commands[done]).state
            done += 1
        assert snap(replay(RULES, setup, 3, result.commands[:cut])) == snap(live)


def test_refused_commands_leave_the_state_unchanged():
    setup = RULES.setup_from_data({"players": 2})
    result = play(setup, 11, 12)
    s = RULES.new_game(setup, 11)
    for i, command in enumerate(result.commands[:300]):
        before = snap(s)
        seat = RULES.current_seat(s)
        for bad in (PlayCard(seat, "Not A Card"), ChooseSpace(seat, "99"), PlayCard((seat + 1) % 2, "Birds")):
            with pytest.raises(IllegalCommand) as err:
                RULES.apply(s, bad)
            assert str(err.value)
            assert snap(s) == before, f"refusal changed the state at command {i}"
        s = RULES.apply(s, command).state


def test_clone_is_independent():
    setup = RULES.setup_from_data({"players": 3})
    result = play(setup, 2, 3)
    s = result.state
    c = RULES.clone(s)
    assert snap(c) == snap(s)
    c.players[0].resources[0] += 5
    c.players[1].hand.append("Birds")
    c.tiles.pop(next(iter(c.tiles)))
    assert snap(c) != snap(s)
