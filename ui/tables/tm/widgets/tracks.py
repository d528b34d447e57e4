"""The global parameters: temperature and oxygen tracks with their bonus steps, and the oceans left.

The level rises smoothly to a new value (parameter-rise animation, following
the animation-speed setting; "off" jumps).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, Text
from game.tm.constants import HEAT_BONUS_TEMPERATURES, OCEAN_BONUS_TEMPERATURE, TEMPERATURE_BONUS_OXYGEN
from game.tm.state import OCEANS_MAX, OXYGEN_MAX, TEMP_MAX, TEMP_MIN
from ui import text, theme
from ui.layout import Layout
from ui.tables.tm import names, palette
from ui.tables.tm.sprites import sprite
from ui.widgets.base import Widget

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable

RISE_SECONDS_PER_STEP = 0.12
TEMP_BONUS = {-24: "res_heat", -20: "res_heat", 0: "param_ocean"}  # heat production, heat production, ocean
OXYGEN_BONUS = {8: "param_temperature"}


class Tracks(Widget):
    def __init__(self, table: TmTable) -> None:
        super().__init__("tracks")
        self.table = table
        state = table.session.state
        self.shown = {"temperature": float(state.temperature), "oxygen": float(state.oxygen)}
        self.rects: dict[str, pygame.Rect] = {}

    def snap(self) -> None:
        """Show the current values at once (skips a running rise)."""
        state = self.table.session.state
        self.shown = {"temperature": float(state.temperature), "oxygen": float(state.oxygen)}

    def update(self, dt: float) -> None:
        state = self.table.session.state
        goal = {"temperature": state.temperature, "oxygen": state.oxygen}
        seconds = self.table.app.settings.animation_seconds(RISE_SECONDS_PER_STEP)
        for key, target in goal.items():
            step = 2 if key == "temperature" else 1
            if seconds <= 0 or abs(self.shown[key] - target) > 12 * step:
                self.shown[key] = float(target)
                continue
            speed = step / seconds * dt
            current = self.shown[key]
            self.shown[key] = (
                min(target, current + speed) if current < target else max(target, current - speed)
            )

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        state = self.table.session.state
        rect = self.rect
        pad = lay.px(4)
        head = lay.px(30)
        # Oceans: icon and count on top.
        ocean_rect = pygame.Rect(rect.x, rect.y, rect.width, head)
        icon = sprite("param_ocean", lay.px(26))
        surface.blit(icon, icon.get_rect(midleft=(ocean_rect.x + pad, ocean_rect.centery)))
        size = lay.font_px(theme.FONT_SMALL)
        count = text.render(f"{state.oceans}/{OCEANS_MAX}", size, theme.TEXT, True)
        surface.blit(
            count, count.get_rect(midleft=(ocean_rect.x + pad + icon.get_width() + pad, ocean_rect.centery))
        )
        self.rects["oceans"] = ocean_rect
        column_w = (rect.width - pad) // 2
        top = ocean_rect.bottom + pad
        temp = pygame.Rect(rect.x, top, column_w, rect.bottom - top)
        oxy = pygame.Rect(temp.right + pad, top, column_w, rect.bottom - top)
        self.rects["temperature"], self.rects["oxygen"] = temp, oxy
        self._column(
            surface,
            lay,
            temp,
            "param_temperature",
            list(range(TEMP_MIN, TEMP_MAX + 1, 2)),
            self.shown["temperature"],
            palette.TEMPERATURE,
            TEMP_BONUS,
            "°",
        )
        self._column(
            surface,
            lay,
            oxy,
            "param_oxygen",
            list(range(0, OXYGEN_MAX + 1)),
            self.shown["oxygen"],
            palette.OXYGEN,
            OXYGEN_BONUS,
            "%",
        )

    def _column(self, surface, lay, rect, icon_name, values, shown, color, bonus, unit) -> None:
        icon = sprite(icon_name, min(rect.width, lay.px(26)))
        surface.blit(icon, icon.get_rect(midtop=(rect.centerx, rect.y)))
        cells_top = rect.y + icon.get_height() + lay.px(4)
        n = len(values)
        cell_h = max(4, (rect.bottom - cells_top) // n)
        size = max(12, min(lay.font_px(14), cell_h - 2))
        for i, value in enumerate(values):
            y = cells_top + (n - 1 - i) * cell_h
            cell = pygame.Rect(rect.x, y, rect.width, cell_h - 1)
            reached = value <= shown + 1e-6
            current = (
                abs(value - shown) < (1 if unit == "%" else 2)
                and value <= shown + 1e-6
                and (value == values[-1] or values[i + 1] > shown + 1e-6)
            )
            fill = color if reached else (44, 34, 40)
            if reached and not current:
                fill = tuple(round(c * 0.62) for c in color)
            pygame.draw.rect(surface, fill, cell, 0, lay.px(3))
            if current:
                pygame.draw.rect(surface, theme.TEXT, cell, lay.px(2), lay.px(3))
            label = f"{value:+d}" if unit == "°" and value else f"{value}"
            ink = (20, 14, 12) if current else (theme.TEXT if reached else theme.TEXT_DIM)
            image = text.render(label, size, ink, current)
            if value in bonus:
                mark = sprite(bonus[value], max(8, min(cell_h - 4, cell.width // 3)))
                surface.blit(mark, mark.get_rect(midright=(cell.right - 1, cell.centery)))
                surface.blit(image, image.get_rect(midleft=(cell.x + lay.px(3), cell.centery)))
            else:
                surface.blit(image, image.get_rect(center=cell.center))

    def tooltip(self) -> list[str]:
        if not self.hovered():
            return []
        pos = pygame.mouse.get_pos()
        state = self.table.session.state
        if self.rects.get("oceans") and self.rects["oceans"].collidepoint(pos):
            return [
                names.parameter("oceans"),
                Text(
                    N_("{placed} of {total} ocean tiles placed"),
                    {"placed": state.oceans, "total": OCEANS_MAX},
                ).translated(),
            ]
        if self.rects.get("temperature") and self.rects["temperature"].collidepoint(pos):
            return [
                names.parameter("temperature"),
                Text(
                    N_("{value} °C (goal {goal:+d} °C)"), {"value": state.temperature, "goal": TEMP_MAX}
                ).translated(),
                Text(
                    N_("Bonus: heat production +1 at {first} and {second} °C, an ocean at {ocean} °C"),
                    dict(
                        zip(("first", "second"), HEAT_BONUS_TEMPERATURES, strict=True),
                        ocean=OCEAN_BONUS_TEMPERATURE,
                    ),
                ).translated(),
            ]
        if self.rects.get("oxygen") and self.rects["oxygen"].collidepoint(pos):
            return [
                names.parameter("oxygen"),
                Text(
                    N_("{value} % (goal {goal} %)"), {"value": state.oxygen, "goal": OXYGEN_MAX}
                ).translated(),
                Text(
                    N_("Bonus: temperature +1 step at {oxygen} %"), {"oxygen": TEMPERATURE_BONUS_OXYGEN}
                ).translated(),
            ]
        return []
