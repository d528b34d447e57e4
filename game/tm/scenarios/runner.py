"""Run Terraforming Mars scenario files (``shared/specs/tm-scenario-format.md``).

    python -m game.tm.scenario FILE.json [FILE.json ...]

prints ``PASS <file>`` or ``FAIL <file>: <first difference or error>`` per file,
then ``N passed, M failed``, and exits 0 only if every file passed. A file that
is not valid against the format fails with a message naming the field; no
input makes the runner print a traceback (set ``TM_SCENARIO_TRACEBACK=1`` to
see the traceback of an engine crash on stderr while debugging).
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from game.tm.scenarios.expect import ExpectMismatch, check_expect
from game.tm.scenarios.model import Scenario, ScenarioError, load_scenario, parse_scenario
from game.tm.scenarios.position import build_position
from game.tm.scenarios.steps import ScenarioFailure, run_steps
from game.tm.state import GameState


@dataclass(frozen=True, slots=True)
class Outcome:
    passed: bool
    message: str = ""  # why it failed
    state: GameState | None = None  # the final position when the steps ran

    def line(self, name: str) -> str:
        return f"PASS {name}" if self.passed else f"FAIL {name}: {self.message}"


def run_scenario(sc: Scenario) -> Outcome:
    """Build the position, run the steps, compare with ``expect``."""
    state: GameState | None = None
    try:
        state = build_position(sc)
        state = run_steps(sc, state)
        check_expect(sc.expect, state)
    except (ScenarioError, ScenarioFailure, ExpectMismatch) as exc:
        return Outcome(False, str(exc), state)
    except Exception as exc:  # an engine crash is a failure of this scenario, never a traceback
        if os.environ.get("TM_SCENARIO_TRACEBACK"):
            traceback.print_exc()
        return Outcome(False, f"engine error: {type(exc).__name__}: {exc}", state)
    return Outcome(True, "", state)


def _load(load: Callable[[], Scenario]) -> Scenario | Outcome:
    try:
        return load()
    except ScenarioError as exc:
        return Outcome(False, f"invalid scenario: {exc}")
    except RecursionError:
        return Outcome(False, "invalid scenario: the data is nested too deeply")
    except Exception as exc:  # never a traceback, whatever the file holds
        return Outcome(False, f"invalid scenario: {type(exc).__name__}: {exc}")


def run_data(data: object) -> Outcome:
    """Run a scenario given as already-parsed JSON data."""
    sc = _load(lambda: parse_scenario(data))
    return sc if isinstance(sc, Outcome) else run_scenario(sc)


def run_file(path: str | Path) -> Outcome:
    sc = _load(lambda: load_scenario(path))
    return sc if isinstance(sc, Outcome) else run_scenario(sc)


def main(argv: Sequence[str] | None = None) -> int:
    files = list(sys.argv[1:] if argv is None else argv)
    if not files:
        print("usage: python -m game.tm.scenario FILE.json [FILE.json ...]", file=sys.stderr)
        return 2
    passed = failed = 0
    for name in files:
        outcome = run_file(name)
        print(outcome.line(name), flush=True)
        if outcome.passed:
            passed += 1
        else:
            failed += 1
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
