"""Every behaviour in the card content, parsed once when a game is set up, and the way the
engine finds the parsed form of a behaviour it holds as JSON.

A broken behaviour is a ``ContentError`` naming the file, the card and the field, as for the rest
of the card's fields (``game.tm.content``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from game.tm.content import CardDef, ContentError, cards, parse_cards, standard_projects
from game.tm.vocabulary.base import EMPTY, Behaviour, VocabularyError, parse_behaviour


def card_behaviours(c: CardDef) -> Iterator[tuple[str, Any]]:
    """Each behaviour a card holds, with the field it sits in."""
    yield "behavior", c.behavior
    action = c.action or {}
    if "choice" in action:
        for i, option in enumerate(action["choice"]):
            yield f"action.choice.{i}.gain", option.get("gain")
    elif action:
        yield "action.gain", action.get("gain")
    for i, effect in enumerate(c.effects):
        if effect["kind"] == "trigger":
            yield f"effect.{i}.gain", effect.get("gain")
    if c.starting and c.starting.get("first_action"):
        yield "starting.first_action", c.starting["first_action"]


def parse_card_vocabulary(defs: Mapping[str, CardDef], source: str = "cards.json") -> dict[int, Behaviour]:
    """Parse every behaviour of ``defs``; the result maps the JSON object's identity to its parse."""
    parsed: dict[int, Behaviour] = {}
    for name, c in defs.items():
        for where, raw in card_behaviours(c):
            try:
                b = parse_behaviour(raw, where)
            except VocabularyError as exc:
                raise ContentError(f"{source}: card {name}: field {exc}") from None
            if raw:
                parsed[id(raw)] = b
    return parsed


def load_cards(raw: Any, source: str = "cards.json") -> tuple[dict[str, CardDef], dict[int, Behaviour]]:
    """Validate a card file whole: the cards' fields, then every behaviour they hold."""
    defs = parse_cards(raw, source)
    return defs, parse_card_vocabulary(defs, source)


@cache
def content_vocabulary() -> dict[int, Behaviour]:
    """Every behaviour of the card content, parsed once (a new game asks for it before it starts,
    so a broken card file stops the game at load, not at the card's first play), and the standard
    projects' effects that the vocabulary reads (Sell Patents' is done by its own executor)."""
    parsed = parse_card_vocabulary(cards())
    for project in standard_projects().values():
        try:
            parsed[id(project.effect)] = parse_behaviour(project.effect, f"{project.name}.effect")
        except VocabularyError:
            continue  # not read through the vocabulary: parsing it at play would fail the same way
    return parsed


def behaviour_of(raw: Mapping[str, Any] | None) -> Behaviour:
    """The parsed form of a behaviour: the one parsed at load for a card's own JSON, else parsed now
    (a behaviour rebuilt for a task, such as a copied production box or a deferred decrease)."""
    if not raw:
        return EMPTY
    found = content_vocabulary().get(id(raw))
    if found is not None and found.raw is raw:
        return found
    return parse_behaviour(raw)
