"""The action panel: the turn's choices as buttons (a Production turn, gain a die is the pool,
draw 2 cards, change a face, the standard actions, blue card actions, End turn), and while an
action is composed its payment as dice (click one to take it back; click your dice and tokens
to add), a face change's choices, Confirm and Cancel. Confirm sends the composed command; the
engine's reason shows when it refuses."""

from __future__ import annotations

import pygame

from game.i18n import N_, N_plural, Text, tr
from game.tmdice import commands as C
from game.tmdice.cardplay import card_cost
from game.tmdice.dice import FACES
from game.tmdice.flow import STANDARD, SUB_ACTION_COST, keep_limit
from ui import text, theme
from ui.layout import Layout
from ui.tables.tmdice import names, sprites
from ui.tables.tmdice.shortcuts import BUTTON_LETTERS
from ui.tables.tmdice.widgets.common import Spot, SpotsWidget, fit, label
from ui.tables.tmdice.widgets.hand import cost_icon
from ui.widgets.base import draw_panel

STARTERS = (
    ("production", C.Production, N_("Production turn")),
    ("draw_two", C.DrawTwo, None),
    ("change_face", C.ChangeFace, N_("Change a face")),
)


def draw_button(surface, lay: Layout, rect: pygame.Rect, words: str, enabled: bool, primary=False) -> None:
    fill = (theme.BUTTON_PRIMARY if primary else theme.BUTTON) if enabled else theme.BUTTON_DISABLED
    pygame.draw.rect(surface, fill, rect, 0, lay.px(6))
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, lay.px(1), lay.px(6))
    ink = theme.TEXT if enabled else theme.TEXT_DISABLED
    size, lines = fit(words, lay.font_px(13), rect.width - lay.px(8), rect.height - lay.px(2))
    text.blit_lines(surface, lines, rect.inflate(-lay.px(8), -lay.px(2)), size, ink, False, "center") if len(
        lines
    ) > 1 else label(surface, lines[0], rect.center, size, ink, False, "center")


