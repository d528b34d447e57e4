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

    def fitted(self, lay: Layout) -> tuple[int, list[str]]:
        """(size, lines): shrunk until all of the text fits the rect, words whole; a
        one-line label may take a second line if its rect is tall enough."""
        size = lay.font_px(self.font_size)
        height = max(self.rect.height, text.line_height(size, self.bold))
        return text.fit_box(
            self.text(), size, self.rect.width, height, self.bold, one_line_first=not self.wrap
        )

    def lines(self, lay: Layout) -> list[str]:
        return self.fitted(lay)[1]

    def height_for(self, width: int, lay: Layout) -> int:
        """The height this label needs at ``width`` pixels."""
        size = lay.font_px(self.font_size)
        count = len(text.wrap(self.text(), size, width, self.bold)) if self.wrap else 1
        return count * text.line_height(size, self.bold)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        size, lines = self.fitted(lay)
        rect = self.rect
        if self.middle:
            height = (
                text.render(lines[0], size, self.color, self.bold).get_height()
                if len(lines) == 1
                else len(lines) * text.line_height(size, self.bold)
            )
            rect = pygame.Rect(rect.x, rect.centery - height // 2, rect.width, max(height, rect.height))
        text.blit_lines(surface, lines, rect, size, self.color, self.bold, self.align)
