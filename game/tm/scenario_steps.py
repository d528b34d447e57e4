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
from collections.abc import Sequence
from typing import Any

from game.core.contract import Event
from game.core.errors import IllegalCommand
from game.core.serial import canonical_json
from game.tm import flow
from game.tm.actions import award_cost, heat_reserved
from game.tm.commands import (
    CardAction,
    ChooseAmount,
    ChooseCard,
    ChooseCards,
    ChooseOption,
    ChoosePlayer,
    ChooseSpace,
    ClaimMilestone,
    ConvertHeat,
    ConvertPlants,
    EndTurn,
    FundAward,
    Pass,
    Pay,
    PlayCard,
    Skip,
    StandardProject,
)
from game.tm.content import card, milestones_awards, standard_projects
from game.tm.decisions import legal_answers
from game.tm.params import parameters_maxed
from game.tm.payment import Payment, card_cost, payment_options, standard_project_cost
from game.tm.requirements import production_box
from game.tm.rules import RULES
from game.tm.scenario_model import (
    Answer,
    CardActionStep,
    ClaimMilestoneStep,
    FundAwardStep,
    PlayCardStep,
    Scenario,
    StandardProjectStep,
    StartCorporationStep,
    parse_answer,
)
from game.tm.state import ACTION, HEAT, MC, OVER, Decision, GameState

MAX_DECISIONS = 5000
PAY_KEYS = ("megacredits", "steel", "titanium", "heat")


class StepRefused(Exception):
    """The step was refused (by the engine, or an answer did not fit); the position is unchanged."""


class ScenarioFailure(Exception):
    """The scenario fails for a reason other than a refusal (e.g. answers left over)."""


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
                raise ScenarioFailure(f"{label}: expected a refusal containing {step.expect_error!r}, "
                                      "but the step was accepted")  # fmt: skip
            if step.expect_error.lower() not in refused.lower():
                raise ScenarioFailure(f"{label}: refused with {refused!r}, which does not contain "
                                      f"{step.expect_error!r}")  # fmt: skip
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
    resolver = _Resolver(step, seat, answers, events, option_possible(s, step, seat))
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
def pay_tuple(pay: dict[str, int]) -> Payment:
    return tuple(pay.get(k, 0) for k in PAY_KEYS)  # type: ignore[return-value]


def pay_text(payment: Sequence[int]) -> str:
    parts = [f"{v} {k}" for k, v in zip(PAY_KEYS, payment, strict=True) if v]
    return ", ".join(parts) or "nothing"


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
        raise StepRefused(f"pay {pay_text(wanted)} is not a legal payment here; the only legal payment is "
                          f"{pay_text(predicted[0])}")  # fmt: skip


# --- answers --------------------------------------------------------------------------------------
def _contains_key(data: Any, key: str) -> bool:
    if isinstance(data, dict):
        return key in data or any(_contains_key(v, key) for v in data.values())
    if isinstance(data, list | tuple):
        return any(_contains_key(v, key) for v in data)
    return False


def option_possible(s: GameState, step: Any, seat: int) -> bool:
    """Could the step meet a card option that the engine resolves by itself (a single usable option)?"""
    names: list[str] = list(s.players[seat].tableau) if 0 <= seat < s.n else []
    for attr in ("card", "corporation"):
        if getattr(step, attr, None):
            names.append(getattr(step, attr))
    for name in names:
        c = card(name)
        if any(_contains_key(part, "choice") for part in (c.behavior, c.action, list(c.effects), c.starting)):
            return True
    return False


def answer_command(a: Answer, d: Decision) -> Any:
    """The command ``a`` stands for when it meets decision ``d`` (None if it is not that kind of answer)."""
    seat, kind = d.seat, d.kind
    if a.kind == "skip":
        return Skip(seat)
    if kind == "space" and a.kind == "space":
        return ChooseSpace(seat, a.value)
    if kind == "player" and a.kind in ("player", "int"):
        return ChoosePlayer(seat, a.value)
    if kind == "amount" and a.kind in ("amount", "int"):
        return ChooseAmount(seat, a.value)
    if kind in ("option", "order") and a.kind == "option":
        return ChooseOption(seat, a.value)
    if kind == "card" and a.kind == "card":
        return ChooseCard(seat, a.value)
    if kind == "cards" and a.kind == "cards":
        return ChooseCards(seat, tuple(a.value))
    if kind == "cards" and a.kind == "card":  # one card to keep or buy
        return ChooseCards(seat, (a.value,))
    if kind == "card" and a.kind == "cards" and len(a.value) == 1:
        return ChooseCard(seat, a.value[0])
    return None


def describe_decision(d: Decision) -> str:
    extra = [f"{k} {d.data[k]}" for k in ("card", "purpose", "tile", "resource") if d.data.get(k)]
    return f"{d.kind} decision of seat {d.seat}" + (f" ({', '.join(map(str, extra))})" if extra else "")


def _event_fits(a: Answer, e: Event) -> bool:
    p = e.params
    delta = p.get("delta")
    lost = isinstance(delta, int) and delta < 0 and e.kind in ("production", "resource", "card_resource")
    if a.kind == "space":
        return e.kind in ("tile", "claim") and p.get("space") == a.value
    if a.kind == "card":
        return p.get("card") == a.value
    if a.kind == "player":
        return lost and p.get("player") == a.value
    if a.kind == "amount":
        return lost and -delta == a.value
    if a.kind == "int":
        return lost and (p.get("player") == a.value or -delta == a.value)
    return False


