"""The hand: the viewer's cards as an overlapping fan along the bottom of the table.

Hovering a card lifts it and shows it enlarged; clicking selects it and pins the
enlarged card with a Play button (enabled exactly when the engine lists
``PlayCard`` for it) or the engine's reason why it cannot be played now.
Other players' hands are never drawn: only their size, as card backs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, Text, tr
from game.tm.actions import play_card_failure
from game.tm.commands import PlayCard
from game.tm.content import card
from game.tm.payment import card_cost
from ui import text, theme
from ui.layout import Layout
from ui.table.input import CommandButton
from ui.tables.tm import names
from ui.tables.tm.widgets import card_view
from ui.widgets.base import Widget, draw_panel, is_click
from ui.widgets.button import Button

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable

PLAYABLE = (120, 220, 110)
LABEL_ROOM = 18  # above the cards: "<player>'s hand (n)"
WIDE_MIN_WIDTH = 176  # cards laid on their side while each gets at least this much room...
WIDE_MAX_WIDTH = 360  # ...and never wider than this


class Hand(Widget):
    def __init__(self, table: TmTable) -> None:
        super().__init__("hand")
        self.table = table
        self.selected: str | None = None
        self.slots: list[tuple[str, pygame.Rect, pygame.Rect]] = []  # (card, drawn rect, clickable part)
        self._pressed: str | None = None
        self.wide = False  # few cards: drawn on their side with their rules text
        self.card_w = 0

    # --- contents ----------------------------------------------------------------------------------
    def cards(self) -> list[str]:
        """The hand of the seat at the screen, from its engine view (none while nobody may look)."""
        view = self.table.private_view()
        return [] if view is None else list(view["players"][view["seat"]]["hand"])

    def playable(self, name: str) -> bool:
        viewer = self.table.session.viewer
        return viewer is not None and self.table.session.is_legal(PlayCard(viewer, name))

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        names_ = self.cards()
        if self.selected not in names_:
            self.selected = None
        n = len(names_)
        self.slots = []
        self.wide = False
        if n == 0:
            self.card_w = 0
            return
        hover = self.hover_index()
        top = rect.y + lay.px(LABEL_ROOM)
        # Few cards: laid on their side, large enough for their rules text.
        wide_h = rect.bottom - lay.px(5) - top
        gap = lay.px(8)
        wide_w = min(lay.px(WIDE_MAX_WIDTH), (rect.width - 2 * lay.px(8) - gap * (n - 1)) // n)
        if wide_w >= lay.px(WIDE_MIN_WIDTH):
            self.wide = True
            self.card_w = wide_w
            total = n * wide_w + (n - 1) * gap
            x0 = rect.x + (rect.width - total) // 2
            for i, name in enumerate(names_):
                lift = lay.px(4) if (i == hover or name == self.selected) else 0
                drawn = pygame.Rect(x0 + i * (wide_w + gap), top - lift, wide_w, wide_h)
                click = pygame.Rect(drawn.x, rect.y, wide_w, rect.height)
                self.slots.append((name, drawn, click))
            return
        # Many cards: upright, overlapping in a fan when they do not fit side by side.
        h = rect.height - lay.px(28)
        w = round(h / card_view.RATIO)
        self.card_w = w
        inner = rect.inflate(-2 * lay.px(4), 0)
        step = min(w + lay.px(6), (inner.width - w) / max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        x0 = inner.x + (inner.width - total) / 2 if total < inner.width else inner.x
        slots = []
        for i, name in enumerate(names_):
            x = round(x0 + i * step)
            middle = (n - 1) / 2
            arc = round(lay.px(8) * ((i - middle) / max(1.0, middle)) ** 2) if n > 4 else 0
            lift = lay.px(12) if (i == hover or name == self.selected) else 0
            drawn = pygame.Rect(x, rect.y + lay.px(16) + arc - lift, w, round(w * card_view.RATIO))
            right = round(x0 + (i + 1) * step) if i < n - 1 else x + w
            click = pygame.Rect(x, rect.y, max(1, min(w, right - x)), rect.height)
            slots.append((name, drawn, click))
        self.slots = slots

    def hover_index(self) -> int | None:
        if not self.hovered():
            return None
        pos = pygame.mouse.get_pos()
        for i, (_name, _drawn, click) in enumerate(self.slots):
            if click.collidepoint(pos):
                return i
        return None

    def hovered_card(self) -> str | None:
        i = self.hover_index()
        return self.slots[i][0] if i is not None and i < len(self.slots) else None

    def card_at(self, pos) -> str | None:
        for name, _drawn, click in self.slots:
            if click.collidepoint(pos):
                return name
        return None

    def target_area(self, point) -> pygame.Rect | None:
        """The card drawn under ``point`` (where a highlight of its command goes)."""
        return next((drawn for _name, drawn, click in self.slots if click.collidepoint(point)), None)

    def point_of(self, name: str) -> tuple[int, int] | None:
        for card_name, drawn, click in self.slots:
            if card_name == name:
                return (click.centerx, min(click.bottom - 4, drawn.centery))
        return None

    # --- input -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_click(event, pygame.MOUSEBUTTONDOWN) and self.rect.collidepoint(event.pos):
            self._pressed = self.card_at(event.pos)
            return self._pressed is not None
        if is_click(event, pygame.MOUSEBUTTONUP) and self._pressed is not None:
            name, self._pressed = self._pressed, None
            if self.card_at(event.pos) == name:
                self.selected = None if self.selected == name else name
            return True
        return False

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, (26, 20, 26), theme.PANEL_EDGE)
        session = self.table.session
        viewer = self.table.private_seat()
        if viewer is None:
            self._draw_hidden(surface, lay)
            return
        if not self.slots:
            size = lay.font_px(theme.FONT_SMALL)
            label = text.render(tr(N_("No cards in hand")), size, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(center=self.rect.center))
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(0, lay.px(40)).move(0, -lay.px(20)))
        # The pinned card last: in an overlapping fan it lies over its neighbours, wholly in view.
        for name, drawn, _click in sorted(self.slots, key=lambda slot: slot[0] == self.selected):
            if self.wide:
                image = card_view.wide_face(name, drawn.width, drawn.height, lay.scale)
            else:
                image = card_view.face(name, drawn.width)
            surface.blit(image, drawn.topleft)
            if self.playable(name):
                pygame.draw.rect(surface, PLAYABLE, drawn.inflate(lay.px(2), lay.px(2)), lay.px(3), lay.px(8))
            else:
                veil = pygame.Surface(drawn.size, pygame.SRCALPHA)
                veil.fill((10, 8, 12, 70))
                surface.blit(veil, drawn.topleft)
            if name == self.selected:
                pygame.draw.rect(
                    surface, theme.FOCUS, drawn.inflate(lay.px(6), lay.px(6)), lay.px(3), lay.px(10)
                )
        surface.set_clip(clip)
        owner = text.render(
            Text(
                N_("{player}'s hand ({count})"), {"player": session.name(viewer), "count": len(self.slots)}
            ).translated(),
            lay.font_px(12),
            theme.TEXT_DIM,
        )
        surface.blit(owner, owner.get_rect(topleft=(self.rect.x + lay.px(6), self.rect.y + lay.px(1))))

    def _draw_hidden(self, surface: pygame.Surface, lay: Layout) -> None:
        size = lay.font_px(theme.FONT_SMALL)
        label = text.render(
            tr(N_("Hands are hidden until the next player takes the mouse")), size, theme.TEXT_DIM
        )
        surface.blit(label, label.get_rect(center=self.rect.center))


class CardPreview(Widget):
    """The enlarged selected card, pinned above the hand, with Play and Close."""

    def __init__(self, table: TmTable, hand: Hand) -> None:
        super().__init__("card_preview")
        self.table = table
        self.hand = hand
        self.play = CommandButton(
            N_("Play this card"),
            self._command,
            table.issue,
            table.session.is_legal,
            name="play_card",
            primary=True,
        )
        self.close = Button(N_("Close"), self._close, name="close_card", font_size=theme.FONT_SMALL)
        self.card_rect = pygame.Rect(0, 0, 0, 0)

    def _command(self):
        viewer = self.table.session.viewer
        if self.hand.selected is None or viewer is None:
            return None
        return PlayCard(viewer, self.hand.selected)

    def _close(self) -> None:
        self.hand.selected = None

    def layout(self, lay: Layout, area: pygame.Rect) -> None:
        self.visible = self.hand.selected is not None
        for b in (self.play, self.close):
            b.visible = self.visible
        if not self.visible:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        w = lay.px(250)
        h = round(w * card_view.RATIO)
        panel_w = w + lay.px(24)
        panel_h = h + lay.px(150)
        x = area.x + lay.px(8)
        for name, drawn, _click in self.hand.slots:
            if name == self.hand.selected:
                x = max(
                    area.x + lay.px(8), min(drawn.centerx - panel_w // 2, area.right - panel_w - lay.px(8))
                )
        self.rect = pygame.Rect(x, self.hand.rect.y - panel_h + lay.px(8), panel_w, panel_h)
        self.card_rect = pygame.Rect(self.rect.x + lay.px(12), self.rect.y + lay.px(12), w, h)
        bh = lay.px(36)
        self.play.rect = pygame.Rect(self.rect.x + lay.px(12), self.rect.bottom - 2 * bh - lay.px(18), w, bh)
        self.close.rect = pygame.Rect(self.rect.x + lay.px(12), self.rect.bottom - bh - lay.px(10), w, bh)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        for b in (self.play, self.close):
            if b.handle_event(event):
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos):
            return True
        return False

    def targets(self):
        return self.play.targets() if self.visible else []

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        if not self.visible or self.hand.selected is None:
            return
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.OCHRE)
        name = self.hand.selected
        surface.blit(card_view.face(name, self.card_rect.width), self.card_rect.topleft)
        note = self._note()
        size = lay.font_px(13)
        area = pygame.Rect(
            self.card_rect.x, self.card_rect.bottom + lay.px(4), self.card_rect.width, lay.px(40)
        )
        color = theme.TEXT_DIM if self.play.enabled else theme.ERROR
        text.blit_lines(surface, text.wrap(note, size, area.width), area, size, color)
        self.play.draw(surface, lay)
        self.close.draw(surface, lay)

    def _note(self) -> str:
        session = self.table.session
        viewer = session.viewer
        name = self.hand.selected
        if viewer is None or name is None:
            return ""
        p = session.state.players[viewer]
        if self.play.enabled:
            return Text(
                N_("You pay {cost} M€ (printed cost {printed})"),
                {"cost": card_cost(p, card(name)), "printed": card(name).cost},
            ).translated()
        why = play_card_failure(session.state, viewer, name) if session.current_seat() == viewer else None
        if why is None:
            return tr(N_("You can play cards when it is your turn to act."))
        return Text(
            N_("Cannot play it now: {reason}"),
            {
                "reason": Text(
                    why.template, names.localise_params(why.params, session.player_names)
                ).translated()
            },
        ).translated()
