"""The robot game's decision dialogs (``game.robots.decisions``): a Magnetic Storm's two discards
and where a gained data chit goes. Each offers exactly the engine's options as buttons (the
pending decision's ``options``, i.e. its legal ``Answer`` commands)."""

from __future__ import annotations

import pygame

from game.i18n import N_, Text, tr
from game.robots import commands as C
from ui import text, theme
from ui.layout import Layout
from ui.table.dialog import TOP_BAR, DecisionDialog
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


def _grid(n: int) -> tuple[int, int]:
    """(columns, rows) of ``n`` answer buttons."""
    cols = 1 if n <= 6 else 2 if n <= 16 else 3
    return cols, (max(1, n) + cols - 1) // cols


class OptionsDialog(DecisionDialog):
    """One button per legal answer, in a grid; as tall as its buttons need and just below the top
    bar, so the player's robot and hand stay in sight (where a chit goes, which cards to drop)."""

    size = (900, 560)  # at most

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

    def layout(self, lay: Layout) -> None:
        _cols, rows = _grid(len(self.buttons))
        width = min(lay.width - 2 * lay.px(12), lay.px(self.size[0]))
        size = lay.font_px(theme.FONT_BODY)
        title = len(text.wrap(self.title(), size, width - 2 * lay.px(18), True)) * text.line_height(
            size, True
        )
        # the paddings, the title, the buttons (44 high, 8 apart), the footer
        height = 2 * 18 + (title + lay.px(8)) / lay.scale + rows * 52 - 8 + 10 + 44
        self.size = (OptionsDialog.size[0], min(OptionsDialog.size[1], height))
        super().layout(lay)
        shift = lay.px(TOP_BAR) + lay.px(6) - self.rect.y
        if shift < 0:
            for rect in (self.rect, self.body, self.footer):
                rect.move_ip(0, shift)
            self.layout_body(lay)

    def layout_body(self, lay: Layout) -> None:
        n = max(1, len(self.buttons))
        cols, rows = _grid(n)
        gap = lay.px(8)
        w = (self.body.width - (cols - 1) * gap) // cols
        h = min(lay.px(44), (self.body.height - (rows - 1) * gap) // rows)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(
                self.body.x + (i // rows) * (w + gap), self.body.y + (i % rows) * (h + gap), w, h
            )


def make_dialog(table, decision) -> DecisionDialog:
    return OptionsDialog(table, decision)
