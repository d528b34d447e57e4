"""Playing cards and using blue-card actions, with the §16 card rules as reusable hooks.

A card's ``effects`` apply in the order listed, then its ``rule`` (spec §16) with its own tile or
step. Rules are keyed by name and work on any card that carries them, including the inline test
cards of scenario files.
"""

from __future__ import annotations

from typing import Any

from game.core import Event, IllegalCommand
from game.i18n import N_
from game.tmdice import events as E
from game.tmdice import payment
from game.tmdice.decisions import ChooseCard, ChooseFace, ChooseParameter, ChoosePayment
from game.tmdice.dice import FACE_COLOUR, FACES
from game.tmdice.effects import executor, gain_face, gain_vp, push, push_effects
from game.tmdice.state import GameState

#: "if" cards (R-CARD-APPLY-3): the tile they place, the neighbours that qualify, the reward (once)
IF_ADJACENT: dict[str, tuple[str, list[str], list[dict[str, Any]]]] = {
    "Mohole Lake": ("ocean", ["city", "greenery"], [{"vp": 2}]),
    "Wetlands": ("ocean", ["greenery"], [{"resource": {"plant": 2}}]),
    "Immigrant City": ("city", ["ocean"], [{"vp": 2}]),
}


def reductions(s: GameState, seat: int) -> list[str]:
    return [s.cards[c].reduce for c in s.players[seat].cards() if s.cards[c].reduce]


def card_cost(s: GameState, seat: int, name: str) -> dict[str, int]:
    """What ``seat`` pays to play ``name`` (printed cost less its cost reductions, R-PAY-3)."""
    return payment.reduced(s.cards[name].cost, reductions(s, seat))


def check_payment(s: GameState, seat: int, cost: dict[str, int], pay: tuple[str, ...]) -> None:
    if not payment.matches_items(tuple(cost.items()), pay):
        raise IllegalCommand(N_("That payment does not match the cost."))
    if not payment.can_afford(s.players[seat], pay):
        raise IllegalCommand(N_("You do not hold the dice or wild tokens of that payment."))


def spend(s: GameState, seat: int, pay: tuple[str, ...]) -> None:
    for colour, n in payment.pay(s.players[seat], pay).items():
        s.pool[colour] += n  # paid dice return to the pool (R-DIE-8)


def play(s: GameState, seat: int, name: str, ev: list[Event]) -> None:
    """Put a paid (or free) card into play and queue what it does on play (R-PAY-4)."""
    card = s.cards[name]
    player = s.players[seat]
    if card.colour == "green":  # Quality Control: cards already in play (ruling TD-43: bonus cards too)
        for owned in player.cards():
            if s.cards[owned].rule == "Quality Control":
                gain_vp(s, seat, 1, ev)
    if card.kind == "corporation":
        player.corporation = name
    else:
        player.played.append(name)
    ev.append(E.event("play", E.PLAYED, seat, card=name))
    items = [{"op": "effect", "seat": seat, "source": name, "effect": e} for e in card.effects]
    if card.rule:
        items.append({"op": "rule", "seat": seat, "source": name, "rule": card.rule})
    push(s, items)


