"""The engine contract every game implements (see ``contract.py``)."""

from game.core.command import Command, command_from_data, command_to_data, register_command
from game.core.contract import Applied, Event, GameRules
from game.core.errors import IllegalCommand
from game.core.replay import Match, replay
from game.core.rng import Rng

__all__ = [
    "Applied",
    "Command",
    "Event",
    "GameRules",
    "IllegalCommand",
    "Match",
    "Rng",
    "command_from_data",
    "command_to_data",
    "register_command",
    "replay",
]
