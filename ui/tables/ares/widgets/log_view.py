"""The game log of the Ares table: newest lines at the bottom, under the heading of their round."""

from __future__ import annotations

import pygame

from game.i18n import N_, Text, tr
from ui import text, theme
from ui.layout import Layout
from ui.tables.ares.widgets.board import heading
from ui.tables.ares.widgets.cached import CachedDraw
from ui.widgets.base import Widget, draw_panel


class LogView(CachedDraw, Widget):
    """The game log, newest lines at the bottom, under the heading of their round."""

    def __init__(self, table) -> None:
        super().__init__("log")
        self.table = table

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def cache_key(self):
        return (self.table.session.version, len(self.table.session.log))

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE, alpha=215)
        inner = self.rect.inflate(-lay.px(14), -lay.px(10))
        h = heading(surface, lay, inner, tr(N_("Log")))
        size = lay.font_px(12)
        lh = text.line_height(size)
        names_list = self.table.session.player_names
        lines: list[tuple[str, tuple[int, int, int]]] = []
        section = None
        for entry in self.table.session.log[-60:]:
            if entry.section != section:
                section = entry.section
                lines.append((Text(N_("Round {round}"), {"round": section}).translated(), theme.OCHRE))
            for part in text.wrap(entry.text(names_list), size, inner.width):
                lines.append((part, theme.TEXT))
        room = max(0, (inner.height - h) // lh)
        y = inner.y + h
        for words, color in lines[-room:] if room else []:
            surface.blit(text.render(words, size, color), (inner.x, y))
            y += lh
