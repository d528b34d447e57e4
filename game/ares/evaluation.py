"""How good a position of The Ares Project is for one seat (the bots' evaluation; spec §10, §18).

``value(state, seat)`` is in points toward victory (a scoring card is one point) plus what the
position promises. It reads only what the seat may know: its own hand and base, public facts
(the Frontier, visible bases, card counts), and an opponent's screened base only as a count of
the cards in it (the bots evaluate determinized states, in which a screened base is rebuilt
arbitrarily: counting its cards gives the same value for every layout). ``relative_value`` is
the seat's value minus the best opponent's.

Weights (informed by §18's notes; tuned by bot-against-bot games, not by theory):

* ``POINT`` 1.0 per scoring card; the Frontier is worth its 2 points at the end plus
  ``FRONTIER_CONTROL`` (its holder may score attack cards without a combat, R-SCORE-3, and
  wins ties, AR-14);
* forces: ``RATING`` per die of a unit's ratings (an X counts ``X_RATING``), Tough units
  ``TOUGH`` times, a shield ``SHIELD``; resources toward the next unit count ``PROGRESS`` of it
  (construction turns them into units when a combat comes); an opponent's screened base is
  ``CARD_POWER`` per card in it (the mean rating dice a resource card buys);
* base safety (§18: don't neglect Base Defense): ``DEFENSE`` more per rating die of Base
  Defense units;
* hand: ``HAND`` per card (a future resource or play), attack cards ``ATTACK_IN_HAND`` more
  (a future scoring card);
* full game (AR-47): ``POWER`` per power token; a card in play that is no unit building (a Special
  Building, an attached card) ``IN_PLAY``, or ``POWER_CARD`` when it makes power at every construction
  (a Power Plant, an Obelisk, a Reactor), plus ``EFFECT`` per point of its effect times its building's
  units for an attached card; units on a base-mat building (Workers, Eggs) ``MAT_UNIT`` each: they make
  power or rerolls, never fight, so an Egg is worth less than the power token it hatches into. Balance
  round 4 (``content/BALANCE.md``): with ``IN_PLAY`` 0.4 for every such card and ``MAT_UNIT`` 0.35, normal
  played every Spawning, Evolve and Carapace face up and built both Tactical Brains rather than cards
  toward units (a Spawning's 2 Eggs outweighed a resource toward a Razor), and the Xenos won about a
  third of their games;
* a finished game: ``WIN`` for a win (shared wins count half).

A combat under way (``combat_outlook``) is judged by its expected result, in closed form: each
side's forces as health (units, Tough ones twice, shields) and expected hits a round (a unit's
best chance against the enemy's unit types), worn down against each other round by round
(Lanchester's rule: a side fires in proportion to what is left of it) for the rounds left on the
marker; the chance that a side's expected hits wipe the other out is a normal approximation. The
attacker's expected gain is that chance times the stake (the Frontier's points; ``BASE_STAKE``
for a base in a two-player or team game, where a win ends the game: the crude chance is not
trusted with all of ``WIN``; ``RAID_STAKE`` for a Raid; ``MELEE_CAPTURE`` plus the defender's
scoring cards for a base in melee) and the attack card's point where it will score, less the
share of each side's forces expected lost. Forces not yet constructed count the units their
resources will buy; a base the viewer may not see counts ``HIDDEN_HEALTH`` and ``HIDDEN_FIRE`` by
the cards in it. Cheap (no command is applied): the bots judge many mid-combat positions a move.

``combat_value`` uses it once the attack is revealed (the defender has declared): before that,
the defender's forces are only a guess from its card count, and valuing the attack decision by
that guess, normal won 75 of 80 games against random (seeds 1 and 2), once revealed only 78 of 80,
with the static value 76 of 80 (all within the noise of 80 games). The hard level's look-ahead after an attack stops after the
declaration, where the outlook applies. The bots' kit does not use
``combat_value`` now: it made the hard level weaker against normal (see ``game.bots.ares``).
"""

from __future__ import annotations

import math

from game.ares import line as L
from game.ares.forces import CAP
from game.ares.state import GameState
from game.ares.view import base_open

POINT = 1.0
FRONTIER_CONTROL = 1.0
RATING = 0.15
X_RATING = 2
TOUGH = 1.5
SHIELD = 0.3
PROGRESS = 0.6
CARD_POWER = 0.45  # ~ 3 rating dice per resource card, times RATING
DEFENSE = 0.05
HAND = 0.15
ATTACK_IN_HAND = 0.25
WIN = 100.0
POWER = 0.25
IN_PLAY = 0.15
POWER_CARD = 0.4
EFFECT = 0.08
MAT_UNIT = 0.15
BASE_STAKE = 10.0  # a won game as a combat's stake (see the note above)
RAID_STAKE = 1.5  # a won Raid's two rewards (R-RAID-5)
MELEE_CAPTURE = 4.0  # a captured base in melee: a rival out of the game (its scoring cards count too)
# a base the viewer may not see, by the cards in it (fitted on the real bases of normal-vs-normal
# games when attacked: the start buildings' units, then about a unit per two cards)
HIDDEN_HEALTH = (5.5, 0.4)  # hits it takes: constant, per card
HIDDEN_FIRE = (2.0, 0.2)  # expected hits a round: constant, per card
UNIT_TYPES = ("infantry", "armour", "air")


