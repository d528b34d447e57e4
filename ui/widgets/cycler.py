"""An option cycler: ◀ value ▶. Click the left end for the previous option,
anywhere else for the next; Left/Right when focused."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from ui import text, theme
from ui.layout import Layout
from ui.text import TextSource
from ui.widgets.base import Enabled, Pressable


class OptionCycler(Pressable):
    focusable = True

    def __init__(
        self,
        options: Sequence[tuple[Hashable, TextSource]],
        get: Callable[[], Hashable],
        set: Callable[[Hashable], None],
        name: str | None = None,
        enabled: Enabled = True,
        font_size: int = theme.FONT_BODY,
        shrink: bool = False,
    ) -> None:
        super().__init__(name, enabled)
        self.font_size = font_size
        self.shrink = shrink  # a label too wide is drawn smaller (else cut with an ellipsis)
        if not options:
            raise ValueError("an option cycler needs at least one option")
        self.options = list(options)
        self.get = get
        self.set = set

    def index(self) -> int:
        current = self.get()
        for i, (value, _label) in enumerate(self.options):
            if value == current:
                return i
        return 0

    def text(self) -> str:
        return text.resolve(self.options[self.index()][1])

    def step(self, delta: int) -> None:
        if self.enabled:
            value = self.options[(self.index() + delta) % len(self.options)][0]
            self.set(value)

    def _arrow_width(self) -> int:
        return max(24, self.rect.height)

    def clicked(self, pos: tuple[int, int]) -> None:
        self.step(-1 if pos[0] < self.rect.x + self._arrow_width() else 1)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        if event.key == pygame.K_RIGHT:
            self.step(1)
            return True
        return False

    def activate(self) -> None:
        self.step(1)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        hot = self.enabled and self.hovered()
        radius = lay.px(theme.RADIUS)
        pygame.draw.rect(surface, theme.BUTTON_HOVER if hot else theme.BUTTON, self.rect, 0, radius)
        pygame.draw.rect(
            surface, theme.OCHRE if hot else theme.PANEL_EDGE, self.rect, lay.px(theme.BORDER), radius
        )
        ink = theme.OCHRE if self.enabled else theme.TEXT_DISABLED
        arrow = self._arrow_width()
        half = max(4, self.rect.height // 6)
        left_c = (self.rect.x + arrow // 2, self.rect.centery)
        right_c = (self.rect.right - arrow // 2, self.rect.centery)
        pygame.draw.polygon(
            surface,
            ink,
            [
                (left_c[0] - half, left_c[1]),
                (left_c[0] + half, left_c[1] - half),
                (left_c[0] + half, left_c[1] + half),
            ],
        )
        pygame.draw.polygon(
            surface,
            ink,
            [
                (right_c[0] + half, right_c[1]),
                (right_c[0] - half, right_c[1] - half),
                (right_c[0] - half, right_c[1] + half),
            ],
        )
        size = lay.font_px(self.font_size)
        if self.shrink:
            size, lines = text.fit_box(self.text(), size, self.rect.width - 2 * arrow, 0)
            label = lines[0]
        else:
            label = text.ellipsize(self.text(), size, self.rect.width - 2 * arrow)
        image = text.render(label, size, theme.TEXT if self.enabled else theme.TEXT_DISABLED)
        surface.blit(image, image.get_rect(center=self.rect.center))
