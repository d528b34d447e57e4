"""The robot game's rulings (game/robots/RULINGS.md): one test per ruling the scenario files do not show,
and the file's own consistency (every ruling names tests that exist and is cited in the code)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core import IllegalCommand
from game.robots import commands as C
from game.robots.content.load import content
from game.robots.rules import RULES
from game.robots.scenarios.runner import run_data

ROOT = Path(__file__).resolve().parents[2]
RULINGS = (ROOT / "game" / "robots" / "RULINGS.md").read_text(encoding="utf-8")
ROWS = re.findall(r"^\| (RB-\d\d) \|.*\| ([^|]+) \|$", RULINGS, re.M)
MARS = {"season": "exploration", "phase": "mars"}


def robot(n: int, **abilities: int) -> dict:
    return {"number": n, "survey": 1, "storage": 3, **abilities}


def check(given: dict, expect: dict, steps: list | None = None, players: int = 2) -> None:
    data = {
        "setup": {"players": players},
        "given": given,
        "steps": steps or [{"do": "mars_phase"}],
        "expect": expect,
    }
    assert run_data(data) == ""


def test_every_ruling_names_existing_tests_and_is_cited_in_the_code():
    assert [rid for rid, _ in ROWS] == [f"RB-{n:02d}" for n in range(1, 42)]
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "game" / "robots").rglob("*.py"))
    for rid, tests in ROWS:
        assert rid in code, rid
        for name in (t.strip() for t in tests.split(",")):
            if "::" in name:
                module, func = name.split("::")
                assert f"def {func}(" in (ROOT / "tests" / "robots" / module).read_text(encoding="utf-8"), (
                    rid,
                    name,
                )
            else:
                assert (ROOT / "tests" / "robots" / "scenarios" / f"{name}.json").exists(), (rid, name)


def test_rb36_when_vp_cards_run_out_the_later_draft_turns_lapse():
    check(
        {
            **MARS,
            "mars_row": ["Collect/Survey"],
            "deck_b": ["Sandstorm"],
            "vp_deck": [4, 2],
            "vp_discard": [3],
            "players": [
                {"robot": robot(1, collection=2, survey=2), "robot_chits": 2},
                {"robot": robot(2, collection=2, survey=2), "robot_chits": 2},
            ],
        },
        {"vp_deck": [], "vp_discard": [], "players": [{"vp": [4, 2]}, {"vp": [3]}]},
    )


def test_rb37_complex_terrain_uses_mobility_and_discards_disposable_mobility_parts():
    check(
        {
            **MARS,
            "cards": {"Booster": {"mobility": 2, "disposable": True}},
            "mars_row": ["Complex Terrain"],
            "deck_b": ["Sandstorm"],
            "vp_deck": [4],
            "players": [{"deployed": ["Booster", "Drive"]}, {"deployed": ["Booster"], "vp": [2]}],
        },
        {
            "vp_discard": [2],
            "players": [
                {"deployed": ["Drive"], "discard": ["Booster"], "vp": [4]},
                {"deployed": [], "discard": ["Booster"], "vp": []},
            ],
        },
    )


def test_rb38_a_short_chit_supply_fills_the_robot_then_parts_right_to_left_in_priority_order():
    check(
        {
            **MARS,
            "cards": {"Z": {"survey": 2}},
            "mars_row": ["Collect/Survey"],
            "deck_b": ["Sandstorm"],
            "chit_supply": 3,
            "players": [{"robot": robot(1), "deployed": ["Sensor", "Z"]}, {"robot": robot(2)}],
        },
        {
            "chit_supply": 0,
            "players": [
                {"robot_chits": 1, "deployed": [{"card": "Sensor", "chits": 0}, {"card": "Z", "chits": 2}]},
                {"robot_chits": 0},
            ],
        },
    )


def test_rb39_storage_is_reapplied_when_a_disposable_storage_part_is_used_up():
    check(
        {
            **MARS,
            "cards": {"Crate": {"storage": 2, "defense": 1, "progress": 1, "disposable": True}, "A": {}},
            "mars_row": ["Sandstorm"],
            "deck_a": ["Collect/Survey"],
            "players": [{"robot": robot(1, storage=1), "deployed": ["Crate", "A"], "vp": [4, 3, 2]}],
        },
        {
            "vp_discard": [2, 3],
            "players": [{"deployed": ["A"], "discard": ["Crate"], "vp": [4], "robot_chits": 0}],
        },
    )


def test_rb40_an_eliminated_seat_keeps_hand_and_parts_aside_and_loses_its_vp():
    state = RULES.new_game(RULES.setup_from_data({"players": 2}), 1)
    s = state.clone()
    s.season, s.phase, s.mars_row = "exploration", "mars", ["Hostile Creature"] + s.mars_row[1:]
    s.players[0].robot, s.players[1].robot = "Archivist", "Envoy"  # robots without Combat or Defense
    s.players[1].vp = [s.vp_deck.pop(0)]
    s.players[1].hand = s.players[1].hand[:9]
    s.players[1].programmed = state.players[1].hand[9:]
    from game.robots import mars

    ev: list = []
    mars.start_mars_phase(s, ev)
    mars.run_queue(s, ev)
    assert s.players[1].eliminated and s.players[0].eliminated  # neither had a deployed part
    assert s.players[1].vp == [] and len(s.vp_removed) == 1
    assert len(s.players[1].hand) == 9 and len(s.players[1].programmed) == 3
    assert s.over and RULES.outcome(s).winners == ()
    view = RULES.view(s, 0)["players"][1]
    assert view["eliminated"] and view["vp"] == 0 and view["hand"] == 9 and view["programmed"] == 3


def test_rb40_an_eliminated_seat_ranks_below_the_survivors():
    data = {
        "given": {
            "players": [{"robot": robot(1), "vp": [2]}, {"robot": robot(2), "vp": [], "eliminated": True}]
        },
        "steps": [{"do": "end_game"}],
        "expect": {"winner": 0, "score": [{"total": 2}, {"total": 0, "vp_cards": 0}]},
    }
    assert run_data(data) == ""


def test_rb41_the_default_storm_answer_keeps_the_repair_tool_and_lists_pairs_in_card_order():
    from game.robots.mars import storm_options
    from game.robots.scenarios.model import Scenario
    from game.robots.scenarios.position import build

    sc = Scenario.model_validate(
        {"given": {"players": [{"hand": ["Repair Tool", "Shield", "Cannon", "Cannon"]}]}}
    )
    s = build(sc)
    assert storm_options(s, 0) == (
        "Cannon|Cannon",
        "Cannon|Shield",
        "Cannon|Repair Tool",
        "Shield|Repair Tool",
    )


def test_rb09_an_empty_chit_supply_gives_no_compensation():
    check(
        {
            **MARS,
            "cards": {"A": {}, "B": {}},
            "mars_row": ["Sandstorm"],
            "deck_a": ["Collect/Survey"],
            "chit_supply": 0,
            "players": [{"deployed": ["A", "B"]}],
        },
        {"chit_supply": 0, "players": [{"deployed": ["B"], "robot_chits": 0}]},
    )


def test_rb12_a_small_hand_programs_every_card_it_has():
    check(
        {
            "season": "planning",
            "mars_row": ["Collect/Survey", "Sandstorm", "Magnetic Storm"],
            "players": [{"hand": ["Cannon"]}, {"hand": []}],
        },
        {"season": "exploration", "players": [{"programmed": ["Cannon"]}, {"programmed": []}]},
        steps=[
            {"do": "plan", "player": 1, "cards": ["Cannon"], "expect_error": "exactly 0"},
            {"do": "plan", "player": 1, "cards": []},
            {"do": "plan", "player": 0, "cards": ["Cannon"]},
        ],
    )


def test_rb13_rb14_a_play_phase_without_cards_and_the_progress_cap():
    check(
        {
            "season": "exploration",
            "cards": {"Beacon": {"progress": 3}},
            "progress_row": 6,
            "mars_row": ["Sandstorm"],
            "players": [{"programmed": ["Beacon"]}, {}],
        },
        {
            "progress_row": 8,
            "progress_deck": 0,
            "phase": "mars",
            "players": [{"deployed": ["Beacon"]}, {"deployed": []}],
        },
        steps=[{"do": "play_phase"}],
    )


def test_rb15_the_progress_row_persists_across_rounds():
    check(
        {
            "season": "end_of_round",
            "progress_row": 1,
            "mars_row": ["Sandstorm"],
            "deck_a": ["Collect/Survey"],
        },
        {"progress_row": 1, "round": 2},
        steps=[{"do": "end_round"}],
    )


def test_rb16_an_empty_row_mid_round_resolves_nothing_and_refills_at_the_end():
    check(
        {
            "season": "exploration",
            "iteration": 3,
            "phase": "mars",
            "progress_row": 1,
            "mars_discard": ["Sandstorm"],
            "deck_a": ["Collect/Survey"],
            "deck_b": ["Hostile Creature"],
        },
        {
            "season": "development",
            "round": 2,
            "progress_row": 1,
            "mars_row": ["Collect/Survey", "Hostile Creature"],
        },
        steps=[{"do": "mars_phase"}, {"do": "end_round"}],
    )


def test_rb20_complex_terrain_with_one_robot_left_discards_then_acquires():
    check(
        {
            **MARS,
            "mars_row": ["Complex Terrain"],
            "deck_b": ["Sandstorm"],
            "vp_deck": [4],
            "players": [{"vp": [2]}, {"eliminated": True}],
        },
        {"vp_discard": [2], "players": [{"vp": [4]}]},
    )


def test_rb22_rb24_robot_capacity_and_storage_zero():
    check(
        {
            **MARS,
            "mars_row": ["Collect/Survey"],
            "deck_b": ["Sandstorm"],
            "vp_deck": [4],
            "players": [{"robot": {"number": 1, "collection": 1}, "robot_chits": 1}, {"robot": robot(2)}],
        },
        {"vp_discard": [4], "players": [{"vp": [], "robot_chits": 0}, {"robot_chits": 1}]},
    )


def test_rb23_non_disposable_defense_refreshes_in_every_extra_mars_phase():
    check(
        {
            **MARS,
            "cards": {"Plate": {"defense": 1}, "A": {}},
            "progress_row": 2,
            "mars_row": ["Sandstorm", "Collect/Survey", "Sandstorm"],
            "players": [{"deployed": ["Plate", "A"]}, {}],
        },
        {"sizes": {"mars_discard": 2}, "players": [{"deployed": ["Plate", "A"]}]},
    )


def test_rb32_a_collect_survey_as_the_last_card_resolves_then_the_final_collect_follows():
    check(
        {
            **MARS,
            "mars_row": ["Collect/Survey"],
            "vp_deck": [4, 3],
            "players": [{"robot": robot(1, collection=1, survey=2), "robot_chits": 2}, {}],
        },
        {"game_over": True, "players": [{"vp": [4, 3], "robot_chits": 0}]},
    )


def test_rb34_the_acquisition_order_uses_mobility_after_the_same_cards_discards():
    check(
        {
            **MARS,
            "cards": {"Scoop": {"collection": 1, "mobility": 2, "disposable": True}},
            "mars_row": ["Collect/Survey"],
            "deck_b": ["Sandstorm"],
            "vp_deck": [2, 4],
            "players": [
                {"robot": robot(1), "robot_chits": 1, "deployed": ["Scoop"]},
                {"robot": robot(2, mobility=1, collection=1), "robot_chits": 1},
            ],
        },
        {"order": [1, 0], "players": [{"vp": [2], "discard": ["Scoop"]}, {"vp": [4]}]},
    )


def test_rb35_storm_choices_stay_hidden_until_everybody_has_chosen():
    from game.robots import mars
    from game.robots.scenarios.model import Scenario
    from game.robots.scenarios.position import build

    hand = ["Cannon", "Sensor", "Shield"]
    s = build(
        Scenario.model_validate(
            {
                "given": {
                    **MARS,
                    "mars_row": ["Magnetic Storm"],
                    "deck_b": ["Sandstorm"],
                    "players": [{"hand": hand}, {"hand": hand}],
                }
            }
        )
    )
    mars.start_mars_phase(s, [])
    mars.run_queue(s, [])
    assert s.pending.seat == 0
    with pytest.raises(IllegalCommand, match="two cards of your hand"):
        RULES.apply(s, C.Answer(0, "Sensor|Drive"))
    state = RULES.apply(s, C.Answer(0, "Shield|Sensor")).state  # in any order
    assert state.pending.seat == 1 and state.players[0].hand == hand  # chosen, not yet discarded
    other = RULES.view(state, 1)["players"][0]
    assert other["storm"] is True and other["hand"] == 3  # that it chose, not what
    assert RULES.view(state, 0)["players"][0]["storm"] == ["Sensor", "Shield"]
    state = RULES.apply(state, C.Answer(1, "Cannon|Sensor")).state
    assert state.players[0].discard == ["Sensor", "Shield"] and state.players[1].discard == [
        "Cannon",
        "Sensor",
    ]


def test_rb01_rb03_the_final_card_set_replaces_the_provisional_one():
    c = content()
    assert not any(c.robots[r].provisional for r in c.robots)
    assert not c.parts["Cannon"].provisional and c.parts["Cannon"].combat == 1
    assert c.parts["Decoy"].defense == 2 and c.parts["Decoy"].progress == 2
