"""What every TM decision dialog shares beyond the kit's ``DecisionDialog``
(``ui.table.dialog``): the decision's prompt, Skip when the engine allows it, and
Cancel on every step of an action that may still be cancelled
(``game.tm.undo.action_start``: back to before the action, with or without undo).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.command import Command
from game.i18n import N_
from game.tm.commands import Cancel, Skip
from ui import theme
from ui.table.dialog import DecisionDialog
from ui.table.input import CommandButton, Target
from ui.tables.tm.prompts import decision_prompt
from ui.widgets.base import Widget
from ui.widgets.button import Button

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable


class CancelButton(Button):
    """Cancel on any step of an unfinished action.

    Where the engine itself offers ``Cancel`` (backing out of an action's first payment) the
    button sends it, so every legal command stays reachable by mouse; on every other step the
    table cuts the action from the record (``TmTable.cancel_action``). Either way the game
    is as before the action."""

    def __init__(self, dialog: Dialog) -> None:
        self.dialog = dialog
        super().__init__(N_("Cancel"), self._cancel, name="cancel", font_size=theme.FONT_SMALL)

    @property
    def command(self) -> Command | None:
        """The engine's Cancel, when it is legal now."""
        command = Cancel(self.dialog.seat)
        return command if self.dialog.table.session.is_legal(command) else None

    def available(self) -> bool:
        return self.command is not None or self.dialog.table.can_cancel()

    def _cancel(self) -> None:
        command = self.command
        if command is not None:
            self.dialog.table.issue(command)
        else:
            self.dialog.table.cancel_action()

    def targets(self) -> list[Target]:
        command = self.command
        if self.visible and self.enabled and command is not None and self.rect.width > 0:
            return [(command, self.rect.center)]
        return []


class Dialog(DecisionDialog):
    """A TM decision dialog: the kit's panel with the decision's prompt, Skip and Cancel."""

    def __init__(self, table: TmTable, decision: Any) -> None:
        super().__init__(table, decision)
        self.table: TmTable = table
        self.skip = self.add(
            CommandButton(
                N_("Skip"), lambda: Skip(self.seat), table.issue, table.session.is_legal, name="skip"
            )
        )
        self.cancel = self.add(CancelButton(self))

    def title(self) -> str:
        return decision_prompt(self.decision, self.table.session)

    def footer_buttons(self) -> list[Widget]:
        """Skip and Cancel at the footer's left, shown only when legal."""
        self.cancel.visible = self.cancel.available()
        self.skip.visible = self.table.session.is_legal(self.skip.command)
        return [self.cancel, self.skip]
