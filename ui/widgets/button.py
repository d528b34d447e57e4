"""A push button: click (press and release inside it) or Enter when focused."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ui import text, theme
from ui.layout import Layout
from ui.text import TextSource
from ui.widgets.base import Enabled, Pressable


class Button(Pressable):
    focusable = True

    def __init__(
        self,
        label: TextSource,
        on_click: Callable[[], None],
        name: str | None = None,
        enabled: Enabled = True,
        primary: bool = False,
        font_size: int = theme.FONT_BODY,
    ) -> None:
        super().__init__(name, enabled)
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.font_size = font_size

    def text(self) -> str:
        return text.resolve(self.label)

    def clicked(self, pos: tuple[int, int]) -> None:
        if self.enabled:
            self.on_click()

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def _colors(self) -> tuple[theme.Color, theme.Color]:
        if not self.enabled:
            return theme.BUTTON_DISABLED, theme.TEXT_DISABLED
        hot = self.hovered() or self._pressed
        if self.primary:
            return (theme.BUTTON_PRIMARY_HOVER if hot else theme.BUTTON_PRIMARY), theme.TEXT_ON_ACCENT
        return (theme.BUTTON_HOVER if hot else theme.BUTTON), theme.TEXT

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        fill, ink = self._colors()
        radius = lay.px(theme.RADIUS)
        pygame.draw.rect(surface, fill, self.rect, 0, radius)
        edge = theme.OCHRE if self.enabled and self.hovered() else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, lay.px(theme.BORDER), radius)
        # Shrunk (then wrapped) to fit rather than cut: "Place it here" in a narrow button.
        inner = self.rect.inflate(-2 * lay.px(12), -lay.px(4))
        size, lines = text.fit_box(self.text(), lay.font_px(self.font_size), inner.width, inner.height)
        height = (
            len(lines) * text.line_height(size)
            if len(lines) > 1
            else text.render(lines[0], size, ink).get_height()
        )
        box = pygame.Rect(inner.x, self.rect.centery - height // 2, inner.width, height)
        text.blit_lines(
            surface, lines, box.clip(self.rect) if len(lines) > 1 else box, size, ink, align="center"
        )
