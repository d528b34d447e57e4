"""New Terraforming Mars game: players (1 = the solo game), names, colour and
marker per player, beginner corporation per player, Corporate Era, draft, seed.
"""

from __future__ import annotations

import random

import pygame

from game.core import Match
from game.i18n import N_, Text, tr
from game.tm.rules import MAX_NAME_LENGTH, RULES, clean_name
from ui import text, theme
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.table.players import PLAYER_STYLES, default_player_name
from ui.tables.tm.map_view import marker_sprite
from ui.tables.tm.sprites import sprite
from ui.text import verbatim
from ui.widgets.base import draw_panel
from ui.widgets.button import Button
from ui.widgets.cycler import OptionCycler
from ui.widgets.label import Label
from ui.widgets.text_field import TextField
from ui.widgets.toggle import Toggle

MAX_PLAYERS = 5
SEED_LIMIT = 2**63


def start_game(app, players: int, seed: int | None = None, names_: list[str] | None = None,
               corporate_era: bool = True, draft: bool = False, beginners: list[bool] | None = None,
               styles: list[int] | None = None):  # fmt: skip
    """Create the match and open its table (``--new tm`` uses this too)."""
    from ui.tables.tm.table_scene import TmTableScene

    styles = list(styles or range(players))[:players]
    data = {
        "players": players, "solo": players == 1, "corporate_era": corporate_era,
        "draft": draft and players > 1, "beginners": list(beginners or [])[:players],
        "names": [clean_name(n) for n in (names_ or [])][:players], "colors": styles,
    }  # fmt: skip
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
        self.players = 2
        self.names = ["" for _ in range(MAX_PLAYERS)]
        self.styles = list(range(MAX_PLAYERS))
        self.beginners = [False] * MAX_PLAYERS
        self.corporate_era = True
        self.draft = False
        self.seed = ""
        self.error = ""
        add = self.widgets.add
        self.count_label = add(Label(N_("Players"), name="label:players", middle=True))
        self.count = add(OptionCycler(
            [(n, (lambda n=n: Text(N_("{count} (solo game)") if n == 1 else N_("{count} players"),
                                   {"count": n}).translated())) for n in range(1, MAX_PLAYERS + 1)],
            get=lambda: self.players, set=self._set_players, name="players"))
        self.rows = []
        for i in range(MAX_PLAYERS):
            name_field = add(TextField(lambda i=i: self.names[i], lambda v, i=i: self._set_name(i, v),
                                       max_length=MAX_NAME_LENGTH,
                                       placeholder=lambda i=i: default_player_name(i), name=f"name:{i}"))
            style = add(OptionCycler([(s, verbatim("")) for s in range(len(PLAYER_STYLES))],
                                     get=lambda i=i: self.styles[i], set=lambda s, i=i: self._set_style(i, s),
                                     name=f"style:{i}"))
            beginner = add(Toggle(lambda i=i: self.beginners[i], lambda v, i=i: self._set_beginner(i, v),
                                  name=f"beginner:{i}"))
            self.rows.append((name_field, style, beginner))
        self.column_labels = [add(Label(label, name=f"column:{k}", font_size=theme.FONT_SMALL, color=theme.TEXT_DIM))
                              for k, label in enumerate((N_("Name"), N_("Colour and marker"), N_("Beginner corporation")))]
        self.era_label = add(Label(N_("Corporate Era cards"), name="label:corporate_era", middle=True))
        self.era = add(Toggle(lambda: self.corporate_era, self._set_era, name="corporate_era"))
        self.draft_label = add(Label(N_("Draft"), name="label:draft", middle=True))
        self.draft_toggle = add(Toggle(lambda: self.draft, self._set_draft, name="draft",
                                       enabled=lambda: self.players > 1))
        self.seed_label = add(Label(N_("Seed (optional)"), name="label:seed", middle=True))
        self.seed_field = add(TextField(lambda: self.seed, self._set_seed, placeholder=N_("random"), name="seed",
                                        max_length=19))
        self.note = add(Label(self._note, name="note", font_size=theme.FONT_SMALL, color=theme.TEXT_DIM, wrap=True))
        self.start = add(Button(N_("Start the game"), self.begin, name="start", primary=True))
        add(self.back_button)
        self.widgets.set_focus(self.start)

    # --- values -------------------------------------------------------------------------------------
    def _set_players(self, n: int) -> None:
        self.players = n

    def _set_name(self, i: int, value: str) -> None:
        self.names[i] = value

    def _set_style(self, i: int, style: int) -> None:
        other = self.styles.index(style)
        self.styles[other], self.styles[i] = self.styles[i], style  # swap: styles stay distinct

    def _set_beginner(self, i: int, on: bool) -> None:
        self.beginners[i] = on

    def _set_era(self, on: bool) -> None:
        self.corporate_era = on

    def _set_draft(self, on: bool) -> None:
        self.draft = on

    def _set_seed(self, value: str) -> None:
        self.seed = "".join(ch for ch in value if ch.isdigit())

    def _note(self) -> str:
        if self.error:
            return self.error
        if self.players == 1:
            return tr(N_("Solo game: raise temperature, oxygen and oceans to their goals by the end of "
                         "generation 14, against a neutral opponent."))
        return tr(N_("Pass-and-play: the table asks each player to take the mouse before showing their cards."))

    def begin(self) -> None:
        seed = int(self.seed) % SEED_LIMIT if self.seed else None
        n = self.players
        scene = start_game(self.app, n, seed, self.names[:n], self.corporate_era, self.draft, self.beginners[:n],
                           self.styles[:n])
        self.app.stack.replace(scene)

    # --- frame -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            for name_field, _style, _beginner in self.rows[: self.players]:
                if name_field.handle_event(event):
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
        self.count_label.rect = pygame.Rect(x, y, label_w, row_h)
        self.count.rect = pygame.Rect(x + label_w, y, lay.px(300), row_h)
        y += row_h + lay.px(14)
        widths = (lay.px(300), lay.px(260), lay.px(200))
        xs = (x, x + widths[0] + lay.px(70), x + widths[0] + widths[1] + lay.px(100))
        for k, label in enumerate(self.column_labels):
            label.rect = pygame.Rect(xs[k], y, widths[k] + lay.px(60), lay.px(24))
        y += lay.px(26)
        # The solo game always plays Corporate Era, without the draft or the Beginner Corporation
        # (game.tm.setup, [SOLO-0]): its setup shows none of those options.
        multiplayer = self.players > 1
        self.column_labels[2].visible = multiplayer
        for i, (name_field, style, beginner) in enumerate(self.rows):
            shown = i < self.players
            for widget, wx, ww in zip((name_field, style, beginner), xs, widths, strict=True):
                widget.visible = shown
                widget.rect = pygame.Rect(wx, y, ww, row_h)
            beginner.visible = shown and multiplayer
            if shown:
                y += row_h + gap
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
        self.panel_rect = pygame.Rect(body.x, body.y, min(body.width, lay.px(1000)), y + row_h + lay.px(14) - body.y)
        self.start.rect = pygame.Rect(body.right - lay.px(300), self.back_button.rect.y, lay.px(300),
                                      self.back_button.rect.height)
        self.note.rect = pygame.Rect(self.back_button.rect.right + lay.px(24), self.back_button.rect.y,
                                     self.start.rect.x - self.back_button.rect.right - lay.px(48),
                                     self.back_button.rect.height)

    def draw_behind(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_panel(surface, self.panel_rect, lay, theme.PANEL, theme.PANEL_EDGE, alpha=225)

    def draw(self, surface: pygame.Surface, lay: Layout) -> None:
        super().draw(surface, lay)
        size = lay.px(30)
        for i, (_name, style, _beginner) in enumerate(self.rows[: self.players]):
            marker = sprite(marker_sprite(self.styles[i]), size)
            surface.blit(marker, marker.get_rect(midleft=(style.rect.x + style.rect.height + lay.px(4), style.rect.centery)))
            label = tr(PLAYER_STYLES[self.styles[i]].label)
            fsize = lay.font_px(theme.FONT_SMALL)
            room = style.rect.width - 2 * style.rect.height - size - lay.px(12)
            fsize, shown = text.fit_box(label, fsize, room, 0)  # one line: shrunk to fit
            image = text.render(shown[0], fsize, theme.TEXT)
            surface.blit(image, image.get_rect(midleft=(style.rect.x + style.rect.height + size + lay.px(10),
                                                         style.rect.centery)))
