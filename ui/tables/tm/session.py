"""A Terraforming Mars game at the table, without pygame: the kit's seated session
(``ui.table.seated_session``: colours and seat kinds from the setup, undo within the limits of
``game.core.undo`` as ``game.tm.undo`` answers them: ``take_back``; ``cancel_action`` cuts the
action in progress from the record, with or without undo; a finished turn held on screen may
still be taken back) with what is TM's: the log by generation, the players' names as TM writes
them, the typed pending decision and the production summary kept with each command's mark.
The legal list is the whole of what TM accepts, so the engine is never asked to try a command
outside it (``engine_checks_unlisted``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.tm.decisions import PendingDecision
from game.tm.event_kinds import GENERATION_BEGINS, PRODUCTION_PHASE
from game.tm.rules import RULES
from game.tm.state import ENERGY, OVER, GameState
from ui.table.players import default_computer_name
from ui.table.seated_session import SeatedSession
from ui.tables.tm import log_lines, names


@dataclass(frozen=True, slots=True)
class LogEntry:
    generation: int  # the generation the event happened in (its heading in the log)
    event: Any  # game.core.Event

    @property
    def section(self) -> int:
        return self.generation

    def text(self, player_names: Sequence[str], viewer: int | None = None) -> str:
        """The line as ``viewer`` may read it (cards only that seat knows are named to it alone)."""
        return log_lines.event_line(self.event, player_names, viewer)


def log_entries(generation: int, events: Sequence[Any]) -> list[LogEntry]:
    """The log entries of one command's events, which began in ``generation``: the events after
    "Generation N begins" belong to N, the ones before (the last pass, production) to the old one."""
    out = []
    for event in events:
        if event.kind == GENERATION_BEGINS:
            generation = event.params["generation"]
        out.append(LogEntry(generation, event))
    return out


@dataclass(slots=True)
class ProductionSummary:
    """What each player got in a production phase (resources after minus before)."""

    generation: int
    gains: list[list[int]] = field(default_factory=list)  # per seat, six resources
    energy_to_heat: list[int] = field(default_factory=list)


class TmTableSession(SeatedSession):
    """A TM game at the table: the kit's seated session with TM's log (by generation), names,
    pending decision and production summary."""

    engine_checks_unlisted = False

    def __init__(self, match, styles=None, autosave=None) -> None:
        self.production: ProductionSummary | None = None
        self._decision: tuple[Any, PendingDecision | None] | None = (
            None  # (the pending record, its typed decision)
        )
        super().__init__(match, styles, autosave)

    def decision(self) -> PendingDecision | None:
        """The pending decision, typed (the same object while the same decision is pending)."""
        pending = self.state.pending
        if self._decision is None or self._decision[0] is not pending:
            self._decision = (pending, RULES.decision(self.state))
        return self._decision[1]

    # --- the kit's hooks ------------------------------------------------------------------------------
    def seat_count(self) -> int:
        return self.state.n

    @property
    def solo(self) -> bool:
        return self.state.setup.solo

    def name(self, seat: int) -> str:
        typed = self.state.setup.names
        if self.is_computer(seat) and not (seat < len(typed) and typed[seat].strip()):
            return default_computer_name(seat)
        return names.player_name(typed, seat)

    def is_over(self) -> bool:
        return self.state.phase == OVER

    def log_section(self, state: GameState) -> int:
        return state.generation

    def log_entries(self, section: int, events: Sequence[Any]) -> list[LogEntry]:
        return log_entries(section, events)

    def mark(self) -> ProductionSummary | None:
        return self.production

    def restore_mark(self, mark: ProductionSummary | None) -> None:
        self.production = mark

    def before_issue(self) -> tuple[list[list[int]], list[int], int]:
        players = self.state.players
        return (
            [p.resources[:] for p in players],
            [p.resources[ENERGY] for p in players],
            self.state.generation,
        )

    def after_issue(self, before: tuple[list[list[int]], list[int], int], events: Sequence[Any]) -> None:
        resources, energy, generation = before
        for event in events:
            if event.kind == PRODUCTION_PHASE:
                after = [p.resources[:] for p in self.state.players]
                self.production = ProductionSummary(
                    generation,
                    [
                        [a - b for a, b in zip(x, y, strict=True)]
                        for x, y in zip(after, resources, strict=True)
                    ],
                    energy,
                )
                # Everyone reads the production summary together: whoever decides next (the same seat
                # perhaps) takes the mouse through a hand-off again before anything private shows.
                self.hide()
