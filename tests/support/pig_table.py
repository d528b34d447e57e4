"""A table for the Pig test game built from the table kit (``ui.table``) alone:
proof that the kit serves a game that is not TM. No TM module is imported here.

The board shows each seat's banked score and the turn's running total, read from
the engine's view for the seat at the screen (``TableScene.private_view``): while
the hand-off screen covers the table nobody's view is drawn. Roll and Hold are the
kit's command buttons; hand-off, menu, score screen and autoplay are the kit's.
"""

from __future__ import annotations

import pygame

from game.core import Match
from game.i18n import N_, Text
from tests.support.pig import RULES, Hold, PigSetup, Roll
from ui import text, theme
from ui.game_scenes import register_new_game_scene, register_table_scene
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.table.input import CommandButton
from ui.table.players_block import PlayersBlock
from ui.table.scene import TableScene
from ui.table.score_scene import ScoreScene
from ui.table.session import TableSession
from ui.widgets.base import Widget, draw_panel
from ui.widgets.button import Button

CATEGORIES = (("points", N_("Points")), ("total", N_("Total")))


class PigBoard(Widget):
    """The scores as the seat at the screen may see them (its engine view)."""

    def __init__(self, table: PigTable) -> None:
        super().__init__("pig:board")
        self.table = table
        self.shown: dict | None = None  # the view drawn last frame (None: nothing drawn)

    def lines(self) -> list[str]:
        view = self.shown
        if view is None:
            return []
        session = self.table.session
        out = [f"{session.name(seat)}: {score}" for seat, score in enumerate(view["scores"])]
        out.append(Text(N_("This turn: {points}"), {"points": view["turn_total"]}).translated())
        return out

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        self.shown = self.table.private_view()
        draw_panel(surface, self.rect, lay, theme.PANEL, theme.PANEL_EDGE)
        size = lay.font_px(theme.FONT_BODY)
        y = self.rect.y + lay.px(12)
        for seat, line in enumerate(self.lines()):
            if seat < self.table.session.seat_count():
                marker = self.table.marker(seat, lay.px(24))
                surface.blit(marker, (self.rect.x + lay.px(12), y))
            surface.blit(text.render(line, size, theme.TEXT), (self.rect.x + lay.px(48), y))
            y += lay.px(36)


class PigTable(TableScene):
    def __init__(self, app, match: Match, styles=None, names=None) -> None:
        super().__init__(app, TableSession(match, styles, autosave=self.autosave, names=names))
        self.board = self.widgets.add(PigBoard(self))
        self.roll = self.widgets.add(
            CommandButton(
                N_("Roll"),
                lambda: self._for_current(Roll),
                self.issue,
                self.session.is_legal,
                name="pig:roll",
                primary=True,
            )
        )
        self.hold = self.widgets.add(
            CommandButton(
                N_("Hold"),
                lambda: self._for_current(Hold),
                self.issue,
                self.session.is_legal,
                name="pig:hold",
            )
        )
        self.menu_button = self.widgets.add(Button(N_("Menu"), self.open_menu, name="menu"))
        self.sync()

    def _for_current(self, kind):
        seat = self.session.current_seat()
        return None if seat is None else kind(seat)

    def score_scene(self) -> ScoreScene:
        return ScoreScene(self.app, self, CATEGORIES)

    def layout(self, lay: Layout) -> None:
        content = lay.content()
        self.board.rect = pygame.Rect(content.x, content.y, content.width // 2, content.height)
        x = self.board.rect.right + lay.px(24)
        self.roll.rect = pygame.Rect(x, content.y, lay.px(200), lay.px(52))
        self.hold.rect = self.roll.rect.move(0, lay.px(64))
        self.menu_button.rect = pygame.Rect(content.right - lay.px(120), content.y, lay.px(120), lay.px(40))
        self.layout_layers(lay)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        surface.fill(theme.SPACE)
        self.widgets.draw(surface, lay)
        self.draw_layers(surface, lay)


class PigNewGameScene(ShellScene):
    """Two to four players, each with a name and a colour and marker: the kit's players block."""

    heading_msgid = N_("Pig")

    def __init__(self, app, target: int = 12, seed: int = 4) -> None:
        super().__init__(app)
        self.target, self.seed = target, seed
        self.block = PlayersBlock(self.widgets.add, 2, 4)
        self.start = self.widgets.add(Button(N_("Start the game"), self.begin, name="start", primary=True))
        self.widgets.add(self.back_button)

    def begin(self) -> None:
        names, styles = self.block.chosen()
        match = Match(RULES, PigSetup(players=len(names), target=self.target), self.seed)
        table = PigTable(self.app, match, styles, names)
        table.session.save_now()
        self.app.stack.replace(table)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            self.block.handle_text(event)
            return
        super().handle_event(event)

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        body = self.body_rect(lay)
        x = body.x + lay.px(20)
        columns = [(x, lay.px(300)), (x + lay.px(370), lay.px(260))]
        self.block.layout(lay, x, body.y + lay.px(12), lay.px(280), lay.px(44), lay.px(8), columns)
        self.start.rect = pygame.Rect(
            body.right - lay.px(300), self.back_button.rect.y, lay.px(300), self.back_button.rect.height
        )

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        super().draw(surface, lay)
        self.block.draw(surface, lay)


def register() -> None:
    """Pig's new-game screen and its table for saved games (as a game's ``ui/tables/<id>`` would)."""
    register_new_game_scene("pig", PigNewGameScene)
    register_table_scene("pig", lambda app, loaded: PigTable(app, loaded.match))
