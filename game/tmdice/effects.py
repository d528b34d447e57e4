"""Resolving effects in list order as queued plain data (spec §5, R-CARD-APPLY-1..3, R-DIE-5..7).

``GameState.queue`` holds atomic steps (``{"op": ..., "seat": ..., "source": ...}``). ``run`` executes
them in order; a step that needs a choice sets ``pending`` and waits for the ``Answer`` command,
which re-enters the same step through ``resume``. A card's effects apply in the order listed
(ruling TD-35); a part that cannot be done is skipped (R-CARD-APPLY-2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import Event, IllegalCommand
from game.tmdice import events as E
from game.tmdice import placement
from game.tmdice.decisions import ChooseChange, ChooseColour, ChooseDiscard, ChooseFace, ChooseSpace
from game.tmdice.dice import COLOURS, FACE_COLOUR, FACES, SIDES, TIERS, icon_matches
from game.tmdice.milestones import check_milestones
from game.tmdice.state import OXYGEN_MAX, OXYGEN_STEP, TEMPERATURE_MAX, TEMPERATURE_STEP, GameState


class RollsExhausted(RuntimeError):
    """A scenario rolled a die for which its file fixed no face."""


Executor = Callable[[GameState, dict[str, Any], str | None, list[Event]], bool]
EXECUTORS: dict[str, Executor] = {}


def executor(op: str):
    def wrap(fn: Executor) -> Executor:
        EXECUTORS[op] = fn
        return fn

    return wrap


def push(s: GameState, items: list[dict[str, Any]]) -> None:
    """Put ``items`` in front of the queue, in their order (they resolve next)."""
    s.queue[0:0] = items


def push_effects(s: GameState, seat: int, effects: list[dict[str, Any]], source: str = "") -> None:
    push(s, [{"op": "effect", "seat": seat, "source": source, "effect": e} for e in effects])


def run(s: GameState, ev: list[Event]) -> None:
    """Resolve queued steps until the queue is empty or a decision is pending."""
    while s.pending is None and s.queue:
        item = s.queue.pop(0)
        if not EXECUTORS[item["op"]](s, item, None, ev):
            s.queue.insert(0, item)
            return
        check_milestones(s, ev)


def resume(s: GameState, answer: str, ev: list[Event]) -> None:
    """Answer the pending decision: re-enter the waiting step with ``answer``."""
    decision = s.pending
    assert decision is not None
    if not decision.accepts(answer):
        raise IllegalCommand(decision.REFUSAL)
    item = s.queue.pop(0)
    s.pending = None
    EXECUTORS[item["op"]](s, item, answer, ev)
    check_milestones(s, ev)
    run(s, ev)


# --- dice -------------------------------------------------------------------------------------
def roll_face(s: GameState, colour: str) -> str:
    """The face a die of ``colour`` lands on: a scenario's fixed roll, else the seeded generator."""
    fixed = s.forced_rolls.get(colour)
    if fixed:
        return fixed.pop(0)
    if s.strict_rolls:
        raise RollsExhausted(f"no fixed roll left for a {colour} die")
    return s.rng.choice(SIDES[colour])


def roll_dice(s: GameState, seat: int, counts: dict[str, int], ev: list[Event]) -> bool:
    """Take and roll dice from the pool; True if the pool was short of any (R-DIE-5, R-DIE-7)."""
    held = s.players[seat].dice
    pool = s.pool
    fixed = s.forced_rolls or s.strict_rolls
    short = False
    faces = []
    for colour in COLOURS:
        n = counts.get(colour, 0)
        have = pool.get(colour, 0)
        take = n if n < have else have
        if take < n:
            short = True
        pool[colour] = have - take
        if not take:
            continue
        if fixed:
            rolled = [roll_face(s, colour) for _ in range(take)]
        else:  # the seeded generator's draws, as ``roll_face`` makes them, without a call per die
            rolled = s.rng.picks(SIDES[colour], take)
        for face in rolled:
            held[face] = held.get(face, 0) + 1
        faces += rolled
    if faces:  # a roll reveals what chance gave: undo never goes back past it
        everyone = tuple(range(len(s.players)))
        ev.append(E.make("roll", E.ROLLED, {"player": seat, "faces": ", ".join(faces)}, seat, everyone))
    return short


def gain_face(s: GameState, seat: int, face: str, ev: list[Event]) -> None:
    """Take a die set to ``face`` (R-DIE-6); nothing if the pool has none (R-DIE-7, ruling TD-44)."""
    colour = FACE_COLOUR[face]
    if s.pool.get(colour, 0) <= 0:
        return
    s.pool[colour] -= 1
    s.players[seat].add_die(face)
    ev.append(E.event("gain", E.GAINED_FACE, seat, face=face))


