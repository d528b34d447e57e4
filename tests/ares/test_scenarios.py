"""Every Ares scenario file (spec §14, §15 and the format's example) passes the runner."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ares.scenarios.runner import main, run_data, run_file

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path):
    assert run_file(path) is None


def test_the_runner_reports_pass_and_fail(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"title": "x", "given": {"frontier": "left"}}', encoding="utf-8")
    assert main([str(FILES[0]), str(bad)]) == 1
    out = capsys.readouterr().out
    assert (
        f"PASS {FILES[0]}" in out
        and "FAIL" in out
        and "given.frontier" in out
        and "1 passed, 1 failed" in out
    )


def test_format_errors_name_the_field():
    assert "title" in run_data({})
    assert run_data({"title": "t", "expect": {"frontiers": 1}}) == "expect.frontiers: unknown key"
    assert "steps.0.do" in run_data({"title": "t", "steps": [{"do": "dance"}]})
    problem = run_data({"title": "t", "given": {"players": [{"base": [{"card": "Nope"}]}]}})
    assert problem == "given.players.0.base.0.card: unknown card 'Nope'"
    problem = run_data({"title": "t", "cards": {"Z": {"kind": "building"}}})
    assert problem.startswith("card 'Z':")
