"""New Ares Project game: the basic game (Terran against Kahoum) or the full game, per seat a
name, who plays it (a human or a computer of a level), a colour and marker and a faction of the
content; the seed. Two to four players: with 3-4 the multiplayer rules (§13, full game only): a melee,
or with 4 the team game (seats 1+2 against 3+4). It builds the engine's setup (``game.ares.rules.AresSetup``) through the kit's ``ui.table.new_game``.
"""

from __future__ import annotations

from game.ares.content.load import content
from game.ares.rules import MAX_NAME_LENGTH, RULES, TEAM_PLAYERS
from game.ares.rules import default_factions as rules_default_factions
from game.core.seats import COMPUTER_LEVELS
from game.i18n import N_, Text, tr
from ui import theme
from ui.table.new_game import open_new_table, seat_data
from ui.table.new_game_scene import SeatsNewGameScene
from ui.tables.ares import names
from ui.widgets.cycler import OptionCycler

MIN_PLAYERS, MAX_PLAYERS = 2, 4
BASIC_FACTIONS = ("terran", "kahoum")
MODES = (("basic", N_("Basic game (Terran against Kahoum)")), ("full", N_("Full game")))
TEAM_CHOICES = (
    (False, N_("Every player for themself")),
    (True, N_("Team game: the first two seats against the last two")),
)


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
    teams: bool = False,
) -> dict:
    """The engine's setup data for these choices (``AresSetup``): 3-4 players play the full game,
    ``teams`` only counts with 4."""
    data = seat_data(players, names_, styles, seat_kinds, MAX_NAME_LENGTH)
    data["mode"] = "full" if players > 2 else mode
    chosen = list(factions or ())[:players]
    data["factions"] = chosen if len(chosen) == players else default_factions(players)
    if teams and players == 4:
        data["teams"] = True
    return data


def default_factions(players: int) -> list[str]:
    """The basic pair for two, else the content's factions in order (the engine's defaults)."""
    return list(rules_default_factions(players))


def start_game(
    app,
    players: int = 2,
    seed: int | None = None,
    mode: str = "basic",
    factions=None,
    names_=None,
    styles=None,
    seat_kinds=None,
    teams: bool = False,
):
    """Create the match and open its table (``--new ares`` uses this too)."""
    from ui.tables.ares.table_scene import AresTableScene

    players = max(MIN_PLAYERS, min(MAX_PLAYERS, players))
    data = setup_data(players, mode, factions, names_, styles, seat_kinds, teams)
    return open_new_table(app, RULES, data, seed, AresTableScene)


class AresNewGameScene(SeatsNewGameScene):
    heading_msgid = N_("New game: The Ares Project")
    column_widths = (230, 230, 250, 200)
    label_width = 250

    def __init__(self, app) -> None:
        self.mode = "basic"
        self.teams = False
        self.factions = self._all_factions()
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
                get=self.game_mode,
                set=self._set_mode,
                name="mode",
                font_size=theme.FONT_SMALL,
                shrink=True,
            ),
            width=460,
            first=True,
        )
        self.teams_cycler = self.add_option(
            N_("Four players"),
            "teams",
            OptionCycler(
                list(TEAM_CHOICES),
                get=lambda: self.teams,
                set=self._set_teams,
                name="teams",
                font_size=theme.FONT_SMALL,
                shrink=True,
            ),
            width=460,
            first=True,
        )

    @staticmethod
    def _all_factions() -> list[str]:
        """Every faction once, the basic pair first: a seat's faction is ``factions[seat]``."""
        rest = [f for f in available_factions() if f not in BASIC_FACTIONS]
        return list(BASIC_FACTIONS) + rest

    def game_mode(self) -> str:
        """The mode the game will be played in: 3-4 players always play the full game."""
        return "full" if self.block.players > 2 else self.mode

    def team_game(self) -> bool:
        return self.teams and self.block.players == 4

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
        if self.block.players > 2:  # the multiplayer rules are full games (ruling AR-46)
            return
        self.mode = mode
        if mode == "basic" and sorted(self.factions[:2]) != sorted(BASIC_FACTIONS):
            self.factions = self._all_factions()

    def _set_teams(self, teams: bool) -> None:
        self.teams = teams

    def _set_faction(self, i: int, faction: str) -> None:
        if faction in self.factions:  # swap: every seat a different faction
            other = self.factions.index(faction)
            self.factions[other] = self.factions[i]
        self.factions[i] = faction

    def problem(self) -> str | None:
        problem = self.block.problem()
        if problem:
            return problem
        if self.game_mode() == "basic" and sorted(self.factions[:2]) != sorted(BASIC_FACTIONS):
            return tr(N_("The basic game is Terran against Kahoum."))
        return None

    def note_words(self) -> str:
        n = self.block.players
        if n > 2:
            if self.team_game():
                return tr(
                    N_(
                        "Team game: the first two seats against the last two, played with the full game's rules."
                    )
                )
            words = tr(N_("More than two players: a melee, played with the full game's rules."))
            if self.teams:
                words += (
                    " "
                    + Text(N_("The team game needs {count} players."), {"count": TEAM_PLAYERS}).translated()
                )
            return words
        if self.block.chosen_kinds().count("human") == 1:
            return tr(N_("The computer builds behind its own screen; you never see its hidden builds."))
        return super().note_words()

    def start(self, seed: int | None):
        n = self.block.players
        return start_game(
            self.app,
            n,
            seed,
            self.game_mode(),
            self.factions[:n],
            self.block.names[:n],
            self.block.styles[:n],
            self.block.chosen_kinds(),
            self.team_game(),
        )
