"""The Ares Project's own content files, validated once at load (models.py).

Ruling AR-01: the seed gives no deck lists; the basic-game Terran and Kahoum decks here are our
provisional set (every card not fully given by the seed is marked ``provisional``), keeping every
name and number of §16. Colossus and Xenos are full-game factions (content/<faction>/DESIGN.md).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from game.ares.content.models import Card, ContentError, Faction, validate_faction
from game.core.content_history import content_path, content_version

HERE = Path(__file__).resolve().parent
DECK_SIZE = 50
FACTION_FILES = ("terran", "kahoum", "colossus", "xenos")


@dataclass(frozen=True, slots=True)
class Content:
    factions: dict[str, Faction]
    _cards: dict[str, Card] = field(default_factory=dict, compare=False, repr=False)  # built once

    def cards(self) -> dict[str, Card]:
        """Every card by name (names are unique across factions); one shared table, never mutated."""
        if not self._cards:
            for fname, f in self.factions.items():
                self._cards.update({n: c.model_copy(update={"faction": fname}) for n, c in f.cards.items()})
        return self._cards

    def deck(self, faction: str) -> list[str]:
        """The faction's 50-card deck, in data order (copies repeated)."""
        return [n for n, c in self.factions[faction].cards.items() if not c.start for _ in range(c.copies)]

    def start_buildings(self, faction: str, mode: str) -> list[str]:
        cards = self.factions[faction].cards
        return [
            n
            for n, c in cards.items()
            if c.start and not (mode == "basic" and c.full_only) and not (mode == "full" and c.basic_only)
        ]


def check(content: Content) -> None:
    """Deck sizes and attack splits of §2 and §16.2; names unique across factions."""
    seen: set[str] = set()
    for fname, f in content.factions.items():
        for n in f.cards:
            if n in seen and n not in ("Standard Attack", "Raid"):
                raise ContentError(f"card {n!r}: name: used by two factions")
            seen.add(n)
        deck = content.deck(fname)
        if len(deck) != DECK_SIZE:
            raise ContentError(f"faction {fname!r}: copies: the deck has {len(deck)} cards, not {DECK_SIZE}")
        for n, card in f.cards.items():
            if card.target not in ("", "unit") and card.target not in f.cards:
                raise ContentError(f"card {n!r}: target: {card.target!r} is no card of {fname!r}")
        split = {k: sum(1 for n in deck if f.cards[n].attack == k) for k in ("standard", "raid", "special")}
        if split != {"standard": 4, "raid": 2, "special": 3}:
            raise ContentError(f"faction {fname!r}: attack: the deck's attacks are {split}, not 4/2/3")


def load_from(directory: Path, kept: tuple[int | None, ...] | None = None) -> Content:
    """The factions' files of ``directory`` (``kept``: for each faction the kept rules version to
    read, ``game.core.content_history``; None: today's files)."""
    factions = {}
    for i, name in enumerate(FACTION_FILES):
        path = content_path(directory, f"{name}.json", None if kept is None else kept[i])
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise ContentError(f"{path.name}: {exc}") from None
        factions[name] = validate_faction(name, data)
    c = Content(factions)
    check(c)
    return c


def content(rules_version: int | None = None) -> Content:
    """The factions a game of ``rules_version`` is played with (None: today's files; a game of an
    earlier rules version reads the files kept from it: ``game.core.content_history``)."""
    return _content(tuple(content_version(HERE, f"{name}.json", rules_version) for name in FACTION_FILES))


@cache
def _content(kept: tuple[int | None, ...]) -> Content:
    return load_from(HERE, kept)
