"""Terraforming Mars content: cards, board, milestones, awards, standard projects.

The JSON files in ``content/`` are validated with pydantic when first loaded
(a broken file names the card and the field), then turned into small frozen
definitions the engine reads on its hot paths. Behaviour objects stay plain
dicts here: the card vocabulary (``game.tm.vocabulary``, ``docs/tm-card-vocabulary.md``)
parses them into typed parts and refuses an unknown key (``vocabulary.catalog``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.tm.constants import RESOURCE_NAMES, TAGS

CONTENT_DIR = Path(__file__).resolve().parent / "content"

RESOURCES = RESOURCE_NAMES  # the vocabulary of card content

_EFFECT_KINDS = {
    "discount",
    "standard_project_discount",
    "requirement_offset",
    "resource_value",
    "greenery_plant_cost",
    "heat_as_megacredits",
    "protect",
    "trigger",
}


class ContentError(ValueError):
    """A content file is broken; the message names the file, the card and the field."""


class RequirementModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["oxygen", "temperature", "oceans", "tag", "production", "greeneries", "cities"]
    count: int
    max: bool = False
    tag: str | None = None
    resource: str | None = None
    owner: str | None = None


class CardModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    number: str
    name: str = Field(min_length=1)
    name_ja: str = Field(min_length=1)
    module: Literal["base", "corporate_era"]
    type: Literal["automated", "active", "event", "corporation"]
    cost: int = Field(ge=0)
    tags: list[str]
    requirements: list[RequirementModel]
    vp: int | dict[str, Any] | None
    resource_type: Literal["animal", "microbe", "science", "fighter"] | None
    behavior: dict[str, Any] | None
    action: dict[str, Any] | None
    effect: list[dict[str, Any]]
    starting: dict[str, Any] | None
    custom: bool
    text_en: str = ""
    text_ja: str = ""

    @field_validator("tags")
    @classmethod
    def _tags_known(cls, tags: list[str]) -> list[str]:
        for tag in tags:
            if tag not in TAGS:
                raise ValueError(f"unknown tag {tag!r}")
        return tags

    @field_validator("effect")
    @classmethod
    def _effects_known(cls, effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for effect in effects:
            if effect.get("kind") not in _EFFECT_KINDS:
                raise ValueError(f"unknown effect kind {effect.get('kind')!r}")
        return effects


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card, as the engine reads it."""

    number: str
    name: str
    name_ja: str
    module: str
    type: str
    cost: int
    tags: tuple[str, ...]
    requirements: tuple[RequirementModel, ...]
    vp: Any
    resource_type: str | None
    behavior: dict[str, Any] | None
    action: dict[str, Any] | None
    effects: tuple[dict[str, Any], ...]
    starting: dict[str, Any] | None
    custom: bool
    text_en: str
    text_ja: str

    @property
    def is_corporation(self) -> bool:
        return self.type == "corporation"

    @property
    def is_event(self) -> bool:
        return self.type == "event"

    @property
    def play_tags(self) -> tuple[str, ...]:
        """Tags while the card is being played (events carry the event tag)."""
        return self.tags + ("event",) if self.type == "event" else self.tags

    def triggers(self) -> tuple[dict[str, Any], ...]:
        return tuple(e for e in self.effects if e["kind"] == "trigger")

    def effects_of(self, kind: str) -> tuple[dict[str, Any], ...]:
        return tuple(e for e in self.effects if e["kind"] == kind)


def _read(name: str) -> Any:
    path = CONTENT_DIR / name
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ContentError(f"{name}: {exc}") from None


def parse_cards(raw: Any, source: str = "cards.json") -> dict[str, CardDef]:
    """Validate raw card data; raise ``ContentError`` naming the card and field."""
    if not isinstance(raw, list):
        raise ContentError(f"{source}: expected a list of cards")
    cards: dict[str, CardDef] = {}
    for index, item in enumerate(raw):
        label = item.get("name") if isinstance(item, dict) else None
        try:
            model = CardModel.model_validate(item)
        except ValidationError as exc:
            err = exc.errors()[0]
            field = ".".join(str(p) for p in err["loc"])
            raise ContentError(
                f"{source}: card {label or '#' + str(index)}: field {field}: {err['msg']}"
            ) from None
        if model.name in cards:
            raise ContentError(f"{source}: card {model.name}: duplicate name")
        cards[model.name] = CardDef(
            number=model.number,
            name=model.name,
            name_ja=model.name_ja,
            module=model.module,
            type=model.type,
            cost=model.cost,
            tags=tuple(model.tags),
            requirements=tuple(model.requirements),
            vp=model.vp,
            resource_type=model.resource_type,
            behavior=model.behavior,
            action=model.action,
            effects=tuple(model.effect),
            starting=model.starting,
            custom=model.custom,
            text_en=model.text_en,
            text_ja=model.text_ja,
        )
    return cards


@cache
def cards() -> dict[str, CardDef]:
    return parse_cards(_read("cards.json"))


#: ``cards()`` once loaded: ``card`` reads it without the cache call (asked tens of thousands of
#: times a game).
_LOADED: dict[str, CardDef] = {}


def card(name: str) -> CardDef:
    try:
        return _LOADED[name]
    except KeyError:
        if not _LOADED:
            _LOADED.update(cards())
            return card(name)
        raise KeyError(f"unknown card {name!r}") from None


def project_cards(corporate_era: bool) -> list[str]:
    """Project card names in printed-number order."""
    return list(_project_cards(corporate_era))


@cache
def _project_cards(corporate_era: bool) -> tuple[str, ...]:
    # Sorted once: a bot determinizes a position at every move.
    chosen = [
        c for c in cards().values() if c.type != "corporation" and (corporate_era or c.module == "base")
    ]
    return tuple(c.name for c in sorted(chosen, key=lambda c: c.number))


BEGINNER = "Beginner Corporation"


def corporations(corporate_era: bool) -> list[str]:
    """Normal corporations (the Beginner Corporation is separate)."""
    return list(_corporations(corporate_era))


@cache
def _corporations(corporate_era: bool) -> tuple[str, ...]:
    chosen = [
        c
        for c in cards().values()
        if c.type == "corporation" and c.name != BEGINNER and (corporate_era or c.module == "base")
    ]
    return tuple(c.name for c in sorted(chosen, key=lambda c: c.number))


@dataclass(frozen=True, slots=True)
class StandardProjectDef:
    name: str
    name_ja: str
    cost: int
    effect: dict[str, Any]


@cache
def standard_projects() -> dict[str, StandardProjectDef]:
    raw = _read("standard_projects.json")["standard_projects"]
    return {
        p["name"]: StandardProjectDef(p["name"], p["name_ja"], p["cost"]["megacredits"], p["effect"])
        for p in raw
    }


@dataclass(frozen=True, slots=True)
class MilestoneDef:
    name: str
    name_ja: str
    metric: str
    at_least: int


@dataclass(frozen=True, slots=True)
class AwardDef:
    name: str
    name_ja: str
    metric: str


@cache
def milestones_awards() -> tuple[
    dict[str, MilestoneDef], dict[str, AwardDef], dict[str, Any], dict[str, Any]
]:
    raw = _read("milestones_awards.json")
    ms = {
        m["name"]: MilestoneDef(m["name"], m["name_ja"], m["condition"]["metric"], m["condition"]["at_least"])
        for m in raw["milestones"]
    }
    aw = {a["name"]: AwardDef(a["name"], a["name_ja"], a["metric"]) for a in raw["awards"]}
    return ms, aw, raw["milestone_rules"], raw["award_rules"]
