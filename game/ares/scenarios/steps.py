"""Scenario steps applied to the engine (specs/ares-scenario-format.md §steps).

A step answers the waiting decision when ``do`` and ``player`` match; otherwise optional decisions
(emergency defense, moves, retreat, rerolls) are declined one by one until it does. Placements and
destructions the engine took by itself (one legal answer) consume a step written for them. Dice come
only from ``fire`` steps: the runner scripts them into the state before the shot.
"""

from __future__ import annotations

from typing import Any

from game.ares import combat as K
from game.ares import commands as C
from game.ares.rules import RULES
from game.ares.scenarios.model import Step
from game.ares.state import GameState
from game.core import Command, Event, IllegalCommand

TURN = ("build", "resource", "attack", "score", "special", "pass")
OPTIONAL = ("emergency", "move", "retreat", "reroll")


class StepError(Exception):
    """A step the runner cannot take (a FAIL, never a traceback)."""


def at_text(at: Any) -> str:
    if at is None:
        return "first"
    if isinstance(at, str):
        return at
    if isinstance(at, dict) and len(at) == 1:
        ((k, v),) = at.items()
        if k in ("opposite", "behind") and isinstance(v, str):
            return f"{k}:{v}"
        if k == "between" and isinstance(v, list) and len(v) == 2:
            return f"between:{v[0]}:{v[1]}"
    raise StepError(f"at: not a position: {at!r}")


def waiting(state: GameState) -> tuple[int, str] | None:
    if state.opening:
        return state.opening[0], "opening"
    c = state.combat
    if c is not None and c.pending is not None:
        return c.pending.player, c.pending.do
    return None


def _need(step: Step, key: str) -> Any:
    value = getattr(step, key)
    if value is None:
        raise StepError(f"{step.do}: {key}: missing")
    return value


def command(state: GameState, step: Step) -> Command:
    """The command a step stands for (the turn plays and single answers)."""
    seat = step.player if step.player is not None else state.active
    d = step.do
    if d == "build":
        side = step.side or (
            "" if state.cards.get(step.card or "") and not state.cards[step.card].units else None
        )
        return C.Build(
            seat,
            _need(step, "card"),
            side if side is not None else _only_side(state, step.card),
            step.on or "",
            step.id or "",
        )
    if d == "resource":
        return C.Resource(seat, _need(step, "card"), step.on or "", step.new_stack or "")
    if d == "attack":
        target = -1 if step.target is None else step.target
        if not isinstance(target, int):
            raise StepError("attack: target: a seat")
        return C.Attack(seat, _need(step, "card"), _need(step, "choice"), target)
    if d == "score":
        return C.Score(seat, _need(step, "card"))
    if d == "special":
        return C.Special(seat, _need(step, "card"), _special_building(step))
    if d == "pass":
        return C.Pass(seat)
    if d == "opening":
        return C.Opening(seat, tuple(_opening_cards(state, seat, _need(step, "cards"))))
    return _answer(state, step, seat)


def _answer(state: GameState, step: Step, seat: int) -> Command:
    d = step.do
    if d == "declare":
        return C.Declare(seat, _need(step, "defend"))
    if d == "place":
        return C.Place(seat, _need(step, "force"), at_text(step.at))
    if d == "move":
        return C.Move(seat, _need(step, "force"), at_text(step.at))
    if d == "emergency":
        plays = _need(step, "plays")
        return C.Emergency(seat, tuple(f"{p.get('card')}@{p.get('on')}" for p in plays))
    if d == "retreat":
        return C.Retreat(seat)
    if d == "fire":
        target = _need(step, "target")
        return C.Fire(seat, _need(step, "force"), str(target))
    if d == "destroy":
        return C.Destroy(seat, _need(step, "building"))
    if d in ("raid_force", "rewards") and state.mode == "basic":
        raise IllegalCommand("Raids are fought in the full game only (ruling AR-35).")
    if d == "raid_force":
        return C.RaidForce(seat, _need(step, "force"))
    if d == "rewards":
        bonus = tuple(
            f"{b.get('card')}@{b['on'] if 'on' in b else '+' + str(b.get('new_stack'))}"
            for b in step.bonus or []
        )
        return C.Rewards(seat, tuple(_need(step, "take")), step.destroy or "", bonus)
    raise StepError(f"do: {d!r} cannot be applied")


