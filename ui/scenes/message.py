"""A screen that tells the player something and offers Back (load errors, notices)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.product import APP_NAME
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.text import TextSource
from ui.widgets.button import Button
from ui.widgets.message_panel import MessagePanel


class MessageScene(ShellScene):
    heading_msgid = APP_NAME

    def __init__(
        self,
        app,
        title: TextSource,
        paragraphs: Sequence[TextSource],
        error: bool = False,
        actions: Sequence[tuple[str, TextSource, Callable[[], None]]] = (),
    ) -> None:
        """``actions``: extra buttons ``(name, label, on_click)`` beside Back (the first has the focus)."""
        super().__init__(app)
        self.panel = self.widgets.add(MessagePanel(title, paragraphs, name="message", error=error))
        self.widgets.add(self.back_button)
        self.actions = [
            self.widgets.add(Button(label, on_click, name=name, primary=i == 0))
            for i, (name, label, on_click) in enumerate(actions)
        ]
        self.widgets.set_focus(self.actions[0] if self.actions else self.back_button)

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        body = self.body_rect(lay)
        width = min(body.width, lay.px(900))
        height = min(body.height, self.panel.height_for(width, lay))
        self.panel.rect = pygame.Rect(body.x, body.y, width, height)
        x = self.back_button.rect.right + lay.px(16)
        for button in self.actions:
            button.rect = self.back_button.rect.copy()
            button.rect.width = lay.px(320)
            button.rect.x = x
            x = button.rect.right + lay.px(16)
