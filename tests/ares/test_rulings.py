"""One test per ruling of game/ares/RULINGS.md that the basic-game engine applies."""

from __future__ import annotations

import re
from pathlib import Path

from game.ares import commands as C
from game.ares import flow
from game.ares.content.load import content
from game.ares.factions import CORE, hooks
from game.ares.rules import RULES
from game.ares.scenarios import position, steps
from game.ares.scenarios.model import Scenario
from game.ares.scenarios.runner import run_data
from game.ares.state import Building, GameState, Player
from game.core import Rng
from tests.ares.make_scenarios import CARDS, building, frontier_battle, p, unit
from tests.support.conformance import check_refusal_leaves_state

ROOT = Path(__file__).resolve().parents[2]


def passes(title, *, cards=None, given=None, steps=(), expect=None, setup=None):
    data = {"title": title, "cards": {**CARDS, **(cards or {})}, "steps": list(steps), "expect": expect or {}}
    if given is not None:
        data["given"] = given
    if setup is not None:
        data["setup"] = setup
    problem = run_data(data)
    assert problem is None, problem


def test_every_ruling_is_written_once_and_every_cited_ruling_exists():
    text = (ROOT / "game/ares/RULINGS.md").read_text(encoding="utf-8")
    written = re.findall(r"^- \*\*(AR-\d\d)\*\*", text, re.M)
    assert written == [f"AR-{i:02d}" for i in range(1, len(written) + 1)] and len(written) >= 44
    cited = set()
    for path in (ROOT / "game/ares").rglob("*.py"):
        cited |= set(re.findall(r"AR-\d\d", path.read_text(encoding="utf-8")))
    assert cited <= set(written)
    assert len(cited) >= 25


def test_ar01_provisional_cards_are_marked_and_seed_cards_are_not():
    cards = content().cards()
    assert cards["Quake"].provisional and cards["Standard Attack"].provisional is False
    assert (
        not cards["Barracks"].side("Troopers").provisional and cards["Barracks"].side("Rangers").provisional
    )


def test_ar02_the_basic_game_uses_the_core_hooks_only():
    state = RULES.new_game(RULES.setup_from_data({}), 1)
    assert hooks(state, 0) is CORE and hooks(state, 1) is CORE


def test_ar03_no_stacks_in_the_basic_game():
    passes(
        "AR-03",
        given={"players": [p(hand=("Junk", "Camp", "Junk"), base=[{"card": "Camp", "id": "A"}]), p()]},
        steps=[
            {"do": "resource", "card": "Junk", "new_stack": "S", "expect_error": "no resource stacks"},
            {"do": "build", "card": "Camp", "on": "A", "expect_error": "no resource stacks"},
        ],
    )


def test_ar04_neutral_deep_strike_discards_the_card():
    ds = {"Camp": building(unit("Rifles", deep_strike=True))}
    passes(
        "AR-04",
        cards=ds,
        given={
            "players": [
                p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
                p(base=[{"card": "Camp", "id": "B", "units": 1}]),
            ]
        },
        steps=[{"do": "attack", "card": "Hit", "choice": "deep_strike"}],
        expect={
            "combat": {"at": "base", "marker": 3},
            "players": [{"scoring": 0, "discard_includes": ["Hit"]}, {"scoring": 0}],
        },
    )


def test_ar05_a_defender_retreating_from_the_frontier_hands_it_over():
    g, s = frontier_battle(
        [{"card": "Camp", "id": "A", "units": 1}], [{"card": "Camp", "id": "B", "units": 1}], CARDS
    )
    passes(
        "AR-05",
        given=g,
        steps=[
            *s,
            {"do": "retreat", "player": 1},
            {"do": "fire", "player": 0, "force": "A", "target": "B", "dice": [6]},
        ],
        expect={"frontier": 0, "last_combat": {"winner": 0, "end": "retreat"}},
    )


