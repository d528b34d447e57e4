"""The contract's outcome for Terraforming Mars: scores by category, ranks with the M€ tie-break,
shared victories, and the solo result that only terraforming in time wins ([SOLO-3], AMB-17)."""

from __future__ import annotations

import pytest

from game.tm.commands import Pass
from game.tm.rules import RULES
from game.tm.scenarios import run_scenario
from game.tm.scenarios.model import parse_scenario
from game.tm.scenarios.position import build_position
from tests.support.tm_positions import ocean_tiles


def finished(data: dict):
    outcome = run_scenario(parse_scenario(data | {"steps": [{"do": "final_scoring"}]}))
    assert outcome.passed, outcome.message
    return outcome.state


def test_ranks_follow_vp_then_megacredits():
    s = finished(
        {
            "setup": {"players": 3},
            "given": {
                "players": [
                    {"tr": 25, "resources": {"megacredits": 3}},
                    {"tr": 25, "resources": {"megacredits": 9}},
                    {"tr": 22},
                ]
            },
        }
    )
    out = RULES.outcome(s)
    assert [(r.seat, r.score, r.rank) for r in out.results] == [(0, 25, 2), (1, 25, 1), (2, 22, 3)]
    assert out.winners == (1,) and out.result(0).breakdown["tr"] == 25


def test_a_full_tie_is_a_shared_victory():
    out = RULES.outcome(finished({"setup": {"players": 2}}))
    assert out.winners == (0, 1) and [r.rank for r in out.results] == [1, 1]


@pytest.mark.parametrize(("oxygen", "won"), [(14, True), (13, False)])
def test_solo_is_won_only_by_terraforming(oxygen, won):
    given = {
        "generation": 14,
        "temperature": 8,
        "oxygen": oxygen,
        "oceans": 9,
        "tiles": ocean_tiles(9),
        "players": [{"tr": 40}],
    }
    s = build_position(parse_scenario({"setup": {"solo": True}, "given": given}))
    s = RULES.apply(s, Pass(0)).state
    out = RULES.outcome(s)
    assert out.winners == ((0,) if won else ()) and out.results[0].rank == 1


def test_outcome_of_a_game_in_progress_is_refused():
    s = RULES.new_game(RULES.setup_from_data({"players": 2}), 1)
    with pytest.raises(ValueError, match="not over"):
        RULES.outcome(s)
