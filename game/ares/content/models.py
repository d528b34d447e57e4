"""Pydantic models of the Ares Project cards, validated at load with errors naming card and field.

The same models read the game's own data files and the inline cards of scenario files
(``specs/ares-scenario-format.md``). Spec: ares-project.md §3, §16, §17 (cards marked ``provisional``
are our placeholder values where the seed gives none).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

UNIT_TYPES = ("infantry", "armour", "air", "building")
KINDS = ("building", "attack", "special", "special_building")


class ContentError(ValueError):
    """A content file or inline card that breaks the models (names the card and the field)."""


class Ratings(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    infantry: int | Literal["X"]
    armour: int | Literal["X"]
    air: int | Literal["X"]
    building: int | Literal["X"]

    @model_validator(mode="after")
    def _not_negative(self) -> Ratings:
        for t in UNIT_TYPES:
            v = getattr(self, t)
            if isinstance(v, int) and v < 0:
                raise ValueError(f"{t}: a rating is a number of 0 or more, or X")
        return self

    def against(self, unit_type: str) -> int | None:
        """The rating against ``unit_type``; None for X (never hits)."""
        v = getattr(self, unit_type)
        return None if v == "X" else v


class UnitSide(BaseModel):
    """One unit block of a building card (§3.3)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(min_length=1)
    name_ja: str = ""
    cost: int = Field(ge=1)
    type: Literal["infantry", "armour", "air", "building"]
    initiative: int
    ratings: Ratings
    tough: bool = False
    deep_strike: bool = False
    base_defense: bool = False
    no_flanking: bool = False
    shield: int = Field(0, ge=0)
    scouting: int = Field(0, ge=0)
    text: str = ""
    text_ja: str = ""
    provisional: bool = False


class Card(BaseModel):
    """One card kind of a faction deck, a start building or a scenario's inline card."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["building", "attack", "special", "special_building"]
    name_ja: str = ""
    faction: str = ""
    copies: int = Field(1, ge=0)
    cost: int = Field(0, ge=0)  # building cost (full game, §11.4)
    units: tuple[UnitSide, ...] = ()
    start: bool = False
    permanent: bool = False
    basic_only: bool = False  # a start building of the basic game only
    full_only: bool = False  # a start building of the full game only
    start_units: int = Field(0, ge=0)
    attack: Literal["standard", "raid", "special"] | None = None
    text: str = ""
    text_ja: str = ""
    seed: str = ""  # what the seed rulebook itself establishes about the card
    provisional: bool = False

    @model_validator(mode="after")
    def _shape(self) -> Card:
        if self.kind == "building" and not 1 <= len(self.units) <= 2:
            raise ValueError("units: a building card has one or two unit sides")
        if self.kind != "building" and self.units:
            raise ValueError("units: only a building card has unit sides")
        if (self.kind == "attack") != (self.attack is not None):
            raise ValueError("attack: an attack card names its attack kind, other cards none")
        names = [u.name for u in self.units]
        if len(set(names)) != len(names):
            raise ValueError("units: two sides with the same name")
        return self

    def side(self, name: str | None) -> UnitSide:
        """The unit side called ``name`` (the only side when None)."""
        if name is None:
            return self.units[0]
        return next(u for u in self.units if u.name == name)


class Faction(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name_ja: str = Field(min_length=1)
    basic: bool = False
    provisional: bool = False
    cards: dict[str, Card]


def validate_card(name: str, data: object) -> Card:
    """A card from plain data; ``ContentError`` naming the card and the field."""
    try:
        return Card.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err.get("loc", ())) or "card"
        raise ContentError(f"card {name!r}: {where}: {err.get('msg', '')}") from None


def validate_faction(name: str, data: object) -> Faction:
    if not isinstance(data, dict) or not isinstance(data.get("cards"), dict):
        raise ContentError(f"faction {name!r}: cards: missing")
    cards = {n: validate_card(n, c) for n, c in data["cards"].items()}
    try:
        return Faction.model_validate({**data, "cards": cards})
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err.get("loc", ())) or "faction"
        raise ContentError(f"faction {name!r}: {where}: {err.get('msg', '')}") from None
