"""How ``--autoplay random`` picks a Dice Game move: at random, but the standard actions that
raise a global parameter most often, then actions that score, before face changes and extra
draws (a purely uniform choice changes faces for thousands of moves and seldom ends a game)."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.command import Command
from game.tmdice import commands as C

SLOW = (C.ChangeFace, C.DrawTwo)
TERRAFORMING = ("raise_temperature", "place_ocean", "place_greenery")


def choose(rng, legal: Sequence[Command], unreachable: set) -> Command | None:
    options = [c for c in legal if c not in unreachable]
    if not options:
        return None
    raising = [c for c in options if isinstance(c, C.StandardAction) and c.action in TERRAFORMING]
    if raising and rng.random() < 0.8:
        return rng.choice(raising)
    scoring = [c for c in options if isinstance(c, C.PlayCard | C.StandardAction | C.UseCard | C.Answer)]
    if scoring:
        return rng.choice(scoring)
    turn = [c for c in options if not isinstance(c, SLOW)]
    if turn and rng.random() < 0.9:
        return rng.choice(turn)
    return rng.choice(options)
