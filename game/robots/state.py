"""The state of one robot game: slotted dataclasses copied fast (spec §6, §7, §11, §20).

Every card is in exactly one zone: a Mars deck, the Mars row or the Mars discard; a player's hand,
programmed (face-down) row, deployed (face-up) row or personal discard; the special supply; the VP
deck, the VP discard, a player's VP area or the removed pile of eliminated seats. Chits are counted
per card (``robot_chits``, ``chits`` parallel to ``deployed``) and in ``chit_supply``. Content tables
are immutable and shared between clones; pending decisions are frozen data (``decisions.py``) and
queued steps are plain dicts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.rng import Rng
from game.robots.content.models import MarsCard, Part, Robot
from game.robots.decisions import Decision

SEASONS = ("development", "planning", "exploration", "end_of_round", "over")


@dataclass(slots=True)
class Player:
    robot: str
    robot_chits: int = 0
    hand: list[str] = field(default_factory=list)
    programmed: list[str] = field(default_factory=list)  # face-down, left to right
    deployed: list[str] = field(default_factory=list)  # face-up, left to right
    chits: list[int] = field(default_factory=list)  # chits on each deployed part
    discard: list[str] = field(default_factory=list)
    vp: list[int] = field(default_factory=list)
    eliminated: bool = False
    planned: bool = False  # this planning season
    defense_used: int = 0  # this Mars phase (§15.1)
    storm: tuple[str, ...] | None = None  # Magnetic Storm discards chosen, not yet shown (G35)

    def clone(self) -> Player:
        return Player(
            self.robot,
            self.robot_chits,
            list(self.hand),
            list(self.programmed),
            list(self.deployed),
            list(self.chits),
            list(self.discard),
            list(self.vp),
            self.eliminated,
            self.planned,
            self.defense_used,
            self.storm,
        )

    def chit_total(self) -> int:
        return self.robot_chits + sum(self.chits)

    def card_count(self) -> int:
        return len(self.hand) + len(self.programmed) + len(self.deployed) + len(self.discard)


@dataclass(slots=True)
class GameState:
    parts: dict[str, Part]
    robots: dict[str, Robot]
    mars: dict[str, MarsCard]
    players: list[Player]
    rng: Rng
    season: str = "development"
    round: int = 1
    iteration: int = 1
    phase: str = "play"  # in the exploration season: what comes next ("play" or "mars")
    mars_row: list[str] = field(default_factory=list)
    deck_a: list[str] = field(default_factory=list)  # top first
    deck_b: list[str] = field(default_factory=list)
    mars_discard: list[str] = field(default_factory=list)  # oldest first
    creatures_resolved: int = 0
    vp_deck: list[int] = field(default_factory=list)  # top first
    vp_discard: list[int] = field(default_factory=list)
    vp_removed: list[int] = field(default_factory=list)  # VP cards of eliminated seats (ruling RB-19)
    revealed: list[int] = field(default_factory=list)  # VP cards revealed for the acquisition under way
    rights: list[int] = field(default_factory=list)  # VP acquisition rights gained in this Mars phase
    progress_row: int = 0
    progress_deck: int = 8
    chit_supply: int = 0
    supply: dict[str, int] = field(default_factory=dict)  # special part kind -> copies left
    boxed_robots: list[str] = field(default_factory=list)
    unused_basic: int = 0  # basic parts left in the box (48 - 12N)
    dev_order: list[int] = field(default_factory=list)  # seats still to take a development turn
    current_card: str | None = None  # the Mars card being resolved
    queue: list[dict[str, Any]] = field(default_factory=list)  # steps of the card under way, in order
    pending: Decision | None = None
    extra_phases: int = 0  # extra Mars phases this round (for logs and tests)
    resolved_this_round: int = 0
    content_rules: int | None = None  # the rules version whose content the game uses (None: today's)

    def clone(self) -> GameState:
        return GameState(
            self.parts,
            self.robots,
            self.mars,
            [p.clone() for p in self.players],
            self.rng.clone(),
            self.season,
            self.round,
            self.iteration,
            self.phase,
            list(self.mars_row),
            list(self.deck_a),
            list(self.deck_b),
            list(self.mars_discard),
            self.creatures_resolved,
            list(self.vp_deck),
            list(self.vp_discard),
            list(self.vp_removed),
            list(self.revealed),
            list(self.rights),
            self.progress_row,
            self.progress_deck,
            self.chit_supply,
            dict(self.supply),
            list(self.boxed_robots),
            self.unused_basic,
            list(self.dev_order),
            self.current_card,
            [dict(q) for q in self.queue],
            self.pending,
            self.extra_phases,
            self.resolved_this_round,
            self.content_rules,
        )

    @property
    def over(self) -> bool:
        return self.season == "over"

    def active(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if not p.eliminated]

    def robot(self, seat: int) -> Robot:
        return self.robots[self.players[seat].robot]

    def ability(self, seat: int, key: str) -> int:
        """Robot card + deployed (face-up) parts, computed now (§5, ruling RB-34)."""
        p = self.players[seat]
        parts = self.parts
        return getattr(self.robots[p.robot], key) + sum(getattr(parts[c], key) for c in p.deployed)

    def order(self) -> list[int]:
        """Active seats in priority order: higher Mobility first, then the lower robot number (§8)."""
        return sorted(self.active(), key=lambda i: (-self.ability(i, "mobility"), self.robot(i).number))

    def chits_on_cards(self) -> int:
        return sum(p.chit_total() for p in self.players)
