"""Dialogs answered by picking one button: a player (the neutral opponent included
in solo), an option of a card, which simultaneous effect resolves first; and the
amount dialog (a number between the engine's min and max).
"""

from __future__ import annotations

import pygame

from game.core.command import Command
from game.i18n import N_, Text, tr
from game.tm.commands import ChooseAmount, ChooseOption, ChoosePlayer
from game.tm.decisions import YesNoDecision
from game.tm.state import NEUTRAL, RESOURCE_INDEX
from ui import text, theme
from ui.layout import Layout
from ui.table.input import CommandButton
from ui.tables.tm import describe, names
from ui.tables.tm.dialogs.dialog_base import Dialog
from ui.tables.tm.sprites import sprite
from ui.tables.tm.widgets import card_view
from ui.tables.tm.widgets.map_view import marker_sprite
from ui.widgets.button import Button


class _SourceCardDialog(Dialog):
    """A dialog showing the card that asks, at the left of its body."""

    size = (900, 520)

    def source_card(self) -> str | None:
        return self.decision.source

    def layout_body(self, lay: Layout) -> None:
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.choices = self.body
        if self.source_card():
            w = min(lay.px(230), round(self.body.height / card_view.RATIO))
            self.card_rect = pygame.Rect(self.body.x, self.body.y, w, round(w * card_view.RATIO))
            self.choices = pygame.Rect(
                self.card_rect.right + lay.px(18),
                self.body.y,
                self.body.right - self.card_rect.right - lay.px(18),
                self.body.height,
            )
        self.layout_choices(lay)

    shown_cards: list[str] = []  # cards shown under the buttons (drawn cards, the effects to order)

    def layout_choices(self, lay: Layout) -> None:
        buttons = self.buttons
        h, gap = lay.px(48), lay.px(10)
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(self.choices.x, self.choices.y + i * (h + gap), self.choices.width, h)
        self.extra_cards: list[tuple[str, pygame.Rect]] = []
        if self.shown_cards:
            top = buttons[-1].rect.bottom + lay.px(16) if buttons else self.choices.y
            w = min(lay.px(170), round((self.choices.bottom - top) / card_view.RATIO))
            for i, name in enumerate(self.shown_cards):
                self.extra_cards.append(
                    (
                        name,
                        pygame.Rect(
                            self.choices.x + i * (w + lay.px(10)), top, w, round(w * card_view.RATIO)
                        ),
                    )
                )

    def draw_body(self, surface, lay) -> None:
        source = self.source_card()
        if source and self.card_rect.width:
            surface.blit(card_view.face(source, self.card_rect.width), self.card_rect.topleft)
        for name, rect in getattr(self, "extra_cards", []):
            surface.blit(card_view.face(name, rect.width), rect.topleft)

    def hovered_card(self) -> str | None:
        pos = pygame.mouse.get_pos()
        for name, rect in getattr(self, "extra_cards", []):
            if rect.collidepoint(pos):
                return name
        if self.card_rect.collidepoint(pos):
            return self.source_card()
        return None


class PlayerDialog(_SourceCardDialog):
    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        self.buttons = [
            self.add(
                CommandButton(
                    self._label(t),
                    lambda t=t: ChoosePlayer(self.seat, t),
                    table.issue,
                    table.session.is_legal,
                    name=f"player:{t}",
                    font_size=theme.FONT_SMALL,
                )
            )
            for t in decision.targets
        ]

    def _label(self, target: int):
        decision = self.decision
        session = self.table.session

        def label() -> str:
            if target == NEUTRAL:
                return tr(N_("The neutral opponent"))
            p = session.state.players[target]
            res = decision.resource
            if decision.production_delta is not None and res in RESOURCE_INDEX:
                have = Text(
                    N_("{resource} production {amount}"),
                    {"resource": names.resource(res), "amount": p.production[RESOURCE_INDEX[res]]},
                ).translated()
            elif res in RESOURCE_INDEX:
                have = Text(
                    N_("has {amount} {resource}"),
                    {
                        "resource": names.resource(res, p.resources[RESOURCE_INDEX[res]]),
                        "amount": p.resources[RESOURCE_INDEX[res]],
                    },
                ).translated()
            else:
                have = ""
            you = f" ({tr(N_('you'))})" if target == self.seat else ""
            return f"{session.name(target)}{you}  ·  {have}" if have else session.name(target) + you

        return label

    def draw(self, surface, lay) -> None:
        super().draw(surface, lay)
        for button, target in zip(self.buttons, self.decision.targets, strict=True):
            icon = sprite(marker_sprite(self.table.session.style(target)), lay.px(26))
            surface.blit(icon, icon.get_rect(midleft=(button.rect.x + lay.px(10), button.rect.centery)))


