"""New Ares Project game: the basic game (Terran against Kahoum) or the full game, per seat a
name, who plays it (a human or a computer of a level), a colour and marker and a faction of the
content; the seed. Two players (the melee and team games come with the engine's multiplayer rules).
It builds the engine's setup (``game.ares.rules.AresSetup``) through the kit's ``ui.table.new_game``.
"""

from __future__ import annotations

from game.ares.content.load import content
from game.ares.rules import MAX_NAME_LENGTH, RULES
from game.core.seats import COMPUTER_LEVELS
from game.i18n import N_, tr
from ui import theme
from ui.table.new_game import open_new_table, seat_data
from ui.table.new_game_scene import SeatsNewGameScene
from ui.tables.ares import names
from ui.widgets.cycler import OptionCycler

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


class AresNewGameScene(SeatsNewGameScene):
    heading_msgid = N_("New game: The Ares Project")
    column_widths = (230, 230, 250, 200)
    label_width = 250

    def __init__(self, app) -> None:
        self.mode = "basic"
        self.factions = list(BASIC_FACTIONS)
        super().__init__(
            app,
            {
                "min_players": MIN_PLAYERS,
                "max_players": MAX_PLAYERS,
                "players": 2,
                "max_name_length": MAX_NAME_LENGTH,
                "computer_levels": COMPUTER_LEVELS,
                "columns": [(N_("Faction"), self._faction_cycler)],
            },
        )
        self.mode_cycler = self.add_option(
            N_("Game"),
            "mode",
            OptionCycler(
                list(MODES),
                get=lambda: self.mode,
                set=self._set_mode,
                name="mode",
                font_size=theme.FONT_SMALL,
                shrink=True,
            ),
            width=460,
            first=True,
        )

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

    def problem(self) -> str | None:
        problem = self.block.problem()
        if problem:
            return problem
        if self.mode == "basic" and sorted(self.factions) != sorted(BASIC_FACTIONS):
            return tr(N_("The basic game is Terran against Kahoum."))
        return None

    def note_words(self) -> str:
        if self.block.chosen_kinds().count("human") == 1:
            return tr(N_("The computer builds behind its own screen; you never see its hidden builds."))
        return super().note_words()

    def start(self, seed: int | None):
        n = self.block.players
        return start_game(
            self.app,
            n,
            seed,
            self.mode,
            self.factions[:n],
            self.block.names[:n],
            self.block.styles[:n],
            self.block.chosen_kinds(),
        )
