"""Scrollable row lists for any table (TM's side-panel lists and log), whose rows may
issue engine commands; like every control of the input layer (``ui.table.input``)
they expose them through ``targets()`` and ``wheel_towards`` (the scroll that brings
a command's row into view).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.command import Command
from ui import text, theme
from ui.layout import Layout
from ui.table.input import Target
from ui.widgets.base import Widget, draw_panel, is_click


@dataclass
class Row:
    """One line of a ``RowList``: drawn by ``paint``; clicking runs ``on_click``."""

    height: float  # reference pixels
    paint: Callable[[pygame.Surface, pygame.Rect, Layout, bool], None]
    on_click: Callable[[], None] | None = None
    command: Command | None = None  # the command a click issues (for targets)
    enabled: bool = True
    tooltip: Callable[[], list[str]] | None = None
    card: str | None = None  # a card to preview while hovering
    key: Any = None
    extra: dict[str, Any] = field(default_factory=dict)


class RowList(Widget):
    """A scrollable column of rows (side-panel lists and the log)."""

    def __init__(
        self, rows: Callable[[], Sequence[Row]], name: str | None = None, stick_to_bottom: bool = False
    ) -> None:
        super().__init__(name)
        self._rows = rows
        self.scroll = 0
        self.stick_to_bottom = stick_to_bottom
        self._stuck = stick_to_bottom
        self._geometry: list[pygame.Rect] = []
        self._current: list[Row] = []
        self._pressed: int | None = None
        self._lay: Layout | None = None
        self._pointer: tuple[int, int] | None = None  # where the last mouse motion went

    def arrange(self, lay: Layout) -> None:
        self._lay = lay
        self._current = list(self._rows())
        y = 0
        self._geometry = []
        for row in self._current:
            h = lay.px(row.height)
            self._geometry.append(pygame.Rect(0, y, self.rect.width - lay.px(8), h))
            y += h
        most = max(0, self.content_height() - self.rect.height)
        if self._stuck:
            self.scroll = most
        self.scroll = max(0, min(self.scroll, most))

    def content_height(self) -> int:
        return self._geometry[-1].bottom if self._geometry else 0

    def row_rect(self, index: int) -> pygame.Rect:
        return self._geometry[index].move(self.rect.x, self.rect.y - self.scroll)

    def row_at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        for i in range(len(self._geometry)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return None

    def target_area(self, point) -> pygame.Rect | None:
        """The row under ``point`` (where a highlight of its command goes)."""
        index = self.row_at(point)
        return None if index is None else self.row_rect(index).clip(self.rect)

    def rows(self) -> list[Row]:
        return self._current

    def scroll_to(self, index: int) -> None:
        r = self._geometry[index]
        if r.top < self.scroll:
            self.scroll = r.top
        elif r.bottom > self.scroll + self.rect.height:
            self.scroll = r.bottom - self.rect.height
        self._stuck = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL:
            pointer = self._pointer if self._pointer is not None else pygame.mouse.get_pos()
            if self.visible and self.rect.collidepoint(pointer):
                most = max(0, self.content_height() - self.rect.height)
                self.scroll = max(0, min(self.scroll - event.y * max(20, self.rect.height // 5), most))
                self._stuck = self.stick_to_bottom and self.scroll >= most
                return True
            return False
        if is_click(event, pygame.MOUSEBUTTONDOWN) and self.contains(event.pos):
            self._pressed = self.row_at(event.pos)
            return True
        if is_click(event, pygame.MOUSEBUTTONUP) and self._pressed is not None:
            index, self._pressed = self._pressed, None
            if self.row_at(event.pos) == index and index < len(self._current):
                row = self._current[index]
                if row.enabled and row.on_click is not None:
                    row.on_click()
            return True
        return False

    def targets(self) -> list[Target]:
        out = []
        for i, row in enumerate(self._current):
            if row.command is None or not row.enabled:
                continue
            r = self.row_rect(i)
            if self.rect.contains(r):
                out.append((row.command, r.center))
        return out

    def wheel_towards(self, command: Command) -> int | None:
        """The wheel step (+1 up, -1 down) that brings the row issuing ``command`` into view."""
        for i, row in enumerate(self._current):
            if row.command == command and row.enabled:
                r = self.row_rect(i)
                if r.top < self.rect.top:
                    return 1
                if r.bottom > self.rect.bottom:
                    return -1
                return None
        return None

    def hovered_row(self) -> Row | None:
        if not self.hovered():
            return None
        index = self.row_at(pygame.mouse.get_pos())
        return self._current[index] if index is not None and index < len(self._current) else None

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.arrange(lay)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        mouse = (
            pygame.mouse.get_pos()
            if pygame.mouse.get_focused() and self.rect.collidepoint(pygame.mouse.get_pos())
            else None
        )
        try:
            for i, row in enumerate(self._current):
                r = self.row_rect(i)
                if r.bottom < self.rect.top or r.top > self.rect.bottom:
                    continue
                hot = mouse is not None and r.collidepoint(mouse) and row.enabled and row.on_click is not None
                row.paint(surface, r, lay, hot)
        finally:
            surface.set_clip(clip)
        total = self.content_height()
        if total > self.rect.height:
            bar_w = lay.px(4)
            track = pygame.Rect(self.rect.right - bar_w, self.rect.y, bar_w, self.rect.height)
            thumb_h = max(lay.px(20), self.rect.height * self.rect.height // total)
            thumb_y = track.y + (self.rect.height - thumb_h) * self.scroll // max(1, total - self.rect.height)
            pygame.draw.rect(surface, theme.PANEL_EDGE, track, 0, bar_w // 2)
            pygame.draw.rect(surface, theme.OCHRE, (track.x, thumb_y, bar_w, thumb_h), 0, bar_w // 2)


def paint_button_row(
    surface: pygame.Surface,
    rect: pygame.Rect,
    lay: Layout,
    hot: bool,
    enabled: bool,
    left: str,
    right: str = "",
    detail: str = "",
    icon: pygame.Surface | None = None,
) -> None:
    """A row drawn as a flat button: icon, label, detail under it, value at the right."""
    inner = rect.inflate(-lay.px(2), -lay.px(3))
    fill = theme.BUTTON_HOVER if hot else (theme.BUTTON if enabled else theme.BUTTON_DISABLED)
    draw_panel(surface, inner, lay, fill, theme.OCHRE if hot else theme.PANEL_EDGE)
    ink = theme.TEXT if enabled else theme.TEXT_DISABLED
    x = inner.x + lay.px(6)
    if icon is not None:
        surface.blit(icon, icon.get_rect(midleft=(x, inner.centery)))
        x += icon.get_width() + lay.px(6)
    size = lay.font_px(theme.FONT_SMALL)
    small = lay.font_px(13)
    right_w = 0
    if right:
        image = text.render(right, size, theme.OCHRE if enabled else theme.TEXT_DISABLED, True)
        right_w = image.get_width() + lay.px(8)
        surface.blit(image, image.get_rect(midright=(inner.right - lay.px(8), inner.centery)))
    width = inner.right - x - right_w - lay.px(4)
    if detail:
        # Label and detail as one block centred in the row (the detail stays off the border).
        gap = lay.px(2)
        top = inner.centery - (size + gap + small) // 2
        surface.blit(text.render(text.ellipsize(left, size, width, True), size, ink, True), (x, top))
        line = text.ellipsize(detail, small, width)
        surface.blit(
            text.render(line, small, theme.TEXT_DIM if enabled else theme.TEXT_DISABLED),
            (x, top + size + gap),
        )
    else:
        image = text.render(text.ellipsize(left, size, width, True), size, ink, True)
        surface.blit(image, image.get_rect(midleft=(x, inner.centery)))
