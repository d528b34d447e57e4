"""Random robot games: invariants after every command, replay identity, views that leak nothing, the contract."""

from __future__ import annotations

import pytest

from game.core import Rng, command_from_data, command_to_data, replay
from game.core.serial import canonical_json
from game.robots import commands as C
from game.robots.rules import RULES
from tests.robots.support import check_invariants, play
from tests.support.conformance import check_contract, check_outcome, check_refusal_leaves_state, check_views


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_games_keep_the_invariants_and_reach_the_end(players, seed):
    commands, state = play(players, seed, check_invariants)
    assert RULES.is_over(state)
    outcome = RULES.outcome(state)
    assert len(outcome.results) == players
    if outcome.winners:
        check_outcome(RULES, RULES.setup_from_data({"players": players}), state)
        assert not state.players[outcome.winners[0]].eliminated
        assert not state.mars_row and not state.deck_a and not state.deck_b  # played to the 24th card
    else:  # ruling RB-19: every robot was lost
        assert all(p.eliminated for p in state.players)


@pytest.mark.parametrize("players", [2, 4])
def test_replay_at_random_points_gives_the_same_position(players):
    setup = RULES.setup_from_data({"players": players})
    commands, final = play(players, 5)
    picker = Rng(11)
    for _ in range(5):
        cut = picker.randbelow(len(commands) + 1)
        data = [command_to_data(c) for c in commands[:cut]]
        restored = replay(RULES, setup, 5, [command_from_data(RULES.game_id, d) for d in data])
        again = replay(RULES, setup, 5, commands[:cut])
        assert canonical_json(RULES.snapshot(restored)) == canonical_json(RULES.snapshot(again))
    assert canonical_json(RULES.snapshot(replay(RULES, setup, 5, commands))) == canonical_json(
        RULES.snapshot(final)
    )


def test_views_hide_plans_hands_vp_decks_and_the_generator():
    setup = RULES.setup_from_data({"players": 3})
    state = RULES.new_game(setup, 4)
    while state.season != "planning":
        state = RULES.apply(state, C.Pass(RULES.current_seat(state))).state
    state = RULES.apply(state, C.Plan(0, ("Shield", "Missile", "Repair Tool"))).state
    state.players[0].vp = [4]
    state.vp_deck.remove(4)
    for seat in (1, 2):
        v = RULES.view(state, seat)
        assert "rng" not in v
        other = v["players"][0]
        assert other["programmed"] == 3 and other["hand"] == 9 and other["vp"] == 1
        assert v["vp_deck"] == len(state.vp_deck) and isinstance(v["deck_a"], dict)
        text = canonical_json(v)
        assert '"Shield","Missile","Repair Tool"' not in text
        assert sorted(other["hidden_cards"]) == sorted(state.players[0].hand + state.players[0].programmed)
    own = RULES.view(state, 0)["players"][0]
    assert own["programmed"] == ["Shield", "Missile", "Repair Tool"] and own["vp"] == [4]
    check_views(RULES, setup, state)


def _first_storm_question(players: int):
    for seed in range(50):
        state = RULES.new_game(RULES.setup_from_data({"players": players}), seed)
        chooser = Rng(seed)
        while not RULES.is_over(state):
            if state.pending is not None and state.pending.KIND == "storm":
                return state
            state = RULES.apply(state, chooser.choice(list(RULES.legal_commands(state)))).state
    raise AssertionError("no Magnetic Storm question in 50 games")


def test_a_pending_storm_decision_hides_its_options_from_others():
    state = _first_storm_question(3)
    seat = state.pending.seat
    for other in range(3):
        options = RULES.view(state, other)["pending"]["options"]
        assert (options != []) == (other == seat)
    check_views(RULES, RULES.setup_from_data({"players": 3}), state)


def test_refused_commands_leave_the_state_unchanged():
    state = RULES.new_game(RULES.setup_from_data({"players": 2}), 3)
    seat = RULES.current_seat(state)
    for bad, reason in (
        (C.Pass(1 - seat), "not your turn"),
        (C.Buy(seat, "Nothing", ()), "not in the supply"),
        (C.Buy(seat, "Laser", ()), "enough data chits"),
        (C.Recover(seat, "Cannon"), "not in your discard"),
        (C.Plan(seat, ("Cannon",)), "not the planning season"),
        (C.Answer(seat, "robot"), "no open question"),
    ):
        assert reason in str(check_refusal_leaves_state(RULES, state, bad))


# Seeds whose random games end with a surviving robot: random programs lose every robot in most
# games, and the shared contract check asks a multiplayer game for a winner (ruling RB-19: a total
# loss has none).
SURVIVING = {2: [58, 63], 3: [8, 20], 4: [17, 18]}


def test_the_engine_contract_holds_for_the_robot_game():
    for players, seeds in SURVIVING.items():
        check_contract(RULES, RULES.setup_from_data({"players": players}), seeds)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinized_states_look_the_same_and_play_on(players):
    """At random points of random games, a state sampled from a seat's view has the same view, holds
    every card once (the invariants) and plays on to the end with legal commands only."""
    setup = RULES.setup_from_data({"players": players})
    commands, _ = play(players, 40 + players)
    picker = Rng(players)
    for _ in range(6):
        cut = picker.randbelow(len(commands))
        state = replay(RULES, setup, 40 + players, commands[:cut])
        seat = picker.randbelow(players)
        view = RULES.view(state, seat)
        sampled = RULES.determinize(view, Rng(cut))
        assert canonical_json(RULES.view(sampled, seat)) == canonical_json(view)
        check_invariants(sampled)
        chooser = Rng(cut + 1)
        while not RULES.is_over(sampled):
            sampled = RULES.apply(sampled, chooser.choice(list(RULES.legal_commands(sampled)))).state


@pytest.mark.parametrize(("players", "unused", "supply"), [(2, 24, 14), (3, 12, 13), (4, 0, 12)])
def test_setup_by_player_count(players, unused, supply):
    """§22 S7: robots dealt and boxed, basic parts left in the box, the chit supply, A/B row."""
    state = RULES.new_game(RULES.setup_from_data({"players": players}), 11)
    assert state.unused_basic == unused and state.chit_supply == supply
    assert len(state.boxed_robots) == 8 - players
    assert len({p.robot for p in state.players}) == players
    assert [state.mars[m].deck for m in state.mars_row] == list("ABABAB")
    assert state.season == "development" and state.dev_order == state.order()
    again = RULES.new_game(RULES.setup_from_data({"players": players}), 11)
    assert canonical_json(RULES.snapshot(again)) == canonical_json(RULES.snapshot(state))
    other = RULES.new_game(RULES.setup_from_data({"players": players}), 12)
    assert canonical_json(RULES.snapshot(other)) != canonical_json(RULES.snapshot(state))
    with pytest.raises(ValueError, match="players"):
        RULES.setup_from_data({"players": 5})
