"""Robot game commands: development turns, plans and answers (spec §9, §10, §27 G10).

Every command is registered by kind and validated with pydantic at the edge
(``game.core.command.command_from_data``). Chit spots in ``pay`` are ``"robot"`` or the index of a
deployed part (0 = leftmost), one entry per chit.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.command import Command, register_command

GAME_ID = "robots"


@register_command(GAME_ID, "buy")
@dataclass(frozen=True, slots=True)
class Buy(Command):
    """Development option A: a special part of ``card``'s kind, paid from ``pay`` (empty: the default)."""

    card: str
    pay: tuple[str, ...] = ()


@register_command(GAME_ID, "recover")
@dataclass(frozen=True, slots=True)
class Recover(Command):
    """Development option B: one card of the own discard pile back to hand."""

    card: str


@register_command(GAME_ID, "pass")
@dataclass(frozen=True, slots=True)
class Pass(Command):
    """Development option C: do nothing."""


@register_command(GAME_ID, "plan")
@dataclass(frozen=True, slots=True)
class Plan(Command):
    """Program these hand cards face-down, left to right (§10)."""

    cards: tuple[str, ...]


@register_command(GAME_ID, "answer")
@dataclass(frozen=True, slots=True)
class Answer(Command):
    """Answer the pending decision with one of its options."""

    value: str
