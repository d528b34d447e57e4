"""The game log: the newest lines at the bottom, each under the turn it happened in; the mouse
wheel scrolls back (a new move scrolls to the bottom again)."""

from __future__ import annotations

import pygame

from game.i18n import N_, Text, current_language
from ui import text, theme
from ui.layout import Layout
from ui.tables.tmdice.widgets.common import painted, wrapped
from ui.widgets.base import Widget, draw_panel


class LogView(Widget):
    def __init__(self, table) -> None:
        super().__init__("log")
        self.table = table
        self.scroll = 0  # lines back from the newest
        self._version = -1
        self._picture: tuple[tuple, pygame.Surface] | None = None  # (what it shows, its picture)
        self._on: pygame.Surface | None = None  # the kept canvas that holds the picture

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.hovered():
            self.scroll = max(0, self.scroll + 3 * event.y)
            return True
        return False

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        """The log's picture, painted again only when a line comes in, it scrolls or the
        language or the size changes."""
        session = self.table.session
        if session.version != self._version:
            self._version, self.scroll = session.version, 0
        key = (session.version, len(session.log), self.scroll, tuple(self.rect), lay.size, current_language())
        if self._picture is None or self._picture[0] != key:
            self._picture = (key, painted(surface.get_size(), self.rect, lay, self.paint))
            self._on = None
        if self._on is not surface:  # the table's kept canvas already holds this picture
            surface.blit(self._picture[1], self.rect.topleft)
            self._on = surface if surface is not pygame.display.get_surface() else None

    def forget_picture(self) -> None:
        self._picture, self._on = None, None

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE)
        session = self.table.session
        inner = self.rect.inflate(-lay.px(12), -lay.px(10))
        size = lay.font_px(12)
        step = text.line_height(size)
        room = inner.height // step
        lines: list[tuple[str, tuple]] = []
        section = None
        names = session.player_names
        for entry in session.log[-(room * 2 + self.scroll) :]:
            if entry.section != section:
                section = entry.section
                lines.append((Text(N_("Turn {turn}"), {"turn": section}).translated(), theme.OCHRE))
            for line in wrapped(entry.text(names), size, inner.width):
                lines.append((line, theme.TEXT))
        y = inner.y
        self.scroll = min(self.scroll, max(0, len(lines) - room))
        shown = lines[max(0, len(lines) - room - self.scroll) : len(lines) - self.scroll]
        for line, colour in shown:
            surface.blit(text.render(line, size, colour), (inner.x, y))
            y += step
