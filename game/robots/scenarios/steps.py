"""The steps of a scenario (``do``) and their typed answers (specs/robots-scenario-format.md)."""

from __future__ import annotations

from game.core import Event, IllegalCommand
from game.robots import commands as C
from game.robots import flow, mars
from game.robots.scenarios.model import Answer, Step
from game.robots.state import GameState


class Refused(Exception):
    """The step does not fit the position; the runner restores the position."""


def _kind(a: Answer) -> str:
    return "storm" if a.discard is not None else "place"


def _take(answers: list[Answer], kind: str, seat: int) -> Answer | None:
    for i, a in enumerate(answers):
        if _kind(a) == kind and a.player in (None, seat):
            return answers.pop(i)
    return None


def _value(s: GameState, a: Answer) -> str:
    if a.discard is not None:
        if any(c not in s.parts for c in a.discard):
            raise Refused(f"unknown card in the discard answer {a.discard}")
        return "|".join(sorted(a.discard, key=lambda n: mars.card_key(s, n)))
    return str(a.place)


def drive(s: GameState, answers: list[Answer], ev: list[Event]) -> None:
    """Run the queued steps, answering each decision from ``answers`` or with its first option."""
    seen = len(ev)
    while True:
        mars.run_queue(s, ev)
        for e in ev[seen:]:
            if e.kind == "auto":
                a = _take(answers, e.params["decision"], e.seat)
                if a is not None and _value(s, a) != e.params["value"]:
                    raise Refused(
                        f"answer {_value(s, a)!r} is not legal: the only choice is {e.params['value']!r}"
                    )
        seen = len(ev)
        d = s.pending
        if d is None:
            return
        a = _take(answers, d.KIND, d.seat)
        value = d.options[0] if a is None else _value(s, a)
        try:
            mars.answer(s, d.seat, value, ev)
        except IllegalCommand as exc:
            raise Refused(f"answer {value!r} is not legal for the {d.KIND} decision: {exc}") from None


def _player(s: GameState, step: Step) -> int:
    if step.player is None:
        raise Refused(f"{step.do} needs a player")
    if not 0 <= step.player < len(s.players):
        raise Refused(f"no player {step.player}")
    if s.players[step.player].eliminated:
        raise Refused(f"player {step.player} is eliminated")
    return step.player


def _command(s: GameState, step: Step) -> C.Buy | C.Recover | C.Pass | C.Plan:
    seat = _player(s, step)
    if step.do == "plan":
        return C.Plan(seat, tuple(step.cards or ()))
    if step.action is None:
        raise Refused("develop needs an action")
    if step.action == "pass":
        return C.Pass(seat)
    if step.card is None:
        raise Refused(f"{step.action} needs a card")
    if step.action == "recover":
        return C.Recover(seat, step.card)
    return C.Buy(seat, step.card, tuple(str(p) for p in step.pay or ()))


def _mars_phase(s: GameState, answers: list[Answer], ev: list[Event]) -> None:
    mars.start_mars_phase(s, ev)
    drive(s, answers, ev)


def run_step(s: GameState, step: Step, answers: list[Answer], ev: list[Event]) -> None:
    """Apply one step to ``s`` in place; ``Refused`` (or ``IllegalCommand``) when it does not fit."""
    if s.over:
        raise Refused("the game is over")
    if s.pending is not None:
        raise Refused("a decision is open")
    do = step.do
    if do in ("develop", "plan"):
        flow.dispatch(s, _command(s, step), ev)
    elif do == "play_phase":
        if s.season != "exploration" or s.phase != "play":
            raise Refused("not at a play phase")
        flow.play_phase(s, ev)
    elif do == "mars_phase":
        if s.season != "exploration" or s.phase != "mars":
            raise Refused("not at a Mars phase")
        _mars_phase(s, answers, ev)
    elif do == "explore":
        if s.season != "exploration":
            raise Refused("not in the exploration season")
        while s.season == "exploration" and not s.over:
            if s.phase == "play":
                flow.play_phase(s, ev)
            else:
                _mars_phase(s, answers, ev)
    elif do == "end_round":
        if s.season != "end_of_round":
            raise Refused("not at the end of a round")
        flow.end_round(s, ev)
    else:
        flow.end_game(s, ev)
