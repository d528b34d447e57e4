"""The Terraforming Mars Dice Game for the generic bot levels: its ``GameKit``.

``candidates`` takes one command per action from the complete legal list, each with the payment
that leaves the seat's dice worth the most (``evaluation.dice_value``: spend the dice no set
needs, keep a set being built), the ``MAX_KEEPS`` keeps worth the most and the ``MAX_CHANGES`` face
changes that add the most (the rest would crowd out the actions that score).

A Production turn discards the cards of the hand that the seat's dice and wild tokens cannot pay
now (``dead_cards``; R-PROD-2, the refill then draws up to five again). The evaluation counts a
hand by its size alone, so it never chose a discard: hands of nine to fifteen cards nobody could
pay stayed whole for the rest of the game and the refill drew no card, while ``draw two`` was the
only way to a card that could be played (the green cards that produce, the red cards that make
steps). Two normal bots' 2-player games took a median of 29.5 rounds (arena, seed 1, 60 games)
before; with this discard alone the first 20 of them took 2.5 rounds fewer on the mean (shorter in
12, longer in 5), with the whole hand discarded in every Production turn the first 40 took 2.4
fewer (mean 27.5 against 29.9).

``in_chain`` counts an Action turn's main action as part of the action its sub action began
(R-ACT-1: one sub action, then one main action): the levels then judge a sub action by the best
turn it opens (a face changed to complete three heat, then the temperature raised) instead of by
the dice it adds alone, which made every sub action "gain a die" and every main action the
second die.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.bots.framework import GameKit
from game.core.command import Command
from game.core.rng import Rng
from game.tmdice.cardplay import card_cost
from game.tmdice.commands import ChangeFace, Production
from game.tmdice.evaluation import WILD, dice_value, immediate_vp, relative_value, set_values
from game.tmdice.legal import LegalCommands
from game.tmdice.payment import default_for
from game.tmdice.rules import RULES
from game.tmdice.state import GameState

MAX_KEEPS = 4
MAX_CHANGES = 4
MAX_PAYMENTS = 40  # payments of one action compared (a white "?" cost has many)


def _held_after(dice: Mapping[str, int], pay: Sequence[str], gain: str | None = None) -> dict[str, int]:
    held = dict(dice)
    for face in pay:
        if face != "wild":
            held[face] = held.get(face, 0) - 1
    if gain is not None:
        held[gain] = held.get(gain, 0) + 1
    return held


def _worth_after(dice: Mapping[str, int], wild: int, command: Command, sets) -> float:
    """The seat's dice and wild tokens after ``command``'s payment (and face change)."""
    pay = getattr(command, "pay", ())
    if isinstance(command, ChangeFace):
        held = _held_after(dice, (*pay, command.die), command.to)
    else:
        held = _held_after(dice, pay)
    return dice_value(held, sets) + WILD * (wild - sum(1 for f in pay if f == "wild"))


def _cheapest(group: Sequence[Command], dice: Mapping[str, int], wild: int, sets) -> Command:
    if len(group) == 1 or not hasattr(group[0], "pay"):
        return group[0]
    options = [group[i] for i in range(min(len(group), MAX_PAYMENTS))]
    return max(options, key=lambda c: _worth_after(dice, wild, c, sets))


def candidates(s: GameState, seat: int, legal: Sequence[Command]) -> list[Command]:
    if not isinstance(legal, LegalCommands):
        return list(legal)
    player = s.players[seat] if s.pending is None else None
    if player is None:
        return legal.defaults()
    dice, wild, sets = player.dice, player.wild, set_values(s)
    keeps: list[Command] = []
    changes: list[Command] = []
    rest: list[Command] = []
    for kind, group in zip(legal.kinds, legal.groups, strict=True):
        if kind is Production:
            keeps.append(group[0])  # no discard
        elif kind is ChangeFace:
            changes.append(_cheapest(group, dice, wild, sets))
        else:
            rest.append(_cheapest(group, dice, wild, sets))
    keeps.sort(key=lambda c: -dice_value(_kept(c.keep), sets))
    changes.sort(key=lambda c: -_worth_after(dice, wild, c, sets))
    dead = dead_cards(s, seat)
    if dead:
        keeps = [Production(seat=c.seat, keep=c.keep, discard=dead) for c in keeps]
    return rest + keeps[:MAX_KEEPS] + changes[:MAX_CHANGES]


def dead_cards(s: GameState, seat: int) -> tuple[str, ...]:
    """The cards of the seat's hand that its dice and wild tokens cannot pay now (sorted, as the
    legal list names a discard): a Production turn discards them (see the module's note)."""
    player = s.players[seat]
    dice, wild = player.dice, player.wild
    return tuple(
        sorted(
            name
            for name in player.hand
            if default_for(dice, wild, tuple(sorted(card_cost(s, seat, name).items()))) is None
        )
    )


def _kept(keep: Sequence[str]) -> dict[str, int]:
    held: dict[str, int] = {}
    for face in keep:
        held[face] = held.get(face, 0) + 1
    return held


def in_chain(s: GameState) -> bool:
    """A decision of an action under way is pending, or an Action turn's main action is still due
    after its sub action (the turn is one action for the levels: see the module's note)."""
    if s.phase != "play":
        return False
    if s.pending is not None:
        return True
    t = s.turn
    return t.kind == "action" and t.sub_done and t.mains_done == 0 and not s.queue


def _determinize(view: Mapping[str, Any], rng: Rng) -> GameState:
    return RULES.determinize(view, rng)


TMDICE_KIT = GameKit(
    rules=RULES,
    determinize=_determinize,
    evaluate=relative_value,
    immediate=immediate_vp,
    candidates=candidates,
    in_chain=in_chain,
    round_of=lambda s: s.round,
)
