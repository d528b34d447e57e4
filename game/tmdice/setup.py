"""Setting up a game (spec §7, §17 solo pre-setup) as queued steps, so every setup choice is a
pending decision like any other (corporation, Tharsis city, Valley Trust card, handicap die,
solo board spaces, solo bonus card).
"""

from __future__ import annotations

from typing import Any

from game.core import Event
from game.core.rng import Rng
from game.tmdice import events as E
from game.tmdice.cardplay import play
from game.tmdice.content.models import Board, Card
from game.tmdice.decisions import ChooseCard, ChooseHandicap
from game.tmdice.dice import COLOURS, SIDES
from game.tmdice.effects import executor
from game.tmdice.flow import HAND_SIZE, produce
from game.tmdice.milestones import BASE, CORPORATE_ERA
from game.tmdice.state import GameState, Player, full_pool

BONUS_PILE = {1: 4, 2: 4, 3: 6, 4: 8}  # R-SETUP step 4 / R-SOLO-BONUS


def in_game(cards: dict[str, Card], corporate_era: bool) -> dict[str, Card]:
    """The cards a game deals from: the base set, and with the Corporate Era module every card (its
    own and the promo corporation)."""
    return {n: c for n, c in cards.items() if corporate_era or c.module == "base"}


def new_state(
    cards: dict[str, Card], board: Board, players: int, seed: int, corporate_era: bool
) -> GameState:
    """Steps 1-8 done at once (they hold no choice); 9-11 and the solo pre-setup are queued."""
    rng = Rng(seed)
    dealt = in_game(cards, corporate_era)
    s = GameState(cards=cards, board=board, players=[Player() for _ in range(players)], rng=rng)
    s.corporate_era = corporate_era
    s.phase = "setup"
    s.pool = full_pool()
    award_colours = list(COLOURS)
    rng.shuffle(award_colours)
    for colour in award_colours[:3]:  # S-44: three distinct colours, rolled
        s.pool[colour] -= 1
        s.awards.append(rng.choice(SIDES[colour]))
    names = list(BASE + (CORPORATE_ERA if corporate_era else ()))
    rng.shuffle(names)
    s.milestones = names[:3]
    s.first = rng.randbelow(players)  # step 7: chosen by any method; here at random (ruling TD-47)
    s.active = s.first
    s.deck = sorted(n for n, c in dealt.items() if c.kind == "project")
    rng.shuffle(s.deck)
    bonus = sorted(n for n, c in dealt.items() if c.kind == "bonus")
    rng.shuffle(bonus)
    s.bonus_pile = bonus[: BONUS_PILE[players]]
    corporations = sorted(n for n, c in dealt.items() if c.kind == "corporation")
    rng.shuffle(corporations)
    for p in s.players:
        p.hand, s.deck = s.deck[:HAND_SIZE], s.deck[HAND_SIZE:]
    order = [(s.first + k) % players for k in range(players)]  # from the first player, clockwise
    steps: list[dict[str, Any]] = []
    if players == 1:
        steps += solo_board_steps(0)
    for seat in order:  # step 8: every seat keeps one of two, secretly (asked seat by seat)
        offer = corporations[2 * seat : 2 * seat + 2]
        steps.append({"op": "choose_corporation", "seat": seat, "source": "", "options": offer})
    for seat in order:  # step 9: revealed from the first player clockwise once all have chosen
        steps.append({"op": "reveal_corporation", "seat": seat, "source": ""})
    for seat in order:
        steps.append({"op": "starting_dice", "seat": seat, "source": ""})
    if players == 1:
        steps.append({"op": "bonus_pick", "seat": 0, "source": ""})
    else:
        steps.append({"op": "handicap", "seat": s.first, "source": ""})
    s.queue = steps
    return s


def solo_board_steps(seat: int) -> list[dict[str, Any]]:
    """R-SOLO-SETUP-BOARD: a city on a person space, an ocean next to it, a greenery next to both."""
    base = {"seat": seat, "source": "", "free": True}
    return [
        {**base, "op": "place", "tile": "city", "person": True},
        {**base, "op": "place", "tile": "ocean", "next_to_tiles": ["city"]},
        {**base, "op": "place", "tile": "greenery", "next_to_tiles": ["city", "ocean"]},
        {"op": "solo_tracks", "seat": seat, "source": ""},
    ]


def start_corporation_steps(seat: int, name: str, solo: bool) -> list[dict[str, Any]]:
    """Setup 9-10 for one seat (solo: then the first bonus card)."""
    steps = [
        {"op": "reveal_corporation", "seat": seat, "source": "", "card": name},
        {"op": "starting_dice", "seat": seat, "source": ""},
    ]
    if solo:
        steps.append({"op": "bonus_pick", "seat": seat, "source": ""})
    return steps


@executor("choose_corporation")
def _choose_corporation(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    """Step 8: the seat keeps one corporation face down. The pick is written into its reveal step,
    which views hide from the other seats (``view.py``) until it is revealed."""
    options = tuple(it["options"])
    if answer is None and len(options) != 1:
        s.pending = ChooseCard(it["seat"], options, "", "corporation")
        return False
    reveal = next(q for q in s.queue if q["op"] == "reveal_corporation" and q["seat"] == it["seat"])
    reveal["card"] = answer or options[0]
    return True


@executor("reveal_corporation")
def _reveal_corporation(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    """Step 9: reveal and take the red box: effects, then its rule (Valley Trust, Tharsis)."""
    play(s, it["seat"], it["card"], ev)
    return True


@executor("starting_dice")
def _starting_dice(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    # ruling TD-45: wild tokens and VP in the brown box are produced at setup too; no compensation
    produce(s, it["seat"], ev, compensate=False)
    return True


@executor("handicap")
def _handicap(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    """Setup 11: the first player gives one of their dice to the player before them."""
    first = it["seat"]
    giver = s.players[first]
    if answer is None:
        options = tuple(sorted(giver.dice))
        if not options:
            return True
        s.pending = ChooseHandicap(first, options, "", "")
        return False
    giver.remove_die(answer)
    s.players[(first - 1) % len(s.players)].add_die(answer)
    ev.append(E.event("handicap", E.GAVE, first, face=answer))
    return True


@executor("solo_tracks")
def _solo_tracks(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    s.temperature, s.oxygen = -28, 2  # R-SOLO-SETUP-BOARD; ruling TD-07: no extra step
    return True
