"""Where the hard level's search overrules normal's choice: which of the two wins more when the game
is played out to its end (prints figures; not a test).

    python bench/hard_choices.py [--game tm] [--players 2] [--seed 7] [--every 3] [--iterations 30] [--playouts 16]

A game of normal bots is played from the seed. At every ``--every``-th command, where the hard
level would search (``HardBot.root_moves``), its search runs for ``--iterations`` on
the seat's view; where its choice differs from normal's best move, both moves are played out to
the end of the game by normal's policy for every seat, ``--playouts`` times on determinizations
of the view (the same worlds and random numbers for both: common random numbers), and the wins
of each are printed. A search that helps wins more of these play-outs with its own choices.

This is how a bias of the look-ahead was found (28 November): it stopped when the seat ended its
turn, so such moves were judged before the others' replies and every other move after them; a
City standard project was preferred to claiming the Mayor milestone, which won 5 of 16 play-outs
against 0. The figures are small-sample (16 play-outs a position): read the totals. ``--chains``
looks instead at the decisions of an action under way (a payment, a space, a target), where the
level plays normal's answer without searching: whether a search there would find better ones.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.bots.arena import _kit, _setup  # noqa: E402
from game.bots.framework import seat_view  # noqa: E402
from game.bots.levels import _after, _is_wait, _macro, best_arm, make_bot, normal_choice  # noqa: E402
from game.core.rng import Rng  # noqa: E402

MAX_COMMANDS = 5000


def play_out(kit, world, seat: int, command, seed: int) -> float:
    """1 if ``seat`` alone wins after ``command`` and normal's play to the end, 0.5 if it shares it."""
    rules = kit.rules
    state = _after(kit, world, command) if _is_wait(command) else _macro(kit, world, seat, command)
    if state is None:
        return 0.0
    rng, done = Rng(seed), 0
    while not rules.is_over(state) and done < MAX_COMMANDS:
        mover = rules.current_seat(state)
        state = rules.apply(state, normal_choice(kit, state, mover, rules.legal_commands(state), rng)).state
        done += 1
    winners = list(rules.outcome(state).winners)
    return 1.0 if winners == [seat] else (0.5 if seat in winners else 0.0)


def chain_moves(hard, view, legal, rng: Rng) -> tuple[list, bool]:
    """``--chains``: the decisions of an action under way (a payment, a space, a target), which the
    level answers as normal does; the search is run on them as on an action."""
    kit, seat = hard.kit, view.seat
    first = kit.determinize(view, rng)
    options = kit.candidates(first, seat, legal)
    if len(options) < 2 or not kit.in_chain(first):
        return [], False
    arms = hard._arms(first, seat, options)
    return arms, len(arms) > 1 and hard._searchable(first, seat, arms)


def overruled(hard, view, legal, rng: Rng, chains: bool = False):
    """Hard's root moves and its choice, where its search overrules normal's best move (else None)."""
    arms, searchable = (chain_moves if chains else type(hard).root_moves)(hard, view, legal, rng)
    if not searchable:
        return None
    hard.search(view, arms, rng)
    chosen = best_arm(arms)
    return None if chosen is arms[0] else (arms, chosen)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tm")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument("--iterations", type=int, default=30)
    parser.add_argument("--playouts", type=int, default=16)
    parser.add_argument("--chains", action="store_true", help="only the decisions of an action under way")
    args = parser.parse_args(argv)
    kit = _kit(args.game)
    rules = kit.rules
    state = rules.new_game(_setup(rules, args.players), args.seed)
    normal, hard = make_bot("normal", kit), make_bot("hard", kit, iterations=args.iterations)
    rngs = [Rng(args.seed * 31 + seat + 1) for seat in range(args.players)]
    done = cases = 0
    totals = [0.0, 0.0]
    while not rules.is_over(state) and done < MAX_COMMANDS:
        seat = rules.current_seat(state)
        view, legal = seat_view(rules, state, seat), rules.legal_commands(state)
        found = overruled(hard, view, legal, Rng(done + 99), args.chains) if done % args.every == 0 else None
        if found is not None:
            arms, chosen = found
            start, wins = time.perf_counter(), [0.0, 0.0]
            for k in range(args.playouts):
                world = kit.determinize(view, Rng(5000 + k))
                for side, command in enumerate((arms[0].command, chosen.command)):
                    wins[side] += play_out(kit, world, seat, command, k * 7919 + 13)
            cases += 1
            totals = [totals[0] + wins[0], totals[1] + wins[1]]
            print(f"command {done}: normal's {arms[0].command} won {wins[0]:g}/{args.playouts}, "
                  f"hard's {chosen.command} {wins[1]:g}/{args.playouts} ({time.perf_counter() - start:.0f} s)",
                  flush=True)  # fmt: skip
        state = rules.apply(state, normal.choose(view, legal, rngs[seat])).state
        done += 1
    print(f"{cases} positions where hard overruled normal: normal's moves won {totals[0]:g}, hard's {totals[1]:g} "
          f"(of {cases * args.playouts} play-outs each)")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
