"""The Mars board (hex spaces of ``game/tmdice/content/board.json`` with their bonuses and
tiles), the temperature and oxygen tracks with their bonus marks, the ocean pile, and the VP
track (with the solo time marker and the milestone deadlines when solo).

While the player at the screen places a tile, the spaces it may take are outlined and a click
answers the decision (``Answer(seat, space)``).
"""

from __future__ import annotations

import math

import pygame

from game.i18n import N_, N_plural, Text, tr
from game.tmdice import commands as C
from game.tmdice.state import (
    OCEAN_TILES,
    OXYGEN_MAX,
    OXYGEN_MIN,
    OXYGEN_STEP,
    SOLO_DEADLINES,
    SOLO_TURNS,
    TEMPERATURE_MAX,
    TEMPERATURE_MIN,
    TEMPERATURE_STEP,
    VP_THRESHOLDS,
)
from ui import text, theme
from ui.layout import Layout
from ui.tables.tmdice import sprites
from ui.tables.tmdice.widgets.common import Spot, SpotsWidget, fit, label

LAND = (150, 72, 44)
LAND_EDGE = (96, 44, 30)
OCEAN_SPACE = (64, 92, 128)
TILE_FILL = {
    "ocean": (46, 110, 196),
    "greenery": (70, 150, 64),
    "city": (120, 120, 130),
    "special": (120, 80, 150),
}
TRACK_BG = (44, 34, 40)
HOT = (226, 92, 48)
AIR = (90, 170, 220)


def hex_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [
        (cx + r * math.cos(math.radians(-90 + 60 * k)), cy + r * math.sin(math.radians(-90 + 60 * k)))
        for k in range(6)
    ]


def bonus_words(effect: dict) -> list[str]:
    """Short words for bonus effects that are not dice (cards, wild tokens, VP, ...)."""
    ((key, value),) = effect.items()
    if key == "draw":
        return [Text(N_plural("+{count} card", "+{count} cards"), {"count": value}).translated()]
    if key == "vp":
        return [Text(N_("+{count} VP"), {"count": value}).translated()]
    return []


