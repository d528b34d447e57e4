"""Text that is only read: a heading, a line, or a wrapped paragraph."""

from __future__ import annotations

import pygame

from ui import text, theme
from ui.layout import Layout
from ui.text import TextSource
from ui.widgets.base import Widget


class Label(Widget):
    def __init__(
        self,
        source: TextSource,
        name: str | None = None,
        font_size: int = theme.FONT_BODY,
        color: theme.Color = theme.TEXT,
        bold: bool = False,
        align: str = "left",
        wrap: bool = False,
        middle: bool = False,
    ) -> None:
        super().__init__(name)
        self.source = source
        self.font_size = font_size
        self.color = color
        self.bold = bold
        self.align = align
        self.wrap = wrap
        self.middle = middle  # one line, centred vertically in the rect

    def text(self) -> str:
        return text.resolve(self.source)

    def lines(self, lay: Layout) -> list[str]:
        size = lay.font_px(self.font_size)
        if self.wrap:
            return text.wrap(self.text(), size, self.rect.width, self.bold)
        return [text.ellipsize(self.text(), size, self.rect.width, self.bold)]

    def height_for(self, width: int, lay: Layout) -> int:
        """The height this label needs at ``width`` pixels."""
        size = lay.font_px(self.font_size)
        count = len(text.wrap(self.text(), size, width, self.bold)) if self.wrap else 1
        return count * text.line_height(size, self.bold)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        size = lay.font_px(self.font_size)
        lines = self.lines(lay)
        rect = self.rect
        if self.middle and len(lines) == 1:
            height = text.render(lines[0], size, self.color, self.bold).get_height()
            rect = pygame.Rect(rect.x, rect.centery - height // 2, rect.width, height)
        text.blit_lines(surface, lines, rect, size, self.color, self.bold, self.align)
