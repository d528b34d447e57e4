"""Benchmark: whole random Dice Game games per second on one core, clone and legal-command times
(prints figures; not a test).

    python bench/tmdice_games.py [--games 30] [--repeats 3] [--players 2]

Each game is a seeded random playout (the chooser of ``tests/tmdice/support``, which leans towards
main actions so random games end) run through the engine contract only: ``legal_commands`` then
``apply`` until the game is over, with no invariant checks. The same seeds are used on every run, so
figures before and after an engine change compare the same games. Each player count is measured
``--repeats`` times and the median round is reported (the machine may be busy). Clone and
``legal_commands`` times are taken on every position of one two-player game (median and p95).
Product target: at least 100 two-player games per second.

Times are process time (the machine is shared). The replayed rounds replay the first round's seeds;
the fresh rounds play seeds never played in the process (``FRESH_SEEDS`` on), which is what new games
cost once content is loaded: the figure to judge the engine by. Games of seeds 0..9 average 995
commands (today's content), so 100 games/s needs about 10 us per command, the chooser included.

Measured 2026-11-27 on the shared 2-core machine (load 12-18), before (96589db) and after (h/dspeed)
run side by side, --games 20 --repeats 3:

    before: 10.2 games/s median, 3.4 first round; clone 6.2 / 9.6 us; legal_commands 12.4 / 245 us
    after:  12.0 games/s median, 3.6 first round; clone 3.0 / 4.3 us; legal_commands 12.1 / 269 us

Measured 2026-11-28, same machine (load 14-16), main (29dbc5f) and h/dice-speed run side by side,
--games 10 --repeats 3 (games/s replayed median, first round, fresh seeds; microseconds median / p95):

    main:        8.8-9.9 replayed, 2.6-2.8 first, 3.5-3.7 fresh; legal_commands 10.8 / 232-262
    dice-speed:  9.6-11.1 replayed, 10.0-11.5 first, 10.5-11.8 fresh; legal_commands 11.9 / 105

Main's replayed rounds hit its per-position caches (sub actions, payment groups, keeps) on every
call; on fresh seeds they missed nine calls in ten, and the garbage collector spent over a third of
the time walking the 470k objects they held. h/dice-speed builds groups lazily instead: 38k tracked
objects after 10 games, the collector about 3% of the time.

Measured 2026-11-28 04:39-05:11 UTC, same machine (load 4-7), 50b33de (before) and h/dice-speed
run alternately, four pairs, --games 10 --repeats 3 (games/s replayed median, fresh seeds;
microseconds median / p95 on the positions of one game):

    before:  16.8-20.4 replayed, 14.9-17.4 fresh; clone 3.0-4.9 / 4.8-5.9; legal_commands 8.6-13.5 /
             67-103; apply 14.3-16.6 / 45-55
    after:   20.8-25.7 replayed, 17.1-21.7 fresh; clone 2.2 / 3.2-3.8; legal_commands 6.7-8.0 / 55-72;
             apply 11.1-12.7 / 32-39

Measured 2026-11-28 07:33-07:40 UTC, same machine (load 5-9), 319f772 (before) and the clones and
frozen objects written by ``game.tmdice.slots`` (after) run alternately, --games 10 --repeats 3:

    before:  18.0, 16.4, 19.5 games/s replayed; clone 3.6 / 4.2-4.3; apply 13.1-16.1 / 39-44
    after:   19.7, 21.2 games/s replayed; clone 3.3-3.9 / 4.1-4.4; apply 15.5-19.4 / 42-51

Best of 7 x 100k calls (ns, three pairs): GameState.clone (3 players, mid-game) 7.5-9.2k before,
6.8-7.6k after; events.make 1.5-1.7k before, 0.84-0.87k after; Applied 0.67-1.1k before, 0.54-0.59k
after; TurnFacts and Player.clone within the noise. A loop over the slots instead cost twice the time.
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
from game.tmdice.rules import RULES  # noqa: E402
from tests.tmdice.support import choose  # noqa: E402

TARGET_2P_GAMES_PER_SECOND = 100.0
FRESH_SEEDS = 100_000  # the fresh rounds' first seed (far from the replayed 0..games-1)


def one_game(
    setup, seed: int, chooser_seed: int, positions: list | None = None, played: list | None = None
) -> int:
    """Play one game to the end; return its number of commands (``positions`` collects the states,
    ``played`` the command played in each)."""
    rng = Rng(chooser_seed)
    s = RULES.new_game(setup, seed)
    commands = 0
    while not RULES.is_over(s):
        command = choose(rng, RULES.legal_commands(s))
        if positions is not None:
            positions.append(s)
        if played is not None:
            played.append(command)
        s = RULES.apply(s, command).state
        commands += 1
    return commands


def one_round(setup, games: int, first_seed: int = 0) -> tuple[float, int]:
    """Seconds and commands for ``games`` games (seeds ``first_seed`` on)."""
    commands = 0
    start = time.process_time()
    for seed in range(first_seed, first_seed + games):
        commands += one_game(setup, seed, seed + 1000)
    return time.process_time() - start, commands


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def per_position(positions: list, fn) -> list[float]:
    """Process-time microseconds of ``fn(state)`` on every position (each timed over 20 calls)."""
    out = []
    for s in positions:
        reps = 20
        start = time.process_time()
        for _ in range(reps):
            fn(s)
        out.append((time.process_time() - start) / reps * 1e6)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="games per round")
    parser.add_argument("--repeats", type=int, default=3, help="rounds per player count (median reported)")
    parser.add_argument("--players", type=int, nargs="+", default=[2])
    args = parser.parse_args(argv)

    print(
        f"random games, {args.games} per round, median of {args.repeats} rounds, process time,"
        " no invariant checks"
    )
    print(
        f"{'players':>7} {'games/s':>9} {'ms/game':>9} {'commands/game':>14} {'commands/s':>11}"
        f" {'first round games/s':>20} {'fresh seeds games/s':>20}"
    )
    two_player_rate = None
    for players in args.players:
        setup = RULES.setup_from_data({"players": players})
        one_game(setup, 999, 999)  # warm-up: content loading, caches
        rounds = [one_round(setup, args.games) for _ in range(args.repeats)]
        # rounds of seeds never played in this process (no cached payments or keeps of the same games)
        fresh = statistics.median(
            one_round(setup, args.games, FRESH_SEEDS + k * args.games)[0] for k in range(args.repeats)
        )
        seconds = statistics.median(r[0] for r in rounds)
        commands = rounds[0][1]
        assert all(r[1] == commands for r in rounds), "the same seeds gave different games"
        rate = args.games / seconds
        if players == 2:
            two_player_rate = rate
        print(
            f"{players:>7} {rate:>9.1f} {1000 * seconds / args.games:>9.1f} {commands / args.games:>14.0f}"
            f" {commands / seconds:>11.0f} {args.games / rounds[0][0]:>20.1f} {args.games / fresh:>20.1f}"
        )
    positions: list = []
    played: list = []
    one_game(RULES.setup_from_data({"players": 2}), 7, 1007, positions, played)
    clone = per_position(positions, RULES.clone)
    after = dict(zip(map(id, positions), played, strict=True))
    applied = per_position(positions, lambda s: RULES.apply(s, after[id(s)]))
    legal = per_position(positions, lambda s: len(RULES.legal_commands(s)))
    listed = per_position(positions, lambda s: RULES.legal_commands(s).defaults())
    print(f"on the {len(positions)} positions of one 2-player game (microseconds): median / p95")
    print(f"  clone                        {statistics.median(clone):8.1f} / {percentile(clone, 0.95):8.1f}")
    print(f"  legal_commands               {statistics.median(legal):8.1f} / {percentile(legal, 0.95):8.1f}")
    print(
        f"  legal_commands, defaults     {statistics.median(listed):8.1f} / {percentile(listed, 0.95):8.1f}"
    )
    print(
        f"  apply (the command played)   {statistics.median(applied):8.1f} / {percentile(applied, 0.95):8.1f}"
    )
    if two_player_rate is not None:
        verdict = "ok" if two_player_rate >= TARGET_2P_GAMES_PER_SECOND else "MISSED"
        print(f"target: >= {TARGET_2P_GAMES_PER_SECOND:g} two-player games/s: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
