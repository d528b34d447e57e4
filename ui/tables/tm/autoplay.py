"""The TM table's autoplayer: pick a random legal command, then click towards it.

The choice is the engine's legal commands (uniform, but rarely passing or ending
a turn while something else is possible, as in the random playout tests); the
clicks come from the table's ``targets`` and ``route``, i.e. the spots where a
player would click. Commands the controls cannot reach are set aside and
another is chosen.
"""

from __future__ import annotations

from game.core.command import Command
from game.tm.commands import ChooseCards, EndTurn, Pass

STUCK_FRAMES = 60


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


class TmAutoplayer:
    def __init__(self, table) -> None:
        self.table = table
        self.goal: Command | None = None
        self.version = -1
        self.frames = 0
        self.unreachable: set = set()

    def step(self, auto):
        table = self.table
        session = table.session
        if table.overlays:
            return table.overlay_step(self.goal)
        if session.version != self.version:
            self.version = session.version
            self.goal, self.frames, self.unreachable = None, 0, set()
        if session.is_over():
            return None
        self.frames += 1
        if self.goal is None or self.frames > STUCK_FRAMES:
            if self.goal is not None:
                self.unreachable.add(self.goal)
            self.goal = choose(auto.rng, session.legal(), self.unreachable)
            self.frames = 0
            if self.goal is None:
                return None
        for command, point in table.targets():
            if command == self.goal:
                return ("click", point)
        step = table.route(self.goal)
        if step is None:
            self.unreachable.add(self.goal)
            self.goal = None
        return step
