"""The Ares Project for the generic bot levels: its ``GameKit``.

``candidates`` keeps every legal command except:

* the opening pair (§5.1 step 4: up to a few hundred pairs): the ``MAX_OPENINGS`` best pairs by
  ``_card_worth`` (a building with two sides, then one, then an attack card);
* a won Raid's rewards: the first ``MAX_REWARDS``;
* emergency defense plays beyond the first ``MAX_EMERGENCY`` (declining stays a candidate);
* an attack with no force behind it (``forceless``): a Deep Strike without a Deep Strike force after the
  attacker's construction, a Raid without an eligible force, a Normal Attack on a base without a force
  that may attack, a claim without a unit to hold the Frontier. Each loses at once (R-CMB-13, ruling
  AR-19) or fails (R-CMB-2), and the attack card goes to the Frontier's holder or the discard: against a
  holder it is handed to the opponent. The static evaluation liked them (both sides construct, and the
  opponent's screened base then counts fewer cards), so normal played them: of one seat's 71 attacks in
  10 full normal-vs-normal games (Terran - Kahoum), 39 were Deep Strikes without a force (25 cards
  discarded, 1 given to the opponent, 13 scored as a Score scores them). Without them normal won 65 of 100
  full games (95 % CI 55-74 %) against the normal that played them, 52 of 100 Xenos - Colossus, 48 of 100
  basic (``bench/ares_kits.py``, seed 1). A Normal Attack on the Frontier stays (it wins when the holder
  defends its base, R-CMB-12). Kept when nothing else is legal.

``in_chain`` is a combat under way (its decisions alternate between the two sides; the chain of
one seat's answers stops when the other seat must answer). ``round_of`` is the round (every seat, in the
team game every team, has had a turn) as a ``Round``: its number for the arena's summary, but every two
compare equal, because the hard level's look-ahead stops where the key changes (and plays normal's move
when every root move ends the round) and an Ares round pays nothing out at its end. With the round's
number as the key, hard never searched the second seat's turns (each of them ends a round) and judged
the first seat's before the opponent's reply; with ``Round``, hard (4 iterations a move) won 70 of 80
basic games against normal, 62 of 80 before (seeds 1 and 2: 34 and 36 of 40, before 29 and 33), and 17 of
20 full Terran - Kahoum games, 14 of 20 before (seed 1; the same games each time; ``bench/ares_kits.py``,
kit ``new`` against ``rounds``). Melee and team games need nothing else: the legal commands name the target seats, and the
evaluation sums a team's values.

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

from game.ares import raid
from game.ares.combat import side_forces
from game.ares.commands import Attack, Emergency, Opening, Pass, Rewards
from game.ares.evaluation import immediate_vp, relative_value
from game.ares.forces import construct, has_field_unit
from game.ares.rules import RULES
from game.ares.state import Combat, GameState
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


def forceless(s: GameState, seat: int, attack: Attack) -> bool:
    """Whether ``attack`` must lose (or fail) for want of a force once the attacking side has constructed
    (R-CMB-2, R-CMB-11, R-CMB-13, ruling AR-19); a Normal Attack on the Frontier never does (R-CMB-12).
    Reads only the attacking side's own bases (open to the seat and its teammate)."""
    holds = s.frontier is not None and s.allied(s.frontier, seat)
    if attack.choice == "normal" and not holds:
        return False
    world = s.clone()
    world.combat = Combat(seat, attack.target, attack.card, attack.choice)
    for mate in world.team(seat):
        construct(world, mate, [])
    if attack.choice == "claim":
        return not any(has_field_unit(world, mate) for mate in world.team(seat))
    if world.mode == "full" and world.cards[attack.card].attack == "raid":
        return not raid.eligible(world, seat)
    return not side_forces(world, seat)


def candidates(s: GameState, seat: int, legal: Sequence[Command]) -> list[Command]:
    """The commands worth trying (see the module's note)."""
    if not legal and s.combat is None and not s.opening and not s.over:
        # A turn with no legal play: a scenario's position with cards it cannot play (in a dealt game a
        # start building always takes a resource). A look-ahead of the hard level may reach one; the
        # engine refuses this pass (the seat has cards), so the look-ahead stops there.
        return [Pass(seat)]
    kept = trimmed(s, seat, legal)
    if s.combat is not None or not any(isinstance(c, Attack) for c in kept):
        return kept
    fought = [c for c in kept if not (isinstance(c, Attack) and forceless(s, seat, c))]
    return fought or kept


def trimmed(s: GameState, seat: int, legal: Sequence[Command]) -> list[Command]:
    """The candidates before the forceless attacks are dropped (the kit before 28 November)."""
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


class Round(int):
    """The round's number (``int(key)``) as a key that never changes: any two compare equal (see the note)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Round)

    def __ne__(self, other: object) -> bool:
        return not isinstance(other, Round)

    def __hash__(self) -> int:
        return 0


def round_of(s: GameState) -> Round:
    """The round of ``s``: a team turn is one turn of its team."""
    return Round((s.turn - 1) // (len(s.teams) or len(s.players)))


def _determinize(view: Mapping[str, Any], rng: Rng) -> GameState:
    return RULES.determinize(view, rng)


ARES_KIT = GameKit(
    rules=RULES,
    determinize=_determinize,
    evaluate=relative_value,
    immediate=immediate_vp,
    candidates=candidates,
    in_chain=lambda s: s.combat is not None,
    round_of=round_of,
)
