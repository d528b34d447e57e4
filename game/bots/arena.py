"""Bots against bots: win rates and move times of the levels.

    python -m game.bots.arena --game tm --players 2 --seats normal,random --games 200 --seed 1 [--json]
    python -m game.bots.arena --game tm --players 1 --seats hard,solo --games 50 --seed 1

Game ``i`` is played from seed ``seed * 100003 + i`` with the seats rotated by ``i`` (so
every level takes the first seat in turn); each bot draws from its own ``Rng`` seeded from
the game and the seat, so a run is the same for a seed whatever ``--jobs`` is. It prints
each level's wins with a 95 % (Wilson) interval and its mean and p95 move time; with
``--json`` the last line is one JSON object
``{"games": N, "wins": {level: k}, "draws": d, "p95_move_ms": {level: ms}}``. A draw is a
shared victory (no level counted). ``--players 1 --seats LEVEL,solo`` plays the solo
challenge: wins are challenges won.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from game.bots.framework import seat_view
from game.bots.levels import LEVELS, make_bot
from game.bots.request import KITS as GAME_KITS
from game.bots.request import kit_for
from game.core.rng import Rng

KITS = tuple(GAME_KITS)
SOLO = "solo"


def _kit(game: str):
    try:
        return kit_for(game)
    except KeyError:
        raise ValueError(f"unknown game {game!r} (known: {', '.join(KITS)})") from None


@dataclass
class GameResult:
    seats: list[str]  # level per seat
    winners: list[int]
    move_ms: dict[str, list[float]] = field(default_factory=dict)
    commands: int = 0


def _setup(rules, players: int):
    """The game's setup for ``players``; a game with no solo switch (the Dice Game: one player is
    its solo game) refuses the ``solo`` key and is set up by its player count alone."""
    try:
        return rules.setup_from_data({"players": players, "solo": players == 1})
    except ValueError:
        return rules.setup_from_data({"players": players})


def game_seed(seed: int, index: int) -> int:
    return seed * 100003 + index


def play_game(game: str, players: int, levels: Sequence[str], seed: int, index: int, hard_budget: float | None = None,
              hard_iterations: int | None = None) -> GameResult:  # fmt: skip
    """One seeded game; ``levels`` rotated by ``index`` (the first seat alternates)."""
    kit = _kit(game)
    rules = kit.rules
    seats = [levels[(i + index) % len(levels)] for i in range(players)] if players > 1 else [levels[0]]
    setup = _setup(rules, players)
    gseed = game_seed(seed, index)
    state = rules.new_game(setup, gseed)
    bots = []
    for level in seats:
        options = {}
        if level == "hard":
            if hard_budget is not None:
                options["budget_s"] = hard_budget
            if hard_iterations is not None:
                options["iterations"] = hard_iterations
        bots.append(make_bot(level, kit, **options))
    rngs = [Rng(gseed * 31 + seat + 1) for seat in range(players)]
    result = GameResult(seats, [], {level: [] for level in seats})
    while not rules.is_over(state):
        seat = rules.current_seat(state)
        legal = rules.legal_commands(state)
        start = time.perf_counter()
        command = bots[seat].choose(seat_view(rules, state, seat), legal, rngs[seat])
        result.move_ms[seats[seat]].append((time.perf_counter() - start) * 1000)
        state = rules.apply(state, command).state
        result.commands += 1
    result.winners = list(rules.outcome(state).winners)
    return result


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion k/n."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(math.ceil(q * len(ordered))) - 1)]


def summarize(results: Sequence[GameResult], levels: Sequence[str]) -> dict:
    wins = {level: 0 for level in levels}
    draws = 0
    times: dict[str, list[float]] = {level: [] for level in levels}
    for r in results:
        for level, ms in r.move_ms.items():
            times[level] += ms
        if len(r.winners) == 1:
            wins[r.seats[r.winners[0]]] += 1
        elif len(r.winners) > 1:
            draws += 1
    return {
        "games": len(results),
        "wins": wins,
        "draws": draws,
        "mean_move_ms": {level: round(sum(t) / len(t), 1) if t else 0.0 for level, t in times.items()},
        "p95_move_ms": {level: round(percentile(t, 0.95), 1) for level, t in times.items()},
    }


def _run(args: tuple) -> GameResult:
    return play_game(*args)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bots.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="tm", choices=KITS)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seats", default="normal,random", help="levels, comma separated (solo: LEVEL,solo)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--hard-budget", type=float, default=None, help="seconds per move of the hard level")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    levels = [x for x in args.seats.split(",") if x]
    if args.players == 1:
        if len(levels) != 2 or levels[1] != SOLO:
            parser.error("--players 1 needs --seats LEVEL,solo")
        levels = levels[:1]
    unknown = [x for x in levels if x not in LEVELS]
    if unknown:
        parser.error(f"unknown level(s) {', '.join(unknown)} (known: {', '.join(LEVELS)})")
    work = [(args.game, args.players, levels, args.seed, i, args.hard_budget) for i in range(args.games)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(_run, work))
    else:
        results = [_run(w) for w in work]
    summary = summarize(results, list(dict.fromkeys(levels)))
    n = summary["games"]
    label = "challenges won" if args.players == 1 else "wins"
    for level in dict.fromkeys(levels):
        k = summary["wins"][level]
        low, high = wilson(k, n)
        print(f"{level:>8}: {label} {k}/{n} = {100 * k / max(1, n):.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %), "
              f"move time mean {summary['mean_move_ms'][level]:.1f} ms, p95 {summary['p95_move_ms'][level]:.1f} ms")  # fmt: skip
    if args.players > 1:
        print(f"   draws: {summary['draws']}")
    if args.json:
        out = {k: summary[k] for k in ("games", "wins", "draws", "p95_move_ms")}
        print(json.dumps(out, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
