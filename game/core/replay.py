"""Replaying a game from (setup, seed, commands), and a match with undo.

A game *is* its setup, seed and command list (OpenSpiel's serialise-as-history):
``replay`` rebuilds the exact state, and ``Match`` keeps that record as play
goes on so it can be saved, undone or replayed at any decision point.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.core.command import Command
from game.core.contract import Applied, Event, GameRules
from game.core.errors import IllegalCommand
from game.core.serial import canonical_json


def replay(rules: GameRules, setup: Any, seed: int, commands: Iterable[Command]) -> Any:
    """The state reached by applying ``commands`` to a new game."""
    state = rules.new_game(setup, seed)
    for index, command in enumerate(commands):
        try:
            state = rules.apply(state, command).state
        except IllegalCommand as exc:
            raise ReplayError(index, exc) from exc
    return state


class ReplayError(Exception):
    """Command ``index`` of a recorded game was refused while replaying it."""

    def __init__(self, index: int, cause: IllegalCommand) -> None:
        self.index = index
        self.cause = cause
        super().__init__(f"command {index} was refused on replay: {cause}")


class Match:
    """A game in progress: rules, setup, seed, the command record and the state."""

    def __init__(self, rules: GameRules, setup: Any, seed: int, commands: Sequence[Command] = ()) -> None:
        self.rules = rules
        self.setup = setup
        self.seed = seed
        self.commands: list[Command] = list(commands)
        self.state = replay(rules, setup, seed, self.commands)

    def legal_commands(self) -> Sequence[Command]:
        return self.rules.legal_commands(self.state)

    def current_seat(self) -> int | None:
        return self.rules.current_seat(self.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def push(self, command: Command) -> tuple[Event, ...]:
        """Apply ``command``; on ``IllegalCommand`` nothing changes."""
        applied: Applied = self.rules.apply(self.state, command)
        self.state = applied.state
        self.commands.append(command)
        return applied.events

    def undo(self, count: int = 1) -> None:
        """Take back the last ``count`` commands by replaying the rest."""
        if count < 0 or count > len(self.commands):
            raise ValueError(f"cannot undo {count} of {len(self.commands)} commands")
        kept = self.commands[: len(self.commands) - count]
        self.state = replay(self.rules, self.setup, self.seed, kept)
        self.commands = kept

    def snapshot_json(self) -> str:
        return canonical_json(self.rules.snapshot(self.state))
