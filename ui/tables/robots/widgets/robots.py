"""Each robot at the table: its player, robot card with chits, ability totals, held VP (values
for their owner, a count for everyone else), hand and discard sizes, the deployed parts row with
chits, and the programmed parts: backs to others, dimmed faces to their owner (spec §20.2)."""

from __future__ import annotations

import pygame

from game.i18n import N_, Text, tr
from game.robots.content.models import ABILITIES
from ui import text, theme
from ui.layout import Layout
from ui.tables.robots import names
from ui.tables.robots.widgets.cards import draw_back, draw_part, draw_robot, fitted
from ui.tables.robots.widgets.picture import Picture, rect_key
from ui.widgets.base import Widget, draw_panel


class RobotsArea(Widget):
    def __init__(self, table) -> None:
        super().__init__("robots")
        self.table = table
        self.columns: list[pygame.Rect] = []
        self.part_rects: list[tuple[pygame.Rect, str]] = []  # face-up parts under the mouse
        self.picture = Picture()

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        n = len(self.table.session.state.players)
        gap = lay.px(6)
        w = (rect.width - (n - 1) * gap) // n
        self.columns = [pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.height) for i in range(n)]

    def programmed_faces(self, seat: int) -> list[str] | None:
        """The names of ``seat``'s face-down parts when the person looking may see them (their
        owner), else None: the table draws backs."""
        if self.table.private_seat() != seat:
            return None
        if self.table.sequence_running():  # their own cards, as they were at this step
            return list(self.table.board_state().players[seat].programmed)
        view = self.table.private_view()
        return list(view["players"][seat]["programmed"]) if view is not None else None

    def vp_words(self, seat: int) -> str:
        state = self.table.board_state()
        held = state.players[seat].vp
        if self.table.private_seat() == seat and held:
            return Text(N_("VP: {values}"), {"values": " + ".join(map(str, held))}).translated()
        return Text(N_("VP cards: {count}"), {"count": len(held)}).translated()

    def picture_key(self) -> tuple:
        """What this panel's picture shows (``Picture``): repainted when it changes."""
        return (self.table.look, tuple(rect_key(c) for c in self.columns))

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.picture.draw(surface, self.rect, self.picture_key(), lambda: self.paint(surface, lay))

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        self.part_rects = []
        for seat, column in enumerate(self.columns):
            self._draw_seat(surface, lay, seat, column)

    def _draw_seat(self, surface, lay, seat: int, rect: pygame.Rect) -> None:
        session = self.table.session
        state = self.table.board_state()
        p = state.players[seat]
        sequence = self.table.sequence()
        if sequence is not None:  # during the playback, the robot the current step is about
            deciding = sequence.current().seat == seat
        else:
            deciding = session.current_seat() == seat
        draw_panel(surface, rect, lay, theme.PANEL, theme.OCHRE if deciding else theme.PANEL_EDGE)
        inner = rect.inflate(-lay.px(10), -lay.px(8))
        y = inner.y
        marker = self.table.marker(seat, lay.px(20))
        surface.blit(marker, (inner.x, y))
        size = lay.font_px(14)
        label = session.name(seat)
        if p.eliminated:
            label = Text(N_("{player} (robot lost)"), {"player": label}).translated()
        elif state.season == "planning" and p.planned:
            label = Text(N_("{player} (programmed)"), {"player": label}).translated()
        name = text.ellipsize(label, size, inner.width - lay.px(26), True)
        surface.blit(
            text.render(name, size, theme.OCHRE if deciding else theme.TEXT, True), (inner.x + lay.px(26), y)
        )
        y += lay.px(24)
        small = lay.font_px(12)
        facts = " · ".join(
            (
                self.vp_words(seat),
                Text(N_("Hand {count}"), {"count": len(p.hand)}).translated(),
                Text(N_("Discard {count}"), {"count": len(p.discard)}).translated(),
            )
        )
        fit, _lines = fitted(facts, small, inner.width, text.line_height(small), False, True)
        surface.blit(text.render(text.ellipsize(facts, fit, inner.width), fit, theme.TEXT), (inner.x, y))
        y += text.line_height(small) + lay.px(2)
        robot_rect = pygame.Rect(inner.x, y, inner.width, lay.px(42))
        draw_robot(surface, lay, robot_rect, p.robot, p.robot_chits)
        self.part_rects.append((robot_rect, p.robot))
        y = robot_rect.bottom + lay.px(4)
        totals = "  ".join(f"{names.ability_name(k, True)} {state.ability(seat, k)}" for k in ABILITIES)
        fit, lines = fitted(
            totals, small, inner.width, text.line_height(small) * 2, True, one_line_first=False
        )
        y += text.blit_lines(
            surface, lines, pygame.Rect(inner.x, y, inner.width, lay.px(34)), fit, theme.OCHRE, True
        )
        y += lay.px(4)
        surface.blit(text.render(tr(N_("Parts")), small, theme.TEXT_DIM), (inner.x, y))
        y += text.line_height(small)
        if p.eliminated:  # ruling RB-19: a lost robot takes no further part
            words = tr(N_("The robot was destroyed; its exploration is over."))
            fit, lines = fitted(words, small, inner.width, inner.bottom - y, one_line_first=False)
            text.blit_lines(
                surface,
                lines,
                pygame.Rect(inner.x, y, inner.width, inner.bottom - y),
                fit,
                theme.TEXT_DISABLED,
            )
            return
        faces = self.programmed_faces(seat)
        cards = [(c, False, ch) for c, ch in zip(p.deployed, p.chits, strict=False)]
        cards += [(c, True, 0) for c in (faces if faces is not None else [None] * len(p.programmed))]
        if not cards:
            surface.blit(text.render(tr(N_("(no parts yet)")), small, theme.TEXT_DISABLED), (inner.x, y))
            return
        h = inner.bottom - y
        rows = (len(cards) + 4) // 5  # up to five a row, the rows evenly filled (wider cards)
        per_row = (len(cards) + rows - 1) // rows
        gap = lay.px(3)
        w = min(lay.px(86), (inner.width - (per_row - 1) * gap) // per_row)
        ch = min(lay.px(110), (h - (rows - 1) * gap) // rows)
        for i, (card, face_down, chits) in enumerate(cards):
            r = pygame.Rect(inner.x + (i % per_row) * (w + gap), y + (i // per_row) * (ch + gap), w, ch)
            if card is None:
                draw_back(surface, lay, r, tr(N_("Programmed")))
            else:
                draw_part(surface, lay, r, card, dim=face_down, chits=chits)
                self.part_rects.append((r, card))

    def hovered_card(self) -> tuple[pygame.Rect, str] | None:
        if not self.hovered():
            return None
        pos = pygame.mouse.get_pos()
        return next(((r, c) for r, c in self.part_rects if r.collidepoint(pos)), None)
