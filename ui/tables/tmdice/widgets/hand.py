"""The hand as a fan of readable cards (name, cost in dice, VP, text in EN or JA), and the
card face drawing the dialogs share. A click selects a card to play (the action panel then
composes it with its payment); during a Production turn a click marks a card to discard."""

from __future__ import annotations

import math

import pygame

from game.i18n import N_, Text, current_language, tr
from ui import text, theme
from ui.layout import Layout
from ui.tables.tmdice import names, sprites
from ui.tables.tmdice.shortcuts import help_line
from ui.tables.tmdice.widgets.areas import CARD_COLOURS
from ui.tables.tmdice.widgets.common import Spot, SpotsWidget, fit, label

PAPER = (238, 230, 214)
FAN_DEGREES = 4.0  # the turn between neighbouring cards of the fan, at most
FAN_TOTAL = 24.0  # ... and from the first card to the last
FAN_RADIUS = 900  # how far below the hand the fan's centre lies (reference pixels)
INK = (30, 24, 26)


def cost_icon(icon: str, size: int) -> pygame.Surface:
    if icon == "any":
        return sprites.wild(size)
    if icon.endswith("?"):
        return sprites.pool_die(icon[:-1], size)
    return sprites.die(icon, size)


def draw_card(
    surface: pygame.Surface, lay: Layout, rect: pygame.Rect, name: str, state, selected=False, marked=False
) -> None:
    """One card face: coloured band with the name, the cost as dice, VP, the text."""
    card = state.cards[name]
    fill = CARD_COLOURS.get(card.colour, CARD_COLOURS[None])
    pygame.draw.rect(surface, PAPER, rect, 0, lay.px(6))
    band = pygame.Rect(rect.x, rect.y, rect.width, lay.px(40))
    pygame.draw.rect(surface, fill, band, 0, lay.px(6))
    size, lines = fit(names.card_name(name), lay.font_px(13), band.width - lay.px(12), band.height, True)
    text.blit_lines(surface, lines, band.inflate(-lay.px(10), 0).move(0, lay.px(3)), size, theme.TEXT, True)
    icon = lay.px(18)
    x, y = rect.x + lay.px(4), band.bottom + lay.px(3)
    for key, n in card.cost.items():
        for _ in range(n):
            surface.blit(cost_icon(key, icon), (x, y))
            x += icon + lay.px(1)
    if card.vp:  # bottom right, clear of the cost and the text
        badge = label(
            surface,
            Text(N_("{count} VP"), {"count": card.vp}).translated(),
            (rect.right - lay.px(6), rect.bottom - lay.px(4)),
            lay.font_px(12),
            (140, 90, 20),
            True,
            "bottomright",
        )
        pygame.draw.rect(surface, (140, 90, 20), badge.inflate(lay.px(6), lay.px(2)), lay.px(1), lay.px(4))
    body = pygame.Rect(
        rect.x + lay.px(4), y + icon + lay.px(3), rect.width - lay.px(8), rect.bottom - y - icon - lay.px(22)
    )
    size, lines = fit(
        names.card_text(name, state.cards), lay.font_px(12), body.width, body.height, False, False
    )
    text.blit_lines(surface, lines, body, size, INK)
    edge = theme.OCHRE if selected else (theme.ERROR if marked else (90, 70, 60))
    pygame.draw.rect(surface, edge, rect, lay.px(4) if selected or marked else lay.px(1), lay.px(6))


