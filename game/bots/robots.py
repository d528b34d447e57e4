"""The Mars robot exploration game for the generic bot levels: its ``GameKit``.

The evaluation (``game.robots.evaluation``) plays the round out before judging, so a plan is
weighed against the Mars row in the bot's own determinized world: the other seats' programs
there are samples from the cards the view says they hold (simultaneous secret planning: a bot
never sees another's plan, whether it plans first or last).

The evaluation is ``game.robots.survival.survival_value``: ``relative_value`` less a charge when
a plain rollout from the round start reached to the game's end loses the robot (graded by the
Mars cards still to come then), so plans and purchases are weighed by how far they let the robot
go first (README: normal against random 65 of 100 games on seed 1 where the evaluation alone won 52).

``candidates`` keeps every legal command except plans beyond the ``MAX_PLANS`` best by the
default plan's fit (the first hand of twelve cards has 210 ordered plans of three); the
default plan itself is always among them.

``round_of`` (the hard level's look-ahead horizon, ``search_round``) runs from a planning season to
the end of the next development season, so the hard level searches programs: every sample is
another determinization (the others' hidden hands and programs, the Mars and VP decks), in which
the plan is played with the round it programs, the others' programs and the purchases after it
(normal's policy; a seat still to plan there answers the sampled plan as if it saw it, a cautious
reply), and judged there. Normal judges a plan on one determinization; the average over
several is what sets hard apart (the same 12 games against normal with the 1 s budget: 7 won and
2 lost with programs searched, 3 won and 6 lost when only the development season was, as before;
60 games: 25 won, 18 lost, README). The cost: the other seat's program is chosen by normal's policy
in each sample while it still has to plan (hard's move p95 about 1.1 s of CPU, the target 5 s).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.bots.framework import GameKit
from game.core.command import Command
from game.core.rng import Rng
from game.robots.commands import Plan
from game.robots.evaluation import fit, immediate_vp, quick_plan, reveal
from game.robots.rules import RULES
from game.robots.state import GameState
from game.robots.survival import survival_value

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


def search_round(s: GameState) -> tuple[int]:
    """The hard level's look-ahead horizon: from one planning season to the end of the next
    development season (a plan is judged with the round it programs and the purchases after it).
    The key is the round of the planning season (the first development season, before any plan,
    is round 0); the arena reads its first item as the round a game ended in."""
    return (s.round - (s.season == "development"),)


def _determinize(view: Mapping[str, Any], rng: Rng) -> GameState:
    return RULES.determinize(view, rng)


ROBOTS_KIT = GameKit(
    rules=RULES,
    determinize=_determinize,
    evaluate=survival_value,
    immediate=immediate_vp,
    candidates=candidates,
    in_chain=lambda s: s.pending is not None,
    round_of=search_round,
)
