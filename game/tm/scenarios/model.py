"""The scenario file format (``shared/specs/tm-scenario-format.md``) as pydantic models.

Parsing is strict: unknown keys and wrong types are refused, and every error
names the field where it happened (``steps[2].card: ...``), so a typo in a
scenario never passes silently. ``load_scenario`` adds the checks pydantic
cannot express (card, space, seat and milestone names against the content).
"""

from __future__ import annotations

import difflib
import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from game.tm.board import tharsis
from game.tm.constants import TAGS
from game.tm.content import cards, milestones_awards, standard_projects

ResourceName = Literal["megacredits", "steel", "titanium", "plants", "energy", "heat"]
PayResource = Literal["megacredits", "steel", "titanium", "heat"]
Seat = Annotated[int, Field(ge=0, le=4)]
Count = Annotated[int, Field(ge=0)]


class ScenarioError(ValueError):
    """The scenario file is not valid; the message names the field."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class SetupSpec(_Model):
    players: int = Field(2, ge=1, le=5)
    corporate_era: bool = True
    draft: bool = False
    solo: bool = False
    seed: int = 1

    @model_validator(mode="before")
    @classmethod
    def _solo_defaults(cls, data: Any) -> Any:
        if isinstance(data, dict):
            data = dict(data)
            if data.get("solo") is True and "players" not in data:
                data["players"] = 1
            if data.get("players") == 1 and "solo" not in data:
                data["solo"] = True
        return data

    @model_validator(mode="after")
    def _consistent(self) -> SetupSpec:
        if self.solo != (self.players == 1):
            raise ValueError("a solo game has exactly 1 player, and 1 player means a solo game")
        return self


# --- given ------------------------------------------------------------------------------------
class GivenPlayer(_Model):
    corporation: str | None = None
    tr: int | None = None
    resources: dict[ResourceName, Count] = {}
    production: dict[ResourceName, int] = {}
    hand: list[str] = []
    played: list[str] = []
    card_resources: dict[str, Count] = {}
    actions_used: list[str] = []
    tr_raised_this_generation: bool = False

    @field_validator("production")
    @classmethod
    def _production_floor(cls, value: dict[str, int]) -> dict[str, int]:
        for res, amount in value.items():
            floor = -5 if res == "megacredits" else 0
            if amount < floor:
                raise ValueError(f"{res} production {amount} is below its minimum {floor}")
        return value


Owner = int | Literal["neutral"]


class GivenTile(_Model):
    space: str
    tile: str
    owner: Owner | None = None


class Parameters(_Model):
    generation: int | None = Field(None, ge=1)
    temperature: int | None = Field(None, ge=-30, le=8)
    oxygen: int | None = Field(None, ge=0, le=14)
    oceans: int | None = Field(None, ge=0, le=9)
    active_player: Seat | None = None
    first_player: Seat | None = None
    claimed_milestones: dict[str, Seat] = {}
    funded_awards: dict[str, Seat] = {}
    deck_top: list[str] = []

    @field_validator("temperature")
    @classmethod
    def _even(cls, value: int | None) -> int | None:
        if value is not None and value % 2:
            raise ValueError("temperature moves in steps of 2 °C, so it must be even")
        return value


class Given(Parameters):
    players: list[GivenPlayer] = []
    tiles: list[GivenTile] = []


# --- expect -----------------------------------------------------------------------------------
class ExpectPlayer(_Model):
    corporation: str | None = None
    tr: int | None = None
    resources: dict[ResourceName, int] = {}
    production: dict[ResourceName, int] = {}
    hand: list[str] | None = None
    played: list[str] | None = None
    card_resources: dict[str, int] = {}
    actions_used: list[str] | None = None
    tr_raised_this_generation: bool | None = None
    tags: dict[str, int] = {}
    vp: int | None = None
    hand_size: int | None = None
    hand_excludes: list[str] = []
    discard_includes: list[str] = []


class ExpectTile(_Model):
    space: str
    tile: str | None = None
    owner: Owner | None = None


class ExpectScore(_Model):
    total: int | None = None
    tr: int | None = None
    awards: int | None = None
    milestones: int | None = None
    greeneries: int | None = None
    cities: int | None = None
    cards: int | None = None


class Expect(Parameters):
    players: list[ExpectPlayer] = []
    tiles: list[ExpectTile] = []
    score: list[ExpectScore] | None = None
    winner: Seat | list[Seat] | None = None
    game_over: bool | None = None
    solo_won: bool | None = None
    discard_includes: list[str] = []  # the shared discard pile (also accepted per player, the older place)


# --- steps ------------------------------------------------------------------------------------
class _Step(_Model):
    player: Seat | None = None
    pay: dict[PayResource, Count] | None = None
    answers: list[Any] = []
    expect_error: str | None = None


class PlayCardStep(_Step):
    do: Literal["play_card"]
    card: str


class StandardProjectStep(_Step):
    do: Literal["standard_project"]
    project: str
    cards: list[str] | None = None


class CardActionStep(_Step):
    do: Literal["card_action"]
    card: str


class ClaimMilestoneStep(_Step):
    do: Literal["claim_milestone"]
    milestone: str


class FundAwardStep(_Step):
    do: Literal["fund_award"]
    award: str


class StartCorporationStep(_Step):
    do: Literal["start_corporation"]
    corporation: str
    cards: list[str] = []


class PlainStep(_Step):
    do: Literal[
        "convert_plants",
        "convert_heat",
        "pass",
        "production_phase",
        "next_generation",
        "final_scoring",
        "end_turn",
    ]


Step = Annotated[
    PlayCardStep
    | StandardProjectStep
    | CardActionStep
    | ClaimMilestoneStep
    | FundAwardStep
    | StartCorporationStep
    | PlainStep,
    Field(discriminator="do"),
]


STEP_KINDS = (
    "play_card",
    "standard_project",
    "card_action",
    "convert_plants",
    "convert_heat",
    "claim_milestone",
    "fund_award",
    "pass",
    "production_phase",
    "next_generation",
    "final_scoring",
    "end_turn",
    "start_corporation",
)


class Scenario(_Model):
    title: str = ""
    setup: SetupSpec = SetupSpec()
    given: Given = Given()
    steps: list[Step] = []
    expect: Expect = Expect()


# --- answers ----------------------------------------------------------------------------------
ANSWER_KINDS = ("space", "player", "amount", "option", "card", "cards")


@dataclass(frozen=True, slots=True)
class Answer:
    """One reply from a step's ``answers``; ``kind`` is a typed kind, ``"int"`` (plain integer) or ``"skip"``."""

    kind: str
    value: Any
    raw: Any

    def __str__(self) -> str:
        return json.dumps(self.raw, ensure_ascii=False)


