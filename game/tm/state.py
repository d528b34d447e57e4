"""Terraforming Mars game state: plain slotted dataclasses that copy fast.

Everything here is data: the effect queue (``Task``) and the pending decision
(``Decision``, both from ``game.core.resolution``) included, so a game can be saved, undone and replayed at any
decision point. ``GameState.clone`` is what AI search and ``apply`` use.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.resolution import Decision, Task
from game.core.rng import Rng

# The rules' numbers live in ``game.tm.constants``; the state's users find them here too.
from game.tm.constants import (  # noqa: F401
    ENERGY,
    HEAT,
    MC,
    NEUTRAL,
    OCEANS_MAX,
    OXYGEN_MAX,
    PLANTS,
    RESOURCE_INDEX,
    RESOURCE_NAMES,
    STEEL,
    TEMP_MAX,
    TEMP_MIN,
    TITANIUM,
    TR_START,
)

# Phases
SETUP = "setup"
ACTION = "action"
RESEARCH = "research"
DRAFT = "draft"
FINAL_GREENERY = "final_greenery"
OVER = "over"


@dataclass(frozen=True, slots=True)
class TMSetup:
    """Everything fixed before the first command (validated by ``game.tm.setup_model``)."""

    players: int = 2
    corporate_era: bool = True
    draft: bool = False
    solo: bool = False
    beginners: tuple[bool, ...] = ()  # per seat: play the Beginner Corporation
    first_player: int | None = None  # None: drawn with the seed
    names: tuple[str, ...] = ()
    colors: tuple[int, ...] = ()  # per seat: the colour and marker chosen (an index into the app's palette)
    # Per seat: "human" or a computer level (game.core.seats; unlisted seats are human). The rules
    # never read it and ``TMRules.snapshot`` leaves it out: only the table acts on it.
    seat_kinds: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Tile:
    kind: str  # ocean / greenery / city / capital / special tile names
    owner: int | None  # seat, NEUTRAL, or None (oceans)


CITY_KINDS = frozenset({"city", "capital"})


@dataclass(slots=True)
class PlayerState:
    seat: int
    corporation: str | None = None
    tr: int = TR_START
    resources: list[int] = field(default_factory=lambda: [0] * 6)
    production: list[int] = field(default_factory=lambda: [0] * 6)
    hand: list[str] = field(default_factory=list)
    tableau: list[str] = field(default_factory=list)  # corporation first, then non-event cards in play order
    events: list[str] = field(default_factory=list)  # played events, face down
    card_resources: dict[str, int] = field(default_factory=dict)
    actions_used: list[str] = field(default_factory=list)
    passed: bool = False
    tr_raised_this_generation: bool = False
    first_action_pending: bool = False
    next_card_discount: int = 0  # Indentured Workers (this generation)
    next_card_offset: int = 0  # Special Design (this generation)
    # setup and research bookkeeping (hidden information)
    dealt_corporations: list[str] = field(default_factory=list)
    dealt_cards: list[str] = field(default_factory=list)
    beginner: bool = False

    def clone(self) -> PlayerState:
        # Slot by slot, not through the generated __init__ (a quarter faster; every applied
        # command clones every player). tests/tm/test_state_clone.py checks that no field is missed.
        q = _new(PlayerState)
        q.seat = self.seat
        q.corporation = self.corporation
        q.tr = self.tr
        q.resources = self.resources.copy()
        q.production = self.production.copy()
        q.hand = self.hand.copy()
        q.tableau = self.tableau.copy()
        q.events = self.events.copy()
        q.card_resources = self.card_resources.copy()
        q.actions_used = self.actions_used.copy()
        q.passed = self.passed
        q.tr_raised_this_generation = self.tr_raised_this_generation
        q.first_action_pending = self.first_action_pending
        q.next_card_discount = self.next_card_discount
        q.next_card_offset = self.next_card_offset
        q.dealt_corporations = self.dealt_corporations.copy()
        q.dealt_cards = self.dealt_cards.copy()
        q.beginner = self.beginner
        return q


_new = object.__new__


@dataclass(slots=True)
class GameState:
    setup: TMSetup
    rng: Rng
    players: list[PlayerState]
    generation: int = 1
    temperature: int = TEMP_MIN
    oxygen: int = 0
    oceans: int = 0
    first_player: int = 0
    phase: str = SETUP
    active: int = 0  # whose turn it is in the action phase
    actions_this_turn: int = 0
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    tiles: dict[str, Tile] = field(default_factory=dict)
    claims: dict[str, int] = field(default_factory=dict)  # Land Claim markers
    milestones: dict[str, int] = field(default_factory=dict)
    awards: list[tuple[str, int]] = field(default_factory=list)  # (award, funder) in funding order
    queue: list[Task] = field(default_factory=list)
    pending: Decision | None = None
    seq: int = 0
    draft_packets: list[list[str]] = field(default_factory=list)
    in_action: bool = False  # an action is being resolved (queue/pending belong to it)
    solo_result: bool | None = None
    events: list[Any] = field(default_factory=list)  # transient: this command's events, never snapshotted

    @property
    def n(self) -> int:
        return len(self.players)

    def clone(self) -> GameState:
        # Slot by slot, as PlayerState.clone; ``events`` starts empty (the next command's events).
        c = _new(GameState)
        c.setup = self.setup
        c.rng = self.rng.clone()
        c.players = [p.clone() for p in self.players]
        c.generation = self.generation
        c.temperature = self.temperature
        c.oxygen = self.oxygen
        c.oceans = self.oceans
        c.first_player = self.first_player
        c.phase = self.phase
        c.active = self.active
        c.actions_this_turn = self.actions_this_turn
        c.deck = self.deck.copy()
        c.discard = self.discard.copy()
        c.tiles = self.tiles.copy()
        c.claims = self.claims.copy()
        c.milestones = self.milestones.copy()
        c.awards = self.awards.copy()
        c.queue = self.queue.copy()
        c.pending = self.pending
        c.seq = self.seq
        c.draft_packets = [p[:] for p in self.draft_packets] if self.draft_packets else []
        c.in_action = self.in_action
        c.solo_result = self.solo_result
        c.events = []
        return c

    def turn_order(self) -> list[int]:
        """Seats in this generation's order, starting with the first player."""
        n = len(self.players)
        return [(self.first_player + i) % n for i in range(n)]
