"""A bot's move asked from elsewhere (a table's worker thread or process): ``BotRequest``
holds only what the bot may be shown, as plain picklable data, and ``answer`` runs the
bot on it.

The request carries the deciding seat's view as JSON data (``SeatView.data()``), never
the game state: a worker process receives exactly what a ``SeatView`` holds, rebuilt
there. The game's ``GameKit`` is found by the game's id (``KITS``), so the request names
it instead of carrying functions. ``move_rng`` seeds the bot from the game's seed and the
number of commands played, so the same position of the same game asks the same question.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.bots.framework import GameKit, SeatView
from game.bots.levels import make_bot
from game.core.command import Command
from game.core.rng import Rng

#: Each game with bots: where its ``GameKit`` lives ("module:attribute", imported on first use).
KITS = {
    "tm": "game.bots.tm:TM_KIT",
    "tmdice": "game.bots.tmdice:TMDICE_KIT",
    "robots": "game.bots.robots:ROBOTS_KIT",
    "ares": "game.bots.ares:ARES_KIT",
}


@cache
def kit_for(game_id: str) -> GameKit:
    """The ``GameKit`` of ``game_id`` (``KeyError`` for a game without bots)."""
    module, name = KITS[game_id].split(":")
    return getattr(importlib.import_module(module), name)


def move_rng(seed: int, commands_played: int) -> Rng:
    """The bot's generator for the move after ``commands_played`` commands of the game of ``seed``."""
    return Rng((seed * 1_000_003 + commands_played) & ((1 << 64) - 1))


@dataclass(frozen=True)
class BotRequest:
    """Ask the ``level`` bot of ``game_id`` for the move of the seat whose ``view`` this is."""

    game_id: str
    level: str
    view: dict[str, Any]  # the engine's view of the deciding seat, as JSON data
    legal: Sequence[Command]
    rng_state: int
    budget_s: float | None = None  # None: the level's own budget

    @classmethod
    def of(cls, view: SeatView, level: str, legal: Sequence[Command], rng: Rng) -> BotRequest:
        return cls(view.game_id, level, view.data(), legal, rng.state)


def answer(request: BotRequest) -> Command:
    """The bot's command for ``request`` (run in a worker: only the request crosses over)."""
    options = {} if request.budget_s is None else {"budget_s": request.budget_s}
    bot = make_bot(request.level, kit_for(request.game_id), **options)
    view = SeatView(request.game_id, request.view)
    return bot.choose(view, request.legal, Rng(state=request.rng_state))


def warm_up(game_id: str) -> None:
    """Import the game's engine and kit (a fresh worker process does it before its first move)."""
    kit_for(game_id)