def _only_side(state: GameState, card: str | None) -> str:
    c = state.cards.get(card or "")
    if c is not None and len(c.units) == 1:
        return c.units[0].name
    raise StepError("build: side: missing")


def _special_building(step: Step) -> str:
    """A Special card's ``{"building": ID}`` answer (the building it attaches to or acts on); "" for none."""
    for answer in step.answers or []:
        if isinstance(answer, dict) and set(answer) == {"building"}:
            return str(answer["building"])
    if step.answers:
        raise StepError('answers: a Special card takes one {"building": ID} answer')
    return ""


def _opening_cards(state: GameState, seat: int, names: list[str]) -> list[str]:
    deck = list(state.players[seat].deck)
    out = []
    for n in names:
        if n.startswith("@"):
            kind = n[1:]
            n = next((x for x in deck if state.cards[x].attack == kind), n)
        if n in deck:
            deck.remove(n)
        out.append(n)
    return out


def apply(state: GameState, cmd: Command) -> tuple[GameState, tuple[Event, ...]]:
    applied = RULES.apply(state, cmd)
    return applied.state, applied.events


def _matches_auto(events: list[Event], step: Step, seat: int) -> bool:
    if step.do not in ("place", "destroy"):
        return False
    if step.do == "place":
        text = f"place {step.force} {at_text(step.at)}" if step.at is not None else f"place {step.force} "
    else:
        text = f"destroy {step.building}"
    for i, e in enumerate(events):
        if e.kind == "auto" and e.seat == seat and str(e.params["choice"]).startswith(text):
            del events[i]
            return True
    return False


def take(state: GameState, step: Step, auto: list[Event]) -> GameState:
    """Apply one step (with the declines it needs); ``IllegalCommand`` when refused."""
    if step.do in TURN:
        if step.player is not None and step.player != state.active:
            raise IllegalCommand(f"It is not player {step.player}'s turn.")
        cmd = command(state, step)
        state, ev = apply(state, cmd)
        auto[:] = list(ev)
        return state
    if step.do == "proceed":
        while (w := waiting(state)) is not None and w[1] in OPTIONAL:
            state, ev = apply(state, C.Proceed(w[0]))
            auto[:] = list(ev)
        return state
    if step.do in ("raid_force", "rewards") and state.mode == "basic":
        command(state, step)
    if step.player is None:
        raise StepError(f"{step.do}: player: missing")
    if _matches_auto(auto, step, step.player):
        return state
    while True:
        w = waiting(state)
        if w == (step.player, step.do) or (step.do == "place" and w == (step.player, "move")):
            break
        if w is not None and w[1] in OPTIONAL:
            state, ev = apply(state, C.Proceed(w[0]))
            auto[:] = list(ev)
            if _matches_auto(auto, step, step.player):
                return state
            continue
        raise IllegalCommand(f"The game waits for {w!r}, not {step.do} by player {step.player}.")
    cmd = command(state, step)
    if step.do == "fire":
        return _fire(state, step, cmd, auto)
    state, ev = apply(state, cmd)
    auto[:] = list(ev)
    return state


def _fire(state: GameState, step: Step, cmd: Command, auto: list[Event]) -> GameState:
    assert isinstance(cmd, C.Fire)
    dice = _need(step, "dice")
    if cmd.target in K.targets(state, cmd.seat, cmd.force) and cmd.force in K.shooters(state):
        hit = K.to_hit(state, cmd.seat, cmd.force, cmd.target)
        b = state.players[state.owner(cmd.seat, cmd.force)].building(cmd.force)
        n = K.dice_count(b.units if b else 0, hit if hit is not None else -1)
        if n != len(dice):
            raise StepError(f"fire: dice: the shot rolls {n} dice, the step gives {len(dice)}")
    state = state.clone()
    state.dice = list(dice)
    state, ev = apply(state, cmd)
    auto[:] = list(ev)
    for r in step.rerolls or []:
        w = waiting(state)
        if w != (cmd.seat, "reroll"):
            raise StepError("fire: rerolls: no reroll can be spent now")
        state = state.clone()
        state.dice = [r["value"]]
        state, ev = apply(state, C.Reroll(cmd.seat, r["die"]))
        auto[:] = list(ev)
    if state.dice:
        raise StepError("fire: dice: more dice than the shot rolled")
    return state
