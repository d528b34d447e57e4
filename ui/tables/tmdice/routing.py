"""The input layer's way to a composed command on the Dice Game table: which click starts it
(a hand card, an action button), adjusts it (a die in the player's area, a payment chip, a face
change, a card to discard) or cancels another, so ``--autoplay`` and Suggest reach every
command by the clicks a player would make."""

from __future__ import annotations

from collections import Counter

from game.core.command import Command
from game.tmdice import commands as C
from ui.table.input import Step, click
from ui.tables.tmdice.compose import difference


def route(table, command: Command) -> Step | None:
    """The click that brings a composed command closer: start it, adjust it, or cancel another."""
    if isinstance(command, C.Answer | C.GainDie | C.EndTurn):
        return None
    compose = table.compose
    if compose is not None and not compose.same_action(command):
        return click(table.panel.starter_point("cancel") or table.panel.point_of("cancel"))
    if compose is None:
        if isinstance(command, C.PlayCard):
            return click(table.hand.point_of(command.card))
        key = {
            C.StandardAction: lambda c: ("standard", c.action),
            C.UseCard: lambda c: ("use", c.card),
            C.Production: lambda c: "production",
            C.DrawTwo: lambda c: "draw_two",
            C.ChangeFace: lambda c: "change_face",
        }[type(command)](command)
        return click(table.panel.starter_point(key))
    if isinstance(command, C.ChangeFace) and compose.die != command.die:
        return click(table.panel.point_of(("change_die", command.die)))
    if isinstance(command, C.ChangeFace) and compose.to != command.to:
        return click(table.panel.point_of(("change_to", command.to)))
    if isinstance(command, C.Production):
        extra, missing = difference(compose.discard, command.discard)
        if extra or missing:
            return click(table.hand.point_of(extra or missing))
        chosen, want = compose.keep, command.keep
    else:
        chosen, want = compose.pay, command.pay
    extra, missing = difference(chosen, want)
    if extra is not None:
        return click(table.areas.point_of(("die", extra, 0)))
    if missing is not None:
        return click(table.areas.point_of(("die", missing, Counter(chosen)[missing])))
    return None
