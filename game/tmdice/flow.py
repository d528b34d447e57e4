"""The flow of turns: Production turns, Action turns, free actions and the end of a turn (spec §8,
§11, §17, §18). Every function refuses with ``IllegalCommand`` before changing anything.
"""

from __future__ import annotations

from game.core import Event, IllegalCommand
from game.i18n import N_
from game.tmdice import events as E
from game.tmdice import placement
from game.tmdice.cardplay import card_cost, check_payment, play, spend, use_action
from game.tmdice.dice import COLOURS, FACE_COLOUR, TIERS
from game.tmdice.effects import draw, gain_vp, gain_wild, parameter_completed, push, roll_dice, run
from game.tmdice.milestones import check_milestones, expire_solo_milestones
from game.tmdice.state import SOLO_TURNS, VP_THRESHOLDS, GameState
from game.tmdice.tableau import tableau

HAND_SIZE = 5
DRAW_TWO_CARDS = 2  # R-ACT-SUB 3: the cards drawn
SUB_ACTION_COST = {"any": 1}  # R-ACT-SUB 2 and 3: any one resource
KEEP = 3

#: main actions 3-7: cost and what they do
STANDARD: dict[str, tuple[dict[str, int], dict]] = {
    "raise_temperature": ({"heat": 3}, {"temperature": 1}),
    "place_ocean": ({"water": 3}, {"ocean": 1}),
    "place_greenery": ({"plant": 4}, {"greenery": 1}),
    "place_city": ({"city": 3}, {"city": 1}),
    "buy_vp": ({"megacredit": 3}, {"vp": 2}),
}


def _idle(s: GameState, seat: int) -> None:
    if s.phase != "play":
        raise IllegalCommand(N_("The game is not in play."))
    if seat != s.active:
        raise IllegalCommand(N_("It is not your turn."))
    if s.pending is not None or s.queue:
        raise IllegalCommand(N_("Answer the open question first."))
    if s.turn.kind == "ending":
        raise IllegalCommand(N_("The turn is ending."))


def keep_limit(s: GameState, seat: int) -> int:
    return KEEP + tableau(s, s.players[seat]).boxes  # R-CE-6


def production(
    s: GameState, seat: int, keep: tuple[str, ...], discard: tuple[str, ...], ev: list[Event]
) -> None:
    """R-PROD-1..5, in order."""
    _idle(s, seat)
    if s.turn.kind is not None:
        raise IllegalCommand(N_("You have already chosen this turn."))
    player = s.players[seat]
    limit = keep_limit(s, seat)
    if len(keep) > limit:
        raise IllegalCommand(N_("You may keep at most {n} dice."), n=limit)
    held = player.dice
    if any(held.get(f, 0) < keep.count(f) for f in set(keep)):
        raise IllegalCommand(N_("You do not hold the dice you want to keep."))
    if discard and any(player.hand.count(c) < discard.count(c) for c in set(discard)):
        raise IllegalCommand(N_("You do not hold the cards you want to discard."))
    ev.append(E.event("production", E.PRODUCTION, seat))
    s.turn.kind = "production"
    for face, n in player.dice.items():
        s.pool[FACE_COLOUR[face]] += n
    player.dice = {}
    for face in keep:
        s.pool[FACE_COLOUR[face]] -= 1
        player.add_die(face)
    for card in discard:
        player.hand.remove(card)
        s.discard.append(card)
    draw(s, seat, max(0, HAND_SIZE - len(player.hand)), ev)
    produce(s, seat, ev, compensate=True)
    player.used = []  # R-PROD-5
    check_milestones(s, ev)


def produce(s: GameState, seat: int, ev: list[Event], compensate: bool) -> None:
    """Roll every die of the brown boxes at once; a shortage gives exactly 1 wild (R-PROD-4)."""
    summed = tableau(s, s.players[seat])
    wild, vp = summed.wild, summed.vp
    short = roll_dice(s, seat, summed.dice, ev)
    if short and compensate:
        ev.append(E.event("shortage", E.SHORTAGE, seat))
        gain_wild(s, seat, 1, ev)
    gain_wild(s, seat, wild, ev)
    gain_vp(s, seat, vp, ev)


def _take_sub_slot(s: GameState) -> None:
    """The first sub-type action is the sub action, the next a main action's second sub action."""
    if s.turn.kind == "production":
        raise IllegalCommand(N_("A Production turn has no sub or main actions."))
    if not s.turn.sub_done:
        s.turn.kind = "action"
        s.turn.sub_done = True
    else:
        _take_main_slot(s)


def _take_main_slot(s: GameState) -> None:
    if s.turn.kind == "production":
        raise IllegalCommand(N_("A Production turn has no sub or main actions."))
    if not s.turn.sub_done:
        raise IllegalCommand(N_("Take your sub action first."))
    if s.turn.mains_done >= s.turn.mains_allowed:
        raise IllegalCommand(N_("You have already taken your main action."))
    s.turn.mains_done += 1


def gain_die(s: GameState, seat: int, colour: str, ev: list[Event]) -> None:
    _idle(s, seat)
    if colour not in COLOURS:
        raise IllegalCommand(N_("Unknown colour: {colour}."), colour=colour)
    if s.pool.get(colour, 0) <= 0:
        raise IllegalCommand(N_("The pool has no {colour} die."), colour=colour)  # S-37
    _take_sub_slot(s)
    roll_dice(s, seat, {colour: 1}, ev)
    check_milestones(s, ev)


