"""The Dice Game card set's balance table, measured by bots playing seeded games.

    python -m game.tmdice.balance --games 2000 --jobs 2 [--seed 1] [--level normal]
        [--solo-games 200] [--solo-level hard] [--base-game] [--markdown]

Our card set is our own design (``content/DESIGN.md``); these figures are how we check it. The
multiplayer games are spread evenly over 2, 3 and 4 players, every seat played by ``--level``;
game ``i`` uses seed ``seed * 100003 + i``.

Every game is played **with the Corporate Era module** unless ``--base-game`` is given: the module
adds its corporations and cards to the base ones (``setup.new_state``), so only then are all 16
corporations dealt and all 126 project cards shuffled into the deck, as the issue's targets ask.
``--base-game`` measures the 8 base corporations and 86 base cards alone (a base game's balance;
its table is a second one, not part of the issue's). The table's "Coverage" lines say how many of
the corporations its games dealt and of the project cards they played, naming those never seen.
The table reports, against the issue's targets:

* each corporation's win rate per player count, and how far it is from fair (1/N): target
  within 8 points;
* each project card's "in the winner's tableau" rate (of the games where someone played it,
  how often the winner had it) against the average of all cards: target at most 1.5x;
* the median number of turns each player had in 2-player games: target 15-30;
* the solo challenge won by ``--solo-level`` (target 20-80 %) and by the random bot (under 5 %).

Counts too small to judge (a corporation dealt fewer than ``MIN_SAMPLES`` times, a card played
in fewer games) are listed but not judged. ``--markdown`` prints the table as the Markdown kept
in ``game/tmdice/content/BALANCE.md``.

Two thousand games take hours of a core: with ``--facts FILE`` every finished game is appended to
FILE (``game.bots.records``) and a run started again plays only the games not there yet, so it
can be spread over days; the file names the run (levels, seed, module, and a hash of the bots'
code and the card set: games of other content are refused). ``--from FILE`` prints the table of
the games kept so far without playing (the multiplayer games of each player count as far as all
three counts have them, and the solo games).

    python -m game.tmdice.balance --games 2000 --solo-games 200 --jobs 2 --facts runs/dice.jsonl
    python -m game.tmdice.balance --from runs/dice.jsonl --markdown
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from game.bots import records
from game.bots.framework import seat_view
from game.bots.levels import make_bot
from game.bots.tmdice import TMDICE_KIT
from game.core.rng import Rng
from game.tmdice.content import load
from game.tmdice.rules import RULES
from game.tmdice.setup import in_game

#: Fewer samples than this are listed but not judged.
MIN_SAMPLES = 30
#: Targets of issue 13.
CORPORATION_SPREAD = 0.08
CARD_RATIO = 1.5
TURNS_2P = (15, 30)
SOLO_LEVEL_RANGE = (0.20, 0.80)
SOLO_RANDOM_MAX = 0.05
#: A game that runs past this many commands is stopped and reported (a stalling bot).
COMMAND_LIMIT = 20_000


@dataclass
class GameFacts:
    """What the table needs from one finished game."""

    players: int
    corporations: list[str | None]
    played: list[list[str]]  # project cards in each seat's tableau
    winners: list[int]
    turns: int  # turns each player had (turns played / players)
    solo_won: bool | None = None
    stalled: bool = False


def game_seed(seed: int, index: int) -> int:
    return seed * 100003 + index


def play(players: int, level: str, seed: int, index: int, corporate_era: bool) -> GameFacts:
    """One seeded game with every seat played by ``level``."""
    setup = RULES.setup_from_data({"players": players, "corporate_era": corporate_era})
    gseed = game_seed(seed, index)
    s = RULES.new_game(setup, gseed)
    bots = [make_bot(level, TMDICE_KIT) for _ in range(players)]
    rngs = [Rng(gseed * 31 + seat + 1) for seat in range(players)]
    commands = 0
    while not RULES.is_over(s):
        if commands >= COMMAND_LIMIT:
            return GameFacts(players, [], [], [], s.turns_played // players, stalled=True)
        seat = RULES.current_seat(s)
        command = bots[seat].choose(seat_view(RULES, s, seat), RULES.legal_commands(s), rngs[seat])
        s = RULES.apply(s, command).state
        commands += 1
    projects = [[c for c in p.played if s.cards[c].kind == "project"] for p in s.players]
    outcome = RULES.outcome(s)
    solo_won = (not s.failed) if players == 1 else None
    return GameFacts(
        players,
        [p.corporation for p in s.players],
        projects,
        list(outcome.winners),
        s.turns_played // players,
        solo_won,
    )


def _play(args: tuple) -> GameFacts:
    return play(*args[1:])


def _key(args: tuple) -> str:
    return args[0]


def _decode(data: dict) -> GameFacts:
    return GameFacts(**data)


CONTENT = Path(__file__).resolve().parent / "content"


def code_version() -> str:
    """What decides a game of the table: the bots, the evaluation, the rules version and the cards."""
    return records.bots_version(RULES.rules_version, "game.bots.tmdice", "game.tmdice.evaluation", CONTENT)


def in_the_deal(corporate_era: bool) -> tuple[list[str], list[str]]:
    """The corporations and project cards a game with or without the Corporate Era module deals from."""
    cards = in_game(load.cards(), corporate_era)
    return [n for n, c in cards.items() if c.kind == "corporation"], [
        n for n, c in cards.items() if c.kind == "project"
    ]


def dealt(corporate_era: bool) -> str:
    """The table's header words for what its games dealt from."""
    corporations, projects = in_the_deal(corporate_era)
    module = "with the Corporate Era module" if corporate_era else "base game only"
    return f"{module} ({len(corporations)} corporations, {len(projects)} project cards)"


