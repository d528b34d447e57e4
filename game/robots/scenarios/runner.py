"""Run robot scenario files: ``PASS``/``FAIL`` per file, then the counts (exit 0 only if all pass)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.core import IllegalCommand
from game.core.serial import canonical_json
from game.robots.scenarios.expect import compare
from game.robots.scenarios.model import Scenario
from game.robots.scenarios.position import ScenarioError, build
from game.robots.scenarios.steps import Refused, run_step
from game.robots.view import snapshot


def _invalid(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ())) or "scenario"
    return f"invalid scenario: {where}: {err.get('msg', '')}"


def run_data(data: Any) -> str:
    """'' when the scenario passes, else the first difference or error."""
    try:
        sc = Scenario.model_validate(data)
    except ValidationError as exc:
        return _invalid(exc)
    try:
        state = build(sc)
    except ScenarioError as exc:
        return f"invalid scenario: {exc}"
    for i, step in enumerate(sc.steps):
        answers = list(step.answers)
        trial = state.clone()
        before = canonical_json(snapshot(state))
        try:
            run_step(trial, step, answers, [])
            refusal = None
        except (Refused, IllegalCommand) as exc:
            refusal = str(exc)
        if step.expect_error is not None:
            if refusal is None:
                return (
                    f"steps.{i}: expected a refusal containing {step.expect_error!r}, the step was accepted"
                )
            if step.expect_error.lower() not in refusal.lower():
                return f"steps.{i}: refused with {refusal!r}, not {step.expect_error!r}"
            if canonical_json(snapshot(state)) != before:
                return f"steps.{i}: the refused step changed the position"
            continue
        if refusal is not None:
            return f"steps.{i} ({step.do}) refused: {refusal}"
        if answers:
            return f"steps.{i}: answers left over: {[a.model_dump(exclude_none=True) for a in answers]}"
        state = trial
    return compare(state, sc.expect)


def run_file(path: Path | str) -> str:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return f"invalid scenario: {exc}"
    return run_data(data)


def main(argv: list[str] | None = None) -> int:
    files = sys.argv[1:] if argv is None else argv
    passed = failed = 0
    for name in files:
        reason = run_file(name)
        if reason:
            failed += 1
            print(f"FAIL {name}: {reason}")
        else:
            passed += 1
            print(f"PASS {name}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1
