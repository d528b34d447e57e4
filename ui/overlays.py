"""Things the app draws over every scene: the fade after a screen change and short notices."""

from __future__ import annotations

import pygame

from ui import text, theme
from ui.layout import Layout
from ui.widgets.base import draw_panel

FADE_SECONDS = 0.18  # at normal animation speed
TOAST_SECONDS = 3.0


class Fade:
    """A short fade from dark when the screen changes (length follows the animation speed)."""

    def __init__(self) -> None:
        self.total = 0.0
        self.left = 0.0

    def start(self, seconds: float) -> None:
        self.total = self.left = max(0.0, seconds)

    @property
    def running(self) -> bool:
        return self.left > 0

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.left <= 0 or self.total <= 0:
            return
        veil = pygame.Surface(surface.get_size())
        veil.fill(theme.SPACE)
        veil.set_alpha(round(255 * self.left / self.total))
        surface.blit(veil, (0, 0))


class Toast:
    """A one-line notice in the top margin of the window that disappears by itself."""

    def __init__(self) -> None:
        self.message = ""
        self.left = 0.0

    def show(self, message: str, seconds: float = TOAST_SECONDS) -> None:
        self.message, self.left = message, seconds

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.left <= 0 or not self.message:
            return
        size = lay.font_px(theme.FONT_SMALL)
        pad = lay.px(12)
        line = text.ellipsize(self.message, size, lay.width - 4 * pad)
        image = text.render(line, size, theme.TEXT)
        box = image.get_rect().inflate(2 * pad, pad)
        box.midtop = (lay.width // 2, lay.px(6))  # in the margin above every screen's heading
        draw_panel(surface, box, lay, theme.PANEL, theme.OCHRE, alpha=235)
        surface.blit(image, image.get_rect(center=box.center))