def work_of(
    games: int, level: str, seed: int, corporate_era: bool, solo_games: int, solo_levels
) -> list[tuple]:
    """The run's games, each ``(key, players, level, seed, index, corporate era)``: the multiplayer
    games ``m<i>`` (2, 3, 4 players in turn) and, per solo level, ``<level>:<i>``."""
    work = [(f"m{i}", 2 + i % 3, level, seed, i, corporate_era) for i in range(games)]
    for solo_level in solo_levels:
        work += [(f"{solo_level}:{i}", 1, solo_level, seed + 7, i, corporate_era) for i in range(solo_games)]
    return work


def split(
    results: dict[str, GameFacts], whole_rounds: bool = False
) -> tuple[list[GameFacts], dict[str, list[GameFacts]]]:
    """Multiplayer games in index order and the solo games by level, from the keyed results of a
    run. ``whole_rounds`` (a run kept so far): the multiplayer games up to the first one missing,
    cut to whole rounds of 2, 3 and 4 players, so every count has as many games."""
    multi = sorted(((int(k[1:]), g) for k, g in results.items() if k.startswith("m")), key=lambda kv: kv[0])
    whole = len(multi)
    if whole_rounds:
        whole = 0
        while whole < len(multi) and multi[whole][0] == whole:
            whole += 1
        whole -= whole % 3
    solo: dict[str, list[GameFacts]] = defaultdict(list)
    for key in sorted(
        (k for k in results if not k.startswith("m")), key=lambda k: (k.split(":")[0], int(k.split(":")[1]))
    ):
        solo[key.split(":")[0]].append(results[key])
    return [g for _, g in multi[:whole]], dict(solo)


@dataclass
class Table:
    """The balance figures of a set of games."""

    corporations: dict[int, dict[str, tuple[int, int]]] = field(
        default_factory=dict
    )  # N -> corp -> (won, dealt)
    cards: dict[str, tuple[int, int]] = field(default_factory=dict)  # card -> (winner had it, games played)
    turns_2p: list[int] = field(default_factory=list)
    solo: dict[str, tuple[int, int]] = field(default_factory=dict)  # level -> (won, games)
    stalled: int = 0

    def card_average(self) -> float:
        rates = [w / n for w, n in self.cards.values() if n >= MIN_SAMPLES]
        return statistics.fmean(rates) if rates else 0.0


