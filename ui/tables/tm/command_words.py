"""A Terraforming Mars command in words, in the current language ("Play Comet", "Pay 12 M€,
2 steel"): what Suggest shows as its advice."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.command import Command
from game.i18n import N_, Text, tr
from game.tm.commands import (
    Cancel,
    CardAction,
    ChooseAmount,
    ChooseCard,
    ChooseCards,
    ChooseCorporation,
    ChooseOption,
    ChoosePlayer,
    ChooseSpace,
    ClaimMilestone,
    ConvertHeat,
    ConvertPlants,
    EndTurn,
    FundAward,
    Pass,
    Pay,
    PlayCard,
    Skip,
    StandardProject,
)
from game.tm.decisions import OptionsDecision, YesNoDecision
from ui.tables.tm import describe, names

PAID = ("megacredits", "steel", "titanium", "heat")  # Pay's fields, each named after its resource


def _named(msgid: str, key: str, name: Callable[[str], str]) -> Callable[[Command, Any], str]:
    return lambda c, _session: Text(msgid, {key: name(getattr(c, key))}).translated()


def _fixed(msgid: str) -> Callable[[Command, Any], str]:
    return lambda _c, _session: tr(msgid)


def _option(command: ChooseOption, session) -> str:
    decision = session.decision()
    if isinstance(decision, OptionsDecision | YesNoDecision):
        return describe.decision_option(decision, command.option, session.state)
    return str(command.option + 1)


def _cards(command: ChooseCards, _session) -> str:
    return ", ".join(names.card_name(c) for c in command.cards) or tr(N_("No cards"))


def _pay(command: Pay, _session) -> str:
    parts = [f"{getattr(command, key)} {names.resource(key)}" for key in PAID if getattr(command, key)]
    return Text(N_("Pay {amounts}"), {"amounts": ", ".join(parts) or "0"}).translated()


WORDS: dict[type, Callable[[Any, Any], str]] = {
    PlayCard: _named(N_("Play {card}"), "card", names.card_name),
    StandardProject: _named(N_("Standard project: {project}"), "project", names.project_name),
    CardAction: _named(N_("Use the action of {card}"), "card", names.card_name),
    ClaimMilestone: _named(N_("Claim {milestone}"), "milestone", names.milestone_or_award_name),
    FundAward: _named(N_("Fund {award}"), "award", names.milestone_or_award_name),
    ChooseSpace: _named(N_("Place on {space}"), "space", names.space_name),
    ConvertPlants: _fixed(N_("Greenery from plants")),
    ConvertHeat: _fixed(N_("Temperature from heat")),
    EndTurn: _fixed(N_("End turn")),
    Pass: _fixed(N_("Pass")),
    Skip: _fixed(N_("Skip")),
    Cancel: _fixed(N_("Cancel")),
    ChoosePlayer: lambda c, session: names.player_name(session.player_names, c.target),
    ChooseAmount: lambda c, _session: str(c.amount),
    ChooseOption: _option,
    ChooseCard: lambda c, _session: names.card_name(c.card),
    ChooseCards: _cards,
    ChooseCorporation: lambda c, _session: names.card_name(c.corporation),
    Pay: _pay,
}


def command_words(command: Command, session) -> str:
    """``command`` as a short phrase (``session``: the TM table session it is legal in)."""
    return WORDS[type(command)](command, session)


def suggestion_line(table) -> str | None:
    """The top bar's line for Suggest: asking, then the advice (None when not asked)."""
    command = table.suggested()
    if command is not None:
        return Text(N_("Suggested: {move}"), {"move": command_words(command, table.session)}).translated()
    if table.suggestion_pending():
        return tr(N_("Looking for a good move…"))
    return None
