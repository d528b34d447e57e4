"""How a table shows Suggest's answer: a pulsing frame around the button that sends the
suggested command, or a ring on the spot to click (a card of the hand, a space of the
map) when no button holds it. Where to click comes from the input layer
(``TableScene.suggestion_point``: the control of the suggested command, else the first
click towards it), so the highlight is exactly what a player would click.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from ui.layout import Layout
from ui.widgets.button import Button

HIGHLIGHT = (255, 232, 120)


def button_at(table: Any, point: tuple[int, int]) -> Button | None:
    """The visible button of the top layer (or the table) under ``point``."""
    groups = [table.dialog.group] if getattr(table, "dialog", None) is not None else []
    groups.append(table.widgets)
    for group in groups:
        for widget in reversed(group.widgets):
            if isinstance(widget, Button) and widget.visible and widget.rect.collidepoint(point):
                return widget
    return None


def draw_suggestion(table: Any, surface: pygame.Surface, lay: Layout) -> None:
    """Frame the suggested move's control (nothing while there is no suggestion)."""
    point = table.suggestion_point()
    if point is None:
        return
    pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 180)
    width = lay.px(3) + round(pulse * lay.px(2))
    button = button_at(table, point)
    if button is not None:
        rect = button.rect.inflate(lay.px(10), lay.px(10))
        pygame.draw.rect(surface, HIGHLIGHT, rect, width, border_radius=lay.px(8))
        return
    radius = lay.px(24) + round(pulse * lay.px(4))
    pygame.draw.circle(surface, (0, 0, 0), point, radius + width, lay.px(2))
    pygame.draw.circle(surface, HIGHLIGHT, point, radius, width)
