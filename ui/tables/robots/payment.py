"""Paying for a special part: which data chits go (spec §9, ruling RB-26). The engine's legal
``Buy`` pays the default way (leftmost part first, the robot last); when the chits lie on more
than one card the player may choose another way, one button per distinct payment, each a ``Buy``
the engine checks. Chits on a Survey part and on the robot card are not worth the same later, so
the choice is the player's."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.i18n import N_, Text, tr
from game.robots import commands as C
from ui import text, theme
from ui.layout import Layout
from ui.table.dialog import TOP_BAR, dialog_rect
from ui.table.input import CommandButton
from ui.table.overlays import Overlay
from ui.tables.robots import names
from ui.widgets.button import Button

MAX_OPTIONS = 12


def payments(chits: list[tuple[str, int]], cost: int) -> Iterator[tuple[str, ...]]:
    """Every way to take ``cost`` chits from the spots ``(spot, chits held)``, as spot tuples."""
    if cost == 0:
        yield ()
        return
    if not chits:
        return
    (spot, held), rest = chits[0], chits[1:]
    for n in range(min(held, cost), -1, -1):
        for tail in payments(rest, cost - n):
            yield (spot,) * n + tail


def spots_of(state, seat: int) -> list[tuple[str, int]]:
    p = state.players[seat]
    spots = [(str(i), n) for i, n in enumerate(p.chits) if n]
    if p.robot_chits:
        spots.append(("robot", p.robot_chits))
    return spots


def payment_words(state, seat: int, pay: tuple[str, ...]) -> str:
    p = state.players[seat]
    parts = []
    for spot in dict.fromkeys(pay):
        count = pay.count(spot)
        if spot == "robot":
            words = Text(N_("{card} ×{count}"), {"card": names.card_name(p.robot), "count": count})
        else:
            card = names.card_name(p.deployed[int(spot)])
            words = Text(
                N_("{card} (part {number}) ×{count}"), {"card": card, "number": int(spot) + 1, "count": count}
            )
        parts.append(words.translated())
    return tr(N_(", ")).join(parts)


class PaymentOverlay(Overlay):
    """Choose which chits pay for ``default`` (the engine's legal Buy); the default comes first."""

    size = (760, 440)

    def __init__(self, table, default: C.Buy) -> None:
        super().__init__(table)
        self.default = default
        state = table.session.state
        cost = state.parts[default.card].cost or 0
        options = [default.pay]
        for pay in payments(spots_of(state, default.seat), cost):
            if sorted(pay) != sorted(default.pay) and all(sorted(pay) != sorted(o) for o in options):
                options.append(pay)
        self.buttons = []
        for i, pay in enumerate(options[:MAX_OPTIONS]):
            command = C.Buy(default.seat, default.card, pay)
            self.buttons.append(
                self.group.add(
                    CommandButton(
                        payment_words(state, default.seat, pay),
                        lambda c=command: c,
                        self._buy,
                        table.session.is_legal,
                        name=f"pay:{i}",
                        primary=i == 0,
                        font_size=theme.FONT_SMALL,
                    )
                )
            )
        self.back = self.group.add(
            Button(N_("Go back"), self.close, name="pay:back", font_size=theme.FONT_SMALL)
        )

    def _buy(self, command: C.Buy) -> None:
        self.close()
        self.table.issue(command)

    def on_escape(self) -> None:
        self.close()

    def proceed(self) -> Button:
        return self.buttons[0]

    def layout(self, lay: Layout) -> None:
        """As tall as its choices need, just below the top bar: the robots whose chits pay stay
        in sight."""
        size = lay.font_px(theme.FONT_HEADING)
        width = min(lay.width - 2 * lay.px(12), lay.px(self.size[0]))
        heading = text.wrap(self.title(), size, width - lay.px(48), True)
        needed = (
            lay.px(20)
            + len(heading) * text.line_height(size, True)
            + lay.px(12)
            + len(self.buttons) * lay.px(40)
            + lay.px(66)
        )
        self.rect = dialog_rect(lay, self.size[0], min(self.size[1], needed / lay.scale))
        self.rect.top = min(self.rect.top, lay.px(TOP_BAR) + lay.px(6))
        x, w = self.rect.x + lay.px(24), self.rect.width - lay.px(48)
        y = self.rect.y + lay.px(20) + len(heading) * text.line_height(size, True) + lay.px(12)
        h = lay.px(34)
        for button in self.buttons:
            button.rect = pygame.Rect(x, y, w, h)
            y += h + lay.px(6)
        self.back.rect = pygame.Rect(x, self.rect.bottom - lay.px(50), lay.px(180), lay.px(38))

    def title(self) -> str:
        return Text(
            N_("Pay for {card}: which chits?"), {"card": names.card_name(self.default.card)}
        ).translated()

    def draw_content(self, surface, lay) -> None:
        self.heading(surface, lay, self.title())
