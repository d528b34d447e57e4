"""Each player's area (marker, name, corporation, VP, wild tokens, held dice, production from
the brown boxes, played cards), the pool's dice per colour (click: gain a die) and the
milestones and awards with their dice.

While the player at the screen composes an action (``ui.tables.tmdice.compose``), their dice
and wild tokens are clickable: into the payment, or kept in a Production turn.
"""

from __future__ import annotations

from collections import Counter

import pygame

from game.i18n import N_, Text, current_language, tr
from game.tmdice import commands as C
from game.tmdice.dice import COLOURS
from game.tmdice.state import SOLO_DEADLINES
from ui import theme
from ui.layout import Layout
from ui.tables.tmdice import names, sprites
from ui.tables.tmdice.widgets.common import Spot, SpotsWidget, dice_rects, faces_of, label, painted
from ui.widgets.base import draw_panel

CARD_COLOURS = {"green": (64, 130, 60), "red": (170, 60, 46), "blue": (50, 96, 170), None: (120, 100, 70)}


def production(state, seat: int) -> dict[str, int]:
    """Dice per colour (and wild, VP) the seat's brown boxes produce."""
    out: Counter = Counter()
    for name in state.players[seat].cards():
        out.update(state.cards[name].produce)
    return dict(out)


class PlayerAreas(SpotsWidget):
    def __init__(self, table) -> None:
        super().__init__(table, "players")
        self.areas: list[pygame.Rect] = []
        self.die_rects: dict[int, list[tuple[str, pygame.Rect]]] = {}
        self.chips: list[tuple[pygame.Rect, str]] = []  # played cards as drawn (hover shows the card)
        #: seat -> (what it shows, its picture, its card chips, the kept canvas holding it)
        self._pictures: dict[int, tuple] = {}

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        state = self.table.session.state
        n = len(state.players)
        gap = lay.px(4)
        h = (rect.height - gap * (n - 1)) // n
        self.areas = [pygame.Rect(rect.x, rect.y + i * (h + gap), rect.width, h) for i in range(n)]
        self.spots = []
        self.die_rects = {}
        compose = self.table.compose
        for seat, area in enumerate(self.areas):
            p = state.players[seat]
            faces = faces_of(p.dice) + ["wild"] * p.wild
            size = self.die_size(lay, area, len(faces))
            rects = dice_rects(
                len(faces),
                area.x + lay.px(8),
                area.y + lay.px(26),
                size,
                lay.px(3),
                area.x + area.width * 62 // 100,
            )
            self.die_rects[seat] = list(zip(faces, rects, strict=True))
            if compose is not None and compose.seat == seat and self.table.private_seat() == seat:
                seen: Counter = Counter()
                for face, r in self.die_rects[seat]:
                    k = seen[face]
                    seen[face] += 1
                    self.spots.append(
                        Spot(r, ("die", face, k), action=lambda f=face, k=k: self.table.click_die(f, k))
                    )

    def die_size(self, lay: Layout, area: pygame.Rect, count: int) -> int:
        """The largest die (at most 40 reference pixels) with which ``count`` dice fit the area."""
        width = area.width * 62 // 100 - lay.px(8)
        height = area.height - lay.px(30)
        gap = lay.px(3)
        for size in range(lay.px(40), 11, -1):
            per_row = max(1, (width + gap) // (size + gap))
            rows = -(-max(1, count) // per_row)
            if rows * (size + gap) <= height:
                return size
        return 12

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        """Each seat's area from its own kept picture: a composition changes only its player's."""
        session = self.table.session
        current = session.current_seat()
        compose = self.table.compose
        size = surface.get_size()
        canvas = surface if surface is not pygame.display.get_surface() else None
        for seat, area in enumerate(self.areas):
            composing = compose.key_of() if compose is not None and compose.seat == seat else None
            key = (session.version, seat == current, composing, tuple(area), size, current_language())
            kept = self._pictures.get(seat)
            if kept is None or kept[0] != key:
                chips: list[tuple[pygame.Rect, str]] = []
                picture = painted(
                    size, area, lay, lambda s, la, seat=seat, chips=chips: self.paint_seat(s, la, seat, chips)
                )
                kept = self._pictures[seat] = (key, picture, chips, None)
            if kept[3] is not canvas or canvas is None:
                surface.blit(kept[1], area.topleft)
                self._pictures[seat] = (*kept[:3], canvas)
        self.chips = [chip for seat in range(len(self.areas)) for chip in self._pictures[seat][2]]

    def forget_picture(self) -> None:
        super().forget_picture()
        self._pictures.clear()

    def paint_seat(self, surface: pygame.Surface, lay: Layout, only: int, chips: list) -> None:
        """The area of seat ``only`` (its played cards' chips are added to ``chips``)."""
        session = self.table.session
        state = session.state
        current = session.current_seat()
        compose = self.table.compose
        self.chips = chips
        for seat, area in enumerate(self.areas):
            if seat != only:
                continue
            p = state.players[seat]
            edge = theme.OCHRE if seat == current else theme.PANEL_EDGE
            draw_panel(surface, area, lay, theme.PANEL, edge)
            marker = self.table.marker(seat, lay.px(20))
            surface.blit(marker, (area.x + lay.px(6), area.y + lay.px(4)))
            x = area.x + lay.px(30)
            head = label(
                surface,
                session.name(seat),
                (x, area.y + lay.px(4)),
                lay.font_px(14),
                theme.TEXT,
                True,
                width=lay.px(150),
            )
            corp = names.card_name(p.corporation) if p.corporation else tr(N_("no corporation yet"))
            label(
                surface,
                corp,
                (head.right + lay.px(10), area.y + lay.px(6)),
                lay.font_px(12),
                theme.TEXT_DIM,
                width=lay.px(170),
            )
            vp = Text(N_("{count} VP"), {"count": p.vp}).translated()
            label(
                surface,
                vp,
                (area.x + area.width * 62 // 100 - lay.px(6), area.y + lay.px(4)),
                lay.font_px(15),
                theme.OCHRE,
                True,
                "topright",
            )
            kept = (
                Counter(compose.keep)
                if compose and compose.seat == seat and compose.kind == "production"
                else None
            )
            paying = Counter(compose.pay) if compose and compose.seat == seat else Counter()
            seen: Counter = Counter()
            for face, r in self.die_rects.get(seat, []):
                size = r.width
                image = sprites.wild(size) if face == "wild" else sprites.die(face, size)
                surface.blit(image, r)
                seen[face] += 1
                if kept is not None and seen[face] <= kept[face]:
                    pygame.draw.rect(
                        surface, (120, 220, 120), r.inflate(lay.px(4), lay.px(4)), lay.px(2), lay.px(4)
                    )
                elif kept is None and seen[face] <= paying[face]:
                    veil = pygame.Surface(r.size, pygame.SRCALPHA)
                    veil.fill((0, 0, 0, 150))
                    surface.blit(veil, r)
                    pygame.draw.rect(
                        surface, theme.OCHRE, r.inflate(lay.px(4), lay.px(4)), lay.px(2), lay.px(4)
                    )
            if not self.die_rects.get(seat):
                label(
                    surface,
                    tr(N_("no dice")),
                    (area.x + lay.px(8), area.y + lay.px(30)),
                    lay.font_px(12),
                    theme.TEXT_DIM,
                )
            self._draw_right(surface, lay, area, seat)

    def hovered_die(self) -> tuple[pygame.Rect, str] | None:
        """The die (or wild token) under the mouse, with where it is drawn."""
        if not pygame.mouse.get_focused():
            return None
        pos = pygame.mouse.get_pos()
        for rects in self.die_rects.values():
            for face, r in rects:
                if r.collidepoint(pos):
                    return r, face
        return None

    def hovered_card(self) -> tuple[pygame.Rect, str] | None:
        """The played card under the mouse, with where it is drawn."""
        if not pygame.mouse.get_focused():
            return None
        pos = pygame.mouse.get_pos()
        return next(((r, n) for r, n in self.chips if r.collidepoint(pos)), None)

    def _draw_right(self, surface, lay, area, seat) -> None:
        """Production (brown boxes) and the played cards, in the right part of the area."""
        state = self.table.session.state
        p = state.players[seat]
        x = area.x + area.width * 63 // 100
        right = area.right - lay.px(6)
        y = area.y + lay.px(4)
        label(surface, tr(N_("Produces")), (x, y), lay.font_px(11), theme.TEXT_DIM)
        px = x + lay.px(62)
        size = lay.px(15)
        for key, n in sorted(production(state, seat).items()):
            for _ in range(n):
                if key in COLOURS:
                    surface.blit(sprites.pool_die(key, size), (px, y))
                elif key == "wild":
                    surface.blit(sprites.wild(size), (px, y))
                else:
                    label(surface, "+VP", (px, y), lay.font_px(10), theme.OCHRE, True)
                px += size + lay.px(1)
        y += lay.px(18)
        hand = p.hand if isinstance(p.hand, list) else []
        count = Text(N_("Hand: {count}"), {"count": len(hand)}).translated()
        label(surface, count, (right, area.y + lay.px(4)), lay.font_px(11), theme.TEXT_DIM, anchor="topright")
        chip_h = lay.px(15)
        cx = x
        for name in p.played:
            card = state.cards[name]
            words = names.card_name(name)
            w = min(lay.px(110), max(lay.px(40), int(len(words) * lay.px(6.2))))
            if cx + w > right:
                cx, y = x, y + chip_h + lay.px(2)
            if y + chip_h > area.bottom:
                break
            chip = pygame.Rect(cx, y, w, chip_h)
            self.chips.append((chip, name))
            fill = CARD_COLOURS.get(card.colour, CARD_COLOURS[None])
            if name in p.used:
                fill = tuple(c // 2 for c in fill)
            pygame.draw.rect(surface, fill, chip, 0, lay.px(3))
            label(
                surface,
                words,
                chip.center,
                lay.font_px(10),
                theme.TEXT,
                False,
                "center",
                chip.width - lay.px(4),
            )
            cx += w + lay.px(3)


class Pool(SpotsWidget):
    """The pool's dice per colour; when the player at the screen may gain a die, a click gains it."""

    def __init__(self, table) -> None:
        super().__init__(table, "pool")

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        self.spots = []
        seat = self.table.private_seat()
        size = min(lay.px(26), rect.height - lay.px(40))
        w = (rect.width - lay.px(10)) // len(COLOURS)
        for i, colour in enumerate(COLOURS):
            box = pygame.Rect(rect.x + lay.px(8) + i * w, rect.y + lay.px(24), size, size)
            command = C.GainDie(seat, colour) if seat is not None else None
            self.spots.append(Spot(box, colour, command))

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        table = self.table  # the gainable dice are framed for the player at the screen, not composing
        key = (table.session.version, table.private_seat(), table.compose is None)
        self.draw_cached(surface, lay, key, self.paint)

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        state = self.table.session.state
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE)
        label(
            surface,
            tr(N_("Pool")),
            (self.rect.x + lay.px(8), self.rect.y + lay.px(4)),
            lay.font_px(12),
            theme.TEXT_DIM,
            True,
        )
        for spot in self.spots:
            colour = spot.key
            surface.blit(sprites.pool_die(colour, spot.rect.width), spot.rect)
            if (
                spot.command is not None
                and self.table.session.is_legal(spot.command)
                and self.table.compose is None
            ):
                pygame.draw.rect(
                    surface, theme.OCHRE, spot.rect.inflate(lay.px(4), lay.px(4)), lay.px(2), lay.px(5)
                )
            label(
                surface,
                f"×{state.pool.get(colour, 0)}",
                (spot.rect.right + lay.px(3), spot.rect.centery),
                lay.font_px(13),
                theme.TEXT,
                True,
                "midleft",
            )
            label(
                surface,
                names.colour(colour),
                (spot.rect.centerx, spot.rect.bottom + lay.px(1)),
                lay.font_px(10),
                theme.TEXT_DIM,
                False,
                "midtop",
            )

    def targets(self):
        return [] if self.table.compose is not None else super().targets()


class Milestones(SpotsWidget):
    """The milestones (who claimed each, or removed; solo: their deadlines) and the award dice."""

    def __init__(self, table) -> None:
        super().__init__(table, "milestones")

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.draw_cached(surface, lay, self.table.session.version, self.paint)

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        state = self.table.session.state
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE)
        x, y = self.rect.x + lay.px(6), self.rect.y + lay.px(4)
        label(surface, tr(N_("Milestones")), (x, y), lay.font_px(12), theme.TEXT_DIM, True)
        row_h = (self.rect.height - lay.px(24)) // max(1, len(state.milestones))
        width = self.rect.width - lay.px(130)
        for i, name in enumerate(state.milestones):
            box = pygame.Rect(x, y + lay.px(18) + i * row_h, width, row_h - lay.px(2))
            who = state.claimed.get(name)
            fill = (70, 50, 40) if who is None else (50, 40, 40)
            pygame.draw.rect(surface, fill, box, 0, lay.px(4))
            words = names.milestone(name)
            if state.solo and i < len(SOLO_DEADLINES):
                words = Text(
                    N_("{name} (turn {turn})"), {"name": words, "turn": SOLO_DEADLINES[i]}
                ).translated()
            ink = theme.TEXT if who is None else theme.TEXT_DIM
            label(
                surface,
                words,
                (box.x + lay.px(4), box.centery),
                lay.font_px(12),
                ink,
                False,
                "midleft",
                box.width - lay.px(26),
            )
            if who == "removed":
                pygame.draw.line(surface, theme.ERROR, box.midleft, box.midright, lay.px(2))
            elif isinstance(who, int):
                image = self.table.marker(who, min(lay.px(16), box.height - 2))
                surface.blit(image, image.get_rect(midright=(box.right - lay.px(3), box.centery)))
        ax = self.rect.right - lay.px(118)
        label(surface, tr(N_("Awards")), (ax, y), lay.font_px(12), theme.TEXT_DIM, True)
        size = min(lay.px(34), self.rect.height - lay.px(30))
        for i, face in enumerate(state.awards):
            surface.blit(sprites.die(face, size), (ax + i * (size + lay.px(4)), y + lay.px(18)))
