"""Terraforming Mars commands: top-level actions and answers to decisions."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.command import Command, interned, register_command

GAME_ID = "tm"


# --- top-level actions (action phase, no decision pending) -------------------------------
@register_command(GAME_ID, "play_card")
@dataclass(frozen=True, slots=True)
class PlayCard(Command):
    card: str


@register_command(GAME_ID, "standard_project")
@dataclass(frozen=True, slots=True)
class StandardProject(Command):
    project: str


@register_command(GAME_ID, "card_action")
@dataclass(frozen=True, slots=True)
class CardAction(Command):
    """Use a blue card's (or corporation's) action, or a corporation's first action."""

    card: str


@register_command(GAME_ID, "convert_plants")
@dataclass(frozen=True, slots=True)
class ConvertPlants(Command):
    pass


@register_command(GAME_ID, "convert_heat")
@dataclass(frozen=True, slots=True)
class ConvertHeat(Command):
    pass


@register_command(GAME_ID, "claim_milestone")
@dataclass(frozen=True, slots=True)
class ClaimMilestone(Command):
    milestone: str


@register_command(GAME_ID, "fund_award")
@dataclass(frozen=True, slots=True)
class FundAward(Command):
    award: str


@register_command(GAME_ID, "end_turn")
@dataclass(frozen=True, slots=True)
class EndTurn(Command):
    pass


@register_command(GAME_ID, "pass")
@dataclass(frozen=True, slots=True)
class Pass(Command):
    pass


# --- answers to pending decisions ---------------------------------------------------------
@register_command(GAME_ID, "choose_space")
@dataclass(frozen=True, slots=True)
class ChooseSpace(Command):
    space: str


@register_command(GAME_ID, "choose_player")
@dataclass(frozen=True, slots=True)
class ChoosePlayer(Command):
    target: int  # a seat, or -1 for the solo game's neutral opponent


@register_command(GAME_ID, "choose_amount")
@dataclass(frozen=True, slots=True)
class ChooseAmount(Command):
    amount: int


@register_command(GAME_ID, "choose_option")
@dataclass(frozen=True, slots=True)
class ChooseOption(Command):
    option: int


@register_command(GAME_ID, "choose_card")
@dataclass(frozen=True, slots=True)
class ChooseCard(Command):
    card: str


@register_command(GAME_ID, "choose_cards")
@dataclass(frozen=True, slots=True)
class ChooseCards(Command):
    cards: tuple[str, ...]


@register_command(GAME_ID, "choose_corporation")
@dataclass(frozen=True, slots=True)
class ChooseCorporation(Command):
    corporation: str


@register_command(GAME_ID, "pay")
@dataclass(frozen=True, slots=True)
class Pay(Command):
    megacredits: int = 0
    steel: int = 0
    titanium: int = 0
    heat: int = 0


@register_command(GAME_ID, "skip")
@dataclass(frozen=True, slots=True)
class Skip(Command):
    """Decline an optional effect (or stop converting plants at game end)."""


@register_command(GAME_ID, "cancel")
@dataclass(frozen=True, slots=True)
class Cancel(Command):
    """Back out of a payment before anything happened."""


# --- the engine's own constructors ----------------------------------------------------------
# Legal commands are listed again at every position; these hand out one shared instance per
# distinct command (``game.core.command.interned``). Only for arguments the engine computed.
play_card = interned(PlayCard)
standard_project = interned(StandardProject)
card_action = interned(CardAction)
convert_plants = interned(ConvertPlants)
convert_heat = interned(ConvertHeat)
claim_milestone = interned(ClaimMilestone)
fund_award = interned(FundAward)
end_turn = interned(EndTurn)
pass_ = interned(Pass)
choose_space = interned(ChooseSpace)
choose_player = interned(ChoosePlayer)
choose_amount = interned(ChooseAmount)
choose_option = interned(ChooseOption)
choose_card = interned(ChooseCard)
choose_corporation = interned(ChooseCorporation)
pay = interned(Pay)
skip = interned(Skip)
cancel = interned(Cancel)
