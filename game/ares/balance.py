"""The Ares Project factions' balance table, measured by bots playing seeded games (issue 15, "Content").

    python -m game.ares.balance --games 40 --jobs 2 [--level normal] [--seed 1] [--mode full] [--faction F]
        [--hard-iterations N] [--markdown]

Every pairing of two factions (the basic game: Terran against Kahoum only) plays ``--games`` games with both
seats played by ``--level``; the factions change seats every game, and game ``i`` of a pairing uses seed
``seed * 100003 + pairing * 10007 + i`` (``--faction`` plays only the pairings of one faction, with the
same seeds as the whole table). A shared victory (a draw) counts half to each side. The targets
of issue 15: every full-game pairing within 40-60 %; the basic game keeps its Kahoum tilt, 55-70 %.
``--markdown`` prints the Markdown kept in ``game/ares/content/BALANCE.md``.

``--level hard --hard-iterations N`` plays the hard level with a fixed count of ``N`` search iterations a
move instead of its 1 s CPU budget (``HardBot.iterations``; it may still stop early when one move leads
clearly): the games then do not depend on the machine or its load, and cost far less (``HARD_ITERATIONS``).

A long run (the issue asks for 1,000 games a pairing) can be spread over days: with ``--facts FILE``
every finished game is appended to FILE (``game.bots.records``: the file names the run, its mode,
level, seed and a hash of the bots' code and the factions' content; games of other content are
refused) and a run started again plays only the games not there yet; ``--from FILE`` prints the
table of the games kept so far without playing.
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from game.ares.content.load import content
from game.ares.rules import RULES
from game.bots import records
from game.bots.ares import ARES_KIT
from game.bots.framework import seat_view
from game.bots.levels import make_bot
from game.core.rng import Rng

FULL_TARGET = (0.40, 0.60)  # the first faction's share
BASIC_TARGET = (0.55, 0.70)  # the second faction's share: Kahoum, whom the basic game favours (AR-28)
COMMAND_LIMIT = 5_000  # a game past this many commands is stopped and reported (a stalling bot)
# the hard level of the long runs: a full hard-vs-hard game with 4 iterations a move costs about 5 s of CPU
# (2 iterations: 4 s), at the 1 s budget minutes (BALANCE.md, "The hard level of the long runs")
HARD_ITERATIONS = 4


@dataclass
class GameFacts:
    factions: tuple[str, str]  # by seat
    winners: list[int]
    captured: bool
    commands: int
    stalled: bool = False


def pairings(mode: str) -> list[tuple[str, str]]:
    if mode == "basic":
        return [("terran", "kahoum")]
    return list(itertools.combinations(content().factions, 2))


def game_seed(seed: int, pairing: int, index: int) -> int:
    return seed * 100003 + pairing * 10007 + index


def bot_options(level: str, hard_iterations: int | None) -> dict:
    """``make_bot``'s options for the table's level: a fixed iteration count for hard, and then no wall-clock
    cap (the count alone decides the move)."""
    if level != "hard" or hard_iterations is None:
        return {}
    return {"iterations": hard_iterations, "wall_factor": None}


def play(
    mode: str, factions: tuple[str, str], level: str, gseed: int, hard_iterations: int | None = None
) -> GameFacts:
    """One seeded game, every seat played by ``level`` (hard: ``hard_iterations`` a move, if given)."""
    s = RULES.new_game(RULES.setup_from_data({"mode": mode, "factions": list(factions)}), gseed)
    bots = [make_bot(level, ARES_KIT, **bot_options(level, hard_iterations)) for _ in factions]
    rngs = [Rng(gseed * 31 + seat + 1) for seat in range(len(factions))]
    commands = 0
    while not RULES.is_over(s):
        if commands >= COMMAND_LIMIT:
            return GameFacts(factions, [], False, commands, stalled=True)
        seat = RULES.current_seat(s)
        command = bots[seat].choose(seat_view(RULES, s, seat), RULES.legal_commands(s), rngs[seat])
        s = RULES.apply(s, command).state
        commands += 1
    return GameFacts(factions, list(RULES.outcome(s).winners), s.captured, commands)


def _play(args: tuple) -> GameFacts:
    return play(*args[:4], *args[5:])


def _key(args: tuple) -> str:
    return args[4]


CONTENT = Path(__file__).resolve().parent / "content"


def code_version() -> str:
    """What decides a game of the table: the bots, the evaluation, the rules version and the factions."""
    return records.bots_version(RULES.rules_version, "game.bots.ares", "game.ares.evaluation", CONTENT)


def work(
    mode: str,
    games: int,
    level: str,
    seed: int,
    faction: str | None = None,
    hard_iterations: int | None = None,
) -> list[tuple]:
    out = []
    for k, (a, b) in enumerate(pairings(mode)):
        if faction is not None and faction not in (a, b):
            continue
        for i in range(games):
            seats = (a, b) if i % 2 == 0 else (b, a)
            out.append((mode, seats, level, game_seed(seed, k, i), f"{a}-{b}:{i}", hard_iterations))
    return out


def play_many(
    todo: Sequence[tuple], jobs: int, facts: Path | None = None, run: dict | None = None
) -> list[GameFacts]:
    """Every game of ``todo`` (in order); ``facts``: resume from that file and keep each game there."""
    return records.play_kept(todo, _play, _key, _decode, jobs, facts, run)


def _decode(data: dict) -> GameFacts:
    data = dict(data)
    data["factions"] = tuple(data["factions"])
    return GameFacts(**data)


@dataclass
class Row:
    a: str
    b: str
    games: int = 0
    a_wins: float = 0.0  # draws count half
    draws: int = 0
    captures: int = 0
    first_seat: float = 0.0  # wins of the faction in seat 0 (a draw counts half)
    commands: int = 0
    stalled: int = 0

    @property
    def share(self) -> float:
        return self.a_wins / self.games if self.games else 0.0


def tabulate(facts: Sequence[GameFacts]) -> list[Row]:
    rows: dict[frozenset, Row] = {}
    for g in facts:
        a, b = sorted(g.factions, key=list(content().factions).index)
        row = rows.setdefault(frozenset((a, b)), Row(a, b))
        if g.stalled:
            row.stalled += 1
            continue
        row.games += 1
        row.commands += g.commands
        row.captures += g.captured
        share = 1 / len(g.winners) if g.winners else 0.0
        row.draws += len(g.winners) > 1
        row.a_wins += share if g.factions.index(a) in g.winners else 0.0
        row.first_seat += share if 0 in g.winners else 0.0
    return list(rows.values())


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def render(rows: Sequence[Row], mode: str, header: str) -> str:
    low, high = BASIC_TARGET if mode == "basic" else FULL_TARGET
    which = "second" if mode == "basic" else "first"
    lines = [
        header,
        "",
        f"Target: the {which} faction's share within {100 * low:.0f}-{100 * high:.0f} %.",
        "",
    ]
    lines += [
        "| pairing | games | first faction's share (95 % CI) | in target | draws | captures | first seat won | mean commands | stalled |",
        "| --- | ---: | ---: | :---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in rows:
        lo, hi = wilson(r.a_wins, r.games)
        judged = 1 - r.share if mode == "basic" else r.share
        ok = "yes" if low <= judged <= high else "no"
        lines.append(
            f"| {r.a} - {r.b} | {r.games} | {100 * r.share:.1f} % ({100 * lo:.0f}-{100 * hi:.0f}) | {ok} | "
            f"{r.draws} | {r.captures} | {100 * r.first_seat / max(1, r.games):.1f} % | "
            f"{r.commands / max(1, r.games):.0f} | {r.stalled} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ares.balance", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games per pairing")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--mode", choices=("full", "basic"), default="full")
    parser.add_argument("--faction", default=None, help="only the pairings of this faction")
    parser.add_argument(
        "--hard-iterations",
        type=int,
        default=None,
        help=f"with --level hard: this many search iterations a move instead of its time budget "
        f"(the long runs: {HARD_ITERATIONS})",
    )
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--facts", type=Path, help="keep each finished game in this file and resume from it")
    parser.add_argument(
        "--from", dest="source", type=Path, help="print the table of a --facts file, play nothing"
    )
    args = parser.parse_args(argv)
    if args.faction is not None and args.faction not in content().factions:
        parser.error(f"--faction: no faction {args.faction!r} (one of {', '.join(content().factions)})")
    if args.hard_iterations is not None and (args.level != "hard" or args.hard_iterations < 1):
        parser.error("--hard-iterations: a count of 1 or more, with --level hard")
    try:
        if args.source is not None:
            kept = records.read_record(args.source, None, _decode, "balance facts")
            run = records.run_of(args.source) or {}
            args.mode, args.level, args.seed = run.get("mode", args.mode), run.get("level"), run.get("seed")
            args.hard_iterations = run.get("hard_iterations")
            facts = list(kept.values())
            args.games = max((r.games + r.stalled for r in tabulate(facts)), default=0)
        else:
            run = {"table": "ares", "mode": args.mode, "level": args.level, "seed": args.seed}
            if args.hard_iterations is not None:
                run["hard_iterations"] = args.hard_iterations
            if args.facts is not None:
                run["code"] = code_version()
            todo = work(args.mode, args.games, args.level, args.seed, args.faction, args.hard_iterations)
            facts = play_many(todo, args.jobs, args.facts, run)
    except records.RecordError as exc:
        parser.error(str(exc))
    rows = tabulate(facts)
    level = args.level
    if args.hard_iterations is not None:
        level += f" ({args.hard_iterations} iterations a move)"
    header = (
        f"# Ares Project balance ({args.mode} game, {level} bots, {args.games} games a pairing, "
        f"seed {args.seed})"
    )
    text = render(rows, args.mode, header)
    print(text if args.markdown else text.replace("| ", "").replace(" |", ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
