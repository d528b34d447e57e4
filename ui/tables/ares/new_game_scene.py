"""New Ares Project game: the basic game (Terran against Kahoum) or the full game, per seat a
name, who plays it (a human or a computer of a level), a colour and marker and a faction of the
content; the seed. Two players (the melee and team games come with the engine's multiplayer rules).
It builds the engine's setup (``game.ares.rules.AresSetup``) through the kit's ``ui.table.new_game``.
"""

from __future__ import annotations

import pygame

from game.ares.content.load import content
from game.ares.rules import MAX_NAME_LENGTH, RULES
from game.core.seats import COMPUTER_LEVELS
from game.i18n import N_, tr
from ui import theme
from ui.layout import Layout
from ui.scenes.common import ShellScene
from ui.table.new_game import open_new_table, parse_seed, seat_data
from ui.table.players_block import PlayersBlock
from ui.tables.ares import names
from ui.widgets.base import draw_panel
from ui.widgets.button import Button
from ui.widgets.cycler import OptionCycler
from ui.widgets.label import Label
from ui.widgets.text_field import TextField

MIN_PLAYERS, MAX_PLAYERS = 2, 2
BASIC_FACTIONS = ("terran", "kahoum")
MODES = (("basic", N_("Basic game (Terran against Kahoum)")), ("full", N_("Full game")))


def available_factions() -> list[str]:
    """The factions the content has decks for, in its order."""
    return list(content().factions)


def setup_data(
    players: int = 2,
    mode: str = "basic",
    factions: list[str] | None = None,
    names_: list[str] | None = None,
    styles: list[int] | None = None,
    seat_kinds: list[str] | None = None,
) -> dict:
    """The engine's setup data for these choices (``AresSetup``)."""
    data = seat_data(players, names_, styles, seat_kinds, MAX_NAME_LENGTH)
    data["mode"] = mode
    data["factions"] = list(factions or BASIC_FACTIONS)[:players]
    return data


def start_game(
    app,
    players: int = 2,
    seed: int | None = None,
    mode: str = "basic",
    factions=None,
    names_=None,
    styles=None,
    seat_kinds=None,
):
    """Create the match and open its table (``--new ares`` uses this too)."""
    from ui.tables.ares.table_scene import AresTableScene

    players = max(MIN_PLAYERS, min(MAX_PLAYERS, players))
    data = setup_data(players, mode, factions, names_, styles, seat_kinds)
    return open_new_table(app, RULES, data, seed, AresTableScene)


class AresNewGameScene(ShellScene):
    heading_msgid = N_("New game: The Ares Project")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.seed = ""
        self.mode = "basic"
        self.factions = list(BASIC_FACTIONS)
        add = self.widgets.add
        self.mode_label = add(Label(N_("Game"), name="label:mode", middle=True))
        self.mode_cycler = add(
            OptionCycler(
                list(MODES),
                get=lambda: self.mode,
                set=self._set_mode,
                name="mode",
                font_size=theme.FONT_SMALL,
                shrink=True,
            )
        )
        self.block = PlayersBlock(
            add,
            MIN_PLAYERS,
            MAX_PLAYERS,
            players=2,
            max_name_length=MAX_NAME_LENGTH,
            computer_levels=COMPUTER_LEVELS,
            columns=[(N_("Faction"), self._faction_cycler)],
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
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def _faction_cycler(self, i: int) -> OptionCycler:
        return OptionCycler(
            [(f, (lambda f=f: names.faction_name(f))) for f in available_factions()],
            get=lambda i=i: self.factions[i],
            set=lambda f, i=i: self._set_faction(i, f),
            name=f"faction:{i}",
            font_size=theme.FONT_SMALL,
            shrink=True,
        )

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        if mode == "basic" and sorted(self.factions) != sorted(BASIC_FACTIONS):
            self.factions = list(BASIC_FACTIONS)

    def _set_faction(self, i: int, faction: str) -> None:
        other = 1 - i
        if self.factions[other] == faction:  # swap: two different factions
            self.factions[other] = self.factions[i]
        self.factions[i] = faction
        if self.mode == "basic" and sorted(self.factions) != sorted(BASIC_FACTIONS):
            self.factions[other] = (
                next(f for f in BASIC_FACTIONS if f != faction)
                if faction in BASIC_FACTIONS
                else self.factions[other]
            )

    def _set_seed(self, value: str) -> None:
        self.seed = "".join(ch for ch in value if ch.isdigit())

    def problem(self) -> str | None:
        problem = self.block.problem()
        if problem:
            return problem
        if self.mode == "basic" and sorted(self.factions) != sorted(BASIC_FACTIONS):
            return tr(N_("The basic game is Terran against Kahoum."))
        return None

    def _note(self) -> str:
        problem = self.problem()
        if problem:
            return problem
        if self.block.chosen_kinds().count("human") == 1:
            return tr(N_("The computer builds behind its own screen; you never see its hidden builds."))
        return tr(
            N_("Pass-and-play: the table asks each player to take the mouse before showing their cards.")
        )

    def begin(self) -> None:
        problem = self.problem()
        if problem:
            self.app.toast.show(problem)
            return
        n = self.block.players
        try:
            scene = start_game(
                self.app,
                n,
                parse_seed(self.seed),
                self.mode,
                self.factions[:n],
                self.block.names[:n],
                self.block.styles[:n],
                self.block.chosen_kinds(),
            )
        except ValueError as exc:
            self.app.toast.show(str(exc))
            return
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
        label_w = lay.px(250)
        x = body.x + lay.px(20)
        y = body.y + lay.px(12)
        self.mode_label.rect = pygame.Rect(x, y, label_w, row_h)
        self.mode_cycler.rect = pygame.Rect(x + label_w, y, lay.px(460), row_h)
        y += row_h + gap
        widths = (lay.px(230), lay.px(230), lay.px(250), lay.px(200))
        xs, cx = [], x
        for w in widths:
            xs.append(cx)
            cx += w + lay.px(14)
        y = self.block.layout(lay, x, y, label_w, row_h, gap, list(zip(xs, widths, strict=True)))
        y += lay.px(8)
        self.seed_label.rect = pygame.Rect(x, y, label_w, row_h)
        self.seed_field.rect = pygame.Rect(x + label_w, y, lay.px(260), row_h)
        self.panel_rect = pygame.Rect(
            body.x, body.y, min(body.width, cx - body.x + lay.px(30)), y + row_h + lay.px(14) - body.y
        )
        self.start.rect = pygame.Rect(
            body.right - lay.px(300), self.back_button.rect.y, lay.px(300), self.back_button.rect.height
        )
        self.note.color = theme.ERROR if self.problem() else theme.TEXT_DIM
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
