"""New robot game: 2-4 players, per seat a name, who plays it (a human, or a computer of a level
once the robot game has bots: ``game.bots.request.KITS``) and a colour and marker; seed. It builds
the engine's setup (``game.robots.rules.RobotsSetup``) and opens the table.
"""

from __future__ import annotations

import random

import pygame

from game.bots import request as bot_requests
from game.core import Match
from game.core.seats import COMPUTER_LEVELS
from game.i18n import N_, tr
from game.robots.rules import MAX_NAME_LENGTH, RULES
from ui import theme
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.table.players_block import PlayersBlock
from ui.widgets.base import draw_panel
from ui.widgets.button import Button
from ui.widgets.label import Label
from ui.widgets.text_field import TextField

MIN_PLAYERS, MAX_PLAYERS = 2, 4
SEED_LIMIT = 2**63


def computer_levels() -> tuple[str, ...]:
    """The computer levels a seat may be played by: none until the robot game has bots."""
    return COMPUTER_LEVELS if RULES.game_id in bot_requests.KITS else ()


def setup_data(
    players: int,
    names: list[str] | None = None,
    styles: list[int] | None = None,
    seat_kinds: list[str] | None = None,
) -> dict:
    """The engine's setup data for these choices (``RobotsSetup``)."""
    data: dict = {"players": players}
    typed = [n.strip()[:MAX_NAME_LENGTH] for n in (names or [])][:players]
    if any(typed):
        data["names"] = typed
    data["colors"] = list(styles or range(players))[:players]
    if seat_kinds and any(kind != "human" for kind in seat_kinds[:players]):
        data["seat_kinds"] = list(seat_kinds)[:players]
    return data


def start_game(
    app,
    players: int,
    seed: int | None = None,
    names: list[str] | None = None,
    styles: list[int] | None = None,
    seat_kinds: list[str] | None = None,
):
    """Create the match and open its table (``--new robots`` uses this too)."""
    from ui.tables.robots.table_scene import RobotsTableScene

    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    players = max(MIN_PLAYERS, min(MAX_PLAYERS, players))
    setup = RULES.setup_from_data(setup_data(players, names, styles, seat_kinds))
    scene = RobotsTableScene(app, Match(RULES, setup, seed))
    scene.session.save_now()  # a failure shows on the table; it never stops a new game
    return scene


class RobotsNewGameScene(ShellScene):
    heading_msgid = N_("New game: Mars Robot Exploration")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.seed = ""
        add = self.widgets.add
        self.block = PlayersBlock(
            add,
            MIN_PLAYERS,
            MAX_PLAYERS,
            players=3,
            max_name_length=MAX_NAME_LENGTH,
            computer_levels=computer_levels(),
        )
        self.block_has_kinds = bool(computer_levels())
        self.seed_label = add(Label(N_("Seed (optional)"), name="label:seed", middle=True))
        self.seed_field = add(
            TextField(lambda: self.seed, self._set_seed, placeholder=N_("random"), name="seed", max_length=19)
        )
        self.note = add(
            Label(self._note, name="note", font_size=theme.FONT_SMALL, color=theme.TEXT_DIM, wrap=True)
        )
        self.start = add(Button(N_("Start the game"), self.begin, name="start", primary=True))
        add(self.back_button)
        self.widgets.set_focus(self.start)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    @property
    def players(self) -> int:
        return self.block.players

    @players.setter
    def players(self, n: int) -> None:
        self.block.players = n

    def _set_seed(self, value: str) -> None:
        self.seed = "".join(ch for ch in value if ch.isdigit())

    def _note(self) -> str:
        problem = self.block.problem()
        if problem:
            return problem
        if self.block.chosen_kinds()[: self.players].count("human") == 1:
            return tr(N_("The computers program their own robots; you see only your own program."))
        return tr(N_("Pass-and-play: each player takes the mouse in turn to program their robot in secret."))

    def begin(self) -> None:
        problem = self.block.problem()
        if problem:
            self.app.toast.show(problem)
            return
        seed = int(self.seed) % SEED_LIMIT if self.seed else None
        n = self.players
        scene = start_game(
            self.app, n, seed, self.block.names[:n], self.block.styles[:n], self.block.chosen_kinds()[:n]
        )
        self.app.stack.replace(scene)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            if self.block.handle_text(event):
                return
            self.seed_field.handle_event(event)
            return
        super().handle_event(event)

    def layout(self, lay: Layout) -> None:
        super().layout(lay)
        body = self.body_rect(lay)
        row_h, gap = lay.px(44), lay.px(8)
        label_w = lay.px(290)
        x = body.x + lay.px(20)
        y = body.y + lay.px(12)
        widths = (
            [lay.px(260), lay.px(290), lay.px(260)] if self.block_has_kinds else [lay.px(260), lay.px(290)]
        )
        xs, cx = [], x
        for w in widths:
            xs.append(cx)
            cx += w + lay.px(18)
        y = self.block.layout(lay, x, y, label_w, row_h, gap, list(zip(xs, widths, strict=True)))
        y += lay.px(8)
        self.seed_label.rect = pygame.Rect(x, y, label_w, row_h)
        self.seed_field.rect = pygame.Rect(x + label_w, y, lay.px(260), row_h)
        self.panel_rect = pygame.Rect(
            body.x, body.y, min(body.width, cx - body.x + lay.px(60)), y + row_h + lay.px(14) - body.y
        )
        self.start.rect = pygame.Rect(
            body.right - lay.px(300), self.back_button.rect.y, lay.px(300), self.back_button.rect.height
        )
        self.note.color = theme.ERROR if self.block.problem() else theme.TEXT_DIM
        self.note.rect = pygame.Rect(
            self.back_button.rect.right + lay.px(24),
            self.back_button.rect.y,
            self.start.rect.x - self.back_button.rect.right - lay.px(48),
            self.back_button.rect.height,
        )

    def draw_behind(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.panel_rect, lay, theme.PANEL, theme.PANEL_EDGE, alpha=225)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        super().draw(surface, lay)
        self.block.draw(surface, lay)
