"""Benchmark: how often each bot level's robot comes home in the robot game (prints figures; not a test).

    python bench/robots_survival.py --seats normal,random [--players 2] [--games 100] [--seed 1] [--jobs 1]

The arena (``python -m game.bots.arena --game robots``) counts wins; a robot game can end with
every robot lost (ruling RB-19: no winner), so this script also counts, per level, the robots
that survive to the end and the games in which every robot is lost. Games are the arena's
(``game.bots.arena.game_seed``, the levels rotated by the game index, the same bot seeds), so
figures compare with its runs of the same ``--seed``. Hard moves use ``--hard-iterations`` if given.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.bots.arena import game_seed, percentile  # noqa: E402
from game.bots.framework import seat_view  # noqa: E402
from game.bots.levels import make_bot  # noqa: E402
from game.bots.robots import ROBOTS_KIT  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.robots.rules import RULES  # noqa: E402


def one_game(args: tuple) -> tuple[list[str], list[bool], list[int], dict[str, list[float]]]:
    """Seats' levels, who survived, the winners and each level's move times (ms)."""
    players, levels, seed, index, iterations = args
    seats = [levels[(i + index) % len(levels)] for i in range(players)]
    gseed = game_seed(seed, index)
    s = RULES.new_game(RULES.setup_from_data({"players": players}), gseed)
    bots = [make_bot(lv, ROBOTS_KIT, **({"iterations": iterations} if lv == "hard" and iterations else {}))
            for lv in seats]  # fmt: skip
    rngs = [Rng(gseed * 31 + seat + 1) for seat in range(players)]
    times: dict[str, list[float]] = {lv: [] for lv in seats}
    while not RULES.is_over(s):
        seat = RULES.current_seat(s)
        start = time.perf_counter()
        command = bots[seat].choose(seat_view(RULES, s, seat), RULES.legal_commands(s), rngs[seat])
        times[seats[seat]].append((time.perf_counter() - start) * 1000)
        s = RULES.apply(s, command).state
    return seats, [not p.eliminated for p in s.players], list(RULES.outcome(s).winners), times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", default="normal,random")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--hard-iterations", type=int, default=None)
    args = parser.parse_args(argv)
    levels = args.seats.split(",")
    work = [(args.players, levels, args.seed, i, args.hard_iterations) for i in range(args.games)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(one_game, work))
    else:
        results = [one_game(w) for w in work]
    names = list(dict.fromkeys(levels))
    robots = dict.fromkeys(names, 0)
    home = dict.fromkeys(names, 0)
    wins = dict.fromkeys(names, 0.0)
    times: dict[str, list[float]] = {lv: [] for lv in names}
    all_lost = 0
    for seats, survived, winners, t in results:
        all_lost += not any(survived)
        for seat, lv in enumerate(seats):
            robots[lv] += 1
            home[lv] += survived[seat]
            wins[lv] += (1 / len(winners)) if seat in winners else 0.0
        for lv, ms in t.items():
            times[lv] += ms
    n = len(results)
    print(f"{n} games, {args.players} players, seats {args.seats}, seed {args.seed}")
    for lv in names:
        print(f"{lv:>8}: robots home {home[lv]}/{robots[lv]} = {100 * home[lv] / max(1, robots[lv]):.1f} %, "
              f"wins {wins[lv]:g}, move p95 {percentile(times[lv], 0.95):.0f} ms")  # fmt: skip
    print(f"every robot lost: {all_lost}/{n} = {100 * all_lost / max(1, n):.1f} %")
    return 0


if __name__ == "__main__":
    sys.exit(main())
