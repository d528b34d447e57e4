"""A scrollable list of selectable rows (the load screen's saves, for instance).

Each row has a title line and optional detail lines (wrapped, at most
``MAX_DETAIL_LINES``). Clicking an enabled row activates it; disabled rows
(broken saves) are shown but cannot be chosen. Mouse wheel scrolls; Up/Down
move the selection when the list has the focus and Enter activates it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from ui import text, theme
from ui.layout import Layout
from ui.text import TextSource
from ui.widgets.base import Widget, draw_panel, is_click

MAX_DETAIL_LINES = 3


@dataclass
class ListRow:
    title: TextSource
    details: Sequence[TextSource] = ()
    error: bool = False  # drawn in the error colour
    enabled: bool = True
    key: Any = None
    badge: TextSource = ""  # short tag drawn at the right of the title (e.g. "Autosave")
    _height: int = field(default=0, repr=False)


class ListView(Widget):
    focusable = True

    def __init__(
        self,
        rows: Callable[[], Sequence[ListRow]] | Sequence[ListRow],
        on_activate: Callable[[ListRow], None],
        name: str | None = None,
    ) -> None:
        super().__init__(name)
        self._rows = rows
        self.on_activate = on_activate
        self.selected = 0
        self.scroll = 0
        self._pressed: int | None = None
        self._geometry: list[pygame.Rect] = []  # row rects in list coordinates (scroll 0)
        self._wrapped: list[list[str]] = []

    def rows(self) -> list[ListRow]:
        return list(self._rows() if callable(self._rows) else self._rows)

    # Geometry -------------------------------------------------------------
    def _pad(self, lay: Layout) -> int:
        return lay.px(12)

    def arrange(self, lay: Layout) -> None:
        """Measure the rows for the current rect and font size."""
        rows = self.rows()
        pad = self._pad(lay)
        title_size, detail_size = lay.font_px(theme.FONT_BODY), lay.font_px(theme.FONT_SMALL)
        inner_w = max(10, self.rect.width - 2 * pad - lay.px(10))
        self._geometry, self._wrapped = [], []
        y = 0
        for row in rows:
            lines: list[str] = []
            for detail in row.details:
                lines.extend(text.wrap(text.resolve(detail), detail_size, inner_w))
            if len(lines) > MAX_DETAIL_LINES:
                lines = lines[: MAX_DETAIL_LINES - 1] + [
                    text.ellipsize(" ".join(lines[MAX_DETAIL_LINES - 1 :]), detail_size, inner_w)
                ]
            height = 2 * pad + text.line_height(title_size) + len(lines) * text.line_height(detail_size)
            self._geometry.append(pygame.Rect(0, y, self.rect.width, height))
            self._wrapped.append(lines)
            y += height + lay.px(6)
        self.scroll = max(0, min(self.scroll, self.content_height() - self.rect.height))
        if rows:
            self.selected = max(0, min(self.selected, len(rows) - 1))

    def content_height(self) -> int:
        return self._geometry[-1].bottom if self._geometry else 0

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row ``index`` is on screen now (may be outside the visible area)."""
        return self._geometry[index].move(self.rect.x, self.rect.y - self.scroll)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        for i in range(len(self._geometry)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return None

    def scroll_to(self, index: int) -> None:
        if 0 <= index < len(self._geometry):
            row = self._geometry[index]
            if row.top < self.scroll:
                self.scroll = row.top
            elif row.bottom > self.scroll + self.rect.height:
                self.scroll = row.bottom - self.rect.height

    # Input ----------------------------------------------------------------
    def _choose(self, index: int) -> None:
        rows = self.rows()
        if 0 <= index < len(rows) and rows[index].enabled:
            self.selected = index
            self.on_activate(rows[index])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.scroll = max(
                    0,
                    min(
                        self.scroll - event.y * self.rect.height // 6,
                        self.content_height() - self.rect.height,
                    ),
                )
                return True
            return False
        if is_click(event, pygame.MOUSEBUTTONDOWN) and self.contains(event.pos):
            self._pressed = self.row_at(event.pos)
            return True
        if is_click(event, pygame.MOUSEBUTTONUP) and self._pressed is not None:
            index, self._pressed = self._pressed, None
            if self.row_at(event.pos) == index:
                self._choose(index)
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        count = len(self._geometry)
        if event.key == pygame.K_DOWN and self.selected < count - 1:
            self.selected += 1
        elif event.key == pygame.K_UP and self.selected > 0:
            self.selected -= 1
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and count:
            self._choose(self.selected)
        else:
            return False
        self.scroll_to(self.selected)
        return True

    def activate(self) -> None:
        self._choose(self.selected)

    # Drawing --------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.arrange(lay)
        rows = self.rows()
        pad = self._pad(lay)
        title_size, detail_size = lay.font_px(theme.FONT_BODY), lay.font_px(theme.FONT_SMALL)
        previous_clip = surface.get_clip()
        surface.set_clip(self.rect.clip(previous_clip))
        mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        try:
            for i, row in enumerate(rows):
                rect = self.row_rect(i)
                if rect.bottom < self.rect.top or rect.top > self.rect.bottom:
                    continue
                hot = row.enabled and rect.collidepoint(mouse) and self.rect.collidepoint(mouse)
                fill = theme.ROW_HOVER if hot else theme.PANEL
                edge = theme.ERROR if row.error else (theme.OCHRE if hot else theme.PANEL_EDGE)
                draw_panel(surface, rect, lay, fill, edge)
                if self.focused and self.show_focus and i == self.selected:
                    pygame.draw.rect(
                        surface, theme.FOCUS, rect, lay.px(theme.FOCUS_WIDTH), lay.px(theme.RADIUS)
                    )
                inner = rect.inflate(-2 * pad, -2 * pad)
                badge = text.resolve(row.badge)
                badge_w = 0
                if badge:
                    image = text.render(badge, detail_size, theme.OCHRE)
                    badge_w = image.get_width() + pad
                    surface.blit(image, image.get_rect(topright=(inner.right, inner.y + lay.px(3))))
                title_color = theme.TEXT if row.enabled else theme.TEXT_DIM
                title = text.ellipsize(text.resolve(row.title), title_size, inner.width - badge_w)
                surface.blit(text.render(title, title_size, title_color), inner.topleft)
                detail_rect = pygame.Rect(
                    inner.x,
                    inner.y + text.line_height(title_size),
                    inner.width,
                    inner.height - text.line_height(title_size),
                )
                text.blit_lines(
                    surface,
                    self._wrapped[i],
                    detail_rect,
                    detail_size,
                    theme.ERROR if row.error else theme.TEXT_DIM,
                )
        finally:
            surface.set_clip(previous_clip)
        self._draw_scrollbar(surface, lay)

    def _draw_scrollbar(self, surface: pygame.Surface, lay: Layout) -> None:
        total = self.content_height()
        if total <= self.rect.height:
            return
        bar_w = lay.px(5)
        track = pygame.Rect(self.rect.right + lay.px(6), self.rect.y, bar_w, self.rect.height)
        thumb_h = max(lay.px(24), self.rect.height * self.rect.height // total)
        thumb_y = track.y + (self.rect.height - thumb_h) * self.scroll // max(1, total - self.rect.height)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, 0, bar_w // 2)
        pygame.draw.rect(surface, theme.OCHRE, (track.x, thumb_y, bar_w, thumb_h), 0, bar_w // 2)
