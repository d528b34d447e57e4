"""The commands the current seat may send (contract: ``legal_commands``).

Payments are offered in their default form (dice first, wild tokens for the rest); any other
exact payment is also accepted by ``apply``. Production keeps are offered as every choice of up to
the keep limit among the faces held, capped at ``KEEP_CHOICES`` (the largest first).
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from game.core import Command
from game.tmdice import commands as C
from game.tmdice import placement
from game.tmdice.cardplay import card_cost
from game.tmdice.dice import COLOURS, FACE_COLOUR, TIERS
from game.tmdice.flow import STANDARD, can_end_turn, keep_limit
from game.tmdice.payment import default_payment
from game.tmdice.state import GameState

KEEP_CHOICES = 24


def legal_commands(s: GameState) -> list[Command]:
    if s.phase == "over":
        return []
    if s.pending is not None:
        return [C.Answer(s.pending.seat, a) for a in s.pending.answers()]
    if s.queue or s.phase != "play":
        return []
    seat, t = s.active, s.turn
    out: list[Command] = []
    if t.kind is None:
        out += [C.Production(seat, keep) for keep in _keeps(s, seat)]
    sub_slot = t.kind in (None, "action") and (not t.sub_done or t.mains_done < t.mains_allowed)
    main_slot = t.kind == "action" and t.sub_done and t.mains_done < t.mains_allowed
    if sub_slot:
        out += _subs(s, seat)
    out += _card_actions(s, seat, sub_slot, main_slot)
    if main_slot:
        out += _mains(s, seat)
    if can_end_turn(s) or (t.kind == "action" and t.sub_done and not t.mains_done and not out):
        out.append(C.EndTurn(seat))
    return out


def _subs(s: GameState, seat: int) -> list[Command]:
    p = s.players[seat]
    out: list[Command] = [C.GainDie(seat, c) for c in COLOURS if s.pool.get(c, 0) > 0]
    singles = sorted(p.dice) + (["wild"] if p.wild else [])
    out += [C.DrawTwo(seat, (pay,)) for pay in singles]
    for die in sorted(p.dice):
        pay = next((f for f in singles if f != die or p.dice[die] > 1), None)
        if pay is not None:
            out += [C.ChangeFace(seat, (pay,), die, to) for to in TIERS[FACE_COLOUR[die]] if to != die]
    return out


def _card_actions(s: GameState, seat: int, sub_slot: bool, main_slot: bool) -> list[Command]:
    p = s.players[seat]
    out: list[Command] = []
    for name in p.cards():
        action = s.cards[name].action
        if action is None or name in p.used:
            continue
        if (action.timing == "sub" and not sub_slot) or (action.timing == "main" and not main_slot):
            continue
        pay = default_payment(p, action.cost)
        if pay is not None:
            out.append(C.UseCard(seat, name, pay))
    return out


def _mains(s: GameState, seat: int) -> list[Command]:
    p = s.players[seat]
    out: list[Command] = []
    for name in sorted(set(p.hand)):
        pay = default_payment(p, card_cost(s, seat, name))
        if pay is not None:
            out.append(C.PlayCard(seat, name, pay))
    for action, (cost, effect) in STANDARD.items():
        tile = next(iter(effect))
        if tile in ("greenery", "city", "ocean") and not (tile == "ocean" and s.ocean_pile == 0):
            if not placement.legal_spaces(s, tile, {}):
                continue
        pay = default_payment(p, cost)
        if pay is not None:
            out.append(C.StandardAction(seat, action, pay))
    return out


def _keeps(s: GameState, seat: int) -> list[tuple[str, ...]]:
    held = [f for f, n in sorted(s.players[seat].dice.items()) for _ in range(n)]
    limit = min(keep_limit(s, seat), len(held))
    faces = sorted(set(held))
    out: list[tuple[str, ...]] = []
    for size in range(limit, -1, -1):
        for combo in combinations_with_replacement(faces, size):
            if all(combo.count(f) <= held.count(f) for f in set(combo)):
                out.append(combo)
                if len(out) >= KEEP_CHOICES:
                    return out + ([()] if () not in out else [])
    return out
