"""Player-facing names in the current language: resources, tags, tiles, parameters,
cards, projects, milestones, awards, spaces, players; and game events as log lines.

The engine names things by English ids (``"plants"``, ``"Mining Guild"``); the
content files carry the Japanese card, project, milestone and award names, and
everything else is a catalogue string here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.i18n import N_, Text, current_language, tr, trn
from game.tm.board import tharsis
from game.tm.content import card, milestones_awards, standard_projects
from game.tm.state import NEUTRAL
from game.tm.vocabulary.wording import CARD_RESOURCES, COUNTED_RESOURCES, PARAMETERS, RESOURCES, TILES
from ui.table.players import default_player_name

TAGS: dict[str, str] = {
    "building": N_("Building"),
    "space": N_("Space"),
    "science": N_("Science"),
    "power": N_("Power"),
    "earth": N_("Earth"),
    "plant": N_("Plant"),
    "microbe": N_("Microbe"),
    "jovian": N_("Jovian"),
    "city": N_("City"),
    "animal": N_("Animal"),
    "event": N_("Event"),
}
SPACE_NAMES: dict[str, str] = {
    "Tharsis Tholus": N_("Tharsis Tholus"),
    "Ascraeus Mons": N_("Ascraeus Mons"),
    "Pavonis Mons": N_("Pavonis Mons"),
    "Arsia Mons": N_("Arsia Mons"),
    "Noctis City": N_("Noctis City"),
    "Ganymede Colony": N_("Ganymede Colony"),
    "Phobos Space Haven": N_("Phobos Space Haven"),
}
CARD_TYPES: dict[str, str] = {
    "automated": N_("Automated"),
    "active": N_("Active"),
    "event": N_("Event"),
    "corporation": N_("Corporation"),
}
PHASES: dict[str, str] = {
    "setup": N_("Setup"),
    "action": N_("Action phase"),
    "research": N_("Research phase"),
    "draft": N_("Draft"),
    "final_greenery": N_("Final greenery placement"),
    "over": N_("Game over"),
}


def _lookup(table: Mapping[str, str], key: str) -> str:
    msgid = table.get(key)
    return tr(msgid) if msgid else key.replace("_", " ")


def resource(key: str, count: int | None = None) -> str:
    """A resource (or card resource) name: ``"plants"`` -> "plants" / "植物"; with a
    ``count``, the form for that many ("1 plant")."""
    if isinstance(count, int) and key in COUNTED_RESOURCES:
        return trn(*COUNTED_RESOURCES[key], abs(count))
    if key in CARD_RESOURCES:
        return tr(CARD_RESOURCES[key])
    return _lookup(RESOURCES, key)


def resource_heading(key: str) -> str:
    """A resource name as a row heading, capitalised like "M€": "Steel", "Titanium" (Japanese unchanged)."""
    name = resource(key)
    return name[:1].upper() + name[1:]


def tag(key: str) -> str:
    return _lookup(TAGS, key)


def tile(kind: str) -> str:
    return _lookup(TILES, kind)


def parameter(key: str) -> str:
    return _lookup(PARAMETERS, key)


def card_type(kind: str) -> str:
    return _lookup(CARD_TYPES, kind)


def phase(key: str) -> str:
    return _lookup(PHASES, key)


def _japanese() -> bool:
    return current_language() == "ja"


def card_name(name: str) -> str:
    """A card's name in the current language (the content file has both)."""
    try:
        c = card(name)
    except KeyError:
        return name
    return c.name_ja if _japanese() and c.name_ja else c.name


def card_text(name: str) -> str:
    """The card's rules text in the current language (English when no Japanese exists yet)."""
    c = card(name)
    if _japanese() and c.text_ja:
        return c.text_ja
    return c.text_en


def project_name(name: str) -> str:
    p = standard_projects().get(name)
    if p is None:
        return name
    return p.name_ja if _japanese() else p.name


def milestone_or_award_name(name: str) -> str:
    ms, aw, _, _ = milestones_awards()
    item = ms.get(name) or aw.get(name)
    if item is None:
        return name
    return item.name_ja if _japanese() else item.name


def space_name(space_id: str) -> str:
    """ "Pavonis Mons", or "space 23" for an unnamed space."""
    space = tharsis().spaces.get(space_id)
    if space is not None and space.name:
        return _lookup(SPACE_NAMES, space.name)
    return Text(N_("space {id}"), {"id": space_id}).translated()


def player_name(names: Sequence[str], seat: int) -> str:
    """The name typed for ``seat`` (or "Player N"); "Neutral" for the solo opponent."""
    if seat == NEUTRAL:
        return tr(N_("Neutral"))
    if 0 <= seat < len(names) and names[seat].strip():
        return names[seat].strip()
    return default_player_name(seat)


def localise_params(params: Mapping[str, Any], names: Sequence[str]) -> dict[str, Any]:
    """Event parameters with ids replaced by names in the current language."""
    out = dict(params)
    if isinstance(out.get("player"), int):
        out["player"] = player_name(names, out["player"])
    if isinstance(out.get("card"), str):
        out["card"] = card_name(out["card"])
    if isinstance(out.get("resource"), str):
        out["resource"] = resource(out["resource"], out.get("count"))
    if isinstance(out.get("tile"), str):
        out["tile"] = tile(out["tile"])
    if isinstance(out.get("project"), str):
        out["project"] = project_name(out["project"])
    if isinstance(out.get("name"), str):
        out["name"] = milestone_or_award_name(out["name"])
    if isinstance(out.get("space"), str):
        out["space"] = space_name(out["space"])
    return out


def event_line(event: Any, names: Sequence[str]) -> str:
    """One game event as a log line in the current language."""
    return Text(event.text, localise_params(event.params, names)).translated()
