"""The engine contract every game implements (see ``contract.py``)."""

from game.core.command import Command, command_from_data, command_to_data, register_command
from game.core.contract import Applied, Event, GameInfo, GameRules, Outcome, SeatResult, TurnFacts, ranks
from game.core.errors import IllegalCommand
from game.core.replay import Match, Step, replay
from game.core.rng import Rng

__all__ = [
    "Applied",
    "Command",
    "Event",
    "GameInfo",
    "GameRules",
    "IllegalCommand",
    "Match",
    "Outcome",
    "Rng",
    "SeatResult",
    "Step",
    "TurnFacts",
    "command_from_data",
    "command_to_data",
    "ranks",
    "register_command",
    "replay",
]
