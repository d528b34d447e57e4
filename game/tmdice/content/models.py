"""Pydantic models of cards, boards and effects, validated at load with errors naming card and field.

The same models read the game's own data files (``cards.json``, ``board.json``) and the inline test
cards of scenario files (``specs/tmdice-scenario-format.md``), so a card rule works on any card that
carries it.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from game.tmdice.dice import COLOURS, FACES, ICONS

#: The §16 rules a card may carry (``rule``), by name.
RULES: tuple[str, ...] = (
    "Valley Trust",
    "Tharsis Republic",
    "Equatorial Magnetizer",
    "Infrastructure",
    "Mohole Lake",
    "Wetlands",
    "Immigrant City",
    "Mangrove",
    "Metropolis",
    "Turning Point",
    "Mediator",
    "Quality Control",
    "Peninsula",
    "Development Center",
    "Robot Workers",
)
ACTION_RULES = ("Development Center", "Robot Workers")
TILES = ("ocean", "greenery", "city", "special")
#: where a special tile may go, besides the general rule (an empty space that is not ocean-reserved)
PLACEMENTS = ("anywhere", "isolated", "central", "next_to_ocean", "next_to_greenery", "next_to_city")
EFFECT_KEYS = (
    "dice",
    "resource",
    "wild",
    "vp",
    "draw",
    "temperature",
    "oxygen",
    "ocean",
    "greenery",
    "city",
    "special",
    "change_face",
    "attack",
)


def check_effect(effect: Any) -> dict[str, Any]:
    """One effect of §5 as the scenario format writes it; ``ValueError`` naming what is wrong."""
    if not isinstance(effect, dict) or len(effect) != 1:
        raise ValueError("an effect is an object with exactly one key")
    ((key, value),) = effect.items()
    if key not in EFFECT_KEYS:
        raise ValueError(f"unknown effect {key!r}")
    if key == "dice":
        _counts(value, (*COLOURS, "any"), "dice")
    elif key == "resource":
        _counts(value, tuple(i for i in ICONS), "resource")
    elif key == "attack":
        if value not in ICONS:
            raise ValueError(f"attack: unknown icon {value!r}")
    elif type(value) is not int or value < 0:
        raise ValueError(f"{key}: needs a whole number >= 0")
    return dict(effect)


def check_effects(effects: list[Any]) -> list[dict[str, Any]]:
    """A list of effects; an error names the index of the bad one."""
    out = []
    for i, effect in enumerate(effects):
        try:
            out.append(check_effect(effect))
        except ValueError as exc:
            raise ValueError(f"{i}: {exc}") from None
    return out


def _counts(value: Any, keys: tuple[str, ...], what: str) -> None:
    if not isinstance(value, dict):
        raise ValueError(f"{what}: needs an object")
    for k, n in value.items():
        if k not in keys:
            raise ValueError(f"{what}: unknown {k!r}")
        if type(n) is not int or n < 0:
            raise ValueError(f"{what}.{k}: needs a whole number >= 0")


class Action(BaseModel):
    """A blue card's action: its timing, the cost left of the arrow and the reward right of it."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    timing: Literal["sub", "main", "free"]
    cost: dict[str, int] = Field(default_factory=dict)
    effects: list[dict[str, Any]] = Field(default_factory=list)
    rule: str | None = None

    @field_validator("cost")
    @classmethod
    def _cost(cls, v: dict[str, int]) -> dict[str, int]:
        _counts(v, ICONS, "cost")
        return v

    @field_validator("effects")
    @classmethod
    def _effects(cls, v: list[Any]) -> list[dict[str, Any]]:
        return check_effects(v)

    @field_validator("rule")
    @classmethod
    def _rule(cls, v: str | None) -> str | None:
        if v is not None and v not in ACTION_RULES:
            raise ValueError(f"unknown action rule {v!r}")
        return v


