"""The robot game's words at the table: card names and texts in the current language (the data
files carry English and Japanese), ability names, seasons, and log lines with the players' names
and localized card names (the engine's events carry card ids, which are the English names)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.i18n import N_, Text, current_language, tr
from game.robots.content.load import content

ABILITIES = {
    "mobility": N_("Mobility"),
    "collection": N_("Collection"),
    "survey": N_("Survey"),
    "storage": N_("Storage"),
    "combat": N_("Combat"),
    "defense": N_("Defense"),
    "dialogue": N_("Dialogue"),
}
SHORT = {
    "mobility": N_("Mob"),
    "collection": N_("Col"),
    "survey": N_("Sur"),
    "storage": N_("Sto"),
    "combat": N_("Com"),
    "defense": N_("Def"),
    "dialogue": N_("Dia"),
}
SEASONS = {
    "development": N_("Development season"),
    "planning": N_("Planning season"),
    "exploration": N_("Exploration season"),
    "end_of_round": N_("End of the round"),
    "over": N_("Game over"),
}


def _card(card: str) -> Any:
    c = content()
    return c.parts.get(card) or c.mars.get(card) or c.robots.get(card)


def card_name(card: str) -> str:
    """``card``'s name (a part, Mars card or robot id) in the current language."""
    data = _card(card)
    if data is None:
        return card
    if current_language() == "ja" and data.name_ja:
        return data.name_ja
    return data.name


def card_text(card: str) -> str:
    data = _card(card)
    if data is None:
        return ""
    if current_language() == "ja" and data.text_ja:
        return data.text_ja
    return data.text


def ability_name(key: str, short: bool = False) -> str:
    return tr((SHORT if short else ABILITIES)[key])


def season_name(season: str) -> str:
    return tr(SEASONS.get(season, N_("Development season")))


def event_params(event: Any, player_names: Sequence[str]) -> dict[str, Any]:
    """The event's parameters for the table: the seat's name for ``player``, localized card names."""
    params = dict(event.params)
    if event.seat is not None and 0 <= event.seat < len(player_names):
        params["player"] = player_names[event.seat]
    if isinstance(params.get("card"), str):
        params["card"] = card_name(params["card"])
    if isinstance(params.get("cards"), str):
        params["cards"] = tr(N_(", ")).join(
            card_name(c.strip()) for c in params["cards"].replace("|", ",").split(",") if c.strip()
        )
    return params


def event_line(event: Any, player_names: Sequence[str]) -> str:
    """One log line of ``event`` in the current language."""
    return Text(event.text, event_params(event, player_names)).translated()