def gain_vp(s: GameState, seat: int, n: int, ev: list[Event]) -> None:
    if n:
        s.players[seat].vp += n
        ev.append(E.event("vp", E.VP, seat, count=n))


def gain_wild(s: GameState, seat: int, n: int, ev: list[Event]) -> None:
    # ruling TD-22: the wild-token supply is treated as unlimited
    if n:
        s.players[seat].wild += n
        ev.append(E.event("wild", E.WILD, seat, count=n))


def draw(s: GameState, seat: int, n: int, ev: list[Event]) -> int:
    """Draw up to ``n`` cards, reshuffling the discard pile when the deck runs out (R-DECK-2)."""
    drawn = 0
    for _ in range(n):
        if not s.deck:
            if not s.discard:
                break
            s.deck, s.discard = s.discard, []
            s.rng.shuffle(s.deck)
        s.players[seat].hand.append(s.deck.pop(0))
        drawn += 1
    if drawn:
        ev.append(E.make("draw", E.DREW, {"player": seat, "count": drawn}, seat, (seat,)))
    return drawn


# --- executors ----------------------------------------------------------------------------------
@executor("effect")
def _effect(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    (key, value), seat, src = next(iter(it["effect"].items())), it["seat"], it["source"]
    base = {"seat": seat, "source": src}
    items: list[dict[str, Any]] = []
    if key == "dice":
        items.append({**base, "op": "roll", "counts": {c: n for c, n in value.items() if c != "any"}})
        items += [{**base, "op": "die_any"} for _ in range(value.get("any", 0))]
    elif key == "resource":
        for icon, n in value.items():
            op = {"op": "set_face", "face": icon} if icon in FACES else {"op": "face_of", "icon": icon}
            items += [{**base, **op} for _ in range(n)]
    elif key == "wild":
        gain_wild(s, seat, value, ev)
    elif key == "vp":
        gain_vp(s, seat, value, ev)
    elif key == "draw":
        draw(s, seat, value, ev)
    elif key in ("temperature", "oxygen"):
        items += [{**base, "op": "step", "track": key} for _ in range(value)]
    elif key in ("ocean", "greenery", "city"):
        items += [{**base, "op": "place", "tile": key} for _ in range(value)]
    elif key == "special":  # the source card's own tile, with its restriction (R-SPECIAL-1)
        card = s.cards.get(src)
        own = {"special": card.tile.id, "where": card.tile.placement} if card and card.tile else {}
        items += [{**base, "op": "place", "tile": key, **own} for _ in range(value)]
    elif key == "change_face":
        if value:
            items.append({**base, "op": "change", "n": value})
    elif key == "attack":
        n = len(s.players)
        items += [{**base, "op": "attack", "icon": value, "victim": (seat + k) % n} for k in range(1, n)]
    push(s, items)
    return True


@executor("roll")
def _roll(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    roll_dice(s, it["seat"], it["counts"], ev)  # outside production a shortage gives nothing
    return True


@executor("die_any")
def _die_any(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    if answer is None:
        options = tuple(c for c in COLOURS if s.pool.get(c, 0) > 0)
        if not options:
            return True
        s.pending = ChooseColour(it["seat"], options, it["source"])
        return False
    roll_dice(s, it["seat"], {answer: 1}, ev)
    return True


@executor("set_face")
def _set_face(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    gain_face(s, it["seat"], it["face"], ev)
    return True


@executor("face_of")
def _face_of(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    if answer is None:
        options = tuple(f for f in FACES if icon_matches(it["icon"], f) and s.pool.get(FACE_COLOUR[f], 0) > 0)
        if not options:
            return True
        s.pending = ChooseFace(it["seat"], options, it["source"], it["icon"])
        return False
    gain_face(s, it["seat"], answer, ev)
    return True


@executor("change")
def _change(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    player = s.players[it["seat"]]
    if answer is None:
        options = tuple(f"{f}>{g}" for f in sorted(player.dice) for g in TIERS[FACE_COLOUR[f]] if g != f)
        if not options:
            return True
        s.pending = ChooseChange(it["seat"], options, it["source"])
        return False
    if answer != "skip":
        face, to = answer.split(">")
        player.remove_die(face)
        player.add_die(to)
        ev.append(E.event("change", E.CHANGED, it["seat"], face=face, to=to))
        if it["n"] > 1:
            push(s, [{**it, "n": it["n"] - 1}])
    return True


@executor("attack")
def _attack(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    victim = s.players[it["victim"]]
    if answer is None:
        options = tuple(f for f in sorted(victim.dice) if icon_matches(it["icon"], f))
        if not options:
            return True  # nothing matching: nothing lost, never a wild token (R-ATTACK-1)
        s.pending = ChooseDiscard(it["victim"], options, it["source"], it["icon"])
        return False
    victim.remove_die(answer)
    s.pool[FACE_COLOUR[answer]] += 1
    ev.append(E.event("discard", E.DISCARDED, it["victim"], face=answer))
    return True


@executor("step")
def _step(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    """One step of temperature or oxygen; each step lands on its own mark (ruling TD-41)."""
    seat, track = it["seat"], it["track"]
    value, top, step = (
        (s.temperature, TEMPERATURE_MAX, TEMPERATURE_STEP)
        if track == "temperature"
        else (s.oxygen, OXYGEN_MAX, OXYGEN_STEP)
    )
    if value >= top:
        gain_vp(s, seat, 1, ev)  # continued terraforming (R-TF-2)
        return True
    value += step
    if track == "temperature":
        s.temperature = value
        ev.append(E.event("temperature", E.TEMPERATURE, seat, value=value))
    else:
        s.oxygen = value
        ev.append(E.event("oxygen", E.OXYGEN, seat, value=value))
    gain_vp(s, seat, 2, ev)
    bonus = s.board.track_bonus.get(track, {}).get(str(value))
    if it.get("turning_point") and str(value) in _MARKS[track]:
        gain_vp(s, seat, 2, ev)  # ruling TD-24: on top of the track bonus itself
    if bonus:
        push_effects(s, seat, bonus, track)
    if value >= top:
        parameter_completed(s, ev)
    return True


_MARKS = {"temperature": ("-24", "-16", "0"), "oxygen": ("4", "10")}


def parameter_completed(s: GameState, ev: list[Event]) -> None:
    """R-END-1: the second complete parameter triggers the end (not in solo)."""
    if not s.solo and not s.end_triggered and s.parameters_complete() >= 2:
        s.end_triggered = True
        ev.append(E.event("end", E.END_TRIGGERED))


@executor("place")
def _place(s: GameState, it: dict[str, Any], answer: str | None, ev: list[Event]) -> bool:
    seat, tile = it["seat"], it["tile"]
    if tile == "ocean" and s.ocean_pile <= 0:
        if not it.get("free"):
            gain_vp(s, seat, 1, ev)  # no tile; continued terraforming (R-TF-2)
        return True
    if answer is None:
        options = tuple(placement.legal_spaces(s, tile, it))
        if not options:
            return True  # skipped with all it would give (R-CARD-APPLY-2)
        s.pending = ChooseSpace(it["seat"], options, it["source"], tile)
        return False
    placement.put_tile(s, answer, tile, it.get("special"))
    ev.append(E.event("tile", E.TILE, seat, tile=tile, space=answer))
    if it.get("free"):
        return True  # solo pre-setup: no VP, no bonus (R-SOLO-SETUP-BOARD)
    gain_vp(s, seat, placement.tile_vp(s, answer, tile), ev)
    follow: list[dict[str, Any]] = []
    base = {"seat": seat, "source": it["source"]}
    for effect in s.board.spaces[answer].bonus:
        follow.append({**base, "op": "effect", "effect": effect})
    reward = it.get("if_adjacent")
    if reward and any(placement.adjacent_count(s, answer, t) for t in reward["tiles"]):
        follow += [{**base, "op": "effect", "effect": e} for e in reward["effects"]]  # once (R-CARD-APPLY-3)
    if tile == "ocean" and s.ocean_pile == 0:
        parameter_completed(s, ev)
    if tile == "greenery":
        follow.append({**base, "op": "step", "track": "oxygen"})
        if placement.adjacent_count(s, answer, "ocean") and any(
            s.cards[c].rule == "Peninsula" for c in s.players[seat].cards()
        ):
            follow.append({**base, "op": "effect", "effect": {"dice": {"blue": 2}}})  # at most once
    n = len(s.players)
    for k in range(n):  # red-framed tile icons: the placer first, then clockwise (ruling TD-18)
        owner = (s.active + k) % n
        for name in s.players[owner].cards():
            for effect in s.cards[name].on_tile.get(tile, []):
                follow.append({"op": "effect", "seat": owner, "source": name, "effect": effect})
    push(s, follow)
    return True
