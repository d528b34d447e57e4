"""A one-line text field: click (or Tab) to focus, type, Backspace to erase.

Text comes from pygame's TEXTINPUT events, so the system input method (Japanese
IME included) works; TEXTEDITING shows the text being composed.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ui import text, theme
from ui.layout import Layout
from ui.text import TextSource
from ui.widgets.base import Enabled, Widget, is_click


class TextField(Widget):
    focusable = True

    def __init__(
        self,
        get: Callable[[], str],
        set: Callable[[str], None],
        placeholder: TextSource = "",
        name: str | None = None,
        max_length: int = 24,
        enabled: Enabled = True,
    ) -> None:
        super().__init__(name, enabled)
        self.get = get
        self.set = set
        self.placeholder = placeholder
        self.max_length = max_length
        self.editing = ""  # IME composition in progress
        self.active = False

    def _set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.editing = ""
            (pygame.key.start_text_input if active else pygame.key.stop_text_input)()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_click(event, pygame.MOUSEBUTTONDOWN):
            self._set_active(self.enabled and self.contains(event.pos))
            return self.active
        if event.type == pygame.TEXTINPUT and (self.active or self.focused):
            value = (self.get() + event.text)[: self.max_length]
            self.set(value)
            self.editing = ""
            return True
        if event.type == pygame.TEXTEDITING and (self.active or self.focused):
            self.editing = event.text
            return True
        return False

    def press_elsewhere(self) -> bool:
        """Typing follows the mouse: a press on another widget (another field too) ends it here."""
        self._set_active(False)
        return True

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            self.set(self.get()[:-1])
            return True
        if event.key in (
            pygame.K_LEFT,
            pygame.K_RIGHT,
            pygame.K_UP,
            pygame.K_DOWN,
            pygame.K_TAB,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_ESCAPE,
        ):
            return False
        return bool(event.unicode) and event.unicode.isprintable()  # typed characters arrive as TEXTINPUT

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        hot = self.enabled and (self.hovered() or self.active or self.focused)
        radius = lay.px(theme.RADIUS)
        pygame.draw.rect(surface, theme.SPACE, self.rect, 0, radius)
        pygame.draw.rect(
            surface, theme.OCHRE if hot else theme.PANEL_EDGE, self.rect, lay.px(theme.BORDER), radius
        )
        size = lay.font_px(theme.FONT_SMALL)
        value = self.get() + self.editing
        inner = self.rect.inflate(-2 * lay.px(10), 0)
        if value:
            shown = text.ellipsize(value, size, inner.width - lay.px(6))
            image = text.render(shown, size, theme.TEXT if self.enabled else theme.TEXT_DISABLED)
        else:
            image = text.render(
                text.ellipsize(text.resolve(self.placeholder), size, inner.width), size, theme.TEXT_DISABLED
            )
        surface.blit(image, image.get_rect(midleft=(inner.x, self.rect.centery)))
        if (self.active or self.focused) and value:
            x = inner.x + min(image.get_width(), inner.width) + lay.px(2)
            pygame.draw.line(
                surface,
                theme.OCHRE,
                (x, self.rect.y + lay.px(8)),
                (x, self.rect.bottom - lay.px(8)),
                lay.px(2),
            )
