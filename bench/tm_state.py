"""Benchmark: per-position engine costs on late-game Terraforming Mars states (prints figures; not a test).

    python bench/tm_state.py [--games 6] [--players 3] [--repeats 3]

Positions come from seeded random games (the chooser of ``tests/support/tm_playout``):
every position from generation 8 on (late game: full tableaus, a crowded map).
For each position it times

* ``clone()`` (target: under 100 microseconds),
* ``legal_commands`` (the AI's and the UI's question at every step),
* ``apply`` of the command the chooser picked there,
* ``snapshot`` + ``canonical_json`` (what saves and replay checks compare).

Each operation runs in an inner loop sized to take about a millisecond, and the
whole sweep is repeated ``--repeats`` times keeping each position's fastest time
(the machine may be busy); the table shows median and p95 over positions.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core import Rng  # noqa: E402
from game.core.serial import canonical_json  # noqa: E402
from game.tm.rules import RULES  # noqa: E402
from tests.support.tm_playout import choose  # noqa: E402

CLONE_TARGET_US = 100.0
LATE_GENERATION = 8


def late_positions(players: int, games: int) -> list[tuple[object, object]]:
    """(state, the command the chooser played there) for every late-game position."""
    out = []
    setup = RULES.setup_from_data({"players": players, "solo": players == 1})
    for seed in range(games):
        rng = Rng(seed + 1000)
        s = RULES.new_game(setup, seed)
        while not RULES.is_over(s):
            command = choose(rng, RULES.legal_commands(s))
            if s.generation >= LATE_GENERATION:
                out.append((s, command))
            s = RULES.apply(s, command).state
    return out


def per_call_us(fn: Callable[[], object], loops: int) -> float:
    start = time.perf_counter()
    for _ in range(loops):
        fn()
    return (time.perf_counter() - start) * 1e6 / loops


def loops_for(fn: Callable[[], object]) -> int:
    """An inner-loop size that takes roughly a millisecond."""
    one = max(per_call_us(fn, 3), 1.0)
    return max(1, min(200, int(1000 / one)))


def sweep(fns: list[Callable[[], object]], repeats: int) -> list[float]:
    loops = [loops_for(fn) for fn in fns]  # also the warm-up
    best = [float("inf")] * len(fns)
    for _ in range(repeats):
        for i, fn in enumerate(fns):
            best[i] = min(best[i], per_call_us(fn, loops[i]))
    return best


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def row(label: str, values: list[float], target: float | None = None) -> None:
    verdict = ""
    if target is not None:
        verdict = f"   target < {target:g} us: {'ok' if statistics.median(values) < target else 'MISSED'}"
    print(
        f"{label:<28} {statistics.median(values):>10.1f} {p95(values):>10.1f} {max(values):>10.1f}{verdict}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)

    positions = late_positions(args.players, args.games)
    print(
        f"{len(positions)} late-game positions (generation >= {LATE_GENERATION}) from {args.games} "
        f"{args.players}-player games; best of {args.repeats} sweeps per position"
    )
    print(f"{'operation':<28} {'median us':>10} {'p95 us':>10} {'max us':>10}")
    row("clone()", sweep([lambda s=s: RULES.clone(s) for s, _ in positions], args.repeats), CLONE_TARGET_US)
    row("legal_commands", sweep([lambda s=s: RULES.legal_commands(s) for s, _ in positions], args.repeats))
    row("apply", sweep([lambda s=s, c=c: RULES.apply(s, c) for s, c in positions], args.repeats))
    row(
        "snapshot + canonical_json",
        sweep([lambda s=s: canonical_json(RULES.snapshot(s)) for s, _ in positions], args.repeats),
    )
    top = [(s, c) for s, c in positions if s.pending is None]
    print(f"of which {len(top)} top-level action positions (no pending decision):")
    row(
        "  legal_commands (top level)",
        sweep([lambda s=s: RULES.legal_commands(s) for s, _ in top], args.repeats),
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
