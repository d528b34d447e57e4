"""A game position built directly from a scenario's ``given`` (no setup is played).

The position starts in generation 1's action phase with seat 0 to act, empty
hands, no corporations, no tiles, all resources 0, production 0 (Corporate Era
and solo) or 1 (base game), TR 20 (14 solo); ``given`` overrides any of that.
Given tiles, cards and corporations are put in place without any effect: no
bonuses, no parameter steps, no triggers, no pending first action.
"""

from __future__ import annotations

from collections import Counter

from game.core.rng import Rng
from game.tm.board import tharsis
from game.tm.content import card, project_cards
from game.tm.scenarios.model import GivenPlayer, Scenario, ScenarioError
from game.tm.state import ACTION, NEUTRAL, RESOURCE_INDEX, GameState, PlayerState, Tile, TMSetup

SOLO_TR = 14
START_TR = 20


def build_position(sc: Scenario) -> GameState:
    setup_spec, given = sc.setup, sc.given
    n = setup_spec.players
    solo = setup_spec.solo
    corporate_era = setup_spec.corporate_era or solo
    first = given.first_player if given.first_player is not None else 0
    setup = TMSetup(n, setup_spec.corporate_era, setup_spec.draft, solo, (), first, ())
    rng = Rng(setup_spec.seed)
    players = []
    for seat in range(n):
        p = PlayerState(seat=seat, tr=SOLO_TR if solo else START_TR)
        if not corporate_era:
            p.production = [1] * 6
        players.append(p)
    s = GameState(setup=setup, rng=rng, players=players)
    s.phase = ACTION
    s.first_player = first
    s.active = given.active_player if given.active_player is not None else 0
    if given.generation is not None:
        s.generation = given.generation
    if given.temperature is not None:
        s.temperature = given.temperature
    if given.oxygen is not None:
        s.oxygen = given.oxygen

    for seat, gp in enumerate(given.players):
        _fill_player(s.players[seat], gp, f"given.players[{seat}]")

    _place_tiles(s, sc)
    s.milestones = dict(given.claimed_milestones)
    if len(s.milestones) > 3:
        raise ScenarioError("given.claimed_milestones: at most 3 milestones can be claimed")
    s.awards = list(given.funded_awards.items())
    if len(s.awards) > 3:
        raise ScenarioError("given.funded_awards: at most 3 awards can be funded")

    s.deck = _deck(s, sc, corporate_era)
    return s


def _fill_player(p: PlayerState, gp: GivenPlayer, where: str) -> None:
    if gp.tr is not None:
        p.tr = gp.tr
    for res, amount in gp.resources.items():
        p.resources[RESOURCE_INDEX[res]] = amount
    for res, amount in gp.production.items():
        p.production[RESOURCE_INDEX[res]] = amount
    p.hand = list(gp.hand)
    if gp.corporation is not None:
        p.corporation = gp.corporation
        p.tableau.append(gp.corporation)
    for name in gp.played:
        (p.events if card(name).is_event else p.tableau).append(name)
    in_play = set(p.tableau)
    for name, count in gp.card_resources.items():
        if name not in in_play:
            raise ScenarioError(
                f"{where}.card_resources: {name!r} is not in play for this player "
                "(give it in played, or as the corporation)"
            )
        if card(name).resource_type is None:
            raise ScenarioError(f"{where}.card_resources: {name!r} cannot hold resources")
        p.card_resources[name] = count
    for name in gp.actions_used:
        if name not in in_play:
            raise ScenarioError(f"{where}.actions_used: {name!r} is not in play for this player")
        if card(name).action is None:
            raise ScenarioError(f"{where}.actions_used: {name!r} has no action")
    p.actions_used = list(dict.fromkeys(gp.actions_used))
    p.tr_raised_this_generation = gp.tr_raised_this_generation


def _place_tiles(s: GameState, sc: Scenario) -> None:
    board = tharsis()
    ocean_tiles = 0
    for i, t in enumerate(sc.given.tiles):
        where = f"given.tiles[{i}]"
        if t.space in s.tiles:
            raise ScenarioError(f"{where}.space: space {t.space} already holds a tile")
        space = board[t.space]
        if t.tile == "ocean":
            if t.owner is not None:
                raise ScenarioError(f"{where}.owner: ocean tiles belong to nobody")
            ocean_tiles += 1
            owner = None
        else:
            if t.owner is None:
                raise ScenarioError(f'{where}.owner: a {t.tile} tile needs an owner (a seat or "neutral")')
            owner = NEUTRAL if t.owner == "neutral" else t.owner
            if not space.on_mars and t.tile != "city":
                raise ScenarioError(f"{where}: only a city can go on the off-map space {t.space}")
        s.tiles[t.space] = Tile(t.tile, owner)
    if ocean_tiles > 9:
        raise ScenarioError("given.tiles: there are only 9 ocean tiles")
    oceans = sc.given.oceans
    if oceans is None:
        s.oceans = ocean_tiles
    elif oceans != ocean_tiles:  # the track counts the tiles on the map (format, Clarifications)
        raise ScenarioError(
            f"given.oceans: {oceans}, but given.tiles holds {ocean_tiles} ocean tiles "
            "(give as many ocean tiles, or leave oceans out)"
        )
    else:
        s.oceans = oceans


def _deck(s: GameState, sc: Scenario, corporate_era: bool) -> list[str]:
    """The shuffled project deck without the cards the position uses, ``deck_top`` on top."""
    deck = project_cards(corporate_era)
    s.rng.shuffle(deck)
    used: Counter[str] = Counter()
    for p in s.players:
        used.update(p.hand)
        used.update(n for n in p.tableau if n != p.corporation)
        used.update(p.events)
    used.update(sc.given.deck_top)
    twice = sorted(name for name, k in used.items() if k > 1)
    if twice:
        raise ScenarioError(
            f"given: card {twice[0]!r} is used more than once (hands, played cards, deck_top)"
        )
    pool = set(deck)
    for i, name in enumerate(sc.given.deck_top):
        if name not in pool:
            raise ScenarioError(
                f"given.deck_top[{i}]: {name!r} is not in this game's deck (Corporate Era card?)"
            )
    rest = [name for name in deck if name not in used]
    return rest + list(reversed(sc.given.deck_top))  # the deck is drawn from its end
