"""The Tharsis map: spaces, placement bonuses, reserved spaces, named volcanoes,
tiles with their owners' markers; the legal spaces of a pending placement are
outlined (the rest dimmed) and a click on one chooses it.

The board with its tiles is drawn once per position into a cached surface;
each frame adds only the highlights, the hovered space (wash and rim) and tile-drop animations.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, N_plural, Text, current_language, tr
from game.tm.board import tharsis
from game.tm.commands import ChooseSpace
from game.tm.decisions import SpaceDecision
from game.tm.state import NEUTRAL
from ui import text, theme
from ui.layout import Layout
from ui.table.players import style_of
from ui.tables.tm import names, palette
from ui.tables.tm.sprites import sprite
from ui.tables.tm.widgets.hexgrid import HexGrid
from ui.widgets.base import Widget, is_click

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable

DROP_SECONDS = 0.35  # tile-drop animation at normal speed

SPECIAL_LABELS = {"Noctis City": "noctis"}


def tile_sprite(kind: str, owner: int | None) -> str:
    if owner == NEUTRAL and kind in ("city", "greenery"):
        return f"tile_neutral_{kind}"
    return f"tile_{kind}"


def split_name(name: str) -> list[str]:
    """A space name on two short lines, broken between whole words where the lines are
    most even ("Pavonis" / "Mons", "タルシス・" / "トロス", "アスクレウス" / "山"; see ``ui.text``)."""
    units = text.break_units(name)
    best, best_width = [name], None
    for k in range(1, len(units)):
        head, tail = "".join(units[:k]).strip(), "".join(units[k:]).strip()
        if not head or not tail:
            continue
        widest = max(text.width_of(head, 12, True), text.width_of(tail, 12, True))
        if best_width is None or widest < best_width:
            best, best_width = [head, tail], widest
    return best


#: How far a label may reach beyond its hex, drawn condensed (Latin) or over the hex's
#: edge (labels are drawn last, on their own dark pill), rather than cutting a word.
LABEL_OVERREACH = 1.2


def label_lines(name: str, size: int, room: int) -> tuple[list[str], int]:
    """A space name's lines and size: its two lines (``split_name``, whole words) as large
    as fits ``room`` down to 12 px; a word wider than the room at 12 px is drawn condensed
    or reaching a little over the hex's edge (at most ``LABEL_OVERREACH``), never cut."""
    floor = min(size, 12)
    lines = split_name(name)
    for fit in range(size, floor - 1, -1):
        if all(text.width_of(line, fit, True) <= room for line in lines):
            return lines, fit
    return lines, floor


def marker_sprite(style_index: int) -> str:
    return f"marker_{style_of(style_index).key}"


