"""Dice Game commands: turn choices, sub and main actions, free actions, answers (spec §8-§9).

Payments are tuples of faces and ``"wild"`` (``payment.py``). Every command is registered by kind
and validated with pydantic at the edge (``game.core.command.command_from_data``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.command import Command, register_command

GAME_ID = "tmdice"


@register_command(GAME_ID, "production")
@dataclass(frozen=True, slots=True)
class Production(Command):
    """A whole Production turn: dice to keep (faces), hand cards to discard (R-PROD-1..5)."""

    keep: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()


@register_command(GAME_ID, "gain_die")
@dataclass(frozen=True, slots=True)
class GainDie(Command):
    colour: str


@register_command(GAME_ID, "change_face")
@dataclass(frozen=True, slots=True)
class ChangeFace(Command):
    pay: tuple[str, ...]
    die: str
    to: str


@register_command(GAME_ID, "draw_two")
@dataclass(frozen=True, slots=True)
class DrawTwo(Command):
    pay: tuple[str, ...]


@register_command(GAME_ID, "use_card")
@dataclass(frozen=True, slots=True)
class UseCard(Command):
    """Use a blue card's action at its timing (sub, main or free)."""

    card: str
    pay: tuple[str, ...] = ()


@register_command(GAME_ID, "play_card")
@dataclass(frozen=True, slots=True)
class PlayCard(Command):
    card: str
    pay: tuple[str, ...] = ()


@register_command(GAME_ID, "standard_action")
@dataclass(frozen=True, slots=True)
class StandardAction(Command):
    """Main actions 3-7: raise_temperature, place_ocean, place_greenery, place_city, buy_vp."""

    action: str
    pay: tuple[str, ...] = ()


@register_command(GAME_ID, "end_turn")
@dataclass(frozen=True, slots=True)
class EndTurn(Command):
    pass


@register_command(GAME_ID, "answer")
@dataclass(frozen=True, slots=True)
class Answer(Command):
    """Answer the pending decision with one of its options (a payment: faces joined by commas)."""

    value: str
