"""Run Dice Game scenario files (``shared/specs/tmdice-scenario-format.md``).

    python -m game.tmdice.scenario FILE.json [FILE.json ...]

prints ``PASS <file>`` or ``FAIL <file>: <first difference or error>`` per file, then
``N passed, M failed``; exit 0 only if all passed. No input makes it print a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from game.tmdice.scenarios.expect import ExpectMismatch, check_expect
from game.tmdice.scenarios.model import ScenarioError, load_scenario, parse_scenario
from game.tmdice.scenarios.position import build_position
from game.tmdice.scenarios.steps import ScenarioFailure, run_steps


def run_data(data: object) -> str:
    """'' if the scenario passes, else the reason it fails."""
    try:
        sc = parse_scenario(data)
    except ScenarioError as exc:
        return f"invalid scenario: {exc}"
    except Exception as exc:  # never a traceback, whatever the file holds
        return f"invalid scenario: {type(exc).__name__}: {exc}"
    return _run(sc)


def run_file(path: str | Path) -> str:
    try:
        sc = load_scenario(path)
    except ScenarioError as exc:
        return f"invalid scenario: {exc}"
    except Exception as exc:
        return f"invalid scenario: {type(exc).__name__}: {exc}"
    return _run(sc)


def _run(sc) -> str:
    try:
        state = build_position(sc)
        state = run_steps(sc, state)
        check_expect(sc.expect, state)
    except (ScenarioError, ScenarioFailure, ExpectMismatch) as exc:
        return str(exc)
    except Exception as exc:  # an engine error fails this scenario
        return f"engine error: {type(exc).__name__}: {exc}"
    return ""


def main(argv: Sequence[str] | None = None) -> int:
    files = list(sys.argv[1:] if argv is None else argv)
    if not files:
        print("usage: python -m game.tmdice.scenario FILE.json [FILE.json ...]", file=sys.stderr)
        return 2
    failed = 0
    for name in files:
        reason = run_file(name)
        print(f"PASS {name}" if not reason else f"FAIL {name}: {reason}")
        failed += bool(reason)
    print(f"{len(files) - failed} passed, {failed} failed")
    return 0 if failed == 0 else 1