def test_ar06_elimination_before_the_round_limit():
    zero = {"Camp": building(unit("Rifles", inf=0))}
    g, s = frontier_battle(
        [{"card": "Camp", "id": "A", "units": 2}], [{"card": "Camp", "id": "B", "units": 2}], zero
    )
    steps = list(s)
    for _ in range(5):
        steps += [
            {"do": "fire", "player": 0, "force": "A", "target": "B", "dice": [6]},
            {"do": "fire", "player": 1, "force": "B", "target": "A", "dice": [6]},
        ]
    steps += [
        {"do": "fire", "player": 0, "force": "A", "target": "B", "dice": [1]},
        {"do": "fire", "player": 1, "force": "B", "target": "A", "dice": [6]},
    ]
    zero["Camp"] = building(unit("Rifles", inf=0))
    passes(
        "AR-06",
        cards={"Camp": building(unit("Rifles", inf=1))},
        given=g,
        steps=[
            *s,
            *[
                {"do": "fire", "player": k % 2, "force": "AB"[k % 2], "target": "BA"[k % 2], "dice": [6, 6]}
                for k in range(10)
            ],
            {"do": "fire", "player": 0, "force": "A", "target": "B", "dice": [1, 1]},
            {"do": "fire", "player": 1, "force": "B", "target": "A", "dice": [6, 6]},
        ],
        expect={"frontier": 0, "last_combat": {"winner": 0, "end": "wiped"}},
    )


def test_ar07_an_attacker_without_a_participating_force_loses_at_once():
    passes(
        "AR-07",
        given={
            "frontier": 0,
            "players": [
                p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Turret", "units": 2}]),
                p(base=[{"card": "Camp", "id": "B"}]),
            ],
        },
        steps=[{"do": "attack", "card": "Hit", "choice": "normal"}],
        expect={
            "combat": None,
            "frontier": 0,
            "last_combat": {"winner": 1, "end": "no_battle", "scoring_card_to": 0},
        },
    )


def test_ar08_and_ar10_flanking_and_passed_columns_against_a_base_card():
    rifles = {"Camp": building(unit("Rifles", bld=2, init=1))}
    passes(
        "AR-08/AR-10",
        cards=rifles,
        given={
            "frontier": 0,
            "players": [
                p(
                    hand=("Hit", "Junk", "Junk"),
                    base=[{"card": "Camp", "id": "A1", "units": 1}, {"card": "Camp", "id": "A2", "units": 1}],
                ),
                p(base=[{"card": "Camp", "id": "B", "units": 1}]),
            ],
        },
        steps=[
            {"do": "attack", "card": "Hit", "choice": "normal"},
            {"do": "place", "player": 0, "force": "A1"},
            {"do": "place", "player": 0, "force": "A2", "at": "right"},
            {
                "do": "move",
                "player": 0,
                "force": "A2",
                "at": {"behind": "A1"},
                "expect": {
                    "combat": {
                        "to_hit": [
                            {"force": "A1", "target": "base_left", "to_hit": 1},
                            {"force": "A2", "target": "base_left", "to_hit": 2},
                            {"force": "A1", "target": "base_right", "to_hit": 1},
                        ]
                    }
                },
            },
        ],
    )


def test_ar09_a_building_emptied_in_the_same_group_may_be_destroyed():
    cards = {
        "Camp": building(unit("Rifles", init=2, bld=5)),
        "Shed": building(unit("Workers", init=2, inf=0, arm=0, air=0, bld=0)),
    }
    passes(
        "AR-09",
        cards=cards,
        given={
            "frontier": 0,
            "players": [
                p(
                    hand=("Hit", "Junk", "Junk"),
                    base=[{"card": "Camp", "id": "A1", "units": 2}, {"card": "Camp", "id": "A2", "units": 1}],
                ),
                p(base=[{"card": "Shed", "id": "S", "units": 1}]),
            ],
        },
        steps=[
            {"do": "attack", "card": "Hit", "choice": "normal"},
            {"do": "place", "player": 0, "force": "A1"},
            {"do": "place", "player": 0, "force": "A2", "at": "right"},
            {"do": "proceed"},
            {"do": "fire", "player": 0, "force": "A1", "target": "S", "dice": [1, 6]},
            {"do": "fire", "player": 0, "force": "A2", "target": "base_left", "dice": [1]},
            {
                "do": "fire",
                "player": 1,
                "force": "S",
                "target": "A1",
                "dice": [],
                "expect": {"players": [{}, {"base_excludes": ["S"]}], "combat": None},
            },
        ],
        expect={"game_over": True, "winner": 0},
    )


