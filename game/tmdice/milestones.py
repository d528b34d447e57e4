"""Milestones (称号, spec §12): conditions, claiming and the solo time limits (R-SOLO-MS-LIMIT).

Conditions are re-checked after every resolved step for every player, the active player first and
then clockwise (ruling TD-18), so momentary holdings count (ruling TD-30).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import Event
from game.i18n import N_, Text
from game.tmdice import events as E
from game.tmdice.dice import COLOURS, FACE_COLOUR
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


class _Shown:
    """What a player's cards in play show, for the milestone conditions (computed once per distinct
    corporation and played list: conditions are re-checked after every step, the cards rarely change)."""

    __slots__ = ("colours", "vp_cards", "big_cards", "cost", "produced", "met", "most_of_a_face")

    def __init__(self, s: GameState, p: Player) -> None:
        cards = s.cards
        colours: dict[str | None, int] = {}
        cost: dict[str, int] = {}
        vp_cards = big_cards = 0
        for name in p.played:
            card = cards[name]
            colours[card.colour] = colours.get(card.colour, 0) + 1
            # ruling TD-13: green-ribbon VP count too; negative VP never
            if card.vp > 0 or any(e.get("vp", 0) > 0 for e in card.effects):
                vp_cards += 1
            if sum(card.cost.values()) >= 5:  # ruling TD-12: the printed cost counts
                big_cards += 1
            for face, n in card.cost.items():
                cost[face] = cost.get(face, 0) + n
        self.colours, self.vp_cards, self.big_cards, self.cost = colours, vp_cards, big_cards, cost
        self.most_of_a_face = max(cost.values(), default=0)  # Award Contender needs 5
        # ruling TD-15: the corporation's brown box counts
        self.produced = {
            c for name in p.cards() for c, n in cards[name].produce.items() if n and c in COLOURS
        }


_SHOWN: dict[tuple, tuple[dict, _Shown]] = {}
_SHOWN_MAX = 50_000


def _shown(s: GameState, p: Player) -> _Shown:
    key = (id(s.cards), p.corporation, *p.played)
    hit = _SHOWN.get(key)
    if hit is not None and hit[0] is s.cards:  # the same content (an id is reused only after its death)
        return hit[1]
    if len(_SHOWN) >= _SHOWN_MAX:
        _SHOWN.clear()
    shown = _Shown(s, p)
    shown.met = frozenset(name for name in _CARDS_ONLY if _TESTS[name](s, p, shown))
    _SHOWN[key] = (s.cards, shown)
    return shown


_ALL_COLOURS = frozenset(COLOURS)


def _magnate(p: Player) -> bool:
    """7 dice of one colour (one pass over the faces held)."""
    dice = p.dice
    if sum(dice.values()) < 7:
        return False
    per: dict[str, int] = {}
    for face, n in dice.items():
        colour = FACE_COLOUR[face]
        per[colour] = per.get(colour, 0) + n
    return max(per.values()) >= 7


def _award_contender(s: GameState, shown: _Shown) -> bool:
    cost = shown.cost
    return any(cost.get(face, 0) >= 5 for face in s.awards)


#: each condition from the game, the player and what the player's cards show
_TESTS: dict[str, Callable[[GameState, Player, _Shown], bool]] = {
    "Legend": lambda s, p, shown: shown.colours.get("red", 0) >= 6,
    "Resource Magnate": lambda s, p, shown: _magnate(p),
    "Prospector": lambda s, p, shown: shown.colours.get("green", 0) >= 5,
    "All-Rounder": lambda s, p, shown: shown.produced >= _ALL_COLOURS,
    "Scientist": lambda s, p, shown: shown.colours.get("blue", 0) >= 3,
    "Patron": lambda s, p, shown: shown.vp_cards >= 4,
    "Spendthrift": lambda s, p, shown: len(p.played) >= 12,  # ruling TD-14: corporations do not count
    "Pioneer": lambda s, p, shown: p.vp >= 16,  # ruling TD-10: the claim moves no VP
    "Celebrity": lambda s, p, shown: shown.big_cards >= 3,
    "Tycoon": lambda s, p, shown: p.dice_total() >= 13,
    "Award Contender": lambda s, p, shown: _award_contender(s, shown),
}
#: the conditions that read the cards shown (the others skip working them out)
_READS_CARDS = frozenset(
    ("Legend", "Prospector", "All-Rounder", "Scientist", "Patron", "Celebrity", "Award Contender")
)


#: the conditions read from the cards shown alone, the played list's length included (``_Shown.met``
#: holds those met)
_CARDS_ONLY = ("Legend", "Prospector", "All-Rounder", "Scientist", "Patron", "Spendthrift", "Celebrity")


def _may_claim(s: GameState, p: Player, open_names: list[str]) -> bool:
    """Whether ``p`` meets any of the open milestones (the same tests, the cheap ones first)."""
    cards = s.cards
    hit = _SHOWN.get((id(cards), p.corporation, *p.played))
    shown = hit[1] if hit is not None and hit[0] is cards else _shown(s, p)
    if not shown.met.isdisjoint(open_names):
        return True
    if p.vp >= 16 and "Pioneer" in open_names:
        return True
    dice = p.dice
    if dice:
        total = sum(dice.values())
        if total >= 7 and "Resource Magnate" in open_names and _magnate(p):
            return True
        if total >= 13 and "Tycoon" in open_names:
            return True
    return shown.most_of_a_face >= 5 and "Award Contender" in open_names and _award_contender(s, shown)


def _condition(name: str) -> Callable[[GameState, Player], bool]:
    test = _TESTS[name]
    if name in _READS_CARDS:
        return lambda s, p: test(s, p, _shown(s, p))
    return lambda s, p: test(s, p, None)  # type: ignore[arg-type]


CONDITIONS: dict[str, Callable[[GameState, Player], bool]] = {name: _condition(name) for name in _TESTS}


def check_milestones(s: GameState, ev: list[Event]) -> None:
    """Claim every open milestone whose condition a player now meets (R-MS-2, R-MS-5)."""
    claimed = s.claimed
    open_names = [name for name in s.milestones if name not in claimed]
    if not open_names:
        return
    players = s.players
    for p in players:
        if _may_claim(s, p, open_names):
            break
    else:
        return  # the usual case: nobody meets an open milestone
    n = len(players)
    shown: list[_Shown | None] = [None] * n  # each player's, worked out once per check when read
    for name in open_names:
        test = _TESTS[name]
        cards = name in _READS_CARDS
        for k in range(n):
            seat = (s.active + k) % n
            p = players[seat]
            if cards:
                got = shown[seat]
                if got is None:
                    got = shown[seat] = _shown(s, p)
            else:
                got = None
            if test(s, p, got):  # type: ignore[arg-type]
                claimed[name] = seat
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
