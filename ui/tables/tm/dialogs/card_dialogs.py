"""Dialogs that show cards: choose one card (draft, discard, a card to add or
remove resources), choose several (research, starting hand, sell patents, keep),
and choose the corporation (full card views, with the dealt project cards).

A click selects (or toggles) a card; the confirm button sends the answer and is
enabled exactly when the engine accepts that selection.
"""

from __future__ import annotations

import math

import pygame

from game.core.command import Command
from game.i18n import N_, N_plural, Text, tr
from game.tm.commands import ChooseCard, ChooseCards, ChooseCorporation
from game.tm.constants import CARD_PRICE, CARD_SALE_PRICE
from game.tm.content import card
from game.tm.state import MC
from ui import text, theme
from ui.layout import Layout
from ui.table.input import CommandButton
from ui.tables.tm import names
from ui.tables.tm.dialogs.dialog_base import Dialog
from ui.tables.tm.widgets import card_view
from ui.widgets.base import Widget, is_click

WIDE_MIN_SIZE = (
    176,
    80,
)  # faces on their side: at least this large (reference pixels) for their rules text...
WIDE_MAX_WIDTH = 360  # ...never wider than this...
WIDE_MIN_ASPECT = 2.2  # ...and never taller than width / this
LARGE_ENOUGH = 200  # an upright face this wide (reference pixels) is not enlarged on hover