def test_ar11_the_attacker_constructs_before_an_automatic_win():
    passes(
        "AR-11",
        given={
            "frontier": 1,
            "players": [
                p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "resources": 2}]),
                p(base=[{"card": "Camp", "id": "B", "units": 1}]),
            ],
        },
        steps=[
            {"do": "attack", "card": "Hit", "choice": "normal"},
            {"do": "declare", "player": 1, "defend": "base"},
        ],
        expect={"frontier": 0, "players": [{"base": [{"id": "A", "units": 2, "resources": 0}]}, {}]},
    )


def test_ar12_and_ar39_scouting_counts_each_force_once():
    scout = {"Eyes": building(unit("Watchers", scouting=2))}
    g, s = frontier_battle(
        [{"card": "Eyes", "id": "A", "units": 4}],
        [
            {"card": "Camp", "id": "B1", "units": 1},
            {"card": "Camp", "id": "B2", "units": 1},
            {"card": "Camp", "id": "B3", "units": 1},
        ],
        scout,
    )
    passes(
        "AR-12",
        cards=scout,
        given=g,
        steps=[
            *s,
            {"do": "place", "player": 1, "force": "B1"},
            {
                "do": "place",
                "player": 1,
                "force": "B2",
                "at": "right",
                "expect": {"combat": {"waiting": {"player": 0, "do": "place"}}},
            },
        ],
    )


def test_ar13_only_the_side_with_non_engaged_forces_moves_and_may_decline():
    g, s = frontier_battle(
        [{"card": "Camp", "id": "A", "units": 1}],
        [{"card": "Camp", "id": "B1", "units": 1}, {"card": "Camp", "id": "B2", "units": 1}],
        CARDS,
    )
    passes(
        "AR-13",
        given=g,
        steps=[
            *s,
            {"do": "place", "player": 1, "force": "B1", "at": {"opposite": "A"}},
            {
                "do": "place",
                "player": 1,
                "force": "B2",
                "at": "left",
                "expect": {"combat": {"waiting": {"player": 1, "do": "move"}}},
            },
            {"do": "proceed", "player": 1},
        ],
        expect={"combat": {"waiting": {"player": 0, "do": "fire"}}},
    )


def test_ar14_a_tie_with_a_neutral_frontier_is_shared():
    passes(
        "AR-14",
        given={
            "players": [
                p(hand=("Junk",), deck=(), scoring=3, base=[{"card": "Camp", "id": "A"}]),
                p(hand=(), deck=(), scoring=3),
            ]
        },
        steps=[{"do": "resource", "card": "Junk", "on": "A"}],
        expect={"game_over": True, "winner": [0, 1]},
    )
    state = GameState({}, "basic", [Player(None), Player(None)], Rng(1))
    state.players[0].scoring = ["x"] * 3
    state.players[1].scoring = ["x"] * 3
    flow.check_cards_end(state)
    outcome = RULES.outcome(state)
    assert outcome.winners == (0, 1) and [r.rank for r in outcome.results] == [1, 1]


def test_ar15_the_first_player_comes_from_the_seeded_roll():
    firsts = {RULES.new_game(RULES.setup_from_data({}), seed).active for seed in range(20)}
    assert firsts == {0, 1}
    assert (
        RULES.new_game(RULES.setup_from_data({}), 4).active
        == RULES.new_game(RULES.setup_from_data({}), 4).active
    )


