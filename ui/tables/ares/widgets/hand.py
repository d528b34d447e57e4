"""The hand of the person at the screen as a card fan, and the panel of what the chosen card
can do this turn (each way a row that sends its command). Nothing here is drawn while nobody
may see private things (the hand-off screen)."""

from __future__ import annotations

import pygame

from game.ares import commands as C
from game.ares.flow import HAND
from game.i18n import N_, Text, tr
from ui import text, theme
from ui.layout import Layout
from ui.table.input import Target
from ui.tables.ares import names
from ui.tables.ares.widgets.board import heading
from ui.tables.ares.widgets.cached import CachedDraw
from ui.tables.ares.widgets.cards import draw_face
from ui.tables.ares.widgets.spots import SpotWidget
from ui.widgets.base import draw_panel

FAN_DEGREES = 5.0
TURN_HINT = N_("Face up: build it (its units join your forces). Face down: a resource that pays for units.")
CHOOSE_HINT = N_(
    "Each turn you play one card: a building face up (its units fight for you), any card face down on a "
    "building as a resource (it pays for units when you construct), or an attack card to start a combat. "
    "Whoever holds the Frontier may keep an attack card as a scoring card instead. You draw back to {hand} cards."
)
CARD_KEYS_HINT = N_("Point at a card, or press C (Shift+C back), to see it large.")