class MarsBoard(SpotsWidget):
    def __init__(self, table) -> None:
        super().__init__(table, "board")
        board = table.session.state.board
        rows: dict[str, list[str]] = {}
        for space in board.spaces:
            rows.setdefault(space[0], []).append(space)
        self.rows = [sorted(v, key=lambda s: int(s[1:])) for _k, v in sorted(rows.items())]
        self.centres: dict[str, tuple[float, float]] = {}
        self.radius = 1.0
        self.marked: str | None = None  # a space clicked once, waiting for the confirming click

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        widest = max(len(r) for r in self.rows)
        n = len(self.rows)
        r = min(rect.height / (2 + 1.5 * (n - 1)), rect.width / (math.sqrt(3) * widest + 0.2))
        self.radius = r
        w = math.sqrt(3) * r
        top = rect.centery - (2 + 1.5 * (n - 1)) * r / 2 + r
        self.centres = {}
        for i, row in enumerate(self.rows):
            x0 = rect.centerx - (len(row) - 1) * w / 2
            for k, space in enumerate(row):
                self.centres[space] = (x0 + k * w, top + i * 1.5 * r)
        decision = self.table.visible_decision()
        self.spots = []
        if decision is not None and decision.KIND == "space":
            for space in decision.options:
                cx, cy = self.centres[space]
                box = pygame.Rect(0, 0, int(w * 0.9), int(r * 1.5))
                box.center = (int(cx), int(cy))
                self.spots.append(Spot(box, space, C.Answer(decision.seat, space)))

    def press(self, spot: Spot) -> None:
        """With the setting "confirm tile placement", a first click marks the space, a second places."""
        settings = getattr(self.table.app, "settings", None)
        if settings is not None and settings.confirm_tile_placement and self.marked != spot.key:
            self.marked = spot.key
            return
        self.marked = None
        super().press(spot)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        state = self.table.session.state
        decision = self.table.visible_decision()
        options = decision.options if decision is not None and decision.KIND == "space" else ()
        if self.marked not in options:
            self.marked = None
        key = (tuple(sorted(state.tiles.items())), options, self.marked)
        self.draw_cached(surface, lay, key, self.paint)

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        state = self.table.session.state
        board = state.board
        decision = self.table.visible_decision()
        options = set(decision.options) if decision is not None and decision.KIND == "space" else set()
        r = self.radius
        small = lay.font_px(11)
        for space, (cx, cy) in self.centres.items():
            info = board.spaces[space]
            pts = hex_points(cx, cy, r * 0.96)
            tile = state.tiles.get(space)
            fill = TILE_FILL.get(tile, OCEAN_SPACE if info.ocean else LAND)
            pygame.draw.polygon(surface, fill, pts)
            if info.central and tile is None:
                pygame.draw.polygon(surface, (176, 92, 56), hex_points(cx, cy, r * 0.62), lay.px(1))
            pygame.draw.polygon(surface, LAND_EDGE, pts, lay.px(2))
            if space in options:
                pygame.draw.polygon(surface, theme.OCHRE, pts, lay.px(4))
            if space == self.marked:
                pygame.draw.polygon(surface, theme.TEXT, hex_points(cx, cy, r * 0.8), lay.px(4))
            if tile is not None:
                label(
                    surface,
                    self.table_tile_name(tile),
                    (int(cx), int(cy)),
                    lay.font_px(12),
                    theme.TEXT,
                    True,
                    "center",
                )
            else:
                self._draw_bonus(surface, lay, info.bonus, cx, cy + r * 0.12, r)
            label(surface, space, (int(cx), int(cy - r * 0.62)), small, (236, 220, 200), False, "center")
            if info.person:
                pygame.draw.circle(
                    surface, theme.TEXT, (int(cx + r * 0.5), int(cy - r * 0.3)), max(2, int(r * 0.09))
                )

    def table_tile_name(self, tile: str) -> str:
        from ui.tables.tmdice import names

        return names.tile(tile)

    def _draw_bonus(self, surface, lay, bonus, cx, cy, r) -> None:
        dice: list[str] = []
        words: list[str] = []
        for effect in bonus:
            ((key, value),) = effect.items()
            if key == "resource":
                dice += [f for f, n in value.items() for _ in range(n)]
            elif key == "wild":
                dice += ["wild"] * value
            elif key == "dice":
                dice += [f"pool:{c}" for c, n in value.items() for _ in range(n)]
            else:
                words += bonus_words(effect)
        size = int(r * 0.55)
        x = cx - (len(dice) * size) / 2
        for item in dice:
            if item == "wild":
                image = sprites.wild(size)
            elif item.startswith("pool:"):
                image = sprites.pool_die(item[5:], size) if item[5:] != "any" else sprites.wild(size)
            elif item.endswith("?") or item == "any":
                image = sprites.pool_die(item[:-1], size) if item.endswith("?") else sprites.wild(size)
            else:
                image = sprites.die(item, size)
            surface.blit(image, (int(x), int(cy - size / 2)))
            x += size
        if words:
            label(
                surface,
                " ".join(words),
                (int(cx), int(cy + (size / 2 if dice else 0))),
                lay.font_px(11),
                theme.TEXT,
                True,
                "center",
            )