def test_ar16_a_base_is_hidden_until_its_owner_constructs_and_after_the_combat():
    given = {
        "frontier": 1,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(base=[{"card": "Camp", "id": "B", "units": 1}]),
        ],
    }
    passes(
        "AR-16",
        given=given,
        steps=[
            {
                "do": "attack",
                "card": "Hit",
                "choice": "normal",
                "expect": {
                    "views": [
                        {"players": [{}, {"base": [{"id": "B"}]}]},
                        {"players": [{"base": None}], "combat": {"attack_card": None, "choice": None}},
                    ]
                },
            },
            {"do": "declare", "player": 1, "defend": "base", "expect": {"combat": None}},
        ],
        expect={
            "views": [
                {"players": [{}, {"base": None, "hand": None, "scoring": None}]},
                {"players": [{"base": None}]},
            ]
        },
    )
    passes(
        "AR-16 open bases",
        setup={"open_bases": True},
        given=given,
        expect={"views": [{"players": [{}, {"base": [{"id": "B"}]}]}]},
    )


def test_ar20_base_mat_units_are_never_forces():
    mat = {"Mat": building(unit("Drones"), permanent=True)}
    passes(
        "AR-20",
        cards=mat,
        given={
            "players": [p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Mat", "id": "M", "units": 2}]), p()]
        },
        steps=[{"do": "attack", "card": "Hit", "choice": "claim"}],
        expect={"frontier": None},
    )


def test_ar21_and_ar40_emergency_defense_only_on_base_defense_buildings():
    wall = {"Wall": building(unit("Guards", base_defense=True))}
    given = {
        "frontier": 0,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(base=[{"card": "Camp", "id": "B", "units": 1}, {"card": "Wall", "id": "W"}]),
        ],
    }
    passes(
        "AR-21",
        cards=wall,
        given=given,
        steps=[
            {"do": "attack", "card": "Hit", "choice": "normal"},
            {
                "do": "emergency",
                "player": 1,
                "plays": [{"card": "Junk", "on": "B"}],
                "expect_error": "Base Defense",
            },
            {
                "do": "emergency",
                "player": 1,
                "plays": [{"card": "Junk", "on": "W"}, {"card": "Junk", "on": "W"}],
                "expect": {
                    "players": [{}, {"hand_size": 1, "base": [{"id": "W", "units": 2}]}],
                    "combat": {"waiting": {"player": 1, "do": "move"}},
                },
            },
            {"do": "place", "player": 1, "force": "W", "at": "left"},
        ],
        expect={
            "combat": {
                "line": [
                    {"a": [], "d": ["base_left"]},
                    {"a": [], "d": ["W"]},
                    {"a": ["A"], "d": ["B"]},
                    {"a": [], "d": ["base_right"]},
                ]
            }
        },
    )


def test_ar23_one_die_per_unit_now_on_the_card():
    g, s = frontier_battle(
        [{"card": "Camp", "id": "A", "units": 3}], [{"card": "Camp", "id": "B", "units": 4}], CARDS
    )
    passes(
        "AR-23",
        given=g,
        steps=[
            *s,
            {"do": "fire", "player": 0, "force": "A", "target": "B", "dice": [1, 1, 6]},
            {"do": "fire", "player": 1, "force": "B", "target": "A", "dice": [1, 1, 6, 6]},
            {"do": "fire", "player": 0, "force": "A", "target": "B", "dice": [6]},
        ],
    )


def test_ar24_a_wiped_force_returns_empty_to_its_base():
    g, s = frontier_battle(
        [{"card": "Camp", "id": "A", "units": 2}], [{"card": "Camp", "id": "B", "units": 1}], CARDS
    )
    passes(
        "AR-24",
        given=g,
        steps=[
            *s,
            {"do": "fire", "player": 0, "force": "A", "target": "B", "dice": [1, 6]},
            {"do": "fire", "player": 1, "force": "B", "target": "A", "dice": [6]},
        ],
        expect={"players": [{}, {"base": [{"id": "B", "units": 0}]}], "frontier": 0},
    )


