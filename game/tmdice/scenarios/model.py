"""Scenario files as pydantic models: an unknown key, a wrong type, an unknown card, face or space
is a ``ScenarioError`` naming the field (``specs/tmdice-scenario-format.md``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.tmdice.content.models import Board, Card, ContentError, load_board, load_cards
from game.tmdice.dice import COLOURS, FACE_COLOUR, FACES


class ScenarioError(ValueError):
    pass


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Setup(_M):
    players: int = Field(2, ge=1, le=4)
    seed: int = 1


class TileAt(_M):
    space: str
    tile: Literal["ocean", "greenery", "city", "special"] | None


class GivenPlayer(_M):
    corporation: str | None = None
    vp: int = 0
    wild: int = Field(0, ge=0)
    dice: dict[str, int] = Field(default_factory=dict)
    hand: list[str] = Field(default_factory=list)
    played: list[str] = Field(default_factory=list)
    used: list[str] = Field(default_factory=list)


class Given(_M):
    active: int = 0
    turn: int = Field(1, ge=1, le=50)
    temperature: int = -32
    oxygen: int = 0
    ocean_pile: int | None = None
    tiles: list[TileAt] = Field(default_factory=list)
    pool: dict[str, int] = Field(default_factory=dict)
    deck: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    bonus_pile: list[str] = Field(default_factory=list)
    milestones: list[str] = Field(default_factory=list)
    claimed: dict[str, int] = Field(default_factory=dict)
    awards: list[str] = Field(default_factory=list)
    players: list[GivenPlayer] = Field(default_factory=list)


class Score(_M):
    awards: int | None = None
    milestones: int | None = None
    cards: int | None = None
    total: int | None = None


class ExpectPlayer(_M):
    corporation: str | None = None
    vp: int | None = None
    wild: int | None = None
    dice: dict[str, int] | None = None
    hand: list[str] | None = None
    played: list[str] | None = None
    used: list[str] | None = None
    hand_size: int | None = None
    dice_total: int | None = None


class Expect(_M):
    active: int | None = None
    turn: int | None = None
    temperature: int | None = None
    oxygen: int | None = None
    ocean_pile: int | None = None
    tiles: list[TileAt] | None = None
    pool: dict[str, int] | None = None
    deck: list[str] | None = None
    discard: list[str] | None = None
    bonus_pile: list[str] | None = None
    milestones: list[str] | None = None
    claimed: dict[str, int | Literal["removed"] | None] | None = None
    awards: list[str] | None = None
    players: list[ExpectPlayer] | None = None
    end_triggered: bool | None = None
    game_over: bool | None = None
    winner: list[int] | None = None
    score: list[Score] | None = None
    rating: (
        Literal[
            "deity", "top", "master", "excellent", "black", "even", "red", "deep_red", "next_time", "failed"
        ]
        | None
    ) = None


Do = Literal[
    "production",
    "gain_die",
    "change_face",
    "draw_two",
    "use_card",
    "play_card",
    "raise_temperature",
    "place_ocean",
    "place_greenery",
    "place_city",
    "buy_vp",
    "end_turn",
    "final_scoring",
    "start_corporation",
    "handicap",
    "solo_board",
]


class Step(_M):
    do: Do
    player: int | None = None
    keep: dict[str, int] = Field(default_factory=dict)
    discard: list[str] = Field(default_factory=list)
    colour: str | None = None
    pay: dict[str, int] | None = None
    die: str | None = None
    to: str | None = None
    card: str | None = None
    corporation: str | None = None
    answers: list[Any] = Field(default_factory=list)
    rolls: dict[str, list[str]] = Field(default_factory=dict)
    expect_error: str | None = None
    expect: Expect | None = None


class Scenario(_M):
    title: str
    steps: list[Step]
    setup: Setup = Field(default_factory=Setup)
    cards: dict[str, Any] = Field(default_factory=dict)
    board: dict[str, Any] = Field(default_factory=dict)
    given: Given = Field(default_factory=Given)
    expect: Expect = Field(default_factory=Expect)
    # validated forms (filled by parse_scenario)
    card_models: dict[str, Card] = Field(default_factory=dict, exclude=True)
    board_model: Board | None = Field(None, exclude=True)


def _where(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err.get("loc", ()))
    return f"{loc}: {err.get('msg', '')}"


def parse_scenario(data: Any) -> Scenario:
    if not isinstance(data, dict):
        raise ScenarioError("the file must hold an object")
    for key in ("card_models", "board_model"):
        if key in data:
            raise ScenarioError(f"{key}: not a key of the format")
    try:
        sc = Scenario.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError(_where(exc)) from None
    try:
        sc.card_models = load_cards(sc.cards)
        sc.board_model = load_board(sc.board)
    except ContentError as exc:
        raise ScenarioError(f"cards/board: {exc}") from None
    _check_names(sc)
    return sc


def load_scenario(path: str | Path) -> Scenario:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ScenarioError(f"cannot read: {exc}") from None
    return parse_scenario(data)


def _check_names(sc: Scenario) -> None:
    cards, spaces = sc.card_models, sc.board_model.spaces if sc.board_model else {}

    def card(where: str, name: str | None) -> None:
        if name is not None and name not in cards:
            raise ScenarioError(f"{where}: unknown card {name!r}")

    def face(where: str, name: str, wild: bool = False) -> None:
        if name not in FACES and not (wild and name == "wild"):
            raise ScenarioError(f"{where}: unknown face {name!r}")

    def colour(where: str, name: str) -> None:
        if name not in COLOURS:
            raise ScenarioError(f"{where}: unknown colour {name!r}")

    def space(where: str, name: str) -> None:
        if name not in spaces:
            raise ScenarioError(f"{where}: unknown space {name!r}")

    _check_given(sc, card, face, colour, space)
    _check_steps(sc, card, face, colour)


def _check_given(sc: Scenario, card, face, colour, space) -> None:
    g = sc.given
    for i, t in enumerate(g.tiles):
        space(f"given.tiles.{i}.space", t.space)
    for c in g.pool:
        colour(f"given.pool.{c}", c)
    for key in ("deck", "discard", "bonus_pile"):
        for i, name in enumerate(getattr(g, key)):
            card(f"given.{key}.{i}", name)
    for f in g.awards:
        face("given.awards", f)
    for n, p in enumerate(g.players):
        card(f"given.players.{n}.corporation", p.corporation)
        for f in p.dice:
            face(f"given.players.{n}.dice", f)
        for key in ("hand", "played", "used"):
            for i, name in enumerate(getattr(p, key)):
                card(f"given.players.{n}.{key}.{i}", name)


def _check_steps(sc: Scenario, card, face, colour) -> None:
    for i, st in enumerate(sc.steps):
        w = f"steps.{i}"
        card(f"{w}.card", st.card)
        card(f"{w}.corporation", st.corporation)
        for name in st.discard:
            card(f"{w}.discard", name)
        for f in (*st.keep, *([st.die] if st.die else []), *([st.to] if st.to else [])):
            face(w, f)
        for f in st.pay or {}:
            face(f"{w}.pay", f, wild=True)
        if st.colour is not None:
            colour(f"{w}.colour", st.colour)
        for c, faces in st.rolls.items():
            colour(f"{w}.rolls", c)
            for f in faces:
                if FACE_COLOUR.get(f) != c:
                    raise ScenarioError(f"{w}.rolls.{c}: {f!r} is not a face of a {c} die")
