"""What the table draws over everything: the enlarged card under the mouse and the
hover-information box (space, track, player board, log line)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ui import text, theme
from ui.layout import Layout
from ui.tables.tm.widgets import card_view
from ui.widgets.base import draw_panel

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable


def draw_popups(table: TmTable, surface: pygame.Surface, lay: Layout) -> None:
    """The enlarged hovered card and the hover information box, over everything."""
    card_name = None
    if table.dialog is not None:
        # Card dialogs say which hovered card is drawn too small to read (not those already large).
        popup_card = getattr(table.dialog, "popup_card", None)
        card_name = popup_card(lay) if popup_card is not None else table.dialog.hovered_card()
    anchor = None
    if card_name is None and (table.dialog is None or not table.dialog.modal):
        card_name = table.hand.hovered_card() if table.hand.selected is None else None
        if card_name is not None:  # above the hand, over the hovered card
            point = table.hand.point_of(card_name)
            anchor = (point[0], table.hand.rect.top - lay.px(6)) if point else None
        row = table.side.lists[table.side.tab].hovered_row()
        if card_name is None and row is not None:
            card_name = row.card
    if card_name is not None:
        draw_card_popup(surface, lay, card_name, anchor)
        return
    lines: list[str] = []
    if table.dialog is None or not table.dialog.modal:
        for source in (table.map, table.tracks, table.boards, table.standings):
            lines = source.tooltip()
            if lines:
                break
        if not lines:
            row = table.side.lists[table.side.tab].hovered_row()
            if row is not None and row.tooltip is not None:
                lines = row.tooltip()
    if lines:
        draw_tooltip(surface, lay, lines)


def draw_card_popup(
    surface: pygame.Surface, lay: Layout, name: str, anchor: tuple[int, int] | None = None
) -> None:
    """The card enlarged: beside the mouse, or centred above ``anchor`` (a midbottom point)."""
    w = lay.px(250)
    h = round(w * card_view.RATIO)
    if anchor is not None:
        x = max(lay.px(4), min(anchor[0] - w // 2, lay.width - w - lay.px(4)))
        y = max(lay.px(4), anchor[1] - h)
    else:
        mx, my = pygame.mouse.get_pos()
        x = mx + lay.px(24) if mx + lay.px(24) + w < lay.width else mx - lay.px(24) - w
        y = max(lay.px(4), min(my - h // 2, lay.height - h - lay.px(4)))
    shadow = pygame.Rect(x + lay.px(5), y + lay.px(5), w, h)
    pygame.draw.rect(surface, (0, 0, 0), shadow, 0, lay.px(12))
    surface.blit(card_view.face(name, w), (x, y))


def draw_tooltip(surface: pygame.Surface, lay: Layout, lines: list[str]) -> None:
    size = lay.font_px(14)
    pad = lay.px(8)
    width = min(lay.px(360), max(text.width_of(line, size) for line in lines) + 2 * pad)
    wrapped = [part for line in lines for part in text.wrap(line, size, width - 2 * pad)]
    height = len(wrapped) * text.line_height(size) + 2 * pad
    mx, my = pygame.mouse.get_pos()
    x = mx + lay.px(18) if mx + lay.px(18) + width < lay.width else mx - lay.px(18) - width
    y = min(my + lay.px(18), lay.height - height - lay.px(4))
    box = pygame.Rect(x, y, width, height)
    draw_panel(surface, box, lay, (20, 16, 22), theme.OCHRE, alpha=240)
    text.blit_lines(surface, wrapped, box.inflate(-2 * pad, -2 * pad), size, theme.TEXT)
