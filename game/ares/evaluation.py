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
  Building, an attached card) ``IN_PLAY``, plus ``EFFECT`` per point of its effect times its building's
  units for an attached card; units on a base-mat building (Workers, Eggs) ``MAT_UNIT`` each: they make
  power or rerolls, never fight;
* a finished game: ``WIN`` for a win (shared wins count half).
"""

from __future__ import annotations

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
IN_PLAY = 0.4
EFFECT = 0.08
MAT_UNIT = 0.35


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
        total += IN_PLAY
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
