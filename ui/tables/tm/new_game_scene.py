"""New Terraforming Mars game: players (1 = the solo game), names, who plays each seat
(a human or a computer: easy, normal, hard; at least one human), colour and marker per
player, beginner corporation per player, Corporate Era, draft, seed.
"""

from __future__ import annotations

import random

import pygame

from game.core import Match
from game.core.seats import COMPUTER_LEVELS
from game.i18n import N_, Text, tr
from game.tm.constants import SOLO_LAST_GENERATION
from game.tm.rules import MAX_NAME_LENGTH, RULES, clean_name
from ui import theme
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.table.players_block import PlayersBlock
from ui.tables.tm.sprites import sprite
from ui.tables.tm.widgets.map_view import marker_sprite
from ui.widgets.base import draw_panel
from ui.widgets.button import Button
from ui.widgets.label import Label
from ui.widgets.text_field import TextField
from ui.widgets.toggle import Toggle

MAX_PLAYERS = 5
SEED_LIMIT = 2**63


def start_game(
    app,
    players: int,
    seed: int | None = None,
    names_: list[str] | None = None,
    corporate_era: bool = True,
    draft: bool = False,
    beginners: list[bool] | None = None,
    styles: list[int] | None = None,
    seat_kinds: list[str] | None = None,
):
    """Create the match and open its table (``--new tm`` uses this too). ``seat_kinds``: per
    seat "human" or a computer level (``game.core.seats``; default: all human)."""
    from ui.tables.tm.table_scene import TmTableScene

    styles = list(styles or range(players))[:players]
    data = {
        "players": players,
        "solo": players == 1,
        "corporate_era": corporate_era,
        "draft": draft and players > 1,
        "beginners": list(beginners or [])[:players],
        "names": [clean_name(n) for n in (names_ or [])][:players],
        "colors": styles,
    }
    if seat_kinds and any(kind != "human" for kind in seat_kinds[:players]):
        data["seat_kinds"] = list(seat_kinds)[:players]
    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    match = Match(RULES, RULES.setup_from_data(data), seed)
    scene = TmTableScene(app, match, styles)
    scene.session.save_now()  # a failure shows on the table; it never stops a new game
    return scene


class TmNewGameScene(ShellScene):
    heading_msgid = N_("New game: Terraforming Mars")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.beginners = [False] * MAX_PLAYERS
        self.corporate_era = True
        self.draft = False
        self.seed = ""
        self.error = ""
        add = self.widgets.add
        beginner = (
            N_("Beginner corporation"),
            lambda i: Toggle(
                lambda: self.beginners[i], lambda v: self._set_beginner(i, v), name=f"beginner:{i}"
            ),
        )
        self.block = PlayersBlock(
            add,
            1,
            MAX_PLAYERS,
            max_name_length=MAX_NAME_LENGTH,
            columns=[beginner],
            marker=lambda style, size: sprite(marker_sprite(style), size),
            computer_levels=COMPUTER_LEVELS,
        )
        self.era_label = add(Label(N_("Corporate Era cards"), name="label:corporate_era", middle=True))
        self.era = add(Toggle(lambda: self.corporate_era, self._set_era, name="corporate_era"))
        self.draft_label = add(Label(N_("Draft"), name="label:draft", middle=True))
        self.draft_toggle = add(
            Toggle(lambda: self.draft, self._set_draft, name="draft", enabled=lambda: self.players > 1)
        )
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

    # --- values -------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.block.players

    @players.setter
    def players(self, n: int) -> None:
        self.block.players = n

    @property
    def names(self) -> list[str]:
        return self.block.names

    @property
    def styles(self) -> list[int]:
        return self.block.styles

    def _set_beginner(self, i: int, on: bool) -> None:
        self.beginners[i] = on

    def _set_era(self, on: bool) -> None:
        self.corporate_era = on

    def _set_draft(self, on: bool) -> None:
        self.draft = on

    def _set_seed(self, value: str) -> None:
        self.seed = "".join(ch for ch in value if ch.isdigit())

    def _note(self) -> str:
        problem = self.block.problem()
        if problem:
            return problem
        if self.error:
            return self.error
        if self.players == 1:
            return Text(
                N_(
                    "Solo game: raise temperature, oxygen and oceans to their goals by the end of "
                    "generation {last}, against a neutral opponent."
                ),
                {"last": SOLO_LAST_GENERATION},
            ).translated()
        if self.block.chosen_kinds().count("human") == 1:
            return tr(N_("The computers play their own turns; Suggest shows a good move for yours."))
        return tr(
            N_("Pass-and-play: the table asks each player to take the mouse before showing their cards.")
        )

    def begin(self) -> None:
        problem = self.block.problem()
        if problem:  # the note beside the button says why
            self.app.toast.show(problem)
            return
        seed = int(self.seed) % SEED_LIMIT if self.seed else None
        n = self.players
        scene = start_game(
            self.app,
            n,
            seed,
            self.names[:n],
            self.corporate_era,
            self.draft,
            self.beginners[:n],
            self.styles[:n],
            self.block.chosen_kinds(),
        )
        self.app.stack.replace(scene)

    # --- frame -------------------------------------------------------------------------------------
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
        label_w = lay.px(280)
        x = body.x + lay.px(20)
        y = body.y + lay.px(12)
        widths = (lay.px(230), lay.px(290), lay.px(240), lay.px(170))
        xs, cx = [], x
        for w in widths:
            xs.append(cx)
            cx += w + lay.px(18)
        y = self.block.layout(lay, x, y, label_w, row_h, gap, list(zip(xs, widths, strict=True)))
        # The solo game always plays Corporate Era, without the draft or the Beginner Corporation
        # (game.tm.setup, [SOLO-0]): its setup shows none of those options.
        multiplayer = self.players > 1
        self.block.column_labels[3].visible = multiplayer
        for i, row in enumerate(self.block.rows):
            row[3].visible = i < self.players and multiplayer
        y += lay.px(8)
        for widget in (self.era_label, self.era, self.draft_label, self.draft_toggle):
            widget.visible = multiplayer
        label_w = lay.px(290)  # room for "Corporate Era cards" at full size (the panel has it)
        self.era_label.rect = pygame.Rect(x, y, label_w, row_h)
        self.era.rect = pygame.Rect(x + label_w, y, lay.px(150), row_h)
        self.draft_label.rect = pygame.Rect(self.era.rect.right + lay.px(30), y, lay.px(120), row_h)
        self.draft_toggle.rect = pygame.Rect(self.draft_label.rect.right, y, lay.px(150), row_h)
        if multiplayer:
            y += row_h + gap
        self.seed_label.rect = pygame.Rect(x, y, label_w, row_h)
        self.seed_field.rect = pygame.Rect(x + label_w, y, lay.px(260), row_h)
        self.panel_rect = pygame.Rect(
            body.x, body.y, min(body.width, cx - body.x + lay.px(60)), y + row_h + lay.px(14) - body.y
        )
        self.start.rect = pygame.Rect(
            body.right - lay.px(300), self.back_button.rect.y, lay.px(300), self.back_button.rect.height
        )
        self.note.color = (
            theme.ERROR if self.block.problem() else theme.TEXT_DIM
        )  # a reason to fix stands out
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
