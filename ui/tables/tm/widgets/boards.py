"""Player boards: one row per player with marker, name, corporation, TR, the six
resources with their production, cards in hand and played, and who is acting; under
them a line with the VP so far and the tags in play with their counts.

The acting player's row is framed, lit and pointed at; a passed player's row is
dimmed with a "Passed" tag. Clicking a row shows that player's cards in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, Text, current_language, tr
from game.tm.scoring import vp_so_far
from game.tm.state import RESOURCE_NAMES
from game.tm.tableau import tag_count
from ui import text, theme
from ui.layout import Layout
from ui.tables.tm import names
from ui.tables.tm.sprites import sprite
from ui.tables.tm.widgets.map_view import marker_sprite
from ui.widgets.base import Widget, is_click

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable

ACTIVE_FILL = (74, 50, 40)
TAG_LINE = 16  # reference pixels: the VP and tag line at the bottom of a row
ROW_FILL = (34, 27, 33)


def corporation_lines(name: str, room: int, lay: Layout) -> list[tuple[str, int]]:
    """The corporation's name in ``room`` pixels: one line from 14 down to 12 reference
    pixels, else two lines at 12 (never cut short: the name is what players call it)."""
    for size in range(lay.font_px(14), lay.font_px(12) - 1, -1):
        if text.width_of(name, size) <= room:
            return [(name, size)]
    size = lay.font_px(12)
    return [(line, size) for line in text.wrap(name, size, room)]


class PlayerBoards(Widget):
    def __init__(self, table: TmTable) -> None:
        super().__init__("boards")
        self.table = table
        self.rows: list[pygame.Rect] = []
        self._cache: dict[int, tuple[tuple, pygame.Surface]] = {}
        self._pressed: int | None = None
        self._vp: tuple[int, list[int]] | None = None

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        n = self.table.session.state.n
        h = (rect.height - (n - 1) * lay.px(4)) // max(1, n)
        self.rows = [pygame.Rect(rect.x, rect.y + i * (h + lay.px(4)), rect.width, h) for i in range(n)]

    def row_at(self, pos) -> int | None:
        for seat, row in enumerate(self.rows):
            if row.collidepoint(pos):
                return seat
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_click(event, pygame.MOUSEBUTTONDOWN) and self.rect.collidepoint(event.pos):
            self._pressed = self.row_at(event.pos)
            return self._pressed is not None
        if is_click(event, pygame.MOUSEBUTTONUP) and self._pressed is not None:
            seat, self._pressed = self._pressed, None
            if self.row_at(event.pos) == seat:
                self.table.show_tableau(seat)
            return True
        return False

    def acting_seat(self) -> int | None:
        seat = self.table.session.current_seat()
        return seat

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        acting = self.acting_seat()
        session = self.table.session
        for seat, row in enumerate(self.rows):
            key = (
                session.version,
                row.size,
                seat == acting,
                seat == self.table.tableau_seat,
                current_language(),
                session.name(seat),
            )
            cached = self._cache.get(seat)
            if cached is None or cached[0] != key:
                cached = (key, self._draw_row(seat, row.size, seat == acting, lay))
                self._cache[seat] = cached
            surface.blit(cached[1], row.topleft)
        hover = self.row_at(pygame.mouse.get_pos()) if self.hovered() else None
        if hover is not None:
            pygame.draw.rect(surface, theme.OCHRE, self.rows[hover], lay.px(1), lay.px(6))

    def _draw_row(self, seat: int, size: tuple[int, int], acting: bool, lay: Layout) -> pygame.Surface:
        session = self.table.session
        state = session.state
        p = state.players[seat]
        out = pygame.Surface(size, pygame.SRCALPHA)
        rect = out.get_rect()
        radius = lay.px(6)
        pygame.draw.rect(out, ACTIVE_FILL if acting else ROW_FILL, rect, 0, radius)
        if seat == self.table.tableau_seat:
            pygame.draw.rect(out, theme.TEXT_DIM, rect, lay.px(1), radius)
        if acting:
            pygame.draw.rect(out, theme.OCHRE, rect, lay.px(3), radius)
        pad = lay.px(6)
        tag_h = lay.px(TAG_LINE)
        h = rect.height - tag_h + lay.px(2)  # the resources block; the tag line below it
        # Marker and name.
        # Every row keeps the same columns: the acting row's pointer has its own room on the left.
        marker = sprite(marker_sprite(session.style(seat)), min(h - 2 * pad, lay.px(26)))
        x = pad + lay.px(4)
        if acting:
            tip = (lay.px(3), h // 2)
            pygame.draw.polygon(
                out,
                theme.OCHRE,
                [(tip[0] + lay.px(6), tip[1]), (tip[0], tip[1] - lay.px(6)), (tip[0], tip[1] + lay.px(6))],
            )
        spot = marker.get_rect(midleft=(x, h // 2))
        out.blit(marker, spot)
        if seat == state.first_player and not state.setup.solo:
            # The first-player token sits on the marker's corner, leaving the name its room.
            centre = (spot.left + lay.px(1), spot.top + lay.px(1))
            pygame.draw.circle(out, (20, 14, 12), centre, lay.px(8))
            pygame.draw.circle(out, theme.OCHRE, centre, lay.px(7))
            badge = text.render("1", lay.font_px(12), (20, 14, 12), True)
            out.blit(badge, badge.get_rect(center=centre))
        x += marker.get_width() + pad
        name_w = lay.px(112)
        body = lay.font_px(theme.FONT_SMALL)
        # The name: shrunk to fit (cut only if a chosen name is too long even at 14 px).
        name = session.name(seat)
        fit = body
        while fit > lay.font_px(14) and text.width_of(name, fit, True) > name_w:
            fit -= 1
        # The corporation under it, also under the TR cell (which uses only its top half).
        if p.corporation:
            sub = names.card_name(p.corporation)
        else:
            sub = tr(N_("Choosing a corporation"))
        cell_w = lay.px(48)
        # One line may run on under the TR cell (below its icon); of two lines, the upper one would
        # meet the TR icon, so both keep to the name column unless that takes three.
        lines = corporation_lines(sub, name_w + pad + cell_w, lay)
        if len(lines) > 1 and len(narrow := corporation_lines(sub, name_w, lay)) <= 2:
            lines = narrow
        if len(lines) > 1:
            fit = min(fit, lay.font_px(14))  # two corporation lines leave the name less height
        image = text.render(text.ellipsize(name, fit, name_w, True), fit, theme.TEXT, True)
        out.blit(image, (x, lay.px(1)))
        step = lines[0][1] + lay.px(1)
        y = h - lay.px(3) - len(lines) * step
        for line, line_size in lines:
            out.blit(text.render(line, line_size, theme.TEXT_DIM), (x, y))
            y += step
        x += name_w + pad
        # TR.
        self._cell(out, lay, pygame.Rect(x, pad, cell_w, h - 2 * pad), "param_tr", str(p.tr), None)
        x += cell_w + pad
        # Resources and production.
        block_w = lay.px(66)
        res_w = (rect.width - x - block_w - pad) // 6
        for i, res in enumerate(RESOURCE_NAMES):
            self._cell(
                out,
                lay,
                pygame.Rect(x + i * res_w, pad, res_w - lay.px(3), h - 2 * pad),
                f"res_{res}",
                str(p.resources[i]),
                p.production[i],
            )
        x = rect.width - block_w - pad // 2
        # Cards in hand and played.
        hand = text.render(str(len(p.hand)), body, theme.TEXT, True)
        icon = sprite("card", lay.px(18))
        out.blit(icon, (x, pad))
        out.blit(hand, (x + icon.get_width() + lay.px(2), pad - lay.px(2)))
        tags = sum(1 for _ in p.tableau) - (1 if p.corporation else 0) + len(p.events)
        played = text.render(
            Text(N_("{count} played"), {"count": tags}).translated(), lay.font_px(12), theme.TEXT_DIM
        )
        out.blit(played, (x, h - pad - played.get_height()))
        self._draw_tag_line(
            out,
            lay,
            seat,
            pygame.Rect(pad + lay.px(4), h - lay.px(2), rect.width - 2 * pad, tag_h - lay.px(3)),
        )
        if p.passed:
            tag = text.render(tr(N_("Passed")), lay.font_px(14), (20, 14, 12), True)
            box = tag.get_rect(topright=(rect.right - pad, pad)).inflate(lay.px(8), lay.px(2))
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((14, 11, 18, 110))
            out.blit(veil, (0, 0))
            pygame.draw.rect(out, theme.TEXT_DIM, box, 0, lay.px(4))
            out.blit(tag, tag.get_rect(center=box.center))
        return out

    def vp(self, seat: int) -> int:
        """The seat's VP if the game ended now (the engine's scoring, once per position)."""
        session = self.table.session
        if self._vp is None or self._vp[0] != session.version:
            self._vp = (session.version, vp_so_far(session.state))
        return self._vp[1][seat]

    def tag_counts(self, seat: int) -> list[tuple[str, int]]:
        """The tags in play with their counts, in the usual order (events last), none left out but zeros."""
        p = self.table.session.state.players[seat]
        return [(t, n) for t in names.TAGS if (n := tag_count(p, t))]

    def _draw_tag_line(self, out: pygame.Surface, lay: Layout, seat: int, line: pygame.Rect) -> None:
        pygame.draw.rect(out, (24, 19, 24), line, 0, lay.px(4))
        size = lay.font_px(13)
        x = line.x + lay.px(4)
        icon = sprite("vp", line.height - lay.px(1))
        out.blit(icon, icon.get_rect(midleft=(x, line.centery)))
        x += icon.get_width() + lay.px(3)
        image = text.render(Text(N_("{vp} VP"), {"vp": self.vp(seat)}).translated(), size, theme.OCHRE, True)
        out.blit(image, image.get_rect(midleft=(x, line.centery)))
        x += max(image.get_width(), lay.px(44)) + lay.px(10)
        for tag, count in self.tag_counts(seat):
            icon = sprite(f"tag_{tag}", line.height - lay.px(1))
            label = text.render(str(count), size, theme.TEXT, True)
            if x + icon.get_width() + label.get_width() > line.right:
                break
            out.blit(icon, icon.get_rect(midleft=(x, line.centery)))
            x += icon.get_width() + lay.px(2)
            out.blit(label, label.get_rect(midleft=(x, line.centery)))
            x += label.get_width() + lay.px(9)

    def _cell(self, out, lay, rect, icon_name, amount, production) -> None:
        icon = sprite(icon_name, min(rect.height // 2 + lay.px(2), lay.px(22)))
        out.blit(icon, icon.get_rect(topleft=(rect.x, rect.y)))
        size = lay.font_px(theme.FONT_SMALL)
        image = text.render(amount, size, theme.TEXT, True)
        out.blit(
            image,
            image.get_rect(midleft=(rect.x + icon.get_width() + lay.px(3), rect.y + icon.get_height() // 2)),
        )
        if production is not None:
            box = pygame.Rect(rect.x, rect.bottom - lay.px(16), rect.width - lay.px(2), lay.px(16))
            pygame.draw.rect(out, (110, 70, 44), box, 0, lay.px(3))
            label = text.render(f"{production:+d}" if production else "0", lay.font_px(12), theme.TEXT)
            out.blit(label, label.get_rect(center=box.center))

    def tooltip(self) -> list[str]:
        if not self.hovered():
            return []
        seat = self.row_at(pygame.mouse.get_pos())
        if seat is None:
            return []
        session = self.table.session
        p = session.state.players[seat]
        lines = [session.name(seat)]
        lines.append(
            Text(N_("TR {tr} · {hand} cards in hand"), {"tr": p.tr, "hand": len(p.hand)}).translated()
        )
        lines.append(Text(N_("{vp} VP if the game ended now"), {"vp": self.vp(seat)}).translated())
        parts = [
            f"{names.resource(r)} {p.resources[i]} ({p.production[i]:+d})"
            for i, r in enumerate(RESOURCE_NAMES)
        ]
        lines.append(", ".join(parts[:3]))
        lines.append(", ".join(parts[3:]))
        tags = [f"{names.tag(t)} {tag_count(p, t)}" for t in names.TAGS if t != "event" and tag_count(p, t)]
        if tags:
            lines.append(", ".join(tags))
        if seat == session.state.first_player and not session.state.setup.solo:
            lines.append(tr(N_("First player this generation")))
        lines.append(tr(N_("Click to see the cards this player has played")))
        return lines