class Hand(SpotsWidget):
    def __init__(self, table) -> None:
        super().__init__(table, "hand")
        self.cards: list[str] = []
        self.angles: dict[str, float] = {}  # each card's turn in the fan (degrees, anticlockwise)
        self._images: dict = {}
        self.hovered: str | None = None  # the card under the mouse when last drawn

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        view = self.table.private_view()
        seat = self.table.private_seat()
        self.cards = list(view["players"][seat]["hand"]) if view is not None else []
        mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        before = self.spot_at(mouse) if mouse is not None and self.spots else None
        hovered = before.key if before is not None else None
        self.spots = []
        if not self.cards:
            return
        n = len(self.cards)
        fan = rect.inflate(-2 * lay.px(14), 0)  # the outer cards' turned corners stay inside the hand
        card_w = max(lay.px(112), min(lay.px(150), fan.width // n - lay.px(6)))
        top = rect.y + lay.px(30)
        card_h = rect.bottom - top - lay.px(14)  # room for the fan's lowered, turned outer cards
        step = (
            card_w + lay.px(6)
            if n * (card_w + lay.px(6)) <= fan.width
            else (fan.width - card_w) / max(1, n - 1)
        )
        spread = min(FAN_DEGREES, FAN_TOTAL / max(1, n - 1))
        radius = lay.px(FAN_RADIUS)
        self.angles = {}
        for i, name in enumerate(self.cards):
            r = pygame.Rect(int(fan.x + i * step), top, card_w, card_h)
            degrees = ((n - 1) / 2 - i) * spread  # turned about a point far below the hand
            if name in (self.table.selected, hovered):  # the card pointed at or chosen rises, straight
                degrees = 0.0
                r.top -= lay.px(10)  # (and keeps its bottom, so the mouse stays over it)
                r.height += lay.px(10)
            else:
                r.y += round(radius * (1 - math.cos(math.radians(degrees))))
            self.angles[name] = degrees
            self.spots.append(Spot(r, name, action=lambda c=name: self.table.click_card(c)))

    def drawing_order(self, hovered=None) -> list[Spot]:
        """Left to right, the pointed-at and the chosen card last (on top)."""
        chosen = self.table.selected
        return sorted(self.spots, key=lambda s: (s.key == hovered) or (s.key == chosen))

    def hits(self, spot: Spot, pos) -> bool:
        """On the card as drawn: ``pos`` turned back about the card's centre lies in its rect."""
        degrees = self.angles.get(spot.key, 0.0)
        if not degrees:
            return spot.rect.collidepoint(pos)
        a = math.radians(degrees)
        dx, dy = pos[0] - spot.rect.centerx, pos[1] - spot.rect.centery
        x = dx * math.cos(a) - dy * math.sin(a)
        y = dx * math.sin(a) + dy * math.cos(a)
        return abs(x) <= spot.rect.width / 2 and abs(y) <= spot.rect.height / 2

    def point_of(self, key):
        """A point where a click hits card ``key`` as drawn: its centre, or else a point of its
        uncovered part (in a crowded fan the next card covers the centre of the one before)."""
        spot = next((s for s in self.spots if s.key == key), None)
        if spot is None:
            return None
        r = spot.rect
        for fx in (0.5, 0.35, 0.2, 0.1, 0.05, 0.65, 0.8, 0.9):
            for fy in (0.5, 0.3, 0.15, 0.7):
                point = (r.x + int(r.width * fx), r.y + int(r.height * fy))
                hit = self.spot_at(point)
                if hit is not None and hit.key == key:
                    return point
        return r.center

    def spot_at(self, pos) -> Spot | None:
        for spot in reversed(self.drawing_order()):
            if self.hits(spot, pos):
                return spot
        return None

    def card_image(self, lay: Layout, spot: Spot, state, selected: bool, marked: bool) -> pygame.Surface:
        """The card drawn upright on its own picture, turned by its fan angle (remembered)."""
        degrees = self.angles.get(spot.key, 0.0)
        # a card's face is its content's alone (the game's cards never change), not the position's
        key = (spot.key, spot.rect.size, round(degrees, 2), selected, marked, current_language())
        image = self._images.get(key)
        if image is None:
            flat = pygame.Surface(spot.rect.size, pygame.SRCALPHA)
            draw_card(flat, lay, flat.get_rect(), spot.key, state, selected, marked)
            image = pygame.transform.rotozoom(flat, degrees, 1.0) if degrees else flat
            if len(self._images) > 256:
                self._images.clear()
            self._images[key] = image
        return image

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        spot = self.spot_at(mouse) if mouse is not None else None
        self.hovered = spot.key if spot is not None else None
        spots = tuple((s.key, tuple(s.rect)) for s in self.spots)
        table = self.table
        compose = table.compose
        discards = tuple(compose.discard) if compose is not None and compose.kind == "production" else ()
        key = (table.session.version, table.private_seat(), table.selected, discards, self.hovered, spots)
        self.draw_cached(surface, lay, key, self.paint)

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        seat = self.table.private_seat()
        title = tr(N_("Your hand")) if seat is not None else tr(N_("Hand hidden"))
        label(surface, title, (self.rect.x, self.rect.y), lay.font_px(14), theme.TEXT_DIM, True)
        if seat is not None:  # the keyboard shortcuts, right of the title, smaller rather than cut
            left = self.rect.x + text.width_of(title, lay.font_px(14), True) + lay.px(12)
            words, size = help_line(), lay.font_px(11)
            while size > 8 and text.width_of(words, size) > self.rect.right - left:
                size -= 1
            words = text.ellipsize(words, size, self.rect.right - left)
            label(
                surface,
                words,
                (self.rect.right, self.rect.y + lay.px(3)),
                size,
                theme.TEXT_DIM,
                False,
                "topright",
            )
        compose = self.table.compose
        discards = compose.discard if compose is not None and compose.kind == "production" else []
        state = self.table.session.state
        for spot in self.drawing_order(self.hovered):
            image = self.card_image(lay, spot, state, spot.key == self.table.selected, spot.key in discards)
            surface.blit(image, image.get_rect(center=spot.rect.center))
