"""Bots against bots: win rates and move times of the levels.

    python -m game.bots.arena --game tm --players 2 --seats normal,random --games 200 --seed 1 [--json]
    python -m game.bots.arena --game tm --players 1 --seats hard,solo --games 50 --seed 1
    python -m game.bots.arena --game ares --seats hard,normal --games 40 --setup '{"mode": "full", "factions": ["colossus", "xenos"]}'

Game ``i`` is played from seed ``seed * 100003 + i`` with the seats rotated by ``i`` (so
every level takes the first seat in turn); each bot draws from its own ``Rng`` seeded from
the game and the seat, so a run is the same for a seed whatever ``--jobs`` is. It prints
each level's wins with a 95 % (Wilson) interval and its mean and p95 move time; with
``--json`` the last line is one JSON object
``{"games": N, "wins": {level: k}, "draws": d, "unfinished": u, "p95_move_ms": {level: ms}}``. A draw is a
shared victory (no level counted). Move times are CPU time of the playing thread (one core):
the figures do not depend on what else the machine runs. ``--players 1 --seats LEVEL,solo`` plays the solo
challenge: wins are challenges won.

Every game stops after ``--max-commands`` commands (``MAX_COMMANDS`` unless told): a game still
running then is counted as *unfinished* (no level wins it, like a draw) and reported on a line of its
own (``"unfinished"`` in the JSON line), so a pair of bots that never ends a game cannot stall a run.
The summary also gives the median number of rounds a game lasted (``round_of`` of the game's kit:
the Dice Game's round, in which every seat has one turn, or its solo turn; TM's generation).

``--record FILE --report`` prints the figures of the games recorded so far without playing.
``--record FILE`` makes a long run resumable (a few hundred games of the hard level take hours
on a small machine): every finished game is appended to FILE as one JSON line, a game already
there is not played again, and the summary covers every recorded game of the run's indices, so
a run stopped half-way and started again (another day) ends with the same figures as one run.
The file names the run (game, players, seats, seed, budget, and the version of the code that
plays: the bot levels, the game's kit and evaluation, its rules version): a record of another run,
or of games played by other code, is refused.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from game.bots import records
from game.bots.framework import seat_view
from game.bots.levels import LEVELS, make_bot
from game.bots.records import RecordError
from game.bots.request import KITS as GAME_KITS
from game.bots.request import kit_for
from game.core.rng import Rng

KITS = tuple(GAME_KITS)
SOLO = "solo"
MAX_COMMANDS = 20_000  # far beyond a finished game of any kit (TM, 5 players: a few thousand)


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
    unfinished: bool = False  # stopped at the command cap: no winner
    rounds: int | None = None  # the round the game ended in (None: the kit counts none)


def _setup(rules, players: int, extra: dict | None = None):
    """The game's setup for ``players`` (and the ``--setup`` keys, e.g. an Ares full game's factions); a
    game with no solo switch (the Dice Game: one player is its solo game) refuses the ``solo`` key and is
    set up by its player count alone."""
    extra = extra or {}
    try:
        return rules.setup_from_data({"players": players, "solo": players == 1, **extra})
    except ValueError:
        return rules.setup_from_data({"players": players, **extra})


def game_seed(seed: int, index: int) -> int:
    return seed * 100003 + index


def round_number(kit, state) -> int | None:
    """The kit's round of ``state`` as a number (TM's key is its generation and phase)."""
    key = kit.round_of(state)
    if isinstance(key, tuple):
        key = key[0] if key else None
    return key if isinstance(key, int) and not isinstance(key, bool) else None


def play_game(game: str, players: int, levels: Sequence[str], seed: int, index: int, hard_budget: float | None = None,
              hard_iterations: int | None = None, setup: dict | None = None,
              max_commands: int = MAX_COMMANDS) -> GameResult:  # fmt: skip
    """One seeded game; ``levels`` rotated by ``index`` (the first seat alternates); a game not over
    after ``max_commands`` commands is stopped and marked unfinished."""
    kit = _kit(game)
    rules = kit.rules
    seats = [levels[(i + index) % len(levels)] for i in range(players)] if players > 1 else [levels[0]]
    setup = _setup(rules, players, setup)
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
            options["wall_factor"] = None  # the level's whole CPU budget, however busy the machine
        bots.append(make_bot(level, kit, **options))
    rngs = [Rng(gseed * 31 + seat + 1) for seat in range(players)]
    result = GameResult(seats, [], {level: [] for level in seats})
    while not rules.is_over(state):
        if result.commands >= max_commands:
            result.unfinished = True
            result.rounds = round_number(kit, state)
            return result
        seat = rules.current_seat(state)
        legal = rules.legal_commands(state)
        start = time.thread_time()
        command = bots[seat].choose(seat_view(rules, state, seat), legal, rngs[seat])
        result.move_ms[seats[seat]].append((time.thread_time() - start) * 1000)
        state = rules.apply(state, command).state
        result.commands += 1
    result.winners = list(rules.outcome(state).winners)
    result.rounds = round_number(kit, state)
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
    draws = unfinished = 0
    times: dict[str, list[float]] = {level: [] for level in levels}
    rounds = sorted(r.rounds for r in results if r.rounds is not None and not r.unfinished)
    for r in results:
        for level, ms in r.move_ms.items():
            times[level] += ms
        if r.unfinished:
            unfinished += 1
        elif len(r.winners) == 1:
            wins[r.seats[r.winners[0]]] += 1
        elif len(r.winners) > 1:
            draws += 1
    return {
        "games": len(results),
        "wins": wins,
        "draws": draws,
        "unfinished": unfinished,
        "median_rounds": _median(rounds),
        "mean_move_ms": {level: round(sum(t) / len(t), 1) if t else 0.0 for level, t in times.items()},
        "p95_move_ms": {level: round(percentile(t, 0.95), 1) for level, t in times.items()},
    }


def _median(values: Sequence[float]) -> float | None:
    if not values:
        return None
    ordered, mid = sorted(values), len(values) // 2
    return float(ordered[mid]) if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def _run(args: tuple) -> GameResult:
    return play_game(*args)


def code_version(game: str) -> str:
    """A short hash of the code that decides a recorded game: the levels, the framework, the
    game's kit and evaluation modules, and its rules version."""
    kit = _kit(game)
    modules = [
        "game.bots.levels",
        "game.bots.framework",
        GAME_KITS[game].split(":")[0],
        kit.evaluate.__module__,
    ]
    return records.code_version(kit.rules.rules_version, modules)