@executor("rule")
def _rule(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    seat, rule, src = it["seat"], it["rule"], it["source"]
    base = {"seat": seat, "source": src}
    if rule == "Equatorial Magnetizer":
        central = sum(1 for sid in s.tiles if s.board.spaces[sid].central)
        push(s, [{**base, "op": "roll", "counts": {"green": min(7, central)}}])
    elif rule == "Infrastructure":
        cities = sum(1 for t in s.tiles.values() if t == "city")
        push(s, [{**base, "op": "roll", "counts": {"grey": cities}}])
    elif rule in IF_ADJACENT:
        tile, tiles, effects = IF_ADJACENT[rule]
        push(s, [{**base, "op": "place", "tile": tile, "if_adjacent": {"tiles": tiles, "effects": effects}}])
    elif rule == "Mangrove":
        push(s, [{**base, "op": "place", "tile": "greenery", "near_ocean": True}])
    elif rule == "Metropolis":
        push(s, [{**base, "op": "place", "tile": "city", "near_city": True}])
    elif rule == "Tharsis Republic":
        push(s, [{**base, "op": "place", "tile": "city"}])
    elif rule == "Turning Point":
        push(s, [{**base, "op": "turning_point"}])
    elif rule == "Mediator":
        s.extra_turn = True
    elif rule == "Valley Trust":
        push(s, [{**base, "op": "valley_trust"}])
    elif rule == "Robot Workers":
        # ruling TD-19: a free action; in an Action turn it allows a second main action (optional,
        # ruling TD-42); in a Production turn it does nothing
        if s.turn.kind != "production":
            s.turn.robot_workers = True
            s.turn.mains_allowed = 2
    elif rule == "Development Center":
        push(s, [{**base, "op": "dev_center"}])
    return True  # Quality Control and Peninsula are standing rules (cardplay.play, effects._place)


@executor("turning_point")
def _turning_point(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    if answer is None:
        s.pending = ChooseParameter(it["seat"], ("temperature", "oxygen"), it["source"])
        return False
    push(
        s,
        [{"op": "step", "seat": it["seat"], "source": it["source"], "track": answer, "turning_point": True}],
    )
    return True


@executor("valley_trust")
def _valley_trust(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    """§16.1: play one hand card with the start-bonus resources only; none affordable: no play (TD-33)."""
    seat = it["seat"]
    player = s.players[seat]
    if answer is None:
        options = tuple(
            sorted(
                {c for c in player.hand if payment.default_payment(player, card_cost(s, seat, c)) is not None}
            )
        )
        if not options:
            return True
        s.pending = ChooseCard(seat, options, it["source"], "valley_trust")
        return False
    push(s, [{"op": "pay_and_play", "seat": seat, "source": it["source"], "card": answer}])
    return True


@executor("pay_and_play")
def _pay_and_play(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    seat, name = it["seat"], it["card"]
    cost = card_cost(s, seat, name)
    if answer is None:
        default = payment.default_payment(s.players[seat], cost)
        s.pending = ChoosePayment(seat, (",".join(default or ()),), name)
        return False
    pay = tuple(sorted(a for a in answer.split(",") if a))
    check_payment(s, seat, cost, pay)
    spend(s, seat, pay)
    s.players[seat].hand.remove(name)
    play(s, seat, name, ev)
    return True


@executor("dev_center")
def _dev_center(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    """§16.3: pay N science, then take N dice set to faces of your choice."""
    seat = it["seat"]
    player = s.players[seat]
    if answer is None:
        held = player.dice.get("science", 0)
        options = tuple(",".join(["science"] * k) for k in range(held + 1))
        s.pending = ChoosePayment(seat, options, it["source"], "science")
        return False
    pay = tuple(a for a in answer.split(",") if a)
    if any(a not in ("science", "wild") for a in pay):
        raise IllegalCommand(N_("Development Center is paid with science resources only."))
    if not payment.can_afford(player, pay):
        raise IllegalCommand(N_("You do not hold the dice or wild tokens of that payment."))
    spend(s, seat, pay)
    push(s, [{"op": "free_face", "seat": seat, "source": it["source"]} for _ in pay])
    return True


@executor("free_face")
def _free_face(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    if answer is None:
        options = tuple(f for f in FACES if s.pool.get(FACE_COLOUR[f], 0) > 0)
        if not options:
            return True
        s.pending = ChooseFace(it["seat"], options, it["source"], "any")
        return False
    gain_face(s, it["seat"], answer, ev)
    return True


@executor("bonus_pick")
def _bonus_pick(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    """R-BONUS-1: look through the bonus pile, play one free; an empty pile gives nothing (TD-17)."""
    if answer is None:
        if not s.bonus_pile:
            return True
        s.pending = ChooseCard(it["seat"], tuple(sorted(set(s.bonus_pile))), "", "bonus")
        ev.append(
            Event(
                "bonus_pile", E.BONUS_PILE, {"player": E.player_name(it["seat"])}, it["seat"], (it["seat"],)
            )
        )
        return False
    s.bonus_pile.remove(answer)
    play(s, it["seat"], answer, ev)
    return True


def use_action(s: GameState, seat: int, name: str, pay: tuple[str, ...], ev: list[Event]) -> None:
    """Pay a blue card's action cost, turn it sideways and queue its reward (R-CARD-BLUE)."""
    action = s.cards[name].action
    assert action is not None
    check_payment(s, seat, action.cost, pay)
    spend(s, seat, pay)
    s.players[seat].used.append(name)
    ev.append(E.event("use", E.USED, seat, card=name))
    push_effects(s, seat, list(action.effects), name)
    if action.rule:
        s.queue.insert(len(action.effects), {"op": "rule", "seat": seat, "source": name, "rule": action.rule})
