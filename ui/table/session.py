"""A game at the table, without pygame, for any ``GameRules``: the match, its log,
who is looking at the screen, and what the last command changed.

The table scene sends every command through ``TableSession.issue``; that is the
one place the game changes (then it is autosaved), apart from ``take_back`` (undo)
and ``cancel_action`` (the action in progress is cut from the record). Whether and
how far a game allows those is the game's: a subclass answers ``undo_seat_now``,
``action_start_now`` and performs ``_take_back`` / ``_cancel``; by default nothing
may be taken back.

After an action that ended its player's turn the engine has moved on to the next
seat, but the table may keep showing the finished turn to its player until they
confirm it (``hold_turn`` / ``release_turn``): meanwhile nobody is handed the mouse.
Legality is the engine's: ``legal()`` is ``rules.legal_commands`` of the current
state, computed once per position. What a seat may see is ``view(seat)``, the
engine's view for that seat (``GameRules.view``): a table draws hands and other
private zones from it, so pass-and-play privacy does not rest on the drawing code.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from game.core import Match, Step
from game.core.command import Command
from game.core.contract import Event, GameRules, Outcome
from game.core.errors import IllegalCommand
from game.core.seats import HUMAN, seat_kinds
from game.i18n import N_, tr
from ui.table.players import default_computer_name, default_player_name

log = logging.getLogger(__name__)

S = TypeVar("S")  # the game's state


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the game log: ``section`` is the part of the game it belongs to (a round,
    a generation: the heading it is listed under), ``event`` what happened."""

    section: int
    event: Any  # game.core.Event

    def text(self, player_names: Sequence[str], viewer: int | None = None) -> str:
        return self.event.translated()