class _Resolver:
    def __init__(
        self, step: Any, seat: int, answers: deque[Answer], events: list[Event], option_ok: bool
    ) -> None:
        self.step = step
        self.seat = seat
        self.answers = answers
        self.events = events
        self.used: set[int] = set()
        self.option_ok = option_ok
        self.pay_used = False
        self.sell_used = False

    def auto_match(self, a: Answer, s: GameState) -> bool:
        """Does ``a`` describe a choice the engine made by itself (a decision with one legal answer)?"""
        for i, e in enumerate(self.events):
            if i not in self.used and _event_fits(a, e):
                self.used.add(i)
                return True
        if a.kind == "card" and self._production_box_copied(a.value, s):
            return True
        if a.kind == "player" and a.value == -1 and s.setup.solo:
            return True  # the neutral opponent: nothing visible happens
        return a.kind == "option" and self.option_ok

    def resolve(self, s: GameState) -> GameState:
        for _ in range(MAX_DECISIONS):
            d = s.pending
            if d is None:
                break
            s = self._answer(s, d)
        else:
            raise ScenarioFailure(f"more than {MAX_DECISIONS} decisions in one step")
        while self.answers:
            a = self.answers.popleft()
            if self.auto_match(a, s):
                continue
            if self.auto_conflict(a):
                raise StepRefused(
                    f"answer {a} is not the only legal answer, which the engine chose by itself "
                    "(a decision with one legal answer is not asked)"
                )
            left = ", ".join(str(x) for x in [a, *self.answers])
            raise ScenarioFailure(f"answers left over after the step was complete: {left}")
        return s

    def _production_box_copied(self, name: str, s: GameState) -> bool:
        """Robotic Workforce chose ``name`` by itself: its production box shows up as production events."""
        if not 0 <= self.seat < s.n:
            return False
        box = (production_box(s, self.seat, name) or {}).get("production") or {}
        if not box or not all(isinstance(v, int) for v in box.values()):
            return False
        found: list[int] = []
        for res, delta in box.items():
            hit = next((i for i, e in enumerate(self.events) if i not in self.used and i not in found
                        and e.kind == "production" and e.params.get("resource") == res
                        and e.params.get("delta") == delta), None)  # fmt: skip
            if hit is None:
                return False
            found.append(hit)
        self.used.update(found)
        return True

    def auto_conflict(self, a: Answer) -> bool:
        """Did the engine make a choice of ``a``'s kind by itself, differently from ``a``?"""
        for i, e in enumerate(self.events):
            if i in self.used:
                continue
            if a.kind == "space" and e.kind in ("tile", "claim"):
                return True
            if a.kind in ("player", "int", "amount") and e.kind in (
                "production",
                "resource",
                "card_resource",
            ):
                if isinstance(e.params.get("delta"), int) and e.params["delta"] < 0:
                    return True
            if a.kind == "card" and e.kind == "card_resource":
                return True
        return False

    def _answer(self, s: GameState, d: Decision) -> GameState:
        step = self.step
        if d.kind == "payment" and step.pay is not None and not self.pay_used:
            self.pay_used = True
            return self._apply(
                s, Pay(d.seat, *pay_tuple(step.pay)), f"pay {pay_text(pay_tuple(step.pay))}", d
            )
        if (d.kind == "cards" and d.data.get("purpose") == "sell" and getattr(step, "cards", None) is not None
                and not self.sell_used):  # fmt: skip
            self.sell_used = True
            return self._apply(s, ChooseCards(d.seat, tuple(step.cards)), f"cards {list(step.cards)}", d)
        while self.answers:
            a = self.answers[0]
            command = answer_command(a, d)
            if command is not None:
                if command in legal_answers(d):
                    self.answers.popleft()
                    return self._apply(s, command, str(a), d)
                if self.auto_match(a, s):
                    self.answers.popleft()
                    continue
                self.answers.popleft()
                return self._apply(s, command, str(a), d)  # the engine refuses it with its own reason
            if self.auto_match(a, s):
                self.answers.popleft()
                continue
            if a.kind == "int" and d.kind == "option":
                raise StepRefused(f"answer {a} meets the {describe_decision(d)}; write an option as "
                                  "{\"option\": N}")  # fmt: skip
            raise StepRefused(f"answer {a} does not answer the pending {describe_decision(d)}")
        return self._apply(s, self.default(d), "the default answer", d)

    def default(self, d: Decision) -> Any:
        if d.kind == "amount":
            return ChooseAmount(d.seat, d.data["max"])
        if self.step.do == "final_scoring" and d.kind == "space" and d.data.get("purpose") == "final":
            return Skip(d.seat)
        return legal_answers(d)[0]

    def _apply(self, s: GameState, command: Any, what: str, d: Decision) -> GameState:
        try:
            applied = RULES.apply(s, command)
        except IllegalCommand as exc:
            raise StepRefused(f"{exc} (answer {what} to the {describe_decision(d)})") from None
        start = len(self.events)
        self.events.extend(applied.events)
        self._mark_effect_of(command, start)
        return applied.state

    def _mark_effect_of(self, command: Any, start: int) -> None:
        """The event an asked answer caused is not an engine-made choice: take it out of matching."""
        echo = _ECHO.get(type(command))
        if echo is None:
            return
        a = Answer(echo[0], getattr(command, echo[1]), None)
        for i in range(start, len(self.events)):
            if i not in self.used and _event_fits(a, self.events[i]):
                self.used.add(i)
                return


_ECHO: dict[type, tuple[str, str]] = {
    ChooseSpace: ("space", "space"),
    ChoosePlayer: ("player", "target"),
    ChooseCard: ("card", "card"),
    ChooseAmount: ("amount", "amount"),
}


__all__ = ["ScenarioFailure", "StepRefused", "run_steps"]
