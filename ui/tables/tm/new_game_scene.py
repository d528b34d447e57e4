"""New Terraforming Mars game: players (1 = the solo game), names, who plays each seat
(a human or a computer: easy, normal, hard; at least one human), colour and marker per
player, beginner corporation per player, Corporate Era, draft, seed. The kit's new-game screen
(``ui.table.new_game_scene``) with TM's options: the Beginner Corporation column, Corporate Era
and the draft on one row, none of them shown for the solo game.
"""

from __future__ import annotations

from game.core.seats import COMPUTER_LEVELS
from game.i18n import N_, Text
from game.tm.constants import SOLO_LAST_GENERATION
from game.tm.rules import MAX_NAME_LENGTH, RULES, clean_name
from ui.layout import Layout
from ui.table.new_game import open_new_table, seat_data
from ui.table.new_game_scene import SeatsNewGameScene
from ui.tables.tm.sprites import sprite
from ui.tables.tm.widgets.map_view import marker_sprite
from ui.widgets.toggle import Toggle

MAX_PLAYERS = 5


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

    data = seat_data(players, None, styles, seat_kinds)
    data.update(
        solo=players == 1,
        corporate_era=corporate_era,
        draft=draft and players > 1,
        beginners=list(beginners or [])[:players],
        names=[clean_name(n) for n in (names_ or [])][:players],  # kept as typed, empty ones too
    )
    return open_new_table(app, RULES, data, seed, TmTableScene)


class TmNewGameScene(SeatsNewGameScene):
    heading_msgid = N_("New game: Terraforming Mars")
    column_widths = (230, 290, 240, 170)
    block_label_width = 280
    column_gap = 18
    panel_margin = 60

    def __init__(self, app) -> None:
        self.beginners = [False] * MAX_PLAYERS
        self.corporate_era = True
        self.draft = False
        beginner = (
            N_("Beginner corporation"),
            lambda i: Toggle(
                lambda: self.beginners[i], lambda v: self._set_beginner(i, v), name=f"beginner:{i}"
            ),
        )
        super().__init__(
            app,
            {
                "min_players": 1,
                "max_players": MAX_PLAYERS,
                "max_name_length": MAX_NAME_LENGTH,
                "columns": [beginner],
                "marker": lambda style, size: sprite(marker_sprite(style), size),
                "computer_levels": COMPUTER_LEVELS,
            },
        )

    def add_options(self) -> None:
        self.add_corporate_era_option()
        self.draft_toggle = self.add_option(
            N_("Draft"),
            "draft",
            Toggle(lambda: self.draft, self._set_draft, name="draft", enabled=lambda: self.players > 1),
            width=150,
            beside=120,
        )

    # --- values -------------------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return self.block.names

    @property
    def styles(self) -> list[int]:
        return self.block.styles

    def _set_beginner(self, i: int, on: bool) -> None:
        self.beginners[i] = on

    def _set_draft(self, on: bool) -> None:
        self.draft = on

    def note_words(self) -> str:
        if self.players == 1:
            return Text(
                N_(
                    "Solo game: raise temperature, oxygen and oceans to their goals by the end of "
                    "generation {last}, against a neutral opponent."
                ),
                {"last": SOLO_LAST_GENERATION},
            ).translated()
        return super().note_words()

    def start(self, seed: int | None):
        n = self.players
        return start_game(
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

    # --- frame -------------------------------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        # The solo game always plays Corporate Era, without the draft or the Beginner Corporation
        # (game.tm.setup, [SOLO-0]): its setup shows none of those options.
        multiplayer = self.players > 1
        for label, widget, _width, _beside in self.options:
            label.visible = widget.visible = multiplayer
        super().layout(lay)
        self.block.column_labels[3].visible = multiplayer
        for i, row in enumerate(self.block.rows):
            row[3].visible = i < self.players and multiplayer
