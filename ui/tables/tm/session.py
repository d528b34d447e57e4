"""A Terraforming Mars game at the table, without pygame: the match, its log,
who is looking at the screen, and what the last command changed.

The table scene sends every command through ``TableSession.issue``; that is the
one place the game changes (then it is autosaved), apart from ``take_back`` (undo,
within the limits of ``game.tm.undo``). Legality is the engine's: ``legal()`` is
``RULES.legal_commands`` of the current state, computed once per position.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import Match
from game.core.command import Command
from game.core.contract import Event
from game.core.errors import IllegalCommand
from game.i18n import N_
from game.tm.rules import RULES
from game.tm.state import OVER, GameState
from game.tm.undo import take_back, undo_seat
from ui.tables.tm import log_lines, names

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class LogEntry:
    generation: int  # the generation the event happened in (its heading in the log)
    event: Any  # game.core.Event

    def text(self, player_names: Sequence[str], viewer: int | None = None) -> str:
        """The line as ``viewer`` may read it (cards only that seat knows are named to it alone)."""
        return log_lines.event_line(self.event, player_names, viewer)


def log_entries(generation: int, events: Sequence[Any]) -> list[LogEntry]:
    """The log entries of one command's events, which began in ``generation``: the events after
    "Generation N begins" belong to N, the ones before (the last pass, production) to the old one."""
    out = []
    for event in events:
        if event.kind == "generation":
            generation = event.params["generation"]
        out.append(LogEntry(generation, event))
    return out


@dataclass(slots=True)
class ProductionSummary:
    """What each player got in a production phase (resources after minus before)."""

    generation: int
    gains: list[list[int]] = field(default_factory=list)  # per seat, six resources
    energy_to_heat: list[int] = field(default_factory=list)


class TableSession:
    def __init__(self, match: Match, styles: Sequence[int] | None = None,
                 autosave: Callable[[Match], None] | None = None) -> None:  # fmt: skip
        self.match = match
        n = self.state.n
        self.styles: list[int] = list(styles) if styles else list(range(n))
        self.autosave = autosave
        self.version = 0  # increases with every change of position
        self.log: list[LogEntry] = []
        self.viewer: int | None = 0 if self.solo else None
        self.production: ProductionSummary | None = None
        self.last_events: tuple[Any, ...] = ()
        self._legal: tuple[int, Sequence[Command]] | None = None
        self._undo_seat: tuple[int, int | None] | None = None
        # Before each command of the record: the log length and the production summary, so taking a
        # command back also takes back its log lines.
        self._marks: list[tuple[int, ProductionSummary | None]] = []
        self._rebuild_log()

    # --- facts -------------------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.match.state

    @property
    def solo(self) -> bool:
        return self.state.setup.solo

    @property
    def player_names(self) -> list[str]:
        return [self.name(seat) for seat in range(self.state.n)]

    def name(self, seat: int) -> str:
        return names.player_name(self.state.setup.names, seat)

    def style(self, seat: int) -> int:
        return -1 if seat < 0 else self.styles[seat % len(self.styles)]

    def current_seat(self) -> int | None:
        return RULES.current_seat(self.state)

    def is_over(self) -> bool:
        return self.state.phase == OVER

    def legal(self) -> Sequence[Command]:
        if self._legal is None or self._legal[0] != self.version:
            self._legal = (self.version, RULES.legal_commands(self.state))
        return self._legal[1]

    def is_legal(self, command: Command) -> bool:
        return command in self.legal()

    def undo_seat(self) -> int | None:
        """The seat that may take back the last command now (``game.tm.undo``), once per position."""
        if self._undo_seat is None or self._undo_seat[0] != self.version:
            self._undo_seat = (self.version, undo_seat(self.match))
        return self._undo_seat[1]

    def can_take_back(self) -> bool:
        """The player looking at the screen may take back their last command."""
        seat = self.undo_seat()
        return seat is not None and seat == self.viewer and not self.needs_handoff()

    # --- privacy -----------------------------------------------------------------------------------
    def needs_handoff(self) -> bool:
        """Pass-and-play: the seat that must decide is not the one whose cards are on screen."""
        seat = self.current_seat()
        return not self.solo and seat is not None and seat != self.viewer

    def reveal_to(self, seat: int) -> None:
        self.viewer = seat

    def hide(self) -> None:
        if not self.solo:
            self.viewer = None

    # --- change --------------------------------------------------------------------------------------
    def issue(self, command: Command) -> tuple[Any, ...]:
        """Apply a legal command, log its events, autosave. ``IllegalCommand`` changes nothing."""
        if not self.is_legal(command):
            raise IllegalCommand("That is not a legal command now.")
        before = [p.resources[:] for p in self.state.players]
        energy = [p.resources[4] for p in self.state.players]
        generation = self.state.generation
        mark = (len(self.log), self.production)
        events = self.match.push(command)
        self._marks.append(mark)
        self.version += 1
        self.last_events = events
        self.log.extend(log_entries(generation, events))
        for event in events:
            if event.kind == "production" and "generation" in event.params:
                after = [p.resources[:] for p in self.state.players]
                self.production = ProductionSummary(
                    generation, [[a - b for a, b in zip(x, y, strict=True)] for x, y in zip(after, before, strict=True)],
                    energy,
                )
        self._save()
        return events

    def take_back(self) -> None:
        """The viewer takes back their last command: its log lines go, one line says so, autosave.

        ``ValueError`` (nothing changes) when that is not allowed now."""
        seat = self.viewer
        if seat is None or not self.can_take_back():
            raise ValueError("nothing to take back now")
        take_back(self.match, seat)
        length, self.production = self._marks.pop()
        earlier_undos = [entry for entry in self.log[length:] if entry.event.kind == "undo"]
        self.log[length:] = earlier_undos
        self.version += 1
        self.last_events = ()
        self.log.append(LogEntry(self.state.generation, Event("undo", N_("{player} took back a move"),
                                                              {"player": seat}, seat)))  # fmt: skip
        self._save()

    def _save(self) -> None:
        if self.autosave is not None:
            try:
                self.autosave(self.match)
            except Exception:  # an unwritable disk must not stop the game
                log.exception("autosave failed")

    def _rebuild_log(self) -> None:
        """Replay the record once to recover the log (setup events included) of a loaded game."""
        state = RULES.new_game(self.match.setup, self.match.seed)
        self.log.extend(log_entries(state.generation, state.events))
        for command in self.match.commands:
            self._marks.append((len(self.log), None))
            applied = RULES.apply(state, command)
            self.log.extend(log_entries(state.generation, applied.events))
            state = applied.state
