"""The robot game's own content files, validated once at load (models.py).

Rulings RB-01, RB-02, RB-03: the robots, nine special parts and the basic parts' missing icons are
our own final set (content/DESIGN.md, BALANCE.md); RB-04: abilities are named, not drawn;
RB-33: only the seed's card data and icon legend are missing, its rules text is complete.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.core.content_history import content_path, content_version
from game.robots.content.models import (
    Components,
    ContentError,
    MarsCard,
    Part,
    Robot,
    load_mars,
    load_parts,
    load_robots,
    validate,
)

HERE = Path(__file__).resolve().parent
SEED_PART_NAMES = ("Cannon", "Sensor", "Drive", "Missile", "Shield", "Repair Tool", "Advertisement")


@dataclass(frozen=True, slots=True)
class Content:
    parts: dict[str, Part]
    robots: dict[str, Robot]
    mars: dict[str, MarsCard]
    components: Components
    basic_copies: int  # of each basic part per player
    special_copies: int  # of each special part in the supply

    @property
    def basic(self) -> tuple[str, ...]:
        return tuple(n for n, p in self.parts.items() if p.kind == "basic")

    @property
    def special(self) -> tuple[str, ...]:
        return tuple(n for n, p in self.parts.items() if p.kind == "special")

    def vp_values(self) -> list[int]:
        """Every VP card by value, highest first (the 32 cards of §3)."""
        return [int(v) for v in ("4", "3", "2") for _ in range(self.components.vp_cards[v])]


FILES = ("parts.json", "robots.json", "mars.json", "components.json")


def _read(name: str, kept: int | None = None):
    return json.loads(content_path(HERE, name, kept).read_text(encoding="utf-8"))


def build(parts_data, robots_data, mars_data, components_data) -> Content:
    """Content from parsed files; ``ContentError`` naming the file, card and field."""
    parts, copies = load_parts(parts_data)
    for name in SEED_PART_NAMES:
        if name not in parts:
            raise ContentError(f"parts.json: the seed's part {name!r} is missing")
    robots = load_robots(robots_data)
    mars = load_mars(mars_data)
    components = validate(Components, components_data, "components.json")
    letters = {m.deck for m in mars.values()}
    if len(mars) != 6 or letters != {"A", "B"}:
        raise ContentError("mars.json: needs the six kinds of §3, in decks A and B")
    if len(robots) != components.robots_in_box:
        raise ContentError(f"robots.json: needs {components.robots_in_box} robots, not {len(robots)}")
    return Content(parts, robots, mars, components, int(copies["basic_per_player"]), int(copies["special"]))


def content(rules_version: int | None = None) -> Content:
    """The content a game of ``rules_version`` is played with (None: today's files; a game of an
    earlier rules version reads the files kept from it: ``game.core.content_history``)."""
    return _content(tuple(content_version(HERE, name, rules_version) for name in FILES))


@cache
def _content(kept: tuple[int | None, ...]) -> Content:
    return build(*(_read(name, version) for name, version in zip(FILES, kept, strict=True)))
