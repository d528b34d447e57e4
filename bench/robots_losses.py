"""Diagnosis: why a bot level does not win a robot game (prints one line per lost game; not a test).

    python bench/robots_losses.py [--seats normal,random] [--games 40] [--seed 1] [--level normal] [--all]

Plays the arena's games (``game.bots.arena.game_seed``, levels rotated by the game index, the same
bot seeds, so game i here is game i of ``python -m game.bots.arena --seed S``) and, for each game
the watched ``--level`` does not win, tells how it ended for that seat: the round and Mars card
that destroyed its robot (with the creature's requirement), its Combat and Defense then, the parts
deployed just before, its hand, discard, chits and the special parts it bought; or, if it came
home and lost on points, both scores. A summary counts the causes.

The robot's state is shown as it was before the command that brought the fatal Mars card on (at
a planning, before that round's reveals). ``--avoid`` also tells, for the round of the last plan
and the round before, how many of the seat's legal plans would have kept the robot through that
round (the other seat's real plan, the default answers in the exploration): on seed 1 the round
of death mostly has none, so the robot was lost at the start of it.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.bots.arena import game_seed  # noqa: E402
from game.bots.framework import seat_view  # noqa: E402
from game.bots.levels import make_bot  # noqa: E402
from game.bots.robots import ROBOTS_KIT  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.robots import commands as C  # noqa: E402
from game.robots import evaluation as E  # noqa: E402
from game.robots import flow, mars, scoring  # noqa: E402
from game.robots.decisions import StormDiscard  # noqa: E402
from game.robots.rules import RULES  # noqa: E402


def _snap(s, seat: int) -> dict:
    p = s.players[seat]
    return {
        "deployed": list(p.deployed),
        "hand": sorted(p.hand),
        "discard": sorted(p.discard),
        "chits": p.chit_total(),
        "combat": s.ability(seat, "combat"),
        "defense": s.ability(seat, "defense"),
        "vp": sum(p.vp),
    }


def _trace(prev, s, command, events) -> None:
    """Print one command and its events (a whole game for ``--trace``)."""
    if prev.season == "planning" or type(command).__name__ in ("Plan",):
        p = prev.players[command.seat]
        print(f"  r{prev.round} P{command.seat + 1} hand {sorted(p.hand)} row {[c.split('#')[0] for c in prev.mars_row]}"
              f" creatures {prev.creatures_resolved}")  # fmt: skip
    print(f"  r{prev.round} {prev.season[:4]} {command}")
    for ev in events:
        params = {k: v for k, v in ev.params.items()}
        print(f"      {ev.kind} {params}")
    if s.season == "development" and prev.season != "development":
        for i, p in enumerate(s.players):
            print(f"  == P{i + 1} deployed {p.deployed} chits {p.chit_total()} combat {s.ability(i, 'combat')}"
                  f" vp {p.vp} hand {len(p.hand)} discard {len(p.discard)}")  # fmt: skip


def _survives_round(s, seat: int) -> bool:
    """Whether ``seat`` still has its robot at the next round start, the rest played by default."""
    s = s.clone()
    ev: list = []
    for _ in range(E.PLAY_OUT_LIMIT):
        if E.round_start(s) or s.players[seat].eliminated:
            break
        if s.pending is not None:
            d = s.pending
            value = d.options[0]
            if isinstance(d, StormDiscard) and len(d.options) > 1:
                value = E.storm_pick(s, d.seat)
            mars.answer(s, d.seat, value, ev)
        elif s.season == "planning":
            for i in flow.unplanned(s):
                flow.plan(s, C.Plan(i, E.quick_plan(s, i)), ev)
        flow.advance(s, ev)
    return not s.players[seat].eliminated


def avoidable(plans: dict, seat: int) -> str:
    """For the last two rounds ``seat`` planned: its legal plans that keep the robot through the round."""
    out = []
    last = max(r for r, by_seat in plans.items() if seat in by_seat)
    for r in (last - 1, last):
        if r not in plans or plans[r].get(seat) is None:
            continue
        state, mine = plans[r][seat]
        others = {i: v[1] for i, v in plans[r].items() if i != seat}
        legal = RULES.legal_commands(state)
        ok = 0
        for plan in legal:
            t = RULES.apply(state, plan).state
            for i, theirs in others.items():
                if t.season == "planning" and not t.players[i].planned:
                    t = RULES.apply(t, theirs).state
            ok += _survives_round(t, seat)
        out.append(f"round {r}: {ok} of {len(legal)} plans keep the robot (chosen {list(mine.cards)})")
    return "; ".join(out)


def one_game(players: int, levels: list[str], seed: int, index: int, trace: bool = False) -> dict:
    seats = [levels[(i + index) % len(levels)] for i in range(players)]
    gseed = game_seed(seed, index)
    s = RULES.new_game(RULES.setup_from_data({"players": players}), gseed)
    bots = [make_bot(lv, ROBOTS_KIT) for lv in seats]
    rngs = [Rng(gseed * 31 + seat + 1) for seat in range(players)]
    bought: list[list[str]] = [[] for _ in range(players)]
    deaths: dict[int, dict] = {}
    before = [_snap(s, i) for i in range(players)]
    card = None
    plans: dict[int, dict[int, tuple]] = {}  # round -> seat -> (state at its plan, the plan)
    while not RULES.is_over(s):
        seat = RULES.current_seat(s)
        command = bots[seat].choose(seat_view(RULES, s, seat), RULES.legal_commands(s), rngs[seat])
        prev = s
        if isinstance(command, C.Plan):
            plans.setdefault(s.round, {})[seat] = (s, command)
        result = RULES.apply(s, command)
        s = result.state
        if trace:
            _trace(prev, s, command, result.events)
        for ev in result.events:
            if ev.kind == "mars":
                card = ev.params.get("card")
                # what the robot had as this Mars card came up (its reveals are done)
                before = [_snap(prev, i) for i in range(players)]
            elif ev.kind == "buy" and ev.seat is not None:
                bought[ev.seat].append(ev.params.get("card"))
            elif ev.kind == "eliminated" and ev.seat is not None and ev.seat not in deaths:
                deaths[ev.seat] = {
                    "round": prev.round,
                    "card": card,
                    "need": s.creatures_resolved,
                    "left": len(s.mars_row) + len(s.deck_a) + len(s.deck_b),
                    **before[ev.seat],
                }
    winners = list(RULES.outcome(s).winners)
    scores = [scoring.total(s, i) if not s.players[i].eliminated else None for i in range(players)]
    return {
        "index": index,
        "seats": seats,
        "winners": winners,
        "deaths": deaths,
        "bought": bought,
        "scores": scores,
        "final": [_snap(s, i) for i in range(players)],
        "robots": [p.robot for p in s.players],
        "plans": plans,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", default="normal,random")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--level", default="normal", help="the level watched")
    parser.add_argument("--all", action="store_true", help="print won games too")
    parser.add_argument(
        "--avoid", action="store_true", help="count the plans that would have saved the robot"
    )
    parser.add_argument("--trace", type=int, default=None, help="print every command and event of game INDEX")
    args = parser.parse_args(argv)
    levels = args.seats.split(",")
    if args.trace is not None:
        g = one_game(args.players, levels, args.seed, args.trace, trace=True)
        print(f"seats {g['seats']} robots {g['robots']} winners {g['winners']} scores {g['scores']}")
        return 0
    causes: Counter = Counter()
    won = 0
    for index in range(args.first, args.first + args.games):
        g = one_game(args.players, levels, args.seed, index)
        me = g["seats"].index(args.level)
        win = me in g["winners"]
        won += win
        if win and not args.all:
            continue
        head = f"game {index:3d} {'WON ' if win else 'lost'} robot {g['robots'][me]:<10} bought {','.join(g['bought'][me]) or '-'}"
        d = g["deaths"].get(me)
        if d is None:
            causes["home, lost on points" if not win else "won"] += 1
            print(f"{head}\n    home: scores {g['scores']}, final {g['final'][me]}")
        else:
            kind = d["card"] or "?"
            causes[f"destroyed by {kind.split('#')[0]}"] += 1
            print(
                f"{head}\n    destroyed round {d['round']} by {kind} (creatures so far {d['need']}, "
                f"Mars cards left {d['left']}); combat {d['combat']} defense {d['defense']}; "
                f"deployed {d['deployed']}; hand {d['hand']}; discard {d['discard']}; chits {d['chits']}; vp {d['vp']}"
            )
            if args.avoid:
                print(f"    {avoidable(g['plans'], me)}")
        others = [i for i in range(args.players) if i != me]
        for i in others:
            od = g["deaths"].get(i)
            print(f"    other {g['seats'][i]} ({g['robots'][i]}): "
                  + (f"destroyed round {od['round']} by {od['card']}" if od else f"home, score {g['scores'][i]}"))  # fmt: skip
    print(f"{args.level} won {won} of {args.games}; causes of the others: {dict(causes)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
