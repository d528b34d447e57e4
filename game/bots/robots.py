"""The Mars robot exploration game for the generic bot levels: its ``GameKit``.

The evaluation (``game.robots.evaluation``) plays the round out before judging, so a plan is
weighed against the Mars row in the bot's own determinized world: the other seats' programs
there are samples from the cards the view says they hold (simultaneous secret planning: a bot
never sees another's plan, whether it plans first or last).

``candidates`` keeps every legal command except plans beyond the ``MAX_PLANS`` best by the
default plan's fit (the first hand of twelve cards has 210 ordered plans of three); the
default plan itself is always among them.

``round_of`` (the hard level's look-ahead horizon) changes with every program handed in: a plan
is secret and simultaneous, and the evaluation already plays the round out against the others'
default programs, so the hard level's search over plans only repeated that judgement on other
samples while paying for a normal choice of each opponent's plan (the look-ahead's reply, thrown
away when that plan ends the planning season). Plans are chosen as normal chooses them; the
search is spent on the development season (which special part to buy, which card to recover),
where an opponent's reply is cheap and a purchase can be raced. A hard plan costs what a normal
plan costs (four round-2 planning positions: 0.02-0.04 s of CPU instead of 0.18-0.78 s).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.bots.framework import GameKit
from game.core.command import Command
from game.core.rng import Rng
from game.robots.commands import Plan
from game.robots.evaluation import fit, immediate_vp, quick_plan, relative_value, reveal
from game.robots.rules import RULES
from game.robots.state import GameState

MAX_PLANS = 40


def plan_score(s: GameState, seat: int, cards: Sequence[str]) -> float:
    """The default plan's fit of ``cards`` revealed in this order against the next Mars cards."""
    bonus: Counter = Counter()
    total = 0.0
    creatures = 0
    for i, name in enumerate(cards):
        card = s.mars_row[i] if i < len(s.mars_row) else s.mars_row[-1]
        part = s.parts[name]
        total += fit(s, seat, part, card, creatures, bonus)
        reveal(s, seat, part, card, creatures, bonus)
        creatures += bool(s.mars[card].creature)
    return total


def candidates(s: GameState, seat: int, legal: Sequence[Command]) -> list[Command]:
    plans = [c for c in legal if isinstance(c, Plan)]
    if len(plans) <= MAX_PLANS or not s.mars_row:
        return list(legal)
    default = quick_plan(s, seat)
    ranked = sorted(plans, key=lambda c: (c.cards != default, -plan_score(s, seat, c.cards), c.cards))
    kept = set(ranked[:MAX_PLANS])
    return [c for c in legal if not isinstance(c, Plan) or c in kept]


def _determinize(view: Mapping[str, Any], rng: Rng) -> GameState:
    return RULES.determinize(view, rng)


ROBOTS_KIT = GameKit(
    rules=RULES,
    determinize=_determinize,
    evaluate=relative_value,
    immediate=immediate_vp,
    candidates=candidates,
    in_chain=lambda s: s.pending is not None,
    round_of=lambda s: (s.round, s.season, sum(p.planned for p in s.players)),
)
