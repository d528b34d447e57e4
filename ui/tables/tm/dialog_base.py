"""What every decision dialog shares: the dimmed table behind, a panel with the
prompt, its own widgets (keyboard focus, Enter), Skip/Cancel when the engine
allows it, Cancel on every step of an action that may still be cancelled
(``game.tm.undo.action_start``: back to before the action, with or without undo),
and ``targets``/``route`` for the input layer's autoplayer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.command import Command
from game.i18n import N_
from game.tm.commands import Cancel, Skip
from ui import text, theme
from ui.layout import Layout
from ui.tables.tm.controls import CommandButton, Target
from ui.tables.tm.prompts import decision_prompt
from ui.tables.tm.table_layout import dialog_rect
from ui.widgets.base import Widget, draw_panel
from ui.widgets.button import Button
from ui.widgets.group import WidgetGroup

if TYPE_CHECKING:
    from ui.tables.tm.table_scene import TmTableScene

DIM = (8, 6, 10, 170)


class CancelButton(Button):
    """Cancel on any step of an unfinished action.

    Where the engine itself offers ``Cancel`` (backing out of an action's first payment) the
    button sends it, so every legal command stays reachable by mouse; on every other step the
    table cuts the action from the record (``TmTableScene.cancel_action``). Either way the game
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


class Dialog:
    """A modal panel over the table answering ``decision``."""

    modal = True
    size = (980, 600)  # reference pixels (at most)

    def __init__(self, table: TmTableScene, decision: Any) -> None:
        self.table = table
        self.decision = decision
        self.seat = decision.seat
        self.group = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.footer = pygame.Rect(0, 0, 0, 0)
        self.skip = self.add(CommandButton(N_("Skip"), lambda: Skip(self.seat), table.issue, table.session.is_legal,
                                           name="skip"))
        self.cancel = self.add(CancelButton(self))

    def add(self, widget: Widget) -> Widget:
        return self.group.add(widget)

    def title(self) -> str:
        return decision_prompt(self.decision, self.table.session)

    # --- frame -------------------------------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        self.rect = dialog_rect(lay, *self.size)
        pad = lay.px(18)
        title_h = self.title_height(lay)
        footer_h = lay.px(44)
        self.footer = pygame.Rect(self.rect.x + pad, self.rect.bottom - pad - footer_h, self.rect.width - 2 * pad, footer_h)
        self.body = pygame.Rect(self.rect.x + pad, self.rect.y + pad + title_h, self.rect.width - 2 * pad,
                                self.footer.y - lay.px(10) - (self.rect.y + pad + title_h))
        # Skip and Cancel at the footer's left, shown only when legal.
        x = self.footer.x
        self.cancel.visible = self.cancel.available()
        self.skip.visible = self.table.session.is_legal(self.skip.command)
        for button in (self.cancel, self.skip):
            if button.visible:
                button.rect = pygame.Rect(x, self.footer.y, lay.px(150), self.footer.height)
                x += button.rect.width + lay.px(10)
        self.layout_body(lay)

    def title_height(self, lay: Layout) -> int:
        size = lay.font_px(theme.FONT_BODY)
        lines = text.wrap(self.title(), size, self.rect.width - 2 * lay.px(18), True)
        return len(lines) * text.line_height(size, True) + lay.px(8)

    def layout_body(self, lay: Layout) -> None:
        """Place the dialog's own widgets in ``self.body`` and ``self.footer``."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.group.handle_event(event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.MOUSEMOTION):
            return self.modal  # nothing behind a modal dialog reacts
        return False

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.modal:
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill(DIM)
            surface.blit(veil, (0, 0))
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.OCHRE)
        pad = lay.px(18)
        size = lay.font_px(theme.FONT_BODY)
        title = pygame.Rect(self.rect.x + pad, self.rect.y + pad, self.rect.width - 2 * pad, self.title_height(lay))
        text.blit_lines(surface, text.wrap(self.title(), size, title.width, True), title, size, theme.OCHRE, True)
        self.draw_body(surface, lay)
        self.group.draw(surface, lay)

    def draw_body(self, surface: pygame.Surface, lay: Layout) -> None:
        """Anything drawn under the dialog's widgets (cards, amounts...)."""

    # --- input layer -------------------------------------------------------------------------------
    def targets(self) -> list[Target]:
        out: list[Target] = []
        for widget in self.group.widgets:
            finder = getattr(widget, "targets", None)
            if finder is not None and widget.visible:
                out.extend(finder())
        return out

    def route(self, command: Command) -> tuple[int, int] | None:
        """A click that brings ``command`` closer (select a card, step an amount), or None."""
        return None

    def tooltip(self) -> list[str]:
        return []

    def hovered_card(self) -> str | None:
        return None