def points(state: GameState, seat: int) -> float:
    """Points toward victory the seat holds now (its scoring cards and the Frontier)."""
    held = len(state.players[seat].scoring) * POINT
    if state.frontier == seat:
        held += 2 * POINT + FRONTIER_CONTROL
    return held


def _dice(ratings) -> int:
    return sum(
        X_RATING if v == "X" else v for v in (ratings.infantry, ratings.armour, ratings.air, ratings.building)
    )


def forces(state: GameState, seat: int, viewer: int) -> float:
    """The strength of ``seat``'s base as ``viewer`` may know it."""
    player = state.players[seat]
    if not base_open(state, seat, viewer):
        cards = sum(
            (0 if b.start or b.card is None else 1) + len(b.resources) + len(b.under) for b in player.base
        )
        return CARD_POWER * cards
    total = 0.0
    if state.mode == "full":
        total += _in_play(state, seat)
    for b in player.base:
        side = state.side(seat, b.id)
        if side is None or b.permanent:
            continue
        per_unit = _dice(side.ratings) * RATING * (TOUGH if side.tough else 1.0)
        if side.base_defense:
            per_unit += _dice(side.ratings) * DEFENSE
        total += b.units * per_unit + b.shields * SHIELD
        if b.units < CAP:
            total += min(len(b.resources) / side.cost, CAP - b.units) * per_unit * PROGRESS
    return total


def _in_play(state: GameState, seat: int) -> float:
    """The full game's power, attached cards, Special Buildings and base-mat units."""
    player = state.players[seat]
    total = POWER * player.marks.get("power", 0)
    for b in player.base:
        if b.permanent:
            total += MAT_UNIT * b.units
            continue
        if b.card is None or state.side(seat, b.id) is not None:
            continue
        card = state.cards[b.card]
        makes_power = card.effect.get("power", 0) > 0 and not card.effect.get("cost")
        total += POWER_CARD if makes_power else IN_PLAY
        if b.host:
            host = player.building(b.host)
            strength = sum(abs(v) for k, v in card.effect.items() if k != "cost")
            total += EFFECT * strength * (host.units if host is not None else 0)
    return total


def hand(state: GameState, seat: int) -> float:
    cards = state.players[seat].hand
    return HAND * len(cards) + ATTACK_IN_HAND * sum(state.cards[c].kind == "attack" for c in cards)


def value(state: GameState, seat: int, viewer: int | None = None) -> float:
    """The value of the position for ``seat`` as ``viewer`` (by default the seat) may know it."""
    viewer = seat if viewer is None else viewer
    if state.over:
        if seat in state.winners:
            return WIN / len(state.winners)
        return -WIN
    own = seat == viewer
    return points(state, seat) + forces(state, seat, viewer) + (hand(state, seat) if own else 0.0)


def _hit_chance(rating) -> float:
    """Expected hits of one unit's die (R-FIRE-4: at to-hit 0 a die per two units, a 6 always misses)."""
    if rating is None or rating == "X":
        return 0.0
    if rating <= 0:
        return 1 / 12
    return min(rating, 5) / 6


