"""An Ares Project game at the table, without pygame: the kit's seated session (names, colours,
seat kinds, ``game.core.undo``: a seat's own plays back to the last reveal or roll) with the log
by round and forces named in the reader's language."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.ares.state import GameState
from ui.table.seated_session import SeatedSession
from ui.tables.ares import names


def round_of(state: GameState) -> int:
    """The round: every seat plays one turn a round (the engine counts turns)."""
    return (state.turn - 1) // max(1, len(state.players)) + 1


@dataclass(frozen=True, slots=True)
class LogEntry:
    section: int  # the round the event happened in
    event: Any
    cards: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)  # the game's own

    def text(self, player_names: Sequence[str], viewer: int | None = None) -> str:
        return names.event_line(self.event, self.cards, player_names)


class AresTableSession(SeatedSession):
    def seat_count(self) -> int:
        return len(self.state.players)

    def log_section(self, state: GameState) -> int:
        return round_of(state)

    def log_entries(self, section: int, events: Sequence[Any]) -> list[LogEntry]:
        return [LogEntry(section, e, self.state.cards) for e in events]

    def setup_events(self, state: GameState) -> Sequence[Any]:
        return ()

    def step_section(self, step) -> int:
        """A recorded command's round (the engine's turn facts count turns)."""
        turn = step.turn.round if step.turn is not None else 1
        return (turn - 1) // max(1, self.seat_count()) + 1
