"""The end of any game: each seat's score by category and the winner(s), drawn from
the engine's ``outcome`` (``GameRules.outcome``: per-seat scores with their
breakdown, ranks, winners).

A game gives the labels of its breakdown keys (``categories``; the total is the
last row), and may override ``headline`` and ``notes`` (TM's solo result and
records, its tie-break line). Without labels the breakdown keys are listed as the
engine names them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.i18n import N_, Text, tr
from ui import backdrop, text, theme
from ui.layout import Layout
from ui.scene_stack import Scene
from ui.widgets.base import draw_panel
from ui.widgets.button import Button

TOTAL = "total"
TOTAL_LABEL = N_("Total")


class ScoreScene(Scene):
    """``table`` is the table scene of the finished game (its session and seat markers);
    ``categories`` are (breakdown key, label msgid) rows, ``total`` (the score) last."""

    def __init__(self, app, table: Any, categories: Sequence[tuple[str, str]] | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.session = table.session
        self.outcome = self.session.outcome()
        self.results = sorted(self.outcome.results, key=lambda r: r.seat)
        if categories is None:
            keys = list(dict.fromkeys(k for r in self.results for k in r.breakdown))
            categories = [*((k, k) for k in keys if k != TOTAL), (TOTAL, TOTAL_LABEL)]
        self.categories = tuple(categories)
        self.highlighted: tuple[int, ...] = tuple(self.outcome.winners)
        self.board = self.widgets.add(Button(N_("Look at the board"), self.back, name="score:board"))
        self.title_button = self.widgets.add(
            Button(N_("Title screen"), self.to_title, name="score:title", primary=True)
        )

    def to_title(self) -> None:
        from ui.scenes.title import TitleScene

        self.app.stack.clear_to(TitleScene(self.app))

    def layout(self, lay: Layout) -> None:
        content = lay.content()
        w, h = lay.px(260), lay.px(52)
        self.title_button.rect = pygame.Rect(content.right - w, content.bottom - h, w, h)
        self.board.rect = pygame.Rect(self.title_button.rect.x - w - lay.px(16), content.bottom - h, w, h)

    def headline(self) -> str:
        """Who won ("Ann wins!", a shared victory), or that nobody did."""
        names_ = [self.session.name(seat) for seat in self.outcome.winners]
        if not names_:
            return tr(N_("Nobody wins this game"))
        if len(names_) == 1:
            return Text(N_("{player} wins!"), {"player": names_[0]}).translated()
        return Text(N_("Shared victory: {players}"), {"players": ", ".join(names_)}).translated()

    def notes(self) -> list[str]:
        """Lines under the table (the first in bold)."""
        return []

    def value(self, result, key: str) -> int:
        return result.score if key == TOTAL else result.breakdown.get(key, 0)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        surface.blit(backdrop.backdrop(lay.size, True), (0, 0))
        content = lay.content()
        size = lay.font_px(theme.FONT_HEADING)
        area = pygame.Rect(content.x, content.y, content.width, lay.px(100))
        used = text.blit_lines(
            surface, text.wrap(self.headline(), size, area.width, True), area, size, theme.OCHRE, True
        )
        table = pygame.Rect(
            content.x,
            content.y + used + lay.px(16),
            content.width,
            self.title_button.rect.y - lay.px(20) - (content.y + used + lay.px(16)),
        )
        draw_panel(surface, table, lay, theme.PANEL, theme.PANEL_EDGE, alpha=225)
        self._draw_table(surface, lay, table.inflate(-lay.px(32), -lay.px(24)))
        self.widgets.draw(surface, lay)

    def _draw_table(self, surface, lay, area: pygame.Rect) -> None:
        session = self.session
        n = len(self.results)
        label_w = lay.px(300)
        col_w = (area.width - label_w) // max(1, n)
        row_h = min(lay.px(44), area.height // (len(self.categories) + 2))
        size, small = lay.font_px(theme.FONT_BODY), lay.font_px(theme.FONT_SMALL)
        best = max(r.score for r in self.results)
        for i, result in enumerate(self.results):
            x = area.x + label_w + i * col_w
            marker = self.table.marker(result.seat, lay.px(24))
            surface.blit(marker, marker.get_rect(midtop=(x + col_w // 2, area.y)))
            name = text.ellipsize(session.name(result.seat), size, col_w - lay.px(8), True)
            ink = theme.OCHRE if result.seat in self.highlighted else theme.TEXT
            image = text.render(name, size, ink, True)
            surface.blit(image, image.get_rect(midtop=(x + col_w // 2, area.y + lay.px(26))))
        y = area.y + lay.px(26) + row_h
        for key, label in self.categories:
            total = key == TOTAL
            if total:
                pygame.draw.line(surface, theme.OCHRE, (area.x, y), (area.right, y), lay.px(2))
            surface.blit(
                text.render(tr(label), size, theme.TEXT if total else theme.TEXT_DIM, total),
                (area.x, y + lay.px(6)),
            )
            for i, result in enumerate(self.results):
                value = self.value(result, key)
                x = area.x + label_w + i * col_w
                ink = theme.OCHRE if total and value == best else theme.TEXT
                image = text.render(str(value), size, ink, True)
                surface.blit(image, image.get_rect(midtop=(x + col_w // 2, y + lay.px(6))))
            y += row_h
        y += lay.px(8)
        for i, line in enumerate(self.notes()):
            for part in text.wrap(line, small, area.width, i == 0):
                surface.blit(text.render(part, small, theme.TEXT, i == 0), (area.x, y))
                y += text.line_height(small)

    def autoplay_step(self, auto) -> None:
        """Nothing left to play."""
        return None

    def autoplay_reached(self, until: str | None) -> bool:
        """The game is over: every ``--until`` is reached (``end`` here, or a point never played)."""
        return True
