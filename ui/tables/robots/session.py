"""A robot game at the table, without pygame: the kit's seated session (``ui.table.seated_session``:
names, colours and seat kinds from the setup, the engine's refusals, undo as far as
``game.core.undo`` allows: a seat's own development choice or program, never past a reveal) with
what is the robot game's: the log by round with localized card names."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.robots.state import GameState
from ui.table.seated_session import SeatedSession
from ui.tables.robots import names


@dataclass(frozen=True, slots=True)
class LogEntry:
    section: int  # the round the event happened in
    event: Any

    def text(self, player_names: Sequence[str], viewer: int | None = None) -> str:
        return names.event_line(self.event, player_names)


class RobotsTableSession(SeatedSession):
    def __init__(self, match, styles=None, autosave=None) -> None:
        self._kinds: list[str] | None = None  # before the kit's __init__, which asks for them
        self._views: tuple[tuple[int, int], dict[int, Any]] = ((-1, 0), {})
        super().__init__(match, styles, autosave)

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
