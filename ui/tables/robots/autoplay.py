"""How ``--autoplay random`` picks a robot game move: uniformly among the legal commands, except
that a development turn passes less often than it buys or recovers (so a random game shows the
special parts), and a plan is any legal order of hand cards."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.command import Command
from game.robots import commands as C


def choose(rng, legal: Sequence[Command], unreachable: set) -> Command | None:
    options = [c for c in legal if c not in unreachable]
    if not options:
        return None
    active = [c for c in options if not isinstance(c, C.Pass)]
    if active and rng.random() < 0.7:
        return rng.choice(active)
    return rng.choice(options)
