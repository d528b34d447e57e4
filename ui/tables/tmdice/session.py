"""A Dice Game at the table, without pygame: the kit's seated session (``ui.table.seated_session``:
names, colours and seat kinds from the setup, undo as far as ``game.core.undo`` allows, never past
a roll or a draw, and commands the engine accepts even when they are not in its list of
suggestions, such as another payment or a Production turn's discards: the engine itself checks
them, and a refused one carries the engine's reason) with what is the Dice Game's: the log by turn
and the legal list by action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.command import Command
from game.tmdice import commands as C
from game.tmdice.state import GameState
from ui.table.seated_session import SeatedSession
from ui.tables.tmdice import names


@dataclass(frozen=True, slots=True)
class LogEntry:
    section: int  # the turn the event happened in
    event: Any

    def text(self, player_names: Sequence[str], viewer: int | None = None) -> str:
        return names.event_line(self.event, player_names)


class DiceTableSession(SeatedSession):
    def __init__(self, match, styles=None, autosave=None) -> None:
        self._actions: tuple[int, dict[Any, Command]] | None = None
        super().__init__(match, styles, autosave)

    def seat_count(self) -> int:
        return len(self.state.players)

    def log_section(self, state: GameState) -> int:
        return state.time_marker if state.solo else state.turns_played + 1

    def log_entries(self, section: int, events: Sequence[Any]) -> list[LogEntry]:
        return [LogEntry(section, e) for e in events]

    def setup_events(self, state: GameState) -> Sequence[Any]:
        return ()

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
