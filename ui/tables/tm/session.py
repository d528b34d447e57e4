"""A Terraforming Mars game at the table, without pygame: the match, its log,
who is looking at the screen, and what the last command changed.

The table scene sends every command through ``TableSession.issue``; that is the
one place the game changes (then it is autosaved), apart from ``take_back`` (undo,
within the limits of ``game.tm.undo``) and ``cancel_action`` (the action in progress
is cut from the record, as ``game.tm.undo`` allows, with or without undo).

After an action that ended its player's turn the engine has moved on to the next
seat, but the table may keep showing the finished turn to its player until they
confirm it (``hold_turn`` / ``release_turn``): meanwhile nobody is handed the mouse
and Undo may still take that action back. Legality is the engine's: ``legal()`` is
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
from game.tm.decisions import PendingDecision
from game.tm.event_kinds import GENERATION_BEGINS, PRODUCTION_PHASE
from game.tm.rules import RULES
from game.tm.state import ENERGY, OVER, GameState
from game.tm.undo import action_start, cancel_action, take_back, undo_seat
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


class TableSession:
    def __init__(self, match: Match, styles: Sequence[int] | None = None,
                 autosave: Callable[[Match], None] | None = None) -> None:  # fmt: skip
        self.match = match
        n = self.state.n
        self.styles: list[int] = list(styles) if styles else list(range(n))
        self.autosave = autosave
        self.autosave_problem: Any = None  # the saves.SaveError of the last autosave, while autosaving fails
        self.version = 0  # increases with every change of position
        self.log: list[LogEntry] = []
        self.viewer: int | None = 0 if self.solo else None
        self.production: ProductionSummary | None = None
        self.last_events: tuple[Any, ...] = ()
        self._legal: tuple[int, Sequence[Command]] | None = None
        self._undo_seat: tuple[int, bool, int | None] | None = None
        self._action_start: tuple[int, int | None] | None = None
        self._decision: tuple[Any, PendingDecision | None] | None = None  # (the pending record, its typed decision)
        self.held_seat: int | None = None  # whose finished turn is still on screen (see ``hold_turn``)
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

    def decision(self) -> PendingDecision | None:
        """The pending decision, typed (the same object while the same decision is pending)."""
        pending = self.state.pending
        if self._decision is None or self._decision[0] is not pending:
            self._decision = (pending, RULES.decision(self.state))
        return self._decision[1]

    def is_legal(self, command: Command) -> bool:
        return command in self.legal()

    def undo_seat(self) -> int | None:
        """The seat that may take back the last command now (``game.tm.undo``), once per position."""
        held = self.held_seat is not None
        if self._undo_seat is None or self._undo_seat[:2] != (self.version, held):
            self._undo_seat = (self.version, held, undo_seat(self.match, after_turn_end=held))
        return self._undo_seat[2]

    def can_take_back(self) -> bool:
        """The player looking at the screen may take back their last command."""
        seat = self.undo_seat()
        return seat is not None and seat == self.viewer and not self.needs_handoff()

    def action_start(self) -> int | None:
        """Where the action in progress began, if it may be cancelled (``game.tm.undo``), once per position."""
        if self._action_start is None or self._action_start[0] != self.version:
            self._action_start = (self.version, action_start(self.match))
        return self._action_start[1]

    def can_cancel(self) -> bool:
        """The player looking at the screen may cancel the action they are in the middle of."""
        return (self.viewer is not None and self.current_seat() == self.viewer and not self.needs_handoff()
                and self.action_start() is not None)  # fmt: skip

    # --- a finished turn kept on screen --------------------------------------------------------------
    def hold_turn(self, seat: int) -> None:
        """Keep ``seat``'s finished turn on screen (no hand-off) until ``release_turn``."""
        self.held_seat = seat

    def release_turn(self) -> None:
        self.held_seat = None

    # --- privacy -----------------------------------------------------------------------------------
    def needs_handoff(self) -> bool:
        """Pass-and-play: the seat that must decide is not the one whose cards are on screen."""
        seat = self.current_seat()
        return not self.solo and seat is not None and seat != self.viewer and self.held_seat is None

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
        energy = [p.resources[ENERGY] for p in self.state.players]
        generation = self.state.generation
        mark = (len(self.log), self.production)
        events = self.match.push(command)
        self._marks.append(mark)
        self.version += 1
        self.last_events = events
        self.log.extend(log_entries(generation, events))
        for event in events:
            if event.kind == PRODUCTION_PHASE:
                after = [p.resources[:] for p in self.state.players]
                self.production = ProductionSummary(
                    generation, [[a - b for a, b in zip(x, y, strict=True)] for x, y in zip(after, before, strict=True)],
                    energy,
                )
                # Everyone reads the production summary together: whoever decides next (the same seat
                # perhaps) takes the mouse through a hand-off again before anything private shows.
                self.hide()
        self.save_now()
        return events

    def take_back(self) -> None:
        """The viewer takes back their last command: its log lines go, one line says so, autosave.

        ``ValueError`` (nothing changes) when that is not allowed now."""
        seat = self.viewer
        if seat is None or not self.can_take_back():
            raise ValueError("nothing to take back now")
        take_back(self.match, seat, after_turn_end=self.held_seat is not None)
        if self.current_seat() == seat:
            self.held_seat = None  # the turn is theirs again
        self._cut_log(len(self.match.commands))
        self.log.append(LogEntry(self.state.generation, Event("undo", N_("{player} took back a move"),
                                                              {"player": seat}, seat)))  # fmt: skip
        self.save_now()

    def cancel_action(self) -> None:
        """The viewer cancels the action in progress: the game is as before it began; autosave.

        Nothing is logged (the action never happened). ``ValueError`` (nothing changes) when no
        action may be cancelled now."""
        seat = self.viewer
        if seat is None or not self.can_cancel():
            raise ValueError("no action to cancel now")
        cancel_action(self.match, seat)
        self._cut_log(len(self.match.commands))
        self.save_now()

    def _cut_log(self, kept: int) -> None:
        """The record was cut back to ``kept`` commands: drop the log lines of the rest (earlier
        "took back" lines stay) and their production summary."""
        length, self.production = self._marks[kept]
        del self._marks[kept:]
        earlier_undos = [entry for entry in self.log[length:] if entry.event.kind == "undo"]
        self.log[length:] = earlier_undos
        self.version += 1
        self.last_events = ()

    def save_now(self) -> None:
        """Autosave; a failure is kept in ``autosave_problem`` (the table shows it) and never stops the game."""
        from saves import SaveError, SaveWriteError

        if self.autosave is None:
            return
        try:
            self.autosave(self.match)
        except SaveError as exc:
            if self.autosave_problem is None:  # once, not after every move
                log.warning("autosave failed: %s (%s)", exc, exc.detail)
            self.autosave_problem = exc
        except Exception as exc:  # an engine or OS surprise must not stop the game either
            log.exception("autosave failed")
            self.autosave_problem = SaveWriteError(N_("The game could not be written as a save file."),
                                                   detail=repr(exc)[:500])
        else:
            self.autosave_problem = None

    def _rebuild_log(self) -> None:
        """Recover the log of a loaded game from the events the match kept with each command
        (the set-up events come from a new game: dealing needs no replay)."""
        state = RULES.new_game(self.match.setup, self.match.seed)
        self.log.extend(log_entries(state.generation, state.events))
        for step in self.match.steps:
            self._marks.append((len(self.log), None))
            self.log.extend(log_entries(step.turn.round, step.events))
