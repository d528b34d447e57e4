"""How the TM table's autoplayer chooses: a random legal command, but rarely passing
or ending a turn while something else is possible (as in the random playout tests).
The clicking is the kit's (``ui.table.input.TableAutoplayer``)."""

from __future__ import annotations

from game.core.command import Command
from game.tm.commands import ChooseCards, EndTurn, Pass


def choose(rng, legal, unreachable: set) -> Command | None:
    """A random legal command (not one known to be unreachable)."""
    n = len(legal)
    if n == 0:
        return None
    if isinstance(legal[0], ChooseCards):  # a lazy sequence of every subset: sample by index
        for _ in range(20):
            command = legal[rng.randrange(n)]
            if command not in unreachable:
                return command
        return None
    options = [c for c in legal if c not in unreachable]
    if not options:
        return None
    others = [c for c in options if not isinstance(c, Pass | EndTurn)]
    if others and len(options) > len(others) and rng.randrange(10):
        return rng.choice(others)
    return rng.choice(options)
