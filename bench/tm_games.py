"""Benchmark: whole random Terraforming Mars games per second on one core (prints figures; not a test).

    python bench/tm_games.py [--games 30] [--repeats 3] [--players 2 3 5]

Each game is a seeded random playout (the chooser of ``tests/support/tm_playout``)
run through the engine contract only: ``legal_commands`` then ``apply`` until the
game is over, with no invariant checks (this measures the engine, not the
checker). The same seeds are used on every run, so figures before and after an
engine change compare the same games. Each player count is measured
``--repeats`` times and the median round is reported, in CPU time of this process
(the wall clock of this shared machine measured its load as much as the engine).
Product target: at least 10 two-player games per second.
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

from game.core import Rng  # noqa: E402
from game.tm.rules import RULES  # noqa: E402
from tests.support.tm_playout import choose  # noqa: E402

TARGET_2P_GAMES_PER_SECOND = 10.0


def one_game(setup, seed: int, chooser_seed: int) -> int:
    """Play one game to the end; return its number of commands."""
    rng = Rng(chooser_seed)
    s = RULES.new_game(setup, seed)
    commands = 0
    while not RULES.is_over(s):
        s = RULES.apply(s, choose(rng, RULES.legal_commands(s))).state
        commands += 1
    return commands


def one_round(setup, games: int) -> tuple[float, int]:
    """Seconds and commands for ``games`` games (seeds 0..games-1)."""
    commands = 0
    start = time.process_time()
    for seed in range(games):
        commands += one_game(setup, seed, seed + 1000)
    return time.process_time() - start, commands


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="games per round")
    parser.add_argument("--repeats", type=int, default=3, help="rounds per player count (median reported)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 5])
    args = parser.parse_args(argv)

    print(
        f"random games, {args.games} per round, median of {args.repeats} rounds, one core, no invariant checks"
    )
    print(f"{'players':>7} {'games/s':>9} {'ms/game':>9} {'commands/game':>14} {'commands/s':>11}")
    two_player_rate = None
    for players in args.players:
        setup = RULES.setup_from_data({"players": players, "solo": players == 1})
        one_game(setup, 999, 999)  # warm-up: content loading, caches
        rounds = [one_round(setup, args.games) for _ in range(args.repeats)]
        seconds = statistics.median(r[0] for r in rounds)
        commands = rounds[0][1]
        assert all(r[1] == commands for r in rounds), "the same seeds gave different games"
        rate = args.games / seconds
        if players == 2:
            two_player_rate = rate
        print(
            f"{players:>7} {rate:>9.1f} {1000 * seconds / args.games:>9.1f} {commands / args.games:>14.0f}"
            f" {commands / seconds:>11.0f}"
        )
    if two_player_rate is not None:
        verdict = "ok" if two_player_rate >= TARGET_2P_GAMES_PER_SECOND else "MISSED"
        print(f"target: >= {TARGET_2P_GAMES_PER_SECOND:g} two-player games/s: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
