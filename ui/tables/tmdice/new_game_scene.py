"""New Dice Game: 1-4 players (1 = the solo game), per seat a name, who plays it (a human or a
computer: easy, normal, hard; at least one human) and a colour and marker; Corporate Era cards;
seed. It builds the engine's setup (``game.tmdice.rules.DiceSetup``) and opens the table.
"""

from __future__ import annotations

import random

import pygame

from game.core import Match
from game.core.seats import COMPUTER_LEVELS
from game.i18n import N_, Text, tr
from game.tmdice.rules import MAX_NAME_LENGTH, RULES
from game.tmdice.state import SOLO_DEADLINES, SOLO_TURNS
from ui import theme
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.table.players_block import PlayersBlock
from ui.widgets.base import draw_panel
from ui.widgets.button import Button
from ui.widgets.label import Label
from ui.widgets.text_field import TextField
from ui.widgets.toggle import Toggle

MAX_PLAYERS = 4
SEED_LIMIT = 2**63


def setup_data(
    players: int,
    names: list[str] | None = None,
    corporate_era: bool = False,
    styles: list[int] | None = None,
    seat_kinds: list[str] | None = None,
) -> dict:
    """The engine's setup data for these choices (``DiceSetup``)."""
    data: dict = {"players": players, "corporate_era": corporate_era}
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
    corporate_era: bool = False,
    styles: list[int] | None = None,
    seat_kinds: list[str] | None = None,
):
    """Create the match and open its table (``--new tmdice`` uses this too)."""
    from ui.tables.tmdice.table_scene import DiceTableScene

    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    setup = RULES.setup_from_data(setup_data(players, names, corporate_era, styles, seat_kinds))
    scene = DiceTableScene(app, Match(RULES, setup, seed))
    scene.session.save_now()  # a failure shows on the table; it never stops a new game
    return scene


class DiceNewGameScene(ShellScene):
    heading_msgid = N_("New game: Terraforming Mars Dice Game")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.corporate_era = False
        self.seed = ""
        add = self.widgets.add
        self.block = PlayersBlock(
            add, 1, MAX_PLAYERS, max_name_length=MAX_NAME_LENGTH, computer_levels=COMPUTER_LEVELS
        )
        self.era_label = add(Label(N_("Corporate Era cards"), name="label:corporate_era", middle=True))
        self.era = add(Toggle(lambda: self.corporate_era, self._set_era, name="corporate_era"))
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

    def _set_era(self, on: bool) -> None:
        self.corporate_era = on

    def _set_seed(self, value: str) -> None:
        self.seed = "".join(ch for ch in value if ch.isdigit())

    def _note(self) -> str:
        problem = self.block.problem()
        if problem:
            return problem
        if self.players == 1:
            return Text(
                N_(
                    "Solo game: complete all three global parameters within {turns} turns; the milestones "
                    "close at turns {first}, {second} and {third}."
                ),
                {
                    "turns": SOLO_TURNS,
                    "first": SOLO_DEADLINES[0],
                    "second": SOLO_DEADLINES[1],
                    "third": SOLO_DEADLINES[2],
                },
            ).translated()
        if self.block.chosen_kinds().count("human") == 1:
            return tr(N_("The computers play their own turns; Suggest shows a good move for yours."))
        return tr(
            N_("Pass-and-play: the table asks each player to take the mouse before showing their cards.")
        )

    def begin(self) -> None:
        problem = self.block.problem()
        if problem:
            self.app.toast.show(problem)
            return
        seed = int(self.seed) % SEED_LIMIT if self.seed else None
        n = self.players
        scene = start_game(
            self.app,
            n,
            seed,
            self.block.names[:n],
            self.corporate_era,
            self.block.styles[:n],
            self.block.chosen_kinds(),
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
        widths = (lay.px(260), lay.px(290), lay.px(260))
        xs, cx = [], x
        for w in widths:
            xs.append(cx)
            cx += w + lay.px(18)
        y = self.block.layout(lay, x, y, label_w, row_h, gap, list(zip(xs, widths, strict=True)))
        y += lay.px(8)
        self.era_label.rect = pygame.Rect(x, y, label_w, row_h)
        self.era.rect = pygame.Rect(x + label_w, y, lay.px(150), row_h)
        y += row_h + gap
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
