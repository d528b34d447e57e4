"""Terraforming Mars for the generic bot levels: its ``GameKit``.

``candidates`` keeps every legal command except in three cases:

* Cancel (backing out of an action) is never tried: it only returns to the position before
  the action, and a bot that weighs it can loop;

* a choice of cards with more subsets than ``MAX_SUBSETS`` (the starting hand: 1,024):
  only the best k and the worst k cards by ``game.tm.evaluation.card_value``, for every
  allowed k, are tried (keeping the best, selling or discarding the worst);
* fair play: a red-bordered removal or production decrease (a ``PlayerDecision``, or the
  card to remove resources from) is never aimed at the bot's own seat or cards while
  another target exists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.bots.framework import GameKit
from game.core.command import Command
from game.core.rng import Rng
from game.tm.commands import Cancel, ChooseCard, ChooseCards, ChoosePlayer
from game.tm.decisions import CardDecision, CardSubsets, PlayerDecision
from game.tm.evaluation import card_value, generations_left, immediate_vp, relative_value
from game.tm.rules import RULES
from game.tm.state import ACTION, SETUP, GameState

MAX_SUBSETS = 16


def candidates(s: GameState, seat: int, legal: Sequence[Command]) -> list[Command]:
    if isinstance(legal, CardSubsets) and len(legal) > MAX_SUBSETS:
        return _subset_candidates(s, legal)
    out = [c for c in legal if not isinstance(c, Cancel)] or list(legal)
    decision = RULES.decision(s)
    if isinstance(decision, PlayerDecision) and decision.seat == seat:
        others = [c for c in out if not (isinstance(c, ChoosePlayer) and c.target == seat)]
        if any(isinstance(c, ChoosePlayer) for c in others):
            out = others
    elif isinstance(decision, CardDecision) and decision.purpose == "remove_from" and decision.seat == seat:
        own = set(s.players[seat].tableau)
        others = [c for c in out if not (isinstance(c, ChooseCard) and c.card in own)]
        if any(isinstance(c, ChooseCard) for c in others):
            out = others
    return out


def _subset_candidates(s: GameState, legal: CardSubsets) -> list[Command]:
    left = round(generations_left(s))
    ranked = sorted(legal.cards, key=lambda c: (-card_value(c, left, s.setup.solo), c))
    out: dict[tuple[str, ...], None] = {}
    for k in range(legal.low, legal.high + 1):
        for picked in (ranked[:k], ranked[len(ranked) - k :]):
            chosen = set(picked)
            out[tuple(c for c in legal.cards if c in chosen)] = None
    return [ChooseCards(legal.seat, cards) for cards in out]


def _determinize(view: Mapping[str, Any], rng: Rng) -> GameState:
    return RULES.determinize(view, rng)


TM_KIT = GameKit(
    rules=RULES,
    determinize=_determinize,
    evaluate=relative_value,
    immediate=immediate_vp,
    candidates=candidates,
    in_chain=lambda s: s.pending is not None and s.phase in (ACTION, SETUP),
    round_of=lambda s: (s.generation, s.phase == ACTION),
)