def tabulate(games: Sequence[GameFacts], solo: dict[str, Sequence[GameFacts]]) -> Table:
    t = Table()
    corps: dict[int, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    cards: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for g in games:
        if g.stalled:
            t.stalled += 1
            continue
        share = 1 / len(g.winners) if g.winners else 0.0
        for seat, corp in enumerate(g.corporations):
            if corp is None:
                continue
            row = corps[g.players][corp]
            row[1] += 1
            row[0] += share if seat in g.winners else 0
        in_play = {c for tableau in g.played for c in tableau}
        for card_name in in_play:
            row = cards[card_name]
            row[1] += 1
            row[0] += any(card_name in g.played[w] for w in g.winners)
        if g.players == 2:
            t.turns_2p.append(g.turns)
    t.corporations = {
        n: {c: (w, d) for c, (w, d) in sorted(rows.items())} for n, rows in sorted(corps.items())
    }
    t.cards = {c: (w, n) for c, (w, n) in sorted(cards.items())}
    for level, results in solo.items():
        done = [g for g in results if not g.stalled]
        t.stalled += len(results) - len(done)
        t.solo[level] = (sum(1 for g in done if g.solo_won), len(done))
    return t


def verdicts(t: Table) -> list[tuple[str, bool]]:
    """Each target with whether the table meets it (judged on samples of ``MIN_SAMPLES`` or more)."""
    out = []
    worst = 0.0
    for n, rows in t.corporations.items():
        for won, dealt in rows.values():
            if dealt >= MIN_SAMPLES:
                worst = max(worst, abs(won / dealt - 1 / n))
    out.append((f"corporations within {100 * CORPORATION_SPREAD:.0f} points of fair (worst {100 * worst:.1f})",
                worst <= CORPORATION_SPREAD))  # fmt: skip
    average = t.card_average()
    top = max((w / n for w, n in t.cards.values() if n >= MIN_SAMPLES), default=0.0)
    ratio = top / average if average else 0.0
    out.append((f"no card above {CARD_RATIO}x the average winner's-tableau rate (highest {ratio:.2f}x)",
                ratio <= CARD_RATIO))  # fmt: skip
    if t.turns_2p:
        median = statistics.median(t.turns_2p)
        out.append((f"2-player median turns each {TURNS_2P[0]}-{TURNS_2P[1]} (now {median:g})",
                    TURNS_2P[0] <= median <= TURNS_2P[1]))  # fmt: skip
    for level, (won, games) in t.solo.items():
        rate = won / games if games else 0.0
        if level == "random":
            out.append((f"random bot wins the solo challenge under {100 * SOLO_RANDOM_MAX:.0f} % "
                        f"(now {100 * rate:.1f} %)", rate < SOLO_RANDOM_MAX))  # fmt: skip
        else:
            low, high = SOLO_LEVEL_RANGE
            out.append((f"{level} bot wins the solo challenge in {100 * low:.0f}-{100 * high:.0f} % "
                        f"(now {100 * rate:.1f} %)", low <= rate <= high))  # fmt: skip
    out.append((f"no game stalled (stalled: {t.stalled})", t.stalled == 0))
    return out


def coverage(t: Table, corporate_era: bool) -> list[str]:
    """How much of the deal the table's games saw: corporations dealt and project cards played, with
    the names of those that never were."""
    corporations, projects = in_the_deal(corporate_era)
    seen = {c for rows in t.corporations.values() for c in rows}
    lines = []
    for what, names, met in (("corporations dealt", corporations, seen),
                             ("project cards played", projects, set(t.cards))):  # fmt: skip
        missing = sorted(set(names) - met)
        line = f"- {what}: {len(names) - len(missing)} of {len(names)}"
        lines.append(line + (f" (never: {', '.join(missing)})" if missing else ""))
    return lines


def render(t: Table, header: str, corporate_era: bool = True) -> str:
    """The table as Markdown."""
    lines = [header, ""]
    lines.append("## Targets")
    lines += [f"- [{'x' if ok else ' '}] {text}" for text, ok in verdicts(t)]
    lines += ["", "## Coverage", "", *coverage(t, corporate_era)]
    for n, rows in t.corporations.items():
        lines += ["", f"## Corporations, {n} players (fair {100 / n:.1f} %)", "",
                  "| corporation | dealt | win rate | from fair |", "| --- | ---: | ---: | ---: |"]  # fmt: skip
        for corp, (won, dealt) in rows.items():
            rate = won / dealt if dealt else 0.0
            judged = "" if dealt >= MIN_SAMPLES else " (few)"
            lines.append(f"| {corp} | {dealt} | {100 * rate:.1f} % | {100 * (rate - 1 / n):+.1f}{judged} |")
    average = t.card_average()
    lines += ["", f"## Project cards: in the winner's tableau (average {100 * average:.1f} %)", "",
              "| card | games played | winner had it | x average |", "| --- | ---: | ---: | ---: |"]  # fmt: skip
    ranked = sorted(t.cards.items(), key=lambda kv: -(kv[1][0] / kv[1][1]))
    for name, (won, played) in ranked:
        rate = won / played
        judged = "" if played >= MIN_SAMPLES else " (few)"
        ratio = rate / average if average else 0.0
        lines.append(f"| {name} | {played} | {100 * rate:.1f} % | {ratio:.2f}{judged} |")
    if t.turns_2p:
        counts = Counter(t.turns_2p)
        lines += ["", "## 2-player game length (turns each)", "",
                  f"median {statistics.median(t.turns_2p):g}, range {min(t.turns_2p)}-{max(t.turns_2p)}, "
                  f"most common {counts.most_common(1)[0][0]}"]  # fmt: skip
    if t.solo:
        lines += ["", "## Solo challenge", "", "| level | games | won |", "| --- | ---: | ---: |"]
        for level, (won, games) in t.solo.items():
            lines.append(f"| {level} | {games} | {won} ({100 * won / max(1, games):.1f} %) |")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tmdice.balance", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="multiplayer games, spread over 2-4 players")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--solo-games", type=int, default=200)
    parser.add_argument("--solo-level", default="hard")
    parser.add_argument(
        "--base-game",
        dest="corporate_era",
        action="store_false",
        help="without the Corporate Era module: only the 8 base corporations and the base cards "
        "(default: with it, all 16 corporations and 126 project cards)",
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--markdown", action="store_true", help="print the Markdown table (BALANCE.md)")
    parser.add_argument("--facts", type=Path, help="keep each finished game in this file and resume from it")
    parser.add_argument(
        "--from", dest="source", type=Path, help="print the table of a --facts file, play nothing"
    )
    args = parser.parse_args(argv)
    solo_levels = list(dict.fromkeys([args.solo_level, "random"]))
    work = work_of(args.games, args.level, args.seed, args.corporate_era, args.solo_games, solo_levels)
    run = {"table": "tmdice", "level": args.level, "seed": args.seed, "solo_level": args.solo_level,
           "corporate_era": args.corporate_era}  # fmt: skip
    try:
        if args.source is not None:
            results = records.read_record(args.source, None, _decode, "balance facts")
            run = records.run_of(args.source) or run
            args.level, args.seed, args.solo_level = run["level"], run["seed"], run["solo_level"]
            args.corporate_era = run["corporate_era"]
        else:
            if args.facts is not None:
                run["code"] = code_version()
            played = records.play_kept(work, _play, _key, _decode, args.jobs, args.facts, run)
            results = dict(zip((w[0] for w in work), played, strict=True))
    except records.RecordError as exc:
        parser.error(str(exc))
    games, solo = split(results, whole_rounds=args.source is not None)
    args.games = len(games)
    args.solo_games = max((len(v) for v in solo.values()), default=0)
    table = tabulate(games, solo)
    header = (f"# Dice Game balance table\n\n`python -m game.tmdice.balance --games {args.games} --seed {args.seed} "
              f"--level {args.level} --solo-games {args.solo_games} --solo-level {args.solo_level}"
              f"{'' if args.corporate_era else ' --base-game'}`: {len(games)} games of 2-4 "
              f"{args.level} bots, {dealt(args.corporate_era)}; our own card set.")  # fmt: skip
    text = render(table, header, args.corporate_era)
    if args.markdown:
        print(text, end="")
    else:
        for line, ok in verdicts(table):
            print(f"{'ok ' if ok else 'NO '} {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
