"""A new Terraforming Mars game (spec section 9; solo 18.2; rulings AMB-05, AMB-24, AMB-33)."""

from __future__ import annotations

from dataclasses import replace

from game.core.contract import Event
from game.core.resolution import queue_task
from game.core.rng import Rng
from game.i18n import N_, N_plural
from game.tm.board import NOCTIS, tharsis
from game.tm.constants import CORPORATIONS_DEALT, SOLO_TR_START, STARTING_CARDS, TR_START
from game.tm.content import card, corporations, project_cards
from game.tm.deck import deal_event, draw_cards, everyone
from game.tm.flow import advance
from game.tm.priorities import PRIO_FLOW
from game.tm.state import CITY_KINDS, GameState, PlayerState, TMSetup
from game.tm.tiles import place_neutral
from game.tm.vocabulary.catalog import content_vocabulary


def new_game(setup: TMSetup, seed: int) -> GameState:
    content_vocabulary()  # the card vocabulary is parsed (and checked) before any card is dealt
    rng = Rng(seed)
    solo = setup.solo
    if solo and (not setup.corporate_era or setup.draft or setup.beginners):
        # Solo always uses Corporate Era, never the draft or the Beginner Corporation
        # ([SOLO-0], spec 18.2, AMB-26): the state's setup says what is actually played.
        setup = replace(setup, corporate_era=True, draft=False, beginners=())
    corporate_era = setup.corporate_era or solo
    n = 1 if solo else setup.players
    players = [PlayerState(seat=i, tr=SOLO_TR_START if solo else TR_START) for i in range(n)]
    if not corporate_era:
        for p in players:
            p.production = [1] * 6
    for i, p in enumerate(players):
        p.beginner = bool(setup.beginners[i]) if i < len(setup.beginners) and not solo else False
    s = GameState(setup=setup, rng=rng, players=players)
    s.deck = project_cards(corporate_era)
    rng.shuffle(s.deck)
    s.first_player = setup.first_player if setup.first_player is not None else rng.randbelow(n)
    if solo:
        neutral_setup(s)
    corps = corporations(corporate_era)
    rng.shuffle(corps)
    for seat in s.turn_order():
        p = s.players[seat]
        if solo:
            p.dealt_corporations = sorted(corps, key=lambda c: card(c).number)  # free choice ([SOLO-0])
        elif not p.beginner:
            p.dealt_corporations = [corps.pop() for _ in range(CORPORATIONS_DEALT)]
        p.dealt_cards = draw_cards(s, STARTING_CARDS)
        if p.dealt_corporations:
            s.events.append(
                Event(
                    "deal_corporations",
                    N_plural(
                        "{player} is dealt {count} corporation", "{player} is dealt {count} corporations"
                    ),
                    {"player": seat, "count": len(p.dealt_corporations)},
                    seat,
                    (seat,),
                )
            )
        deal_event(
            s,
            seat,
            len(p.dealt_cards),
            N_plural("{player} is dealt {count} project card", "{player} is dealt {count} project cards"),
        )
    for seat in s.turn_order():
        queue_task(s, PRIO_FLOW, "setup_choice", seat)
    queue_task(s, PRIO_FLOW, "reveal_corporations", s.first_player)
    queue_task(s, PRIO_FLOW, "begin_action_phase", s.first_player)
    advance(s)
    return s


# --- solo neutral tiles ----------------------------------------------------------------------
def _free_land(s: GameState, sid: str) -> bool:
    sp = tharsis()[sid]
    return sp.kind == "land" and sid != NOCTIS and sid not in s.tiles


def neutral_city_candidates(s: GameState) -> list[str]:
    """Land spaces in reading order where a neutral city may go (rulings AMB-05 step 3)."""
    board = tharsis()
    out = []
    for sid in board.mars_ids:
        if not _free_land(s, sid):
            continue
        neighbors = board[sid].neighbors
        if any(n in s.tiles and s.tiles[n].kind in CITY_KINDS for n in neighbors):
            continue
        if not any(_free_land(s, n) for n in neighbors):
            continue
        out.append(sid)
    return out


def nth_city_space(s: GameState, cost: int, from_top: bool) -> str:
    candidates = neutral_city_candidates(s)
    d = max(cost - 1, 0)
    index = d if from_top else len(candidates) - 1 - d
    return candidates[index % len(candidates)]


def nth_greenery_space(s: GameState, city: str, cost: int) -> str | None:
    """Clockwise from the city's upper-left neighbour (NW, NE, E, SE, SW, W), free land only."""
    around = [n for n in tharsis()[city].neighbors if _free_land(s, n)]
    if not around:
        return None
    return around[max(cost - 1, 0) % len(around)]


def neutral_setup(s: GameState) -> None:
    """Rulebook order [SOLO-1a]-[SOLO-1d]: city, city, greenery by the first, greenery by the second."""

    def reveal() -> int:
        name = draw_cards(s, 1)[0]
        s.discard.append(name)
        s.events.append(
            Event(
                "reveal",
                N_("Revealed {card} (cost {cost})"),
                {"card": name, "cost": card(name).cost},
                revealed_to=everyone(s),
            )
        )
        return card(name).cost

    city1 = nth_city_space(s, reveal(), from_top=True)
    place_neutral(s, city1, "city")
    city2 = nth_city_space(s, reveal(), from_top=False)
    place_neutral(s, city2, "city")
    for city in (city1, city2):
        space = nth_greenery_space(s, city, reveal())
        if space is not None:
            place_neutral(s, space, "greenery")
