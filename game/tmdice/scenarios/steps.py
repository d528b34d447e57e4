"""Run the steps of a scenario: commands, typed answers, fixed rolls, refusals (format §steps)."""

from __future__ import annotations

from typing import Any

from game.core import Command, Event, IllegalCommand
from game.tmdice import commands as C
from game.tmdice import flow
from game.tmdice.effects import push
from game.tmdice.rules import RULES, settle
from game.tmdice.scenarios.model import Scenario, Step
from game.tmdice.setup import solo_board_steps, start_corporation_steps
from game.tmdice.state import GameState
from game.tmdice.view import snapshot

STANDARD = ("raise_temperature", "place_ocean", "place_greenery", "place_city", "buy_vp")
ANSWER_KEYS = {
    "space": "space",
    "colour": "colour",
    "face": "face",
    "change": "change",
    "discard": "discard",
    "card": "card",
    "pay": "pay",
    "parameter": "parameter",
    "handicap": "die",
}


class ScenarioFailure(AssertionError):
    pass


def _pay(step: Step) -> tuple[str, ...]:
    return tuple(sorted(k for k, n in (step.pay or {}).items() for _ in range(n)))


def _command(step: Step, seat: int) -> Command | None:
    d = step.do
    if d == "production":
        keep = tuple(sorted(f for f, n in step.keep.items() for _ in range(n)))
        return C.Production(seat, keep, tuple(step.discard))
    if d == "gain_die":
        return C.GainDie(seat, step.colour or "")
    if d == "change_face":
        return C.ChangeFace(seat, _pay(step), step.die or "", step.to or "")
    if d == "draw_two":
        return C.DrawTwo(seat, _pay(step))
    if d == "use_card":
        return C.UseCard(seat, step.card or "", _pay(step))
    if d == "play_card":
        return C.PlayCard(seat, step.card or "", _pay(step))
    if d in STANDARD:
        return C.StandardAction(seat, d, _pay(step))
    if d == "end_turn":
        return C.EndTurn(seat)
    return None


def _answer_value(s: GameState, answer: Any) -> str | None:
    """The engine answer for a typed answer, or None if it is not of the pending decision's kind."""
    kind = s.pending.KIND if s.pending else ""
    if answer == "skip":
        return "skip"
    if not isinstance(answer, dict) or len(answer) != 1:
        return None
    ((key, value),) = answer.items()
    if ANSWER_KEYS.get(kind) != key and not (kind == "handicap" and key == "die"):
        return None
    if key == "change" and isinstance(value, list) and len(value) == 2:
        return f"{value[0]}>{value[1]}"
    if key == "pay" and isinstance(value, dict):
        return ",".join(sorted(k for k, n in value.items() for _ in range(n)))
    return value if isinstance(value, str) else None


def _special(s: GameState, step: Step, seat: int, ev: list[Event]) -> None:
    """Setup steps and final scoring, run by the engine's own setup steps."""
    if step.do == "start_corporation":
        if step.corporation is None:
            raise ScenarioFailure("start_corporation needs corporation")
        push(s, start_corporation_steps(seat, step.corporation, s.solo))
    elif step.do == "handicap":
        push(s, [{"op": "handicap", "seat": seat, "source": ""}])
    elif step.do == "solo_board":
        push(s, solo_board_steps(seat))
    elif step.do == "final_scoring":
        flow.game_over(s, ev)
        return
    settle(s, ev)
    if step.do == "handicap" and s.pending is not None:
        from game.tmdice.effects import resume

        resume(s, step.die or "", ev)


def run_step(s: GameState, step: Step) -> GameState:
    """Apply one step to a copy of ``s``; IllegalCommand if the step is refused."""
    seat = s.active if step.player is None else step.player
    s = s.clone()
    s.forced_rolls = {c: list(f) for c, f in step.rolls.items()}
    answers = list(step.answers)
    command = _command(step, seat)
    if command is None:
        _special(s, step, seat, [])
    else:
        s = RULES.apply(s, command).state
    while s.pending is not None:
        options = s.pending.answers()
        value = _answer_value(s, answers[0]) if answers else None
        if value is not None:
            answers.pop(0)
        elif len(options) == 1:
            value = options[0]  # one legal answer: resolved unasked
        elif answers:
            raise IllegalCommand(s.pending.REFUSAL)
        else:
            raise ScenarioFailure(f"missing answer for a {s.pending.KIND} decision (options {list(options)})")
        s = RULES.apply(s, C.Answer(s.pending.seat, value)).state
    if answers:
        raise ScenarioFailure(f"answers left over: {answers}")
    left = {c: f for c, f in s.forced_rolls.items() if f}
    if left:
        raise ScenarioFailure(f"rolls left over: {left}")
    s.forced_rolls = {}
    return s


def run_steps(sc: Scenario, s: GameState) -> GameState:
    from game.tmdice.scenarios.expect import ExpectMismatch, check_expect

    for i, step in enumerate(sc.steps):
        before = snapshot(s)
        try:
            after = run_step(s, step)
        except IllegalCommand as exc:
            if step.expect_error is None:
                raise ScenarioFailure(f"steps.{i} ({step.do}) refused: {exc}") from None
            if step.expect_error.lower() not in str(exc).lower():
                raise ScenarioFailure(
                    f"steps.{i}: refused with {str(exc)!r}, not {step.expect_error!r}"
                ) from None
            if snapshot(s) != before:
                raise ScenarioFailure(f"steps.{i}: a refused step changed the position") from None
            continue
        except ScenarioFailure as exc:
            raise ScenarioFailure(f"steps.{i} ({step.do}): {exc}") from None
        if step.expect_error is not None:
            raise ScenarioFailure(f"steps.{i} ({step.do}): expected a refusal, the step was accepted")
        s = after
        if step.expect is not None:
            try:
                check_expect(step.expect, s)
            except ExpectMismatch as exc:
                raise ScenarioFailure(f"steps.{i} expect: {exc}") from None
    return s
