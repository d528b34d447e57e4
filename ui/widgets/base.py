"""What every widget shares: a name, a rect, enabled/focus state and drawing helpers."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ui import theme
from ui.layout import Layout

Enabled = bool | Callable[[], bool]


class Widget:
    #: Can take keyboard focus (Tab / arrows) and be activated with Enter.
    focusable: bool = False

    def __init__(self, name: str | None = None, enabled: Enabled = True) -> None:
        self.name = name
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True
        self.focused = False  # has the keyboard focus
        self.show_focus = False  # draw the focus ring (only after keyboard use)
        self._enabled = enabled

    @property
    def enabled(self) -> bool:
        value = self._enabled() if callable(self._enabled) else self._enabled
        return bool(value) and self.visible

    @enabled.setter
    def enabled(self, value: Enabled) -> None:
        self._enabled = value

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def hovered(self) -> bool:
        return pygame.mouse.get_focused() and self.contains(pygame.mouse.get_pos())

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse input; return True when the event was used."""
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """A key pressed while this widget has the focus; True when used."""
        return False

    def press_elsewhere(self) -> bool:
        """A mouse press went to another widget (or to none); True to give up the keyboard focus."""
        return False

    def activate(self) -> None:
        """Enter / Space while focused."""

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        pass

    def draw_focus(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.focused and self.show_focus:
            ring = self.rect.inflate(lay.px(8), lay.px(8))
            pygame.draw.rect(surface, theme.FOCUS, ring, lay.px(theme.FOCUS_WIDTH), lay.px(theme.RADIUS + 4))


class Pressable(Widget):
    """A widget clicked by pressing and releasing the left button over it.

    The press is remembered only while the widget is enabled; releasing over
    the widget completes the click and calls ``clicked(pos)``.
    """

    def __init__(self, name: str | None = None, enabled: Enabled = True) -> None:
        super().__init__(name, enabled)
        self._pressed = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_click(event, pygame.MOUSEBUTTONDOWN) and self.contains(event.pos):
            self._pressed = self.enabled
            return True
        if is_click(event, pygame.MOUSEBUTTONUP) and self._pressed:
            self._pressed = False
            if self.contains(event.pos):
                self.clicked(event.pos)
            return True
        return False

    def clicked(self, pos: tuple[int, int]) -> None:
        """A completed click at ``pos``."""


def is_click(event: pygame.event.Event, kind: int) -> bool:
    return event.type == kind and getattr(event, "button", 0) == 1


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    lay: Layout,
    fill: theme.Color = theme.PANEL,
    edge: theme.Color | None = theme.PANEL_EDGE,
    alpha: int = 255,
) -> None:
    """A rounded panel, optionally see-through."""
    radius = lay.px(theme.RADIUS)
    if alpha >= 255:
        pygame.draw.rect(surface, fill, rect, 0, radius)
    else:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*fill, alpha), layer.get_rect(), 0, radius)
        surface.blit(layer, rect.topleft)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, lay.px(theme.BORDER), radius)
