"""A widget made of clickable spots (cards, rows): press and release on the same spot runs it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ui.widgets.base import Widget, is_click


class SpotWidget(Widget):
    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.spots: list[tuple[pygame.Rect, Any, Callable[[], None]]] = []
        self._pressed: Any = None

    def spot_at(self, pos) -> tuple[pygame.Rect, Any, Callable[[], None]] | None:
        for spot in reversed(self.spots):  # the last drawn lies on top
            if spot[0].collidepoint(pos):
                return spot
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_click(event, pygame.MOUSEBUTTONDOWN):
            spot = self.spot_at(event.pos)
            self._pressed = None if spot is None else spot[1]
            return spot is not None
        if is_click(event, pygame.MOUSEBUTTONUP) and self._pressed is not None:
            spot = self.spot_at(event.pos)
            pressed, self._pressed = self._pressed, None
            if spot is not None and spot[1] == pressed:
                spot[2]()
            return True
        return False
