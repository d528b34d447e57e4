"""How Ares Project cards, card backs and dice look (no game logic). Every face of a card is
drawn by ``draw_face``: the privacy test watches it, so nothing hidden may be drawn elsewhere."""

from __future__ import annotations

import pygame

from game.i18n import N_, Text, tr
from ui import text, theme
from ui.layout import Layout
from ui.tables.ares import names

FACTION_COLORS = {
    "terran": (70, 110, 160),
    "kahoum": (130, 80, 150),
    "colossus": (150, 120, 60),
    "xenos": (70, 140, 90),
}
KIND_COLORS = {
    "building": (64, 52, 46),
    "attack": (120, 40, 30),
    "special": (60, 70, 110),
    "special_building": (70, 90, 70),
}
BACK = (52, 36, 34)


def faction_color(faction: str | None) -> tuple[int, int, int]:
    return FACTION_COLORS.get(faction or "", (100, 100, 100))


def _fit_line(surface, words: str, rect: pygame.Rect, size: int, color, bold: bool = False) -> None:
    fit, lines = text.fit_box(words, size, max(1, rect.width), max(1, rect.height), bold, one_line_first=True)
    text.blit_lines(surface, lines[:2], rect, fit, color, bold)


def draw_face(
    surface: pygame.Surface,
    lay: Layout,
    rect: pygame.Rect,
    card: str,
    side: str | None = None,
    units: int | None = None,
    selected: bool = False,
    detail: bool = False,
    notes: str = "",
) -> None:
    """A card face up: its name, kind (or unit side and type; ratings when there is room, its text
    with ``detail``), ``notes`` (face-down cards, damage) and the units on it."""
    data = names.cards().get(card)
    kind = data.kind if data is not None else "building"
    pygame.draw.rect(surface, KIND_COLORS.get(kind, BACK), rect, 0, lay.px(6))
    edge = theme.FOCUS if selected else faction_color(data.faction if data else None)
    pygame.draw.rect(surface, edge, rect, lay.px(3 if selected else 2), lay.px(6))
    pad = lay.px(4)
    inner = rect.inflate(-2 * pad, -2 * pad)
    small = lay.font_px(13 if rect.width > lay.px(70) else 11)
    tiny = lay.font_px(11 if rect.width > lay.px(70) else 10)
    two = rect.height > lay.px(90) and text.width_of(names.card_name(card), small, True) > inner.width
    name_h = text.line_height(small, True) * (2 if two else 1)
    _fit_line(
        surface,
        names.card_name(card),
        pygame.Rect(inner.x, inner.y, inner.width, name_h),
        small,
        theme.TEXT,
        True,
    )
    y = inner.y + name_h
    lh = text.line_height(tiny)
    badge_room = lay.px(20) if units else 0
    if data is not None and data.units:
        unit = data.side(side) if side else data.units[0]
        words = f"{names.side_name(card, unit.name)} · {tr(names.UNIT_TYPES[unit.type])}"
        _fit_line(surface, words, pygame.Rect(inner.x, y, inner.width, lh), tiny, theme.OCHRE)
        y += lh
        if detail or inner.bottom - badge_room - y >= 2 * lh + (lh if notes else 0):
            r = unit.ratings
            stats = Text(
                N_("Cost {cost} · Init {init} · Hit {inf}/{arm}/{air}/{bld}"),
                {
                    "cost": unit.cost,
                    "init": unit.initiative,
                    "inf": r.infantry,
                    "arm": r.armour,
                    "air": r.air,
                    "bld": r.building,
                },
            ).translated()
            fit, lines = text.fit_box(stats, tiny, inner.width, 2 * lh, one_line_first=False)
            text.blit_lines(
                surface, lines[:2], pygame.Rect(inner.x, y, inner.width, 2 * lh), fit, theme.TEXT_DIM
            )
            y += len(lines[:2]) * text.line_height(fit)
    elif data is not None:
        _fit_line(
            surface,
            tr(names.KIND_WORDS.get(kind, kind)),
            pygame.Rect(inner.x, y, inner.width, lh),
            tiny,
            theme.OCHRE,
        )
        y += lh
    if notes and inner.bottom - y >= lh:
        room = inner.width - (badge_room if inner.bottom - y < 2 * lh else 0)
        _fit_line(surface, notes, pygame.Rect(inner.x, y, room, lh), tiny, theme.RUST_LIGHT)
        y += lh
    if detail and inner.bottom - y > lh:
        body = names.card_text(card)
        if body:
            fit, lines = text.fit_box(body, tiny, inner.width, inner.bottom - y, one_line_first=False)
            text.blit_lines(
                surface, lines, pygame.Rect(inner.x, y, inner.width, inner.bottom - y), fit, theme.TEXT
            )
    if units is not None and units > 0:
        badge = text.render(str(units), lay.font_px(15), theme.TEXT_ON_ACCENT, True)
        spot = pygame.Rect(0, 0, badge.get_width() + lay.px(10), badge.get_height() + lay.px(2))
        spot.bottomright = (rect.right - lay.px(3), rect.bottom - lay.px(3))
        pygame.draw.rect(surface, theme.RUST, spot, 0, lay.px(8))
        surface.blit(badge, badge.get_rect(center=spot.center))


def draw_back(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, faction: str | None) -> None:
    """A card face down (what a hidden build shows to everybody else)."""
    pygame.draw.rect(surface, BACK, rect, 0, lay.px(6))
    pygame.draw.rect(
        surface, faction_color(faction), rect.inflate(-lay.px(6), -lay.px(6)), lay.px(2), lay.px(4)
    )
    color = faction_color(faction)
    r = max(3, min(rect.width, rect.height) // 5)
    cx, cy = rect.center
    pygame.draw.circle(surface, color, rect.center, r, max(1, lay.px(2)))
    pygame.draw.polygon(
        surface, color, [(cx, cy - r // 2), (cx + r // 2, cy), (cx, cy + r // 2), (cx - r // 2, cy)]
    )


def draw_die(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, value: int, hit: bool) -> None:
    """A six-sided die showing ``value`` (pips); a hit is drawn light on rust."""
    fill = theme.RUST if hit else (220, 214, 204)
    pip = theme.TEXT_ON_ACCENT if hit else (30, 24, 24)
    pygame.draw.rect(surface, fill, rect, 0, lay.px(5))
    pygame.draw.rect(surface, (20, 16, 20), rect, lay.px(1), lay.px(5))
    spots = {
        1: [(1, 1)],
        2: [(0, 0), (2, 2)],
        3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)],
        5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    }.get(value, [])
    step = rect.width / 4
    radius = max(1, int(rect.width / 10))
    for cx, cy in spots:
        pygame.draw.circle(
            surface, pip, (int(rect.x + step * (cx + 1)), int(rect.y + step * (cy + 1))), radius
        )


def no_cards(surface: pygame.Surface, lay: Layout, rect: pygame.Rect, words: str) -> None:
    _fit_line(surface, words, rect, lay.font_px(13), theme.TEXT_DIM)
