"""Every robot scenario file passes; the runner refuses bad files naming the field (robots-scenario-format.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.robots.scenarios.runner import main, run_data, run_file

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.json"))
EXAMPLE = Path(__file__).parent / "scenarios" / "format_example.json"


def test_every_section_22_scenario_has_a_file():
    ids = {f.name[1:3] for f in FILES if f.name.startswith("s")}
    assert [n for n in range(1, 26) if f"{n:02d}" not in ids] == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_passes(path):
    assert run_file(path) == ""


def _example() -> dict:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def test_a_wrong_expectation_fails_with_the_difference():
    data = _example()
    data["expect"]["creatures_resolved"] = 3
    assert run_data(data) == "creatures_resolved: expected 3, got 2"
    data = _example()
    data["expect"]["players"][1]["discard"] = ["Box"]
    assert run_data(data) == "players.1.discard: expected ['Box'], got ['Gun']"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["given"]["players"][0]["deployed"].append("Nope"),
            "given.players.0.deployed.1: unknown card 'Nope'",
        ),
        (
            lambda d: d["given"]["mars_row"].append("Dust Devil"),
            "given.mars_row.2: unknown Mars card 'Dust Devil'",
        ),
        (lambda d: d["given"]["cards"]["Gun"].update(laser=1), "given.cards.Gun.laser"),
        (
            lambda d: d["given"]["cards"].update(Shield={"defense": 2}),
            "a test part may not reuse a seed name",
        ),
        (lambda d: d["given"]["players"][0]["robot"].pop("number"), "given.players.0.robot"),
        (lambda d: d["given"]["players"][1]["robot"].update(number=2), "robot numbers must be unique"),
        (lambda d: d["steps"][0].update(do="fly"), "steps.0.do"),
        (lambda d: d.update(extra=1), "extra"),
        (lambda d: d["given"].update(vp_deck=[5]), "given.vp_deck.0"),
    ],
)
def test_invalid_files_fail_naming_the_field(change, message):
    data = _example()
    change(data)
    reason = run_data(data)
    assert reason.startswith("invalid scenario") and message in reason, reason


def test_unknown_expect_keys_fail_naming_them():
    data = _example()
    data["expect"]["players"][0]["colour"] = "red"
    assert run_data(data) == "players.0.unknown key 'colour'"
    data = _example()
    data["expect"]["weather"] = "dusty"
    assert run_data(data) == "unknown key 'weather'"


def test_answers_left_over_or_illegal_fail():
    data = _example()
    data["steps"][0]["answers"] = [{"discard": ["Cannon", "Missile"]}]
    assert "answers left over" in run_data(data)
    data = _example()
    data["steps"][0]["answers"] = [{"place": 5}]
    assert "refused" in run_data(data) and "not legal" in run_data(data)
    data = _example()
    data["steps"][0]["answers"] = [{"place": 0}]  # the chit goes to Box (index 0 once Gun has left)
    data["expect"]["players"][1].update(robot_chits=0, deployed=[{"card": "Box", "chits": 1}])
    assert run_data(data) == ""


def test_a_single_choice_decision_consumes_and_checks_its_answer():
    data = _example()
    data["given"]["cards"]["Rock"] = {}
    data["given"]["players"][1]["deployed"] = ["Gun", "Rock"]  # Rock has no Survey: only the robot has room
    data["expect"]["players"][1] = {"deployed": ["Rock"], "robot_chits": 1}
    data["steps"][0]["answers"] = [{"place": "robot"}]
    assert run_data(data) == ""
    data["steps"][0]["answers"] = [{"place": 0}]
    assert "the only choice is 'robot'" in run_data(data)


def test_expect_error_must_match_and_leave_the_position():
    data = _example()
    data["steps"].insert(0, {"do": "play_phase", "expect_error": "play phase"})
    assert run_data(data) == ""
    data["steps"][0]["expect_error"] = "something else"
    assert "not 'something else'" in run_data(data)
    data["steps"][0] = {"do": "mars_phase", "expect_error": ""}
    assert "was accepted" in run_data(data)


def test_command_line_prints_pass_fail_and_counts(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main([str(EXAMPLE), str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"PASS {EXAMPLE}"
    assert out[1].startswith(f"FAIL {bad}: invalid scenario")
    assert out[2] == "1 passed, 1 failed"
    assert main([str(EXAMPLE)]) == 0
