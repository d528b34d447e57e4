"""Milestones (称号, spec §12): conditions, claiming and the solo time limits (R-SOLO-MS-LIMIT).

Conditions are re-checked after every resolved step for every player, the active player first and
then clockwise (ruling TD-18), so momentary holdings count (ruling TD-30).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import Event
from game.i18n import N_, Text
from game.tmdice import events as E
from game.tmdice.dice import COLOURS
from game.tmdice.state import SOLO_DEADLINES, GameState, Player

NAMES: dict[str, str] = {
    "Legend": N_("Legend"),
    "Resource Magnate": N_("Resource Magnate"),
    "Prospector": N_("Prospector"),
    "All-Rounder": N_("All-Rounder"),
    "Scientist": N_("Scientist"),
    "Patron": N_("Patron"),
    "Spendthrift": N_("Spendthrift"),
    "Pioneer": N_("Pioneer"),
    "Celebrity": N_("Celebrity"),
    "Tycoon": N_("Tycoon"),
    "Award Contender": N_("Award Contender"),
}
BASE = (
    "Legend",
    "Resource Magnate",
    "Prospector",
    "All-Rounder",
    "Scientist",
    "Patron",
    "Spendthrift",
    "Pioneer",
)
CORPORATE_ERA = ("Celebrity", "Tycoon", "Award Contender")
MILESTONE_VP = 4


def _played(s: GameState, p: Player, colour: str) -> int:
    return sum(1 for c in p.played if s.cards[c].colour == colour)


def _shows_vp(s: GameState, name: str) -> bool:
    card = s.cards[name]  # ruling TD-13: green-ribbon VP count too; negative VP never
    return card.vp > 0 or any(e.get("vp", 0) > 0 for e in card.effects)


def _all_rounder(s: GameState, p: Player) -> bool:
    shown = {c for name in p.cards() for c, n in s.cards[name].produce.items() if n and c in COLOURS}
    return shown >= set(COLOURS)  # ruling TD-15: the corporation's brown box counts


def _award_contender(s: GameState, p: Player) -> bool:
    return any(sum(s.cards[c].cost.get(face, 0) for c in p.played) >= 5 for face in s.awards)


CONDITIONS: dict[str, Callable[[GameState, Player], bool]] = {
    "Legend": lambda s, p: _played(s, p, "red") >= 6,
    "Resource Magnate": lambda s, p: any(p.colour_count(c) >= 7 for c in COLOURS),
    "Prospector": lambda s, p: _played(s, p, "green") >= 5,
    "All-Rounder": _all_rounder,
    "Scientist": lambda s, p: _played(s, p, "blue") >= 3,
    "Patron": lambda s, p: sum(1 for c in p.played if _shows_vp(s, c)) >= 4,
    "Spendthrift": lambda s, p: len(p.played) >= 12,  # ruling TD-14: corporations do not count
    "Pioneer": lambda s, p: p.vp >= 16,  # ruling TD-10: the claim moves no VP
    # ruling TD-12: the printed cost counts, not the reduced one
    "Celebrity": lambda s, p: sum(1 for c in p.played if sum(s.cards[c].cost.values()) >= 5) >= 3,
    "Tycoon": lambda s, p: p.dice_total() >= 13,
    "Award Contender": _award_contender,
}


def check_milestones(s: GameState, ev: list[Event]) -> None:
    """Claim every open milestone whose condition a player now meets (R-MS-2, R-MS-5)."""
    n = len(s.players)
    for name in s.milestones:
        if name in s.claimed:
            continue
        for k in range(n):
            seat = (s.active + k) % n
            if CONDITIONS[name](s, s.players[seat]):
                s.claimed[name] = seat
                ev.append(E.event("milestone", E.MILESTONE, seat, milestone=Text(NAMES[name])))
                break


def expire_solo_milestones(s: GameState, ev: list[Event]) -> None:
    """R-SOLO-MS-LIMIT: when the time marker enters 17/21/25, that slot's open milestone goes."""
    for slot, deadline in enumerate(SOLO_DEADLINES):
        if s.time_marker == deadline and slot < len(s.milestones):
            name = s.milestones[slot]
            if name not in s.claimed:
                s.claimed[name] = "removed"
                ev.append(E.event("milestone_removed", E.MILESTONE_REMOVED, milestone=Text(NAMES[name])))


def held(s: GameState, seat: int) -> list[str]:
    return [m for m, who in s.claimed.items() if who == seat]