class CardGrid(Widget):
    """Card faces in rows; clicking one calls ``on_pick(name)``.

    Upright faces while they are large enough for their rules text; else, when that gives the
    text room, faces laid on their side (as in a short hand); else small upright faces (hover
    enlarges them)."""

    def __init__(self, cards: list[str], on_pick, is_selected, caption=None, name: str = "cards") -> None:
        super().__init__(name)
        self.cards = cards
        self.on_pick = on_pick
        self.is_selected = is_selected
        self.caption = caption
        self.slots: list[tuple[str, pygame.Rect]] = []
        self._pressed: str | None = None
        self.max_width = 270  # reference pixels: a few cards are drawn large, their text at ~18 px
        self.wide = False  # faces laid on their side
        self.scale = 1.0

    def arrange(self, lay: Layout) -> None:
        n = max(1, len(self.cards))
        area = self.rect
        gap = lay.px(10)
        caption_h = lay.px(20) if self.caption else 0
        self.scale = lay.scale
        best = None
        for cols in range(1, n + 1):
            rows = math.ceil(n / cols)
            w = min(
                lay.px(self.max_width),
                (area.width - (cols - 1) * gap) // cols,
                round((area.height - (rows - 1) * gap - rows * caption_h) / rows / card_view.RATIO),
            )
            if best is None or w > best[0]:
                best = (w, cols)
        w, cols = best
        h = round(w * card_view.RATIO)
        self.wide = False
        if w < lay.px(card_view.FULL_TEXT_WIDTH):
            wide = self._wide_size(lay, n, gap, caption_h)
            if wide is not None:
                self.wide = True
                w, h, cols = wide
        self._place(n, cols, w, h, gap, caption_h)

    def _wide_size(self, lay: Layout, n: int, gap: int, caption_h: int) -> tuple[int, int, int] | None:
        """(width, height, columns) of the largest faces on their side that fit, or None when even
        those would be too small for their rules text."""
        area = self.rect
        best = None
        for cols in range(1, n + 1):
            rows = math.ceil(n / cols)
            w = min(lay.px(WIDE_MAX_WIDTH), (area.width - (cols - 1) * gap) // cols)
            h = min(round(w / WIDE_MIN_ASPECT), (area.height - (rows - 1) * gap) // rows - caption_h)
            if (
                w >= lay.px(WIDE_MIN_SIZE[0])
                and h >= lay.px(WIDE_MIN_SIZE[1])
                and (best is None or w * h > best[0] * best[1])
            ):
                best = (w, h, cols)
        return best

    def _place(self, n: int, cols: int, w: int, h: int, gap: int, caption_h: int) -> None:
        area = self.rect
        rows = math.ceil(n / cols)
        total_w = cols * w + (cols - 1) * gap
        x0 = area.x + (area.width - total_w) // 2
        self.slots = []
        for i, name in enumerate(self.cards):
            r, c = divmod(i, cols)
            if r == rows - 1:  # centre the last row
                in_row = n - r * cols
                x_start = area.x + (area.width - (in_row * w + (in_row - 1) * gap)) // 2
            else:
                x_start = x0
            self.slots.append(
                (name, pygame.Rect(x_start + c * (w + gap), area.y + r * (h + caption_h + gap), w, h))
            )

    def image(self, name: str, rect: pygame.Rect) -> pygame.Surface:
        if self.wide:
            return card_view.wide_face(name, rect.width, rect.height, self.scale)
        return card_view.face(name, rect.width)

    def rules_layout(self, name: str) -> card_view.RulesLayout | None:
        """How the card's rules text is drawn in its slot (None for a card not in the grid)."""
        for card_name, rect in self.slots:
            if card_name == name:
                if self.wide:
                    return card_view.wide_face_rules(name, rect.width, rect.height, self.scale)
                return card_view.face_rules(name, rect.width)
        return None

    def popup_card(self, lay: Layout) -> str | None:
        """The hovered card to show enlarged: not one drawn upright ``LARGE_ENOUGH`` wide, whose
        whole rules text is in view already."""
        name = self.hovered_card()
        for card_name, rect in self.slots:
            if card_name == name and not self.wide and rect.width >= lay.px(LARGE_ENOUGH):
                return None
        return name

    def target_area(self, point) -> pygame.Rect | None:
        """The card under ``point`` (where a highlight of its command goes)."""
        return next((rect for _name, rect in self.slots if rect.collidepoint(point)), None)

    def areas_of(self, names) -> list[pygame.Rect]:
        """Where the cards ``names`` are drawn (those shown)."""
        return [rect for name, rect in self.slots if name in names]

    def card_at(self, pos) -> str | None:
        for name, rect in self.slots:
            if rect.collidepoint(pos):
                return name
        return None

    def point_of(self, name: str) -> tuple[int, int] | None:
        for card_name, rect in self.slots:
            if card_name == name:
                return rect.center
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_click(event, pygame.MOUSEBUTTONDOWN) and self.rect.collidepoint(event.pos):
            self._pressed = self.card_at(event.pos)
            return self._pressed is not None
        if is_click(event, pygame.MOUSEBUTTONUP) and self._pressed is not None:
            name, self._pressed = self._pressed, None
            if self.card_at(event.pos) == name:
                self.on_pick(name)
            return True
        return False

    def hovered_card(self) -> str | None:
        return self.card_at(pygame.mouse.get_pos()) if self.hovered() else None

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.arrange(lay)
        hover = self.hovered_card()
        for name, rect in self.slots:
            surface.blit(self.image(name, rect), rect.topleft)
            if self.is_selected(name):
                pygame.draw.rect(
                    surface, theme.FOCUS, rect.inflate(lay.px(8), lay.px(8)), lay.px(4), lay.px(12)
                )
                tick = pygame.Rect(0, 0, lay.px(30), lay.px(30))
                tick.center = (rect.right - lay.px(6), rect.bottom - lay.px(6))
                pygame.draw.circle(surface, theme.FOCUS, tick.center, tick.width // 2)
                pygame.draw.lines(
                    surface,
                    (20, 14, 12),
                    False,
                    [
                        (tick.x + lay.px(7), tick.centery),
                        (tick.centerx - lay.px(2), tick.bottom - lay.px(8)),
                        (tick.right - lay.px(7), tick.y + lay.px(8)),
                    ],
                    lay.px(4),
                )
            elif name == hover:
                pygame.draw.rect(
                    surface, theme.OCHRE, rect.inflate(lay.px(4), lay.px(4)), lay.px(2), lay.px(10)
                )
            if self.caption:
                line = self.caption(name)
                if line:
                    size = lay.font_px(13)
                    image = text.render(text.ellipsize(line, size, rect.width), size, theme.TEXT_DIM)
                    surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.bottom + lay.px(2))))


