"""Regression tests for engine bugs found while writing the rule scenarios (tests/tm/scenarios)."""

from __future__ import annotations

import pytest

from game.core import IllegalCommand
from game.tm.commands import ChooseOption, Pay, PlayCard
from game.tm.position import build_position
from game.tm.rules import RULES
from game.tm.scenario_model import parse_scenario
from game.tm.state import HEAT, MC, PLANTS


def position(given: dict) -> object:
    return build_position(parse_scenario({"given": given}))


def helion(mc: int, heat: int):
    return position({"players": [{"corporation": "Helion", "resources": {"megacredits": mc, "heat": heat},
                                  "hand": ["Local Heat Trapping"]}]})  # fmt: skip


def test_helion_cannot_pay_local_heat_trapping_with_the_heat_its_effect_spends():
    s = helion(0, 5)  # 1 heat for the card would leave 4 of the 5 heat the card spends
    assert PlayCard(0, "Local Heat Trapping") not in RULES.legal_commands(s)
    with pytest.raises(IllegalCommand, match="cannot afford Local Heat Trapping"):
        RULES.apply(s, PlayCard(0, "Local Heat Trapping"))


def test_helion_pays_local_heat_trapping_with_spare_heat():
    s = RULES.apply(helion(0, 6), PlayCard(0, "Local Heat Trapping")).state
    assert s.pending is not None and s.pending.kind == "option"  # plants or animals
    p = s.players[0]
    assert (p.resources[MC], p.resources[HEAT]) == (0, 0)


def test_helion_payment_options_keep_the_heat_the_card_needs():
    s = RULES.apply(helion(10, 5), PlayCard(0, "Local Heat Trapping")).state
    # paying 1 MC is the only way that keeps the 5 heat, so no payment is asked
    assert s.pending.kind == "option"  # plants or animals: the card itself goes on
    s = RULES.apply(s, ChooseOption(0, 0)).state
    p = s.players[0]
    assert (p.resources[MC], p.resources[HEAT], p.resources[PLANTS]) == (9, 0, 4)
    s = RULES.apply(helion(10, 6), PlayCard(0, "Local Heat Trapping")).state
    assert s.pending.kind == "payment"
    assert sorted(tuple(o) for o in s.pending.data["options"]) == [(0, 0, 0, 1), (1, 0, 0, 0)]
    s = RULES.apply(s, Pay(0, 0, 0, 0, 1)).state
    assert (s.players[0].resources[MC], s.players[0].resources[HEAT]) == (10, 0)