def parse_answer(raw: Any, where: str) -> Answer:
    if isinstance(raw, bool):
        raise ScenarioError(f"{where}: true/false is not an answer")
    if isinstance(raw, int):
        return Answer("int", raw, raw)
    if isinstance(raw, str):
        return _word_answer(raw, where)
    if isinstance(raw, list):
        return Answer("cards", tuple(_cards_answer(raw, where)), raw)
    if isinstance(raw, dict):
        return _typed_answer(raw, where)
    raise ScenarioError(
        f"{where}: an answer is a space id, seat, amount, card name, card list, typed object "
        f'or "skip", not {type(raw).__name__}'
    )


def _word_answer(raw: str, where: str) -> Answer:
    if raw == "skip":
        return Answer("skip", None, raw)
    if raw == "neutral":
        return Answer("player", -1, raw)
    if raw.isdigit():
        _check_space(raw, where)
        return Answer("space", raw, raw)
    _check_card(raw, where)
    return Answer("card", raw, raw)


def _typed_answer(raw: dict[str, Any], where: str) -> Answer:
    if len(raw) != 1:
        raise ScenarioError(f"{where}: a typed answer has exactly one key, one of {', '.join(ANSWER_KINDS)}")
    ((key, value),) = raw.items()
    is_int = isinstance(value, int) and not isinstance(value, bool)
    if key == "space" and isinstance(value, str):
        _check_space(value, where + ".space")
        return Answer("space", value, raw)
    if key == "player" and (value == "neutral" or is_int):
        return Answer("player", -1 if value == "neutral" else value, raw)
    if key in ("amount", "option") and is_int:
        return Answer(key, value, raw)
    if key == "card" and isinstance(value, str):
        _check_card(value, where + ".card")
        return Answer("card", value, raw)
    if key == "cards" and isinstance(value, list):
        return Answer("cards", tuple(_cards_answer(value, where + ".cards")), raw)
    if key not in ANSWER_KINDS:
        raise ScenarioError(f"{where}: unknown answer key {key!r}; use one of {', '.join(ANSWER_KINDS)}")
    raise ScenarioError(f"{where}.{key}: wrong type {type(value).__name__} for a {key} answer")


