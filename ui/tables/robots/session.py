"""A robot game at the table, without pygame: the kit's session (``ui.table.session``) with what is
the robot game's: names, colours and seat kinds from the setup, the log by round with localized card
names, and undo as far as ``game.core.undo`` allows (a seat's own development choice or program,
never past a reveal: the engine's events say what came out)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.command import Command
from game.core.errors import IllegalCommand
from game.core.undo import action_start, cancel_action, take_back, undo_seat
from game.robots.state import GameState
from ui.table.session import TableSession
from ui.tables.robots import names


@dataclass(frozen=True, slots=True)
class LogEntry:
    section: int  # the round the event happened in
    event: Any

    def text(self, player_names: Sequence[str], viewer: int | None = None) -> str:
        return names.event_line(self.event, player_names)


class RobotsTableSession(TableSession[GameState]):
    def __init__(self, match, styles=None, autosave=None) -> None:
        setup = match.setup
        styles = list(styles or getattr(setup, "colors", ()) or ()) or None
        self._kinds: list[str] | None = None  # before the kit's __init__, which asks for them
        self._views: tuple[tuple[int, int], dict[int, Any]] = ((-1, 0), {})
        super().__init__(match, styles, autosave, names=list(getattr(setup, "names", ())))
        if len(self.styles) < self.seat_count():
            self.styles = list(range(self.seat_count()))

    # --- facts asked many times a frame (the setup's seat kinds never change; a view is the
    # engine's for one position) ---------------------------------------------------------------------
    def seat_kind(self, seat: int) -> str:
        if self._kinds is None:
            self._kinds = [super(RobotsTableSession, self).seat_kind(s) for s in range(self.seat_count())]
        return self._kinds[seat]

    def view(self, seat: int | None = None) -> dict[str, Any] | None:
        """The kit's ``view``, kept for the position (callers only read it)."""
        seat = self.viewer if seat is None else seat
        if seat is None:
            return None
        position = (self.version, id(self.state))
        if self._views[0] != position:
            self._views = (position, {})
        views = self._views[1]
        if seat not in views:
            views[seat] = super().view(seat)
        return views[seat]

    def seat_count(self) -> int:
        return len(self.state.players)

    def log_section(self, state: GameState) -> int:
        return state.round

    def log_entries(self, section: int, events: Sequence[Any]) -> list[LogEntry]:
        """The events under the round they happened in: "Round N begins." opens round N."""
        out = []
        for e in events:
            if e.kind == "round":
                section = e.params.get("round", section)
            out.append(LogEntry(section, e))
        return out

    def setup_events(self, state: GameState) -> Sequence[Any]:
        return ()

    # --- undo (game.core.undo: the engine's turn_start, never past revealed information) ------------
    def undo_seat_now(self, after_turn_end: bool) -> int | None:
        return undo_seat(self.match, after_turn_end=after_turn_end)

    def action_start_now(self) -> int | None:
        return action_start(self.match)

    def _take_back(self, seat: int, after_turn_end: bool) -> None:
        take_back(self.match, seat, after_turn_end=after_turn_end)

    def _cancel(self, seat: int) -> None:
        cancel_action(self.match, seat)

    def refusal(self, command: Command) -> str | None:
        """Why the engine refuses ``command`` now (translated), None when it is legal."""
        if command in self.legal():
            return None
        try:
            self.rules.apply(self.state, command)
        except IllegalCommand as exc:
            return exc.translated()
        except Exception as exc:  # the UI boundary: an engine surprise refuses, never crashes
            return str(exc) or type(exc).__name__
        return None
