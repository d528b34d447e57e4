"""The Mars phase: the six Mars card effects as queued steps, and the extra Mars phases (spec §11.2, §13).

Resolving a card queues one step per active player in priority order, then ``acquire`` and
``after_card``. A step that needs an answer sets ``state.pending`` and stays at the head of the
queue; ``answer`` gives it the reply. Steps are plain dicts, so a position can be saved, undone or
replayed between any two of them.
"""

from __future__ import annotations

from itertools import combinations

from game.core import Event, IllegalCommand
from game.i18n import N_
from game.robots import procedures as P
from game.robots.decisions import Decision, PlaceChit, StormDiscard
from game.robots.events import event
from game.robots.state import GameState


def start_mars_phase(s: GameState, ev: list[Event]) -> None:
    """Resolve the leftmost Mars card (a regular or an extra Mars phase)."""
    for p in s.players:
        p.defense_used = 0  # ruling RB-23: Defense refreshes every Mars phase
    if not s.mars_row:  # ruling RB-16: an empty row resolves nothing and checks no progress
        next_iteration(s)
        return
    card = s.mars_row.pop(0)
    s.current_card = card
    s.rights = [0] * len(s.players)
    ev.append(event("mars", card=card))
    effect = s.mars[card].effect
    order = s.order()
    steps: list[dict] = []
    if s.mars[card].creature:
        s.creatures_resolved += 1
    r = s.creatures_resolved
    if effect == "collect_survey":
        steps = [{"op": "collect_survey", "seat": i} for i in order]
    elif effect == "magnetic_storm":
        steps = [{"op": "storm_choose", "seat": i} for i in order] + [{"op": "storm_apply"}]
    elif effect == "complex_terrain":
        steps = [{"op": "terrain"}]
    elif effect == "hostile":
        steps = [{"op": "fight", "seat": i, "r": r} for i in order]
    elif effect == "friendly":
        steps = [{"op": "friendly", "seat": i, "r": r} for i in order]
    elif effect == "sandstorm":
        steps = [{"op": "sandstorm", "seat": i} for i in order]
    s.queue.extend(steps)
    s.queue.append({"op": "acquire"})
    s.queue.append({"op": "after_card"})


def creature_requirements(s: GameState) -> list[int | None]:
    """The Combat each card of the Mars row will ask when it is resolved (None for a card that is no
    creature): the row resolves left to right and the requirement is the creature's ordinal among
    all creature cards of the game (§13.4), so the next creature asks one more than those resolved.
    The spec asks the table to show it (§6: the next creature requirement)."""
    needs: list[int | None] = []
    met = s.creatures_resolved
    for card in s.mars_row:
        if s.mars[card].creature:
            met += 1
            needs.append(met)
        else:
            needs.append(None)
    return needs


def next_iteration(s: GameState) -> None:
    """The next (play, Mars) pair of three (ruling RB-25), or the end of the round."""
    if s.iteration < 3:
        s.iteration += 1
        s.phase = "play"
    else:
        s.season = "end_of_round"


def run_queue(s: GameState, ev: list[Event]) -> None:
    """Execute queued steps until one asks a question or the queue is empty."""
    while s.pending is None and s.queue and not s.over:
        step = s.queue.pop(0)
        seat = step.get("seat")
        if seat is not None and s.players[seat].eliminated:
            continue
        STEPS[step["op"]](s, step, ev)


def answer(s: GameState, seat: int, value: str, ev: list[Event]) -> None:
    """Reply to the pending decision; ``IllegalCommand`` if it is not a legal answer."""
    d = s.pending
    if d is None:
        raise IllegalCommand(N_("There is no open question."))
    if seat != d.seat:
        raise IllegalCommand(N_("It is not your decision."))
    if isinstance(d, StormDiscard) and all(c in s.parts for c in value.split("|")):
        value = "|".join(sorted(value.split("|"), key=lambda n: card_key(s, n)))  # either order will do
    if not d.accepts(value):
        raise IllegalCommand(d.REFUSAL)
    s.pending = None
    _settle(s, d, value, ev)


def _settle(s: GameState, d: Decision, value: str, ev: list[Event]) -> None:
    if isinstance(d, StormDiscard):
        s.players[d.seat].storm = tuple(value.split("|"))  # ruling RB-35: shown when all have chosen
    elif isinstance(d, PlaceChit):
        P.put_chit(s, d.seat, value)


def _ask(s: GameState, d: Decision, ev: list[Event]) -> None:
    """Ask ``d``, or settle it at once when it has a single answer (logged as such)."""
    if len(d.options) == 1:
        ev.append(event("auto", d.seat, decision=d.KIND, value=d.options[0]))
        _settle(s, d, d.options[0], ev)
    else:
        s.pending = d


def card_key(s: GameState, name: str) -> tuple[bool, int]:
    """The fixed card order of defaults: content order, the Repair Tool last (ruling RB-41)."""
    part = s.parts[name]
    entry = _KEYS.get(name)
    if entry is None or entry[0] is not part or _KEYS_OF[0] is not s.parts:
        _KEYS.clear()
        _KEYS.update({n: (p, (p.repair, i)) for i, (n, p) in enumerate(s.parts.items())})
        _KEYS_OF[0] = s.parts
        entry = _KEYS[name]
    return entry[1]


# The keys of the parts table last asked about (sorting a hand looked the order up card by card).
_KEYS: dict = {}
_KEYS_OF: list = [None]


