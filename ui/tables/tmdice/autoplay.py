"""How ``--autoplay random`` picks a Dice Game move: at random, but the standard actions that
raise a global parameter most often, then actions that score, before face changes and extra
draws (a purely uniform choice changes faces for thousands of moves and seldom ends a game).

It picks an action first (a group of the engine's lazy legal list, ``LegalCommands.groups`` and
``kinds``), then one of its forms (a payment, a discard): a Production turn has thousands of
keep x discard forms, which are never built."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.command import Command
from game.tmdice import commands as C

SLOW = (C.ChangeFace, C.DrawTwo)
SCORING = (C.PlayCard, C.StandardAction, C.UseCard, C.Answer)
TERRAFORMING = ("raise_temperature", "place_ocean", "place_greenery")
#: random forms tried in a group before its first forms are read in order
TRIES = 8
SCAN = 64


def choose(rng, legal: Sequence[Command], unreachable: set) -> Command | None:
    """A legal command not in ``unreachable``, or None when there is none."""
    groups = getattr(legal, "groups", None)
    kinds = getattr(legal, "kinds", None)
    if groups is None or kinds is None:  # a plain list: each command is its own action
        groups, kinds = [(c,) for c in legal], [type(c) for c in legal]
    # a form the controls could not reach rules out its whole action: the other forms are reached
    # by the same first click (the card, the button), so trying them would only wait again
    blocked = {_action(c) for c in unreachable}
    left = [i for i in range(len(groups)) if not blocked or _action(groups[i][0]) not in blocked]
    while left:
        g = _pick_group(rng, groups, kinds, left)
        command = _pick_form(rng, groups[g], unreachable)
        if command is not None:
            return command
        left.remove(g)
    return None


def _action(command: Command) -> tuple:
    """Which action a command is a form of (its class and what it names, not how it pays)."""
    if isinstance(command, C.Production | C.Answer | C.EndTurn):
        return (type(command), command)
    names = ("card", "action", "die", "to", "colour")
    return (type(command), *(getattr(command, n, None) for n in names))


def _pick_group(rng, groups, kinds, left: list[int]) -> int:
    raising = [
        i
        for i in left
        if kinds[i] is C.StandardAction and getattr(groups[i][0], "action", None) in TERRAFORMING
    ]
    if raising and rng.random() < 0.8:
        return rng.choice(raising)
    scoring = [i for i in left if issubclass(kinds[i], SCORING)]
    if scoring:
        return _by_kind(rng, kinds, scoring)
    turn = [i for i in left if not issubclass(kinds[i], SLOW)]
    if turn and rng.random() < 0.9:
        return _by_kind(rng, kinds, turn)
    return _by_kind(rng, kinds, left)


def _by_kind(rng, kinds, indices: list[int]) -> int:
    """A kind of command first, then one of its groups (a Production turn's hundreds of keeps
    are one kind, as likely as gaining a die)."""
    kind = rng.choice(sorted({kinds[i] for i in indices}, key=lambda k: k.__name__))
    return rng.choice([i for i in indices if kinds[i] is kind])


def _pick_form(rng, group: Sequence[Command], unreachable: set) -> Command | None:
    """A form of one action: the default (first) half the time, else one at random; forms the
    controls could not reach are skipped (a few random tries, then the first ``SCAN`` in order)."""
    n = len(group)
    if not unreachable:
        return group[0] if n == 1 or rng.random() < 0.5 else group[rng.randrange(n)]
    for _ in range(TRIES):
        command = group[rng.randrange(n)]
        if command not in unreachable:
            return command
    return next((c for c in group[: min(n, SCAN)] if c not in unreachable), None)
