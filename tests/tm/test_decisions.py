"""Typed pending decisions (game.tm.decisions): each class owns its legal answers and its
refusal text, and carries what a table shows without reading the engine's task or data dict."""

from __future__ import annotations

import pytest

from game.core import IllegalCommand, Match, Rng
from game.core.resolution import Decision, Task
from game.tm.commands import Cancel, ChooseCards, ChooseOption, ChoosePlayer, ChooseSpace, Pay, Skip
from game.tm.decisions import (
    CardsDecision,
    OptionsDecision,
    OrderDecision,
    PaymentDecision,
    PlayerDecision,
    SpaceDecision,
    YesNoDecision,
    typed,
)
from game.tm.rules import RULES
from tests.support.tm_playout import choose


def test_space_decision_answers_each_space_and_skip_when_optional():
    d = typed(
        Decision(
            "space",
            1,
            {"tile": "greenery", "spaces": ["a", "b"], "purpose": "final"},
            Task(9, 4, "final_greenery", 1),
            optional=True,
        )
    )
    assert isinstance(d, SpaceDecision) and d.final_greenery and d.tile == "greenery"
    assert d.answers() == [ChooseSpace(1, "a"), ChooseSpace(1, "b"), Skip(1)]


def test_payment_says_what_it_pays_for_without_the_task():
    task = Task(0, 3, "standard_project", 0, None, {"project": "aquifer"})
    d = typed(
        Decision("payment", 0, {"cost": 18, "options": [[18, 0, 0, 0], [10, 0, 0, 8]], "cancel": True}, task)
    )
    assert isinstance(d, PaymentDecision)
    assert (d.purpose, d.subject, d.cost) == ("project", "aquifer", 18)
    assert d.answers() == [Pay(0, 18, 0, 0, 0), Pay(0, 10, 0, 0, 8), Cancel(0)]
    research = typed(
        Decision(
            "payment",
            2,
            {"cost": 6, "options": [[6, 0, 0, 0]], "cancel": False},
            Task(9, 5, "research", 2, None, {"chosen": ["x", "y"]}),
        )
    )
    assert (research.purpose, research.count) == ("research", 2)


def test_player_decision_names_the_production_drop():
    d = typed(
        Decision(
            "player",
            0,
            {"options": [-1, 1], "resource": "heat", "delta": -2, "card": "Comet"},
            Task(5, 1, "production_any", 0, "Comet"),
        )
    )
    assert isinstance(d, PlayerDecision)
    assert (d.targets, d.resource, d.production_delta, d.source) == ((-1, 1), "heat", -2, "Comet")
    assert d.answers() == [ChoosePlayer(0, -1), ChoosePlayer(0, 1)]


def test_use_and_buy_are_yes_no_decisions_and_other_options_keep_their_meaning():
    use = typed(
        Decision(
            "option",
            0,
            {"options": ["use"], "card": "Olympus Conference"},
            Task(5, 1, "behavior", 0, "Olympus Conference"),
            optional=True,
        )
    )
    assert isinstance(use, YesNoDecision) and use.question == "use" and use.source == "Olympus Conference"
    assert use.answers() == [ChooseOption(0, 0), Skip(0)]
    bonus = typed(
        Decision(
            "option",
            0,
            {"options": ["steel", "titanium"]},
            Task(0, 2, "space_bonus_production", 0, "Mining Area", {"delta": 1}),
        )
    )
    assert isinstance(bonus, OptionsDecision) and bonus.production and bonus.delta == 1
    assert bonus.labels == ("steel", "titanium") and bonus.enabled == (0, 1)
    choice = typed(
        Decision(
            "option",
            0,
            {"options": ["a", "b"], "enabled": [1]},
            Task(5, 2, "choice", 0, "X", {"options": [{"tr": 1}, {"stock": {"heat": 2}}]}),
        )
    )
    assert choice.behaviours == ({"tr": 1}, {"stock": {"heat": 2}}) and choice.answers() == [
        ChooseOption(0, 1)
    ]


def test_refusals_belong_to_their_decision():
    cards = typed(Decision("cards", 0, {"cards": ["a", "b", "c"], "min": 1, "max": 2, "purpose": "sell"}))
    assert isinstance(cards, CardsDecision)
    why = cards.refusal(ChooseCards(0, ("a", "b", "c")))
    assert why.english() == "Choose between 1 and 2 of the offered cards."
    assert ChooseCards(0, ("a", "c")) in cards.answers() and ChooseCards(0, ()) not in cards.answers()
    order = typed(Decision("order", 0, {"tasks": [3, 4], "sources": ["A", None]}))
    assert isinstance(order, OrderDecision) and order.sources == ("A", None)
    assert order.refusal(ChooseOption(0, 5)).english() == "Choose which effect resolves first."
    assert order.refusal(Skip(0)).english() == "That is not an answer to the current decision (order)."


def test_every_pending_decision_of_random_games_is_typed_and_the_engine_refuses_with_its_text():
    kinds: set[type] = set()
    for players, seed in ((1, 3), (3, 5)):
        match = Match(RULES, RULES.setup_from_data({"players": players, "solo": players == 1}), seed)
        rng = Rng(seed)
        while not match.is_over() and len(match.commands) < 700:
            d = RULES.decision(match.state)
            if d is not None:
                kinds.add(type(d))
                assert list(d.answers()) == list(RULES.legal_commands(match.state))
                if isinstance(d, CardsDecision) and d.high < len(d.cards):
                    with pytest.raises(IllegalCommand) as err:
                        RULES.apply(match.state, ChooseCards(d.seat, d.cards))
                    assert err.value.reason == "Choose between {low} and {high} of the offered cards."
            match.push(choose(rng, match.legal_commands()))
    assert {SpaceDecision, PaymentDecision, CardsDecision} <= kinds
