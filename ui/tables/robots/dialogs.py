"""The robot game's decision dialogs (``game.robots.decisions``): a Magnetic Storm's two discards
and where a gained data chit goes. Each offers exactly the engine's options as buttons (the
pending decision's ``options``, i.e. its legal ``Answer`` commands)."""

from __future__ import annotations

import pygame

from game.i18n import N_, Text, tr
from game.robots import commands as C
from ui.layout import Layout
from ui.table.dialog import DecisionDialog
from ui.table.input import CommandButton
from ui.tables.robots import names


def option_label(table, decision, option: str) -> str:
    """What an answer means, in words: the two cards of a storm, the card that gets the chit."""
    if decision.KIND == "storm":
        return tr(N_(" and ")).join(names.card_name(c) for c in option.split("|") if c)
    if option == "robot":
        robot = table.session.state.players[decision.seat].robot
        return Text(N_("The robot card ({robot})"), {"robot": names.card_name(robot)}).translated()
    deployed = table.session.state.players[decision.seat].deployed
    index = int(option)
    card = deployed[index] if 0 <= index < len(deployed) else option
    return Text(
        N_("Part {number}: {card}"), {"number": index + 1, "card": names.card_name(card)}
    ).translated()


def prompt(decision) -> str:
    return tr(decision.PROMPT) if decision.PROMPT else ""


class OptionsDialog(DecisionDialog):
    """One button per legal answer, in a grid."""

    size = (900, 560)

    def __init__(self, table, decision) -> None:
        super().__init__(table, decision)
        self.buttons: list[CommandButton] = []
        for i, option in enumerate(decision.options):
            answer = C.Answer(decision.seat, option)
            self.buttons.append(
                self.add(
                    CommandButton(
                        option_label(table, decision, option),
                        lambda a=answer: a,
                        table.issue,
                        table.session.is_legal,
                        name=f"answer:{i}",
                        primary=i == 0,
                    )
                )
            )

    def title(self) -> str:
        return prompt(self.decision)

    def layout_body(self, lay: Layout) -> None:
        n = max(1, len(self.buttons))
        cols = 1 if n <= 6 else 2 if n <= 16 else 3
        rows = (n + cols - 1) // cols
        gap = lay.px(8)
        w = (self.body.width - (cols - 1) * gap) // cols
        h = min(lay.px(44), (self.body.height - (rows - 1) * gap) // rows)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(
                self.body.x + (i // rows) * (w + gap), self.body.y + (i % rows) * (h + gap), w, h
            )


def make_dialog(table, decision) -> DecisionDialog:
    return OptionsDialog(table, decision)
