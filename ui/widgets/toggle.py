"""An on/off switch bound to a getter and a setter."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import N_
from ui import text, theme
from ui.layout import Layout
from ui.widgets.base import Enabled, Pressable


class Toggle(Pressable):
    focusable = True

    def __init__(
        self,
        get: Callable[[], bool],
        set: Callable[[bool], None],
        name: str | None = None,
        enabled: Enabled = True,
    ) -> None:
        super().__init__(name, enabled)
        self.get = get
        self.set = set

    @property
    def value(self) -> bool:
        return bool(self.get())

    def flip(self) -> None:
        if self.enabled:
            self.set(not self.value)

    def clicked(self, pos: tuple[int, int]) -> None:
        self.flip()

    def activate(self) -> None:
        self.flip()

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        on = self.value
        hot = self.enabled and self.hovered()
        radius = lay.px(theme.RADIUS)
        pygame.draw.rect(surface, theme.BUTTON_HOVER if hot else theme.BUTTON, self.rect, 0, radius)
        pygame.draw.rect(
            surface, theme.OCHRE if hot else theme.PANEL_EDGE, self.rect, lay.px(theme.BORDER), radius
        )
        # The switch: a pill on the right, knob right and rust when on.
        track_h = max(8, self.rect.height // 2)
        track = pygame.Rect(0, 0, track_h * 2, track_h)
        track.midright = (self.rect.right - lay.px(14), self.rect.centery)
        pygame.draw.rect(surface, theme.RUST if on else theme.BUTTON_DISABLED, track, 0, track_h // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, lay.px(1), track_h // 2)
        knob_x = track.right - track_h // 2 if on else track.left + track_h // 2
        pygame.draw.circle(
            surface,
            theme.TEXT if self.enabled else theme.TEXT_DISABLED,
            (knob_x, track.centery),
            track_h // 2 - lay.px(3),
        )
        size = lay.font_px(theme.FONT_BODY)
        state = text.resolve(N_("On") if on else N_("Off"))
        color = theme.TEXT if self.enabled else theme.TEXT_DISABLED
        image = text.render(state, size, color)
        surface.blit(image, image.get_rect(midleft=(self.rect.x + lay.px(16), self.rect.centery)))
