"""Ares bots of two kit versions against each other on paired seeds (prints figures; not a test).

    python bench/ares_kits.py --seats normal:new,normal:old --games 100 --seed 1 [--setup JSON]
        [--hard-iterations N] [--hard-budget S]

A seat is ``LEVEL:KIT``: ``new`` is the kit of ``game.bots.ares`` (``ARES_KIT``), ``old`` the kit before 28 November (the
candidates before forceless attacks were dropped, ``game.bots.ares.trimmed``, and the look-ahead cut at
each round's end), ``rounds`` the kit with only the look-ahead cut at each round's end. Game ``i``
uses the arena's seed (``game.bots.arena.game_seed``) and puts the seats in turn first, so ``new`` and
``old`` meet the same deals from both seats; a run with ``normal:old,random:old`` and one with
``normal:new,random:new`` on the same seed play the same deals. It prints each seat's wins (a shared
victory counts half), a 95 % Wilson interval of the first seat's share, and its mean and p95 move time
(CPU of the playing thread).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ares.rules import RULES  # noqa: E402
from game.bots.arena import game_seed, percentile, wilson  # noqa: E402
from game.bots.ares import ARES_KIT, trimmed  # noqa: E402
from game.bots.framework import seat_view  # noqa: E402
from game.bots.levels import make_bot  # noqa: E402
from game.core.rng import Rng  # noqa: E402

KITS = {
    "new": ARES_KIT,
    "old": replace(ARES_KIT, candidates=trimmed, round_of=lambda s: int(ARES_KIT.round_of(s))),
    # the hard look-ahead cut at each round's end (the kit before ``game.bots.ares.Round``)
    "rounds": replace(ARES_KIT, round_of=lambda s: int(ARES_KIT.round_of(s))),
}


def _bot(spec: str, args):
    level, kit = spec.split(":")
    options = {}
    if level == "hard":
        options = {"wall_factor": None, "budget_s": args.hard_budget}
        if args.hard_iterations is not None:
            options["iterations"] = args.hard_iterations
    return make_bot(level, KITS[kit], **options)


def play(specs: list[str], setup: dict, seed: int, index: int, args) -> tuple[list[str], list[int], dict]:
    seats = [specs[(i + index) % 2] for i in range(2)]
    gseed = game_seed(seed, index)
    s = RULES.new_game(RULES.setup_from_data({"players": 2, **setup}), gseed)
    bots = [_bot(spec, args) for spec in seats]
    rngs = [Rng(gseed * 31 + seat + 1) for seat in range(2)]
    times: dict[str, list[float]] = {spec: [] for spec in specs}
    while not RULES.is_over(s):
        seat = RULES.current_seat(s)
        start = time.thread_time()
        command = bots[seat].choose(seat_view(RULES, s, seat), RULES.legal_commands(s), rngs[seat])
        times[seats[seat]].append(time.thread_time() - start)
        s = RULES.apply(s, command).state
    return seats, list(RULES.outcome(s).winners), times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="normal:new,normal:old")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--setup", default="{}", help='e.g. \'{"mode": "full", "factions": ["xenos", "terran"]}\''
    )
    parser.add_argument("--hard-iterations", type=int, default=None)
    parser.add_argument("--hard-budget", type=float, default=1.0)
    args = parser.parse_args()
    specs = args.seats.split(",")
    setup = json.loads(args.setup)
    wins = {spec: 0.0 for spec in specs}
    times: dict[str, list[float]] = {spec: [] for spec in specs}
    started = time.process_time()
    for i in range(args.games):
        seats, winners, t = play(specs, setup, args.seed, i, args)
        for w in winners:
            wins[seats[w]] += 1 / len(winners)
        for spec in specs:
            times[spec] += t[spec]
    cpu = time.process_time() - started
    lo, hi = wilson(round(wins[specs[0]]), args.games)
    for spec in specs:
        ms = [1000 * x for x in times[spec]]
        print(
            f"{spec}: wins {wins[spec]:g} of {args.games}; move mean {sum(ms) / max(1, len(ms)):.1f} ms, "
            f"p95 {percentile(ms, 0.95):.1f} ms"
        )
    print(
        f"{specs[0]} share {100 * wins[specs[0]] / args.games:.1f} % (95 % CI {100 * lo:.0f}-{100 * hi:.0f} %)"
    )
    print(f"CPU {cpu:.0f} s, {cpu / args.games:.1f} s a game")


if __name__ == "__main__":
    main()