def _side(state: GameState, attacker: bool, at: str, viewer: int) -> tuple[float, float, float]:
    """Health, expected hits a round and static value of one side of the combat under way."""
    c = state.combat
    assert c is not None
    lead = c.attacker if attacker else c.defender
    seats = state.team(lead)
    enemy = c.defender if attacker else c.attacker
    placed = L.forces(c.line, attacker) + [f for s in seats for f in c.unplaced.get(s, [])]
    health = fire = worth = 0.0
    if not placed and not c.line:  # not yet placed: the side's buildings that will take part
        for s in seats:
            if not (base_open(state, s, viewer) or s in c.open):
                cards = sum(
                    (0 if b.start or b.card is None else 1) + len(b.resources) for b in state.players[s].base
                )
                health += HIDDEN_HEALTH[0] + HIDDEN_HEALTH[1] * cards
                fire += HIDDEN_FIRE[0] + HIDDEN_FIRE[1] * cards
                worth += CARD_POWER * cards
                continue
            placed += [b.id for b in state.players[s].base if not b.permanent and b.card is not None]
    types = _enemy_types(state, enemy, not attacker)
    for fid in placed:
        owner = state.owner(lead, fid)
        b = state.players[owner].building(fid)
        side = state.side(owner, fid)
        if b is None or side is None:
            continue
        if attacker and (side.base_defense or (c.choice == "deep_strike" and not side.deep_strike)):
            continue
        if not attacker and at == "frontier" and side.base_defense:
            continue
        units, shields = b.units, b.shields
        if owner not in c.open and units < CAP:  # construction to come (R-CONS-2)
            units = min(CAP, units + len(b.resources) // max(side.cost, 1))
            shields = side.shield if units else 0
        if not units:
            continue
        health += units * (2 if side.tough else 1) - b.damaged + shields
        fire += units * max(_hit_chance(side.ratings.against(t)) for t in types)
        worth += units * _dice(side.ratings) * RATING * (TOUGH if side.tough else 1.0)
    return health, fire, worth


def _enemy_types(state: GameState, enemy: int, attacker: bool) -> tuple[str, ...]:
    """The unit types of the enemy side's forces on the line (every type while none is placed)."""
    c = state.combat
    assert c is not None
    found = set()
    for fid in L.forces(c.line, attacker):
        side = state.side(state.owner(enemy, fid), fid)
        if side is not None:
            found.add(side.type)
    return tuple(found) or UNIT_TYPES


def _wiped(hits: float, health: float) -> float:
    """The chance that hits expected at ``hits`` (about Poisson) reach ``health``."""
    if health <= 0:
        return 1.0
    z = (hits - health + 0.5) / math.sqrt(hits + 0.5)
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


def combat_outlook(state: GameState, viewer: int) -> tuple[float, float, bool]:
    """The combat under way as ``viewer`` may know the forces: the attacker side's chance to win, its
    expected gain against the defender's besides a won game (value units, see the module's note), and
    whether a win ends the game (a base in a two-player or team game)."""
    c = state.combat
    assert c is not None
    at = c.at or (
        "frontier" if c.choice == "normal" and not state.allied(state.frontier, c.attacker) else "base"
    )
    ha, fa, wa = _side(state, True, at, viewer)
    hd, fd, wd = _side(state, False, at, viewer)
    if c.retreat is not None:  # ruling AR-05: the retreating side loses this round
        p = 0.0 if state.allied(c.retreat, c.attacker) else 1.0
        lost_a = lost_d = 0.0
    elif ha <= 0:
        p, lost_a, lost_d = 0.0, 0.0, 0.0
    else:
        a, d, hits_a, hits_d = ha, hd, 0.0, 0.0
        for _ in range(max(c.marker, 1)):
            if a <= 0 or d <= 0:
                break
            shot_a, shot_d = fa * a / ha, (fd * d / hd if hd > 0 else 0.0)
            hits_a, hits_d = hits_a + shot_a, hits_d + shot_d
            a, d = max(a - shot_d, 0.0), max(d - shot_a, 0.0)
        p = _wiped(hits_a, hd) * (1 - _wiped(hits_d, ha))  # both wiped out: the defender wins (R-END-1)
        lost_a = wa * (1 - a / ha)
        lost_d = wd * (1 - d / hd) if hd > 0 else 0.0
    ends = at == "base" and (len(state.players) == 2 or bool(state.teams))
    if at == "raid":
        stake = RAID_STAKE
    elif at == "base":
        stake = 0.0 if ends else MELEE_CAPTURE + POINT * len(state.players[c.defender].scoring)
    else:
        stake = 2 * POINT + FRONTIER_CONTROL
        if state.frontier is not None and state.allied(state.frontier, c.defender):
            stake *= 2  # the defender loses what the attacker takes
    gain = p * stake - lost_a + lost_d
    if not c.revealed and state.frontier is not None:  # the attack card scores for the Frontier's holder
        gain += POINT if state.allied(state.frontier, c.attacker) else -POINT
    return p, gain, ends


def combat_value(state: GameState, seat: int) -> float:
    """``relative_value``, a revealed combat under way judged by its expected result (``combat_outlook``)."""
    static = relative_value(state, seat)
    c = state.combat
    if c is None or state.over or not c.revealed:
        return static
    if state.allied(seat, c.attacker):
        sign = 1.0
    elif state.allied(seat, c.defender):
        sign = -1.0
    else:
        return static
    p, gain, ends = combat_outlook(state, seat)
    if ends:
        gain += p * BASE_STAKE
    return static + sign * gain


def relative_value(state: GameState, seat: int) -> float:
    """The seat's value minus its strongest opponent's (as the seat may know them); in the team game the
    team's values summed against the other team's (§13.2: one side, one result)."""
    if state.over:
        return value(state, seat)
    if state.teams:
        n = len(state.players)
        mine = sum(value(state, s, seat) for s in state.team(seat))
        return mine - sum(value(state, s, seat) for s in range(n) if not state.allied(seat, s))
    others = [value(state, i, seat) for i, p in enumerate(state.players) if i != seat and not p.eliminated]
    return value(state, seat) - (max(others) if others else 0.0)


def immediate_vp(state: GameState, seat: int) -> float:
    """Points now (the plain greedy bot): scoring cards and the Frontier's 2."""
    if state.over:
        return value(state, seat)
    team = state.team(seat)  # the team game scores per team
    return sum(len(state.players[s].scoring) for s in team) + (2 if state.frontier in team else 0)
