"""Answers to a combat's pending decision, each checked with a reason when refused (spec §9; scenario steps).

``answer`` applies a combat command to a cloned state; ``legal`` lists every accepted answer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from game.ares import combat as K
from game.ares import commands as C
from game.ares import line as L
from game.ares import raid
from game.ares.forces import build_units, empty_destroyable
from game.ares.state import GameState
from game.core import Command, Event, IllegalCommand
from game.core.command import interned
from game.i18n import N_, N_plural

OPTIONAL = ("emergency", "move", "retreat", "reroll")


def _place_positions(state: GameState, seat: int, fid: str) -> list[str]:
    c = state.combat
    assert c is not None and c.pending is not None
    side = state.side(seat, fid)
    opp_left = c.unplaced.get(c.defender if seat == c.attacker else c.attacker, [])
    if c.pending.do == "move" or (c.redeploying and not opp_left and not c.pending.must_match):
        return L.positions(c.line, c.side_of(seat), flank=True, no_flanking=bool(side and side.no_flanking))
    if c.pending.must_match:
        return L.positions(c.line, c.side_of(seat), match=c.pending.must_match)
    if c.redeploying:
        return L.adjacent_positions(c.line, c.side_of(seat), fid)
    return L.positions(c.line, c.side_of(seat), spread=False)


def _move_positions(state: GameState, seat: int, fid: str) -> list[str]:
    c = state.combat
    assert c is not None
    side = state.side(seat, fid)
    trial = [col.clone() for col in c.line]
    L.take(trial, fid)
    return L.positions(trial, c.side_of(seat), flank=True, no_flanking=bool(side and side.no_flanking))


def legal(state: GameState) -> list[Command]:
    c = state.combat
    assert c is not None and c.pending is not None
    p = c.pending
    seat = p.player
    out: list[Command] = []
    if p.do == "declare":
        return [interned(C.Declare)(seat, "frontier"), interned(C.Declare)(seat, "base")]
    if p.do == "place" or (p.do == "move" and c.unplaced.get(seat)):
        for f in c.unplaced[seat]:
            out += [interned(C.Place)(seat, f, at) for at in _place_positions(state, seat, f)]
        return out
    if p.do == "move":
        for f in L.non_engaged(c.line, c.side_of(seat)):
            if f not in c.moved:
                out += [interned(C.Move)(seat, f, at) for at in _move_positions(state, seat, f)]
        return [*out, interned(C.Proceed)(seat)]
    if p.do == "emergency":
        hand = sorted(set(state.players[seat].hand))
        out = [
            interned(C.Emergency)(seat, (f"{h}@{b}",))
            for h in hand
            for b in K.emergency_buildings(state, seat)
        ]
        return [*out, interned(C.Proceed)(seat)]
    if p.do == "retreat":
        return [interned(C.Retreat)(seat), interned(C.Proceed)(seat)]
    if p.do == "fire":
        for f in K.shooters(state):
            out += [interned(C.Fire)(seat, f, t) for t in K.targets(state, seat, f)]
        return out
    if p.do == "reroll":
        out = [interned(C.Reroll)(seat, i) for i in _rerollable(state)]
        return [*out, interned(C.Proceed)(seat)]
    if p.do == "destroy":
        return [interned(C.Destroy)(seat, b) for b in empty_destroyable(state, c.defender)]
    if p.do == "raid_force":
        return [interned(C.RaidForce)(seat, f) for f in raid.eligible(state, seat)]
    if p.do == "rewards":
        return [interned(C.Rewards)(seat, pair, d, b) for pair, d, b in raid.reward_options(state)]
    raise AssertionError(p.do)


def _rerollable(state: GameState) -> list[int]:
    p = state.combat.pending  # type: ignore[union-attr]
    assert p is not None
    _, _, hit = p.shot
    return [i for i, d in enumerate(p.rolled) if i not in p.rerolled and K.hits_of([d], hit) == 0]


def answer(state: GameState, cmd: Command, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None and c.pending is not None
    if cmd.seat != c.pending.player:
        raise IllegalCommand(N_("It is not your decision."))
    handler = _HANDLERS.get((type(cmd), c.pending.do))
    if handler is None:
        raise IllegalCommand(N_("The combat waits for another decision."))
    handler(state, cmd, ev)
    take_forced(state, ev)


AUTO = ("place", "destroy")


def take_forced(state: GameState, ev: list[Event]) -> None:
    """The engine takes every placement or destruction with one legal answer (ruling AR-38)."""
    while state.combat is not None and state.combat.pending is not None and state.combat.pending.do in AUTO:
        options = legal(state)
        if len(options) != 1:
            return
        cmd = options[0]
        if isinstance(cmd, C.Place):
            text, name = N_("{name} takes the only place left to it."), cmd.force
        else:
            text, name = (
                N_("{name} is the only building that can be destroyed."),
                getattr(cmd, "building", ""),
            )
        ev.append(Event("auto", text, {"name": name, "choice": _describe(cmd)}, cmd.seat))
        _HANDLERS[(type(cmd), state.combat.pending.do)](state, cmd, ev)


def _describe(cmd: Command) -> str:
    if isinstance(cmd, C.Place):
        return f"place {cmd.force} {cmd.at}"
    if isinstance(cmd, C.Destroy):
        return f"destroy {cmd.building}"
    return cmd.KIND


def _proceed(state: GameState, cmd: Command, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None and c.pending is not None
    p = c.pending
    if p.do == "move" and c.unplaced.get(p.player):
        raise IllegalCommand(N_("New forces must be placed first."))
    if p.do == "reroll":
        force, target, hit = p.shot
        K.shot_done(state, force, target, hit, p.rolled, ev)
    else:
        c.pending = None
    K.run(state, ev)


def _refuse_proceed(state: GameState, cmd: Command, ev: list[Event]) -> None:
    raise IllegalCommand(N_("This decision cannot be declined."))


def _declare(state: GameState, cmd: C.Declare, ev: list[Event]) -> None:
    if cmd.defend not in ("frontier", "base"):
        raise IllegalCommand(N_("Defend the Frontier or the base."))
    K.declare(state, cmd.defend, ev)


def _place(state: GameState, cmd: C.Place, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None and c.pending is not None
    p = c.pending
    if cmd.force not in c.unplaced.get(p.player, []):
        raise IllegalCommand(N_("{force} is not a force waiting to be placed."), force=cmd.force)
    if cmd.at not in _place_positions(state, p.player, cmd.force):
        raise IllegalCommand(N_("{force} cannot be placed there."), force=cmd.force)
    L.put(c.line, cmd.force, c.side_of(p.player), cmd.at)
    if p.do == "place":
        K.placed(state, p.player, cmd.force, cmd.at)
    else:
        c.unplaced[p.player].remove(cmd.force)
        c.moved.append(cmd.force)
    K.run(state, ev)


def _move(state: GameState, cmd: C.Move, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None and c.pending is not None
    seat = c.pending.player
    if cmd.force not in L.non_engaged(c.line, c.side_of(seat)) or cmd.force in c.moved:
        raise IllegalCommand(N_("Only a non-engaged force may be moved, once per redeploy."))
    if cmd.at not in _move_positions(state, seat, cmd.force):
        raise IllegalCommand(N_("{force} cannot be moved there."), force=cmd.force)
    L.take(c.line, cmd.force)
    L.put(c.line, cmd.force, c.side_of(seat), cmd.at)
    c.moved.append(cmd.force)


def _emergency_answer(state: GameState, cmd: C.Emergency, ev: list[Event]) -> None:
    _emergency(state, cmd, ev)
    K.run(state, ev)


def _retreat(state: GameState, cmd: C.Retreat, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None
    c.retreat = cmd.seat
    c.pending = None
    ev.append(Event("retreat", N_("Player {seat} retreats."), {"seat": cmd.seat + 1}, cmd.seat))
    if cmd.seat == c.attacker:
        c.stage = "fire"
    K.run(state, ev)


def _fire_answer(state: GameState, cmd: C.Fire, ev: list[Event]) -> None:
    _fire(state, cmd, ev)
    K.run(state, ev)


def _reroll(state: GameState, cmd: C.Reroll, ev: list[Event]) -> None:
    """Ruling AR-42: a missed die of the shot just rolled, each die at most once."""
    c = state.combat
    assert c is not None and c.pending is not None
    p = c.pending
    if cmd.die not in _rerollable(state):
        raise IllegalCommand(N_("That die cannot be rerolled (a miss, rerolled at most once)."))
    player = state.players[state.owner(p.player, p.shot[0])]
    player.rerolls -= 1
    p.rolled[cmd.die] = state.roll()
    ev.append(
        Event(
            "roll",
            N_("{force} rolls {dice}."),
            {"force": p.shot[0], "dice": " ".join(map(str, p.rolled))},
            p.player,
            revealed_to=tuple(range(len(state.players))),
        )
    )
    p.rerolled.append(cmd.die)
    if player.rerolls == 0 or not _rerollable(state):
        force, target, hit = p.shot
        K.shot_done(state, force, target, hit, p.rolled, ev)
        K.run(state, ev)


def _destroy(state: GameState, cmd: C.Destroy, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None
    if cmd.building not in empty_destroyable(state, c.defender):
        raise IllegalCommand(
            N_("{building} is not an empty building that can be destroyed."), building=cmd.building
        )
    K.destroyed(state, cmd.building, ev)
    K.run(state, ev)


def _emergency(state: GameState, cmd: C.Emergency, ev: list[Event]) -> None:
    """R-RND-1..3: hand cards face down onto Base Defense buildings, built at once (ruling AR-40: one
    emergency play a round, of any number of cards)."""
    c = state.combat
    assert c is not None and c.pending is not None
    seat = c.pending.player  # the defender, or its teammate (ruling AR-31)
    player = state.players[seat]
    plays = [p.partition("@")[::2] for p in cmd.plays]
    if not plays:
        raise IllegalCommand(N_("Emergency defense plays at least one card."))
    allowed = K.emergency_buildings(state, seat)
    if Counter(card for card, _ in plays) - Counter(player.hand):
        raise IllegalCommand(N_("Those cards are not all in your hand."))
    for _, bid in plays:
        if bid not in allowed:
            raise IllegalCommand(N_("Emergency defense only builds on your Base Defense buildings."))
    for card, bid in plays:
        player.hand.remove(card)
        player.building(bid).resources.append(card)  # type: ignore[union-attr]
    for bid in dict.fromkeys(b for _, b in plays):
        b = player.building(bid)
        assert b is not None
        before = b.units
        build_units(state, seat, b)
        side = state.side(seat, bid)
        if before == 0 and b.units and side is not None:
            b.shields = side.shield
        if b.units > before and L.find(c.line, bid) is None:
            c.unplaced.setdefault(c.defender, []).append(bid)  # R-RND-2 (pooled: AR-31)
    ev.append(
        Event(
            "emergency",
            N_plural("Emergency defense: {count} card played.", "Emergency defense: {count} cards played."),
            {"count": len(plays)},
            seat,
        )
    )
    c.pending = None


def _fire(state: GameState, cmd: C.Fire, ev: list[Event]) -> None:
    c = state.combat
    assert c is not None and c.pending is not None
    seat = c.pending.player
    if cmd.force not in K.shooters(state):
        raise IllegalCommand(N_("{force} cannot fire now."), force=cmd.force)
    if cmd.target not in K.targets(state, seat, cmd.force):
        raise IllegalCommand(
            N_("{force} cannot fire at {target} (rated X or to-hit below 0)."),
            force=cmd.force,
            target=cmd.target,
        )
    hit = K.to_hit(state, seat, cmd.force, cmd.target)
    assert hit is not None
    own = state.owner(seat, cmd.force)  # a teammate's pooled force (AR-31) rerolls with its own player's
    b = state.players[own].building(cmd.force)
    assert b is not None
    dice = [state.roll() for _ in range(K.dice_count(b.units, hit))]
    c.fired.append(cmd.force)
    if state.players[own].rerolls > 0 and any(K.hits_of([d], hit) == 0 for d in dice):
        ev.append(
            Event(
                "roll",
                N_("{force} rolls {dice}."),
                {"force": cmd.force, "dice": " ".join(map(str, dice))},
                seat,
                revealed_to=tuple(range(len(state.players))),
            )
        )
        c.pending.do = "reroll"
        c.pending.rolled = dice
        c.pending.shot = (cmd.force, cmd.target, hit)
        return
    K.shot_done(state, cmd.force, cmd.target, hit, dice, ev)


def _raid_force(state: GameState, cmd: C.RaidForce, ev: list[Event]) -> None:
    raid.choose(state, cmd.seat, cmd.force, ev)


def _rewards(state: GameState, cmd: C.Rewards, ev: list[Event]) -> None:
    raid.rewards(state, cmd.take, cmd.destroy, cmd.bonus, ev)


_HANDLERS: dict[tuple[type, str], Callable[[GameState, Any, list[Event]], None]] = {
    (C.RaidForce, "raid_force"): _raid_force,
    (C.Rewards, "rewards"): _rewards,
    **{(C.Proceed, do): _proceed for do in OPTIONAL},
    **{
        (C.Proceed, do): _refuse_proceed
        for do in ("declare", "place", "fire", "destroy", "raid_force", "rewards")
    },
    (C.Declare, "declare"): _declare,
    (C.Place, "place"): _place,
    (C.Place, "move"): _place,
    (C.Move, "move"): _move,
    (C.Emergency, "emergency"): _emergency_answer,
    (C.Retreat, "retreat"): _retreat,
    (C.Fire, "fire"): _fire_answer,
    (C.Reroll, "reroll"): _reroll,
    (C.Destroy, "destroy"): _destroy,
}