class ActionPanel(SpotsWidget):
    def __init__(self, table) -> None:
        super().__init__(table, "actions")
        self.buttons: list[tuple[Spot, str, bool, bool]] = []  # spot, words, enabled, primary
        self.cost: dict[str, int] | None = None
        self.chip_y = 0
        self.change_rows: list[tuple[str, int]] = []
        self.chips: list[tuple[Spot, str]] = []
        self.heading = ""

    # --- layout ----------------------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        self.rect = rect
        self.spots, self.buttons, self.chips = [], [], []
        self.cost = None
        seat = self.table.private_seat()
        session = self.table.session
        if seat is None or session.current_seat() != seat or self.table.visible_decision() is not None:
            self.heading = ""
            return
        if self.table.compose is not None:
            self._layout_compose(rect, lay)
        else:
            self._layout_choices(rect, lay, seat)

    def _button(self, rect, key, words, enabled, primary=False, command=None, action=None) -> None:
        spot = Spot(rect, key, command, action if enabled else None)
        self.spots.append(spot)
        self.buttons.append((spot, words, enabled, primary))

    def _layout_choices(self, rect, lay, seat) -> None:
        actions = self.table.session.actions()
        self.heading = tr(N_("Your turn"))
        x0, y = rect.x + lay.px(6), rect.y + lay.px(26)
        w, h, gap = (rect.width - lay.px(18)) // 2, lay.px(26), lay.px(4)
        cells = []
        for key, _cls, words in STARTERS:
            cells.append((key, tr(words) if words else names.draw_two(), actions.get(key)))
        for action in STANDARD:
            cells.append((("standard", action), names.standard(action), actions.get(("standard", action))))
        state = self.table.session.state
        for name in state.players[seat].cards():
            if state.cards[name].action is None:
                continue
            words = Text(N_("Use {card}"), {"card": names.card_name(name)}).translated()
            cells.append((("use", name), words, actions.get(("use", name))))
        for i, (key, words, first) in enumerate(cells):
            r = pygame.Rect(x0 + (i % 2) * (w + lay.px(6)), y + (i // 2) * (h + gap), w, h)
            self._button(r, key, words, first is not None, action=lambda c=first: self.table.start_compose(c))
        end = C.EndTurn(seat)
        r = pygame.Rect(rect.x + lay.px(6), rect.bottom - h - lay.px(6), rect.width - lay.px(12), h)
        ok = self.table.session.is_legal(end)
        self._button(r, "end_turn", tr(N_("End turn")), ok, True, command=end if ok else None)

    def _layout_compose(self, rect, lay) -> None:
        compose = self.table.compose
        self.heading = self.title(compose)
        size = lay.px(30)
        x, y = rect.x + lay.px(8), rect.y + lay.px(28)
        self.cost = self.cost_of(compose)
        if self.cost is not None:
            y += lay.px(26)
        self.chip_y = y
        items = compose.keep if compose.kind == "production" else compose.pay
        for i, item in enumerate(items):
            r = pygame.Rect(x + i * (size + lay.px(3)), y, size, size)
            if r.right > rect.right - lay.px(6):
                r = r.move(-(i * (size + lay.px(3))) + (i % 8) * (size + lay.px(3)), size + lay.px(3))
            spot = Spot(r, ("chip", item), action=lambda f=item: self.table.click_chip(f))
            self.spots.append(spot)
            self.chips.append((spot, item))
        if compose.kind == "change_face":
            self._layout_change(rect, lay, x, y + size + lay.px(8))
        h = lay.px(30)
        half = (rect.width - lay.px(18)) // 2
        confirm = compose.command()
        bottom = rect.bottom - h - lay.px(6)
        self._button(
            pygame.Rect(rect.x + lay.px(6), bottom, half, h),
            "cancel",
            tr(N_("Cancel")),
            True,
            action=self.table.cancel_compose,
        )
        self._button(
            pygame.Rect(rect.x + lay.px(12) + half, bottom, half, h),
            "confirm",
            tr(N_("Confirm")),
            True,
            True,
            command=confirm,
        )

    def _layout_change(self, rect, lay, x, y) -> None:
        """A face change: a row of the dice that may change (one per face held), then the new faces
        of the chosen one; the engine's legal changes give both rows."""
        compose = self.table.compose
        legal = [c for key, c in self.table.session.actions().items() if key[:1] == ("change",)]
        size = lay.px(26)
        self.change_rows = []
        rows = (
            ("change_die", tr(N_("Die:")), sorted({c.die for c in legal}, key=FACES.index)),
            ("change_to", tr(N_("New face:")), [c.to for c in legal if c.die == compose.die]),
        )
        for key, words, faces in rows:
            self.change_rows.append((words, y))
            left = x + lay.px(74)
            per_row = max(1, (rect.right - lay.px(6) - left) // (size + lay.px(3)))
            seen: list[str] = []
            for face in faces:
                if face in seen:
                    continue
                seen.append(face)
                i = len(seen) - 1
                r = pygame.Rect(
                    left + (i % per_row) * (size + lay.px(3)),
                    y + (i // per_row) * (size + lay.px(3)),
                    size,
                    size,
                )
                if key == "change_die":
                    first_to = next(c.to for c in legal if c.die == face)
                    action = lambda d=face, t=first_to: self.table.choose_change(d, t)  # noqa: E731
                else:
                    action = lambda t=face: self.table.choose_change(compose.die, t)  # noqa: E731
                spot = Spot(r, (key, face), action=action)
                self.spots.append(spot)
                self.chips.append((spot, f"{key}:{face}"))
            y += (-(-max(1, len(seen)) // per_row)) * (size + lay.px(3)) + lay.px(4)

    def cost_of(self, compose) -> dict[str, int] | None:
        """What the composed action costs (the engine's figure, reductions included), if it has a cost."""
        state = self.table.session.state
        if compose.kind == "play_card" and compose.key in state.cards:
            return card_cost(state, compose.seat, compose.key)
        if compose.kind == "use_card" and compose.key in state.cards and state.cards[compose.key].action:
            return dict(state.cards[compose.key].action.cost)
        if compose.kind == "standard" and compose.key in STANDARD:
            return dict(STANDARD[compose.key][0])
        if compose.kind == "draw_two":
            return dict(SUB_ACTION_COST)
        return None

    def title(self, compose) -> str:
        if compose.kind == "play_card":
            return Text(N_("Play {card}"), {"card": names.card_name(compose.key)}).translated()
        if compose.kind == "use_card":
            return Text(N_("Use {card}"), {"card": names.card_name(compose.key)}).translated()
        if compose.kind == "standard":
            return names.standard(compose.key)
        if compose.kind == "production":
            limit = keep_limit(self.table.session.state, compose.seat)
            return Text(
                N_plural(
                    "Production turn: keep up to {count} die", "Production turn: keep up to {count} dice"
                ),
                {"count": limit},
            ).translated()
        if compose.kind == "draw_two":
            return names.draw_two()
        return tr(N_("Change a face"))

    def hint(self, compose) -> str:
        if compose.kind == "change_face":
            return ""
        if compose.kind == "production":
            return tr(N_("Click your dice to keep them; click hand cards to discard them."))
        return tr(N_("Payment: click your dice and wild tokens to add, a die here to take it back."))

    # --- frame -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.draw_cached(surface, lay, (self.table.view_key(), self.heading), self.paint)

    def paint(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE)
        if not self.heading:
            waiting = self.table.waiting_words()
            label(
                surface,
                waiting,
                (self.rect.x + lay.px(8), self.rect.y + lay.px(6)),
                lay.font_px(14),
                theme.TEXT_DIM,
                width=self.rect.width - lay.px(16),
            )
            return
        label(
            surface,
            self.heading,
            (self.rect.x + lay.px(8), self.rect.y + lay.px(5)),
            lay.font_px(15),
            theme.OCHRE,
            True,
            width=self.rect.width - lay.px(16),
        )
        compose = self.table.compose
        if compose is not None:
            hint_rect = pygame.Rect(
                self.rect.x + lay.px(8),
                self.rect.bottom - lay.px(84),
                self.rect.width - lay.px(16),
                lay.px(42),
            )
            # The engine's reason while it would refuse the composed action, else how to change it.
            reason = self.table.session.refusal(compose.command())
            words = reason if reason is not None else self.hint(compose)
            if words:  # a face change's rows are labelled instead
                size, lines = fit(words, lay.font_px(11), hint_rect.width, hint_rect.height)
                text.blit_lines(surface, lines, hint_rect, size, theme.ERROR if reason else theme.TEXT_DIM)
        if compose is not None and self.cost is not None:
            y = self.rect.y + lay.px(30)
            head = label(
                surface, tr(N_("Cost:")), (self.rect.x + lay.px(8), y), lay.font_px(13), theme.TEXT_DIM
            )
            x = head.right + lay.px(6)
            size = lay.px(22)
            for icon, n in sorted(self.cost.items()):
                for _ in range(n):
                    surface.blit(cost_icon(icon, size), (x, y - lay.px(2)))
                    x += size + lay.px(2)
        for spot, item in self.chips:
            if ":" in item:
                key, face = item.split(":")
                chosen = compose is not None and (compose.die if key == "change_die" else compose.to) == face
                surface.blit(sprites.die(face, spot.rect.width), spot.rect)
                if chosen:
                    ring = spot.rect.inflate(lay.px(4), lay.px(4))
                    pygame.draw.rect(surface, theme.OCHRE, ring, lay.px(2), lay.px(4))
            else:
                image = (
                    sprites.wild(spot.rect.width) if item == "wild" else sprites.die(item, spot.rect.width)
                )
                surface.blit(image, spot.rect)
        rows = self.change_rows if compose is not None and compose.kind == "change_face" else []
        for words, y in rows:
            label(surface, words, (self.rect.x + lay.px(8), y + lay.px(4)), lay.font_px(12), theme.TEXT_DIM)
        if compose is not None and not [c for c in self.chips if ":" not in c[1]]:
            label(
                surface,
                tr(N_("nothing")),
                (self.rect.x + lay.px(8), self.chip_y + lay.px(6)),
                lay.font_px(12),
                theme.TEXT_DIM,
            )
        for spot, words, enabled, primary in self.buttons:
            if spot.key == "confirm":
                enabled = self.table.session.refusal(spot.command) is None
            draw_button(surface, lay, spot.rect, words, enabled, primary)
            if spot.key in BUTTON_LETTERS:  # its keyboard shortcut, in the corner
                ink = theme.TEXT_DIM if enabled else theme.TEXT_DISABLED
                corner = (spot.rect.right - lay.px(4), spot.rect.y + lay.px(1))
                label(surface, BUTTON_LETTERS[spot.key], corner, lay.font_px(9), ink, False, "topright")

    def press(self, spot: Spot) -> None:
        if spot.key == "confirm":
            self.table.confirm_compose()
        else:
            super().press(spot)

    def starter_point(self, key) -> tuple[int, int] | None:
        for spot, _words, enabled, _p in self.buttons:
            if spot.key == key and enabled:
                return spot.rect.center
        return None