def test_ar28_novice_is_a_field_unit_and_turret_is_base_defense():
    cards = content().cards()
    assert not cards["Novice"].side(None).base_defense and cards["Turret"].side(None).base_defense


def test_ar32_a_capture_ends_the_game_even_when_the_cards_run_out():
    passes(
        "AR-32",
        given={
            "frontier": 0,
            "players": [
                p(hand=("Hit",), deck=(), base=[{"card": "Camp", "id": "A", "units": 1}]),
                p(hand=(), deck=(), scoring=9, base=[{"card": "Camp", "id": "B", "units": 1}]),
            ],
        },
        steps=[
            {"do": "attack", "card": "Hit", "choice": "normal"},
            {"do": "fire", "player": 0, "force": "A", "target": "B", "dice": [1]},
            {"do": "fire", "player": 1, "force": "B", "target": "A", "dice": [6]},
        ],
        expect={"game_over": True, "winner": 0},
    )


def test_ar33_flanking_bonus_against_base_cards():
    test_ar08_and_ar10_flanking_and_passed_columns_against_a_base_card()


def test_ar34_and_ar35_a_raid_card_scores_like_a_standard_attack():
    ds = {"Camp": building(unit("Rifles", deep_strike=True))}
    given = {
        "frontier": 1,
        "players": [
            p(hand=("Raid", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(base=[{"card": "Camp", "id": "B", "units": 1}]),
        ],
    }
    passes(
        "AR-34 holder",
        cards=ds,
        given=given,
        steps=[
            {"do": "attack", "card": "Raid", "choice": "deep_strike"},
            {"do": "declare", "player": 1, "defend": "base"},
        ],
        expect={"players": [{"scoring": 0}, {"scoring": 1}], "combat": {"surprise": False, "marker": 3}},
    )
    passes(
        "AR-34 surprise",
        cards=ds,
        given=given,
        steps=[
            {"do": "attack", "card": "Raid", "choice": "deep_strike"},
            {"do": "declare", "player": 1, "defend": "frontier"},
        ],
        expect={"players": [{"scoring": 1}, {"scoring": 0}]},
    )
    passes(
        "AR-35",
        cards=ds,
        given=given,
        steps=[
            {"do": "attack", "card": "Raid", "choice": "deep_strike"},
            {"do": "declare", "player": 1, "defend": "base"},
            {"do": "raid_force", "player": 0, "force": "A", "expect_error": "full game"},
        ],
    )


def test_ar36_firing_is_mandatory():
    g, s = frontier_battle(
        [{"card": "Camp", "id": "A", "units": 1}], [{"card": "Camp", "id": "B", "units": 1}], CARDS
    )
    sc = Scenario.model_validate(
        {"title": "AR-36", "cards": CARDS, "given": g, "steps": [*s, {"do": "proceed"}]}
    )
    state, auto = position.build(sc), []
    for step in sc.steps:
        state = steps.take(state, step, auto)
    assert state.combat.pending.do == "fire"
    assert not any(isinstance(c, C.Proceed) for c in RULES.legal_commands(state))
    exc = check_refusal_leaves_state(RULES, state, C.Proceed(0))
    assert "cannot be declined" in str(exc)


def test_ar37_whom_a_normal_attack_may_target():
    state = GameState({}, "basic", [Player(None), Player(None), Player(None)], Rng(1))
    state.frontier = 0
    assert flow.normal_targets(state, 1) == [0] and flow.normal_targets(state, 2) == [0]
    assert flow.normal_targets(state, 0) == [1, 2]
    state.frontier = None
    assert flow.normal_targets(state, 0) == []


def test_ar38_forced_placements_are_taken_but_shots_wait():
    g, s = frontier_battle(
        [{"card": "Camp", "id": "A", "units": 1}], [{"card": "Camp", "id": "B", "units": 1}], CARDS
    )
    passes(
        "AR-38",
        given=g,
        steps=s,
        expect={"combat": {"line": [{"a": ["A"], "d": ["B"]}], "waiting": {"player": 0, "do": "retreat"}}},
    )


def test_ar41_a_force_moves_once_per_redeploy():
    g, s = frontier_battle(
        [{"card": "Camp", "id": "A1", "units": 1}, {"card": "Camp", "id": "A2", "units": 1}],
        [{"card": "Camp", "id": "B", "units": 1}],
        CARDS,
    )
    passes(
        "AR-41",
        given=g,
        steps=[
            *s,
            {"do": "place", "player": 0, "force": "A1"},
            {"do": "place", "player": 0, "force": "A2", "at": "right"},
            {"do": "move", "player": 0, "force": "A2", "at": "left"},
            {"do": "move", "player": 0, "force": "A2", "at": "right", "expect_error": "once per redeploy"},
        ],
    )


def test_ar42_a_rerolled_die_is_final():
    g, s = frontier_battle(
        [{"card": "Camp", "id": "A", "units": 2}], [{"card": "Camp", "id": "B", "units": 4}], CARDS
    )
    g["players"][0]["rerolls"] = 3
    passes(
        "AR-42",
        given=g,
        steps=[
            *s,
            {
                "do": "fire",
                "player": 0,
                "force": "A",
                "target": "B",
                "dice": [6, 5],
                "rerolls": [{"die": 0, "value": 2}, {"die": 0, "value": 1}],
                "expect_error": "rerolled",
            },
            {
                "do": "fire",
                "player": 0,
                "force": "A",
                "target": "B",
                "dice": [6, 5],
                "rerolls": [{"die": 0, "value": 2}],
            },
        ],
        expect={"players": [{"rerolls": 2}, {}], "combat": {"waiting": {"player": 0, "do": "reroll"}}},
    )


def test_building_in_the_base_is_a_slotted_dataclass():
    assert not hasattr(Building("x", None), "__dict__")


def test_ar45_another_players_discard_pile_shows_only_its_size():
    given = {
        "frontier": 1,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(discard=["Camp", "Junk"], base=[{"card": "Camp", "id": "B", "units": 1}]),
        ],
    }
    passes(
        "AR-45",
        given=given,
        expect={
            "views": [
                {"players": [{}, {"discard": None, "discard_size": 2}]},
                {"players": [{"discard": None}, {"discard": ["Camp", "Junk"]}]},
            ]
        },
    )


def test_ar17_the_full_game_opens_like_the_basic_game():
    state = RULES.new_game(RULES.setup_from_data({"mode": "full"}), 2)
    assert state.opening == [0, 1]
    assert [b.id for b in state.players[0].base] == ["Turret", "Militia", "Workers"]
    assert [b.id for b in state.players[1].base] == ["Adept Novice"]
    workers = state.players[0].building("Workers")
    assert workers.permanent and workers.units == 2  # the base mat's Workers (AR-47, Scenario 14)


def test_ar18_ar19_ar44_full_game_rulings_have_their_scenarios():
    names = {p.stem for p in (Path(__file__).parent / "scenarios").glob("*.json")}
    assert {
        "t32_stack_of_the_wrong_size",
        "t26_raid_without_an_eligible_force",
        "t25_only_one_reward",
        "s15_raid",
    } <= names


def test_ar43_a_special_card_without_a_faction_rule_is_discarded():
    passes(
        "AR-43",
        setup={"mode": "full"},
        given={"players": [p(hand=("Junk", "Junk", "Hit")), p()]},
        steps=[
            {"do": "special", "card": "Junk"},
            {"do": "special", "player": 1, "card": "Junk"},
            {"do": "special", "card": "Hit", "expect_error": "not a Special card"},
        ],
        expect={"players": [{"discard_includes": ["Junk"], "hand_size": 3}, {}]},
    )
