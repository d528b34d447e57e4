"""Running a scenario's steps: commands through ``TMRules.apply``, phase steps through ``game.tm.flow``.

Each step becomes one engine command (or, for ``production_phase``,
``next_generation``, ``final_scoring`` and ``start_corporation``, a call of
the engine's phase functions on a copy of the state). The decisions the step
raises are answered from the step's ``pay`` and ``answers``, or by the
defaults of the scenario format: the largest legal amount for an amount
decision, the engine's first legal answer for any other (``final_scoring``
declines final greeneries it was not told to place).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from game.core.contract import Event
from game.core.errors import IllegalCommand
from game.core.serial import canonical_json
from game.tm import flow
from game.tm.actions import award_cost, heat_reserved
from game.tm.commands import (
    CardAction,
    ClaimMilestone,
    ConvertHeat,
    ConvertPlants,
    EndTurn,
    FundAward,
    Pass,
    PlayCard,
    StandardProject,
)
from game.tm.content import BEGINNER, card, corporations, milestones_awards, standard_projects
from game.tm.params import parameters_maxed
from game.tm.payment import Payment, card_cost, payment_options, standard_project_cost
from game.tm.rules import RULES
from game.tm.scenarios.answers import (
    Resolver,
    ScenarioFailure,
    StepRefused,
    pay_text,
    pay_tuple,
)
from game.tm.scenarios.model import (
    CardActionStep,
    ClaimMilestoneStep,
    FundAwardStep,
    PlayCardStep,
    Scenario,
    StandardProjectStep,
    StartCorporationStep,
    parse_answer,
)
from game.tm.state import ACTION, HEAT, MC, OVER, GameState


def describe_step(i: int, step: Any) -> str:
    what = getattr(step, "card", None) or getattr(step, "project", None) or getattr(step, "milestone", None)
    what = what or getattr(step, "award", None) or getattr(step, "corporation", None)
    return f"steps[{i}] ({step.do}{' ' + what if what else ''})"


def snapshot(s: GameState) -> str:
    return canonical_json(RULES.snapshot(s))


def run_steps(sc: Scenario, s: GameState) -> GameState:
    for i, step in enumerate(sc.steps):
        label = describe_step(i, step)
        before = snapshot(s)
        refused: str | None = None
        try:
            after = run_step(s, step)
        except StepRefused as exc:
            refused = str(exc)
        except ScenarioFailure as exc:
            raise ScenarioFailure(f"{label}: {exc}") from None
        if snapshot(s) != before:
            raise ScenarioFailure(f"{label}: the engine changed the position it was given (it must copy it)")
        if step.expect_error is not None:
            if refused is None:
                raise ScenarioFailure(
                    f"{label}: expected a refusal containing {step.expect_error!r}, but the step was accepted"
                )
            if step.expect_error.lower() not in refused.lower():
                raise ScenarioFailure(
                    f"{label}: refused with {refused!r}, which does not contain {step.expect_error!r}"
                )
            continue
        if refused is not None:
            raise ScenarioFailure(f"{label}: refused: {refused}")
        s = after
    return s


# --- one step -------------------------------------------------------------------------------------
def _apply(s: GameState, command: Any) -> tuple[GameState, list[Event]]:
    try:
        applied = RULES.apply(s, command)
    except IllegalCommand as exc:
        raise StepRefused(str(exc)) from None
    return applied.state, list(applied.events)


def _seat(s: GameState, step: Any) -> int:
    if step.player is not None:
        return step.player
    seat = RULES.current_seat(s)
    return s.active if seat is None else seat


def _command(step: Any, seat: int) -> Any:
    kind = step.do
    if kind == "play_card":
        return PlayCard(seat, step.card)
    if kind == "standard_project":
        return StandardProject(seat, step.project)
    if kind == "card_action":
        return CardAction(seat, step.card)
    if kind == "claim_milestone":
        return ClaimMilestone(seat, step.milestone)
    if kind == "fund_award":
        return FundAward(seat, step.award)
    return _PLAIN_COMMANDS[kind](seat)


_PLAIN_COMMANDS = {
    "convert_plants": ConvertPlants,
    "convert_heat": ConvertHeat,
    "pass": Pass,
    "end_turn": EndTurn,
}


def run_step(s: GameState, step: Any) -> GameState:
    seat = _seat(s, step)
    predicted = predict_payments(s, step, seat)
    if step.do in GLUE:
        new, events = GLUE[step.do](s, step, seat)
    else:
        new, events = _apply(s, _command(step, seat))
    answers = deque(parse_answer(raw, f"answers[{j}]") for j, raw in enumerate(step.answers))
    resolver = Resolver(step, seat, answers, events)
    new = resolver.resolve(new)
    if step.pay is not None and not resolver.pay_used:
        _check_auto_payment(step, predicted)
    return new


# --- steps that are not player commands ----------------------------------------------------------
def _fresh(s: GameState, what: str) -> GameState:
    if s.phase == OVER:
        raise StepRefused("The game is over.")
    if s.pending is not None or s.queue:
        raise StepRefused(f"cannot run {what} while a decision is pending")
    new = s.clone()
    new.events = []
    return new


def _take_events(s: GameState) -> list[Event]:
    events, s.events = list(s.events), []
    return events


def _production_phase(s: GameState, step: Any, seat: int) -> tuple[GameState, list[Event]]:
    new = _fresh(s, "a production phase")
    flow.production_phase(new)
    return new, _take_events(new)


def _next_generation(s: GameState, step: Any, seat: int) -> tuple[GameState, list[Event]]:
    new = _fresh(s, "the end of the generation")
    if new.phase != ACTION:
        raise StepRefused(f"the generation can only be finished from the action phase (phase: {new.phase})")
    flow.end_action_phase(new)
    flow.advance(new)
    return new, _take_events(new)


def _final_scoring(s: GameState, step: Any, seat: int) -> tuple[GameState, list[Event]]:
    new = _fresh(s, "final scoring")
    if new.setup.solo:
        new.solo_result = parameters_maxed(new)
        if new.solo_result:
            flow.start_final_greenery(new)
        else:
            flow.finish_game(new)
    else:
        flow.start_final_greenery(new)
    flow.advance(new)
    return new, _take_events(new)


def _start_corporation(s: GameState, step: Any, seat: int) -> tuple[GameState, list[Event]]:
    new = _fresh(s, "a corporation start")
    p = new.players[seat]
    if p.corporation is not None:
        raise StepRefused(f"seat {seat} already has a corporation ({p.corporation})")
    dealable = corporations(new.setup.corporate_era or new.setup.solo) + (
        [] if new.setup.solo else [BEGINNER]
    )
    if step.corporation not in dealable:
        why = "a solo game" if step.corporation == BEGINNER else "a game without Corporate Era"
        raise StepRefused(f"{step.corporation} is not dealt in {why}, so it cannot start")
    start = card(step.corporation).starting or {}
    price = 0 if start.get("free_cards") else flow.CARD_PRICE * len(step.cards)
    if price > p.resources[MC] + start.get("megacredits", 0):
        raise StepRefused(f"{step.corporation} cannot pay {price} M€ for {len(step.cards)} cards")
    for name in step.cards:
        if name not in new.deck:
            raise StepRefused(f"{name} is not in the draw pile, so it cannot be bought")
        new.deck.remove(name)
    flow.apply_corporation(new, seat, step.corporation, list(step.cards))
    flow.advance(new)
    return new, _take_events(new)


GLUE = {
    "production_phase": _production_phase,
    "next_generation": _next_generation,
    "final_scoring": _final_scoring,
    "start_corporation": _start_corporation,
}


# --- payments -------------------------------------------------------------------------------------
def _action_options(action: dict[str, Any]) -> list[dict[str, Any]]:
    return action["choice"] if "choice" in action else [action]


def predict_payments(s: GameState, step: Any, seat: int) -> list[Payment] | None:
    """The payment options the step will meet (None when they cannot be known in advance)."""
    if not 0 <= seat < s.n:
        return None
    p = s.players[seat]
    if isinstance(step, PlayCardStep):
        if step.card not in p.hand:
            return None
        c = card(step.card)
        options = payment_options(p, card_cost(p, c), steel="building" in c.tags, titanium="space" in c.tags)
        reserve = heat_reserved(p, c)
        return [o for o in options if o[3] <= p.resources[HEAT] - reserve] if reserve else options
    if isinstance(step, StandardProjectStep):
        if step.project == "Sell Patents":
            return []
        base = standard_projects()[step.project].cost
        return payment_options(p, standard_project_cost(p, step.project, base))
    if isinstance(step, ClaimMilestoneStep):
        return payment_options(p, milestones_awards()[2]["cost_megacredits"])
    if isinstance(step, FundAwardStep):
        return payment_options(p, award_cost(s))
    if isinstance(step, CardActionStep):
        if p.first_action_pending and step.card == p.corporation:
            return []
        action = card(step.card).action
        if action is None:
            return None
        options = _action_options(action)
        costs = {(o.get("cost") or {}).get("megacredits", 0) for o in options}
        if len(options) > 1 and len(costs) > 1:
            return None
        cost = options[0].get("cost") or {}
        if not cost.get("megacredits"):
            return []
        pay_with = cost.get("pay_with") or []
        return payment_options(
            p, cost["megacredits"], steel="steel" in pay_with, titanium="titanium" in pay_with
        )
    if isinstance(step, StartCorporationStep) or step.do in GLUE:
        return []
    return []  # pass, end_turn, conversions: nothing to pay


def _check_auto_payment(step: Any, predicted: list[Payment] | None) -> None:
    wanted = pay_tuple(step.pay)
    if predicted is None:
        return  # paid automatically in a way the runner cannot foresee
    if not predicted:
        raise ScenarioFailure(f"pay {pay_text(wanted)} was given, but the step pays nothing")
    if len(predicted) == 1 and tuple(predicted[0]) != wanted:
        raise StepRefused(
            f"pay {pay_text(wanted)} is not a legal payment here; the only legal payment is "
            f"{pay_text(predicted[0])}"
        )


__all__ = ["ScenarioFailure", "StepRefused", "run_steps"]
