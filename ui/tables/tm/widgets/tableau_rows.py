"""A player's cards in play as rows: corporation, active (blue) cards with their
actions, automated (green) cards, then events; with tags, card resources and VP.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, Text, tr
from game.tm.commands import CardAction
from game.tm.content import card
from ui import text, theme
from ui.table.rows import Row
from ui.tables.tm import names, palette
from ui.tables.tm.sprites import sprite
from ui.tables.tm.widgets import card_view
from ui.widgets.base import draw_panel

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable

GROUPS = (
    ("corporation", N_("Corporation")),
    ("active", N_("Active cards (blue)")),
    ("automated", N_("Automated cards (green)")),
    ("event", N_("Events (red)")),
)


def tableau_rows(table: TmTable) -> list[Row]:
    session = table.session
    seat = table.tableau_seat
    p = session.state.players[seat]
    rows: list[Row] = [
        _heading(Text(N_("{player}: cards in play"), {"player": session.name(seat)}).translated())
    ]
    by_type: dict[str, list[str]] = {key: [] for key, _ in GROUPS}
    for name in p.tableau:
        by_type[card(name).type].append(name)
    by_type["event"] = list(p.events)
    acting = session.current_seat()
    for key, label in GROUPS:
        if not by_type[key]:
            continue
        rows.append(_heading(f"{tr(label)} ({len(by_type[key])})"))
        for name in by_type[key]:
            command = CardAction(seat, name) if seat == acting and seat == session.viewer else None
            usable = command is not None and session.is_legal(command)
            used = name in p.actions_used
            rows.append(_card_row(table, name, p.card_resources.get(name), command if usable else None, used))
    if len(rows) == 1:
        rows.append(_heading(tr(N_("No cards played yet"))))
    return rows


def _heading(label: str) -> Row:
    def paint(surface, rect, lay, hot):
        image = text.render(label, lay.font_px(14), theme.OCHRE, True)
        surface.blit(image, image.get_rect(midleft=(rect.x + lay.px(4), rect.centery + lay.px(2))))

    return Row(24, paint)


def _card_row(table: TmTable, name: str, resources: int | None, command, used: bool) -> Row:
    c = card(name)

    def paint(surface: pygame.Surface, rect: pygame.Rect, lay, hot: bool) -> None:
        inner = rect.inflate(-lay.px(2), -lay.px(2))
        draw_panel(
            surface,
            inner,
            lay,
            theme.BUTTON_HOVER if hot else (40, 32, 38),
            theme.OCHRE if command is not None else theme.PANEL_EDGE,
        )
        chip = pygame.Rect(inner.x + lay.px(3), inner.y + lay.px(3), lay.px(6), inner.height - lay.px(6))
        pygame.draw.rect(surface, palette.CARD_COLORS[c.type], chip, 0, lay.px(2))
        size = lay.font_px(14)
        x = chip.right + lay.px(6)
        right = inner.right - lay.px(6)
        # Right side: action state, VP, resources, tags (from the right edge leftwards).
        if command is not None:
            image = text.render(tr(N_("Use action")), size, theme.OCHRE, True)
            surface.blit(image, image.get_rect(midright=(right, inner.centery)))
            right -= image.get_width() + lay.px(8)
        elif used:
            image = text.render(tr(N_("used")), lay.font_px(12), theme.TEXT_DIM)
            surface.blit(image, image.get_rect(midright=(right, inner.centery)))
            right -= image.get_width() + lay.px(8)
        badge = card_view.vp_badge(name, lay.px(20))
        if badge is not None:
            surface.blit(badge, badge.get_rect(midright=(right, inner.centery)))
            right -= badge.get_width() + lay.px(6)
        if c.resource_type is not None:
            label = text.render(str(resources or 0), size, theme.TEXT, True)
            surface.blit(label, label.get_rect(midright=(right, inner.centery)))
            right -= label.get_width() + lay.px(2)
            icon = sprite(f"cres_{c.resource_type}", lay.px(18))
            surface.blit(icon, icon.get_rect(midright=(right, inner.centery)))
            right -= icon.get_width() + lay.px(6)
        for tag in reversed(c.tags):
            icon = sprite(f"tag_{tag}", lay.px(16))
            surface.blit(icon, icon.get_rect(midright=(right, inner.centery)))
            right -= icon.get_width() + lay.px(1)
        label = text.ellipsize(names.card_name(name), size, max(10, right - x - lay.px(4)), True)
        surface.blit(
            text.render(label, size, theme.TEXT, True),
            text.render(label, size, theme.TEXT, True).get_rect(midleft=(x, inner.centery)),
        )

    return Row(
        28,
        paint,
        on_click=(lambda: table.issue(command)) if command is not None else None,
        command=command,
        enabled=True,
        card=name,
    )
