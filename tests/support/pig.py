"""A tiny dice game ("Pig") implementing the engine contract, for core tests.

Each turn the seat rolls a die as often as it likes; a 1 loses the turn's
points, ``hold`` banks them. First to the target wins. It has randomness in the
state, a pending decision and hidden nothing, which is all the contract tests
need.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from game.core import (
    Applied,
    Command,
    Event,
    GameInfo,
    IllegalCommand,
    Outcome,
    Rng,
    SeatResult,
    ranks,
    register_command,
)
from game.core.serial import to_data
from game.i18n import N_, Text


class PigSetup(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    players: int = Field(2, ge=2, le=4)
    target: int = Field(30, ge=5, le=1000)


@register_command("pig", "roll")
@dataclass(frozen=True, slots=True)
class Roll(Command):
    pass


@register_command("pig", "hold")
@dataclass(frozen=True, slots=True)
class Hold(Command):
    pass


@dataclass(slots=True)
class PigState:
    target: int
    scores: list[int]
    turn_total: int
    seat: int
    winner: int | None
    rng: Rng
    rolls: int = 0


class PigRules:
    game_id = "pig"
    title = N_("Pig")
    info = GameInfo(
        "pig", title, min_players=2, max_players=4, solo=False, hidden_information=False, simultaneous=False
    )
    rules_version = 1
    description_templates = (N_("Scores {scores}"),)

    def setup_from_data(self, data: Mapping[str, Any]) -> PigSetup:
        return PigSetup.model_validate(dict(data))

    def setup_to_data(self, setup: PigSetup) -> dict[str, Any]:
        return setup.model_dump()

    def new_game(self, setup: PigSetup, seed: int) -> PigState:
        return PigState(setup.target, [0] * setup.players, 0, 0, None, Rng(seed))

    def current_seat(self, state: PigState) -> int | None:
        return None if state.winner is not None else state.seat

    def legal_commands(self, state: PigState) -> list[Command]:
        if state.winner is not None:
            return []
        return [Roll(state.seat), Hold(state.seat)]

    def is_over(self, state: PigState) -> bool:
        return state.winner is not None

    def clone(self, state: PigState) -> PigState:
        return replace(state, scores=list(state.scores), rng=state.rng.clone())

    def snapshot(self, state: PigState) -> dict[str, Any]:
        return to_data(state)

    def view(self, state: PigState, seat: int) -> dict[str, Any]:
        """Nothing is hidden in Pig but the die to come: everything but the generator."""
        if not 0 <= seat < len(state.scores):
            raise ValueError(f"no seat {seat} in a {len(state.scores)}-player game")
        data = to_data(state)
        data.pop("rng")
        return data | {"seat": seat}

    def determinize(self, view: Mapping[str, Any], rng: Rng) -> PigState:
        """Pig hides only the die to come: the state again, with a generator seeded from ``rng``."""
        return PigState(
            view["target"],
            list(view["scores"]),
            view["turn_total"],
            view["seat"],
            view["winner"],
            Rng(rng.randbelow(2**32)),
            view["rolls"],
        )

    def outcome(self, state: PigState) -> Outcome:
        if state.winner is None:
            raise ValueError("the game is not over")
        results = tuple(
            SeatResult(seat, score, rank, {"points": score})
            for seat, (score, rank) in enumerate(zip(state.scores, ranks(state.scores), strict=True))
        )
        return Outcome(results, (state.winner,))

    def describe(self, state: PigState) -> Text:
        return Text(N_("Scores {scores}"), {"scores": "-".join(map(str, state.scores))})

    def apply(self, state: PigState, command: Command) -> Applied:
        if state.winner is not None:
            raise IllegalCommand(N_("The game is over."))
        if command.seat != state.seat:
            raise IllegalCommand(N_("It is not seat {seat}'s turn."), seat=command.seat)
        new = self.clone(state)
        new.rolls += 1
        if isinstance(command, Roll):
            face = new.rng.randint(1, 6)
            if face == 1:
                new.turn_total = 0
                new.seat = (new.seat + 1) % len(new.scores)
            else:
                new.turn_total += face
            return Applied(new, (Event("roll", N_("Rolled {face}"), {"face": face}, command.seat),))
        if isinstance(command, Hold):
            new.scores[new.seat] += new.turn_total
            new.turn_total = 0
            if new.scores[new.seat] >= new.target:
                new.winner = new.seat
            else:
                new.seat = (new.seat + 1) % len(new.scores)
            return Applied(new, (Event("hold", N_("Held"), {}, command.seat),))
        raise IllegalCommand(N_("Unknown command kind: {kind}."), kind=command.KIND)


RULES = PigRules()
