"""A Dice Game at the table, without pygame: the kit's session (``ui.table.session``) with what
is the Dice Game's: names and seat kinds from the setup, the log by turn, undo as far as
``game.core.undo`` allows (never past a roll or a draw), and commands the engine accepts even
when they are not in its list of suggestions (another payment, a Production turn's discards):
the engine itself checks them, and a refused one carries the engine's reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.command import Command
from game.core.errors import IllegalCommand
from game.core.undo import action_start, cancel_action, take_back, undo_seat
from game.tmdice import commands as C
from game.tmdice.state import GameState
from ui.table.session import TableSession
from ui.tables.tmdice import names


@dataclass(frozen=True, slots=True)
class LogEntry:
    section: int  # the turn the event happened in
    event: Any

    def text(self, player_names: Sequence[str], viewer: int | None = None) -> str:
        return names.event_line(self.event, player_names)


class DiceTableSession(TableSession[GameState]):
    def __init__(self, match, styles=None, autosave=None) -> None:
        self._checked: dict[Command, str | None] = {}
        self._checked_version = -1
        self._actions: tuple[int, dict[Any, Command]] | None = None
        setup = match.setup
        styles = list(styles or getattr(setup, "colors", ()) or ()) or None
        super().__init__(match, styles, autosave, names=list(getattr(setup, "names", ())))
        if len(self.styles) < self.seat_count():
            self.styles = list(range(self.seat_count()))

    def seat_count(self) -> int:
        return len(self.state.players)

    def log_section(self, state: GameState) -> int:
        return state.time_marker if state.solo else state.turns_played + 1

    def log_entries(self, section: int, events: Sequence[Any]) -> list[LogEntry]:
        return [LogEntry(section, e) for e in events]

    def setup_events(self, state: GameState) -> Sequence[Any]:
        return ()

    # --- undo (game.core.undo; the engine's turn_start / action_in_progress) ------------------------
    def undo_seat_now(self, after_turn_end: bool) -> int | None:
        return undo_seat(self.match, after_turn_end=after_turn_end)

    def action_start_now(self) -> int | None:
        return action_start(self.match)

    def _take_back(self, seat: int, after_turn_end: bool) -> None:
        take_back(self.match, seat, after_turn_end=after_turn_end)

    def _cancel(self, seat: int) -> None:
        cancel_action(self.match, seat)

    # --- the legal list by action ------------------------------------------------------------------
    def actions(self) -> dict[Any, Command]:
        """The default form of each legal action (each group's first command), by the key the table
        knows it by: ``"production"``, ``"draw_two"``, ``"change_face"`` and ``"end_turn"`` (the
        first of their kind), ``("gain", colour)``, ``("change", die, to)``, ``("standard",
        action)``, ``("use", card)``, ``("play", card)``, ``("answer", value)``. Read from the
        groups of the engine's lazy list, so a Production turn's thousands of keep x discard forms
        are never built."""
        if self._actions is None or self._actions[0] != self.version:
            legal = self.legal()
            groups = getattr(legal, "groups", None)
            firsts = [g[0] for g in groups] if groups is not None else list(legal)
            out: dict[Any, Command] = {}
            for c in firsts:
                for key in _keys(c):
                    out.setdefault(key, c)
            self._actions = (self.version, out)
        return self._actions[1]

    # --- commands beyond the suggestions --------------------------------------------------------------
    def refusal(self, command: Command) -> str | None:
        """Why the engine refuses ``command`` now (translated), None when it accepts it."""
        if self._checked_version != self.version:
            self._checked, self._checked_version = {}, self.version
        if command not in self._checked:
            if command in self.legal():
                self._checked[command] = None
            else:
                try:
                    self.rules.apply(self.state, command)
                except IllegalCommand as exc:
                    self._checked[command] = exc.translated()
                except Exception as exc:  # the UI boundary: an engine surprise refuses, never crashes
                    self._checked[command] = str(exc) or type(exc).__name__
                else:
                    self._checked[command] = None
        return self._checked[command]


def _keys(c: Command) -> tuple[Any, ...]:
    """The keys of ``DiceTableSession.actions`` a command answers to."""
    if isinstance(c, C.Production):
        return ("production",)
    if isinstance(c, C.DrawTwo):
        return ("draw_two",)
    if isinstance(c, C.ChangeFace):
        return ("change_face", ("change", c.die, c.to))
    if isinstance(c, C.EndTurn):
        return ("end_turn",)
    if isinstance(c, C.GainDie):
        return (("gain", c.colour),)
    if isinstance(c, C.StandardAction):
        return (("standard", c.action),)
    if isinstance(c, C.UseCard):
        return (("use", c.card),)
    if isinstance(c, C.PlayCard):
        return (("play", c.card),)
    if isinstance(c, C.Answer):
        return (("answer", c.value),)
    return ()