def card_width(room: int, height: int, count: int, gap: int) -> int:
    """A hand card's width: as wide as the hand's ``room`` lets ``count`` cards stand side by side,
    up to a fifth wider than tall (the longest texts then read whole at the body's own size),
    never narrower than three quarters of its ``height`` (a big hand overlaps instead)."""
    side_by_side = (room - gap * (count - 1)) // max(1, count)
    return min(height * 6 // 5, max(height * 3 // 4, side_by_side))


class HandFan(CachedDraw, SpotWidget):
    def __init__(self, table) -> None:
        super().__init__("hand")
        self.table = table
        self.card_rects: list[tuple[pygame.Rect, int, str]] = []

    def hand(self) -> list[str]:
        view = self.table.private_view()
        seat = self.table.private_seat()
        if view is None or seat is None:
            return []
        return list(view["players"][seat]["hand"])

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        hand = self.hand()
        self.card_rects, self.spots = [], []
        if not hand:
            return
        h = rect.height - lay.px(34)
        w = card_width(rect.width - lay.px(20), h, len(hand), lay.px(8))
        step = (
            min(w + lay.px(8), (rect.width - lay.px(20) - w) // max(1, len(hand) - 1)) if len(hand) > 1 else 0
        )
        total = w + step * (len(hand) - 1)
        x = rect.x + (rect.width - total) // 2
        for i, card in enumerate(hand):
            lift = lay.px(12) if self.table.selected == i else 0
            middle = (len(hand) - 1) / 2
            drop = int(abs(i - middle) ** 2 * lay.px(3))
            r = pygame.Rect(x + i * step, rect.y + lay.px(26) + drop - lift, w, h - drop)
            self.card_rects.append((r, i, card))
            self.spots.append((r, ("card", i), lambda i=i: self.table.select(i)))

    def cache_key(self):
        return (
            self.table.session.version,
            self.table.private_seat(),
            self.table.selected,
            tuple(r for r, _i, _c in self.card_rects),
        )

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE, alpha=215)
        seat = self.table.private_seat()
        words = (
            tr(N_("Your hand"))
            if seat is not None
            else tr(N_("The hand is hidden until its player takes the screen."))
        )
        heading(surface, lay, self.rect.inflate(-lay.px(16), -lay.px(8)).move(0, 0), words)
        middle = (len(self.card_rects) - 1) / 2
        for rect, i, card in self.card_rects:
            face = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_face(
                face, lay, face.get_rect(), card, selected=self.table.selected == i, cards=self.table.cards()
            )
            angle = (middle - i) * FAN_DEGREES if self.table.selected != i else 0.0
            turned = pygame.transform.rotozoom(face, angle, 1.0) if angle else face
            surface.blit(turned, turned.get_rect(center=rect.center))

    def hovered_card(self) -> tuple[pygame.Rect, str] | None:
        pos = pygame.mouse.get_pos()
        for rect, _i, card in reversed(self.card_rects):
            if rect.collidepoint(pos):
                return rect, card
        return None

    def point_of(self, card: str) -> tuple[int, int] | None:
        return next((r.center for r, _i, c in self.card_rects if c == card), None)


def turn_commands(table) -> list:
    """The turn plays of the person at the screen (none during a combat or the opening)."""
    session = table.session
    seat = table.private_seat()
    state = session.state
    if seat is None or state.combat is not None or state.opening or session.current_seat() != seat:
        return []
    if session.is_computer(seat) or table.turn_held():
        return []
    return list(session.legal())


class PlayPanel(SpotWidget):
    """What the chosen hand card can do (build with a side up, play face down as a resource on a
    building, attack, score...), or Pass when the hand is empty."""

    def __init__(self, table) -> None:
        super().__init__("plays")
        self.table = table
        self.rows: list[tuple[pygame.Rect, object]] = []

    def options(self) -> list:
        commands = turn_commands(self.table)
        card = self.table.selected_card()
        if card is None:
            return [c for c in commands if isinstance(c, C.Pass)]
        return [c for c in commands if getattr(c, "card", None) == card]

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        self.rows, self.spots = [], []
        y = rect.y + lay.px(66)
        row_h = lay.px(30)
        bottom = rect.bottom - lay.px(76 if self.table.opening_undo_note() else 42)
        for command in self.options():
            if y + row_h > bottom:
                break
            r = pygame.Rect(rect.x + lay.px(10), y, rect.width - lay.px(20), row_h - lay.px(4))
            self.rows.append((r, command))
            self.spots.append((r, command, lambda c=command: self.table.issue(c)))
            y += row_h

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE, alpha=225)
        inner = self.rect.inflate(-lay.px(20), -lay.px(12))
        card = self.table.selected_card()
        if turn_commands(self.table):
            title = (
                Text(N_("Play {card}:"), {"card": names.card_name(card, self.table.cards())}).translated()
                if card
                else tr(N_("Your turn: choose a card of your hand."))
            )
        else:
            title = tr(N_("Plays"))
        heading(surface, lay, inner, title)
        if turn_commands(self.table):
            hint = tr(TURN_HINT) if card else Text(CHOOSE_HINT, {"hand": HAND}).translated()
            area = pygame.Rect(inner.x, inner.y + lay.px(20), inner.width, lay.px(34 if card else 200))
            fit, lines = text.fit_box(
                hint, lay.font_px(11 if card else 14), area.width, area.height, one_line_first=False
            )
            text.blit_lines(surface, lines, area, fit, theme.TEXT_DIM)
        note = self.table.opening_undo_note()
        if not note:  # how to see a card of the table large, by mouse or keyboard
            size = lay.font_px(11)
            fit, lines = text.fit_box(tr(CARD_KEYS_HINT), size, inner.width, 2 * text.line_height(size))
            height = len(lines) * text.line_height(fit)
            foot = pygame.Rect(inner.x, inner.bottom - height, inner.width, height)
            text.blit_lines(surface, lines, foot, fit, theme.TEXT_DIM)
        if note:  # Undo is greyed after the opening: say why at the panel's foot
            foot = pygame.Rect(inner.x, inner.bottom - lay.px(64), inner.width, lay.px(64))
            fit, lines = text.fit_box(note, lay.font_px(11), foot.width, foot.height, one_line_first=False)
            height = len(lines) * text.line_height(fit)
            text.blit_lines(
                surface,
                lines,
                pygame.Rect(foot.x, foot.bottom - height, foot.width, height),
                fit,
                theme.TEXT_DIM,
            )
        size = lay.font_px(14)
        pos = pygame.mouse.get_pos()
        for rect, command in self.rows:
            fill = theme.BUTTON_HOVER if rect.collidepoint(pos) else theme.BUTTON
            pygame.draw.rect(surface, fill, rect, 0, lay.px(6))
            fit, lines = text.fit_box(
                names.describe(command, self.table.cards(), self.table.player_names()),
                size,
                rect.width - lay.px(12),
                rect.height,
                one_line_first=True,
            )
            text.blit_lines(surface, lines[:1], rect.inflate(-lay.px(12), -lay.px(4)), fit, theme.TEXT)

    def targets(self) -> list[Target]:
        return [(command, rect.center) for rect, command in self.rows]