class TableSession(Generic[S]):
    """``match`` at the table. ``styles`` are the seats' palette indices (``ui.table.players``);
    ``autosave(match)`` runs after every change; ``names`` are the players' names (else
    "Player 1"...)."""

    def __init__(
        self,
        match: Match,
        styles: Sequence[int] | None = None,
        autosave: Callable[[Match], None] | None = None,
        names: Sequence[str] | None = None,
    ) -> None:
        self.match = match
        self.rules: GameRules[S] = match.rules
        self._names = list(names) if names else []
        n = self.seat_count()
        self.styles: list[int] = list(styles) if styles else list(range(n))
        self.autosave = autosave
        self.autosave_problem: Any = None  # the saves.SaveError of the last autosave, while autosaving fails
        self.version = 0  # increases with every change of position
        self.log: list[Any] = []
        humans = self.human_seats()
        # One person at the screen (the solo game, or one human among computers): always theirs.
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.last_events: tuple[Any, ...] = ()
        self._legal: tuple[int, Sequence[Command]] | None = None
        self._undo_seat: tuple[int, bool, int | None] | None = None
        self._action_start: tuple[int, int | None] | None = None
        self.held_seat: int | None = None  # whose finished turn is still on screen (see ``hold_turn``)
        # Before each command of the record: the log length and the game's own mark (``mark``), so
        # taking a command back also takes back its log lines.
        self._marks: list[tuple[int, Any]] = []
        self._rebuild_log()

    # --- what a game may answer differently ---------------------------------------------------------
    def seat_count(self) -> int:
        """How many seats play (the setup's ``players``)."""
        return int(self.match.setup.players)

    def recorded_seat_kinds(self) -> Sequence[str]:
        """Who plays each seat as the setup records it (``game.core.seats``; by default all human)."""
        return getattr(self.match.setup, "seat_kinds", ())

    def log_section(self, state: S) -> int:
        """The log heading ``state`` is in (a round, a generation); one section by default."""
        return 0

    def log_entries(self, section: int, events: Sequence[Any]) -> list[Any]:
        """The log entries of one command's events, which began in ``section``."""
        return [LogEntry(section, event) for event in events]

    def undo_seat_now(self, after_turn_end: bool) -> int | None:
        """The seat that may take back the last command in this position (none by default)."""
        return None

    def action_start_now(self) -> int | None:
        """Where the action in progress began, if it may be cancelled (never by default)."""
        return None

    def _take_back(self, seat: int, after_turn_end: bool) -> None:
        raise ValueError("this game takes nothing back")

    def _cancel(self, seat: int) -> None:
        raise ValueError("this game cancels no action")

    def mark(self) -> Any:
        """What the game keeps with each command's log mark, restored when it is taken back."""
        return None

    def restore_mark(self, mark: Any) -> None:
        """A command was taken back: put the game's own mark back."""

    def before_issue(self) -> Any:
        """Taken just before ``issue`` applies a command, handed to ``after_issue``."""
        return None

    def after_issue(self, before: Any, events: Sequence[Any]) -> None:
        """After ``issue`` applied a command and logged its ``events``."""

    def setup_events(self, state: S) -> Sequence[Any]:
        """The events of setting the game up (``state.events`` of a new game, if it has them)."""
        return getattr(state, "events", ())

    # --- facts -------------------------------------------------------------------------------------
    @property
    def state(self) -> S:
        return self.match.state

    @property
    def solo(self) -> bool:
        return self.seat_count() == 1

    @property
    def player_names(self) -> list[str]:
        return [self.name(seat) for seat in range(self.seat_count())]

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self._names) and self._names[seat].strip():
            return self._names[seat]
        return default_computer_name(seat) if self.is_computer(seat) else default_player_name(seat)

    def seat_kind(self, seat: int) -> str:
        """``"human"`` or the seat's computer level."""
        return seat_kinds(self.recorded_seat_kinds(), self.seat_count())[seat]

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < self.seat_count() and self.seat_kind(seat) != HUMAN

    def computer_seats(self) -> list[int]:
        return [seat for seat in range(self.seat_count()) if self.is_computer(seat)]

    def human_seats(self) -> list[int]:
        return [seat for seat in range(self.seat_count()) if not self.is_computer(seat)]

    def style(self, seat: int) -> int:
        return -1 if seat < 0 else self.styles[seat % len(self.styles)]

    def current_seat(self) -> int | None:
        return self.rules.current_seat(self.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def outcome(self) -> Outcome:
        """The engine's result of the finished game (``ValueError`` while it goes on)."""
        return self.rules.outcome(self.state)

    def view(self, seat: int | None = None) -> dict[str, Any] | None:
        """What ``seat`` (default: the viewer) may know, as the engine's view; None with nobody looking."""
        seat = self.viewer if seat is None else seat
        return None if seat is None else self.rules.view(self.state, seat)

    def legal(self) -> Sequence[Command]:
        if self._legal is None or self._legal[0] != self.version:
            self._legal = (self.version, self.rules.legal_commands(self.state))
        return self._legal[1]

    def refusal(self, command: Command) -> str | None:
        """Why ``command`` may not be played now, None when it may: by default it must be one of
        the engine's legal commands (a game whose engine accepts more, such as other payments,
        answers with the engine's own check and reason)."""
        return None if command in self.legal() else tr(N_("That cannot be done now."))

    def is_legal(self, command: Command) -> bool:
        """``command`` is legal and the table's controls may send it (a computer seat's
        decisions are its bot's alone)."""
        return self.refusal(command) is None and not self.is_computer(command.seat)

    def undo_seat(self) -> int | None:
        """The seat that may take back the last command now, once per position."""
        held = self.held_seat is not None
        if self._undo_seat is None or self._undo_seat[:2] != (self.version, held):
            self._undo_seat = (self.version, held, self.undo_seat_now(held))
        return self._undo_seat[2]

    def can_take_back(self) -> bool:
        """The player looking at the screen may take back their last command."""
        seat = self.undo_seat()
        return seat is not None and seat == self.viewer and not self.needs_handoff()

    def action_start(self) -> int | None:
        """Where the action in progress began, if it may be cancelled, once per position."""
        if self._action_start is None or self._action_start[0] != self.version:
            self._action_start = (self.version, self.action_start_now())
        return self._action_start[1]

    def can_cancel(self) -> bool:
        """The player looking at the screen may cancel the action they are in the middle of."""
        return (
            self.viewer is not None
            and self.current_seat() == self.viewer
            and not self.needs_handoff()
            and self.action_start() is not None
        )

    # --- a finished turn kept on screen --------------------------------------------------------------
    def hold_turn(self, seat: int) -> None:
        """Keep ``seat``'s finished turn on screen (no hand-off) until ``release_turn``."""
        self.held_seat = seat

    def release_turn(self) -> None:
        self.held_seat = None

    # --- privacy -----------------------------------------------------------------------------------
    def shared_screen(self) -> bool:
        """Pass-and-play: more than one person plays at this screen."""
        return len(self.human_seats()) > 1

    def needs_handoff(self) -> bool:
        """Pass-and-play: the person who must decide is not the one whose cards are on screen
        (a computer seat decides without taking the screen; its cards are never shown)."""
        seat = self.current_seat()
        return (
            self.shared_screen()
            and seat is not None
            and seat != self.viewer
            and self.held_seat is None
            and not self.is_computer(seat)
        )

    def reveal_to(self, seat: int) -> None:
        self.viewer = seat

    def hide(self) -> None:
        if self.shared_screen():
            self.viewer = None

    # --- change --------------------------------------------------------------------------------------
    def issue(self, command: Command, by_computer: bool = False) -> tuple[Any, ...]:
        """Apply a legal command, log its events, autosave. ``IllegalCommand`` changes nothing.

        A computer seat's command comes from its bot (``by_computer``), a human seat's from the
        table's controls, never the other way round."""
        if by_computer != self.is_computer(command.seat):
            raise IllegalCommand(N_("That cannot be done now."))
        reason = self.refusal(command)
        if reason is not None:
            raise IllegalCommand(reason)
        before = self.before_issue()
        section = self.log_section(self.state)
        mark = (len(self.log), self.mark())
        events = self.match.push(command)
        self._marks.append(mark)
        self.version += 1
        self.last_events = events
        self.log.extend(self.log_entries(section, events))
        self.after_issue(before, events)
        self.save_now()
        return events

    def take_back(self) -> None:
        """The viewer takes back their last command: its log lines go, one line says so, autosave.

        ``ValueError`` (nothing changes) when that is not allowed now."""
        seat = self.viewer
        if seat is None or not self.can_take_back():
            raise ValueError("nothing to take back now")
        self._take_back(seat, self.held_seat is not None)
        if self.current_seat() == seat:
            self.held_seat = None  # the turn is theirs again
        self._cut_log(len(self.match.commands))
        undo = Event("undo", N_("{player} took back a move"), {"player": seat}, seat)
        self.log.extend(self.log_entries(self.log_section(self.state), (undo,)))
        self.save_now()

    def cancel_action(self) -> None:
        """The viewer cancels the action in progress: the game is as before it began; autosave.

        Nothing is logged (the action never happened). ``ValueError`` (nothing changes) when no
        action may be cancelled now."""
        seat = self.viewer
        if seat is None or not self.can_cancel():
            raise ValueError("no action to cancel now")
        self._cancel(seat)
        self._cut_log(len(self.match.commands))
        self.save_now()

    def _cut_log(self, kept: int) -> None:
        """The record was cut back to ``kept`` commands: drop the log lines of the rest (earlier
        "took back" lines stay) and restore the game's mark."""
        length, mark = self._marks[kept]
        self.restore_mark(mark)
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
            self.autosave_problem = SaveWriteError(
                N_("The game could not be written as a save file."), detail=repr(exc)[:500]
            )
        else:
            self.autosave_problem = None

    def _rebuild_log(self) -> None:
        """Recover the log of a loaded game from the events the match kept with each command (no
        replay: the match replayed once when it was built); the set-up events come from a new game."""
        state = self.rules.new_game(self.match.setup, self.match.seed)
        self.log.extend(self.log_entries(self.log_section(state), self.setup_events(state)))
        for step in self.match.steps:
            self._marks.append((len(self.log), self.mark()))
            self.log.extend(self.log_entries(self.step_section(step), step.events))

    def step_section(self, step: Step) -> int:
        """The log section a recorded command began in: its round, as the game's turn facts say."""
        return step.turn.round if step.turn is not None else 0
