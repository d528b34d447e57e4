"""Pydantic models of an Ares scenario file (specs/ares-scenario-format.md): errors name the field."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Setup(_Strict):
    mode: Literal["basic", "full"] = "basic"
    players: int = Field(2, ge=2, le=4)
    teams: list[list[int]] | None = None
    open_bases: bool = False
    seed: int = 1
    new_game: bool = False
    factions: list[str] | None = None
    first_player: int = 0


class BaseEntry(_Strict):
    card: str | None = None
    id: str | None = None
    side: str | None = None
    units: int = Field(0, ge=0, le=4)
    resources: int | list[str] = 0
    under: int | list[str] = 0
    stack: int | None = Field(None, ge=1)
    damaged: int = Field(0, ge=0, le=1)
    shields: int = Field(0, ge=0)


class GivenPlayer(_Strict):
    hand: list[str] = []
    deck: list[str] = []
    discard: list[str] = []
    scoring: int | list[str] = 0
    rerolls: int = Field(0, ge=0)
    faction: Literal["terran", "kahoum", "colossus", "xenos"] | None = None
    eliminated: bool = False
    base: list[BaseEntry] = []


class Given(_Strict):
    frontier: int | None = None
    active_player: int = 0
    players: list[GivenPlayer] = []


class Step(_Strict):
    do: Literal[
        "build",
        "resource",
        "attack",
        "score",
        "special",
        "pass",
        "opening",
        "declare",
        "raid_force",
        "place",
        "move",
        "emergency",
        "retreat",
        "fire",
        "destroy",
        "rewards",
        "proceed",
    ]
    player: int | None = None
    card: str | None = None
    cards: list[str] | None = None
    side: str | None = None
    on: str | None = None
    id: str | None = None
    new_stack: str | None = None
    choice: Literal["normal", "deep_strike", "claim"] | None = None
    target: int | str | None = None
    answers: list[Any] | None = None
    defend: Literal["frontier", "base"] | None = None
    force: str | None = None
    at: str | dict[str, Any] | None = None
    plays: list[dict[str, str]] | None = None
    dice: list[int] | None = None
    rerolls: list[dict[str, int]] | None = None
    building: str | None = None
    take: list[str] | None = None
    destroy: str | None = None
    bonus: list[dict[str, str]] | None = None
    expect: dict[str, Any] | None = None
    expect_error: str | None = None


class Scenario(_Strict):
    title: str
    setup: Setup = Setup()
    cards: dict[str, dict[str, Any]] = {}
    given: Given | None = None
    steps: list[Step] = []
    expect: dict[str, Any] = {}
