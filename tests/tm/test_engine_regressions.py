"""Regression tests for engine bugs found while writing the rule scenarios (tests/tm/scenarios)."""

from __future__ import annotations

import pytest

from game.core import IllegalCommand
from game.tm.commands import ChoosePlayer, ChooseSpace, EndTurn, Pay, PlayCard, StandardProject
from game.tm.rules import RULES
from game.tm.scenarios.model import parse_scenario
from game.tm.scenarios.position import build_position
from game.tm.state import ENERGY, HEAT, MC, PLANTS, STEEL, TITANIUM


def position(given: dict, players: int = 2) -> object:
    return build_position(parse_scenario({"setup": {"players": players}, "given": given}))


def helion(mc: int, heat: int):
    return position(
        {
            "players": [
                {
                    "corporation": "Helion",
                    "resources": {"megacredits": mc, "heat": heat},
                    "hand": ["Local Heat Trapping"],
                }
            ]
        }
    )


def test_helion_cannot_pay_local_heat_trapping_with_the_heat_its_effect_spends():
    s = helion(0, 5)  # 1 heat for the card would leave 4 of the 5 heat the card spends
    assert PlayCard(0, "Local Heat Trapping") not in RULES.legal_commands(s)
    with pytest.raises(IllegalCommand, match="cannot afford Local Heat Trapping"):
        RULES.apply(s, PlayCard(0, "Local Heat Trapping"))


def test_helion_pays_local_heat_trapping_with_spare_heat():
    s = RULES.apply(helion(0, 6), PlayCard(0, "Local Heat Trapping")).state
    assert s.pending is None  # no animal card to add to: the 4 plants come without a choice
    p = s.players[0]
    assert (p.resources[MC], p.resources[HEAT], p.resources[PLANTS]) == (0, 0, 4)


def test_helion_payment_options_keep_the_heat_the_card_needs():
    s = RULES.apply(helion(10, 5), PlayCard(0, "Local Heat Trapping")).state
    # paying 1 MC is the only way that keeps the 5 heat, so no payment is asked; with no animal
    # card the plants are the only option, so no choice is asked either
    assert s.pending is None
    p = s.players[0]
    assert (p.resources[MC], p.resources[HEAT], p.resources[PLANTS]) == (9, 0, 4)
    s = RULES.apply(helion(10, 6), PlayCard(0, "Local Heat Trapping")).state
    assert s.pending.kind == "payment"
    assert sorted(tuple(o) for o in s.pending.data["options"]) == [(0, 0, 0, 1), (1, 0, 0, 0)]
    s = RULES.apply(s, Pay(0, 0, 0, 0, 1)).state
    assert (s.players[0].resources[MC], s.players[0].resources[HEAT]) == (10, 0)


# --- Robotic Workforce copies the whole production box (reference RoboticWorkforceBase) --------------
def test_robotic_workforce_copies_mining_rights_production():
    s = position(
        {"players": [{"resources": {"megacredits": 18}, "hand": ["Mining Rights", "Robotic Workforce"]}]}
    )
    s = RULES.apply(s, PlayCard(0, "Mining Rights")).state
    s = RULES.apply(s, ChooseSpace(0, "58")).state  # titanium bonus: titanium production +1
    assert s.players[0].production[TITANIUM] == 1
    assert PlayCard(0, "Robotic Workforce") in RULES.legal_commands(s)
    s = RULES.apply(s, PlayCard(0, "Robotic Workforce")).state
    assert s.pending is None
    assert s.players[0].production[TITANIUM] == 2 and s.players[0].production[STEEL] == 0


def test_robotic_workforce_copies_the_any_player_decrease():
    s = position(
        {
            "players": [
                {"resources": {"megacredits": 9}, "hand": ["Robotic Workforce"], "played": ["Heat Trappers"]},
                {"production": {"heat": 2}},
                {"production": {"heat": 3}},
            ],
        },
        players=3,
    )
    s = RULES.apply(s, PlayCard(0, "Robotic Workforce")).state
    assert s.pending.kind == "player" and s.pending.data["options"] == [1, 2]  # seat 0 has no heat production
    assert s.players[0].production[ENERGY] == 1
    s = RULES.apply(s, ChoosePlayer(0, 2)).state
    assert [p.production[HEAT] for p in s.players] == [0, 2, 1]


def test_robotic_workforce_needs_a_target_for_the_copied_decrease():
    s = position(
        {
            "players": [
                {"resources": {"megacredits": 9}, "hand": ["Robotic Workforce"], "played": ["Heat Trappers"]}
            ]
        }
    )
    assert PlayCard(0, "Robotic Workforce") not in RULES.legal_commands(s)
    with pytest.raises(IllegalCommand, match="no building card"):
        RULES.apply(s, PlayCard(0, "Robotic Workforce"))


# --- a player acting alone has one continuous turn: end turn is refused, not just unlisted ----
@pytest.mark.parametrize("solo", [True, False])
def test_end_turn_refused_while_acting_alone(solo):
    data = {
        "setup": {"solo": True} if solo else {"players": 2},
        "given": {"players": [{"resources": {"megacredits": 22}}]},
    }
    s = build_position(parse_scenario(data))
    if not solo:
        s.players[1].passed = True
    s = RULES.apply(s, StandardProject(0, "Power Plant")).state
    assert s.active == 0 and s.actions_this_turn == 1
    assert EndTurn(0) not in RULES.legal_commands(s)
    with pytest.raises(IllegalCommand, match="keep taking actions until you pass"):
        RULES.apply(s, EndTurn(0))
    s = RULES.apply(s, StandardProject(0, "Power Plant")).state  # a third action is fine, too
    assert s.active == 0 and s.players[0].production[ENERGY] == 2


def test_end_turn_allowed_after_one_action_with_others_playing():
    s = position({"players": [{"resources": {"megacredits": 11}}]})
    s = RULES.apply(s, StandardProject(0, "Power Plant")).state
    assert EndTurn(0) in RULES.legal_commands(s)
    assert RULES.apply(s, EndTurn(0)).state.active == 1
