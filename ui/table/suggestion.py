"""How a table shows Suggest's answer: a pulsing frame around the control that sends the
suggested command (a button, or the part of a widget that says where its target lies with
``target_area(point)``: a row, a card of the hand), or a ring on the spot to click (a
space of the map) otherwise. A table may name every area of a move itself
(``suggestion_areas()``: the several cards of one choice of cards). Where to click comes from the input layer
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


def area_at(table: Any, point: tuple[int, int]) -> pygame.Rect | None:
    """The control under ``point`` in the dialog or on the table: a button's rect, or the area a
    widget names with ``target_area``."""
    groups = [table.dialog.group] if getattr(table, "dialog", None) is not None else []
    groups.append(table.widgets)
    for group in groups:
        for widget in reversed(group.widgets):
            if not widget.visible:
                continue
            if isinstance(widget, Button) and widget.rect.collidepoint(point):
                return widget.rect
            area = getattr(widget, "target_area", None)
            found = area(point) if area is not None else None
            if found is not None:
                return found
    return None


def draw_suggestion(table: Any, surface: pygame.Surface, lay: Layout) -> None:
    """Frame the suggested move's control (nothing while there is no suggestion)."""
    point = table.suggestion_point()
    if point is None:
        return
    pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 180)
    width = lay.px(3) + round(pulse * lay.px(2))
    named = getattr(table, "suggestion_areas", None)
    areas = named() if named is not None else []
    area = area_at(table, point)
    for rect in areas or ([area] if area is not None else []):
        pygame.draw.rect(
            surface, HIGHLIGHT, rect.inflate(lay.px(8), lay.px(8)), width, border_radius=lay.px(8)
        )
    if areas or area is not None:
        return
    radius = lay.px(24) + round(pulse * lay.px(4))
    pygame.draw.circle(surface, (0, 0, 0), point, radius + width, lay.px(2))
    pygame.draw.circle(surface, HIGHLIGHT, point, radius, width)
