"""The common procedures of the Mars cards: chits, Collect/Survey, use of disposable parts,
destruction, elimination, storage and VP acquisition (spec §13.1, §14-§18).

Functions here change the state in place and append log events; the Mars cards (``mars.py``) queue
them as steps so a question (where a gained chit goes) can pause the resolution as plain data.
"""

from __future__ import annotations

from game.core import Event
from game.robots.events import event
from game.robots.state import GameState


def room_spots(s: GameState, seat: int) -> list[str]:
    """Cards with free Survey capacity, the default first: robot, then parts right to left (ruling RB-10).

    The robot holds up to its own Survey (ruling RB-22: the starting chit is allowed regardless)."""
    p = s.players[seat]
    spots = ["robot"] if p.robot_chits < s.robot(seat).survey else []
    for i in range(len(p.deployed) - 1, -1, -1):
        if p.chits[i] < s.parts[p.deployed[i]].survey:
            spots.append(str(i))
    return spots


def put_chit(s: GameState, seat: int, spot: str) -> None:
    p = s.players[seat]
    s.chit_supply -= 1
    if spot == "robot":
        p.robot_chits += 1
    else:
        p.chits[int(spot)] += 1


def discard_deployed(s: GameState, seat: int, index: int, ev: list[Event], kind: str) -> str:
    """A deployed part to its owner's discard; its chits return to the supply (ruling RB-08); Storage re-checked."""
    p = s.players[seat]
    card = p.deployed.pop(index)
    s.chit_supply += p.chits.pop(index)
    p.discard.append(card)
    ev.append(event(kind, seat, card=card))
    enforce_storage(s, seat, ev)  # ruling RB-39: whenever Storage drops
    return card


def use_disposables(s: GameState, seat: int, ability: str, ev: list[Event]) -> None:
    """Every deployed disposable part contributing ``ability`` has been used: discard it (§17.1, ruling RB-07)."""
    p = s.players[seat]
    for i in range(len(p.deployed) - 1, -1, -1):
        part = s.parts[p.deployed[i]]
        if part.disposable and getattr(part, ability) > 0:
            discard_deployed(s, seat, i, ev, "used")


def enforce_storage(s: GameState, seat: int, ev: list[Event]) -> None:
    """Discard the lowest VP cards until the player holds no more than their Storage (§14.3)."""
    p = s.players[seat]
    limit = s.ability(seat, "storage")
    while len(p.vp) > limit:  # ruling RB-24: with Storage 0 nothing is kept
        low = min(p.vp)
        p.vp.remove(low)
        s.vp_discard.append(low)
        ev.append(event("vp_discard", seat, value=low))


def collect_or_survey(s: GameState, seat: int, ev: list[Event]) -> None:
    """Collect (pay chits, leftmost part first and robot last, for rights) or else Survey (§13.1)."""
    p = s.players[seat]
    collection = s.ability(seat, "collection")
    held = p.chit_total()
    if collection >= 1 and held >= 1:  # ruling RB-21: any chit held triggers Collect
        pay = min(collection, held)
        left = pay
        for i in range(len(p.chits)):
            take = min(left, p.chits[i])
            p.chits[i] -= take
            left -= take
        p.robot_chits -= left
        s.chit_supply += pay
        s.rights[seat] += pay
        ev.append(event("collect", seat, count=pay))
        use_disposables(s, seat, "collection", ev)
        return
    survey(s, seat, ev)


def survey(s: GameState, seat: int, ev: list[Event]) -> None:
    """Top every card up to its Survey value: robot first, then parts right to left (ruling RB-38)."""
    p = s.players[seat]
    gained = 0
    topped: list[int] = []
    room = max(0, s.robot(seat).survey - p.robot_chits)
    take = min(room, s.chit_supply)
    p.robot_chits += take
    s.chit_supply -= take
    gained += take
    for i in range(len(p.deployed) - 1, -1, -1):
        room = max(0, s.parts[p.deployed[i]].survey - p.chits[i])
        take = min(room, s.chit_supply)
        if take:
            p.chits[i] += take
            s.chit_supply -= take
            gained += take
            topped.append(i)
    if gained:
        ev.append(event("chits", seat, count=gained))
    for i in topped:  # §17.1: Survey is used when chits are placed on the card
        if s.parts[p.deployed[i]].disposable:
            discard_deployed(s, seat, i, ev, "used")


def defend(s: GameState, seat: int, k: int, ev: list[Event]) -> int:
    """Cancel destructions with Defense (shared per Mars phase); return how many remain (§15.1-2)."""
    p = s.players[seat]
    available = s.ability(seat, "defense") - p.defense_used  # counted before the Shields go
    cancel = min(k, max(available, 0))
    p.defense_used += cancel
    use_disposables(s, seat, "defense", ev)  # every defense part is used (seed Example 1)
    return k - cancel


def destroy_leftmost(s: GameState, seat: int, ev: list[Event]) -> bool:
    """One uncancelled destruction: the leftmost deployed part, or the robot itself (False: eliminated)."""
    p = s.players[seat]
    if not p.deployed:
        eliminate(s, seat, ev)
        return False
    card = p.deployed.pop(0)
    s.chit_supply += p.chits.pop(0)
    p.discard.append(card)
    ev.append(event("destroyed", seat, card=card))
    return True


def eliminate(s: GameState, seat: int, ev: list[Event]) -> None:
    """The robot never comes home (§18, ruling RB-19, RB-40): VP removed from play, chits to the supply."""
    p = s.players[seat]
    p.eliminated = True
    s.vp_removed.extend(p.vp)
    p.vp = []
    s.chit_supply += p.chit_total()
    p.robot_chits = 0
    p.chits = [0] * len(p.deployed)
    p.storm = None
    if s.rights:
        s.rights[seat] = 0
    ev.append(event("eliminated", seat))


def draw_vp(s: GameState, count: int) -> list[int]:
    """Up to ``count`` VP cards: the deck drawn dry, then the shuffled discard (ruling RB-17, RB-18)."""
    drawn: list[int] = []
    while len(drawn) < count:
        if not s.vp_deck:
            if not s.vp_discard:
                break
            s.vp_deck = sorted(s.vp_discard, reverse=True)
            s.vp_discard = []
            s.rng.shuffle(s.vp_deck)
        drawn.append(s.vp_deck.pop(0))
    return drawn


def acquire(s: GameState, ev: list[Event]) -> None:
    """VP acquisition (§14): reveal one card per right, then draft the best in priority order."""
    total = sum(s.rights[i] for i in s.active())
    if total:
        s.revealed = draw_vp(s, total)
        left = {i: s.rights[i] for i in s.active()}
        order = s.order()
        while s.revealed and any(left.values()):
            for seat in order:  # ruling RB-36: when the cards run out, the later turns lapse
                if not s.revealed:
                    break
                if left[seat] == 0:
                    continue
                left[seat] -= 1
                best = max(s.revealed)
                s.revealed.remove(best)
                s.players[seat].vp.append(best)
                ev.append(event("vp", seat))
                enforce_storage(s, seat, ev)
    s.revealed = []
    s.rights = [0] * len(s.players)
