"""What every decision dialog of any game shares: the dimmed table behind, a panel
with the prompt, its own widgets (keyboard focus, Enter), a footer whose left end
holds the buttons the game shows only when they apply (Skip, Cancel...), and
``targets``/``route`` for the input layer. ``dialog_rect`` places dialogs and
overlays below the table's top bar.

A game's table registers one dialog class per decision it asks (see the game's
``make_dialog``); the class receives the table (``ui.table.host.TableHost``) and the
decision (plain data of the state).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.command import Command
from ui import text, theme
from ui.layout import Layout
from ui.table.input import Target, widget_targets
from ui.widgets.base import Widget, draw_panel
from ui.widgets.group import WidgetGroup

if TYPE_CHECKING:
    from ui.table.host import TableHost

DIM = (8, 6, 10, 170)
TOP_BAR = 40  # reference pixels: the table's top bar (prompt, Undo, Menu), never covered by a dialog


def dialog_rect(lay: Layout, width: float = 980, height: float = 600) -> pygame.Rect:
    """A dialog of at most ``width`` x ``height`` reference pixels, centred on the window
    but never over the top bar (whose Undo and Menu buttons stay usable above a dialog)."""
    w = min(lay.width - 2 * lay.px(12), lay.px(width))
    below_bar = pygame.Rect(0, lay.px(TOP_BAR), lay.width, lay.height - lay.px(TOP_BAR))
    h = min(below_bar.height - 2 * lay.px(6), lay.px(height))
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (lay.width // 2, lay.height // 2)
    if rect.top < below_bar.top + lay.px(6):
        rect.top = below_bar.top + lay.px(6)
    return rect


class DecisionDialog:
    """A modal panel over the table answering ``decision`` (whose ``seat`` answers it)."""

    modal = True
    size = (980, 600)  # reference pixels (at most)

    def __init__(self, table: TableHost, decision: Any) -> None:
        self.table = table
        self.decision = decision
        self.seat = decision.seat
        self.group = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.footer = pygame.Rect(0, 0, 0, 0)

    def add(self, widget: Widget) -> Widget:
        return self.group.add(widget)

    def title(self) -> str:
        """The prompt at the top of the panel."""
        return ""

    def footer_buttons(self) -> list[Widget]:
        """The buttons at the footer's left, each shown only when ``visible`` (set here, each layout)."""
        return []

    # --- frame -------------------------------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        self.rect = dialog_rect(lay, *self.size)
        pad = lay.px(18)
        title_h = self.title_height(lay)
        footer_h = lay.px(44)
        self.footer = pygame.Rect(
            self.rect.x + pad, self.rect.bottom - pad - footer_h, self.rect.width - 2 * pad, footer_h
        )
        self.body = pygame.Rect(
            self.rect.x + pad,
            self.rect.y + pad + title_h,
            self.rect.width - 2 * pad,
            self.footer.y - lay.px(10) - (self.rect.y + pad + title_h),
        )
        x = self.footer.x
        for button in self.footer_buttons():
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
        if event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEWHEEL,
            pygame.MOUSEMOTION,
        ):
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
        title = pygame.Rect(
            self.rect.x + pad, self.rect.y + pad, self.rect.width - 2 * pad, self.title_height(lay)
        )
        text.blit_lines(
            surface, text.wrap(self.title(), size, title.width, True), title, size, theme.OCHRE, True
        )
        self.draw_body(surface, lay)
        self.group.draw(surface, lay)

    def draw_body(self, surface: pygame.Surface, lay: Layout) -> None:
        """Anything drawn under the dialog's widgets (cards, amounts...)."""

    # --- input layer -------------------------------------------------------------------------------
    def targets(self) -> list[Target]:
        return widget_targets(self.group.widgets)

    def route(self, command: Command) -> tuple[int, int] | None:
        """A click that brings ``command`` closer (select a card, step an amount), or None."""
        return None

    def tooltip(self) -> list[str]:
        return []

    def hovered_card(self) -> str | None:
        return None
