"""Answering the decisions a scenario step raises (``shared/specs/tm-scenario-format.md``).

A step's ``pay`` answers its payment decision and its ``answers`` the other
decisions, in the order the engine asks them. Uncovered decisions get the
format's defaults: the largest legal amount for an amount decision, the
engine's first legal answer otherwise (``final_scoring`` declines unasked
final greeneries). A decision with one legal answer is resolved by the
engine without asking; an answer written for it is matched against what the
engine did (the events of the step) and consumed.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

from game.core.contract import Event
from game.core.errors import IllegalCommand
from game.tm.commands import (
    ChooseAmount,
    ChooseCard,
    ChooseCards,
    ChooseOption,
    ChoosePlayer,
    ChooseSpace,
    Pay,
    Skip,
)
from game.tm.decisions import (
    AmountDecision,
    CardDecision,
    CardsDecision,
    OptionsDecision,
    OrderDecision,
    PaymentDecision,
    PendingDecision,
    PlayerDecision,
    SpaceDecision,
    YesNoDecision,
)
from game.tm.payment import Payment
from game.tm.rules import RULES
from game.tm.scenarios.model import Answer
from game.tm.state import GameState

MAX_DECISIONS = 5000
PAY_KEYS = ("megacredits", "steel", "titanium", "heat")


class StepRefused(Exception):
    """The step was refused (by the engine, or an answer did not fit); the position is unchanged."""


class ScenarioFailure(Exception):
    """The scenario fails for a reason other than a refusal (e.g. answers left over)."""


def pay_tuple(pay: dict[str, int]) -> Payment:
    return tuple(pay.get(k, 0) for k in PAY_KEYS)  # type: ignore[return-value]


def pay_text(payment: Sequence[int]) -> str:
    parts = [f"{v} {k}" for k, v in zip(PAY_KEYS, payment, strict=True) if v]
    return ", ".join(parts) or "nothing"


# --- answers --------------------------------------------------------------------------------------
def answer_command(a: Answer, d: PendingDecision) -> Any:
    """The command ``a`` stands for when it meets decision ``d`` (None if it is not that kind of answer)."""
    seat = d.seat
    if a.kind == "skip":
        return Skip(seat)
    if isinstance(d, SpaceDecision) and a.kind == "space":
        return ChooseSpace(seat, a.value)
    if isinstance(d, PlayerDecision) and a.kind in ("player", "int"):
        return ChoosePlayer(seat, a.value)
    if isinstance(d, AmountDecision) and a.kind in ("amount", "int"):
        return ChooseAmount(seat, a.value)
    if isinstance(d, OptionsDecision | YesNoDecision | OrderDecision) and a.kind == "option":
        return ChooseOption(seat, a.value)
    if isinstance(d, YesNoDecision) and a.kind == "card" and d.cards:
        return _keep_option(a.value, d)
    if isinstance(d, CardDecision) and a.kind == "card":
        return ChooseCard(seat, a.value)
    if isinstance(d, CardsDecision) and a.kind == "cards":
        return ChooseCards(seat, tuple(a.value))
    if isinstance(d, CardsDecision) and a.kind == "card":  # one card to keep or buy
        return ChooseCards(seat, (a.value,))
    if isinstance(d, CardDecision) and a.kind == "cards" and len(a.value) == 1:
        return ChooseCard(seat, a.value[0])
    return None


def _keep_option(name: str, d: YesNoDecision) -> Any:
    """A card answer to a look-then-buy decision (the format: it keeps or buys that one card).

    The engine models "look at the top card, then buy it or discard it" as a yes/no
    decision carrying the looked-at card; the answer says yes, and naming another card
    is refused rather than guessed.
    """
    offered = list(d.cards)
    if offered != [name]:
        raise StepRefused(
            f'answer {{"card": {name!r}}} names a card that is not offered; '
            f"the {describe_decision(d)} offers {offered}"
        )
    return ChooseOption(d.seat, 0) if d.question == "buy" else None


def describe_decision(d: PendingDecision) -> str:
    extra = [f"card {d.source}"] if d.source else []
    for name in ("purpose", "tile", "resource"):
        value = getattr(d, name, "")
        if value and not (name == "purpose" and value in ("other", "card")):
            extra.append(f"{name} {value}")
    return f"{d.KIND} decision of seat {d.seat}" + (f" ({', '.join(extra)})" if extra else "")


def _auto_fits(a: Answer, e: Event) -> bool:
    """Is ``e`` the engine taking, by itself, exactly the answer ``a`` names?"""
    if e.kind != "auto":
        return False
    kind, value = e.params["decision"], e.params["answer"]
    if a.kind == "int":
        return kind in ("player", "amount") and value == a.value
    return kind == a.kind and value == a.value


def _same_kind(a: Answer, e: Event) -> bool:
    if e.kind != "auto":
        return False
    kind = e.params["decision"]
    return kind in ("player", "amount") if a.kind == "int" else kind == a.kind


class Resolver:
    def __init__(self, step: Any, seat: int, answers: deque[Answer], events: list[Event]) -> None:
        self.step = step
        self.seat = seat
        self.answers = answers
        self.events = events
        self.used: set[int] = set()
        self.pay_used = False
        self.sell_used = False

    def auto_match(self, a: Answer, s: GameState) -> bool:
        """Does ``a`` name the answer the engine took by itself (its ``auto`` event)?"""
        for i, e in enumerate(self.events):
            if i not in self.used and _auto_fits(a, e):
                self.used.add(i)
                return True
        return False

    def resolve(self, s: GameState) -> GameState:
        for _ in range(MAX_DECISIONS):
            d = RULES.decision(s)
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

    def auto_conflict(self, a: Answer) -> bool:
        """Did the engine take a decision of ``a``'s kind by itself, with a different answer?"""
        return any(i not in self.used and _same_kind(a, e) for i, e in enumerate(self.events))

    def _answer(self, s: GameState, d: PendingDecision) -> GameState:
        step = self.step
        if isinstance(d, PaymentDecision) and step.pay is not None and not self.pay_used:
            self.pay_used = True
            return self._apply(
                s, Pay(d.seat, *pay_tuple(step.pay)), f"pay {pay_text(pay_tuple(step.pay))}", d
            )
        if (
            isinstance(d, CardsDecision)
            and d.purpose == "sell"
            and getattr(step, "cards", None) is not None
            and not self.sell_used
        ):
            self.sell_used = True
            return self._apply(s, ChooseCards(d.seat, tuple(step.cards)), f"cards {list(step.cards)}", d)
        while self.answers:
            a = self.answers[0]
            command = answer_command(a, d)
            if command is not None:
                if command in d.answers():
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
            if a.kind == "int" and isinstance(d, OptionsDecision | YesNoDecision):
                raise StepRefused(
                    f'answer {a} meets the {describe_decision(d)}; write an option as {{"option": N}}'
                )
            raise StepRefused(f"answer {a} does not answer the pending {describe_decision(d)}")
        return self._apply(s, self.default(d), "the default answer", d)

    def default(self, d: PendingDecision) -> Any:
        if isinstance(d, AmountDecision):
            return ChooseAmount(d.seat, d.high)
        if self.step.do == "final_scoring" and isinstance(d, SpaceDecision) and d.final_greenery:
            return Skip(d.seat)
        return d.answers()[0]

    def _apply(self, s: GameState, command: Any, what: str, d: PendingDecision) -> GameState:
        try:
            applied = RULES.apply(s, command)
        except IllegalCommand as exc:
            raise StepRefused(f"{exc} (answer {what} to the {describe_decision(d)})") from None
        self.events.extend(applied.events)
        return applied.state
