"""The multiplayer rules (§13): 3-4 player melee and the 4-player team game (rulings AR-30, AR-31, AR-46).

The rule cases with fixed dice are scenario files (``m01_*``, ``team_*``, ``s13_*``, ``t33_*``); here: setup,
T34, random playouts with the invariants, replay and save identity, views, faction hooks and the bots.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from game.ares import combat as K
from game.ares import commands as C
from game.ares import factions
from game.ares.content.load import content
from game.ares.rules import RULES
from game.ares.scenarios import position, steps
from game.ares.scenarios.model import Scenario
from game.bots.ares import ARES_KIT
from game.bots.framework import seat_view
from game.bots.levels import make_bot
from game.core import Rng, command_from_data, command_to_data, replay
from game.core.serial import canonical_json
from tests.ares.support import check_invariants, play
from tests.support.conformance import check_contract, check_outcome, check_refusal_leaves_state, check_views

TEAMS = {"players": 4, "teams": True}
SCENARIOS = Path(__file__).parent / "scenarios"


def _opened(data: dict, seed: int):
    """A new game of ``data`` after every seat chose its opening cards (the first legal pair)."""
    state = RULES.new_game(RULES.setup_from_data(data), seed)
    while state.opening:
        state = RULES.apply(state, RULES.legal_commands(state)[0]).state
    return state


# -- setup ---------------------------------------------------------------------------------------


def test_three_and_four_players_set_up_a_full_game_melee_with_the_catalogues_factions():
    names = list(content().factions)
    for n in (3, 4):
        setup = RULES.setup_from_data({"players": n, "solo": False})
        assert setup.mode == "full" and not setup.teams
        assert setup.factions == tuple(names[i % len(names)] for i in range(n))
        state = RULES.new_game(setup, 1)
        assert len(state.players) == n and state.teams == ()
        ids = [b.id for p in state.players for b in p.base]
        assert len(ids) == len(set(ids)) and all(i.endswith(f"({s + 1})") for s in range(n) for i in
                                                  [b.id for b in state.players[s].base])  # fmt: skip
        assert RULES.setup_from_data(RULES.setup_to_data(setup)) == setup
    assert "teams" not in RULES.setup_to_data(RULES.setup_from_data({"players": 3}))
    assert RULES.info.min_players == 2 and RULES.info.max_players == 4


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"players": 5}, "players"),
        ({"players": 3, "mode": "basic"}, "mode"),
        ({"players": 3, "teams": True}, "teams"),
        ({"players": 2, "teams": True}, "teams"),
        ({"players": 3, "factions": ["terran", "kahoum"]}, "factions"),
        ({"players": 3, "factions": ["terran", "kahoum", "nobody"]}, "factions"),
        ({"players": 2, "factions": ["terran", "terran"], "mode": "full"}, "factions"),
    ],
)
def test_bad_multiplayer_setups_name_the_field(data, field):
    with pytest.raises(ValueError, match=field):
        RULES.setup_from_data(data)


def test_t34_each_team_game_deck_is_48_cards_after_discarding_2_standard_attacks():
    setup = RULES.setup_from_data(TEAMS)
    assert setup.teams and RULES.setup_from_data(RULES.setup_to_data(setup)) == setup
    state = RULES.new_game(setup, 3)
    assert state.teams == ((0, 1), (2, 3))
    for p in state.players:
        assert len(p.deck) == 48
        assert p.discard == ["Standard Attack", "Standard Attack"]
        assert Counter(p.deck)["Standard Attack"] == 2
    state = _opened(TEAMS, 3)
    for p in state.players:
        assert len(p.hand) == 3 and len(p.deck) == 45 and p.deck[-1] == "Standard Attack"
    # the first player's team plays first, its seats in order
    assert state.active == state.team(state.active)[0] and state.to_play == [state.active + 1]


# -- melee ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("seed", range(3))
def test_random_melee_games_keep_the_invariants_and_reach_the_end(players, seed):
    data = {"players": players}
    commands, state = play(seed, check_invariants, setup_data=data)
    assert RULES.is_over(state)
    check_outcome(RULES, RULES.setup_from_data(data), state)
    left = [i for i, p in enumerate(state.players) if not p.eliminated]
    if state.captured:
        assert left == list(state.winners) and len(left) == 1
    else:
        assert all(not state.players[i].hand and not state.players[i].deck for i in left)
    # every Attack names its target seat in the melee (§13.1), never itself
    assert all(c.target >= 0 and c.target != c.seat for c in commands if isinstance(c, C.Attack) and
               c.choice != "claim")  # fmt: skip


def test_melee_eliminations_and_the_last_player_left_over_random_commands():
    """Random play from the m01 position: who is eliminated leaves the turn order and never refills."""
    state = position.build(_scenario("m01_melee_last_player_left_wins"))
    auto: list = []
    for step in _scenario("m01_melee_last_player_left_wins").steps[:4]:
        state = steps.take(state, step, auto)
    assert state.players[1].eliminated and state.frontier is None and state.active == 2
    hand = list(state.players[1].hand)
    chooser = Rng(5)
    while not state.over:
        assert RULES.current_seat(state) != 1
        state = RULES.apply(state, chooser.choice(RULES.legal_commands(state))).state
        assert state.players[1].hand == hand
    assert 1 not in state.winners


def test_the_melee_contract():
    check_contract(RULES, RULES.setup_from_data({"players": 3}), range(2))


# -- the team game ------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_random_team_games_keep_the_invariants_and_the_team_wins_or_loses_together(seed):
    _, state = play(seed, check_invariants, setup_data=TEAMS)
    assert RULES.is_over(state)
    outcome = RULES.outcome(state)
    check_outcome(RULES, RULES.setup_from_data(TEAMS), state)
    assert set(outcome.winners) in ({0, 1}, {2, 3}, {0, 1, 2, 3})
    scores = [r.score for r in outcome.results]
    assert scores[0] == scores[1] and scores[2] == scores[3]
    assert all(p.eliminated is False for p in state.players)


def test_team_games_replay_and_save_identically():
    setup = RULES.setup_from_data(TEAMS)
    commands, final = play(2, setup_data=TEAMS)
    data = json.loads(json.dumps([command_to_data(c) for c in commands]))
    restored = replay(RULES, RULES.setup_from_data(RULES.setup_to_data(setup)), 2,
                      [command_from_data(RULES.game_id, d) for d in data])  # fmt: skip
    assert canonical_json(RULES.snapshot(restored)) == canonical_json(RULES.snapshot(final))
    picker = Rng(4)
    for _ in range(4):
        cut = picker.randbelow(len(commands))
        again = replay(RULES, setup, 2, commands[:cut])
        check_views(RULES, setup, again)


def test_the_team_game_contract():
    check_contract(RULES, RULES.setup_from_data(TEAMS), range(2))


def test_views_every_position_of_a_team_game_determinizes_to_the_same_view():
    setup = RULES.setup_from_data(TEAMS)
    seen = 0

    def check(state):
        nonlocal seen
        seen += 1
        if seen % 5 == 0:
            check_views(RULES, setup, state)

    play(1, check, setup_data=TEAMS)
    assert seen > 100


def test_a_teammate_sees_the_base_the_scoring_pile_and_the_attack_card_the_other_team_none():
    state = _opened(TEAMS, 6)
    seat = state.active
    mate, enemy = state.team(seat)[1], next(s for s in range(4) if not state.allied(seat, s))
    card = next(c for c in state.players[seat].hand if state.cards[c].kind == "attack") if any(
        state.cards[c].kind == "attack" for c in state.players[seat].hand) else None  # fmt: skip
    if card is None:
        state.players[seat].hand[0] = card = "Standard Attack"
        state.players[seat].deck.remove("Standard Attack")
        state.players[seat].discard.append(state.players[seat].hand[1])
        state.players[seat].hand[1] = state.players[seat].deck.pop(0)
    state = RULES.apply(state, C.Attack(seat, card, "claim")).state
    assert state.combat is None and state.attacks == [(seat, card)] and state.active == mate
    mine, theirs = RULES.view(state, mate), RULES.view(state, enemy)
    assert mine["attacks"] == [[seat, card]] and mine["attack_choice"] == "claim"
    assert theirs["attacks"] == [[seat, None]] and theirs["attack_choice"] is None
    pm, pe = mine["players"][seat], theirs["players"][seat]
    assert pm["base"] == [dict(b) for b in RULES.snapshot(state)["players"][seat]["base"]]
    assert pm["scoring"] == [] and pm["hand"] is None and pm["deck"] is None
    assert pe["base"] is None and pe["scoring"] is None and pe["hand"] is None
    # the teammate can join with the same choice only; other choices and a Raid are not offered
    for c in RULES.legal_commands(state):
        if isinstance(c, C.Attack):
            assert c.choice == "claim" and state.cards[c.card].attack != "raid"
    check_refusal_leaves_state(RULES, state, C.Attack(seat, card, "claim"))


def test_a_teammates_faction_abilities_apply_to_its_own_forces_only(monkeypatch):
    """§13.2: a firing modifier and rerolls of seat 1's faction help B (seat 1's), never A (seat 0's)."""

    class Sharp(factions.FactionRules):
        def firing_modifier(self, state, seat, force, target):
            assert state.players[seat].building(force) is not None, "asked for its own force only"
            return 1

    monkeypatch.setitem(factions._REGISTRY, "kahoum", Sharp())
    sc = _scenario("team_02_two_attacks_one_combat")
    sc.given.players[1].faction = "kahoum"
    sc.given.players[1].rerolls = 2
    state = position.build(sc)
    auto: list = []
    for step in sc.steps[:8]:
        if step.expect_error is None:
            state = steps.take(state, step, auto)
    while state.combat.pending.do == "retreat":
        state = RULES.apply(state, C.Proceed(state.combat.pending.player)).state
    assert state.combat.pending.do == "fire" and state.combat.pending.player == 0
    assert K.to_hit(state, 0, "A", "D") == 3 and K.to_hit(state, 0, "B", "E") == 4
    state.dice = [6]
    after_a = RULES.apply(state, C.Fire(0, "A", "D")).state
    assert after_a.combat.pending.do == "fire"  # seat 0 has no reroll: A's missed shot is final
    state.dice = [6]
    after_b = RULES.apply(state, C.Fire(0, "B", "E")).state
    assert after_b.combat.pending.do == "reroll"  # seat 1's reroll, for its own force
    after_b.dice = [2]
    done = RULES.apply(after_b, C.Reroll(0, 0)).state
    assert done.players[1].rerolls == 1 and done.players[0].rerolls == 0


@pytest.mark.parametrize("levels", [("easy", "random"), ("normal", "greedy")])
def test_the_bots_play_team_games_to_the_end(levels):
    setup = RULES.setup_from_data(TEAMS)
    for seed in range(2):
        state = RULES.new_game(setup, seed)
        bots = [make_bot(levels[(s // 2 + seed) % 2], ARES_KIT) for s in range(4)]
        rngs = [Rng(seed * 10 + s) for s in range(4)]
        while not RULES.is_over(state):
            seat = RULES.current_seat(state)
            legal = RULES.legal_commands(state)
            command = bots[seat].choose(seat_view(RULES, state, seat), legal, rngs[seat])
            assert command in legal
            state = RULES.apply(state, command).state
        assert set(RULES.outcome(state).winners) in ({0, 1}, {2, 3}, {0, 1, 2, 3})


def test_the_bot_kit_counts_a_team_turn_as_one_turn_of_its_team():
    state = _opened(TEAMS, 2)
    assert int(ARES_KIT.round_of(state)) == 0
    state.turn = 3
    assert int(ARES_KIT.round_of(state)) == 1


def _scenario(name: str) -> Scenario:
    return Scenario.model_validate(json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8")))
