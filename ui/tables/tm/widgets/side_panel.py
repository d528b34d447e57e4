"""The side panel's tabs: standard projects and card actions, milestones and
awards, cards in play, and the game log. Each tab is a scrolling ``RowList``; the
standard projects stand above the card actions as a fixed grid, so all six are in
view without scrolling even with five boards at 1280x720.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, Text, tr
from game.tm.actions import award_cost
from game.tm.commands import CardAction, ClaimMilestone, FundAward, StandardProject
from game.tm.constants import CARD_SALE_PRICE
from game.tm.content import card, milestones_awards, standard_projects
from game.tm.payment import standard_project_cost
from game.tm.scoring import award_metric, milestone_metric
from ui import text, theme
from ui.layout import Layout
from ui.table.input import Target
from ui.table.rows import Row, RowList, paint_button_row
from ui.tables.tm import describe, names
from ui.tables.tm.sprites import sprite
from ui.tables.tm.widgets.log_rows import log_rows
from ui.tables.tm.widgets.map_view import marker_sprite
from ui.tables.tm.widgets.standings import AWARD_GOALS, MILESTONE_GOALS
from ui.tables.tm.widgets.tableau_rows import tableau_rows
from ui.widgets.base import Widget, draw_panel, is_click
from ui.widgets.button import Button

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable

TABS = ("projects", "milestones", "cards", "log")
TAB_LABELS = {
    "projects": N_("Projects"),
    "milestones": N_("Milestones & awards"),
    "cards": N_("Cards in play"),
    "log": N_("Log"),
}


class ProjectGrid(Widget):
    """The standard projects in a fixed grid (two to a line): name, price, what it does."""

    COLUMNS = 2  # two to a line: "M€ production +1, Place city" fits its cell whole at 1280x720
    ROW = 36  # reference pixels

    def __init__(self, panel: SidePanel) -> None:
        super().__init__("projects:grid")
        self.panel = panel
        self.cells: list[tuple[str, pygame.Rect]] = []
        self._pressed: str | None = None

    @classmethod
    def height(cls, lay: Layout) -> int:
        return -(-len(standard_projects()) // cls.COLUMNS) * lay.px(cls.ROW)

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        w = rect.width // self.COLUMNS
        self.cells = [
            (
                name,
                pygame.Rect(
                    rect.x + (i % self.COLUMNS) * w,
                    rect.y + (i // self.COLUMNS) * lay.px(self.ROW),
                    w,
                    lay.px(self.ROW),
                ),
            )
            for i, name in enumerate(standard_projects())
        ]

    def command(self, name: str) -> StandardProject | None:
        seat = self.panel.acting_seat()
        return StandardProject(seat, name) if seat is not None else None

    def usable(self, name: str) -> bool:
        command = self.command(name)
        return command is not None and self.panel.table.session.is_legal(command)

    def target_area(self, point) -> pygame.Rect | None:
        """The project's cell under ``point`` (where a highlight of its command goes)."""
        return next((rect for _name, rect in self.cells if rect.collidepoint(point)), None)

    def cell_at(self, pos) -> str | None:
        if not self.contains(pos):
            return None
        return next((name for name, rect in self.cells if rect.collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_click(event, pygame.MOUSEBUTTONDOWN) and self.contains(event.pos):
            self._pressed = self.cell_at(event.pos)
            return True
        if is_click(event, pygame.MOUSEBUTTONUP) and self._pressed is not None:
            name, self._pressed = self._pressed, None
            if self.cell_at(event.pos) == name and self.usable(name):
                self.panel.table.issue(self.command(name))
            return True
        return False

    def targets(self) -> list[Target]:
        return [
            (self.command(name), rect.center)
            for name, rect in self.cells
            if self.visible and self.usable(name)
        ]

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        session = self.panel.table.session
        seat = self.panel.acting_seat()
        p = session.state.players[seat] if seat is not None else None
        hover = self.cell_at(pygame.mouse.get_pos()) if self.hovered() else None
        for name, rect in self.cells:
            spec = standard_projects()[name]
            usable = self.usable(name)
            cost = standard_project_cost(p, name, spec.cost) if p is not None else spec.cost
            if name == "Sell Patents":
                right, detail = (
                    "",
                    Text(N_("{price} M€ per card sold"), {"price": CARD_SALE_PRICE}).translated(),
                )
            else:
                right, detail = f"{cost} M€", describe.behavior(spec.effect)
            self._paint_cell(
                surface,
                rect.inflate(-lay.px(3), -lay.px(3)),
                lay,
                hover == name and usable,
                usable,
                names.project_name(name),
                right,
                detail,
            )

    @staticmethod
    def _paint_cell(surface, rect, lay, hot, usable, label, right, detail) -> None:
        """A flat button: the name and price on one line, what it does under them (smaller than a list row)."""
        fill = theme.BUTTON_HOVER if hot else (theme.BUTTON if usable else theme.BUTTON_DISABLED)
        draw_panel(surface, rect, lay, fill, theme.OCHRE if hot else theme.PANEL_EDGE)
        size, small = lay.font_px(14), lay.font_px(12)
        ink = theme.TEXT if usable else theme.TEXT_DISABLED
        x, inner_right = rect.x + lay.px(5), rect.right - lay.px(5)
        top = rect.centery - (text.line_height(size) + text.line_height(small)) // 2 + lay.px(1)
        price_w = 0
        if right:
            price = text.render(right, size, theme.OCHRE if usable else theme.TEXT_DISABLED, True)
            price_w = price.get_width() + lay.px(6)
            surface.blit(price, price.get_rect(topright=(inner_right, top)))
        name_size, name_lines = text.fit_box(label, size, inner_right - x - price_w, 0, True)
        surface.blit(text.render(name_lines[0], name_size, ink, True), (x, top))
        below = top + text.line_height(size)
        room = pygame.Rect(x, below, inner_right - x, max(text.line_height(small), rect.bottom - below))
        detail_size, lines = text.fit_box(detail, small, room.width, room.height)
        text.blit_lines(surface, lines, room, detail_size, theme.TEXT_DIM if usable else theme.TEXT_DISABLED)


class SidePanel:
    """Tab buttons plus one list per tab; the scene adds ``widgets()`` to its base layer."""

    def __init__(self, table: TmTable) -> None:
        self.table = table
        self.tab = "projects"
        self.tabs = {
            key: Button(TAB_LABELS[key], lambda k=key: self.show(k), name=f"tab:{key}", font_size=14)
            for key in TABS
        }
        self.grid = ProjectGrid(self)
        self.lists = {
            "projects": RowList(self._project_rows, name="list:projects"),
            "milestones": RowList(self._milestone_rows, name="list:milestones"),
            "cards": RowList(lambda: tableau_rows(table), name="list:cards"),
            "log": RowList(lambda: log_rows(table), name="list:log", stick_to_bottom=True),
        }
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._actions_roomy = True  # room for the "Card actions" heading above two rows
        self.log_room: tuple[int, int] | None = None  # the log's font size and text width (log_rows wraps)

    def widgets(self):
        return [*self.tabs.values(), self.grid, *self.lists.values()]

    def show(self, key: str) -> None:
        self.tab = key
        self.grid.visible = key == "projects"
        for name, rows in self.lists.items():
            rows.visible = name == key

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        tab_h = lay.px(28)
        size = lay.font_px(14)
        wanted = [text.width_of(text.resolve(TAB_LABELS[key]), size) + lay.px(28) for key in TABS]
        scale = rect.width / sum(wanted)
        x = rect.x
        for key, want in zip(TABS, wanted, strict=True):
            w = round(want * scale)
            self.tabs[key].rect = pygame.Rect(x, rect.y, w - lay.px(3), tab_h)
            x += w
        body = pygame.Rect(rect.x, rect.y + tab_h + lay.px(4), rect.width, rect.height - tab_h - lay.px(4))
        for key, rows in self.lists.items():
            rows.rect = body.inflate(-lay.px(8), -lay.px(8))
            rows.visible = key == self.tab
        log = self.lists["log"].rect
        self.log_room = (lay.font_px(13), log.width - lay.px(8) - lay.px(18) - lay.px(4))
        inner = self.lists["projects"].rect
        self.grid.layout(pygame.Rect(inner.x, inner.y, inner.width, ProjectGrid.height(lay)), lay)
        self.grid.visible = self.tab == "projects"
        taken = self.grid.rect.height + lay.px(4)
        self.lists["projects"].rect = pygame.Rect(
            inner.x, inner.y + taken, inner.width, max(0, inner.height - taken)
        )
        self._actions_roomy = self.lists["projects"].rect.height >= lay.px(24 + 2 * 40)

    def draw_behind(self, surface: pygame.Surface, lay: Layout) -> None:
        body = (
            self.lists[self.tab].rect.union(self.grid.rect)
            if self.tab == "projects"
            else self.lists[self.tab].rect
        )
        body = body.inflate(lay.px(8), lay.px(8))
        draw_panel(surface, body, lay, (26, 20, 26), theme.PANEL_EDGE)
        tab = self.tabs[self.tab].rect
        pygame.draw.rect(
            surface,
            theme.OCHRE,
            (tab.x + lay.px(4), tab.bottom - lay.px(3), tab.width - lay.px(8), lay.px(3)),
        )

    def route(self, command):
        """Open the tab holding the control for ``command``, or scroll it into view (an input step)."""
        key = None
        if isinstance(command, StandardProject):
            return ("click", self.tabs["projects"].rect.center) if self.tab != "projects" else None
        elif isinstance(command, ClaimMilestone | FundAward):
            key = "milestones"
        elif isinstance(command, CardAction):
            key = "projects"
        if key is None:
            return None
        if self.tab != key:
            return ("click", self.tabs[key].rect.center)
        rows = self.lists[key]
        steps = rows.wheel_towards(command)
        return ("wheel", rows.rect.center, steps) if steps is not None else None

    # --- rows --------------------------------------------------------------------------------------
    def _heading(self, label: str) -> Row:
        def paint(surface, rect, lay, hot):
            image = text.render(label, lay.font_px(14), theme.OCHRE, True)
            surface.blit(image, image.get_rect(midleft=(rect.x + lay.px(4), rect.centery + lay.px(2))))

        return Row(24, paint)

    def acting_seat(self) -> int | None:
        session = self.table.session
        seat = session.current_seat()
        return seat if seat is not None and seat == session.viewer else None

    def _project_rows(self) -> list[Row]:
        session = self.table.session
        seat = self.acting_seat()
        rows: list[Row] = []
        if seat is None:
            return rows
        actions = [
            n
            for n in session.state.players[seat].tableau
            if card(n).action is not None
            or (
                n == session.state.players[seat].corporation
                and session.state.players[seat].first_action_pending
            )
        ]
        if actions and self._actions_roomy:
            rows.append(self._heading(tr(N_("Card actions"))))  # left out when only about one row fits
        for name in actions:
            command = CardAction(seat, name)
            enabled = session.is_legal(command)
            used = name in session.state.players[seat].actions_used
            action = card(name).action
            if action is None:
                detail = tr(N_("First action of your corporation"))
            else:
                options = action["choice"] if "choice" in action else [action]
                now = describe.evaluator(session.state, seat, name)  # X of Martian Rails & co. as it is now
                detail = " / ".join(describe.action_option(o, now) for o in options)
            right = tr(N_("used")) if used else ""
            rows.append(self._command_row(names.card_name(name), right, detail, command, enabled, name))
        return rows

    def _command_row(self, label, right, detail, command, enabled, card_name) -> Row:
        def paint(surface, rect, lay, hot):
            paint_button_row(surface, rect, lay, hot, enabled, label, right, detail)

        return Row(
            40,
            paint,
            on_click=(lambda: self.table.issue(command)) if enabled else None,
            command=command if enabled else None,
            enabled=enabled,
            card=card_name,
        )

    def _milestone_rows(self) -> list[Row]:
        session = self.table.session
        state = session.state
        ms, aw, m_rules, a_rules = milestones_awards()
        seat = self.acting_seat()
        rows = []
        if state.setup.solo:
            rows.append(self._heading(tr(N_("No milestones or awards in the solo game"))))
            return rows
        rows.append(
            self._heading(
                Text(
                    N_("Milestones: {cost} M€, {vp} VP ({claimed} of {most} claimed)"),
                    {
                        "cost": m_rules["cost_megacredits"],
                        "vp": m_rules["vp"],
                        "claimed": len(state.milestones),
                        "most": m_rules["max_claimed_per_game"],
                    },
                ).translated()
            )
        )
        for name, m in ms.items():
            owner = state.milestones.get(name)
            command = ClaimMilestone(seat, name) if seat is not None else None
            enabled = command is not None and session.is_legal(command)
            goal = Text(MILESTONE_GOALS.get(m.metric, m.metric), {"n": m.at_least}).translated()
            values = [(s, milestone_metric(state, s, m.metric)) for s in range(state.n)]
            rows.append(
                self._standing_row(
                    names.milestone_or_award_name(name),
                    goal,
                    owner,
                    values,
                    command,
                    enabled,
                    tr(N_("Claim")),
                    m.at_least,
                )
            )
        funded = dict(state.awards)
        rows.append(
            self._heading(
                Text(
                    N_("Awards: next costs {cost} M€ ({funded} of {most} funded)"),
                    {
                        "cost": award_cost(state),
                        "funded": len(state.awards),
                        "most": a_rules["max_funded_per_game"],
                    },
                ).translated()
            )
        )
        for name, a in aw.items():
            owner = funded.get(name)
            command = FundAward(seat, name) if seat is not None else None
            enabled = command is not None and session.is_legal(command)
            values = [(s, award_metric(state, s, a.metric)) for s in range(state.n)]
            rows.append(
                self._standing_row(
                    names.milestone_or_award_name(name),
                    tr(AWARD_GOALS.get(a.metric, a.metric)),
                    owner,
                    values,
                    command,
                    enabled,
                    tr(N_("Fund")),
                    None,
                )
            )
        return rows

    def _standing_row(self, label, goal, owner, values, command, enabled, verb, target) -> Row:
        session = self.table.session

        def paint(surface, rect, lay, hot):
            inner = rect.inflate(-lay.px(2), -lay.px(3))
            fill = theme.BUTTON_HOVER if hot else (theme.BUTTON if enabled else (36, 30, 34))
            draw_panel(surface, inner, lay, fill, theme.OCHRE if (hot or enabled) else theme.PANEL_EDGE)
            size, small = lay.font_px(theme.FONT_SMALL), lay.font_px(13)
            x = inner.x + lay.px(6)
            top = inner.centery - (size + lay.px(2) + small) // 2  # name and goal centred, off the border
            surface.blit(
                text.render(text.ellipsize(label, size, lay.px(150), True), size, theme.TEXT, True), (x, top)
            )
            surface.blit(
                text.render(text.ellipsize(goal, small, lay.px(190)), small, theme.TEXT_DIM),
                (x, top + size + lay.px(2)),
            )
            # Standings: each player's marker and value.
            vx = inner.x + lay.px(200)
            for seat, value in values:
                icon = sprite(marker_sprite(session.style(seat)), lay.px(14))
                surface.blit(icon, icon.get_rect(midleft=(vx, inner.centery)))
                ink = theme.OCHRE if target is not None and value >= target else theme.TEXT
                image = text.render(str(value), small, ink, True)
                surface.blit(
                    image, image.get_rect(midleft=(vx + icon.get_width() + lay.px(2), inner.centery))
                )
                vx += lay.px(44)
            right = inner.right - lay.px(8)
            if owner is not None:
                icon = sprite(marker_sprite(session.style(owner)), lay.px(22))
                surface.blit(icon, icon.get_rect(midright=(right, inner.centery)))
                name = text.render(text.ellipsize(session.name(owner), small, lay.px(70)), small, theme.TEXT)
                surface.blit(
                    name, name.get_rect(midright=(right - icon.get_width() - lay.px(4), inner.centery))
                )
            elif enabled:
                image = text.render(verb, size, theme.OCHRE, True)
                surface.blit(image, image.get_rect(midright=(right, inner.centery)))

        return Row(
            42,
            paint,
            on_click=(lambda: self.table.issue(command)) if enabled else None,
            command=command if enabled else None,
            enabled=enabled,
        )