class MarsMap(Widget):
    def __init__(self, table: TmTable) -> None:
        super().__init__("map")
        self.table = table
        self.grid: HexGrid | None = None
        self._base: pygame.Surface | None = None
        self._base_key: tuple | None = None
        self._overlay: pygame.Surface | None = None
        self._overlay_key: tuple | None = None
        self._pressed: str | None = None
        self.drops: dict[str, float] = {}  # space -> seconds left of its drop animation

    # --- geometry ----------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        if self.grid is None or self.grid.rect != rect:
            self.grid = HexGrid.fit(rect)
        self.rect = rect

    def legal_spaces(self) -> list[str]:
        decision = self.table.visible_decision()
        if not isinstance(decision, SpaceDecision):
            return []
        return list(decision.spaces)

    def targets(self):
        """(command, point) for every space a click would choose now."""
        decision = self.table.visible_decision()
        if not isinstance(decision, SpaceDecision) or self.grid is None:
            return []
        return [(ChooseSpace(decision.seat, sid), self.grid.centers[sid]) for sid in decision.spaces]

    # --- input -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.grid is None:
            return False
        if is_click(event, pygame.MOUSEBUTTONDOWN) and self.rect.collidepoint(event.pos):
            self._pressed = self.grid.space_at(event.pos)
            return self._pressed is not None
        if is_click(event, pygame.MOUSEBUTTONUP) and self._pressed is not None:
            pressed, self._pressed = self._pressed, None
            if self.grid.space_at(event.pos) == pressed and pressed in self.legal_spaces():
                self.table.choose_space(pressed)
            return True
        return False

    def update(self, dt: float) -> None:
        for sid in list(self.drops):
            self.drops[sid] -= dt
            if self.drops[sid] <= 0:
                del self.drops[sid]

    def drop(self, space_id: str) -> None:
        seconds = self.table.app.settings.animation_seconds(DROP_SECONDS)
        if seconds > 0:
            self.drops[space_id] = seconds

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.grid is None:
            return
        key = (self.rect.size, self.table.session.version, current_language())
        if self._base is None or self._base_key != key:
            self._base = self._draw_base(lay)
            self._base_key = key
        surface.blit(self._base, self.rect.topleft)
        for sid, left in self.drops.items():
            self._draw_drop(surface, sid, left)
        legal = self.legal_spaces()
        if legal:
            okey = (key, tuple(legal), self.table.confirm_space)
            if self._overlay is None or self._overlay_key != okey:
                self._overlay = self._draw_highlights(legal, lay)
                self._overlay_key = okey
            surface.blit(self._overlay, self.rect.topleft)
        hover = self.hovered_space()
        if hover is not None:
            self._draw_hover(surface, hover, hover in legal, lay)

    def _draw_hover(self, surface: pygame.Surface, sid: str, legal: bool, lay: Layout) -> None:
        """The space under the mouse: a light wash over the whole hex and a bold rim, so it stands out
        on any terrain (a legal space to place on in the highlight colour)."""
        color = palette.HIGHLIGHT if legal else theme.TEXT
        corners = self.grid.corners(sid, 0.96)
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        wash = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(wash, (*color, 70 if legal else 55), [(x - box.x, y - box.y) for x, y in corners])
        surface.blit(wash, box.topleft)
        pygame.draw.polygon(surface, color, corners, lay.px(4))

    def hovered_space(self) -> str | None:
        if self.grid is None or not self.hovered():
            return None
        return self.grid.space_at(pygame.mouse.get_pos())

    def _local(self, sid: str) -> tuple[int, int]:
        x, y = self.grid.centers[sid]
        return x - self.rect.x, y - self.rect.y

    def _draw_base(self, lay: Layout) -> pygame.Surface:
        grid = self.grid
        state = self.table.session.state
        board = tharsis()
        out = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        tile_w, tile_h = grid.tile_size()
        r = grid.radius
        small = max(12, round(r * 0.3))
        labels: list[tuple[str, int, int]] = []
        for sid, space in board.spaces.items():
            cx, cy = self._local(sid)
            tile = state.tiles.get(sid)
            if not space.on_mars:
                rad = round(r * 0.8)
                pygame.draw.circle(out, (44, 36, 52), (cx, cy), rad)
                pygame.draw.circle(out, (140, 120, 160), (cx, cy), rad, lay.px(2))
                if tile is not None:
                    image = sprite(tile_sprite(tile.kind, tile.owner), (tile_w, tile_h))
                    out.blit(image, image.get_rect(center=(cx, cy)))
                else:
                    lines = split_name(names.space_name(sid))
                    height = len(lines) * text.line_height(small)
                    below = cy < self.rect.height // 2  # the label goes towards the map's middle
                    top = cy + rad + lay.px(2) if below else cy - rad - lay.px(2) - height
                    area = pygame.Rect(cx - round(r * 1.3), top, round(r * 2.6), height)
                    area.left = max(0, area.left)  # at the map's edge: shifted in, not cut off
                    text.blit_lines(out, lines, area, small, theme.TEXT_DIM, align="center")
                if tile is not None and tile.owner is not None:
                    self._marker(out, tile.owner, (cx, cy + round(r * 0.45)), round(r * 0.55))
                continue
            if tile is not None:
                image = sprite(tile_sprite(tile.kind, tile.owner), (tile_w, tile_h))
                out.blit(image, image.get_rect(center=(cx, cy)))
                if tile.owner is not None:
                    self._marker(out, tile.owner, (cx, cy + round(r * 0.42)), round(r * 0.58))
                continue
            base = (
                "tile_ocean_reserved"
                if space.ocean_reserved
                else ("tile_noctis_reserved" if space.kind == "noctis_city" else "tile_land")
            )
            image = sprite(base, (tile_w, tile_h))
            out.blit(image, image.get_rect(center=(cx, cy)))
            self._bonus(out, space.bonus, (cx, cy - (round(r * 0.3) if space.name else 0)), r)
            if space.name:
                labels.append((names.space_name(sid), cx, cy))
            if space.volcanic:
                tip = (cx, cy - round(r * 0.82))
                pts = [
                    tip,
                    (tip[0] + round(r * 0.2), tip[1] + round(r * 0.24)),
                    (tip[0] - round(r * 0.2), tip[1] + round(r * 0.24)),
                ]
                pygame.draw.polygon(out, (250, 120, 50), pts)
                pygame.draw.polygon(out, (40, 20, 16), pts, 1)
            claim = state.claims.get(sid)
            if claim is not None:
                self._marker(out, claim, (cx, cy), round(r * 0.7))
                pygame.draw.circle(out, theme.TEXT, (cx, cy), round(r * 0.48), lay.px(2))
        # Names last, so that no neighbouring tile covers a label reaching over its hex's edge.
        for label, cx, cy in labels:
            room = tile_w - lay.px(4)
            lines, size = label_lines(label, small, room)
            step = text.line_height(size, True) - lay.px(3)
            y = cy + round(r * 0.62) - step * (len(lines) - 1)
            for line in lines:
                image = text.render(line, size, theme.TEXT, True)
                if room < image.get_width() <= room * 1.12:  # condensed a little rather than cut
                    image = pygame.transform.smoothscale(image, (room, image.get_height()))
                elif image.get_width() > room * 1.12:  # over the hex's edge, condensed as far as it goes
                    image = pygame.transform.smoothscale(
                        image, (max(round(image.get_width() / 1.12), room), image.get_height())
                    )
                pill = image.get_rect(center=(cx, y)).inflate(lay.px(4), -lay.px(2))
                pygame.draw.rect(out, (40, 24, 20), pill, 0, lay.px(3))
                out.blit(image, image.get_rect(center=pill.center))
                y += step
        return out

    def _marker(self, out: pygame.Surface, owner: int, center: tuple[int, int], size: int) -> None:
        style = self.table.session.style(owner)
        image = sprite(marker_sprite(style), size)
        out.blit(image, image.get_rect(center=center))

    def _bonus(self, out: pygame.Surface, bonus, center: tuple[int, int], r: float) -> None:
        icons = [f"bonus_{res}" for res, count in bonus for _ in range(count)]
        if not icons:
            return
        size = round(r * (0.62 if len(icons) == 1 else 0.5))
        gap = round(size * 0.82)
        x0 = center[0] - gap * (len(icons) - 1) / 2
        for i, name in enumerate(icons):
            image = sprite(name, size)
            out.blit(image, image.get_rect(center=(round(x0 + i * gap), center[1])))

    def _draw_highlights(self, legal: list[str], lay: Layout) -> pygame.Surface:
        grid = self.grid
        out = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        legal_set = set(legal)
        ox, oy = self.rect.topleft
        for sid in grid.centers:
            pts = [(x - ox, y - oy) for x, y in grid.corners(sid, 0.98)]
            if sid in legal_set:
                pygame.draw.polygon(out, (*palette.HIGHLIGHT, 60), pts)
                pygame.draw.polygon(out, palette.HIGHLIGHT, pts, lay.px(3))
            else:
                pygame.draw.polygon(out, (10, 6, 8, 120), pts)
        chosen = self.table.confirm_space
        if chosen is not None and chosen in grid.centers:
            pts = [(x - ox, y - oy) for x, y in grid.corners(chosen, 0.9)]
            pygame.draw.polygon(out, theme.TEXT, pts, lay.px(5))
        return out

    def _draw_drop(self, surface: pygame.Surface, sid: str, left: float) -> None:
        tile = self.table.session.state.tiles.get(sid)
        if tile is None or self.grid is None:
            return
        total = max(1e-6, self.table.app.settings.animation_seconds(DROP_SECONDS))
        t = max(0.0, min(1.0, left / total))  # 1 at the start, 0 at the end
        w, h = self.grid.tile_size()
        scale = 1 + 0.35 * t
        image = sprite(tile_sprite(tile.kind, tile.owner), (round(w * scale), round(h * scale)))
        x, y = self.grid.centers[sid]
        ring = round(self.grid.radius * (1 + 0.8 * (1 - t)))
        pygame.draw.circle(surface, palette.HIGHLIGHT, (x, y), ring, max(1, round(3 * t)))
        surface.blit(image, image.get_rect(center=(x, y - round(self.grid.radius * 0.5 * t))))

    # --- hover information -------------------------------------------------------------------------
    def tooltip(self) -> list[str]:
        sid = self.hovered_space()
        if sid is None:
            return []
        space = tharsis()[sid]
        state = self.table.session.state
        lines = [names.space_name(sid) if space.name else Text(N_("Space {id}"), {"id": sid}).translated()]
        if space.on_mars:
            kind = {
                "ocean": N_("Reserved for an ocean"),
                "noctis_city": N_("Reserved for Noctis City"),
                "land": N_("Land"),
            }.get(space.kind, N_("Land"))
            lines.append(tr(kind) + ("  ·  " + tr(N_("Volcanic")) if space.volcanic else ""))
        else:
            lines.append(tr(N_("Off Mars: only its own card's city goes here")))
        if space.bonus:
            gains = ", ".join(
                Text(N_plural("{count} card", "{count} cards"), {"count": count}).translated()
                if res == "card"
                else f"{count} {names.resource(res, count)}"
                for res, count in space.bonus
            )
            lines.append(Text(N_("Placement bonus: {bonus}"), {"bonus": gains}).translated())
        tile = state.tiles.get(sid)
        if tile is not None:
            owner = "" if tile.owner is None else self.table.session.name(tile.owner)
            lines.append(
                Text(
                    N_("Tile: {tile} {owner}"),
                    {"tile": names.tile(tile.kind), "owner": f"({owner})" if owner else ""},
                ).translated()
            )
        claim = state.claims.get(sid)
        if claim is not None:
            lines.append(
                Text(N_("Claimed by {player}"), {"player": self.table.session.name(claim)}).translated()
            )
        if sid in self.legal_spaces():
            lines.append(tr(N_("Click to place the tile here")))
        return lines
