"""The strip under the map: the five milestones and five awards with who claimed or funded
each, and the deck and discard pile sizes, always in view with the map. In a window too small
for the strip (1280x720) only the pile sizes show, in the map's empty top-right corner.

Hovering a milestone or an award shows every player's standing in it; a click opens the
side panel's milestones-and-awards tab, where they are claimed and funded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, Text, tr
from game.tm.actions import award_cost
from game.tm.content import milestones_awards
from game.tm.scoring import award_metric, milestone_metric
from ui import text, theme
from ui.layout import Layout
from ui.tables.tm import names
from ui.tables.tm.sprites import sprite
from ui.tables.tm.widgets.map_view import marker_sprite
from ui.widgets.base import Widget, draw_panel, is_click

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable

MILESTONE_GOALS = {
    "terraform_rating": N_("TR {n} or more"),
    "own_city_tiles": N_("{n} cities"),
    "own_greenery_tiles": N_("{n} greeneries"),
    "building_tags_in_play": N_("{n} building tags"),
    "cards_in_hand": N_("{n} cards in hand"),
}
AWARD_GOALS = {
    "own_tiles_non_ocean": N_("Most tiles on the map"),
    "megacredit_production": N_("Highest M€ production"),
    "science_tags_in_play": N_("Most science tags"),
    "heat_resources": N_("Most heat"),
    "steel_plus_titanium_resources": N_("Most steel and titanium"),
}


class Standings(Widget):
    def __init__(self, table: TmTable) -> None:
        super().__init__("standings")
        self.table = table
        self.chips: list[tuple[str, str, pygame.Rect]] = []  # (kind, name, rect)
        self.piles = pygame.Rect(0, 0, 0, 0)
        self.strip = pygame.Rect(0, 0, 0, 0)
        self._line_h = 0
        self._pressed = False

    def layout(self, rect: pygame.Rect, piles: pygame.Rect, lay: Layout) -> None:
        """``rect``: the strip (empty when the window is too small for it); ``piles``: the pile sizes."""
        self.rect = rect.union(piles) if rect.height else piles
        self.strip = rect
        self.piles = piles
        ms, aw, _, _ = milestones_awards()
        label_w = max(
            text.width_of(text.resolve(label), lay.font_px(13), True)
            for label in (N_("Milestones"), N_("Awards"))
        ) + lay.px(10)
        line_h = (piles.height - lay.px(4)) // 2
        self._line_h = line_h
        self.chips = []
        if not rect.height:
            return
        x0 = rect.x + label_w
        chip_w = (piles.x - lay.px(6) - x0) // 5
        for line, (kind, items) in enumerate((("milestone", ms), ("award", aw))):
            y = rect.y + line * (line_h + lay.px(4))
            for i, name in enumerate(items):
                self.chips.append((kind, name, pygame.Rect(x0 + i * chip_w, y, chip_w - lay.px(4), line_h)))

    def chip_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        if self.table.session.state.setup.solo:
            return None
        return next((chip for chip in self.chips if chip[2].collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_click(event, pygame.MOUSEBUTTONDOWN) and self.rect.collidepoint(event.pos):
            self._pressed = self.chip_at(event.pos) is not None
            return self._pressed
        if is_click(event, pygame.MOUSEBUTTONUP) and self._pressed:
            self._pressed = False
            if self.chip_at(event.pos) is not None:
                self.table.side.show("milestones")
            return True
        return False

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        state = self.table.session.state
        size = lay.font_px(13)
        if not self.strip.height:
            pass  # no room for the strip: the side panel's tab lists them
        elif state.setup.solo:
            image = text.render(tr(N_("No milestones or awards in the solo game")), size, theme.TEXT_DIM)
            surface.blit(image, image.get_rect(midleft=(self.strip.x + lay.px(4), self.strip.centery)))
        else:
            self._draw_chips(surface, lay, size)
        self._draw_piles(surface, lay, size)

    def _draw_chips(self, surface: pygame.Surface, lay: Layout, size: int) -> None:
        state = self.table.session.state
        session = self.table.session
        funded = dict(state.awards)
        for line, label in enumerate((N_("Milestones"), N_("Awards"))):
            y = self.strip.y + line * (self._line_h + lay.px(4)) + self._line_h // 2
            image = text.render(tr(label), size, theme.OCHRE, True)
            surface.blit(image, image.get_rect(midleft=(self.strip.x + lay.px(2), y)))
        full = {"milestone": len(state.milestones) >= 3, "award": len(state.awards) >= 3}
        hover = self.chip_at(pygame.mouse.get_pos()) if self.hovered() else None
        for kind, name, rect in self.chips:
            owner = state.milestones.get(name) if kind == "milestone" else funded.get(name)
            closed = owner is None and full[kind]
            fill = (60, 44, 36) if owner is not None else ((30, 25, 30) if closed else (40, 33, 38))
            edge = theme.OCHRE if hover is not None and hover[1] == name else theme.PANEL_EDGE
            draw_panel(surface, rect, lay, fill, edge)
            x, right = rect.x + lay.px(4), rect.right - lay.px(3)
            if owner is not None:
                icon = sprite(marker_sprite(session.style(owner)), lay.px(14))
                surface.blit(icon, icon.get_rect(midright=(right, rect.centery)))
                right -= icon.get_width() + lay.px(3)
            ink = theme.TEXT if owner is not None else (theme.TEXT_DISABLED if closed else theme.TEXT_DIM)
            # shrunk to fit beside the owner's marker rather than cut
            small, lines = text.fit_box(names.milestone_or_award_name(name), lay.font_px(12), right - x, 0)
            image = text.render(lines[0], small, ink)
            surface.blit(image, image.get_rect(midleft=(x, rect.centery)))

    def _draw_piles(self, surface: pygame.Surface, lay: Layout, size: int) -> None:
        state = self.table.session.state
        for line, label in enumerate(
            (
                Text(N_("Deck {count}"), {"count": len(state.deck)}),
                Text(N_("Discard {count}"), {"count": len(state.discard)}),
            )
        ):
            y = self.piles.y + line * (self._line_h + lay.px(4)) + self._line_h // 2
            image = text.render(label.translated(), size, theme.TEXT)
            surface.blit(image, image.get_rect(midright=(self.piles.right - lay.px(2), y)))

    def tooltip(self) -> list[str]:
        if not self.hovered():
            return []
        pos = pygame.mouse.get_pos()
        session = self.table.session
        state = session.state
        if self.piles.collidepoint(pos):
            return [tr(N_("Cards left in the deck and in the face-down discard pile"))]
        chip = self.chip_at(pos)
        if chip is None:
            return []
        kind, name, _ = chip
        ms, aw, m_rules, _ = milestones_awards()
        if kind == "milestone":
            m = ms[name]
            goal = Text(MILESTONE_GOALS.get(m.metric, m.metric), {"n": m.at_least}).translated()
            values = [milestone_metric(state, seat, m.metric) for seat in range(state.n)]
            owner = state.milestones.get(name)
            status = (
                Text(N_("Claimed by {player}"), {"player": session.name(owner)})
                if owner is not None
                else Text(
                    N_("Claim for {cost} M€: {vp} VP"),
                    {"cost": m_rules["cost_megacredits"], "vp": m_rules["vp"]},
                )
            )
        else:
            a = aw[name]
            goal = tr(AWARD_GOALS.get(a.metric, a.metric))
            values = [award_metric(state, seat, a.metric) for seat in range(state.n)]
            owner = dict(state.awards).get(name)
            status = (
                Text(N_("Funded by {player}"), {"player": session.name(owner)})
                if owner is not None
                else Text(N_("Fund for {cost} M€"), {"cost": award_cost(state)})
            )
        standing = ", ".join(f"{session.name(seat)} {value}" for seat, value in enumerate(values))
        return [f"{names.milestone_or_award_name(name)}: {goal}", standing, status.translated()]
