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
# The full game's effect vocabulary (game/ares/effects.py reads it; the faction plug-ins add their own rules):
EFFECTS = frozenset(
    {
        "power",  # special: power gained at once; special building or attached card: power at each construction
        "to_hit",  # attached, unit side or special attack: added to the ratings of the shots
        "initiative",  # added to the initiative
        "shield",  # shields at construction
        "scouting",  # added to the force's scouting
        "rerolls",  # rerolls for the combat (special building at each construction, special attack)
        "draw",  # special: cards drawn at once
        "bonus",  # special: bonus resources (R-BONUS-1) onto the building it names
        "units",  # special: units added at once to the building it names (up to the cap of 4)
        "cost",  # power paid at construction for the rest of the effect to work in that combat
        "vs_infantry",  # added to one rating only (Ground Pound's +-1)
        "vs_armour",
        "vs_air",
        "vs_building",
    }
)


def _check_effect(effect: dict[str, int]) -> None:
    unknown = sorted(set(effect) - EFFECTS)
    if unknown:
        raise ValueError(f"effect: unknown key {unknown[0]!r}")
    if effect.get("cost", 0) < 0:
        raise ValueError("effect: a power cost is 0 or more")


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
    effect: dict[str, int] = Field(default_factory=dict)  # full game only (EFFECTS)

    @model_validator(mode="after")
    def _effect(self) -> UnitSide:
        _check_effect(self.effect)
        if self.effect and not self.text:
            raise ValueError("text: a unit side with an effect says what it does")
        return self


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
    effect: dict[str, int] = Field(default_factory=dict)  # full game only (EFFECTS)
    attach: bool = False  # a Special card tucked under a building (§11.8)
    target: str = ""  # what it attaches to or acts on: "unit" (a unit building) or a card name
    takes_resources: bool = False  # an attached card that resources may be played onto (Colossus Upgrade)

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
        _check_effect(self.effect)
        if (self.attach or self.takes_resources) and self.kind != "special":
            raise ValueError("attach: only a Special card attaches to a building")
        if self.takes_resources and not self.attach:
            raise ValueError("takes_resources: only an attached card takes resources")
        if (self.attach or "bonus" in self.effect or "units" in self.effect) and not self.target:
            raise ValueError("target: a card that attaches or acts on a building names what it acts on")
        if (self.effect or self.attach) and not self.text:
            raise ValueError("text: a card with an effect says what it does")
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
        where = ".".join(str(p) for p in err.get("loc", ()))
        msg = err.get("msg", "").removeprefix("Value error, ")  # our validators' messages name their field
        raise ContentError(f"card {name!r}: {where + ': ' if where else ''}{msg}") from None


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
