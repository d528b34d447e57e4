"""Every Dice Game scenario file passes; the runner refuses bad files with the field named."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.tmdice.scenarios.runner import main, run_data, run_file

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.json"))
EXAMPLE = Path(__file__).parent / "scenarios" / "format_example.json"


def test_every_section_20_scenario_has_a_file():
    ids = {f.name[1:3] for f in FILES if f.name.startswith("s")}
    missing = [n for n in range(1, 51) if f"{n:02d}" not in ids and n not in (44, 45)]  # 44/45: test_playouts
    assert missing == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_passes(path):
    assert run_file(path) == ""


def _example() -> dict:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def test_a_wrong_expectation_fails_with_the_difference():
    data = _example()
    data["expect"]["oxygen"] = 4
    assert run_data(data) == "oxygen: expected 4, got 2"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["given"]["players"][0]["hand"].append("Nope"),
            "given.players.0.hand.1: unknown card 'Nope'",
        ),
        (
            lambda d: d["given"]["players"][0]["dice"].update(lava=1),
            "given.players.0.dice: unknown face 'lava'",
        ),
        (lambda d: d["steps"][0].update(colour=3), "steps.0.colour"),
        (lambda d: d.update(extra=1), "extra"),
        (
            lambda d: d["cards"]["Test Drill"].update(cost={"lava": 1}),
            "card 'Test Drill': cost: cost: unknown 'lava'",
        ),
        (
            lambda d: d["steps"][0].update(rolls={"yellow": ["plant"]}),
            "'plant' is not a face of a yellow die",
        ),
    ],
)
def test_invalid_files_fail_naming_the_field(change, message):
    data = _example()
    change(data)
    reason = run_data(data)
    assert reason.startswith("invalid scenario") and message in reason


def test_rolls_must_all_be_used_and_suffice():
    data = _example()
    data["steps"][0]["rolls"] = {"yellow": ["earth", "science"]}
    assert "rolls left over" in run_data(data)
    data["steps"][0]["rolls"] = {}
    assert "no fixed roll left for a yellow die" in run_data(data)


def test_answers_missing_or_left_over_fail():
    data = _example()
    data["steps"][1]["answers"] = []
    data["given"]["players"][1]["dice"] = {"plant": 1, "animal": 1}
    assert "missing answer for a discard decision" in run_data(data)
    data = _example()
    data["steps"][2]["answers"] = [{"space": "x"}]
    assert "answers left over" in run_data(data)


def test_expect_error_must_match_and_leave_the_position():
    data = _example()
    data["steps"].insert(
        1, {"do": "play_card", "card": "Test Drill", "pay": {"heat": 2}, "expect_error": "match the cost"}
    )
    assert run_data(data) == ""
    data["steps"][1]["expect_error"] = "something else"
    assert "not 'something else'" in run_data(data)


def test_command_line_prints_pass_fail_and_counts(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main([str(EXAMPLE), str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"PASS {EXAMPLE}"
    assert out[1].startswith(f"FAIL {bad}: invalid scenario")
    assert out[2] == "1 passed, 1 failed"
    assert main([str(EXAMPLE)]) == 0
