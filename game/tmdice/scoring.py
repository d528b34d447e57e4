"""Final scoring (spec §18 R-END-4/5, §13 awards, §17 solo awards and rating).

Final VP = track VP + awards + milestones (4 each) + red-ribbon card VP. Ties are broken by the
die icons of all brown boxes (ruling TD-16: die icons only); still tied = a shared win.
"""

from __future__ import annotations

from game.i18n import N_
from game.tmdice.dice import TIER_OF
from game.tmdice.milestones import MILESTONE_VP, held
from game.tmdice.state import GameState

#: solo award thresholds by tier of the award face: (5 VP if >=, 3 VP if ==)
SOLO_AWARD = {0: (10, 9), 1: (8, 7), 2: (6, 5)}

RATINGS: tuple[tuple[int, str, str], ...] = (
    (110, "deity", N_("Terraforming deity!?")),
    (100, "top", N_("Top corporation!")),
    (95, "master", N_("Terraforming master!")),
    (90, "excellent", N_("Excellent performance")),
    (85, "black", N_("In the black")),
    (80, "even", N_("Breaking even")),
    (70, "red", N_("In the red")),
    (60, "deep_red", N_("Deep in the red")),
    (-(10**9), "next_time", N_("You can do better next time")),
)
FAILED = ("failed", N_("Terraforming failed. Try again!"))


def award_icons(s: GameState, seat: int, face: str) -> int:
    """Cost icons of ``face`` on the seat's played cards (ruling TD-11: exact icons only;
    TD-09: bonus cards' printed costs count)."""
    return sum(s.cards[c].cost.get(face, 0) for c in s.players[seat].played)


def award_points(s: GameState) -> list[int]:
    n = len(s.players)
    points = [0] * n
    for face in s.awards:
        counts = [award_icons(s, seat, face) for seat in range(n)]
        if n == 1:
            five, three = SOLO_AWARD[TIER_OF[face]]
            points[0] += 5 if counts[0] >= five else 3 if counts[0] == three else 0
            continue
        best = max(counts)
        if best < 1:
            continue  # ruling TD-31: at least one icon to place
        firsts = [i for i in range(n) if counts[i] == best]
        for i in firsts:
            points[i] += 5
        if len(firsts) > 1 or n <= 2:
            continue  # a tie for first leaves no second place; 1-2 players: first only (R-AW-3/4)
        rest = [c for c in counts if c < best and c >= 1]
        if rest:
            second = max(rest)
            for i in range(n):
                if counts[i] == second:
                    points[i] += 3
    return points


def breakdown(s: GameState) -> list[dict[str, int]]:
    awards = award_points(s)
    out = []
    for seat, p in enumerate(s.players):
        out.append(
            {
                "track": p.vp,
                "awards": awards[seat],
                "milestones": MILESTONE_VP * len(held(s, seat)),
                "cards": sum(s.cards[c].vp for c in p.played)
                + (s.cards[p.corporation].vp if p.corporation else 0),
            }
        )
    return out


def totals(s: GameState) -> list[int]:
    return [sum(b.values()) for b in breakdown(s)]


def production_dice(s: GameState, seat: int) -> int:
    return sum(s.cards[c].die_icons() for c in s.players[seat].cards())


def winners(s: GameState) -> list[int]:
    if s.solo:
        return [] if s.failed else [0]
    scores = totals(s)
    keys = [(scores[i], production_dice(s, i)) for i in range(len(scores))]
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]


def rating(total: int | None) -> tuple[str, str]:
    """The solo rating id and its text; ``None`` = terraforming failed."""
    if total is None:
        return FAILED
    return next((rid, text) for low, rid, text in RATINGS if total >= low)
