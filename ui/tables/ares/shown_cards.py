"""Any card of the Ares table shown large, with its ratings, abilities and text: the one under the
mouse, or the one chosen with the keyboard (C steps through the hand, your base, the other bases'
open cards and the battle line; Shift+C back; Esc or the mouse puts it away), also over the
opening's dialog, whose tiles are small. Every face it draws goes through ``draw_face`` (the privacy
test watches this module too), and only cards already face up on the screen are ever shown."""

from __future__ import annotations

import pygame

from ui import theme
from ui.layout import Layout
from ui.tables.ares.widgets.cards import draw_face


class ShowsCardsLarge:
    """Mixed into the table scene (its widgets ``hand``, ``bottom_seat``, ``top_seat``,
    ``opponents``, ``combat_panel``, the kit's layers and ``cards()``)."""

    shown_card: int | None = None  # the card shown large by the keyboard, by its place in ``table_cards``

    def card_widgets(self) -> list:
        return [self.hand, self.bottom_seat, self.top_seat, *self.opponents, self.combat_panel]

    def card_dialog(self):
        """The modal dialog whose cards C steps through (the opening's deck), else None."""
        layer = self.top_layer()
        return layer if layer is not None and layer is self.dialog and hasattr(layer, "tiles") else None

    def table_cards(self) -> list[tuple[pygame.Rect, str]]:
        """Every card face shown, in the order C steps through them: the hand, your base, the other
        bases (their open cards), the battle line; over the opening's dialog, its cards; nothing
        behind an overlay (the hand-off) or another modal dialog."""
        dialog = self.card_dialog()
        if dialog is not None:
            return list(dialog.tiles)
        if self.top_layer() not in (None, self.turn_end):
            return []
        out: list[tuple[pygame.Rect, str]] = []
        for widget in self.card_widgets():
            if not widget.visible:
                continue
            if widget is self.hand:
                out += [(r, c) for r, _i, c in self.hand.card_rects]
            elif widget is self.combat_panel:
                out += list(self.combat_panel.force_rects)
            else:
                out += list(widget.card_rects)
        return out

    def show_next_card(self, step: int) -> None:
        """Show the next (``step`` 1) or the previous (-1) card of the table large, as the mouse does."""
        cards = self.table_cards()
        if not cards:
            self.shown_card = None
            return
        if self.shown_card is None or not 0 <= self.shown_card < len(cards):
            self.shown_card = 0 if step > 0 else len(cards) - 1
        else:
            self.shown_card = (self.shown_card + step) % len(cards)

    def handle_card_keys(self, event: pygame.event.Event) -> bool:
        """C (Shift+C back) shows the cards of the table large one by one; Esc or the mouse puts the
        shown card away. Not over an overlay or a modal dialog (they take the keys), except the
        opening's, whose cards it shows (the kit asks this before the top layer:
        ``TableScene.handle_event``)."""
        if event.type == pygame.MOUSEMOTION:
            self.shown_card = None
            return False
        if event.type != pygame.KEYDOWN or (self.top_layer() is not None and self.card_dialog() is None):
            return False
        if event.key == pygame.K_c and not event.mod & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
        ):
            self.show_next_card(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key == pygame.K_ESCAPE and self.shown_card is not None:
            self.shown_card = None
            return True
        return False

    def side_at(self, anchor: pygame.Rect) -> str | None:
        """The side up of the built card drawn at ``anchor`` on the table (None: a hand card)."""
        for widget in self.card_widgets():
            sides = getattr(widget, "sides", None)
            if widget.visible and sides and tuple(anchor) in sides:
                return sides[tuple(anchor)]
        return None

    def card_to_show(self) -> tuple[pygame.Rect, str, bool] | None:
        """The card to show large: the one chosen with C, else the one under the mouse (and
        whether the keyboard chose it)."""
        if self.shown_card is not None:
            cards = self.table_cards()
            if 0 <= self.shown_card < len(cards):
                return (*cards[self.shown_card], True)
            self.shown_card = None
        dialog = self.card_dialog()
        if dialog is not None:
            pos = pygame.mouse.get_pos()
            return next(((r, c, False) for r, c in dialog.tiles if r.collidepoint(pos)), None)
        if self.top_layer() not in (None, self.turn_end):
            return None
        for widget in self.card_widgets():
            if widget.visible:
                hovered = widget.hovered_card()
                if hovered is not None:
                    return (*hovered, False)
        return None

    def draw_card_popup(self, surface: pygame.Surface, lay: Layout) -> None:
        """A card under the mouse (or chosen with C), shown large with its ratings and text, over
        the table and over the opening's dialog."""
        shown = self.card_to_show()
        if shown is None:
            return
        anchor, card, by_key = shown
        side = self.side_at(anchor) if self.card_dialog() is None else None
        if by_key:
            ring = anchor.inflate(lay.px(6), lay.px(6))
            pygame.draw.rect(surface, theme.FOCUS, ring, lay.px(theme.FOCUS_WIDTH), lay.px(8))
        rect = pygame.Rect(0, 0, lay.px(200), lay.px(260))
        rect.midbottom = (anchor.centerx, anchor.y - lay.px(6))
        if rect.top < lay.px(44):
            rect.midtop = (anchor.centerx, anchor.bottom + lay.px(6))
        rect.clamp_ip(pygame.Rect(0, 0, lay.width, lay.height))
        draw_face(surface, lay, rect, card, side, detail=True, cards=self.cards())
