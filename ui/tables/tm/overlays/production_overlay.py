"""The production-phase summary over the TM table: what every player produced."""

from __future__ import annotations

import pygame

from game.i18n import N_, Text
from game.tm.state import RESOURCE_NAMES
from ui import text, theme
from ui.layout import Layout
from ui.table.overlays import Overlay
from ui.tables.tm.sprites import sprite
from ui.widgets.button import Button


class ProductionOverlay(Overlay):
    """What every player produced, after the production phase."""

    size = (900, 520)

    def __init__(self, table, summary) -> None:
        super().__init__(table)
        self.summary = summary
        self.ok = self.group.add(Button(N_("Continue"), self.close, name="production_ok", primary=True))
        self.group.set_focus(self.ok)

    def on_escape(self) -> None:
        self.close()

    def layout(self, lay: Layout) -> None:
        rows = len(self.summary.gains)
        self.size = (900, 190 + 56 * rows)
        super().layout(lay)
        self.ok.rect = pygame.Rect(
            self.rect.right - lay.px(244), self.rect.bottom - lay.px(72), lay.px(220), lay.px(52)
        )

    def draw_content(self, surface, lay) -> None:
        session = self.table.session
        bottom = self.heading(
            surface,
            lay,
            Text(
                N_("Production, generation {generation}"), {"generation": self.summary.generation}
            ).translated(),
        )
        size, small = lay.font_px(theme.FONT_BODY), lay.font_px(13)
        y = bottom + lay.px(16)
        for seat, gains in enumerate(self.summary.gains):
            x = self.rect.x + lay.px(24)
            marker = self.table.marker(seat, lay.px(28))
            surface.blit(marker, (x, y + lay.px(6)))
            name = text.ellipsize(session.name(seat), size, lay.px(170), True)
            surface.blit(text.render(name, size, theme.TEXT, True), (x + lay.px(36), y + lay.px(6)))
            x += lay.px(220)
            for i, res in enumerate(RESOURCE_NAMES):
                icon = sprite(f"res_{res}", lay.px(28))
                surface.blit(icon, (x, y + lay.px(6)))
                gain = gains[i]
                label = f"{gain:+d}" if gain else "0"
                surface.blit(
                    text.render(label, size, theme.TEXT if gain else theme.TEXT_DIM, True),
                    (x + lay.px(32), y + lay.px(6)),
                )
                x += lay.px(96)
            energy = self.summary.energy_to_heat[seat] if seat < len(self.summary.energy_to_heat) else 0
            if energy:
                note = Text(N_("{amount} energy became heat"), {"amount": energy}).translated()
                surface.blit(
                    text.render(note, small, theme.TEXT_DIM), (self.rect.x + lay.px(60), y + lay.px(36))
                )
            y += lay.px(56)

    def proceed(self) -> Button:
        return self.ok
