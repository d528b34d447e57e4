"""The state of one Dice Game: slotted dataclasses copied fast (spec §2, §6, §7).

Every die is in exactly one place: the pool (count per colour), a player's area (count per face)
or an award spot (``awards``). Cards and board are immutable content shared between clones.
Pending decisions are frozen data (``decisions.py``); queued effects are plain dicts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.rng import Rng
from game.tmdice.content.models import Board, Card
from game.tmdice.decisions import Decision
from game.tmdice.dice import COLOURS, FACE_COLOUR
from game.tmdice.slots import cloner

TEMPERATURE_MIN, TEMPERATURE_MAX, TEMPERATURE_STEP = -32, 8, 4
OXYGEN_MIN, OXYGEN_MAX, OXYGEN_STEP = 0, 16, 2
OCEAN_TILES = 7
TILE_SUPPLY = 30  # double-sided greenery/city tiles
SPECIAL_TILES = 6
VP_THRESHOLDS = (5, 12)
SOLO_TURNS = 50
SOLO_DEADLINES = (17, 21, 25)


@dataclass(slots=True)
class Player:
    """One seat's things (``clone``: ``slots.cloner``, below)."""

    corporation: str | None = None
    vp: int = 0
    wild: int = 0
    dice: dict[str, int] = field(default_factory=dict)  # face -> count
    hand: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)  # project and bonus cards, in play order
    used: list[str] = field(default_factory=list)  # sideways blue cards
    thresholds: list[int] = field(default_factory=list)  # VP thresholds already rewarded

    def dice_total(self) -> int:
        return sum(self.dice.values())

    def colour_count(self, colour: str) -> int:
        return sum(n for f, n in self.dice.items() if FACE_COLOUR[f] == colour)

    def add_die(self, face: str) -> None:
        self.dice[face] = self.dice.get(face, 0) + 1

    def remove_die(self, face: str) -> None:
        n = self.dice.get(face, 0) - 1
        if n < 0:
            raise ValueError(f"no {face} die held")
        if n:
            self.dice[face] = n
        else:
            del self.dice[face]

    def cards(self) -> list[str]:
        """The corporation and every played card (the cards "in front of" the player)."""
        return ([self.corporation] if self.corporation else []) + self.played


@dataclass(slots=True)
class TurnState:
    """Where the active player is within their turn (R-TURN-1, R-ACT-1); ``clone``: below."""

    kind: str | None = None  # None (not chosen yet), "production" or "action"
    sub_done: bool = False
    mains_done: int = 0
    mains_allowed: int = 1  # Robot Workers: 2
    robot_workers: bool = False
    acted: bool = False  # the active player has sent a command this turn (undo's turn start)


@dataclass(slots=True)
class GameState:
    cards: dict[str, Card]
    board: Board
    players: list[Player]
    rng: Rng
    corporate_era: bool = False
    phase: str = "play"  # "setup", "play", "over"
    active: int = 0
    first: int = 0
    turn: TurnState = field(default_factory=TurnState)
    time_marker: int = 1  # solo: the turn being played
    temperature: int = TEMPERATURE_MIN
    oxygen: int = OXYGEN_MIN
    ocean_pile: int = OCEAN_TILES
    tiles: dict[str, str] = field(default_factory=dict)  # space -> ocean/greenery/city/special
    tile_supply: int = TILE_SUPPLY
    special_supply: int = SPECIAL_TILES
    pool: dict[str, int] = field(default_factory=dict)  # colour -> dice
    awards: list[str] = field(default_factory=list)  # faces of the award dice
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    bonus_pile: list[str] = field(default_factory=list)
    milestones: list[str] = field(default_factory=list)  # slots top to bottom
    claimed: dict[str, Any] = field(default_factory=dict)  # name -> seat or "removed"
    queue: list[dict[str, Any]] = field(default_factory=list)  # effects to resolve, in order
    pending: Decision | None = None
    setup_steps: list[dict[str, Any]] = field(default_factory=list)  # remaining setup, in order
    end_triggered: bool = False
    final_turns_left: int | None = None
    extra_turn: bool = False  # Mediator: the active player plays again
    failed: bool = False  # solo: terraforming failed
    turns_played: int = 0  # every finished turn, extra turns included
    round: int = 1  # rounds begun: every seat has had a turn in each earlier one (solo: the turn)
    solo_full_length: bool = False  # §22.6's other reading: play on to turn 50
    forced_rolls: dict[str, list[str]] = field(default_factory=dict)  # scenario files fix rolls
    strict_rolls: bool = False  # scenario files: every roll must be fixed
    specials: dict[str, str] = field(default_factory=dict)  # space -> id of the special tile on it
    content_rules: int | None = None  # the rules version whose content the game uses (None: today's)

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    def clone(self) -> GameState:
        """Every slot (``_clone_slots``); the players, the queued steps and the fixed rolls a level deeper."""
        twin = _clone_slots(self)
        twin.players = [p.clone() for p in self.players]
        twin.queue = [q.copy() for q in self.queue] if self.queue else []
        twin.setup_steps = [q.copy() for q in self.setup_steps] if self.setup_steps else []
        twin.forced_rolls = {c: f.copy() for c, f in self.forced_rolls.items()} if self.forced_rolls else {}
        return twin

    def dice_count(self, colour: str) -> int:
        """Every die of ``colour`` wherever it lies (pool, players, awards): always 12."""
        return (
            self.pool.get(colour, 0)
            + sum(p.colour_count(colour) for p in self.players)
            + sum(1 for f in self.awards if FACE_COLOUR[f] == colour)
        )

    def parameters_complete(self) -> int:
        return sum((self.ocean_pile == 0, self.temperature >= TEMPERATURE_MAX, self.oxygen >= OXYGEN_MAX))


# The clones, slot by slot (``slots.cloner``): the content (cards, board) and the frozen decision
# shared; test_state_clone checks every field is copied, equal and apart from the original's.
Player.clone = cloner(Player, copied=("dice", "hand", "played", "used", "thresholds"))  # type: ignore[method-assign]
TurnState.clone = cloner(TurnState)  # type: ignore[method-assign]
_clone_slots = cloner(
    GameState,
    copied=("tiles", "pool", "awards", "deck", "discard", "bonus_pile", "milestones", "claimed", "specials"),
    cloned=("rng", "turn"),
    own=("players", "queue", "setup_steps", "forced_rolls"),
)


def full_pool() -> dict[str, int]:
    return {c: 12 for c in COLOURS}
