"""The hand of the person at the screen and what they do with it: in the planning season, click
hand cards into the program's slots (left to right, the order they are revealed), click a slot to
take a card back, then Confirm; in the development season, Pass or take a card back from the
discard pile (a special part is bought from the supply panel). Nothing here is drawn while
nobody may see private things (the hand-off screen)."""

from __future__ import annotations

from collections import Counter

import pygame

from game.i18n import N_, N_plural, Text, tr
from game.robots import commands as C
from game.robots.flow import plan_size
from ui import text, theme
from ui.layout import Layout
from ui.table.input import Target
from ui.tables.robots import names
from ui.tables.robots.widgets.board import heading
from ui.tables.robots.widgets.cards import draw_part
from ui.tables.robots.widgets.picture import Picture, rect_key
from ui.widgets.base import Widget, draw_panel


class HandPanel(Widget):
    def __init__(self, table) -> None:
        super().__init__("hand")
        self.table = table
        self.hand_rects: list[tuple[pygame.Rect, str]] = []
        self.slot_rects: list[pygame.Rect] = []
        self.discard_rects: list[tuple[pygame.Rect, str]] = []
        self.confirm = pygame.Rect(0, 0, 0, 0)
        self.side = pygame.Rect(0, 0, 0, 0)  # the program slots and the buttons
        self.pass_button = pygame.Rect(0, 0, 0, 0)
        self._pressed: tuple[str, object] | None = None
        self.picture = Picture()

    # --- what the seat at the screen holds ------------------------------------------------------
    def seat(self) -> int | None:
        return self.table.private_seat()

    def hand(self) -> list[str]:
        view = self.table.private_view()
        seat = self.seat()
        if view is None or seat is None:
            return []
        if self.table.sequence_running():  # their own hand, as it was at this step
            return list(self.table.board_state().players[seat].hand)
        return list(view["players"][seat]["hand"])

    def discard(self) -> list[str]:
        seat = self.seat()
        return [] if seat is None else list(self.table.board_state().players[seat].discard)

    def loose_cards(self) -> list[str]:
        """The hand without the cards already put in the program."""
        left = Counter(self.table.plan)
        out = []
        for card in self.hand():
            if left[card]:
                left[card] -= 1
            else:
                out.append(card)
        return out

    def planning(self) -> bool:
        seat = self.seat()
        return (
            seat is not None
            and self.table.session.state.season == "planning"
            and self.table.session.current_seat() == seat
            and self.table.session.state.pending is None
            and not self.table.sequence_running()
        )

    def developing(self) -> bool:
        seat = self.seat()
        return (
            seat is not None
            and self.table.session.state.season == "development"
            and self.table.session.current_seat() == seat
            and self.table.session.state.pending is None
            and not self.table.sequence_running()
        )

    def needed(self) -> int:
        seat = self.seat()
        return 0 if seat is None else plan_size(self.table.session.state, seat)

    def plan_command(self) -> C.Plan | None:
        seat = self.seat()
        if not self.planning() or len(self.table.plan) != self.needed():
            return None
        return C.Plan(seat, tuple(self.table.plan))

    def pass_command(self) -> C.Pass | None:
        return C.Pass(self.seat()) if self.developing() else None

    def recover_command(self, card: str) -> C.Recover | None:
        return C.Recover(self.seat(), card) if self.developing() else None

    # --- frame ------------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        inner = rect.inflate(-lay.px(16), -lay.px(10))
        top = inner.y + lay.px(22)
        side = lay.px(250)
        cards_area = pygame.Rect(inner.x, top, inner.width - side - lay.px(10), inner.bottom - top)
        cards = self.loose_cards()
        n = max(1, len(cards))
        per_row = n if n <= 6 else (n + 1) // 2
        rows = (n + per_row - 1) // per_row
        gap = lay.px(4)
        w = min(lay.px(86), (cards_area.width - (per_row - 1) * gap) // per_row)
        h = min(lay.px(110), (cards_area.height - (rows - 1) * gap) // rows)
        self.hand_rects = [
            (
                pygame.Rect(
                    cards_area.x + (i % per_row) * (w + gap), cards_area.y + (i // per_row) * (h + gap), w, h
                ),
                card,
            )
            for i, card in enumerate(cards)
        ]
        right = pygame.Rect(cards_area.right + lay.px(10), top, side, inner.bottom - top)
        self.side = right
        slots = max(1, self.needed())
        sw = min(lay.px(78), (right.width - (slots - 1) * gap) // slots)
        self.slot_rects = [
            pygame.Rect(right.x + i * (sw + gap), right.y, sw, lay.px(100)) for i in range(slots)
        ]
        self.confirm = pygame.Rect(right.x, right.bottom - lay.px(36), right.width, lay.px(36))
        self.pass_button = pygame.Rect(right.x, right.y, right.width, lay.px(36))
        discard = sorted(set(self.discard()))
        dy = self.pass_button.bottom + lay.px(26)
        dh = lay.px(26)
        self.discard_rects = [
            (
                pygame.Rect(
                    right.x + (i % 2) * (right.width // 2),
                    dy + (i // 2) * (dh + gap),
                    right.width // 2 - gap,
                    dh,
                ),
                c,
            )
            for i, c in enumerate(discard)
        ]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and getattr(event, "button", 0) == 1
            and self.rect.collidepoint(event.pos)
        ):
            self._pressed = self.spot_at(event.pos)
            return True
        if (
            event.type == pygame.MOUSEBUTTONUP
            and getattr(event, "button", 0) == 1
            and self._pressed is not None
        ):
            spot, self._pressed = self._pressed, None
            if spot is not None and spot == self.spot_at(event.pos):
                self.click(spot)
            elif (
                spot is not None
                and spot[0] == "hand"
                and any(r.collidepoint(event.pos) for r in self.slot_rects)
            ):
                self.click(spot)  # a card dragged onto the program goes in like a click
            return True
        return False

    def spot_at(self, pos) -> tuple[str, object] | None:
        if self.planning():
            for i, (r, _card) in enumerate(self.hand_rects):
                if r.collidepoint(pos):
                    return ("hand", i)
            for i, r in enumerate(self.slot_rects):
                if r.collidepoint(pos) and i < len(self.table.plan):
                    return ("slot", i)
            if self.confirm.collidepoint(pos):
                return ("confirm", None)
        if self.developing():
            if self.pass_button.collidepoint(pos):
                return ("pass", None)
            for r, card in self.discard_rects:
                if r.collidepoint(pos):
                    return ("recover", card)
        return None

    def click(self, spot: tuple[str, object]) -> None:
        kind, value = spot
        plan = self.table.plan
        if kind == "hand" and isinstance(value, int) and value < len(self.hand_rects):
            if len(plan) < self.needed():
                plan.append(self.hand_rects[value][1])
            else:
                self.table.app.toast.show(tr(N_("The program is full: click a slot to take a card back.")))
        elif kind == "slot" and isinstance(value, int) and value < len(plan):
            del plan[value]
        elif kind == "confirm":
            command = self.plan_command()
            if command is None:
                self.table.app.toast.show(
                    Text(
                        N_plural(
                            "Choose {count} card for the program first.",
                            "Choose {count} cards for the program first.",
                        ),
                        {"count": self.needed()},
                    ).translated()
                )
            else:
                self.table.issue(command)
        elif kind == "pass":
            self.table.issue(self.pass_command())
        elif kind == "recover":
            self.table.issue(self.recover_command(str(value)))

    def targets(self) -> list[Target]:
        out: list[Target] = []
        plan = self.plan_command()
        if plan is not None:
            out.append((plan, self.confirm.center))
        if self.developing():
            out.append((self.pass_command(), self.pass_button.center))
            for r, card in self.discard_rects:
                out.append((self.recover_command(card), r.center))
        return out

    def point_of_hand(self, card: str) -> tuple[int, int] | None:
        return next((r.center for r, c in self.hand_rects if c == card), None)

    def picture_key(self) -> tuple:
        """What this panel's picture shows (``Picture``): repainted when it changes."""
        return (
            self.table.look,
            tuple(self.table.plan),
            tuple((rect_key(r), c) for r, c in self.hand_rects),
            tuple(rect_key(r) for r in self.slot_rects),
            rect_key(self.confirm),
            rect_key(self.pass_button),
            tuple((rect_key(r), c) for r, c in self.discard_rects),
        )

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.picture.draw(surface, self.rect, self.picture_key(), lambda: self.paint(surface, lay))

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE)
        inner = self.rect.inflate(-lay.px(16), -lay.px(10))
        seat = self.seat()
        if seat is None:
            heading(surface, lay, inner, tr(N_("Hands are hidden.")))
            return
        title = Text(N_("{player}'s hand"), {"player": self.table.session.name(seat)}).translated()
        heading(surface, lay, inner, title)
        for r, card in self.hand_rects:
            draw_part(surface, lay, r, card)
        size = lay.font_px(13)
        if self.planning():
            label = Text(
                N_plural("Program ({count} part, left first)", "Program ({count} parts, left first)"),
                {"count": self.needed()},
            ).translated()
            surface.blit(
                text.render(label, size, theme.OCHRE, True),
                (self.slot_rects[0].x, self.slot_rects[0].y - lay.px(18)),
            )
            for i, r in enumerate(self.slot_rects):
                if i < len(self.table.plan):
                    draw_part(surface, lay, r, self.table.plan[i], selected=True)
                else:
                    pygame.draw.rect(surface, theme.PANEL_EDGE, r, max(1, lay.px(2)), lay.px(6))
                    image = text.render(str(i + 1), lay.font_px(20), theme.TEXT_DISABLED, True)
                    surface.blit(image, image.get_rect(center=r.center))
        elif self.developing():
            label = (
                tr(N_("Take back from the discard pile:"))
                if self.discard_rects
                else tr(N_("Discard pile: empty"))
            )
            surface.blit(
                text.render(text.ellipsize(label, size, self.pass_button.width), size, theme.TEXT_DIM),
                (self.pass_button.x, self.pass_button.bottom + lay.px(6)),
            )
        for rect, label, enabled, small in self.buttons():
            self._button(surface, lay, rect, label, enabled, small, hover=False)

    def buttons(self) -> list[tuple[pygame.Rect, str, bool, bool]]:
        """The buttons shown now: (rect, label, enabled, small)."""
        if self.seat() is None:
            return []
        if self.planning():
            return [(self.confirm, tr(N_("Confirm the program")), self.plan_command() is not None, False)]
        if self.developing():
            return [(self.pass_button, tr(N_("Pass (do nothing)")), True, False)] + [
                (r, names.card_name(card), True, True) for r, card in self.discard_rects
            ]
        return []

    def draw_hover(self, surface: pygame.Surface, lay: Layout) -> None:
        """The button under the mouse, lighter (drawn over the panel's kept picture each frame)."""
        if not pygame.mouse.get_focused():
            return
        pos = pygame.mouse.get_pos()
        for rect, label, enabled, small in self.buttons():
            if rect.collidepoint(pos):
                self._button(surface, lay, rect, label, enabled, small, hover=True)
                return

    def _button(self, surface, lay, rect, label: str, enabled: bool, small: bool, hover: bool) -> None:
        fill = (
            (theme.BUTTON_PRIMARY_HOVER if hover else theme.BUTTON_PRIMARY)
            if enabled
            else theme.BUTTON_DISABLED
        )
        if small:
            fill = theme.BUTTON_HOVER if hover else theme.BUTTON
        pygame.draw.rect(surface, fill, rect, 0, lay.px(6))
        size = lay.font_px(12 if small else 15)
        image = text.render(
            text.ellipsize(label, size, rect.width - lay.px(8), True),
            size,
            theme.TEXT if enabled else theme.TEXT_DISABLED,
            True,
        )
        surface.blit(image, image.get_rect(center=rect.center))

    def hovered_card(self) -> tuple[pygame.Rect, str] | None:
        if not self.hovered():
            return None
        pos = pygame.mouse.get_pos()
        for r, card in self.hand_rects:
            if r.collidepoint(pos):
                return r, card
        for i, r in enumerate(self.slot_rects):
            if r.collidepoint(pos) and i < len(self.table.plan):
                return r, self.table.plan[i]
        return None
