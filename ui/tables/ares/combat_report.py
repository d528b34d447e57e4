"""After a combat, its report played back step by step over the table (scouting, constructions,
each firing with its dice, the result): readable at the animation speed, skippable."""

from __future__ import annotations

import pygame

from game.i18n import N_, tr
from ui import theme
from ui.layout import Layout
from ui.table.overlays import Overlay
from ui.tables.ares.widgets.combat import draw_steps
from ui.widgets.button import Button


class CombatReport(Overlay):
    """After a combat: its steps (scouting, choices, each firing with its dice, the result) shown one
    by one; Show all skips the playback, Continue closes it."""

    veil = 150
    STEP_S = 0.5

    def __init__(self, table, entries: list) -> None:
        super().__init__(table)
        self.entries = entries
        self.shown = 1
        self.clock = 0.0
        self.all = self.group.add(
            Button(N_("Show all"), self.show_all, name="report:all", font_size=theme.FONT_SMALL)
        )
        self.done = self.group.add(Button(N_("Continue"), self.close, name="report:continue", primary=True))
        self.group.set_focus(self.done)

    def show_all(self) -> None:
        self.shown = len(self.entries)

    def update(self, dt: float) -> None:
        super().update(dt)
        step = self.table.app.settings.animation_seconds(self.STEP_S)
        if step <= 0:
            self.shown = len(self.entries)
            return
        self.clock += dt
        while self.clock >= step and self.shown < len(self.entries):
            self.clock -= step
            self.shown += 1

    def layout(self, lay: Layout) -> None:
        from ui.table.dialog import dialog_rect

        self.rect = dialog_rect(lay, 900, 600)
        h = lay.px(48)
        self.done.rect = pygame.Rect(
            self.rect.right - lay.px(24) - lay.px(220), self.rect.bottom - lay.px(20) - h, lay.px(220), h
        )
        self.all.rect = pygame.Rect(self.done.rect.x - lay.px(180), self.done.rect.y, lay.px(170), h)
        self.all.visible = self.shown < len(self.entries)

    def draw_content(self, surface, lay: Layout) -> None:
        y = self.heading(surface, lay, tr(N_("Combat report")))
        area = pygame.Rect(
            self.rect.x + lay.px(24),
            y + lay.px(8),
            self.rect.width - lay.px(48),
            self.done.rect.y - y - lay.px(16),
        )
        draw_steps(surface, lay, area, self.entries, self.table.session.player_names, self.shown)

    def proceed(self) -> Button:
        return self.done