def read_record(path: Path, run: dict) -> dict[int, GameResult]:
    """The games already recorded in ``path`` for ``run`` (by game index); {} for no file."""
    return records.read_record(path, run, lambda data: GameResult(**data), "arena record")


def play_all(work: Sequence[tuple], jobs: int, done: dict[int, GameResult] | None = None,
             record: Path | None = None, run: dict | None = None) -> list[GameResult]:  # fmt: skip
    """The results of the games of ``work`` (index order), playing only those not in ``done``;
    each newly finished game is appended to ``record``."""
    return records.play_all(work, _run, lambda w: w[4], jobs, done, record, run)


def _setup_keys(parser: argparse.ArgumentParser, text: str) -> dict | None:
    """``--setup``'s JSON object (None when not given); a parser error otherwise."""
    if not text:
        return None
    try:
        extra = json.loads(text)
    except json.JSONDecodeError as exc:
        parser.error(f"--setup: {exc}")
    if not isinstance(extra, dict):
        parser.error("--setup: a JSON object")
    return extra


def _print_summary(summary: dict, levels: Sequence[str], args: argparse.Namespace) -> None:
    n = summary["games"]
    label = "challenges won" if args.players == 1 else "wins"
    for level in dict.fromkeys(levels):
        k = summary["wins"][level]
        low, high = wilson(k, n)
        print(f"{level:>8}: {label} {k}/{n} = {100 * k / max(1, n):.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %), "
              f"move time mean {summary['mean_move_ms'][level]:.1f} ms, p95 {summary['p95_move_ms'][level]:.1f} ms")  # fmt: skip
    if args.players > 1:
        print(f"   draws: {summary['draws']}")
    print(f"unfinished: {summary['unfinished']} (stopped after {args.max_commands} commands)")
    if summary["median_rounds"] is not None:
        print(f"  rounds: median {summary['median_rounds']:g} per finished game")
    if args.json:
        out = {k: summary[k] for k in ("games", "wins", "draws", "unfinished", "p95_move_ms")}
        print(json.dumps(out, sort_keys=True))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bots.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="tm", choices=KITS)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seats", default="normal,random", help="levels, comma separated (solo: LEVEL,solo)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--hard-budget", type=float, default=None, help="seconds per move of the hard level")
    parser.add_argument("--hard-iterations", type=int, default=None,
                        help="search iterations per move of the hard level instead of its time budget: "
                        "the games then do not depend on the machine's speed or load")  # fmt: skip
    parser.add_argument("--setup", default="", help='more setup keys as JSON, e.g. \'{"mode": "full", '
                        '"factions": ["colossus", "xenos"]}\' (Ares)')  # fmt: skip
    parser.add_argument("--max-commands", type=int, default=MAX_COMMANDS,
                        help="commands after which a game is stopped and counted as unfinished")  # fmt: skip
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--record", type=Path, default=None, help="JSON-lines file: resume and keep the games"
    )
    parser.add_argument("--report", action="store_true",
                        help="with --record: summarize the games recorded so far, play none")  # fmt: skip
    args = parser.parse_args(argv)
    levels = [x for x in args.seats.split(",") if x]
    if args.players == 1:
        if len(levels) != 2 or levels[1] != SOLO:
            parser.error("--players 1 needs --seats LEVEL,solo")
        levels = levels[:1]
    unknown = [x for x in levels if x not in LEVELS]
    if unknown:
        parser.error(f"unknown level(s) {', '.join(unknown)} (known: {', '.join(LEVELS)})")
    extra = _setup_keys(parser, args.setup)
    if args.max_commands < 1:
        parser.error("--max-commands must be at least 1")
    work = [(args.game, args.players, levels, args.seed, i, args.hard_budget, args.hard_iterations, extra,
             args.max_commands) for i in range(args.games)]  # fmt: skip
    run = {"game": args.game, "players": args.players, "seats": levels, "seed": args.seed,
           "hard_budget": args.hard_budget}  # fmt: skip
    if args.hard_iterations is not None:
        run["hard_iterations"] = args.hard_iterations
    if extra:
        run["setup"] = extra
    if args.max_commands != MAX_COMMANDS:  # named only when changed: older records stay readable
        run["max_commands"] = args.max_commands
    if args.record is not None:
        run["code"] = code_version(args.game)
    done: dict[int, GameResult] = {}
    if args.record is not None:
        try:
            done = read_record(args.record, run)
        except RecordError as exc:
            parser.error(str(exc))
    if args.report:
        if args.record is None:
            parser.error("--report needs --record FILE")
        results = [done[w[4]] for w in work if w[4] in done]
    else:
        results = play_all(work, args.jobs, done, args.record, run)
    _print_summary(summarize(results, list(dict.fromkeys(levels))), levels, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
