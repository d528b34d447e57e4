"""How ``--autoplay random`` picks a Dice Game move: at random, but actions that score before
face changes and extra draws (a purely uniform choice changes faces for thousands of moves)."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.command import Command
from game.tmdice import commands as C

SLOW = (C.ChangeFace, C.DrawTwo)


def choose(rng, legal: Sequence[Command], unreachable: set) -> Command | None:
    options = [c for c in legal if c not in unreachable]
    if not options:
        return None
    scoring = [c for c in options if isinstance(c, C.PlayCard | C.StandardAction | C.UseCard | C.Answer)]
    if scoring:
        return rng.choice(scoring)
    turn = [c for c in options if not isinstance(c, SLOW)]
    if turn and rng.random() < 0.9:
        return rng.choice(turn)
    return rng.choice(options)
