"""The Ares Project for the generic bot levels: its ``GameKit``.

``candidates`` keeps every legal command except:

* the opening pair (§5.1 step 4: up to a few hundred pairs): the ``MAX_OPENINGS`` best pairs by
  ``_card_worth`` (a building with two sides, then one, then an attack card);
* a won Raid's rewards: the first ``MAX_REWARDS``;
* emergency defense plays beyond the first ``MAX_EMERGENCY`` (declining stays a candidate).

``in_chain`` is a combat under way (its decisions alternate between the two sides; the chain of
one seat's answers stops when the other seat must answer). ``round_of`` changes when every seat
(in the team game: every team) has had a turn. Melee and team games need nothing else: the legal
commands name the target seats, and the evaluation sums a team's values.

``evaluate`` is the static ``relative_value``. ``game.ares.evaluation.combat_value`` (a revealed
combat under way judged by its expected result in closed form, about as cheap as the static value)
was measured in its place and is not used: hard (0.25 s of CPU a move) then won 14 of 40 against
normal, 17 of 40 with the outlook on the attack decision too, against 21 of 40 with the static
value (README, the Ares bots' figures). An earlier version played the combat out on every such
evaluation: ~25x slower for easy and normal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.ares.commands import Emergency, Opening, Rewards
from game.ares.evaluation import immediate_vp, relative_value
from game.ares.rules import RULES
from game.ares.state import GameState
from game.bots.framework import GameKit
from game.core.command import Command
from game.core.rng import Rng

MAX_OPENINGS = 12
MAX_REWARDS = 12
MAX_EMERGENCY = 8


def _card_worth(s: GameState, card: str) -> float:
    c = s.cards[card]
    if c.kind == "building" and c.units:
        return 1.0 + 0.5 * len(c.units) - 0.1 * min(u.cost for u in c.units)
    if c.kind == "attack":
        return 1.2
    return 0.5


def candidates(s: GameState, seat: int, legal: Sequence[Command]) -> list[Command]:
    if legal and isinstance(legal[0], Opening):
        ranked = sorted(legal, key=lambda c: (-sum(_card_worth(s, x) for x in c.cards) - 0.3 * (c.cards[0] != c.cards[1]), c.cards))  # type: ignore[attr-defined]  # fmt: skip
        return list(ranked[:MAX_OPENINGS])
    rewards = [c for c in legal if isinstance(c, Rewards)]
    if rewards:
        return rewards[:MAX_REWARDS]
    plays = [c for c in legal if isinstance(c, Emergency)]
    if len(plays) > MAX_EMERGENCY:
        return [c for c in legal if not isinstance(c, Emergency)] + plays[:MAX_EMERGENCY]
    return list(legal)


def _determinize(view: Mapping[str, Any], rng: Rng) -> GameState:
    return RULES.determinize(view, rng)


ARES_KIT = GameKit(
    rules=RULES,
    determinize=_determinize,
    evaluate=relative_value,
    immediate=immediate_vp,
    candidates=candidates,
    in_chain=lambda s: s.combat is not None,
    round_of=lambda s: (
        (s.turn - 1) // (len(s.teams) or len(s.players))
    ),  # a team turn is one turn of its team
)
