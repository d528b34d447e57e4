"""The shape of a robot scenario file, checked by pydantic (unknown keys are named in the error)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from game.robots.content.models import Part


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class TestPart(_Strict):
    mobility: StrictInt = Field(0, ge=0)
    collection: StrictInt = Field(0, ge=0)
    survey: StrictInt = Field(0, ge=0)
    storage: StrictInt = Field(0, ge=0)
    combat: StrictInt = Field(0, ge=0)
    defense: StrictInt = Field(0, ge=0)
    dialogue: StrictInt = Field(0, ge=0)
    progress: StrictInt = Field(0, ge=0)
    disposable: StrictBool = False
    repair: StrictBool = False
    advertisement: StrictBool = False
    cost: StrictInt | None = Field(None, ge=0)

    def part(self, name: str) -> Part:
        data = self.model_dump()
        return Part(name=name, kind="special" if self.cost is not None else "basic", **data)


class TestRobot(_Strict):
    number: StrictInt = Field(ge=0)
    name: str | None = None
    mobility: StrictInt = Field(0, ge=0)
    collection: StrictInt = Field(0, ge=0)
    survey: StrictInt = Field(0, ge=0)
    storage: StrictInt = Field(0, ge=0)
    combat: StrictInt = Field(0, ge=0)
    defense: StrictInt = Field(0, ge=0)
    dialogue: StrictInt = Field(0, ge=0)


class DeployedEntry(_Strict):
    card: str
    chits: StrictInt = Field(0, ge=0)


class GivenPlayer(_Strict):
    robot: str | TestRobot | None = None
    robot_chits: StrictInt = Field(0, ge=0)
    hand: list[str] = Field(default_factory=list)
    deployed: list[str | DeployedEntry] = Field(default_factory=list)
    programmed: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    vp: list[Literal[2, 3, 4]] = Field(default_factory=list)
    eliminated: StrictBool = False


Season = Literal["development", "planning", "exploration", "end_of_round"]


class Given(_Strict):
    round: StrictInt = Field(1, ge=1)
    season: Season = "development"
    iteration: StrictInt = Field(1, ge=1, le=3)
    phase: Literal["play", "mars"] = "play"
    cards: dict[str, TestPart] = Field(default_factory=dict)
    mars_row: list[str] = Field(default_factory=list)
    deck_a: list[str] = Field(default_factory=list)
    deck_b: list[str] = Field(default_factory=list)
    mars_discard: list[str] = Field(default_factory=list)
    creatures_resolved: StrictInt | None = Field(None, ge=0)
    vp_deck: list[Literal[2, 3, 4]] = Field(default_factory=list)
    vp_discard: list[Literal[2, 3, 4]] = Field(default_factory=list)
    progress_row: StrictInt = Field(0, ge=0)
    progress_deck: StrictInt | None = Field(None, ge=0)
    chit_supply: StrictInt | None = Field(None, ge=0)
    supply: dict[str, StrictInt] | None = None
    players: list[GivenPlayer] = Field(default_factory=list)


class Setup(_Strict):
    players: StrictInt = Field(2, ge=2, le=4)
    seed: StrictInt = 1


class Answer(_Strict):
    discard: list[str] | None = None
    place: str | StrictInt | None = None
    player: StrictInt | None = None


class Step(_Strict):
    do: Literal["develop", "plan", "play_phase", "mars_phase", "explore", "end_round", "end_game"]
    player: StrictInt | None = None
    action: Literal["buy", "recover", "pass"] | None = None
    card: str | None = None
    pay: list[str | StrictInt] | None = None
    cards: list[str] | None = None
    answers: list[Answer] = Field(default_factory=list)
    expect_error: str | None = None


class Scenario(_Strict):
    title: str = ""
    setup: Setup = Field(default_factory=Setup)
    given: Given | None = None
    steps: list[Step] = Field(default_factory=list)
    expect: dict[str, Any] = Field(default_factory=dict)
