"""Random Dice Game playouts: invariants after every command, replay identity, views, the contract."""

from __future__ import annotations

import pytest

from game.core import Rng, command_from_data, command_to_data, replay
from game.core.serial import canonical_json
from game.tmdice.rules import RULES
from tests.support.conformance import check_contract, check_outcome, check_views
from tests.tmdice.support import check_invariants, play


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1])
def test_random_games_keep_the_invariants_and_reach_the_end(players, seed):
    commands, state = play(players, seed, check_invariants)
    assert RULES.is_over(state)
    outcome = RULES.outcome(state)
    assert len(outcome.results) == players
    if players > 1:
        assert outcome.winners
    check_outcome(RULES, RULES.setup_from_data({"players": players}), state)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_random_corporate_era_games_keep_the_invariants_and_reach_the_end(players):
    commands, state = play(players, 3, check_invariants, corporate_era=True)
    assert RULES.is_over(state)
    in_play = [c for p in state.players for c in p.cards()]
    assert any(state.cards[c].module == "corporate_era" for c in in_play)  # the module's cards took part
    check_outcome(RULES, RULES.setup_from_data({"players": players, "corporate_era": True}), state)


@pytest.mark.parametrize("players", [1, 3])
def test_replay_at_random_points_gives_the_same_position(players):
    setup = RULES.setup_from_data({"players": players})
    commands, final = play(players, 5)
    picker = Rng(11)
    for _ in range(5):
        cut = picker.randbelow(len(commands) + 1)
        data = [command_to_data(c) for c in commands[:cut]]  # what a save holds
        restored = replay(RULES, setup, 5, [command_from_data(RULES.game_id, d) for d in data])
        again = replay(RULES, setup, 5, commands[:cut])
        assert canonical_json(RULES.snapshot(restored)) == canonical_json(RULES.snapshot(again))
    assert canonical_json(RULES.snapshot(replay(RULES, setup, 5, commands))) == canonical_json(
        RULES.snapshot(final)
    )


def test_views_hide_other_hands_the_deck_the_bonus_pile_and_the_generator():
    setup = RULES.setup_from_data({"players": 3})
    commands, _ = play(3, 2, max_commands=120)
    state = replay(RULES, setup, 2, commands)
    for seat in range(3):
        v = RULES.view(state, seat)
        text = canonical_json(v)
        assert "rng" not in v
        assert v["deck"] == len(state.deck) and v["bonus_pile"] == len(state.bonus_pile)
        for other in range(3):
            if other != seat:
                assert v["players"][other]["hand"] == len(state.players[other].hand)
                for card in set(state.players[other].hand) - set(state.players[seat].hand):
                    seen_elsewhere = any(card in p.played for p in state.players) or card in state.discard
                    assert seen_elsewhere or f'"{card}"' not in text, card
    check_views(RULES, setup, state)


def test_view_during_setup_hides_the_other_corporation_offers():
    state = RULES.new_game(RULES.setup_from_data({"players": 2}), 4)
    first, second = state.first, 1 - state.first
    offer_2 = state.queue[1]["options"]
    assert state.pending.seat == first and state.queue[1]["seat"] == second
    text = canonical_json(RULES.view(state, first))
    assert not any(f'"{name}"' in text for name in offer_2)
    assert all(f'"{name}"' in canonical_json(RULES.view(state, second)) for name in offer_2)


def test_the_engine_contract_holds_for_the_dice_game():
    for data in ({"players": 2}, {"players": 1}, {"players": 4, "corporate_era": True}):
        # a uniform choice among all legal commands is nearly always one of the thousands of
        # production keep x discard choices: such games never end, so they are cut short
        check_contract(RULES, RULES.setup_from_data(data), range(2), max_commands=300)


def test_new_game_setup_awards_bonus_pile_and_milestones():
    """S-44, S-45: three award dice of distinct colours (57 dice circulate); 4/4/6/8 bonus cards."""
    for players, pile in ((1, 4), (2, 4), (3, 6), (4, 8)):
        state = RULES.new_game(RULES.setup_from_data({"players": players, "corporate_era": True}), players)
        assert len(state.bonus_pile) == pile
        assert sum(state.pool.values()) == 57
        assert len(state.milestones) == 3 and len(set(state.milestones)) == 3
        check_invariants(state)


def test_refused_commands_leave_the_state_unchanged():
    from game.tmdice import commands as C
    from tests.support.conformance import check_refusal_leaves_state

    commands, state = play(2, 9, max_commands=200)
    seat = RULES.current_seat(state)
    other = 1 - seat
    for bad in (
        C.PlayCard(seat, "No Such Card", ()),
        C.GainDie(other, "red"),
        C.StandardAction(seat, "fly", ()),
        C.Answer(seat, "nonsense"),
        C.Production(seat, ("lava",), ()),
        C.UseCard(seat, "Robot Workers", ()),
    ):
        exc = check_refusal_leaves_state(RULES, state, bad)
        assert str(exc)
