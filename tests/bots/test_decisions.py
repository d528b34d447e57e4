"""Every level answers every decision kind the TM engine raises, in the card scenarios' positions."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import Rng
from game.core.errors import IllegalCommand
from game.tm.rules import RULES
from game.tm.scenarios.model import load_scenario
from game.tm.scenarios.position import build_position
from tests.bots.support import answer_chain

SCENARIOS = sorted((Path(__file__).parents[1] / "tm" / "scenarios").glob("*.json"))
LEVELS = ("random", "greedy", "easy", "normal", "hard")


def _opened_decisions():
    """Positions right after a card of a scenario is played, with its decision pending."""
    for path in SCENARIOS:
        state = build_position(load_scenario(path))
        if RULES.current_seat(state) is None:
            continue
        for command in RULES.legal_commands(state):
            if command.KIND in ("pass", "end_turn"):
                continue
            try:
                after = RULES.apply(state, command).state
            except IllegalCommand:
                continue
            if after.pending is not None:
                yield path.stem, after


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_answers_the_scenarios_decisions(level):
    met = set()
    rng = Rng(5)
    positions = 0
    for _name, state in _opened_decisions():
        met.update(answer_chain(state, level, rng))
        positions += 1
    assert positions >= 40
    assert {"PaymentDecision", "SpaceDecision", "PlayerDecision", "CardDecision"} <= met


def _playout_decisions(seed: int):
    """Positions of a random 3-player draft game at each pending decision, one per class."""
    from tests.support.tm_playout import choose

    s = RULES.new_game(RULES.setup_from_data({"players": 3, "draft": True}), seed)
    rng = Rng(seed)
    seen = set()
    while not RULES.is_over(s):
        if s.pending is not None and type(RULES.decision(s)).__name__ not in seen:
            seen.add(type(RULES.decision(s)).__name__)
            yield s
        s = RULES.apply(s, choose(rng, RULES.legal_commands(s))).state


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_answers_every_kind_met_in_a_game(level):
    met = set()
    for seed in (1, 2):
        for state in _playout_decisions(seed):
            met.update(answer_chain(state, level, Rng(seed), limit=1))
    assert {
        "PaymentDecision",
        "SpaceDecision",
        "CardsDecision",
        "CorporationDecision",
        "OptionsDecision",
        "YesNoDecision",
        "CardDecision",
    } <= met, met


def test_candidates_never_aim_a_player_decision_at_the_bot_while_another_target_exists():
    from game.bots.tm import candidates
    from game.tm.commands import ChoosePlayer
    from game.tm.decisions import PlayerDecision

    checked = 0
    for _name, state in _opened_decisions():
        d = RULES.decision(state)
        if isinstance(d, PlayerDecision) and d.seat in d.targets and len(d.targets) > 1:
            legal = RULES.legal_commands(state)
            assert ChoosePlayer(d.seat, d.seat) in legal
            kept = candidates(state, d.seat, legal)
            assert ChoosePlayer(d.seat, d.seat) not in kept and kept
            checked += 1
    assert checked >= 1
