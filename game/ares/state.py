"""The Ares Project's hot state: slotted dataclasses with a fast clone (spec §4-§9).

A building in a base (``Building``) carries its unit side, units, resources, damage and shields; a
resource stack (full game) is a ``Building`` without a card. A combat in progress is a ``Combat``
with its battle line (``Column``: the attacker's row ``a`` and the defender's row ``d``, front force
first, flankers behind in arrival order) and the decision it waits for (``Pending``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ares.content.models import Card, UnitSide
from game.core.rng import Rng

BASE_CARDS = ("base_left", "base_right")


@dataclass(slots=True)
class Building:
    id: str
    card: str | None  # None: a resource stack without a building (full game)
    side: str | None = None
    units: int = 0
    resources: list[str] = field(default_factory=list)
    under: list[str] = field(default_factory=list)
    damaged: int = 0
    shields: int = 0
    start: bool = False
    permanent: bool = False
    host: str = ""  # an attached card (§11.8): the id of the building it is tucked under

    def clone(self) -> Building:
        return Building(
            self.id,
            self.card,
            self.side,
            self.units,
            list(self.resources),
            list(self.under),
            self.damaged,
            self.shields,
            self.start,
            self.permanent,
            self.host,
        )


@dataclass(slots=True)
class Player:
    faction: str | None
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)  # top first
    discard: list[str] = field(default_factory=list)
    scoring: list[str] = field(default_factory=list)
    base: list[Building] = field(default_factory=list)
    rerolls: int = 0
    eliminated: bool = False
    marks: dict[str, int] = field(default_factory=dict)  # full game: power and faction counters (plug-ins)

    def clone(self) -> Player:
        return Player(
            self.faction,
            list(self.hand),
            list(self.deck),
            list(self.discard),
            list(self.scoring),
            [b.clone() for b in self.base],
            self.rerolls,
            self.eliminated,
            dict(self.marks),
        )

    def building(self, bid: str) -> Building | None:
        return next((b for b in self.base if b.id == bid), None)


@dataclass(slots=True)
class Column:
    a: list[str] = field(default_factory=list)
    d: list[str] = field(default_factory=list)

    def clone(self) -> Column:
        return Column(list(self.a), list(self.d))

    def row(self, attacker: bool) -> list[str]:
        return self.a if attacker else self.d


@dataclass(slots=True)
class Pending:
    """The decision a combat (or the opening) waits for: ``do`` by ``player``."""

    do: str  # opening declare place move emergency retreat fire reroll destroy
    player: int
    must_match: list[str] = field(default_factory=list)  # opponent forces to be matched first
    extra: int = 0  # forces still to place after matching (placement)
    rolled: list[int] = field(default_factory=list)  # reroll: the shot's dice
    rerolled: list[int] = field(default_factory=list)  # reroll: indexes already rerolled
    shot: tuple[str, str, int] = ("", "", 0)  # reroll: force, target, to-hit

    def clone(self) -> Pending:
        return Pending(
            self.do,
            self.player,
            list(self.must_match),
            self.extra,
            list(self.rolled),
            list(self.rerolled),
            self.shot,
        )


@dataclass(slots=True)
class Combat:
    attacker: int
    defender: int
    attack_card: str
    choice: str  # normal | deep_strike | claim
    at: str = ""  # frontier | base ('' until the defender declared)
    surprise: bool = False
    revealed: bool = False
    marker: int = 6
    scoring_to: int | None = None
    line: list[Column] = field(default_factory=list)
    unplaced: dict[int, list[str]] = field(default_factory=dict)
    last_placed: dict[int, list[str]] = field(default_factory=dict)
    redeploying: bool = False
    retreat: int | None = None
    group: int | None = None  # the initiative now firing
    fired: list[str] = field(default_factory=list)
    hits: dict[str, int] = field(default_factory=dict)
    base_shots: int = 0  # Base-card shots with a hit this group
    pending: Pending | None = None
    open: list[int] = field(default_factory=list)  # seats whose base is shown (constructed)
    round: int = 1
    stage: str = "declare"
    moved: list[str] = field(default_factory=list)
    raid: bool = False
    raid_forces: dict[int, str] = field(default_factory=dict)
    end: str = ""  # a won Raid's end, kept while the rewards are chosen
    also: list[tuple[int, str]] = field(default_factory=list)  # team game: the teammate's attack card

    def clone(self) -> Combat:
        return Combat(
            self.attacker,
            self.defender,
            self.attack_card,
            self.choice,
            self.at,
            self.surprise,
            self.revealed,
            self.marker,
            self.scoring_to,
            [c.clone() for c in self.line],
            {k: list(v) for k, v in self.unplaced.items()},
            {k: list(v) for k, v in self.last_placed.items()},
            self.redeploying,
            self.retreat,
            self.group,
            list(self.fired),
            dict(self.hits),
            self.base_shots,
            None if self.pending is None else self.pending.clone(),
            list(self.open),
            self.round,
            self.stage,
            list(self.moved),
            self.raid,
            dict(self.raid_forces),
            self.end,
            list(self.also),
        )

    def side_of(self, seat: int) -> bool:
        """True for the attacker's row (the seat that asks is its side's decider)."""
        return seat == self.attacker


@dataclass(slots=True)
class LastCombat:
    attacker: int
    defender: int
    winner: int | None
    end: str  # claim no_battle retreat wiped rounds
    scoring_card_to: int | None


@dataclass(slots=True)
class GameState:
    cards: dict[str, Card]  # shared content, never mutated
    mode: str
    players: list[Player]
    rng: Rng
    frontier: int | None = None
    active: int = 0
    combat: Combat | None = None
    last_combat: LastCombat | None = None
    opening: list[int] = field(default_factory=list)  # seats still to choose their 2 opening cards
    open_bases: bool = False
    over: bool = False
    winners: tuple[int, ...] = ()
    captured: bool = False
    turn: int = 1
    dice: list[int] = field(default_factory=list)  # scripted dice (scenario runner), used before the rng
    # the team game (§13.2, ruling AR-31): the teams; teammates still to play this team turn; the attack
    # cards played this team turn (seat, card) with the team's one Combat Choice and target, waiting for
    # the teammate's play before the combat starts
    teams: tuple[tuple[int, ...], ...] = ()
    to_play: list[int] = field(default_factory=list)
    attacks: list[tuple[int, str]] = field(default_factory=list)
    attack_choice: str = ""
    attack_target: int = -1
    content_rules: int | None = None  # the rules version whose content the game uses (None: today's)

    def clone(self) -> GameState:
        return GameState(
            self.cards,
            self.mode,
            [p.clone() for p in self.players],
            self.rng.clone(),
            self.frontier,
            self.active,
            None if self.combat is None else self.combat.clone(),
            self.last_combat,
            list(self.opening),
            self.open_bases,
            self.over,
            self.winners,
            self.captured,
            self.turn,
            list(self.dice),
            self.teams,
            list(self.to_play),
            list(self.attacks),
            self.attack_choice,
            self.attack_target,
            self.content_rules,
        )

    def team(self, seat: int) -> tuple[int, ...]:
        """The seat's team (itself alone outside the team game)."""
        if not self.teams:
            return (seat,)
        for t in self.teams:
            if seat in t:
                return t
        return (seat,)

    def allied(self, a: int | None, b: int | None) -> bool:
        """Same seat, or teammates."""
        return a is not None and b is not None and (a == b or b in self.team(a))

    def owner(self, seat: int, bid: str) -> int:
        """The seat of the side ``seat`` decides for that holds building ``bid`` (a teammate's pooled
        force in the team game); ``seat`` when none does."""
        if not self.teams:
            return seat
        for s in self.team(seat):
            if self.players[s].building(bid) is not None:
                return s
        return seat

    def side(self, seat: int, bid: str) -> UnitSide | None:
        """The unit side of building ``bid`` of ``seat`` (or of its teammate: pooled forces, AR-31)."""
        b = self.players[seat].building(bid)
        if b is None and self.teams:
            b = self.players[self.owner(seat, bid)].building(bid)
        if b is None or b.card is None:
            return None
        card = self.cards[b.card]
        return card.side(b.side) if card.units else None

    def roll(self) -> int:
        if self.dice:
            return self.dice.pop(0)
        return self.rng.randint(1, 6)
