"""Placing a tile: not a modal dialog but a bar over the map, which stays clickable.

With "Ask before placing a tile" on, the first click on a highlighted space only
marks it and the bar asks to confirm (or choose again). Cancel (while the action may
still be cancelled) takes the whole action back, whether or not undo is allowed.
"""

from __future__ import annotations

import pygame

from game.i18n import N_, Text
from game.tm.commands import ChooseSpace
from ui import text, theme
from ui.layout import Layout
from ui.table.input import CommandButton
from ui.tables.tm import names
from ui.tables.tm.dialogs.dialog_base import Dialog
from ui.widgets.base import draw_panel
from ui.widgets.button import Button


class SpacePrompt(Dialog):
    modal = False

    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        self.confirm = self.add(
            CommandButton(
                N_("Place it here"),
                self._chosen,
                table.issue,
                table.session.is_legal,
                name="confirm_space",
                primary=True,
            )
        )
        self.again = self.add(
            Button(N_("Choose again"), self._again, name="choose_again", font_size=theme.FONT_SMALL)
        )

    def _chosen(self):
        space = self.table.confirm_space
        return ChooseSpace(self.seat, space) if space is not None else None

    def _again(self) -> None:
        self.table.confirm_space = None

    def title(self) -> str:
        space = self.table.confirm_space
        if space is not None:
            return Text(
                N_("Place {tile} on {space}?"),
                {"tile": names.tile(self.decision.tile), "space": names.space_name(space)},
            ).translated()
        return super().title()

    def layout(self, lay: Layout) -> None:
        area = self.table.rects["hand"]  # over the hand: the map stays in full view while placing
        h = lay.px(46)
        self.rect = pygame.Rect(area.x, area.y, area.width, h)
        confirming = self.table.confirm_space is not None
        self.confirm.visible = self.again.visible = confirming
        x = self.rect.right - lay.px(6)
        buttons = [self.skip, self.cancel] + ([self.confirm, self.again] if confirming else [])
        for button in buttons:
            if button is self.skip:
                button.visible = self.table.session.is_legal(button.command)
            elif button is self.cancel:
                button.visible = button.available()
            if button.visible:
                # As wide as its label needs (at least 120): three buttons and the question share the bar.
                button_w = max(
                    lay.px(120), text.width_of(button.text(), lay.font_px(button.font_size)) + lay.px(30)
                )
                button.rect = pygame.Rect(x - button_w, self.rect.y + lay.px(6), button_w, h - lay.px(12))
                x = button.rect.x - lay.px(6)
        self.text_right = x

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.OCHRE, alpha=235)
        room = pygame.Rect(
            self.rect.x + lay.px(12),
            self.rect.y,
            self.text_right - self.rect.x - lay.px(16),
            self.rect.height,
        )
        size, lines = text.fit_box(self.title(), lay.font_px(theme.FONT_SMALL), room.width, room.height, True)
        height = len(lines) * text.line_height(size, True)
        text.blit_lines(
            surface,
            lines,
            pygame.Rect(room.x, room.centery - height // 2, room.width, height),
            size,
            theme.OCHRE,
            True,
        )
        self.group.draw(surface, lay)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.group.handle_event(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(
            event.pos
        )
