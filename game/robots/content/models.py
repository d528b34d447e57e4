"""Pydantic models of the robot game's cards, validated at load with errors naming card and field.

The same ``Part`` and ``Robot`` models read the game's own data files and the inline test parts and
robots of scenario files (``specs/robots-scenario-format.md``). Spec: mars-robot-exploration.md §3-§5,
§21 (our final set: content/DESIGN.md; ``provisional`` marks a placeholder card, none in the set).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

ABILITIES = ("mobility", "collection", "survey", "storage", "combat", "defense", "dialogue")
EFFECTS = ("collect_survey", "magnetic_storm", "complex_terrain", "hostile", "friendly", "sandstorm")


class _Abilities(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    mobility: int = Field(0, ge=0)
    collection: int = Field(0, ge=0)
    survey: int = Field(0, ge=0)
    storage: int = Field(0, ge=0)
    combat: int = Field(0, ge=0)
    defense: int = Field(0, ge=0)
    dialogue: int = Field(0, ge=0)


class Part(_Abilities):
    """A part card: its abilities, icons and (special parts) acquisition cost (§4.3)."""

    name: str = Field(min_length=1)
    name_ja: str = ""
    kind: Literal["basic", "special"] = "basic"
    progress: int = Field(0, ge=0)
    disposable: bool = False
    repair: bool = False
    advertisement: bool = False
    cost: int | None = Field(None, ge=0)
    text: str = ""
    text_ja: str = ""
    seed: str = ""  # what the seed rulebook itself establishes about the card
    provisional: bool = False

    @model_validator(mode="after")
    def _kind_and_cost(self) -> Part:
        if (self.kind == "special") != (self.cost is not None):
            raise ValueError("cost: a special part has a cost and a basic part none")
        if self.repair and self.disposable:
            raise ValueError("repair: the Repair Tool icon replaces the disposable icon")
        return self

    def ability(self, key: str) -> int:
        return getattr(self, key)


class Robot(_Abilities):
    """A robot card: its number (priority and final tie-breaks) and starting abilities (§4.2)."""

    number: int = Field(ge=0)
    name: str = Field(min_length=1)
    name_ja: str = ""
    text: str = ""
    text_ja: str = ""
    provisional: bool = False


class MarsCard(BaseModel):
    """One Mars card kind (§4.1, §13): its deck letter and effect."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(min_length=1)
    name_ja: str = Field(min_length=1)
    deck: Literal["A", "B"]
    copies: int = Field(ge=1)
    effect: Literal[EFFECTS]  # type: ignore[valid-type]
    creature: bool = False
    text: str = Field(min_length=1)
    text_ja: str = Field(min_length=1)


class Components(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    vp_cards: dict[Literal["2", "3", "4"], int]
    data_chits: int = Field(ge=1)
    progress_cards: int = Field(ge=0)
    mars_row: int = Field(ge=1)
    robots_in_box: int = Field(ge=1)
    players: dict[Literal["min", "max"], int]


class ContentError(ValueError):
    """A content file that does not validate: the message names the file, card and field."""


def _problem(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ())) or "card"
    return f"{where}: {err.get('msg', '')}"


def validate(model: type[BaseModel], data: Any, what: str) -> Any:
    """``model`` validated from ``data``; ``ContentError`` naming ``what`` and the field."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ContentError(f"{what}: {_problem(exc)}") from None


def _name(entry: Any, index: int) -> str:
    return repr(entry.get("name")) if isinstance(entry, dict) and entry.get("name") else f"#{index}"


def load_parts(data: dict[str, Any]) -> tuple[dict[str, Part], dict[str, int]]:
    """Parts by name (basic first, then special, in file order) and the copies per kind."""
    parts: dict[str, Part] = {}
    for kind in ("basic", "special"):
        for i, entry in enumerate(data.get(kind, [])):
            what = f"parts.json: {kind} card {_name(entry, i)}"
            if not isinstance(entry, dict):
                raise ContentError(f"{what}: not an object")
            part = validate(Part, {**entry, "kind": kind}, what)
            if part.name in parts:
                raise ContentError(f"{what}: name: used twice")
            parts[part.name] = part
    copies = data.get("copies")
    if not isinstance(copies, dict) or set(copies) != {"basic_per_player", "special"}:
        raise ContentError("parts.json: copies: needs basic_per_player and special")
    return parts, dict(copies)


def load_robots(data: list[Any]) -> dict[str, Robot]:
    robots: dict[str, Robot] = {}
    numbers: set[int] = set()
    for i, entry in enumerate(data):
        what = f"robots.json: robot {_name(entry, i)}"
        robot = validate(Robot, entry, what)
        if robot.number in numbers:
            raise ContentError(f"{what}: number: {robot.number} used twice")
        if robot.name in robots:
            raise ContentError(f"{what}: name: used twice")
        numbers.add(robot.number)
        robots[robot.name] = robot
    return robots


def load_mars(data: list[Any]) -> dict[str, MarsCard]:
    cards: dict[str, MarsCard] = {}
    for i, entry in enumerate(data):
        card = validate(MarsCard, entry, f"mars.json: card {_name(entry, i)}")
        cards[card.name] = card
    return cards