def _owner_caption(table):
    def caption(name: str) -> str:
        for p in table.session.state.players:
            if name in p.tableau:
                count = p.card_resources.get(name, 0)
                c = card(name)
                res = names.resource(c.resource_type) if c.resource_type else ""
                return f"{table.session.name(p.seat)} · {count} {res}".strip()
        return ""

    return caption


class CardDialog(Dialog):
    size = (1100, 620)

    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        self.selected: str | None = None
        cards = list(decision.cards)
        in_tableau = decision.purpose in ("remove_from", "add_resources", "copy_production")
        self.grid = self.add(
            CardGrid(
                cards, self.pick, lambda n: n == self.selected, _owner_caption(table) if in_tableau else None
            )
        )
        self.confirm = self.add(
            CommandButton(
                lambda: (
                    Text(N_("Choose {card}"), {"card": names.card_name(self.selected)}).translated()
                    if self.selected
                    else tr(N_("Choose a card"))
                ),
                lambda: ChooseCard(self.seat, self.selected) if self.selected else None,
                table.issue,
                table.session.is_legal,
                name="confirm",
                primary=True,
            )
        )

    def pick(self, name: str) -> None:
        self.selected = name

    def layout_body(self, lay: Layout) -> None:
        extra = self.extra_height(lay)
        self.grid.rect = pygame.Rect(self.body.x, self.body.y, self.body.width, self.body.height - extra)
        self.confirm.rect = pygame.Rect(
            self.footer.right - lay.px(320), self.footer.y, lay.px(320), self.footer.height
        )

    def extra_height(self, lay: Layout) -> int:
        return 0

    def route(self, command: Command):
        if isinstance(command, ChooseCard) and self.selected != command.card:
            return self.grid.point_of(command.card)
        return None

    def hovered_card(self) -> str | None:
        return self.grid.hovered_card()

    def popup_card(self, lay: Layout) -> str | None:
        return self.grid.popup_card(lay)


class DraftDialog(CardDialog):
    """Draft picks: the packet, plus the cards already drafted this generation."""

    def extra_height(self, lay: Layout) -> int:
        return lay.px(40)

    def draw_body(self, surface, lay) -> None:
        drafted = self.table.session.state.players[self.seat].dealt_cards
        line = Text(
            N_("Drafted so far: {cards}"), {"cards": ", ".join(names.card_name(c) for c in drafted) or "—"}
        ).translated()
        size = lay.font_px(14)
        area = pygame.Rect(self.body.x, self.body.bottom - lay.px(34), self.body.width, lay.px(34))
        text.blit_lines(surface, text.wrap(line, size, area.width)[:2], area, size, theme.TEXT_DIM)