class SpecialTile(BaseModel):
    """The brown special tile a card places (R-SPECIAL-1): its identity, names, icon and restriction."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    name_ja: str = Field(min_length=1)
    icon: str = Field(min_length=1)
    placement: Literal[PLACEMENTS] = "anywhere"  # type: ignore[valid-type]


class Card(BaseModel):
    """One card of any kind. Absent parts are empty: a card has only what it prints."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["project", "bonus", "corporation"]
    colour: Literal["green", "red", "blue"] | None = None
    cost: dict[str, int] = Field(default_factory=dict)
    vp: int = 0
    produce: dict[str, int] = Field(default_factory=dict)
    effects: list[dict[str, Any]] = Field(default_factory=list)
    action: Action | None = None
    on_tile: dict[Literal["ocean", "greenery", "city"], list[dict[str, Any]]] = Field(default_factory=dict)
    reduce: str | None = None
    boxes: int = Field(0, ge=0)
    rule: str | None = None
    tile: SpecialTile | None = None  # the special tile its ``special`` effect places
    module: Literal["base", "corporate_era", "promo"] = "base"
    name_ja: str = ""
    text_en: str = ""
    text_ja: str = ""

    @field_validator("cost")
    @classmethod
    def _cost(cls, v: dict[str, int]) -> dict[str, int]:
        _counts(v, ICONS, "cost")
        return v

    @field_validator("produce")
    @classmethod
    def _produce(cls, v: dict[str, int]) -> dict[str, int]:
        _counts(v, (*COLOURS, "wild", "vp"), "produce")
        return v

    @field_validator("effects")
    @classmethod
    def _effects(cls, v: list[Any]) -> list[dict[str, Any]]:
        return check_effects(v)

    @field_validator("on_tile")
    @classmethod
    def _on_tile(cls, v: dict[str, list[Any]]) -> dict[str, list[dict[str, Any]]]:
        return {k: check_effects(es) for k, es in v.items()}

    @field_validator("reduce")
    @classmethod
    def _reduce(cls, v: str | None) -> str | None:
        if v is not None and v not in FACES:
            raise ValueError(f"unknown face {v!r}")
        return v

    @field_validator("rule")
    @classmethod
    def _rule(cls, v: str | None) -> str | None:
        if v is not None and (v not in RULES or v in ACTION_RULES):
            raise ValueError(f"unknown card rule {v!r}")
        return v

    @model_validator(mode="after")
    def _colour(self) -> Card:
        if self.kind != "corporation" and self.colour is None:
            raise ValueError("colour: required for project and bonus cards")
        if self.tile is not None and not self.places_special():
            raise ValueError("tile: only a card with a 'special' effect places a special tile")
        return self

    def places_special(self) -> bool:
        """Whether the card's effects or action place a special tile."""
        effects = self.effects + (self.action.effects if self.action else [])
        return any("special" in e for e in effects)

    def die_icons(self) -> int:
        """Die icons in the brown box (the tie-break count, ruling TD-16)."""
        return sum(n for k, n in self.produce.items() if k in COLOURS)


class Space(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    ocean: bool = False
    bonus: list[dict[str, Any]] = Field(default_factory=list)
    central: bool = False
    person: bool = False

    @field_validator("bonus")
    @classmethod
    def _bonus(cls, v: list[Any]) -> list[dict[str, Any]]:
        return check_effects(v)


class Board(BaseModel):
    """Spaces, adjacency and track bonuses (a scenario's ``board`` or the game's ``board.json``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    spaces: dict[str, Space] = Field(default_factory=dict)
    adjacent: list[tuple[str, str]] = Field(default_factory=list)
    track_bonus: dict[Literal["temperature", "oxygen"], dict[str, list[dict[str, Any]]]] = Field(
        default_factory=dict
    )

    @model_validator(mode="after")
    def _check(self) -> Board:
        for i, (a, b) in enumerate(self.adjacent):
            for s in (a, b):
                if s not in self.spaces:
                    raise ValueError(f"adjacent.{i}: unknown space {s!r}")
        allowed = {"temperature": {"-24", "-16", "0"}, "oxygen": {"4", "10"}}
        for track, marks in self.track_bonus.items():
            for mark, effects in marks.items():
                if mark not in allowed[track]:
                    raise ValueError(f"track_bonus.{track}.{mark}: no bonus mark there")
                for e in effects:
                    check_effect(e)
        return self

    def neighbours(self) -> dict[str, tuple[str, ...]]:
        out: dict[str, list[str]] = {s: [] for s in self.spaces}
        for a, b in self.adjacent:
            out[a].append(b)
            out[b].append(a)
        return {s: tuple(n) for s, n in out.items()}


class ContentError(ValueError):
    """Content that does not validate; the message names the card (or space) and the field."""


def load_cards(data: dict[str, Any]) -> dict[str, Card]:
    """Validate ``{name: card data}``; ``ContentError`` naming the first bad card and field."""
    cards: dict[str, Card] = {}
    for name, raw in data.items():
        try:
            cards[name] = Card.model_validate(raw)
        except ValidationError as exc:
            raise ContentError(f"card {name!r}: {_where(exc)}") from None
    for name, card in cards.items():
        rule = card.action.rule if card.action else None
        if rule and card.colour != "blue":
            raise ContentError(f"card {name!r}: action.rule: only blue cards have actions")
    return cards


def check_special_tiles(cards: dict[str, Card]) -> None:
    """The game's own set: every special tile has its placing card and every placing card its tile."""
    seen: dict[tuple[str, str], str] = {}
    for name, card in cards.items():
        if card.places_special() and card.tile is None:
            raise ContentError(f"card {name!r}: tile: a card that places a special tile must name it")
        if card.tile is not None:
            for key in ("id", "icon", "name", "name_ja"):
                value = getattr(card.tile, key)
                if (key, value) in seen:
                    raise ContentError(
                        f"card {name!r}: tile.{key}: {value!r} is also {seen[key, value]!r}'s tile"
                    )
                seen[key, value] = name


def load_board(data: dict[str, Any]) -> Board:
    try:
        return Board.model_validate(data)
    except ValidationError as exc:
        raise ContentError(f"board: {_where(exc)}") from None


def _where(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err.get("loc", ()))
    msg = str(err.get("msg", "")).removeprefix("Value error, ")
    return f"{loc}: {msg}" if loc else msg
