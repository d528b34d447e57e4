"""The action bar under the side panel: convert plants, convert heat, end turn, pass.

Each button is enabled exactly when the engine lists its command. With "Ask
before passing" on, Pass first asks for confirmation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, Text
from game.tm.commands import ConvertHeat, ConvertPlants, EndTurn, Pass
from game.tm.constants import HEAT_PER_STEP
from game.tm.tableau import plants_per_greenery
from ui import theme
from ui.layout import Layout
from ui.table.input import CommandButton

if TYPE_CHECKING:
    from ui.tables.tm.host import TmTable


class ActionBar:
    def __init__(self, table: TmTable) -> None:
        self.table = table
        session = table.session

        def seat_command(kind):
            def make():
                seat = self._seat()
                return kind(seat) if seat is not None else None

            return make

        self.plants = CommandButton(
            self._plants_label,
            seat_command(ConvertPlants),
            table.issue,
            session.is_legal,
            name="convert_plants",
        )
        self.heat = CommandButton(
            self._heat_label, seat_command(ConvertHeat), table.issue, session.is_legal, name="convert_heat"
        )
        self.end_turn = CommandButton(
            N_("End turn"),
            seat_command(EndTurn),
            table.issue,
            session.is_legal,
            name="end_turn",
            font_size=theme.FONT_BODY,
        )
        self.pass_ = CommandButton(
            N_("Pass"),
            seat_command(Pass),
            table.ask_pass,
            session.is_legal,
            name="pass",
            font_size=theme.FONT_BODY,
        )
        self.buttons = [self.plants, self.heat, self.end_turn, self.pass_]

    def _seat(self) -> int | None:
        session = self.table.session
        seat = session.current_seat()
        if seat is None or seat != session.viewer or session.state.pending is not None:
            return None
        return seat

    def _plants_label(self) -> str:
        seat = self._seat()
        p = self.table.session.state.players[seat if seat is not None else 0]
        return Text(N_("Greenery for {n} plants"), {"n": plants_per_greenery(p)}).translated()

    def _heat_label(self) -> str:
        return Text(N_("Temperature for {n} heat"), {"n": HEAT_PER_STEP}).translated()

    def widgets(self):
        return list(self.buttons)

    def layout(self, rect: pygame.Rect, lay: Layout) -> None:
        gap = lay.px(6)
        h = (rect.height - 3 * gap) // 4
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(rect.x, rect.y + i * (h + gap), rect.width, h)
