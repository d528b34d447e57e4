"""VP so far: the engine scores the position as if the game ended now (all of it public)."""

from __future__ import annotations

from game.tm.scenarios.model import parse_scenario
from game.tm.scenarios.position import build_position
from game.tm.scoring import vp_so_far


def test_vp_so_far_counts_tr_tiles_milestones_awards_and_card_vp():
    s = build_position(
        parse_scenario(
            {
                "setup": {"players": 3},
                "given": {
                    "players": [
                        {
                            "tr": 23,
                            "played": ["Search For Life"],
                            "card_resources": {"Search For Life": 1},
                            "resources": {"heat": 9},
                        },
                        {"tr": 21, "resources": {"heat": 4}},
                        {"tr": 20},
                    ],
                    "tiles": [
                        {"space": "19", "tile": "city", "owner": 0},
                        {"space": "20", "tile": "greenery", "owner": 0},
                        {"space": "21", "tile": "greenery", "owner": 1},
                    ],
                    "claimed_milestones": {"Mayor": 1},
                    "funded_awards": {"Thermalist": 2},
                },
            }
        )
    )
    # Seat 0: TR 23 + greenery 1 + city next to 1 greenery 1 + Search For Life 3 + Thermalist first 5.
    # Seat 1: TR 21 + greenery 1 + Mayor 5 + Thermalist second 2. Seat 2: TR 20, funding scores nothing.
    assert vp_so_far(s) == [33, 29, 20]
