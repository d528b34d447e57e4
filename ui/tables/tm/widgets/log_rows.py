"""The game log as rows: one line per event in the current language, as the player at the
screen may read it, under the heading of the generation it happened in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_, Text, current_language
from ui import text, theme
from ui.table.rows import Row
from ui.tables.tm.log_lines import listed
from ui.tables.tm.sprites import sprite
from ui.tables.tm.widgets.map_view import marker_sprite

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable

_cache: dict[int, tuple[tuple, list[Row]]] = {}


def log_rows(table: TmTable) -> list[Row]:
    session = table.session
    # Nobody's secret cards are named while the mouse is being handed on.
    viewer = None if session.needs_handoff() else session.viewer
    # (font size, text width) of the log tab, set by the side panel's layout: long lines wrap.
    room = getattr(getattr(table, "side", None), "log_room", None)
    key = (session.version, len(session.log), current_language(), tuple(session.player_names), viewer, room)
    cached = _cache.get(id(session))
    if cached is not None and cached[0] == key:
        return cached[1]
    rows: list[Row] = []
    generation = None
    names = session.player_names
    for entry in session.log:
        if not listed(entry.event):
            continue
        if entry.generation != generation:
            generation = entry.generation
            rows.append(
                _heading(
                    Text(N_("Generation {generation}"), {"generation": generation}).translated(), generation
                )
            )
        rows.append(_line(table, entry.text(names, viewer), entry.event.seat, room))
    _cache.clear()
    _cache[id(session)] = (key, rows)
    return rows


def _heading(label: str, generation: int) -> Row:
    def paint(surface, rect, lay, hot):
        image = text.render(label, lay.font_px(13), theme.OCHRE, True)
        surface.blit(image, image.get_rect(midleft=(rect.x + lay.px(2), rect.centery)))

    return Row(22, paint, key=("generation", generation))


def _line(table: TmTable, line: str, seat: int | None, room: tuple[int, int] | None) -> Row:
    """One event: the player's marker, then the line, wrapped to at most two lines (the tooltip has it all)."""
    parts = text.wrap(line, room[0], room[1]) if room is not None and room[1] > 0 else [line]
    wrapped = parts[:2]
    if len(parts) > 2:
        joiner = "" if current_language() == "ja" else " "
        wrapped[1] = text.ellipsize(joiner.join(parts[1:]), room[0], room[1])

    def paint(surface, rect, lay, hot):
        x = rect.x + lay.px(2)
        step = rect.height // len(wrapped)
        if seat is not None:
            icon = sprite(marker_sprite(table.session.style(seat)), lay.px(12))
            surface.blit(icon, icon.get_rect(midleft=(x, rect.y + step // 2)))
        x += lay.px(16)
        size = lay.font_px(13)
        for i, part in enumerate(wrapped):
            shown = text.ellipsize(part, size, rect.right - x - lay.px(4))
            image = text.render(shown, size, theme.TEXT)
            surface.blit(image, image.get_rect(midleft=(x, rect.y + i * step + step // 2)))

    return Row(20 if len(wrapped) == 1 else 38, paint, tooltip=lambda: [line])
