"""What a player's corporation and played cards add up to, for the hot paths (legal list,
Production turns): worked out once per distinct tableau and content, since the cards in play change
far more rarely than the positions that read them.

The cache is keyed by the content's identity and the cards themselves (the same key as the
milestones' summary), and a hit is taken only for the same content object.
"""

from __future__ import annotations

from game.tmdice.state import GameState, Player

#: (name, timing, cost as sorted items) of each card with an action, in the order of ``cards()``
Actions = tuple[tuple[str, str, tuple[tuple[str, int], ...]], ...]


class Tableau:
    __slots__ = ("actions", "boxes", "dice", "wild", "vp")

    def __init__(self, s: GameState, p: Player) -> None:
        cards = s.cards
        actions = []
        boxes = wild = vp = 0
        dice: dict[str, int] = {}  # colour -> dice rolled in a Production turn
        for name in p.cards():
            card = cards[name]
            boxes += card.boxes
            if card.action is not None:
                actions.append((name, card.action.timing, tuple(sorted(card.action.cost.items()))))
            for key, n in card.produce.items():
                if key == "wild":
                    wild += n
                elif key == "vp":
                    vp += n
                else:
                    dice[key] = dice.get(key, 0) + n
        self.actions: Actions = tuple(actions)
        self.boxes = boxes  # extra dice kept in a Production turn (R-CE-6)
        self.dice = dice  # read only
        self.wild, self.vp = wild, vp


_CACHE: dict[tuple, tuple[object, Tableau]] = {}
_CACHE_MAX = 50_000


def tableau(s: GameState, p: Player) -> Tableau:
    cards = s.cards
    key = (id(cards), p.corporation, *p.played)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is cards:  # the same content (an id is reused only after its death)
        return hit[1]
    if len(_CACHE) >= _CACHE_MAX:
        _CACHE.clear()
    made = Tableau(s, p)
    _CACHE[key] = (cards, made)
    return made