class OptionDialog(_SourceCardDialog):
    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        if isinstance(decision, YesNoDecision):  # one button says yes; Skip says no
            count, enabled = 1, {0}
        else:
            count, enabled = len(decision.labels), set(decision.enabled)
        self.buttons = []
        for i in range(count):
            button = CommandButton(
                lambda i=i: describe.decision_option(self.decision, i, table.session.state),
                lambda i=i: ChooseOption(self.seat, i),
                table.issue,
                table.session.is_legal,
                name=f"option:{i}",
                font_size=theme.FONT_SMALL,
            )
            if i not in enabled:
                button.enabled = False
            self.buttons.append(self.add(button))
        self.shown_cards = list(getattr(decision, "cards", ()))


class OrderDialog(_SourceCardDialog):
    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        self.buttons = []
        for i, source in enumerate(decision.sources):

            def label(source=source) -> str:
                what = names.card_name(source) if source else tr(N_("a game effect"))
                return Text(N_("First resolve the effect of {card}"), {"card": what}).translated()

            self.buttons.append(
                self.add(
                    CommandButton(
                        label,
                        lambda i=i: ChooseOption(self.seat, i),
                        table.issue,
                        table.session.is_legal,
                        name=f"order:{i}",
                        font_size=theme.FONT_SMALL,
                    )
                )
            )
        self.shown_cards = [source for source in decision.sources if source]

    def source_card(self) -> str | None:
        return None


class AmountDialog(_SourceCardDialog):
    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        self.low, self.high = decision.low, decision.high
        self.value = self.high
        self.minus = self.add(Button("−", lambda: self.step(-1), name="amount:minus"))
        self.plus = self.add(Button("+", lambda: self.step(1), name="amount:plus"))
        self.least = self.add(
            Button(
                lambda: Text(N_("min {value}"), {"value": self.low}).translated(),
                lambda: self.set(self.low),
                name="amount:min",
                font_size=theme.FONT_SMALL,
            )
        )
        self.most = self.add(
            Button(
                lambda: Text(N_("max {value}"), {"value": self.high}).translated(),
                lambda: self.set(self.high),
                name="amount:max",
                font_size=theme.FONT_SMALL,
            )
        )
        self.ok = self.add(
            CommandButton(
                lambda: Text(N_("Choose {amount}"), {"amount": self.value}).translated(),
                lambda: ChooseAmount(self.seat, self.value),
                table.issue,
                table.session.is_legal,
                name="amount:ok",
                primary=True,
            )
        )
        self.minus.enabled = lambda: self.value > self.low
        self.plus.enabled = lambda: self.value < self.high

    def step(self, delta: int) -> None:
        self.set(self.value + delta)

    def set(self, value: int) -> None:
        self.value = max(self.low, min(self.high, value))

    def layout_choices(self, lay: Layout) -> None:
        c = self.choices
        h = lay.px(56)
        mid = c.y + lay.px(40)
        self.minus.rect = pygame.Rect(c.x, mid, h, h)
        self.value_rect = pygame.Rect(c.x + h + lay.px(10), mid, lay.px(120), h)
        self.plus.rect = pygame.Rect(self.value_rect.right + lay.px(10), mid, h, h)
        self.least.rect = pygame.Rect(c.x, mid + h + lay.px(14), lay.px(120), lay.px(40))
        self.most.rect = pygame.Rect(
            self.least.rect.right + lay.px(10), self.least.rect.y, lay.px(120), lay.px(40)
        )
        self.ok.rect = pygame.Rect(
            self.footer.right - lay.px(260), self.footer.y, lay.px(260), self.footer.height
        )

    def draw_body(self, surface, lay) -> None:
        super().draw_body(surface, lay)
        pygame.draw.rect(surface, theme.SPACE, self.value_rect, 0, lay.px(8))
        image = text.render(str(self.value), lay.font_px(theme.FONT_HEADING), theme.TEXT, True)
        surface.blit(image, image.get_rect(center=self.value_rect.center))

    def route(self, command: Command):
        if isinstance(command, ChooseAmount) and command.amount != self.value:
            if command.amount == self.low:
                return self.least.rect.center
            if command.amount == self.high:
                return self.most.rect.center
            return (self.plus if command.amount > self.value else self.minus).rect.center
        return None
