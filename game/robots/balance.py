"""The robot game card set's balance table, measured by bots playing seeded games.

    python -m game.robots.balance --games 2000 --players 2,3,4 --jobs 2 [--seed 1] [--level normal] [--markdown]
    python -m game.robots.balance ... --facts games.jsonl      # keep each game's facts as it ends
    python -m game.robots.balance --from games.jsonl --markdown # the table of a run so far

Our robots and special parts are our own design (``content/DESIGN.md``); these figures are how we
check them. ``--games`` games are played for each player count of ``--players``, every seat by
``--level``; game ``i`` of ``P`` players uses seed ``seed * 100003 + P * 10007 + i``. The table
reports, against the targets of issue 14:

* each robot's win rate per player count against fair: target within 8 points. A game in which
  every robot is lost has no winner (ruling RB-19), so fair is the share of games with a winner
  divided by the player count (what each robot would win if none were better); the share of
  games lost by everyone is printed too;
* each special part's purchase rate (games in which someone bought it): target at least 5 %;
* each special part's rate in the winners' rows (of the games with a winner where someone bought
  it, how often the winner had bought it) against the average of all parts: target at most 1.6x.

Counts too small to judge (a robot dealt fewer than ``MIN_SAMPLES`` times, a part bought in fewer
games) are listed but not judged. ``--markdown`` prints the Markdown kept in
``game/robots/content/BALANCE.md``.

A long run on a busy machine can be cut short and resumed: with ``--facts FILE`` the games are
played in rounds of one game per player count and each finished game is appended to ``FILE``
(``game.bots.records``: the file names the run, its level, seed and a hash of the bots' code and
the card set; games of other content are refused), and a run started again plays only the games
not there yet. ``--from FILE`` renders the table of the whole rounds kept so far (the same number
of games for every player count, said in the header) without playing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from game.bots import records
from game.bots.framework import seat_view
from game.bots.levels import make_bot
from game.bots.robots import ROBOTS_KIT
from game.core.rng import Rng
from game.robots.content.load import content
from game.robots.rules import RULES

#: Fewer samples than this are listed but not judged.
MIN_SAMPLES = 30
#: Targets of issue 14.
ROBOT_SPREAD = 0.08
PURCHASE_MIN = 0.05
PART_RATIO = 1.6
#: A game that runs past this many commands is stopped and reported (a stalling bot).
COMMAND_LIMIT = 5_000


@dataclass
class GameFacts:
    """What the table needs from one finished game."""

    players: int
    robots: list[str]
    bought: list[list[str]]  # special parts each seat bought
    winners: list[int]
    stalled: bool = False

    @property
    def all_lost(self) -> bool:
        return not self.stalled and not self.winners


def game_seed(seed: int, players: int, index: int) -> int:
    return seed * 100003 + players * 10007 + index


def play(players: int, level: str, seed: int, index: int) -> GameFacts:
    """One seeded game with every seat played by ``level``."""
    gseed = game_seed(seed, players, index)
    s = RULES.new_game(RULES.setup_from_data({"players": players}), gseed)
    bots = [make_bot(level, ROBOTS_KIT) for _ in range(players)]
    rngs = [Rng(gseed * 31 + seat + 1) for seat in range(players)]
    bought: list[list[str]] = [[] for _ in range(players)]
    commands = 0
    while not RULES.is_over(s):
        if commands >= COMMAND_LIMIT:
            return GameFacts(players, [p.robot for p in s.players], bought, [], stalled=True)
        seat = RULES.current_seat(s)
        command = bots[seat].choose(seat_view(RULES, s, seat), RULES.legal_commands(s), rngs[seat])
        applied = RULES.apply(s, command)
        for e in applied.events:
            if e.kind == "buy":
                bought[e.seat].append(e.params["card"])
        s = applied.state
        commands += 1
    return GameFacts(players, [p.robot for p in s.players], bought, list(RULES.outcome(s).winners))


def _play(args: tuple) -> GameFacts:
    return play(*args)


def _key(args: tuple) -> str:
    return f"{args[0]}p:{args[3]}"


CONTENT = Path(__file__).resolve().parent / "content"


def code_version() -> str:
    """What decides a game of the table: the bots, the evaluation, the rules version and the card set."""
    return records.bots_version(RULES.rules_version, "game.bots.robots", "game.robots.evaluation", CONTENT)


def play_many(
    work: Sequence[tuple], jobs: int, facts: Path | None = None, run: dict | None = None
) -> list[GameFacts]:
    """Every game of ``work`` (in order); ``facts``: resume from that file and keep each game there."""
    return records.play_kept(work, _play, _key, _decode, jobs, facts, run)


def _decode(data: dict) -> GameFacts:
    return GameFacts(**data)


def read_facts(path: Path) -> tuple[list[GameFacts], int, dict]:
    """The games of a ``--facts`` file, cut to whole rounds: (games, games per player count, run)."""
    kept = records.read_record(path, None, _decode, "balance facts")
    by_count: dict[int, dict[int, GameFacts]] = defaultdict(dict)
    for key, g in kept.items():
        by_count[g.players][int(str(key).split(":")[1])] = g
    each = 0
    while by_count and all(each in games for games in by_count.values()):
        each += 1
    run = records.run_of(path) or {}
    return [by_count[n][i] for n in sorted(by_count) for i in range(each)], each, run


@dataclass
class Table:
    """The balance figures of a set of games."""

    robots: dict[int, dict[str, tuple[float, int]]] = field(
        default_factory=dict
    )  # N -> robot -> (won, dealt)
    games: dict[int, tuple[int, int]] = field(default_factory=dict)  # N -> (games, games with a winner)
    bought: dict[str, int] = field(default_factory=dict)  # part -> games in which someone bought it
    winners: dict[str, tuple[int, int]] = field(default_factory=dict)  # part -> (winner bought, games)
    total: int = 0
    stalled: int = 0

    def fair(self, n: int) -> float:
        games, won = self.games.get(n, (0, 0))
        return won / games / n if games else 0.0

    def part_average(self) -> float:
        rates = [w / n for w, n in self.winners.values() if n >= MIN_SAMPLES]
        return statistics.fmean(rates) if rates else 0.0


def tabulate(games: Sequence[GameFacts], parts: Sequence[str] = ()) -> Table:
    t = Table()
    robots: dict[int, dict[str, list[float]]] = defaultdict(lambda: defaultdict(lambda: [0.0, 0]))
    counts: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    bought: dict[str, int] = dict.fromkeys(parts, 0)
    winners: dict[str, list[int]] = {p: [0, 0] for p in parts}
    for g in games:
        if g.stalled:
            t.stalled += 1
            continue
        t.total += 1
        counts[g.players][0] += 1
        counts[g.players][1] += bool(g.winners)
        share = 1 / len(g.winners) if g.winners else 0.0
        for seat, robot in enumerate(g.robots):
            row = robots[g.players][robot]
            row[1] += 1
            row[0] += share if seat in g.winners else 0.0
        in_play = {c for row in g.bought for c in row}
        for part in in_play:
            bought[part] = bought.get(part, 0) + 1
            if g.winners:
                w = winners.setdefault(part, [0, 0])
                w[1] += 1
                w[0] += any(part in g.bought[i] for i in g.winners)
    t.robots = {n: {r: (w, d) for r, (w, d) in sorted(rows.items())} for n, rows in sorted(robots.items())}
    t.games = {n: (g, w) for n, (g, w) in sorted(counts.items())}
    t.bought = dict(sorted(bought.items()))
    t.winners = {p: (w, n) for p, (w, n) in sorted(winners.items())}
    return t


def verdicts(t: Table) -> list[tuple[str, bool]]:
    """Each target with whether the table meets it (judged on samples of ``MIN_SAMPLES`` or more)."""
    out = []
    worst = 0.0
    for n, rows in t.robots.items():
        for won, dealt in rows.values():
            if dealt >= MIN_SAMPLES:
                worst = max(worst, abs(won / dealt - t.fair(n)))
    out.append((f"robots within {100 * ROBOT_SPREAD:.0f} points of fair (worst {100 * worst:.1f})",
                worst <= ROBOT_SPREAD))  # fmt: skip
    if t.total:
        low = min(t.bought.values(), default=0) / t.total
        out.append((f"every special part bought in at least {100 * PURCHASE_MIN:.0f} % of games "
                    f"(lowest {100 * low:.1f} %)", low >= PURCHASE_MIN))  # fmt: skip
    average = t.part_average()
    top = max((w / n for w, n in t.winners.values() if n >= MIN_SAMPLES), default=0.0)
    ratio = top / average if average else 0.0
    out.append((f"no special part above {PART_RATIO}x the average winners' rate (highest {ratio:.2f}x)",
                ratio <= PART_RATIO))  # fmt: skip
    out.append((f"no game stalled (stalled: {t.stalled})", t.stalled == 0))
    return out


def render(t: Table, header: str) -> str:
    """The table as Markdown."""
    lines = [header, "", "## Targets"]
    lines += [f"- [{'x' if ok else ' '}] {text}" for text, ok in verdicts(t)]
    for n, rows in t.robots.items():
        games, won = t.games[n]
        fair = t.fair(n)
        lines += ["", f"## Robots, {n} players ({games} games, every robot lost in {games - won}: "
                      f"{100 * (games - won) / max(1, games):.1f} %; fair {100 * fair:.1f} %)", "",
                  "| robot | dealt | win rate | from fair |", "| --- | ---: | ---: | ---: |"]  # fmt: skip
        for robot, (w, dealt) in rows.items():
            rate = w / dealt if dealt else 0.0
            judged = "" if dealt >= MIN_SAMPLES else " (few)"
            lines.append(f"| {robot} | {dealt} | {100 * rate:.1f} % | {100 * (rate - fair):+.1f}{judged} |")
    average = t.part_average()
    lines += ["", f"## Special parts (winners' rate: average {100 * average:.1f} %)", "",
              "| part | bought in | winner bought it | x average |", "| --- | ---: | ---: | ---: |"]  # fmt: skip
    for part, games in t.bought.items():
        w, n = t.winners.get(part, (0, 0))
        rate = w / n if n else 0.0
        judged = "" if n >= MIN_SAMPLES else " (few)"
        ratio = rate / average if average else 0.0
        share = 100 * games / max(1, t.total)
        lines.append(
            f"| {part} | {games} ({share:.1f} %) | {100 * rate:.1f} % of {n} | {ratio:.2f}{judged} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.robots.balance", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per player count")
    parser.add_argument("--players", default="2,3,4", help="player counts, comma separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--markdown", action="store_true", help="print the Markdown table (BALANCE.md)")
    parser.add_argument("--facts", type=Path, help="keep each finished game in this file and resume from it")
    parser.add_argument(
        "--from", dest="source", type=Path, help="render the games of a --facts file, play nothing"
    )
    args = parser.parse_args(argv)
    counts = [int(p) for p in args.players.split(",")]
    try:
        if args.source:
            games, args.games, run = read_facts(args.source)
            args.players = ",".join(str(n) for n in sorted({g.players for g in games}))
            args.seed, args.level = run.get("seed", args.seed), run.get("level", args.level)
        elif args.facts:  # whole rounds first, so a run cut short still has every count alike
            work = [(n, args.level, args.seed, i) for i in range(args.games) for n in counts]
            run = {"table": "robots", "level": args.level, "seed": args.seed, "code": code_version()}
            games = play_many(work, args.jobs, args.facts, run)
        else:
            work = [(n, args.level, args.seed, i) for n in counts for i in range(args.games)]
            games = play_many(work, args.jobs)
    except records.RecordError as exc:
        parser.error(str(exc))
    table = tabulate(games, list(content().special))
    header = (f"# Robot game balance table\n\n`python -m game.robots.balance --games {args.games} "
              f"--players {args.players} --seed {args.seed} --level {args.level}`: {args.games} games "
              f"per player count, every seat a {args.level} bot; our own card set.")  # fmt: skip
    text = render(table, header)
    if args.markdown:
        print(text, end="")
    else:
        for line, ok in verdicts(table):
            print(f"{'ok ' if ok else 'NO '} {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
