"""New Dice Game: 1-4 players (1 = the solo game), per seat a name, who plays it (a human or a
computer: easy, normal, hard; at least one human) and a colour and marker; Corporate Era cards;
seed. It builds the engine's setup (``game.tmdice.rules.DiceSetup``) through the kit's
``ui.table.new_game`` and opens the table.
"""

from __future__ import annotations

from game.core.seats import COMPUTER_LEVELS
from game.i18n import N_, Text
from game.tmdice.rules import MAX_NAME_LENGTH, RULES
from game.tmdice.state import SOLO_DEADLINES, SOLO_TURNS
from ui.table.new_game import open_new_table, seat_data
from ui.table.new_game_scene import SeatsNewGameScene

MAX_PLAYERS = 4


def setup_data(
    players: int,
    names: list[str] | None = None,
    corporate_era: bool = False,
    styles: list[int] | None = None,
    seat_kinds: list[str] | None = None,
) -> dict:
    """The engine's setup data for these choices (``DiceSetup``)."""
    data = seat_data(players, names, styles, seat_kinds, MAX_NAME_LENGTH)
    data["corporate_era"] = corporate_era
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

    data = setup_data(players, names, corporate_era, styles, seat_kinds)
    return open_new_table(app, RULES, data, seed, DiceTableScene)


class DiceNewGameScene(SeatsNewGameScene):
    heading_msgid = N_("New game: Terraforming Mars Dice Game")
    column_gap = 18
    panel_margin = 60

    def __init__(self, app) -> None:
        self.corporate_era = False
        super().__init__(
            app,
            {
                "min_players": 1,
                "max_players": MAX_PLAYERS,
                "max_name_length": MAX_NAME_LENGTH,
                "computer_levels": COMPUTER_LEVELS,
            },
        )

    def add_options(self) -> None:
        self.add_corporate_era_option()

    def note_words(self) -> str:
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
        return super().note_words()

    def start(self, seed: int | None):
        n = self.players
        return start_game(
            self.app,
            n,
            seed,
            self.block.names[:n],
            self.corporate_era,
            self.block.styles[:n],
            self.block.chosen_kinds(),
        )
