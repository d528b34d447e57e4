"""Writes the §22 scenario files (run once; the JSON files are the tests, this only typed them)."""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).parent / "scenarios"
EX = {"season": "exploration", "phase": "mars"}
R = lambda n, **k: {"number": n, "survey": 1, "storage": 3, **k}  # noqa: E731

S = {}
S["s01_two_shields_both_used"] = {
    "title": "§22 S1 (seed Example 1): both Shields are used and discarded for one destruction",
    "given": {
        **EX,
        "cards": {"X": {}},
        "mars_row": ["Hostile Creature", "Magnetic Storm"],
        "vp_deck": [2],
        "players": [{"deployed": ["Shield", "Shield", "X"]}, {"deployed": ["Cannon"]}],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {
        "creatures_resolved": 1,
        "players": [{"deployed": ["X"], "discard": ["Shield", "Shield"], "robot_chits": 0}, {"vp": [2]}],
    },
}
S["s01b_two_shields_three_destructions"] = {
    "title": "§22 S1b: Defense 2 cancels two of three destructions; X is destroyed and a chit goes to the robot",
    "given": {
        **EX,
        "cards": {"X": {}, "Gun3": {"combat": 3}},
        "mars_row": ["Hostile Creature"],
        "deck_a": ["Collect/Survey"],
        "creatures_resolved": 2,
        "vp_deck": [2],
        "players": [{"deployed": ["Shield", "Shield", "X"]}, {"deployed": ["Gun3"]}],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {
        "players": [
            {"deployed": [], "discard": ["Shield", "Shield", "X"], "robot_chits": 1, "eliminated": False},
            {"vp": [2]},
        ]
    },
}
S["s02_dialogue_cannot_be_declined"] = {
    "title": "§22 S2 (seed Example 2): Dialogue collects even with Combat 5; the creature counter still rises",
    "given": {
        **EX,
        "cards": {"Gun3": {"combat": 3}},
        "mars_row": ["Friendly Creature"],
        "deck_a": ["Sandstorm"],
        "creatures_resolved": 2,
        "vp_deck": [4, 3],
        "players": [
            {"robot": R(1, dialogue=1, collection=1, combat=5), "robot_chits": 1},
            {"deployed": ["Gun3"]},
        ],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {
        "creatures_resolved": 3,
        "vp_deck": [],
        "players": [{"robot_chits": 0, "vp": [4]}, {"vp": [3]}],
    },
}
S["s03_sandstorm_counts_shields_first"] = {
    "title": "§22 S3: Sandstorm counts the Shield before it is used: 2 destructions, one cancelled",
    "given": {
        **EX,
        "cards": {"P2": {}, "P3": {}, "P4": {}},
        "mars_row": ["Sandstorm", "Collect/Survey"],
        "players": [{"deployed": ["Shield", "P2", "P3", "P4"]}],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {"players": [{"deployed": ["P3", "P4"], "discard": ["Shield", "P2"], "robot_chits": 1}]},
}
S["s04_friendly_fighters_and_collectors"] = {
    "title": "§22 S4: Friendly Creature (R=2): collectors and fighters acquire together in priority order",
    "setup": {"players": 3},
    "given": {
        **EX,
        "cards": {"X": {"survey": 2}, "A": {}, "B": {}},
        "mars_row": ["Friendly Creature"],
        "deck_a": ["Collect/Survey"],
        "creatures_resolved": 1,
        "vp_deck": [2, 4, 3],
        "players": [
            {
                "robot": R(2, mobility=1, dialogue=1, collection=2),
                "robot_chits": 1,
                "deployed": [{"card": "X", "chits": 2}],
            },
            {"robot": R(4, mobility=3, combat=2)},
            {"robot": R(1, combat=1), "deployed": ["A", "B"]},
        ],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {
        "creatures_resolved": 2,
        "vp_deck": [],
        "players": [
            {"deployed": [{"card": "X", "chits": 0}], "robot_chits": 1, "vp": [3, 2]},
            {"vp": [4]},
            {"deployed": ["B"], "discard": ["A"], "robot_chits": 1, "vp": []},
        ],
    },
}
S["s05_advertisement_stacking"] = {
    "title": "§22 S5 (ruling RB-06): Advertisements score themselves and every part to their right, and stack",
    "given": {
        "cards": {"X": {}, "Y": {}},
        "players": [{"deployed": ["Advertisement", "X", "Advertisement", "Y"], "vp": [4, 2]}],
    },
    "steps": [{"do": "end_game"}],
    "expect": {
        "game_over": True,
        "winner": 0,
        "score": [{"total": 12, "vp_cards": 6, "advertisement": 6}, {"total": 0}],
    },
}
S["s06_end_game_planning_two_cards"] = {
    "title": "§22 S6: with 2 Mars cards left everybody programs 2; the game ends after the second Mars phase",
    "given": {
        "season": "planning",
        "mars_row": ["Collect/Survey", "Sandstorm"],
        "players": [{"hand": ["Cannon", "Sensor", "Drive"]}, {"hand": ["Cannon", "Sensor", "Drive"]}],
    },
    "steps": [
        {"do": "plan", "player": 0, "cards": ["Cannon", "Sensor", "Drive"], "expect_error": "exactly 2"},
        {"do": "plan", "player": 0, "cards": ["Cannon", "Sensor"]},
        {"do": "plan", "player": 0, "cards": ["Drive"], "expect_error": "already"},
        {"do": "plan", "player": 1, "cards": ["Drive", "Cannon"]},
        {"do": "play_phase"},
        {"do": "mars_phase"},
        {"do": "play_phase"},
        {"do": "mars_phase"},
        {"do": "play_phase", "expect_error": "over"},
    ],
    "expect": {
        "game_over": True,
        "mars_row": [],
        "sizes": {"mars_discard": 2},
        "players": [
            {
                "deployed": [{"card": "Sensor", "chits": 1}],
                "discard": ["Cannon"],
                "hand": ["Drive"],
                "programmed": [],
                "robot_chits": 1,
            },
            {"deployed": ["Cannon"], "discard": ["Drive"], "hand": ["Sensor"], "robot_chits": 1},
        ],
    },
}
S["s06b_extra_phase_ends_the_game"] = {
    "title": "§22 S6b: an extra Mars phase resolves the last card; the second programmed parts stay face-down",
    "given": {
        "season": "planning",
        "mars_row": ["Collect/Survey", "Sandstorm"],
        "progress_row": 1,
        "players": [{"hand": ["Shield", "Cannon"]}, {"hand": ["Drive", "Cannon"]}],
    },
    "steps": [
        {"do": "plan", "player": 1, "cards": ["Drive", "Cannon"]},
        {"do": "plan", "player": 0, "cards": ["Shield", "Cannon"]},
        {"do": "play_phase"},
        {"do": "mars_phase"},
    ],
    "expect": {
        "game_over": True,
        "progress_row": 0,
        "progress_deck": 8,
        "mars_row": [],
        "players": [
            {"programmed": ["Cannon"], "deployed": ["Shield"]},
            {"programmed": ["Cannon"], "deployed": ["Drive"]},
        ],
    },
}
for n, chits in ((3, 13), (2, 14), (4, 12)):
    S[f"s07_setup_{n}_players" if n == 3 else f"s07{'b' if n == 2 else 'c'}_setup_{n}_players"] = {
        "title": f"§22 S7: setup with {n} players",
        "setup": {"players": n, "seed": 7},
        "steps": [],
        "expect": {
            "round": 1,
            "season": "development",
            "mars_row_letters": "ABABAB",
            "chit_supply": chits,
            "sizes": {
                "mars_row": 6,
                "deck_a": 9,
                "deck_b": 9,
                "mars_discard": 0,
                "vp_deck": 32,
                "vp_discard": 0,
                "supply": 40,
            },
            "progress_row": 0,
            "progress_deck": 8,
            "players": [{"hand_size": 12, "robot_chits": 1, "chits": 1, "deployed": [], "vp": []}] * n,
        },
    }
S["s08_priority_order"] = {
    "title": "§22 S8: priority order: Mobility first, then the lower robot number",
    "setup": {"players": 4},
    "given": {
        "players": [
            {"robot": R(5, mobility=2)},
            {"robot": R(3, mobility=2)},
            {"robot": R(8, mobility=3)},
            {"robot": R(1)},
        ]
    },
    "expect": {"order": [2, 1, 0, 3]},
}
S["s09_final_tie_break"] = {
    "title": "§22 S9: a tie on points goes to the higher robot number among the tied",
    "setup": {"players": 3},
    "given": {
        "players": [
            {"robot": R(2, storage=5), "vp": [4, 4, 4, 3]},
            {"robot": R(7, storage=5), "vp": [4, 4, 4, 3]},
            {"robot": R(8, storage=5), "vp": [4, 4, 4]},
        ]
    },
    "steps": [{"do": "end_game"}],
    "expect": {"game_over": True, "winner": 1, "score": [{"total": 15}, {"total": 15}, {"total": 12}]},
}
S["s10_development_purchase"] = {
    "title": "§22 S10: buying a special part pays its cost (default: leftmost part first); short or empty piles refused",
    "given": {
        "cards": {"S": {"survey": 2}, "Cheap": {"cost": 2}, "Dear": {"cost": 4}, "Gone": {"cost": 1}},
        "supply": {"Cheap": 4, "Dear": 4, "Gone": 0},
        "players": [{"robot_chits": 1, "deployed": [{"card": "S", "chits": 2}]}],
    },
    "steps": [
        {"do": "develop", "player": 1, "action": "pass", "expect_error": "not your development turn"},
        {"do": "develop", "player": 0, "action": "buy", "card": "Dear", "expect_error": "enough data chits"},
        {"do": "develop", "player": 0, "action": "buy", "card": "Gone", "expect_error": "not in the supply"},
        {"do": "develop", "player": 0, "action": "buy", "card": "Cheap"},
    ],
    "expect": {
        "chit_supply": 15,
        "supply": {"Cheap": 3, "Dear": 4, "Gone": 0},
        "season": "development",
        "players": [{"hand": ["Cheap"], "deployed": [{"card": "S", "chits": 0}], "robot_chits": 1}],
    },
}
S["s10b_purchase_with_chosen_chits"] = {
    "title": "§22 S10 / G26: the buyer may choose which chits pay",
    "given": {
        "cards": {"S": {"survey": 2}, "Cheap": {"cost": 2}},
        "supply": {"Cheap": 4},
        "players": [{"robot_chits": 1, "deployed": [{"card": "S", "chits": 2}]}],
    },
    "steps": [
        {
            "do": "develop",
            "player": 0,
            "action": "buy",
            "card": "Cheap",
            "pay": ["robot", 0, 0],
            "expect_error": "exactly the cost",
        },
        {
            "do": "develop",
            "player": 0,
            "action": "buy",
            "card": "Cheap",
            "pay": ["robot", "robot"],
            "expect_error": "so many chits",
        },
        {
            "do": "develop",
            "player": 0,
            "action": "buy",
            "card": "Cheap",
            "pay": ["robot", 5],
            "expect_error": "no such card",
        },
        {"do": "develop", "player": 0, "action": "buy", "card": "Cheap", "pay": ["robot", 0]},
        {"do": "develop", "player": 1, "action": "pass"},
    ],
    "expect": {
        "season": "planning",
        "players": [{"hand": ["Cheap"], "deployed": [{"card": "S", "chits": 1}], "robot_chits": 0}],
    },
}
S["s11_recover_from_discard"] = {
    "title": "§22 S11: recovering one card of the own discard pile",
    "given": {"players": [{"discard": ["Cannon", "Shield"]}]},
    "steps": [
        {"do": "develop", "player": 0, "action": "recover", "card": "Sensor", "expect_error": "discard"},
        {"do": "develop", "player": 0, "action": "recover", "card": "Shield"},
    ],
    "expect": {"players": [{"hand": ["Shield"], "discard": ["Cannon"]}]},
}
S["s12_extra_mars_phase"] = {
    "title": "§22 S12: progress reaches N=3 after a play phase: one extra Mars phase, then play phase 2",
    "setup": {"players": 3},
    "given": {
        "season": "exploration",
        "cards": {"Flag": {"progress": 1}},
        "progress_row": 1,
        "mars_row": ["Collect/Survey", "Sandstorm", "Magnetic Storm"],
        "players": [{"programmed": ["Flag"]}, {"programmed": ["Flag"]}, {"programmed": ["Cannon"]}],
    },
    "steps": [{"do": "play_phase"}],
    "expect": {"progress_row": 3, "progress_deck": 5, "phase": "mars"},
}
S["s12b_extra_mars_phase_resolves"] = {
    **S["s12_extra_mars_phase"],
    "title": "§22 S12: the Mars phase and its extra Mars phase resolve two cards",
    "steps": [{"do": "play_phase"}, {"do": "mars_phase"}],
    "expect": {
        "progress_row": 0,
        "progress_deck": 8,
        "iteration": 2,
        "phase": "play",
        "mars_row": ["Magnetic Storm"],
        "mars_discard": ["Collect/Survey", "Sandstorm"],
    },
}
S["s13_chained_extra_mars_phases"] = {
    "title": "§22 S13: progress 4 with N=2 chains two extra Mars phases",
    "given": {
        "season": "exploration",
        "cards": {"Flag": {"progress": 1}, "Flag2": {"progress": 2}},
        "progress_row": 1,
        "mars_row": ["Collect/Survey", "Sandstorm", "Magnetic Storm", "Sandstorm"],
        "players": [{"programmed": ["Flag2"]}, {"programmed": ["Flag"]}],
    },
    "steps": [{"do": "play_phase"}, {"do": "mars_phase"}],
    "expect": {
        "progress_row": 0,
        "iteration": 2,
        "phase": "play",
        "mars_row": ["Sandstorm"],
        "sizes": {"mars_discard": 3},
    },
}
COLLECT = {
    **EX,
    "cards": {"A": {"survey": 2}, "B": {}, "C": {"survey": 1}},
    "mars_row": ["Collect/Survey"],
    "deck_b": ["Sandstorm"],
    "vp_deck": [2, 2, 2, 2, 2],
}
for suffix, coll, row, robot_chits, vp in (
    ("", 2, [0, 0, 1], 1, 2),
    ("b", 3, [0, 0, 0], 1, 3),
    ("c", 5, [0, 0, 0], 0, 4),
    ("d", 0, [2, 0, 1], 1, 0),
):
    S[f"s14{suffix}_collect_payment_collection_{coll}"] = {
        "title": f"§22 S14: Collection {coll} pays from the leftmost part first, the robot last",
        "given": {
            **COLLECT,
            "players": [
                {
                    "robot": R(1, collection=coll, storage=5),
                    "robot_chits": 1,
                    "deployed": [{"card": "A", "chits": 2}, "B", {"card": "C", "chits": 1}],
                },
                {"robot_chits": 1},
            ],
        },
        "steps": [{"do": "mars_phase"}],
        "expect": {
            "players": [
                {
                    "deployed": [{"card": n, "chits": c} for n, c in zip("ABC", row, strict=True)],
                    "robot_chits": robot_chits,
                    "vp": [2] * vp,
                }
            ]
        },
    }
S["s15_survey_top_up"] = {
    "title": "§22 S15: Survey tops every card up to its own Survey value",
    "given": {
        **EX,
        "cards": {"Z": {"survey": 2}, "Q": {}},
        "mars_row": ["Collect/Survey"],
        "players": [{"deployed": [{"card": "Sensor", "chits": 1}, "Z", "Q"]}, {"robot_chits": 1}],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {
        "chit_supply": 11,
        "players": [
            {
                "robot_chits": 1,
                "deployed": [
                    {"card": "Sensor", "chits": 1},
                    {"card": "Z", "chits": 2},
                    {"card": "Q", "chits": 0},
                ],
            }
        ],
    },
}
S["s16_vp_draft_with_storage_overflow"] = {
    "title": "§22 S16: the VP draft takes the best card in priority order; overflow discards the lowest",
    "given": {
        **EX,
        "mars_row": ["Collect/Survey"],
        "vp_deck": [3, 2, 4],
        "players": [
            {"robot": R(1, mobility=2, collection=1, storage=2), "robot_chits": 1, "vp": [4, 3]},
            {"robot": R(2, mobility=1, collection=2, survey=2), "robot_chits": 2},
        ],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {"vp_discard": [3], "players": [{"vp": [4, 4]}, {"vp": [3, 2]}]},
}
S["s17_creature_requirement_and_no_room"] = {
    "title": "§22 S17: the third creature needs Combat 3; a chit is gained only with free capacity",
    "given": {
        **EX,
        "cards": {"A": {}, "B": {}, "C": {}},
        "mars_row": ["Hostile Creature"],
        "deck_a": ["Sandstorm"],
        "mars_discard": ["Friendly Creature", "Hostile Creature"],
        "vp_deck": [4],
        "players": [{"robot": R(1, combat=3)}, {"robot": R(2, combat=1), "deployed": ["A", "B", "C"]}],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {
        "creatures_resolved": 3,
        "players": [{"vp": [4]}, {"deployed": ["C"], "discard": ["A", "B"], "robot_chits": 1}],
    },
}
S["s18_elimination"] = {
    "title": "§22 S18: a robot without deployed parts is lost; N drops to 2 for the check right after",
    "setup": {"players": 3},
    "given": {
        **EX,
        "progress_row": 2,
        "mars_row": ["Hostile Creature", "Magnetic Storm", "Sandstorm"],
        "vp_deck": [2, 2],
        "players": [
            {"robot": R(1, combat=1), "vp": [3]},
            {"robot": R(2, combat=1)},
            {
                "robot": R(3),
                "programmed": ["Cannon", "Drive"],
                "hand": ["Repair Tool"],
                "vp": [4],
                "robot_chits": 1,
            },
        ],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {
        "progress_row": 0,
        "mars_row": ["Sandstorm"],
        "order": [0, 1],
        "vp_deck": [],
        "players": [
            {"vp": [3, 2]},
            {"vp": [2]},
            {
                "eliminated": True,
                "vp": [],
                "robot_chits": 0,
                "programmed": ["Cannon", "Drive"],
                "hand": ["Repair Tool"],
            },
        ],
    },
}
S["s19_storage_loss_through_destruction"] = {
    "title": "§22 S19: losing a Storage part discards the lowest VP cards down to the new limit",
    "given": {
        **EX,
        "cards": {"S": {"storage": 2}, "T": {}},
        "mars_row": ["Sandstorm"],
        "deck_a": ["Sandstorm"],
        "players": [{"robot": R(1, storage=1), "deployed": ["S", "T"], "vp": [4, 3, 2]}],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {
        "vp_discard": [2, 3],
        "players": [{"deployed": ["T"], "vp": [4], "discard": ["S"], "robot_chits": 1}],
    },
}
S["s20_complex_terrain"] = {
    "title": "§22 S20: Complex Terrain: the first gains a right, the last discards its lowest VP card",
    "setup": {"players": 3},
    "given": {
        **EX,
        "mars_row": ["Complex Terrain"],
        "deck_b": ["Sandstorm"],
        "vp_deck": [3],
        "players": [
            {"robot": R(2, mobility=1)},
            {"robot": R(6, mobility=1), "vp": [4, 2]},
            {"robot": R(3, mobility=2)},
        ],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {"order": [2, 0, 1], "vp_discard": [2], "players": [{"vp": []}, {"vp": [4]}, {"vp": [3]}]},
}
STORM = {
    **EX,
    "mars_row": ["Magnetic Storm"],
    "deck_b": ["Sandstorm"],
    "players": [{"hand": ["Cannon", "Missile", "Repair Tool"]}, {"hand": ["Sensor"]}, {"hand": []}],
}
S["s21_magnetic_storm"] = {
    "title": "§22 S21: Magnetic Storm: two chosen cards; fewer than two discards what exists (RB-11)",
    "setup": {"players": 3},
    "given": STORM,
    "steps": [
        {
            "do": "mars_phase",
            "answers": [
                {"discard": ["Missile", "Repair Tool"], "player": 0},
                {"discard": ["Sensor"], "player": 1},
            ],
        }
    ],
    "expect": {
        "players": [
            {"hand": ["Cannon"], "discard": ["Missile", "Repair Tool"]},
            {"hand": [], "discard": ["Sensor"]},
            {"hand": [], "discard": []},
        ]
    },
}
S["s21b_magnetic_storm_default_keeps_repair_tool"] = {
    "title": "§22 S21 / ruling RB-41: unanswered, the storm discards the first two cards and keeps the Repair Tool",
    "setup": {"players": 3},
    "given": STORM,
    "steps": [{"do": "mars_phase"}],
    "expect": {
        "players": [
            {"hand": ["Repair Tool"], "discard": ["Cannon", "Missile"]},
            {"hand": [], "discard": ["Sensor"]},
        ]
    },
}
S["s21c_magnetic_storm_illegal_answer"] = {
    "title": "§22 S21: an answer naming a card not in hand is refused",
    "setup": {"players": 3},
    "given": STORM,
    "steps": [
        {
            "do": "mars_phase",
            "answers": [{"discard": ["Shield", "Cannon"], "player": 0}],
            "expect_error": "not legal",
        }
    ],
    "expect": {"mars_row": ["Magnetic Storm"]},
}
S["s22_repair_tool_reveal"] = {
    "title": "§22 S22: a revealed Repair Tool returns with the whole discard pile to hand",
    "given": {
        "season": "exploration",
        "mars_row": ["Sandstorm"],
        "players": [{"programmed": ["Repair Tool", "Cannon"], "discard": ["Cannon", "Shield", "Sensor"]}],
    },
    "steps": [{"do": "play_phase"}],
    "expect": {
        "phase": "mars",
        "players": [
            {
                "hand": ["Repair Tool", "Cannon", "Shield", "Sensor"],
                "discard": [],
                "deployed": [],
                "programmed": ["Cannon"],
            }
        ],
    },
}
S["s23_mars_row_refill"] = {
    "title": "§22 S23: the refill continues the A/B alternation from the rightmost card",
    "given": {
        "season": "end_of_round",
        "mars_row": ["Hostile Creature", "Collect/Survey"],
        "deck_a": ["Magnetic Storm", "Complex Terrain", "Collect/Survey"],
        "deck_b": ["Sandstorm", "Friendly Creature"],
    },
    "steps": [{"do": "end_round"}],
    "expect": {
        "round": 2,
        "season": "development",
        "mars_row_letters": "BABABA",
        "mars_row": [
            "Hostile Creature",
            "Collect/Survey",
            "Sandstorm",
            "Magnetic Storm",
            "Friendly Creature",
            "Complex Terrain",
        ],
        "deck_a": ["Collect/Survey"],
        "deck_b": [],
    },
}
S["s23b_refill_near_the_end"] = {
    "title": "§22 S23: near the end the refill stops when the decks run out",
    "given": {
        "season": "end_of_round",
        "mars_row": ["Hostile Creature", "Collect/Survey"],
        "deck_b": ["Sandstorm"],
    },
    "steps": [{"do": "end_round"}],
    "expect": {
        "mars_row": ["Hostile Creature", "Collect/Survey", "Sandstorm"],
        "sizes": {"deck_a": 0, "deck_b": 0},
    },
}
S["s24_end_with_programmed_parts_and_final_collect"] = {
    "title": "§22 S24: the 24th card ends the game at once; the final Collect/Survey and scoring follow",
    "given": {
        "season": "exploration",
        "iteration": 2,
        "phase": "mars",
        "cards": {"S": {"survey": 1}},
        "mars_row": ["Sandstorm"],
        "mars_discard": ["Collect/Survey"],
        "vp_deck": [3],
        "players": [
            {
                "robot": R(1, collection=1),
                "robot_chits": 1,
                "programmed": ["Cannon"],
                "deployed": [{"card": "S", "chits": 1}],
            },
            {},
        ],
    },
    "steps": [{"do": "mars_phase"}, {"do": "explore", "expect_error": "over"}],
    "expect": {
        "game_over": True,
        "winner": 0,
        "score": [{"total": 3}, {"total": 0}],
        "players": [
            {"programmed": ["Cannon"], "deployed": [{"card": "S", "chits": 0}], "robot_chits": 1, "vp": [3]},
            {"robot_chits": 1, "vp": []},
        ],
    },
}
S["s25_vp_deck_reshuffle"] = {
    "title": "§22 S25: the VP deck is drawn dry, then the discard is shuffled into a new deck",
    "given": {
        **EX,
        "mars_row": ["Collect/Survey"],
        "deck_b": ["Sandstorm"],
        "vp_deck": [4, 4],
        "vp_discard": [2, 2, 2, 3, 3],
        "players": [{"robot": R(1, collection=3, survey=3, storage=5), "robot_chits": 3}, {"robot_chits": 1}],
    },
    "steps": [{"do": "mars_phase"}],
    "expect": {"sizes": {"vp_deck": 4, "vp_discard": 0}, "players": [{"robot_chits": 0}]},
}

if __name__ == "__main__":
    for name, data in S.items():
        (OUT / f"{name}.json").write_text(
            json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
        )
    print(len(S), "files")
