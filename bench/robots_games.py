"""Benchmark: whole random robot games per second on one core, and the cost of a clone and of the
legal commands (prints figures; not a test).

    python bench/robots_games.py [--games 200] [--repeats 3] [--players 2 3 4]

Each game is a seeded random playout (a uniform legal command, chooser seeded from the game)
through the engine contract only: ``legal_commands`` then ``apply`` until the game is over,
with no invariant checks. Every run plays the same seeds, so figures before and after an engine
change compare the same games; each round plays other seeds (fresh to the process's caches).
Each player count is measured ``--repeats`` times and the
median round is reported; times are CPU time of this process (one core, however busy the machine
is with other work: the wall clock on this shared 2-core machine measured the load as much as the
engine). Clone and legal-command times are the mean
over every position of the first round's games. Product target (issue 14): at least 200 random
3-player games per second.
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
from game.robots.rules import RULES  # noqa: E402

TARGET_3P_GAMES_PER_SECOND = 200.0


def one_game(setup, seed: int, positions: list | None = None) -> int:
    """Play one game to the end; return its number of commands (``positions`` collects the states)."""
    rng = Rng(seed + 1000)
    s = RULES.new_game(setup, seed)
    commands = 0
    while not RULES.is_over(s):
        if positions is not None:
            positions.append(s)
        s = RULES.apply(s, rng.choice(RULES.legal_commands(s))).state
        commands += 1
    return commands


def one_round(setup, games: int, first_seed: int = 0) -> tuple[float, int]:
    """CPU seconds of this process and commands for ``games`` games (seeds from ``first_seed`` on)."""
    commands = 0
    start = time.process_time()
    for seed in range(first_seed, first_seed + games):
        commands += one_game(setup, seed)
    return time.process_time() - start, commands


def per_position_us(positions: list, fn) -> float:
    start = time.process_time()
    for s in positions:
        fn(s)
    return 1e6 * (time.process_time() - start) / max(1, len(positions))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per round")
    parser.add_argument("--repeats", type=int, default=3, help="rounds per player count (median reported)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    args = parser.parse_args(argv)

    print(
        f"random games, {args.games} per round, median of {args.repeats} rounds, CPU time of one core, "
        "no invariant checks"
    )
    print(
        f"{'players':>7} {'games/s':>9} {'ms/game':>9} {'commands/game':>14} {'clone us':>9} {'legal us':>9}"
    )
    three_player_rate = None
    for players in args.players:
        setup = RULES.setup_from_data({"players": players})
        one_game(setup, 999)  # warm-up: content loading, caches
        # every round plays seeds never played in the process: replayed seeds find the engine's
        # caches warm (the plans of a hand) and measured them, not the engine
        rounds = [one_round(setup, args.games, 100_000 * (r + 1)) for r in range(args.repeats)]
        seconds = statistics.median(r[0] for r in rounds)
        commands = statistics.median(r[1] for r in rounds)
        positions: list = []
        for seed in range(min(args.games, 50)):
            one_game(setup, seed, positions)
        clone = per_position_us(positions, RULES.clone)
        legal = per_position_us(positions, RULES.legal_commands)
        rate = args.games / seconds
        if players == 3:
            three_player_rate = rate
        print(f"{players:>7} {rate:>9.1f} {1000 * seconds / args.games:>9.2f} {commands / args.games:>14.0f}"
              f" {clone:>9.1f} {legal:>9.1f}")  # fmt: skip
    if three_player_rate is not None:
        verdict = "ok" if three_player_rate >= TARGET_3P_GAMES_PER_SECOND else "MISSED"
        print(f"target: >= {TARGET_3P_GAMES_PER_SECOND:g} three-player games/s: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
