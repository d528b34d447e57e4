"""Ares Project commands: turn plays and combat answers (spec §6.1, §9; scenario format steps).

Every command is registered by kind and validated with pydantic at the edge
(``game.core.command.command_from_data``). Positions on the battle line (``at``) are ``"left"``,
``"right"``, ``"first"`` (an empty line), ``"opposite:ID"``, ``"behind:ID"`` or ``"between:ID:ID"``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.command import Command, register_command

GAME_ID = "ares"


@register_command(GAME_ID, "opening")
@dataclass(frozen=True, slots=True)
class Opening(Command):
    """Setup: the 2 cards chosen from the deck into the hand (§5.1 step 4)."""

    cards: tuple[str, ...]


@register_command(GAME_ID, "build")
@dataclass(frozen=True, slots=True)
class Build(Command):
    """Play a building card face up with ``side`` up (on stack ``on`` in the full game)."""

    card: str
    side: str = ""
    on: str = ""
    id: str = ""


@register_command(GAME_ID, "resource")
@dataclass(frozen=True, slots=True)
class Resource(Command):
    """Play a card face down onto building ``on`` (or start a stack ``new_stack``, full game)."""

    card: str
    on: str = ""
    new_stack: str = ""


@register_command(GAME_ID, "attack")
@dataclass(frozen=True, slots=True)
class Attack(Command):
    """Play an attack card face up: ``choice`` normal, deep_strike or claim; ``target`` seat (-1: the only one)."""

    card: str
    choice: str
    target: int = -1


@register_command(GAME_ID, "score")
@dataclass(frozen=True, slots=True)
class Score(Command):
    """Score an attack card without attacking (R-SCORE-3)."""

    card: str


@register_command(GAME_ID, "pass")
@dataclass(frozen=True, slots=True)
class Pass(Command):
    """No card to play (R-TURN-4)."""


@register_command(GAME_ID, "declare")
@dataclass(frozen=True, slots=True)
class Declare(Command):
    """The defender defends ``frontier`` or ``base`` (R-CMB-6)."""

    defend: str


@register_command(GAME_ID, "place")
@dataclass(frozen=True, slots=True)
class Place(Command):
    """Put a force not on the line at ``at``."""

    force: str
    at: str = "first"


@register_command(GAME_ID, "move")
@dataclass(frozen=True, slots=True)
class Move(Command):
    """Redeploy a non-engaged force to ``at``."""

    force: str
    at: str


@register_command(GAME_ID, "emergency")
@dataclass(frozen=True, slots=True)
class Emergency(Command):
    """Emergency defense: hand cards as resources, each ``card@building``."""

    plays: tuple[str, ...]


@register_command(GAME_ID, "retreat")
@dataclass(frozen=True, slots=True)
class Retreat(Command):
    """Declare a retreat this round."""


@register_command(GAME_ID, "fire")
@dataclass(frozen=True, slots=True)
class Fire(Command):
    """Fire ``force`` at ``target`` (a force id, ``base_left`` or ``base_right``)."""

    force: str
    target: str


@register_command(GAME_ID, "reroll")
@dataclass(frozen=True, slots=True)
class Reroll(Command):
    """Spend a reroll on die ``die`` of the shot just rolled."""

    die: int


@register_command(GAME_ID, "destroy")
@dataclass(frozen=True, slots=True)
class Destroy(Command):
    """Destroy an empty building after a Base-card shot hit."""

    building: str


@register_command(GAME_ID, "proceed")
@dataclass(frozen=True, slots=True)
class Proceed(Command):
    """Decline the optional decision now waiting (emergency defense, moves, retreat, rerolls)."""


@register_command(GAME_ID, "special")
@dataclass(frozen=True, slots=True)
class Special(Command):
    """Play a Special card face up (full game; its faction's rule decides what it does); ``on``: the building it
    attaches to or acts on (§11.8), when the card names one."""

    card: str
    on: str = ""


@register_command(GAME_ID, "raid_force")
@dataclass(frozen=True, slots=True)
class RaidForce(Command):
    """The one force this player fights the Raid with (R-RAID-3)."""

    force: str


@register_command(GAME_ID, "rewards")
@dataclass(frozen=True, slots=True)
class Rewards(Command):
    """A won Raid's 2 rewards (R-RAID-5): ``take`` of steal/bonus/destroy; ``bonus`` as ``card@building``
    or ``card@+stack`` (a new stack)."""

    take: tuple[str, ...]
    destroy: str = ""
    bonus: tuple[str, ...] = ()