def _cards_answer(raw: list[Any], where: str) -> list[str]:
    for i, name in enumerate(raw):
        if not isinstance(name, str):
            raise ScenarioError(f"{where}[{i}]: a card name must be a string")
        _check_card(name, f"{where}[{i}]")
    return raw


# --- name checks ------------------------------------------------------------------------------
def _suggest(name: str, known: list[str]) -> str:
    close = difflib.get_close_matches(name, known, n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _check_card(name: str, where: str, kind: str | None = None) -> None:
    known = cards()
    if name not in known:
        raise ScenarioError(f"{where}: unknown card {name!r}{_suggest(name, list(known))}")
    is_corp = known[name].type == "corporation"
    if kind == "corporation" and not is_corp:
        raise ScenarioError(f"{where}: {name!r} is not a corporation")
    if kind == "project" and is_corp:
        raise ScenarioError(f"{where}: {name!r} is a corporation, not a project card")


def _check_space(space: str, where: str) -> None:
    if space not in tharsis().spaces:
        raise ScenarioError(f'{where}: unknown space {space!r} (spaces are "01" to "63")')


def _check_seat(seat: Any, n: int, where: str, neutral_ok: bool = False) -> None:
    if seat == "neutral":
        if not neutral_ok:
            raise ScenarioError(f'{where}: "neutral" is only a tile owner or target in a solo game')
        return
    if not 0 <= seat < n:
        raise ScenarioError(f"{where}: seat {seat} does not exist in a {n}-player game")


def special_tile_kinds() -> set[str]:
    kinds = {"city", "greenery", "ocean"}
    for c in cards().values():
        for t in (c.behavior or {}).get("tiles") or []:
            kinds.add(t["tile"])
    return kinds


def _check_parameters(p: Parameters, n: int, where: str) -> None:
    ms, aw, _, _ = milestones_awards()
    for attr in ("active_player", "first_player"):
        if getattr(p, attr) is not None:
            _check_seat(getattr(p, attr), n, f"{where}.{attr}")
    for name, seat in p.claimed_milestones.items():
        if name not in ms:
            raise ScenarioError(
                f"{where}.claimed_milestones: unknown milestone {name!r}{_suggest(name, list(ms))}"
            )
        _check_seat(seat, n, f"{where}.claimed_milestones.{name}")
    for name, seat in p.funded_awards.items():
        if name not in aw:
            raise ScenarioError(f"{where}.funded_awards: unknown award {name!r}{_suggest(name, list(aw))}")
        _check_seat(seat, n, f"{where}.funded_awards.{name}")
    for i, name in enumerate(p.deck_top):
        _check_card(name, f"{where}.deck_top[{i}]", "project")


def _check_player_cards(p: GivenPlayer | ExpectPlayer, where: str) -> None:
    if p.corporation is not None:
        _check_card(p.corporation, f"{where}.corporation", "corporation")
    for key in ("hand", "played", "actions_used", "hand_excludes", "discard_includes"):
        for i, name in enumerate(getattr(p, key, None) or []):
            _check_card(name, f"{where}.{key}[{i}]", None if key == "actions_used" else "project")
    for name in p.card_resources:
        _check_card(name, f"{where}.card_resources")
    for tag in getattr(p, "tags", None) or {}:
        if tag not in TAGS:
            raise ScenarioError(f"{where}.tags: unknown tag {tag!r}; one of {', '.join(TAGS)}")


def check_scenario(sc: Scenario) -> None:
    """Checks against the content that pydantic cannot do; raise ``ScenarioError`` naming the field."""
    for label, part in (("given", sc.given), ("expect", sc.expect)):
        _check_part(sc, label, part)
    _check_expected_end(sc)
    for i, step in enumerate(sc.steps):
        _check_step(sc, step, f"steps[{i}]")


def _check_part(sc: Scenario, label: str, part: Any) -> None:
    """The given or expected position: parameters, players, tiles."""
    n = sc.setup.players
    kinds = special_tile_kinds()
    _check_parameters(part, n, label)
    if len(part.players) > n:
        raise ScenarioError(f"{label}.players: {len(part.players)} entries, but the game has {n} players")
    for i, p in enumerate(part.players):
        _check_player_cards(p, f"{label}.players[{i}]")
    corps = [p.corporation for p in part.players if p.corporation is not None]
    if label == "given" and len(set(corps)) < len(corps):
        raise ScenarioError("given.players: two players have the same corporation")
    for i, t in enumerate(part.tiles):
        _check_space(t.space, f"{label}.tiles[{i}].space")
        if t.tile is not None and t.tile not in kinds:
            raise ScenarioError(
                f"{label}.tiles[{i}].tile: unknown tile {t.tile!r}; one of {', '.join(sorted(kinds))}"
            )
        if t.owner is not None:
            _check_seat(t.owner, n, f"{label}.tiles[{i}].owner", neutral_ok=sc.setup.solo)


def _check_expected_end(sc: Scenario) -> None:
    """The expected discard pile, winners, scores and solo result."""
    n = sc.setup.players
    for i, name in enumerate(sc.expect.discard_includes):
        _check_card(name, f"expect.discard_includes[{i}]", "project")
    if sc.expect.winner is not None:
        for seat in sc.expect.winner if isinstance(sc.expect.winner, list) else [sc.expect.winner]:
            _check_seat(seat, n, "expect.winner")
    if sc.expect.score is not None and len(sc.expect.score) > n:
        raise ScenarioError(f"expect.score: {len(sc.expect.score)} entries, but the game has {n} players")
    if sc.expect.solo_won is not None and not sc.setup.solo:
        raise ScenarioError("expect.solo_won: only a solo game has a solo result")


def _check_step(sc: Scenario, step: Any, where: str) -> None:
    n = sc.setup.players
    if step.player is not None:
        _check_seat(step.player, n, f"{where}.player")
    for j, raw in enumerate(step.answers):
        a = parse_answer(raw, f"{where}.answers[{j}]")
        if a.kind == "player" and a.value == -1 and not sc.setup.solo:
            raise ScenarioError(f'{where}.answers[{j}]: "neutral" is only a target in a solo game')
    _check_step_names(step, where)


def _check_step_names(step: Any, where: str) -> None:
    """The cards, project, milestone, award or corporation a step names exist."""
    ms, aw, _, _ = milestones_awards()
    if isinstance(step, PlayCardStep | CardActionStep):
        _check_card(step.card, f"{where}.card")
    elif isinstance(step, StandardProjectStep):
        if step.project not in standard_projects():
            raise ScenarioError(
                f"{where}.project: unknown standard project {step.project!r}"
                f"{_suggest(step.project, list(standard_projects()))}"
            )
        if step.cards is not None and step.project != "Sell Patents":
            raise ScenarioError(f"{where}.cards: only the Sell Patents project takes cards")
        for j, name in enumerate(step.cards or []):
            _check_card(name, f"{where}.cards[{j}]", "project")
    elif isinstance(step, ClaimMilestoneStep) and step.milestone not in ms:
        raise ScenarioError(
            f"{where}.milestone: unknown milestone {step.milestone!r}{_suggest(step.milestone, list(ms))}"
        )
    elif isinstance(step, FundAwardStep) and step.award not in aw:
        raise ScenarioError(f"{where}.award: unknown award {step.award!r}{_suggest(step.award, list(aw))}")
    elif isinstance(step, StartCorporationStep):
        _check_card(step.corporation, f"{where}.corporation", "corporation")
        for j, name in enumerate(step.cards):
            _check_card(name, f"{where}.cards[{j}]", "project")


# --- loading ----------------------------------------------------------------------------------
def _location(loc: tuple[Any, ...]) -> str:
    out = ""
    for i, part in enumerate(loc):
        if i == 2 and loc[0] == "steps" and isinstance(part, str):
            continue  # the discriminator tag pydantic puts after steps[i]
        if part == "[key]":
            out += " (as a key)"
            continue
        out += f"[{part}]" if isinstance(part, int) else ("." if out else "") + str(part)
    return out or "(top level)"


def describe_validation_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = _location(tuple(err["loc"]))
    if err["type"] == "extra_forbidden":
        return f"{where}: unknown key"
    msg = err["msg"].removeprefix("Value error, ")
    if err["type"] == "union_tag_invalid":
        kinds = ", ".join(STEP_KINDS)
        msg = (
            f"unknown step kind {err['input'].get('do')!r}; use one of {kinds}"
            if isinstance(err.get("input"), dict)
            else msg
        )
    if err["type"] == "union_tag_not_found":
        msg = 'a step needs a "do" key'
    return f"{where}: {msg}"


#: A scenario is a few kilobytes; anything far bigger is not one (and would take long to parse).
MAX_SCENARIO_BYTES = 1024 * 1024


def parse_scenario(data: Any) -> Scenario:
    if not isinstance(data, dict):
        raise ScenarioError(f"(top level): a scenario is a JSON object, not {type(data).__name__}")
    try:
        sc = Scenario.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError(describe_validation_error(exc)) from None
    except RecursionError:
        raise ScenarioError("(top level): the data is nested too deeply") from None
    check_scenario(sc)
    return sc


def _object_without_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj: dict[str, Any] = {}
    for key, value in pairs:
        if key in obj:
            raise ScenarioError(f"the key {key[:60]!r} appears twice in one object")
        obj[key] = value
    return obj


def _read_regular_file(path: Path) -> bytes:
    """At most ``MAX_SCENARIO_BYTES`` + 1 bytes; a FIFO or device is refused before it can block."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with open(fd, "rb", closefd=True) as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            raise ScenarioError("not a regular file (a folder, a FIFO or a device)")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fh.fileno(), True)
        return fh.read(MAX_SCENARIO_BYTES + 1)


def load_scenario(path: str | Path) -> Scenario:
    try:
        raw = _read_regular_file(Path(path))
    except OSError as exc:
        raise ScenarioError(f"cannot read the file: {exc.strerror or exc}") from None
    if len(raw) > MAX_SCENARIO_BYTES:
        raise ScenarioError(
            f"the file is larger than {MAX_SCENARIO_BYTES // 1024} KB; a scenario is a few KB"
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ScenarioError("the file is not UTF-8 text") from None
    try:
        data = json.loads(text, object_pairs_hook=_object_without_repeats)
    except json.JSONDecodeError as exc:
        raise ScenarioError(f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise ScenarioError("the JSON is nested too deeply") from None
    except ScenarioError:
        raise
    except ValueError:  # an integer with thousands of digits
        raise ScenarioError("the file holds a number with too many digits") from None
    sc = parse_scenario(data)
    if not sc.steps and sc.expect == Expect():  # a file that would pass whatever the engine does
        raise ScenarioError(
            '(top level): a scenario needs "steps" or "expect"; with neither it checks nothing'
        )
    return sc
