"""New robot game: 2-4 players, per seat a name, who plays it (a human, or a computer of a level
once the robot game has bots: ``game.bots.request.KITS``) and a colour and marker; seed. It builds
the engine's setup (``game.robots.rules.RobotsSetup``) through the kit's ``ui.table.new_game`` and
opens the table.
"""

from __future__ import annotations

from game.bots import request as bot_requests
from game.core.seats import COMPUTER_LEVELS
from game.i18n import N_, tr
from game.robots.rules import MAX_NAME_LENGTH, RULES
from ui.table.new_game import open_new_table, seat_data
from ui.table.new_game_scene import SeatsNewGameScene

MIN_PLAYERS, MAX_PLAYERS = 2, 4


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
    return seat_data(players, names, styles, seat_kinds, MAX_NAME_LENGTH)


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

    players = max(MIN_PLAYERS, min(MAX_PLAYERS, players))
    return open_new_table(app, RULES, setup_data(players, names, styles, seat_kinds), seed, RobotsTableScene)


class RobotsNewGameScene(SeatsNewGameScene):
    heading_msgid = N_("New game: Mars Robot Exploration")
    column_gap = 18
    panel_margin = 60

    def __init__(self, app) -> None:
        self.block_has_kinds = bool(computer_levels())
        self.column_widths = (260, 290, 260) if self.block_has_kinds else (260, 290)
        super().__init__(
            app,
            {
                "min_players": MIN_PLAYERS,
                "max_players": MAX_PLAYERS,
                "players": 3,
                "max_name_length": MAX_NAME_LENGTH,
                "computer_levels": computer_levels(),
            },
        )

    def note_words(self) -> str:
        if self.block.chosen_kinds()[: self.players].count("human") == 1:
            return tr(N_("The computers program their own robots; you see only your own program."))
        return tr(N_("Pass-and-play: each player takes the mouse in turn to program their robot in secret."))

    def start(self, seed: int | None):
        n = self.players
        return start_game(
            self.app, n, seed, self.block.names[:n], self.block.styles[:n], self.block.chosen_kinds()[:n]
        )
