"""What the Dice Game bots spend their turns on: one line per turn of seeded arena games.

    python bench/tmdice_turns.py --seats normal,normal --games 4 --seed 1 [--first 0] [--quiet]

Each game is the arena's game ``first + i`` of ``--seed`` (same seats, same seeds, same bot rngs:
``game.bots.arena.play_game``'s loop), printed turn by turn: round, seat, what the turn was
(production with the dice kept and produced, or the sub and main action), dice and wild tokens
held after it, production dice, cards in hand and played, and the parameters (oceans left,
temperature, oxygen). ``--quiet`` prints only each game's summary: rounds, turns by kind and
the round each parameter was completed in.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.arena import _setup, game_seed  # noqa: E402
from game.bots.framework import seat_view  # noqa: E402
from game.bots.levels import make_bot  # noqa: E402
from game.bots.request import kit_for  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.tmdice import commands as C  # noqa: E402
from game.tmdice.scoring import production_dice, totals  # noqa: E402


def _short(command) -> str:
    if isinstance(command, C.Production):
        return f"PROD keep={','.join(command.keep)}"
    if isinstance(command, C.GainDie):
        return f"gain {command.colour}"
    if isinstance(command, C.ChangeFace):
        return f"change {command.die}->{command.to} pay {','.join(command.pay)}"
    if isinstance(command, C.DrawTwo):
        return "draw2"
    if isinstance(command, C.UseCard):
        return f"use {command.card}"
    if isinstance(command, C.PlayCard):
        return f"PLAY {command.card}"
    if isinstance(command, C.StandardAction):
        return f"STD {command.action}"
    if isinstance(command, C.EndTurn):
        return "end"
    return f"answer {command.value}"


def _dice(player) -> str:
    return " ".join(f"{face}{n}" for face, n in sorted(player.dice.items()) if n)


def play(seats: list[str], seed: int, index: int, verbose: bool) -> dict:
    kit = kit_for("tmdice")
    rules = kit.rules
    levels = [seats[(i + index) % len(seats)] for i in range(len(seats))] if len(seats) > 1 else seats[:1]
    players = len(levels)
    gseed = game_seed(seed, index)
    state = rules.new_game(_setup(rules, players), gseed)
    bots = [make_bot(level, kit) for level in levels]
    rngs = [Rng(gseed * 31 + seat + 1) for seat in range(players)]
    kinds: Counter = Counter()
    done_at: dict[str, int] = {}
    turn: list[str] = []
    turn_seat = None
    while not rules.is_over(state):
        seat = rules.current_seat(state)
        legal = rules.legal_commands(state)
        command = bots[seat].choose(seat_view(rules, state, seat), legal, rngs[seat])
        if state.phase == "play" and state.pending is None and state.turn.sub_done:
            greens = {
                c.card for c in legal if isinstance(c, C.PlayCard) and state.cards[c.card].colour == "green"
            }
            if greens:
                kinds["green affordable"] += 1
                if not (isinstance(command, C.PlayCard) and command.card in greens):
                    kinds["green affordable, not played"] += 1
        if state.phase == "play" and not turn:
            turn_seat = state.active
        if state.phase == "play":
            turn.append(_short(command))
        rnd, played = state.round, state.turns_played
        state = rules.apply(state, command).state
        for name, finished in (
            ("ocean", state.ocean_pile == 0),
            ("temp", state.temperature >= 8),
            ("oxygen", state.oxygen >= 16),
        ):
            if finished and name not in done_at:
                done_at[name] = rnd
        if turn and (state.turns_played != played or rules.is_over(state)):
            p = state.players[turn_seat]
            steps = [t for t in turn if t != "end" and not t.startswith("answer")]
            head = steps[0].split()[0] if steps else "?"
            last = steps[-1].split() if len(steps) > 1 else ["-"]
            if head == "PROD":
                kinds["PROD"] += 1
            elif last[0] == "STD":
                kinds[last[1]] += 1
            elif last[0] == "PLAY":
                kinds["play " + state.cards[" ".join(last[1:])].colour] += 1
            else:
                kinds["main " + last[0]] += 1
            if verbose:
                print(
                    f"r{rnd:2d} s{turn_seat} {levels[turn_seat]:6s} {' | '.join(steps):58s} "
                    f"| dice {p.dice_total():2d} [{_dice(p)}] w{p.wild} prod{production_dice(state, turn_seat)} "
                    f"hand{len(p.hand)} played{len(p.played)} | oc{state.ocean_pile} t{state.temperature} "
                    f"o{state.oxygen} vp{totals(state)}"
                )
            turn = []
    outcome = rules.outcome(state)
    summary = {
        "index": index,
        "rounds": state.round,
        "winners": [levels[w] for w in outcome.winners],
        "scores": totals(state),
        "done_at": done_at,
        "production": [production_dice(state, i) for i in range(players)],
        "kinds": dict(sorted(kinds.items(), key=lambda kv: -kv[1])),
    }
    print(summary, flush=True)
    return summary


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="normal,normal")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    seats = args.seats.split(",")
    rounds = []
    for i in range(args.first, args.first + args.games):
        rounds.append(play(seats, args.seed, i, not args.quiet)["rounds"])
    rounds.sort()
    n = len(rounds)
    median = rounds[n // 2] if n % 2 else (rounds[n // 2 - 1] + rounds[n // 2]) / 2
    print(f"games {n}: median {median} rounds ({rounds[0]}-{rounds[-1]})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
