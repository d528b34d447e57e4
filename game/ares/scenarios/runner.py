"""The scenario runner: ``python -m game.ares.scenario FILE.json ...`` prints PASS/FAIL per file."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pydantic import ValidationError

from game.ares.content.models import ContentError
from game.ares.rules import RULES
from game.ares.scenarios import expect as X
from game.ares.scenarios import position, steps
from game.ares.scenarios.model import Scenario
from game.core import IllegalCommand
from game.core.serial import canonical_json


def run_file(path: Path) -> str | None:
    """None when the file passes, else the first difference or error."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        return f"not a JSON file: {exc}"
    return run_data(data)


def run_data(data: object) -> str | None:
    try:
        sc = Scenario.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        return f"{'.'.join(str(p) for p in err.get('loc', ()))}: {err.get('msg', '')}"
    try:
        state = position.build(sc)
    except (ValueError, ContentError) as exc:
        return str(exc)
    auto: list = []
    for k, step in enumerate(sc.steps):
        result = _step(state, k, step, auto)
        if isinstance(result, str):
            return result
        state = result
    try:
        X.check(state, sc.expect)
    except X.Mismatch as exc:
        return str(exc)
    except (KeyError, TypeError, IndexError) as exc:
        return f"expect: malformed: {exc!r}"
    return None


def _step(state, k, step, auto):
    """The position after step ``k``, or the FAIL text."""
    where = f"steps.{k} ({step.do})"
    before = canonical_json(RULES.snapshot(state))
    try:
        state = steps.take(state, step, auto)
    except IllegalCommand as exc:
        if step.expect_error is None:
            return f"{where}: refused: {exc}"
        if step.expect_error.lower() not in str(exc).lower():
            return f"{where}: refused with {str(exc)!r}, expected {step.expect_error!r}"
        if canonical_json(RULES.snapshot(state)) != before:
            return f"{where}: a refused step changed the position"
        return state
    except steps.StepError as exc:
        return f"{where}: {exc}"
    except (KeyError, TypeError, ValueError) as exc:
        return f"{where}: malformed step: {exc!r}"
    if step.expect_error is not None:
        return f"{where}: expected a refusal ({step.expect_error!r}) but the step was taken"
    if step.expect:
        try:
            X.check(state, step.expect, f"{where}.expect")
        except X.Mismatch as exc:
            return str(exc)
        except (KeyError, TypeError, IndexError) as exc:
            return f"{where}.expect: malformed: {exc!r}"
    return state


def main(argv: list[str] | None = None) -> int:
    files = sys.argv[1:] if argv is None else argv
    passed = failed = 0
    for name in files:
        problem = run_file(Path(name))
        if problem is None:
            print(f"PASS {name}")
            passed += 1
        else:
            print(f"FAIL {name}: {problem}")
            failed += 1
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1
