"""Replaying a game from (setup, seed, commands), and a match with undo.

A game *is* its setup, seed and command list (OpenSpiel's serialise-as-history):
``replay`` rebuilds the exact state, and ``Match`` keeps that record as play
goes on so it can be saved, undone or replayed at any decision point. With each
command a match keeps what applying it said (its events and turn facts), so a
table builds its log and undo reads reveals without replaying anything.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.command import Command
from game.core.contract import Applied, Event, GameRules, TurnFacts
from game.core.errors import IllegalCommand
from game.core.serial import canonical_json


@dataclass(frozen=True, slots=True)
class Step:
    """One recorded command and what applying it said."""

    command: Command
    events: tuple[Event, ...]
    turn: TurnFacts | None

    @property
    def reveals(self) -> bool:
        return any(e.revealed_to for e in self.events)


def replay_steps(
    rules: GameRules, setup: Any, seed: int, commands: Iterable[Command]
) -> tuple[Any, list[Step]]:
    """The state reached by applying ``commands`` to a new game, and the step of each command."""
    state = rules.new_game(setup, seed)
    steps: list[Step] = []
    for index, command in enumerate(commands):
        try:
            applied = rules.apply(state, command)
        except IllegalCommand as exc:
            raise ReplayError(index, exc) from exc
        state = applied.state
        steps.append(Step(command, applied.events, applied.turn))
    return state, steps


def replay(rules: GameRules, setup: Any, seed: int, commands: Iterable[Command]) -> Any:
    """The state reached by applying ``commands`` to a new game."""
    return replay_steps(rules, setup, seed, commands)[0]


class ReplayError(Exception):
    """Command ``index`` of a recorded game was refused while replaying it."""

    def __init__(self, index: int, cause: IllegalCommand) -> None:
        self.index = index
        self.cause = cause
        super().__init__(f"command {index} was refused on replay: {cause}")


class Match:
    """A game in progress: rules, setup, seed, the command record and the state.

    ``commands`` is the record (read it, never change it: ``push`` and ``undo`` do);
    ``steps`` holds, for each command, its events and turn facts."""

    def __init__(self, rules: GameRules, setup: Any, seed: int, commands: Sequence[Command] = ()) -> None:
        self.rules = rules
        self.setup = setup
        self.seed = seed
        self.state, self.steps = replay_steps(rules, setup, seed, commands)
        self.commands: list[Command] = [step.command for step in self.steps]

    def legal_commands(self) -> Sequence[Command]:
        return self.rules.legal_commands(self.state)

    def current_seat(self) -> int | None:
        return self.rules.current_seat(self.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def events_of(self, index: int) -> tuple[Event, ...]:
        """The events of command ``index`` of the record, as they came when it was applied."""
        return self.steps[index].events

    def push(self, command: Command) -> tuple[Event, ...]:
        """Apply ``command``; on ``IllegalCommand`` nothing changes."""
        applied: Applied = self.rules.apply(self.state, command)
        self.state = applied.state
        self.commands.append(command)
        self.steps.append(Step(command, applied.events, applied.turn))
        return applied.events

    def undo(self, count: int = 1) -> None:
        """Take back the last ``count`` commands by replaying the rest."""
        if count < 0 or count > len(self.commands):
            raise ValueError(f"cannot undo {count} of {len(self.commands)} commands")
        kept = len(self.commands) - count
        self.state = replay(self.rules, self.setup, self.seed, self.commands[:kept])
        del self.commands[kept:]
        del self.steps[kept:]

    def snapshot_json(self) -> str:
        return canonical_json(self.rules.snapshot(self.state))