class CardsDialog(Dialog):
    size = (1180, 680)

    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        self.cards = list(decision.cards)
        self.chosen: set[str] = set()
        self.grid = self.add(CardGrid(self.cards, self.toggle, lambda n: n in self.chosen))
        self.confirm = self.add(
            CommandButton(
                self._confirm_label,
                self.answer,
                table.issue,
                table.session.is_legal,
                name="confirm",
                primary=True,
            )
        )

    def answer(self) -> ChooseCards:
        return ChooseCards(self.seat, tuple(c for c in self.cards if c in self.chosen))

    def toggle(self, name: str) -> None:
        self.chosen.symmetric_difference_update({name})

    def _confirm_label(self) -> str:
        n = len(self.chosen)
        purpose = self.decision.purpose
        if purpose in ("research", "starting"):
            return Text(N_plural("Buy {count} card", "Buy {count} cards"), {"count": n}).translated()
        if purpose == "sell":
            return Text(N_plural("Sell {count} card", "Sell {count} cards"), {"count": n}).translated()
        return Text(N_plural("Keep {count} card", "Keep {count} cards"), {"count": n}).translated()

    def running_cost(self) -> str:
        decision = self.decision
        n = len(self.chosen)
        purpose = decision.purpose
        price = decision.price
        if purpose == "starting":
            corp = decision.corporation
            start = (card(corp).starting or {}).get("megacredits", 0) if corp else 0
            return Text(
                N_plural(
                    "{count} card costs {cost} M€: you start with {left} M€ of {start} M€",
                    "{count} cards cost {cost} M€: you start with {left} M€ of {start} M€",
                ),
                {"count": n, "cost": n * price, "left": start - n * price, "start": start},
            ).translated()
        if purpose == "research":
            have = self.table.session.state.players[self.seat].resources[MC]
            return Text(
                N_plural(
                    "{count} card costs {cost} M€ (you have {have} M€)",
                    "{count} cards cost {cost} M€ (you have {have} M€)",
                ),
                {"count": n, "cost": n * price, "have": have},
            ).translated()
        if purpose == "sell":
            return Text(N_("You get {count} M€"), {"count": n * CARD_SALE_PRICE}).translated()
        return Text(N_("{count} of {want} chosen"), {"count": n, "want": decision.low}).translated()

    def layout_body(self, lay: Layout) -> None:
        self.grid.rect = self.body
        self.confirm.rect = pygame.Rect(
            self.footer.right - lay.px(260), self.footer.y, lay.px(260), self.footer.height
        )

    def draw(self, surface, lay) -> None:
        super().draw(surface, lay)
        size = lay.font_px(theme.FONT_SMALL)
        image = text.render(self.running_cost(), size, theme.TEXT, True)
        surface.blit(image, image.get_rect(midright=(self.confirm.rect.x - lay.px(16), self.footer.centery)))

    def route(self, command: Command):
        if not isinstance(command, ChooseCards):
            return None
        wanted = set(command.cards)
        for name in self.cards:
            if (name in wanted) != (name in self.chosen):
                return self.grid.point_of(name)
        return None

    def hovered_card(self) -> str | None:
        return self.grid.hovered_card()

    def popup_card(self, lay: Layout) -> str | None:
        return self.grid.popup_card(lay)


class CorporationDialog(Dialog):
    size = (1240, 700)

    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        self.corporations = list(decision.corporations)
        self.selected: str | None = None
        self.grid = self.add(
            CardGrid(self.corporations, self.pick, lambda n: n == self.selected, name="corporations")
        )
        self.grid.max_width = 300
        dealt = list(table.session.state.players[self.seat].dealt_cards)
        self.dealt = self.add(CardGrid(dealt, lambda n: None, lambda n: False, name="dealt"))
        self.confirm = self.add(
            CommandButton(
                lambda: (
                    Text(N_("Play {card}"), {"card": names.card_name(self.selected)}).translated()
                    if self.selected
                    else tr(N_("Choose a corporation"))
                ),
                lambda: ChooseCorporation(self.seat, self.selected) if self.selected else None,
                table.issue,
                table.session.is_legal,
                name="confirm",
                primary=True,
            )
        )

    def pick(self, name: str) -> None:
        self.selected = name

    def layout_body(self, lay: Layout) -> None:
        # The corporations get what their upright faces need; the rest goes to the dealt cards.
        n = max(1, len(self.corporations))
        left_w = min(round(self.body.width * 0.45), n * lay.px(240) + (n - 1) * lay.px(10))
        self.grid.rect = pygame.Rect(self.body.x, self.body.y, left_w, self.body.height)
        self.dealt.rect = pygame.Rect(
            self.body.x + left_w + lay.px(16),
            self.body.y + lay.px(28),
            self.body.width - left_w - lay.px(16),
            self.body.height - lay.px(28),
        )
        self.confirm.rect = pygame.Rect(
            self.footer.right - lay.px(320), self.footer.y, lay.px(320), self.footer.height
        )

    def draw_body(self, surface, lay) -> None:
        size = lay.font_px(14)
        label = Text(
            N_("Your project cards (you buy them next, {price} M€ each)"), {"price": CARD_PRICE}
        ).translated()
        surface.blit(text.render(label, size, theme.TEXT_DIM, True), (self.dealt.rect.x, self.body.y))

    def route(self, command: Command):
        if isinstance(command, ChooseCorporation) and self.selected != command.corporation:
            return self.grid.point_of(command.corporation)
        return None

    def hovered_card(self) -> str | None:
        return self.grid.hovered_card() or self.dealt.hovered_card()

    def popup_card(self, lay: Layout) -> str | None:
        return self.grid.popup_card(lay) or self.dealt.popup_card(lay)
