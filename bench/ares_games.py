"""Benchmark: whole random Ares Project games per second and combat time on one core (prints figures; not a test).

    python bench/ares_games.py [--games 40] [--repeats 3] [--factions colossus,xenos]

Each game is a seeded random playout through the engine contract only (``legal_commands`` then ``apply``),
basic and full game (``--factions colossus,xenos``: a full game of that pairing only). The same seeds are used on every run, so figures before and after an engine change
compare the same games; the median of ``--repeats`` rounds is reported (the machine may be busy). Combat time
is the time spent applying commands while a combat is open, per combat.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ares.rules import RULES  # noqa: E402
from game.core import Rng  # noqa: E402


def one_game(setup, seed: int) -> tuple[int, float, int]:
    """Play one game; return its commands, seconds spent in combats and number of combats."""
    rng = Rng(seed * 31 + 7)
    s = RULES.new_game(setup, seed)
    commands, combat_time, combats = 0, 0.0, 0
    while not RULES.is_over(s):
        legal = RULES.legal_commands(s)
        in_combat = s.combat is not None
        t = time.perf_counter()
        nxt = RULES.apply(s, rng.choice(list(legal))).state
        if in_combat or nxt.combat is not None:
            combat_time += time.perf_counter() - t
        if nxt.last_combat is not s.last_combat:
            combats += 1
        s = nxt
        commands += 1
    return commands, combat_time, combats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument(
        "--factions",
        default="",
        help="full game only: two factions, e.g. colossus,xenos (default: both modes)",
    )
    args = parser.parse_args()
    runs = [("basic", {"mode": "basic"}), ("full", {"mode": "full"})]
    if args.factions:
        runs = [(f"full {args.factions}", {"mode": "full", "factions": args.factions.split(",")})]
    for mode, data in runs:
        setup = RULES.setup_from_data(data)
        rates, per_combat = [], []
        for _ in range(args.repeats):
            start = time.perf_counter()
            ctime, ccount = 0.0, 0
            for seed in range(args.games):
                _, t, n = one_game(setup, seed)
                ctime += t
                ccount += n
            rates.append(args.games / (time.perf_counter() - start))
            per_combat.append(1000 * ctime / max(1, ccount))
        print(
            f"{mode}: {statistics.median(rates):.1f} games/s, {statistics.median(per_combat):.2f} ms per combat"
        )


if __name__ == "__main__":
    main()