class Tracks(SpotsWidget):
    """Temperature and oxygen (vertical, bonus marks beside), the ocean pile."""

    def __init__(self, table) -> None:
        super().__init__(table, "tracks")

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        state = self.table.session.state
        self.draw_cached(surface, lay, (state.temperature, state.oxygen, state.ocean_pile), self.paint)

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        state = self.table.session.state
        bonus = state.board.track_bonus
        half = self.rect.width // 2
        top, bottom = self.rect.y + lay.px(22), self.rect.bottom - lay.px(56)
        size = lay.font_px(11)
        icon = lay.px(18)  # the heat and oxygen faces head their tracks
        for face, x, words in (("heat", self.rect.x, tr(N_("°C"))), ("oxygen", self.rect.x + half, "%")):
            surface.blit(sprites.die(face, icon), (x + lay.px(4), self.rect.y + lay.px(1)))
            label(
                surface,
                words,
                (x + lay.px(6) + icon, self.rect.y + lay.px(3)),
                lay.font_px(12),
                theme.TEXT_DIM,
                True,
            )
        tracks = (
            (
                self.rect.x,
                TEMPERATURE_MIN,
                TEMPERATURE_MAX,
                TEMPERATURE_STEP,
                state.temperature,
                HOT,
                bonus.get("temperature", {}),
            ),
            (
                self.rect.x + half,
                OXYGEN_MIN,
                OXYGEN_MAX,
                OXYGEN_STEP,
                state.oxygen,
                AIR,
                bonus.get("oxygen", {}),
            ),
        )
        for x, lo, hi, step, value, colour, marks in tracks:
            steps = (hi - lo) // step
            cell = (bottom - top) / (steps + 1)
            bar = pygame.Rect(x + lay.px(4), top, lay.px(22), bottom - top)
            pygame.draw.rect(surface, TRACK_BG, bar, 0, lay.px(4))
            for k in range(steps + 1):
                v = lo + k * step
                y = bottom - (k + 1) * cell
                box = pygame.Rect(bar.x, int(y), bar.width, int(cell) - 1)
                if v <= value:
                    pygame.draw.rect(surface, colour, box, 0, lay.px(3))
                if v == value:
                    pygame.draw.rect(
                        surface, theme.TEXT, box.inflate(lay.px(4), lay.px(2)), lay.px(2), lay.px(3)
                    )
                label(
                    surface,
                    str(v),
                    (bar.right + lay.px(3), box.centery),
                    size,
                    theme.TEXT if v == value else theme.TEXT_DIM,
                    v == value,
                    "midleft",
                )
                if str(v) in marks:
                    pygame.draw.circle(surface, theme.OCHRE, (bar.x - lay.px(1), box.centery), lay.px(3))
        oceans = Text(
            N_("Oceans left: {count}/{total}"), {"count": state.ocean_pile, "total": OCEAN_TILES}
        ).translated()
        pile = pygame.Rect(self.rect.x, self.rect.bottom - lay.px(50), self.rect.width, lay.px(46))
        pygame.draw.rect(surface, (30, 54, 90), pile, 0, lay.px(6))
        size, lines = fit(oceans, lay.font_px(13), pile.width - lay.px(6), pile.height, True)
        height = len(lines) * text.line_height(size, True)
        box = pygame.Rect(pile.x, pile.centery - height // 2, pile.width, height)
        text.blit_lines(surface, lines, box, size, theme.TEXT, True, "center")


VP_LAP = 50  # the track's length: past it a marker goes round again (its lap shows beside it)


class VpTrack(SpotsWidget):
    """Each player's VP on a track (thresholds 5 and 12 marked); solo: the time marker too."""

    def __init__(self, table) -> None:
        super().__init__(table, "vp_track")

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        session = self.table.session
        state = session.state
        key = (tuple(p.vp for p in state.players), state.time_marker, tuple(session.styles))
        self.draw_cached(surface, lay, key, self.paint)

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        session = self.table.session
        state = session.state
        rows = 2 if state.solo else 1
        row_h = self.rect.height // rows
        length = VP_LAP
        self._row(
            surface,
            lay,
            pygame.Rect(self.rect.x, self.rect.y, self.rect.width, row_h),
            tr(N_("VP")),
            length,
            [(p.vp, seat) for seat, p in enumerate(state.players)],
            VP_THRESHOLDS,
        )
        if state.solo:
            self._row(
                surface,
                lay,
                pygame.Rect(self.rect.x, self.rect.y + row_h, self.rect.width, row_h),
                tr(N_("Turn")),
                SOLO_TURNS + 1,
                [(state.time_marker, -1)],
                SOLO_DEADLINES,
                first=1,
            )

    def _row(self, surface, lay, rect, title, length, markers, marks, first=0) -> None:
        head = lay.px(44)
        label(
            surface,
            title,
            (rect.x, rect.centery),
            lay.font_px(12),
            theme.TEXT_DIM,
            True,
            "midleft",
            head - lay.px(4),
        )
        cells = length - first
        w = (rect.width - head) / cells
        for k in range(cells):
            v = first + k
            box = pygame.Rect(
                int(rect.x + head + k * w), rect.y + lay.px(3), max(1, int(w) - 1), rect.height - lay.px(6)
            )
            fill = (86, 60, 40) if v in marks else TRACK_BG
            pygame.draw.rect(surface, fill, box)
            step = 5 if cells <= 45 else 10
            if (v % step == 0 and all(abs(v - m) > 2 for m in marks)) or v in marks:
                label(
                    surface,
                    str(v),
                    (box.centerx, box.bottom),
                    lay.font_px(9),
                    theme.TEXT_DIM,
                    False,
                    "midbottom",
                )
        for i, (v, seat) in enumerate(markers):
            lap, v = divmod(v, length) if seat >= 0 else (0, v)
            k = min(max(v, first), first + cells - 1) - first
            cx = int(rect.x + head + (k + 0.5) * w)
            size = max(6, int(min(w * 1.6, rect.height * 0.55)))
            if seat >= 0:
                image = self.table.marker(seat, size)
                spot = image.get_rect(center=(cx, rect.y + lay.px(3) + size // 2 + i * lay.px(2)))
                surface.blit(image, spot)
                if lap:
                    label(
                        surface,
                        f"+{lap * length}",
                        spot.topright,
                        lay.font_px(9),
                        theme.OCHRE,
                        True,
                        "topleft",
                    )
            else:
                pygame.draw.circle(surface, theme.OCHRE, (cx, rect.y + size // 2 + lay.px(3)), size // 2)
