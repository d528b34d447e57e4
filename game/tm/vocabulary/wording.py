"""The words the vocabulary's descriptions are made of: resource, tile and parameter names and
the way amounts read ("+3", "X", "another of your cards"), all as ``Text`` for the translation layer.

The name tables are the catalogue strings the table shows everywhere (``ui.tables.tm.names``
reads them from here).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.i18n import N_, N_plural, Text

RESOURCES: dict[str, str] = {
    "megacredits": N_("M€"),
    "steel": N_("steel"),
    "titanium": N_("titanium"),
    "plants": N_("plants"),
    "energy": N_("energy"),
    "heat": N_("heat"),
}
CARD_RESOURCES: dict[str, str] = {
    "animal": N_("animals"),
    "microbe": N_("microbes"),
    "science": N_("science resources"),
    "fighter": N_("fighters"),
}
#: Resources counted one by one, singular and plural ("1 plant", "3 plants"); M€, steel,
#: titanium, energy and heat read the same for any amount.
COUNTED_RESOURCES: dict[str, tuple[str, str]] = {
    "plants": N_plural("plant", "plants"),
    "animal": N_plural("animal", "animals"),
    "microbe": N_plural("microbe", "microbes"),
    "science": N_plural("science resource", "science resources"),
    "fighter": N_plural("fighter", "fighters"),
}
TILES: dict[str, str] = {
    "ocean": N_("ocean"),
    "greenery": N_("greenery"),
    "city": N_("city"),
    "capital": N_("Capital"),
    "commercial_district": N_("Commercial District"),
    "ecological_zone": N_("Ecological Zone"),
    "industrial_center": N_("Industrial Center"),
    "lava_flows": N_("Lava Flows"),
    "mining_area": N_("Mining Area"),
    "mining_rights": N_("Mining Rights"),
    "mohole_area": N_("Mohole Area"),
    "natural_preserve": N_("Natural Preserve"),
    "nuclear_zone": N_("Nuclear Zone"),
    "restricted_area": N_("Restricted Area"),
    "claim": N_("Land Claim marker"),
}
PARAMETERS: dict[str, str] = {
    "temperature": N_("Temperature"),
    "oxygen": N_("Oxygen"),
    "oceans": N_("Oceans"),
}


def _lookup(table: Mapping[str, str], key: str) -> Text:
    return Text(table.get(key) or key.replace("_", " "))


def resource_name(key: str, count: Any = None) -> Text:
    """A resource (or card resource) name; with a whole-number ``count``, the form for that many."""
    if isinstance(count, int) and key in COUNTED_RESOURCES:
        return Text(COUNTED_RESOURCES[key], {"count": count})
    if key in CARD_RESOURCES:
        return Text(CARD_RESOURCES[key])
    return _lookup(RESOURCES, key)


def tile_name(kind: str) -> Text:
    return _lookup(TILES, kind)


def parameter_name(key: str) -> Text:
    return _lookup(PARAMETERS, key)


def amount(q: Any) -> str:
    """A quantity as a number, or "X" when the game decides it."""
    return str(q) if isinstance(q, int) else "X"


def count(q: Any) -> int | str:
    """A count for a plural form: the number, or "X" (shown with the plural form)."""
    return q if isinstance(q, int) else "X"


def signed(q: Any) -> str:
    return f"{q:+d}" if isinstance(q, int) else "+X"


def target_name(target: str) -> Text:
    """Which card receives or loses card resources."""
    if target == "this":
        return Text(N_("this card"))
    if target in ("another_own_card", "own_card_with_resources"):
        return Text(N_("another of your cards"))
    if target == "played_card":
        return Text(N_("the card just played"))
    return Text(target)
