"""The end of a turn kept on screen: after the action that ended a player's turn, a bar over
the hand says so and waits for their "End turn" before the mouse changes hands.

Meanwhile the table shows the acting player's view of the result (map, boards, log:
hover and scroll work) and Undo (top bar, Ctrl+Z) may take the action back; nothing
else can be clicked, because the engine already waits for the next seat. With the
setting "Confirm the end of a turn" off the hand-off follows at once. Any game's table
can hold a turn (``TableSession.hold_turn``) and show this bar as its top layer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, Text
from ui import text, theme
from ui.layout import Layout
from ui.table.input import Target
from ui.widgets.base import draw_panel
from ui.widgets.button import Button
from ui.widgets.group import WidgetGroup

if TYPE_CHECKING:
    from ui.table.host import TableHost


class TurnEndBar:
    """The table's top layer while ``session.held_seat`` is set (not a dialog: the table stays in view)."""

    modal = True

    def __init__(self, table: TableHost) -> None:
        self.table = table
        self.group = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.done = self.group.add(
            Button(
                N_("End turn"), table.finish_turn, name="finish_turn", primary=True, font_size=theme.FONT_BODY
            )
        )
        self.group.set_focus(self.done)
        self.text_right = 0

    def message(self) -> str:
        session = self.table.session
        if self.table.can_take_back():
            return Text(
                N_("{player}, your turn is over. Undo takes your last action back."),
                {"player": session.name(session.held_seat)},
            ).translated()
        return Text(
            N_("{player}, your turn is over."), {"player": session.name(session.held_seat)}
        ).translated()

    def layout(self, lay: Layout, area: pygame.Rect) -> None:
        """Across the top of ``area`` (TM: the hand, where the space prompt sits: the map and boards stay in view)."""
        h = lay.px(52)
        self.rect = pygame.Rect(area.x, area.y, area.width, h)
        self.done.rect = pygame.Rect(0, 0, lay.px(180), h - lay.px(12))
        self.done.rect.midright = (self.rect.right - lay.px(8), self.rect.centery)
        self.text_right = self.done.rect.x - lay.px(8)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.OCHRE, alpha=240)
        size = lay.font_px(theme.FONT_SMALL)
        width = self.text_right - self.rect.x - lay.px(16)
        lines = text.wrap(self.message(), size, width, True)[:2]
        if len(lines) == 2:
            lines[1] = text.ellipsize(lines[1], size, width, True)
        area = pygame.Rect(self.rect.x + lay.px(12), self.rect.y, width, self.rect.height)
        height = len(lines) * text.line_height(size, True)
        area.y = self.rect.centery - height // 2
        text.blit_lines(surface, lines, area, size, theme.OCHRE, True)
        self.group.draw(surface, lay)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_e
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
        ):
            self.done.activate()  # E: the End turn shortcut
            return True
        if self.group.handle_event(event):
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            self.table.widgets.handle_event(event)  # look around: hover, scroll the log
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)  # nothing else is clicked

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def targets(self) -> list[Target]:
        return []
