"""The starting position of a scenario: its inline cards and ``given`` (or a new game from the catalogue)."""

from __future__ import annotations

from game.ares import flow
from game.ares.content.load import content
from game.ares.content.models import validate_card
from game.ares.scenarios.model import BaseEntry, Scenario
from game.ares.state import Building, GameState, Player
from game.core.rng import Rng

PLACEHOLDER = "(card)"  # a face-down card the file counts without naming


def _cards(n: int | list[str]) -> list[str]:
    return [PLACEHOLDER] * n if isinstance(n, int) else list(n)


def _building(state: GameState, e: BaseEntry, where: str) -> Building:
    if e.stack is not None:
        if e.id is None:
            raise ValueError(f"{where}.id: a stack needs an id")
        return Building(e.id, None, None, 0, [], [PLACEHOLDER] * e.stack)
    if e.card is None or e.card not in state.cards:
        raise ValueError(f"{where}.card: unknown card {e.card!r}")
    card = state.cards[e.card]
    if card.kind not in ("building", "special_building"):
        raise ValueError(f"{where}.card: {e.card!r} is not a building")
    side = e.side
    if card.units:
        if side is None and len(card.units) == 1:
            side = card.units[0].name
        if side not in [u.name for u in card.units]:
            raise ValueError(f"{where}.side: {e.card!r} has no unit side {side!r}")
    return Building(
        e.id or e.card,
        e.card,
        side,
        e.units,
        _cards(e.resources),
        _cards(e.under),
        e.damaged,
        e.shields,
        card.start,
        card.permanent,
    )


def build(sc: Scenario) -> GameState:
    """The scenario's position; ``ValueError`` naming the field when it is inconsistent."""
    teams = _teams(sc)
    cards = dict(content().cards())
    for name, data in sc.cards.items():
        cards[name] = validate_card(name, data)
    if sc.setup.new_game:
        factions = sc.setup.factions or ["terran", "kahoum"]
        state = flow.new_state(content(), sc.setup.mode, factions, sc.setup.seed, teams)
        state.cards = cards
        state.active = sc.setup.first_player
        if teams:
            _team_turn(state)
        state.open_bases = sc.setup.open_bases
        return state
    state = GameState(cards, sc.setup.mode, [], Rng(sc.setup.seed))
    given = sc.given
    gp = list(given.players) if given else []
    ids: set[str] = set()
    for i in range(sc.setup.players):
        g = gp[i] if i < len(gp) else None
        p = Player(g.faction if g else None)
        if g is not None:
            p.hand, p.deck, p.discard = list(g.hand), list(g.deck), list(g.discard)
            p.scoring = _cards(g.scoring)
            p.rerolls, p.eliminated = g.rerolls, g.eliminated
            for k, e in enumerate(g.base):
                b = _building(state, e, f"given.players.{i}.base.{k}")
                if b.id in ids:
                    raise ValueError(f"given.players.{i}.base.{k}.id: {b.id!r} used twice")
                ids.add(b.id)
                p.base.append(b)
            for name in p.hand + p.deck + p.discard:
                if name not in cards:
                    raise ValueError(f"given.players.{i}: unknown card {name!r}")
        state.players.append(p)
    if given is not None:
        state.frontier = given.frontier
        state.active = given.active_player
    state.open_bases = sc.setup.open_bases
    state.teams = teams
    if teams:
        _team_turn(state)
    return state


def _teams(sc: Scenario) -> tuple[tuple[int, ...], ...]:
    """``setup.teams``: two teams of two of the 4 seats (ruling AR-31: seats 0+1 against 2+3 in a new game)."""
    if not sc.setup.teams:
        return ()
    teams = tuple(tuple(sorted(t)) for t in sc.setup.teams)
    seats = sorted(s for t in teams for s in t)
    if sc.setup.players != 4 or len(teams) != 2 or any(len(t) != 2 for t in teams) or seats != [0, 1, 2, 3]:
        raise ValueError("setup.teams: two teams of two of the 4 players, e.g. [[0, 1], [2, 3]]")
    return teams


def _team_turn(state: GameState) -> None:
    """The active player opens its team's turn; its teammates follow in seat order."""
    team = state.team(state.active)
    state.to_play = [s for s in team if s != state.active]
