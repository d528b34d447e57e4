"""A screen that tells the player something and offers Back (load errors, notices)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import N_
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.text import TextSource
from ui.widgets.message_panel import MessagePanel


class MessageScene(ShellScene):
    heading_msgid = N_("Mars Tabletop")

    def __init__(self, app, title: TextSource, paragraphs: Sequence[TextSource], error: bool = False) -> None:
        super().__init__(app)
        self.panel = self.widgets.add(MessagePanel(title, paragraphs, name="message", error=error))
        self.widgets.add(self.back_button)
        self.widgets.set_focus(self.back_button)

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        body = self.body_rect(lay)
        width = min(body.width, lay.px(900))
        height = min(body.height, self.panel.height_for(width, lay))
        self.panel.rect = pygame.Rect(body.x, body.y, width, height)