def change_face(s: GameState, seat: int, pay: tuple[str, ...], die: str, to: str, ev: list[Event]) -> None:
    _idle(s, seat)
    check_payment(s, seat, SUB_ACTION_COST, pay)
    player = s.players[seat]
    if player.dice.get(die, 0) - pay.count(die) < 1:
        raise IllegalCommand(N_("You need another die to change: a die cannot pay for itself."))
    if to not in TIERS[FACE_COLOUR[die]]:
        raise IllegalCommand(N_("That face is not on the die."))
    if to == die:
        raise IllegalCommand(N_("That face is not allowed here."))  # a change to the face it shows
    _take_sub_slot(s)
    spend(s, seat, pay)
    player.remove_die(die)
    player.add_die(to)
    ev.append(E.event("change", E.CHANGED, seat, face=die, to=to))
    check_milestones(s, ev)


def draw_two(s: GameState, seat: int, pay: tuple[str, ...], ev: list[Event]) -> None:
    _idle(s, seat)
    check_payment(s, seat, SUB_ACTION_COST, pay)
    _take_sub_slot(s)
    spend(s, seat, pay)
    draw(s, seat, DRAW_TWO_CARDS, ev)
    check_milestones(s, ev)


def use_card(s: GameState, seat: int, name: str, pay: tuple[str, ...], ev: list[Event]) -> None:
    _idle(s, seat)
    player = s.players[seat]
    card = s.cards.get(name)
    if name not in player.cards() or card is None or card.action is None:
        raise IllegalCommand(N_("You have no card {card} with an action."), card=name)
    if name in player.used:
        raise IllegalCommand(
            N_("{card} is already used; it refreshes in your next Production turn."), card=name
        )
    check_payment(s, seat, card.action.cost, pay)
    timing = card.action.timing
    if timing == "sub":
        _take_sub_slot(s)
    elif timing == "main":
        _take_main_slot(s)
    use_action(s, seat, name, pay, ev)
    run(s, ev)


def play_card(s: GameState, seat: int, name: str, pay: tuple[str, ...], ev: list[Event]) -> None:
    _idle(s, seat)
    player = s.players[seat]
    if name not in player.hand:
        raise IllegalCommand(N_("{card} is not in your hand."), card=name)
    check_payment(s, seat, card_cost(s, seat, name), pay)
    _take_main_slot(s)
    spend(s, seat, pay)
    player.hand.remove(name)
    play(s, seat, name, ev)
    run(s, ev)


def standard_action(s: GameState, seat: int, action: str, pay: tuple[str, ...], ev: list[Event]) -> None:
    _idle(s, seat)
    if action not in STANDARD:
        raise IllegalCommand(N_("Unknown action: {action}."), action=action)
    cost, effect = STANDARD[action]
    tile = next(iter(effect))
    if tile in ("greenery", "city") and not placement.legal_spaces(s, tile, {}):
        raise IllegalCommand(N_("There is no legal space for that tile."))  # ruling TD-40
    if tile == "ocean" and s.ocean_pile > 0 and not placement.legal_spaces(s, "ocean", {}):
        raise IllegalCommand(N_("There is no legal space for that tile."))
    check_payment(s, seat, cost, pay)
    _take_main_slot(s)
    spend(s, seat, pay)
    push(s, [{"op": "effect", "seat": seat, "source": action, "effect": effect}])
    run(s, ev)


def can_end_turn(s: GameState) -> bool:
    t = s.turn
    return t.kind == "production" or (t.kind == "action" and t.sub_done and t.mains_done >= 1)


def end_turn(s: GameState, seat: int, ev: list[Event], no_main_possible: bool = False) -> None:
    """End the turn once it has its Production or its sub and main action (or no main action is
    possible, ruling TD-46)."""
    _idle(s, seat)
    if not can_end_turn(s) and not no_main_possible:
        raise IllegalCommand(N_("Take a Production turn, or your sub and main action, first."))
    s.turn.kind = "ending"
    continue_end(s, ev)


def continue_end(s: GameState, ev: list[Event]) -> None:
    """Bonus cards for every threshold passed this turn by anyone (ruling TD-37: the active player
    first, then clockwise; again after each bonus card, TD-17), then the next turn."""
    n = len(s.players)
    for k in range(n):
        seat = (s.active + k) % n
        player = s.players[seat]
        for mark in VP_THRESHOLDS:
            if player.vp >= mark and mark not in player.thresholds:
                player.thresholds.append(mark)
                push(s, [{"op": "bonus_pick", "seat": seat, "source": ""}])
                run(s, ev)
                if s.pending is not None:
                    return
                return continue_end(s, ev)
    finish_turn(s, ev)


def finish_turn(s: GameState, ev: list[Event]) -> None:
    parameter_completed(s, ev)
    extra = s.extra_turn
    s.extra_turn = False
    s.turns_played += 1
    s.turn = type(s.turn)()
    if s.solo:
        # ruling TD-08: an extra turn is a turn; the marker advances after every turn
        done = s.parameters_complete() == 3 and not s.solo_full_length
        if done or s.time_marker >= SOLO_TURNS:  # ruling TD-06
            s.failed = s.parameters_complete() < 3
            return game_over(s, ev)
        s.time_marker += 1
        s.round += 1
        expire_solo_milestones(s, ev)
        return
    if extra:
        return  # Mediator: the same player plays again; it does not count as a final turn (TD-36)
    if s.end_triggered:
        if s.final_turns_left is None:
            s.final_turns_left = len(s.players)
        else:
            s.final_turns_left -= 1
        if s.final_turns_left == 0:
            return game_over(s, ev)
    s.active = (s.active + 1) % len(s.players)
    if s.active == s.first:
        s.round += 1  # every seat has had its turn
    ev.append(E.event("next", E.NEXT, s.active))


def game_over(s: GameState, ev: list[Event]) -> None:
    s.phase = "over"
    s.pending = None
    s.queue = []
    ev.append(E.event("over", E.GAME_OVER))
