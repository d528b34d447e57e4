"""Who decides now and every command they may send (the contract's ``legal_commands``)."""

from __future__ import annotations

from itertools import combinations

from game.ares import answers
from game.ares import commands as C
from game.ares.factions import hooks
from game.ares.flow import attack_choices, normal_targets
from game.ares.state import GameState
from game.core import Command
from game.core.command import interned


def current_seat(state: GameState) -> int | None:
    if state.over:
        return None
    if state.opening:
        return state.opening[0]
    if state.combat is not None and state.combat.pending is not None:
        return state.combat.pending.player
    return state.active


def legal_commands(state: GameState) -> list[Command]:
    seat = current_seat(state)
    if seat is None:
        return []
    if state.opening:
        names = sorted(set(state.players[seat].deck))
        pairs = [(a, b) for a, b in combinations(names, 2)]
        pairs += [(a, a) for a in names if state.players[seat].deck.count(a) > 1]
        return [interned(C.Opening)(seat, pair) for pair in sorted(pairs)]
    if state.combat is not None:
        return answers.legal(state)
    player = state.players[seat]
    h = hooks(state, seat)
    homes = _resource_homes(state, seat)
    out: list[Command] = []
    for card in sorted(set(player.hand)):
        kind = state.cards[card].kind
        if kind == "building" and (state.mode == "basic" or not state.cards[card].cost):
            if h.may_build(state, seat, card):
                out += [interned(C.Build)(seat, card, u.name) for u in state.cards[card].units]
        elif kind == "attack":
            out += _attacks(state, seat, card)
        if kind == "special" and state.mode == "full":
            out += [interned(C.Special)(seat, card, on) for on in h.special_targets(state, seat, card)]
        out += [interned(C.Resource)(seat, card, bid) for bid in homes]
        if state.mode == "full":
            stack = f"stack#{state.turn}" + (
                f"-{seat + 1}" if state.teams else ""
            )  # teammates play in one turn
            out.append(interned(C.Resource)(seat, card, "", stack))
            out += _stack_builds(state, seat, card)
    if not player.hand:
        out.append(interned(C.Pass)(seat))
    return out


def _attacks(state: GameState, seat: int, card: str) -> list[Command]:
    """R-CMB-2..4 and §13.1's targets (a seat to name in the melee); scoring without attacking (R-SCORE-3)."""
    out: list[Command] = []
    targets = [i for i, p in enumerate(state.players) if i != seat and not p.eliminated]
    for choice in attack_choices(state, seat, card):
        allowed = normal_targets(state, seat) if choice == "normal" else targets
        if len(state.players) == 2 or choice == "claim" or state.teams:
            allowed = [-1] if allowed else []
        if state.teams and not _may_join(state, card, choice):
            allowed = []
        out += [interned(C.Attack)(seat, card, choice, t) for t in allowed]
    if state.allied(state.frontier, seat):
        out.append(interned(C.Score)(seat, card))
    return out


def _may_join(state: GameState, card: str, choice: str) -> bool:
    """§13.2: a teammate's attack this team turn fixes the one Combat Choice; a Raid is played alone."""
    if not state.attacks:
        return True
    raid = state.mode == "full" and (
        state.cards[card].attack == "raid" or any(state.cards[c].attack == "raid" for _, c in state.attacks)
    )
    return not raid and choice == state.attack_choice


def _resource_homes(state: GameState, seat: int) -> list[str]:
    """Where a card may go face down: unit buildings, stacks (full game), cards that take resources."""
    h = hooks(state, seat)
    return [
        b.id
        for b in state.players[seat].base
        if (b.card is not None and state.side(seat, b.id) is not None)
        or (b.card is None and state.mode == "full")
        or h.takes_resources(state, seat, b)
    ]


def _stack_builds(state: GameState, seat: int, card: str) -> list[Command]:
    """Full game: a building (or Special Building) on a stack of exactly its cost (R-STACK-2)."""
    c = state.cards[card]
    if c.kind not in ("building", "special_building") or c.start:
        return []
    if not hooks(state, seat).may_build(state, seat, card):
        return []
    sides = [u.name for u in c.units] or [""]
    out: list[Command] = []
    if c.kind == "special_building" and not c.cost:
        out.append(interned(C.Build)(seat, card, ""))
    if c.cost:
        for b in state.players[seat].base:
            if b.card is None and len(b.under) == c.cost:
                out += [interned(C.Build)(seat, card, side, b.id) for side in sides]
    return out
