"""The payment dialog: how much M€, steel, titanium and heat to spend.

The engine lists every valid payment (``data["options"]``); the dialog starts
at a sensible one (metals before M€, heat kept, no waste if possible) and the
+/− steppers move only between listed payments, so whatever is shown can be
paid. M€ follows from the other resources.
"""

from __future__ import annotations

from collections import deque

import pygame

from game.core.command import Command
from game.i18n import N_, Text, tr
from game.tm.commands import Pay
from game.tm.state import HEAT, MC, RESOURCE_NAMES, STEEL, TITANIUM
from game.tm.tableau import steel_value, titanium_value
from ui import text, theme
from ui.layout import Layout
from ui.table.input import CommandButton
from ui.tables.tm import names
from ui.tables.tm.dialogs.dialog_base import Dialog
from ui.tables.tm.sprites import sprite
from ui.widgets.button import Button

# The places of a payment (the engine's ``Payment`` tuple, the fields of ``Pay``) and the resource
# each one spends: the dialog's rows and steppers are indexed by place, a player's resources by resource.
PAID = (MC, STEEL, TITANIUM, HEAT)
PAY_MC, PAY_STEEL, PAY_TITANIUM, PAY_HEAT = range(len(PAID))
RESOURCES = tuple(RESOURCE_NAMES[resource] for resource in PAID)
ADJUSTABLE = (PAY_STEEL, PAY_TITANIUM, PAY_HEAT)  # M€ follows


def default_payment(
    options: list[tuple[int, ...]], values: tuple[int, int, int, int], cost: int
) -> tuple[int, ...]:
    """Keep heat, avoid overpaying, then spend as little M€ as possible."""

    def key(o):
        paid = sum(a * v for a, v in zip(o, values, strict=True))
        return (o[PAY_HEAT] > 0, paid > cost, o[PAY_MC], paid - cost)

    return min(options, key=key)


def step_payment(
    options: list[tuple[int, ...]], current: tuple[int, ...], index: int, delta: int
) -> tuple[int, ...] | None:
    """The listed payment with resource ``index`` changed by ``delta``, the others as close as can be."""
    wanted = current[index] + delta
    candidates = [o for o in options if o[index] == wanted]
    if not candidates:
        return None
    return min(candidates, key=lambda o: sum(abs(o[i] - current[i]) for i in ADJUSTABLE if i != index))


class PaymentDialog(Dialog):
    size = (760, 470)

    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        self.options = [tuple(o) for o in decision.options]
        p = table.session.state.players[self.seat]
        self.values = (1, steel_value(p), titanium_value(p), 1)  # M€ worth of one of each, by place
        self.current = default_payment(self.options, self.values, decision.cost)
        self.used = [i for i in range(len(PAID)) if i == PAY_MC or any(o[i] for o in self.options)]
        self.steppers: dict[tuple[int, int], Button] = {}
        for i in self.used:
            if i == PAY_MC:
                continue
            for delta, label in ((-1, "−"), (1, "+")):
                button = Button(
                    label,
                    lambda i=i, d=delta: self.step(i, d),
                    name=f"pay:{RESOURCES[i]}:{'+' if delta > 0 else '-'}",
                )
                button.enabled = lambda i=i, d=delta: (
                    step_payment(self.options, self.current, i, d) is not None
                )
                self.steppers[(i, delta)] = self.add(button)
        self.pay = self.add(
            CommandButton(
                self._pay_label,
                lambda: Pay(self.seat, *self.current),
                table.issue,
                table.session.is_legal,
                name="pay",
                primary=True,
            )
        )
        self.rows: dict[int, pygame.Rect] = {}

    def _pay_label(self) -> str:
        return tr(N_("Pay"))

    def step(self, index: int, delta: int) -> None:
        moved = step_payment(self.options, self.current, index, delta)
        if moved is not None:
            self.current = moved

    def layout_body(self, lay: Layout) -> None:
        h, gap = lay.px(56), lay.px(8)
        for k, i in enumerate(self.used):
            row = pygame.Rect(self.body.x, self.body.y + k * (h + gap), self.body.width, h)
            self.rows[i] = row
            if i != PAY_MC:
                minus, plus = self.steppers[(i, -1)], self.steppers[(i, 1)]
                minus.rect = pygame.Rect(
                    row.right - lay.px(230), row.y + lay.px(6), lay.px(48), h - lay.px(12)
                )
                plus.rect = pygame.Rect(row.right - lay.px(60), row.y + lay.px(6), lay.px(48), h - lay.px(12))
        self.pay.rect = pygame.Rect(
            self.footer.right - lay.px(220), self.footer.y, lay.px(220), self.footer.height
        )

    def draw_body(self, surface, lay) -> None:
        p = self.table.session.state.players[self.seat]
        have = {place: p.resources[resource] for place, resource in enumerate(PAID)}
        size, small = lay.font_px(theme.FONT_BODY), lay.font_px(14)
        for i, row in self.rows.items():
            pygame.draw.rect(surface, (40, 32, 38), row, 0, lay.px(8))
            icon = sprite(f"res_{RESOURCES[i]}", lay.px(36))
            surface.blit(icon, icon.get_rect(midleft=(row.x + lay.px(10), row.centery)))
            label = names.resource_heading(RESOURCES[i])
            surface.blit(text.render(label, size, theme.TEXT, True), (row.x + lay.px(56), row.y + lay.px(4)))
            detail = Text(
                N_("you have {amount} · worth {value} M€ each"), {"amount": have[i], "value": self.values[i]}
            ).translated()
            surface.blit(text.render(detail, small, theme.TEXT_DIM), (row.x + lay.px(56), row.y + lay.px(30)))
            amount_rect = pygame.Rect(
                row.right - lay.px(176), row.y + lay.px(6), lay.px(110), row.height - lay.px(12)
            )
            pygame.draw.rect(surface, theme.SPACE, amount_rect, 0, lay.px(6))
            image = text.render(str(self.current[i]), size, theme.OCHRE if i == PAY_MC else theme.TEXT, True)
            surface.blit(image, image.get_rect(center=amount_rect.center))
        paid = sum(a * v for a, v in zip(self.current, self.values, strict=True))
        total = Text(
            N_("Paying {paid} M€ worth for a cost of {cost} M€"), {"paid": paid, "cost": self.decision.cost}
        ).translated()
        image = text.render(total, small, theme.TEXT_DIM)
        surface.blit(image, image.get_rect(midright=(self.pay.rect.x - lay.px(14), self.footer.centery)))

    def route(self, command: Command):
        """Step towards the payment ``command`` asks for (shortest path over the steppers)."""
        if not isinstance(command, Pay):
            return None
        goal = (command.megacredits, command.steel, command.titanium, command.heat)
        if goal == self.current or goal not in self.options:
            return None
        first: dict[tuple[int, ...], tuple[int, int]] = {self.current: None}
        queue = deque([self.current])
        while queue:
            node = queue.popleft()
            for i, d in self.steppers:
                nxt = step_payment(self.options, node, i, d)
                if nxt is None or nxt in first:
                    continue
                first[nxt] = first[node] or (i, d)
                if nxt == goal:
                    return self.steppers[first[nxt]].rect.center
                queue.append(nxt)
        return None