def storm_options(s: GameState, seat: int) -> tuple[str, ...]:
    hand = sorted(s.players[seat].hand, key=lambda n: card_key(s, n))
    pairs = dict.fromkeys("|".join(pair) for pair in combinations(hand, 2))
    return tuple(pairs)


def _storm_choose(s: GameState, step: dict, ev: list[Event]) -> None:
    seat = step["seat"]
    p = s.players[seat]
    if not p.hand:
        return
    if len(p.hand) <= 2:  # ruling RB-11: two or fewer cards discard what exists (a single answer)
        hand = sorted(p.hand, key=lambda n: card_key(s, n))
        _ask(s, StormDiscard(seat, ("|".join(hand),)), ev)
        return
    _ask(s, StormDiscard(seat, storm_options(s, seat)), ev)


def _storm_apply(s: GameState, step: dict, ev: list[Event]) -> None:
    for seat in s.order():
        p = s.players[seat]
        if p.storm:
            for card in p.storm:
                p.hand.remove(card)
                p.discard.append(card)
            ev.append(event("storm", seat, cards=", ".join(p.storm)))
        p.storm = None


def _collect_survey(s: GameState, step: dict, ev: list[Event]) -> None:
    P.collect_or_survey(s, step["seat"], ev)


def _terrain(s: GameState, step: dict, ev: list[Event]) -> None:
    ranking = s.order()
    for seat in ranking:  # ruling RB-37: the ranking uses Mobility
        P.use_disposables(s, seat, "mobility", ev)
    last = s.players[ranking[-1]]
    if last.vp:  # ruling RB-20: discard first, then acquire
        low = min(last.vp)
        last.vp.remove(low)
        s.vp_discard.append(low)
        ev.append(event("vp_discard", ranking[-1], value=low))
    s.rights[ranking[0]] += 1


def _fight(s: GameState, step: dict, ev: list[Event]) -> None:
    seat, r = step["seat"], step["r"]
    combat = s.ability(seat, "combat")
    P.use_disposables(s, seat, "combat", ev)  # ruling RB-30: compare, discard used parts, then destructions
    if combat >= r:
        s.rights[seat] += 1
    else:
        s.queue.insert(0, {"op": "destroy", "seat": seat, "k": r - combat})


def _friendly(s: GameState, step: dict, ev: list[Event]) -> None:
    seat = step["seat"]
    if s.ability(seat, "dialogue") >= 1:  # Example 2: Dialogue cannot be declined
        P.collect_or_survey(s, seat, ev)
        P.use_disposables(s, seat, "dialogue", ev)
    else:
        _fight(s, step, ev)


def _sandstorm(s: GameState, step: dict, ev: list[Event]) -> None:
    seat = step["seat"]
    k = len(s.players[seat].deployed) // 2  # counted before any Shield goes (§13.6)
    if k:
        s.queue.insert(0, {"op": "destroy", "seat": seat, "k": k})


def _destroy(s: GameState, step: dict, ev: list[Event]) -> None:
    seat = step["seat"]
    remaining = P.defend(s, seat, step["k"], ev)
    s.queue[0:0] = [{"op": "hit", "seat": seat}] * remaining + [{"op": "storage", "seat": seat}]


def _hit(s: GameState, step: dict, ev: list[Event]) -> None:
    seat = step["seat"]
    if not P.destroy_leftmost(s, seat, ev):
        return
    spots = P.room_spots(s, seat)
    if spots and s.chit_supply > 0:  # ruling RB-09: no chit from an empty supply
        _ask(s, PlaceChit(seat, tuple(spots)), ev)


def _storage(s: GameState, step: dict, ev: list[Event]) -> None:
    P.enforce_storage(s, step["seat"], ev)


def _acquire(s: GameState, step: dict, ev: list[Event]) -> None:
    P.acquire(s, ev)


def _after_card(s: GameState, step: dict, ev: list[Event]) -> None:
    """Discard the card; then the game-end check, then the exploration-progress check (§11.2)."""
    s.mars_discard.append(s.current_card or "")
    s.current_card = None
    s.resolved_this_round += 1
    active = s.active()
    if not active:  # ruling RB-19: everybody is out, nobody wins
        s.season = "over"
        return
    if not s.mars_row and not s.deck_a and not s.deck_b:  # ruling RB-32: the card was resolved in full
        end_game(s, ev)
        return
    n = len(active)  # ruling RB-31: after an elimination, the new N
    if s.progress_row >= n:
        s.progress_row -= n
        s.progress_deck += n
        s.extra_phases += 1
        ev.append(event("extra"))
        start_mars_phase(s, ev)
        return
    next_iteration(s)


STEPS = {
    "storm_choose": _storm_choose,
    "storm_apply": _storm_apply,
    "collect_survey": _collect_survey,
    "terrain": _terrain,
    "fight": _fight,
    "friendly": _friendly,
    "sandstorm": _sandstorm,
    "destroy": _destroy,
    "hit": _hit,
    "storage": _storage,
    "acquire": _acquire,
    "after_card": _after_card,
}


def end_game(s: GameState, ev: list[Event]) -> None:
    """The final Collect/Survey and VP acquisition (§19.3); face-down parts stay face-down."""
    s.rights = [0] * len(s.players)
    for seat in s.order():
        P.collect_or_survey(s, seat, ev)
    P.acquire(s, ev)
    s.queue = []
    s.pending = None
    s.season = "over"
    ev.append(event("over"))
