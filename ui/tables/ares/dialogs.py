"""The Ares decisions as dialogs: the opening (2 cards chosen from the deck, in secret), every
combat decision (declare, place, redeploy, emergency defense, retreat, fire, reroll, destroy,
Raid force and rewards) as a list of the ways to answer."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame

from game.ares import commands as C
from game.ares.flow import OPENING_CARDS
from game.i18n import N_, Text
from ui import text, theme
from ui.layout import Layout
from ui.table.dialog import DecisionDialog
from ui.table.input import CommandButton, Target
from ui.tables.ares import names
from ui.tables.ares.widgets.cards import draw_face
from ui.tables.ares.widgets.spots import SpotWidget
from ui.widgets.button import Button


@dataclass(frozen=True, slots=True)
class AresDecision:
    """The decision the engine waits for: ``do`` (opening or a combat's ``Pending.do``) by ``seat``."""

    seat: int
    do: str
    version: int


class OpeningDialog(DecisionDialog):
    """Setup: choose 2 cards of your deck to start with (the rest is shuffled)."""

    size = (1100, 640)

    def __init__(self, table, decision: AresDecision) -> None:
        super().__init__(table, decision)
        self.chosen: list[str] = []
        self.tiles: list[tuple[pygame.Rect, str]] = []
        self.grid = self.add(SpotWidget("opening:cards"))
        self.confirm = self.add(
            CommandButton(
                lambda: Text(N_("Take these {count} cards"), {"count": OPENING_CARDS}).translated(),
                self.command,
                table.issue,
                table.session.is_legal,
                name="opening:confirm",
                primary=True,
            )
        )

    def deck(self) -> list[str]:
        view = self.table.private_view()
        return [] if view is None else sorted(set(view["players"][self.seat]["deck"]))

    def counts(self) -> Counter:
        view = self.table.private_view()
        return Counter() if view is None else Counter(view["players"][self.seat]["deck"])

    def command(self):
        if len(self.chosen) != 2:
            return None
        return C.Opening(self.seat, tuple(sorted(self.chosen)))

    def toggle(self, card: str) -> None:
        if card in self.chosen and (self.chosen.count(card) >= self.counts()[card] or len(self.chosen) >= 2):
            self.chosen.remove(card)
        elif len(self.chosen) < OPENING_CARDS:
            self.chosen.append(card)

    def title(self) -> str:
        return Text(
            N_("Choose {count} cards of your deck for your opening hand (the rest is shuffled)."),
            {"count": OPENING_CARDS},
        ).translated()

    def layout_body(self, lay: Layout) -> None:
        deck = self.deck()
        gap = lay.px(6)

        def tile(rows: int) -> tuple[int, int, int]:
            cols = max(1, -(-len(deck) // rows))
            w = (self.body.width - gap * (cols - 1)) // cols
            return cols, w, min(w * 7 // 5, (self.body.height - gap * (rows - 1)) // rows)

        # the grid whose tiles hold the most text (their width times the height below name and kind)
        cols, w, h = max(
            (tile(rows) for rows in range(1, 6)),
            key=lambda t: (t[1] - lay.px(10)) * max(0, t[2] - lay.px(70)),
        )
        self.tiles = []
        for i, card in enumerate(deck):
            r = pygame.Rect(self.body.x + (i % cols) * (w + gap), self.body.y + (i // cols) * (h + gap), w, h)
            self.tiles.append((r, card))
        self.grid.rect = self.body
        self.grid.spots = [(r, card, lambda card=card: self.toggle(card)) for r, card in self.tiles]
        self.confirm.rect = pygame.Rect(
            self.footer.right - lay.px(300), self.footer.y, lay.px(300), self.footer.height
        )

    def draw_body(self, surface, lay: Layout) -> None:
        counts = self.counts()
        for rect, card in self.tiles:
            draw_face(surface, lay, rect, card, selected=card in self.chosen, cards=self.table.cards())
            tag = text.render(f"x{counts[card]}", lay.font_px(12), theme.TEXT_DIM)
            surface.blit(tag, (rect.x + lay.px(4), rect.bottom - tag.get_height() - lay.px(3)))
        words = Text(
            N_("Chosen: {count} of {total}"), {"count": len(self.chosen), "total": OPENING_CARDS}
        ).translated()
        surface.blit(
            text.render(words, lay.font_px(15), theme.OCHRE), (self.footer.x, self.footer.centery - lay.px(9))
        )

    def route(self, command) -> tuple[int, int] | None:
        if not isinstance(command, C.Opening):
            return None
        want = Counter(command.cards)
        have = Counter(self.chosen)
        for card in have - want:
            return self._tile(card)
        for card in want - have:
            return self._tile(card)
        return None

    def _tile(self, card: str) -> tuple[int, int] | None:
        return next((r.center for r, c in self.tiles if c == card), None)


class ChoiceRows(SpotWidget):
    """The ways to answer, one row each, a page at a time."""

    def __init__(self, dialog: ChoiceDialog) -> None:
        super().__init__("choices")
        self.dialog = dialog
        self.rows: list[tuple[pygame.Rect, object]] = []

    def draw(self, surface, lay: Layout) -> None:
        size = lay.font_px(14)
        pos = pygame.mouse.get_pos()
        for rect, command in self.rows:
            fill = theme.BUTTON_HOVER if rect.collidepoint(pos) else theme.BUTTON
            if isinstance(command, C.Proceed | C.Retreat):
                fill = theme.RUST_DARK
            pygame.draw.rect(surface, fill, rect, 0, lay.px(6))
            fit, lines = text.fit_box(
                names.describe(command, self.dialog.table.cards()),
                size,
                rect.width - lay.px(12),
                rect.height,
                one_line_first=True,
            )
            text.blit_lines(surface, lines[:1], rect.inflate(-lay.px(12), -lay.px(4)), fit, theme.TEXT)

    def targets(self) -> list[Target]:
        return [(command, rect.center) for rect, command in self.rows]


class ChoiceDialog(DecisionDialog):
    """A combat decision: every legal answer as a row, beside the battle line (not over it)."""

    modal = False

    def __init__(self, table, decision: AresDecision) -> None:
        super().__init__(table, decision)
        self.page = 0
        self.per_page = 1
        self.rows = self.add(ChoiceRows(self))
        self.prev = self.add(
            Button(N_("Previous"), lambda: self._turn(-1), name="choices:prev", font_size=theme.FONT_SMALL)
        )
        self.next = self.add(
            Button(N_("More"), lambda: self._turn(1), name="choices:next", font_size=theme.FONT_SMALL)
        )

    def options(self) -> list:
        return [c for c in self.table.session.legal() if c.seat == self.seat]

    def _turn(self, step: int) -> None:
        pages = max(1, -(-len(self.options()) // self.per_page))
        self.page = (self.page + step) % pages

    def title(self) -> str:
        return names.prompt(self.decision.do)

    def layout(self, lay: Layout) -> None:
        self.rect = self.table.rects["decision"]
        pad = lay.px(12)
        title_h = self.title_height(lay)
        footer_h = lay.px(34)
        self.footer = pygame.Rect(
            self.rect.x + pad, self.rect.bottom - pad - footer_h, self.rect.width - 2 * pad, footer_h
        )
        self.body = pygame.Rect(
            self.rect.x + pad,
            self.rect.y + pad + title_h,
            self.rect.width - 2 * pad,
            self.footer.y - lay.px(6) - self.rect.y - pad - title_h,
        )
        row_h = lay.px(32)
        self.per_page = max(1, self.body.height // row_h)
        options = self.options()
        pages = max(1, -(-len(options) // self.per_page))
        self.page = min(self.page, pages - 1)
        shown = options[self.page * self.per_page : (self.page + 1) * self.per_page]
        self.rows.rect = self.body
        self.rows.rows = [
            (pygame.Rect(self.body.x, self.body.y + i * row_h, self.body.width, row_h - lay.px(4)), c)
            for i, c in enumerate(shown)
        ]
        self.rows.spots = [(r, c, lambda c=c: self.table.issue(c)) for r, c in self.rows.rows]
        half = (self.footer.width - lay.px(8)) // 2
        self.prev.visible = self.next.visible = pages > 1
        self.prev.rect = pygame.Rect(self.footer.x, self.footer.y, half, footer_h)
        self.next.rect = pygame.Rect(self.footer.x + half + lay.px(8), self.footer.y, half, footer_h)

    def title_height(self, lay: Layout) -> int:
        size = lay.font_px(15)
        lines = text.wrap(self.title(), size, self.rect.width - 2 * lay.px(12), True)
        return len(lines) * text.line_height(size, True) + lay.px(6)

    def draw(self, surface, lay: Layout) -> None:
        from ui.widgets.base import draw_panel

        draw_panel(surface, self.rect, lay, theme.PANEL, theme.OCHRE)
        size = lay.font_px(15)
        pad = lay.px(12)
        area = pygame.Rect(
            self.rect.x + pad, self.rect.y + pad, self.rect.width - 2 * pad, self.title_height(lay)
        )
        text.blit_lines(
            surface, text.wrap(self.title(), size, area.width, True), area, size, theme.OCHRE, True
        )
        self.group.draw(surface, lay)

    def route(self, command) -> tuple[int, int] | None:
        options = self.options()
        if command not in options or not self.next.visible:
            return None
        return self.next.rect.center


def make_dialog(table, decision: AresDecision) -> DecisionDialog:
    if decision.do == "opening":
        return OpeningDialog(table, decision)
    return ChoiceDialog(table, decision)
