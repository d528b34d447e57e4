"""Benchmark: the TM engine's cost per position, part by part (prints figures; not a test).

    python bench/tm_engine_parts.py [--players 2 3 5] [--games 6] [--repeats 5] [--root DIR]

The positions of seeded random games (the chooser of ``tests/support/tm_playout``) are collected
first; then ``legal_commands``, ``apply``, ``clone`` and the top-level refusal check are timed on
them in tight loops, in CPU time, the best of ``--repeats`` passes, in microseconds per position.
Top-level positions (no decision pending) and decisions are reported apart, with their counts, and
a weighted total of legal_commands + apply. ``--root`` measures another checkout of the project
(an older commit) with this same script, so two engines compare on the same games and the same
clock: on a busy machine run them alternately, several times, and compare the ratios.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 5])
    parser.add_argument("--games", type=int, default=6, help="seeded games whose positions are timed")
    parser.add_argument("--repeats", type=int, default=5, help="timed passes (the best is reported)")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.root.resolve()))

    from game.core import Rng
    from game.tm.rules import RULES
    from tests.support.tm_playout import choose

    def best(fn, items) -> float:
        fastest = float("inf")
        for _ in range(args.repeats):
            start = time.process_time()
            for s, c in items:
                fn(s, c)
            fastest = min(fastest, time.process_time() - start)
        return fastest / len(items) * 1e6

    print(f"engine at {args.root}: microseconds of CPU time per position")
    for players in args.players:
        setup = RULES.setup_from_data({"players": players, "solo": False})
        top, decisions = [], []
        for game in range(args.games):
            rng = Rng(1000 + game)
            s = RULES.new_game(setup, 1000 + game)
            while not RULES.is_over(s):
                c = choose(rng, RULES.legal_commands(s))
                (top if s.pending is None else decisions).append((s, c))
                s = RULES.apply(s, c).state
        figures = {}
        for label, items in (("top", top), ("decision", decisions)):
            figures[label] = (
                best(lambda s, c: RULES.legal_commands(s), items),
                best(lambda s, c: RULES.apply(s, c), items),
                best(lambda s, c: s.clone(), items),
            )
        check = best(lambda s, c: RULES._action_failure(s, c), top)
        total = sum((legal + apply) * len(items) for (legal, apply, _), items in zip(
            figures.values(), (top, decisions), strict=True)) / (len(top) + len(decisions))  # fmt: skip
        print(f"{players} players: {len(top)} top-level positions, {len(decisions)} decisions")
        for label, (legal, apply, clone) in figures.items():
            print(f"  {label:9s} legal {legal:6.2f}  apply {apply:6.2f}  (clone {clone:5.2f})")
        print(f"  top-level refusal check {check:5.2f}; legal + apply, weighted: {total:6.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
