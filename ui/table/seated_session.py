"""A table session for a game whose setup records its seats (``names``, ``colors``,
``seat_kinds``) and whose undo is ``game.core.undo``'s (the engine's ``turn_start`` and
``action_in_progress``, never past revealed information): the glue the Dice Game's and the
robot game's sessions carried, in one place: the Ares, Dice Game, robot and TM sessions build on it.

``refusal`` asks the engine itself (once per command and position), so a command it accepts
beyond its listed ones may be played (the kit's ``issue`` checks ``refusal``) and a refused one
carries the engine's own reason. The legal list is never copied: a game's lazy list (the Dice
Game's Production turn) stays lazy. A game whose legal list is the whole of what it accepts (the
Terraforming Mars table, whose controls ask about every card in a hand each position) sets
``engine_checks_unlisted`` to False: a command outside the list is refused with the kit's reason
and the engine is never asked to try one.
"""

from __future__ import annotations

from game.core.command import Command
from game.core.errors import IllegalCommand
from game.core.undo import action_start, cancel_action, take_back, undo_seat
from ui.table.session import TableSession


class SeatedSession(TableSession):
    #: Put a command that is not in the legal list to the engine (``rules.apply``) to learn whether
    #: it accepts it; False: the legal list decides alone (``TableSession.refusal``).
    engine_checks_unlisted = True

    def __init__(self, match, styles=None, autosave=None) -> None:
        self._checked: dict[Command, str | None] = {}
        self._checked_version = -1
        setup = match.setup
        styles = list(styles or getattr(setup, "colors", ()) or ()) or None
        super().__init__(match, styles, autosave, names=list(getattr(setup, "names", ())))
        if len(self.styles) < self.seat_count():
            self.styles = list(range(self.seat_count()))

    # --- undo (game.core.undo) -------------------------------------------------------------------
    def undo_seat_now(self, after_turn_end: bool) -> int | None:
        return undo_seat(self.match, after_turn_end=after_turn_end)

    def action_start_now(self) -> int | None:
        return action_start(self.match)

    def _take_back(self, seat: int, after_turn_end: bool) -> None:
        take_back(self.match, seat, after_turn_end=after_turn_end)

    def _cancel(self, seat: int) -> None:
        cancel_action(self.match, seat)

    # --- the engine's own check ------------------------------------------------------------------
    def refusal(self, command: Command) -> str | None:
        """Why the engine refuses ``command`` now (translated), None when it accepts it."""
        if not self.engine_checks_unlisted:
            return super().refusal(command)
        if self._checked_version != self.version:
            self._checked, self._checked_version = {}, self.version
        if command not in self._checked:
            self._checked[command] = self._engine_refusal(command)
        return self._checked[command]

    def _engine_refusal(self, command: Command) -> str | None:
        if command in self.legal():
            return None
        try:
            self.rules.apply(self.state, command)
        except IllegalCommand as exc:
            return exc.translated()
        except Exception as exc:  # the UI boundary: an engine surprise refuses, never crashes
            return str(exc) or type(exc).__name__
        return None
