"""A panel with a heading and a wrapped message (errors, notices)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ui import text, theme
from ui.layout import Layout
from ui.text import TextSource
from ui.widgets.base import Widget, draw_panel


class MessagePanel(Widget):
    def __init__(
        self,
        heading: TextSource,
        paragraphs: Sequence[TextSource],
        name: str | None = None,
        error: bool = False,
    ) -> None:
        super().__init__(name)
        self.heading = heading
        self.paragraphs = list(paragraphs)
        self.error = error

    def heading_text(self) -> str:
        return text.resolve(self.heading)

    def body_text(self) -> str:
        return "\n\n".join(t for t in (text.resolve(p) for p in self.paragraphs) if t)

    def height_for(self, width: int, lay: Layout) -> int:
        """The height that shows the whole message at ``width`` pixels."""
        pad = lay.px(24)
        inner_w = width - 2 * pad
        heading_size, body_size = lay.font_px(theme.FONT_HEADING), lay.font_px(theme.FONT_BODY)
        heading = len(text.wrap(self.heading_text(), heading_size, inner_w, bold=True)) * text.line_height(
            heading_size, True
        )
        body = len(text.wrap(self.body_text(), body_size, inner_w)) * text.line_height(body_size)
        return 2 * pad + heading + lay.px(16) + body

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.ERROR if self.error else theme.PANEL_EDGE)
        pad = lay.px(24)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        heading_size, body_size = lay.font_px(theme.FONT_HEADING), lay.font_px(theme.FONT_BODY)
        heading_lines = text.wrap(self.heading_text(), heading_size, inner.width, bold=True)
        used = text.blit_lines(
            surface, heading_lines, inner, heading_size, theme.ERROR if self.error else theme.OCHRE, bold=True
        )
        body = pygame.Rect(
            inner.x, inner.y + used + lay.px(16), inner.width, inner.height - used - lay.px(16)
        )
        text.blit_lines(
            surface, text.wrap(self.body_text(), body_size, body.width), body, body_size, theme.TEXT
        )
