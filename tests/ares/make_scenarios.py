"""Writes the scenario files of spec §14 and §15 that the basic game covers (run once; the files are committed).

python -m tests.ares.make_scenarios
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).parent / "scenarios"


def unit(name, cost=1, type="infantry", init=2, inf=3, arm=1, air=0, bld=1, **abilities):
    return {
        "name": name,
        "cost": cost,
        "type": type,
        "initiative": init,
        "ratings": {"infantry": inf, "armour": arm, "air": air, "building": bld},
        **abilities,
    }


def building(*units, **kw):
    return {"kind": "building", "units": list(units), **kw}


CARDS = {
    "Hit": {"kind": "attack", "attack": "standard"},
    "Junk": {"kind": "special"},
    "Camp": building(unit("Rifles")),
}
FILES: dict[str, dict] = {}


def scenario(name, title, *, cards=None, given=None, steps=(), expect=None, setup=None):
    data = {"title": title}
    if setup:
        data["setup"] = setup
    data["cards"] = {**CARDS, **(cards or {})}
    if given is not None:
        data["given"] = given
    data["steps"] = list(steps)
    data["expect"] = expect or {}
    FILES[name] = data


def p(hand=("Junk", "Junk", "Junk"), deck=("Junk",) * 3, base=(), **kw):
    return {"hand": list(hand), "deck": list(deck), "base": list(base), **kw}


def frontier_battle(att, dfn, cards, **extra_given):
    """Player 1 holds the Frontier; player 0 attacks it and player 1 defends it."""
    given = {
        "frontier": 1,
        "players": [p(hand=("Hit", "Junk", "Junk"), base=att), p(base=dfn)],
        **extra_given,
    }
    steps = [
        {"do": "attack", "card": "Hit", "choice": "normal"},
        {"do": "declare", "player": 1, "defend": "frontier"},
    ]
    return given, steps


# §14 worked examples -------------------------------------------------------------------------------
scenario(
    "s01_troopers",
    "Scenario 1: 3 resources on a Barracks with Troopers up build 3 infantry (R-UNIT-2)",
    given={
        "frontier": 1,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(base=[{"card": "Barracks", "id": "B", "side": "Troopers", "resources": 3}]),
        ],
    },
    steps=[
        {"do": "attack", "card": "Hit", "choice": "normal"},
        {"do": "declare", "player": 1, "defend": "base"},
    ],
    expect={
        "players": [
            {},
            {"discard_size": 3, "base": [{"id": "B", "units": 3, "resources": 0, "type": "infantry"}]},
        ]
    },
)
for label, res, left in (("a", 3, 0), ("b", 5, 2)):
    scenario(
        f"s02{label}_heavy_tank",
        f"Scenario 2{label.upper()}: Heavy Tank with {res} resources: 1 armour, {left} left (R-UNIT-2)",
        given={
            "frontier": 1,
            "players": [
                p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
                p(base=[{"card": "Factory", "id": "F", "side": "Heavy Tank", "resources": res}]),
            ],
        },
        steps=[
            {"do": "attack", "card": "Hit", "choice": "normal"},
            {"do": "declare", "player": 1, "defend": "base"},
        ],
        expect={"players": [{}, {"base": [{"id": "F", "units": 1, "resources": left, "type": "armour"}]}]},
    )
eric_steps = [
    {"do": "build", "card": "Heliport", "side": "Predator", "id": "H"},
    {"do": "resource", "card": "Junk", "on": "O"},
    {"do": "resource", "card": "Junk", "on": "H"},
    {"do": "resource", "card": "Junk", "on": "O"},
    {"do": "build", "card": "Heavy Barracks", "side": "Rocket", "id": "HB"},
    {"do": "resource", "card": "Junk", "on": "O"},
    {"do": "resource", "card": "Junk", "on": "HB"},
    {"do": "resource", "card": "Junk", "on": "O"},
    {"do": "resource", "card": "Junk", "on": "HB"},
    {"do": "resource", "card": "Junk", "on": "O"},
    {"do": "resource", "card": "Junk", "on": "H"},
]
scenario(
    "s04_first_six_turns",
    "Scenario 4: the Terran's first six turns (resources need not be consecutive, R-UNIT-4)",
    given={
        "players": [
            p(hand=("Heliport", "Heavy Barracks", "Junk"), deck=("Junk",) * 8),
            p(hand=("Junk",) * 3, deck=("Junk",) * 8, base=[{"card": "Camp", "id": "O"}]),
        ]
    },
    steps=eric_steps[:4]
    + [{"do": "resource", "card": "Junk", "on": "O", "expect_error": "turn", "player": 1}]
    + eric_steps[4:],
    expect={
        "active_player": 1,
        "players": [
            {
                "hand_size": 3,
                "base": [
                    {"id": "H", "side": "Predator", "resources": 2, "units": 0},
                    {"id": "HB", "side": "Rocket", "resources": 2, "units": 0},
                ],
            },
            {},
        ],
    },
)
scenario(
    "s05_basic_construction",
    "Scenario 5: Ryan attacks, Eric constructs in the open: 2 Predators, 1 Rocket, 4 cards discarded",
    given={
        "frontier": 1,
        "active_player": 1,
        "players": [
            p(
                base=[
                    {"card": "Heliport", "id": "H", "side": "Predator", "resources": 2},
                    {"card": "Heavy Barracks", "id": "HB", "side": "Rocket", "resources": 2},
                ]
            ),
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "R", "units": 2}]),
        ],
    },
    steps=[
        {
            "do": "attack",
            "player": 1,
            "card": "Hit",
            "choice": "normal",
            "expect": {
                "players": [
                    {
                        "discard_size": 4,
                        "base": [
                            {"id": "H", "units": 2, "type": "air"},
                            {"id": "HB", "units": 1, "type": "infantry"},
                        ],
                    }
                ],
                "views": [{}, {"players": [{"base": [{"id": "H"}, {"id": "HB"}], "hand": None}]}],
            },
        }
    ],
)
for choice, at in (("normal", "frontier"), ("deep_strike", "base")):
    scenario(
        f"s06_{choice}_against_the_holder",
        f"Scenario 6: against the Frontier's holder a {choice} attack strikes the {at} (R-CMB-4)",
        given={
            "frontier": 1,
            "players": [
                p(
                    hand=("Hit", "Junk", "Junk"),
                    base=[
                        {
                            "card": "Camp",
                            "id": "A",
                            "units": 1,
                            **({"card": "Heliport", "side": "Predator"} if choice == "deep_strike" else {}),
                        }
                    ],
                ),
                p(base=[{"card": "Camp", "id": "B", "units": 1}]),
            ],
        },
        steps=[
            {"do": "attack", "card": "Hit", "choice": choice},
            {"do": "declare", "player": 1, "defend": "frontier"},
        ],
        expect={
            "combat": {
                "at": at,
                "marker": 6 if choice == "normal" else 3,
                "surprise": choice == "deep_strike",
            }
        },
    )
scenario(
    "s06_holder_attacks_the_base",
    "Scenario 6: the Frontier's holder's Normal Attack strikes the enemy base; no declaration",
    given={
        "frontier": 0,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(base=[{"card": "Camp", "id": "B", "units": 1}]),
        ],
    },
    steps=[
        {
            "do": "attack",
            "card": "Hit",
            "choice": "normal",
            "expect": {
                "combat": {
                    "at": "base",
                    "marker": 6,
                    "line": [
                        {"a": [], "d": ["base_left"]},
                        {"a": ["A"], "d": ["B"]},
                        {"a": [], "d": ["base_right"]},
                    ],
                }
            },
        }
    ],
    expect={"players": [{"scoring": 1}, {}]},
)
cody = [{"card": "Camp", "id": f"C{i}", "units": 1} for i in (1, 2, 3)]
john = [{"card": "Camp", "id": f"J{i}", "units": 1} for i in (1, 2, 3, 4)]
given7, steps7 = frontier_battle(cody, john, CARDS)
scenario(
    "s07_line_no_scouting",
    "Scenario 7: battle line without scouting (R-LINE-1, R-LINE-2)",
    given=given7,
    steps=steps7
    + [
        {"do": "place", "player": 0, "force": "C1"},
        {"do": "place", "player": 1, "force": "J1", "at": {"opposite": "C1"}},
        {"do": "place", "player": 1, "force": "J2", "at": "right"},
        {"do": "place", "player": 0, "force": "C2", "at": {"opposite": "J2"}},
        {"do": "place", "player": 0, "force": "C3", "at": "right"},
        {"do": "place", "player": 1, "force": "J3", "at": {"opposite": "C3"}},
        {
            "do": "place",
            "player": 1,
            "force": "J4",
            "at": "right",
            "expect": {
                "combat": {
                    "line": [
                        {"a": ["C1"], "d": ["J1"]},
                        {"a": ["C2"], "d": ["J2"]},
                        {"a": ["C3"], "d": ["J3"]},
                        {"a": [], "d": ["J4"]},
                    ],
                    "waiting": {"player": 1, "do": "move"},
                }
            },
        },
    ],
)
scout = {"Post": building(unit("Scouts", scouting=1)), "Eyes": building(unit("Watchers", scouting=3))}
cody8 = [{"card": "Eyes", "id": "C1", "units": 1}] + [
    {"card": "Camp", "id": f"C{i}", "units": 1} for i in (2, 3)
]
john8 = [{"card": "Post", "id": "J1", "units": 1}] + [
    {"card": "Camp", "id": f"J{i}", "units": 1} for i in (2, 3, 4)
]
scenario(
    "s08_line_scouting_base",
    "Scenario 8: scouting 3 against 1: John places 2 first; Base cards at both ends (R-LINE-3, R-LINE-4)",
    cards=scout,
    given={"frontier": 0, "players": [p(hand=("Hit", "Junk", "Junk"), base=cody8), p(base=john8)]},
    steps=[
        {
            "do": "attack",
            "card": "Hit",
            "choice": "normal",
            "expect": {"combat": {"waiting": {"player": 1, "do": "place"}}},
        },
        {"do": "place", "player": 1, "force": "J1"},
        {"do": "place", "player": 1, "force": "J2", "at": "right"},
        {"do": "place", "player": 0, "force": "C1", "at": {"opposite": "J1"}},
        {"do": "place", "player": 0, "force": "C2", "at": {"opposite": "J2"}},
        {"do": "place", "player": 0, "force": "C3", "at": "right"},
        {"do": "place", "player": 1, "force": "J3", "at": {"opposite": "C3"}},
        {
            "do": "place",
            "player": 1,
            "force": "J4",
            "at": "left",
            "expect": {
                "combat": {
                    "line": [
                        {"a": [], "d": ["base_left"]},
                        {"a": [], "d": ["J4"]},
                        {"a": ["C1"], "d": ["J1"]},
                        {"a": ["C2"], "d": ["J2"]},
                        {"a": ["C3"], "d": ["J3"]},
                        {"a": [], "d": ["base_right"]},
                    ]
                }
            },
        },
    ],
)
x_row = [{"card": "Camp", "id": i, "units": 1} for i in ("B", "C")]
y_row = [
    {"card": "Post", "id": "D", "units": 1},
    {"card": "Post", "id": "E", "units": 1},
    {"card": "Camp", "id": "F", "units": 1},
    {"card": "Camp", "id": "G", "units": 1},
]
given9, steps9 = frontier_battle(x_row, y_row, CARDS)
scenario(
    "s09_positional_modifiers",
    "Scenario 9: positional modifiers: B at E 0, at D or F -1, at G -2; E at C -1 (R-POS-2)",
    cards=scout,
    given=given9,
    steps=steps9
    + [
        {"do": "place", "player": 0, "force": "B"},
        {"do": "place", "player": 0, "force": "C", "at": "right"},
        {"do": "place", "player": 1, "force": "E", "at": {"opposite": "B"}},
        {"do": "place", "player": 1, "force": "G", "at": {"opposite": "C"}},
        {"do": "place", "player": 1, "force": "D", "at": "left"},
        {"do": "place", "player": 1, "force": "F", "at": "right"},
        {
            "do": "move",
            "player": 1,
            "force": "F",
            "at": {"between": ["B", "C"]},
            "expect": {
                "combat": {
                    "line": [
                        {"a": [], "d": ["D"]},
                        {"a": ["B"], "d": ["E"]},
                        {"a": [], "d": ["F"]},
                        {"a": ["C"], "d": ["G"]},
                    ],
                    "to_hit": [
                        {"force": "B", "target": "E", "to_hit": 3},
                        {"force": "B", "target": "D", "to_hit": 2},
                        {"force": "B", "target": "F", "to_hit": 2},
                        {"force": "B", "target": "G", "to_hit": 1},
                        {"force": "E", "target": "C", "to_hit": 2},
                    ],
                }
            },
        },
    ],
)
rip = {"Rift": building(unit("Void Rip", 3, "armour", 1, 3, 3, 2, 3, shield=1))}
given11, steps11 = frontier_battle(
    [{"card": "Camp", "id": "A", "side": "Rifles", "units": 4}],
    [{"card": "Rift", "id": "V", "units": 3}],
    rip,
)
scenario(
    "s11_shield",
    "Scenario 11: Void Rip's shield takes the first of 3 hits; 1 unit remains (§9.8 Shield)",
    cards={**rip, "Camp": building(unit("Rifles", init=3, arm=5))},
    given=given11,
    steps=[
        steps11[0],
        {**steps11[1], "expect": {"players": [{}, {"base": [{"id": "V", "shields": 1}]}]}},
        {
            "do": "fire",
            "player": 0,
            "force": "A",
            "target": "V",
            "dice": [1, 2, 3, 6],
            "expect": {"players": [{}, {"base": [{"id": "V", "units": 1, "shields": 0}]}]},
        },
    ],
)


# §15 rule tests -------------------------------------------------------------------------------------
def declared_base(name, title, res_or_units, expect_b):
    scenario(
        name,
        title,
        given={
            "frontier": 1,
            "players": [
                p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
                p(base=[{"card": "Barracks", "id": "B", "side": "Troopers", **res_or_units}]),
            ],
        },
        steps=[
            {"do": "attack", "card": "Hit", "choice": "normal"},
            {"do": "declare", "player": 1, "defend": "base"},
        ],
        expect={
            "frontier": 0,
            "combat": None,
            "players": [{}, {"scoring": 1, "base": [{"id": "B", **expect_b}]}],
            "last_combat": {"winner": 0, "end": "no_battle", "scoring_card_to": 1},
        },
    )


declared_base(
    "t01_cap_of_four",
    "T1: 6 resources on Troopers build 4 (the cap), 2 remain (R-UNIT-3)",
    {"resources": 6},
    {"units": 4, "resources": 2},
)
declared_base(
    "t02_refill_to_four",
    "T2: 3 units and 2 resources build 1 more, 1 remains",
    {"units": 3, "resources": 2},
    {"units": 4, "resources": 1},
)
declared_base(
    "t15_defender_gives_up_frontier",
    "T15: the holder defends its base against a Normal Attack: the attacker takes the Frontier, the card goes to the holder (R-CMB-12)",
    {"units": 1},
    {"units": 1},
)

air = {"Nest": building(unit("Gnats", 1, "air", 1, 0, 0, 0, 0))}
for name, units, dice in (("t03_to_hit_zero_three_units", 3, 1), ("t04_to_hit_zero_one_unit", 1, 0)):
    g, s = frontier_battle(
        [{"card": "Camp", "id": "A", "units": units}], [{"card": "Nest", "id": "N", "units": 2}], air
    )
    scenario(
        name,
        f"{name[:3].upper()}: to-hit 0 with {units} units rolls {dice} dice, hitting only on a 1 (R-FIRE-4)",
        cards=air,
        given=g,
        steps=s
        + [
            {
                "do": "fire",
                "player": 0,
                "force": "A",
                "target": "N",
                "dice": [1] * dice,
                "expect": {"combat": {"to_hit": [{"force": "A", "target": "N", "to_hit": 0, "dice": dice}]}},
            }
        ],
        expect={"players": [{}, {"base": [{"id": "N", "units": 2}]}]} if dice == 0 else {},
    )
far = {
    "Camp": building(unit("Rifles", inf=1, init=1)),
    "Nest": building(unit("Gnats", 1, "infantry", 2, 0, 0, 0, 0)),
}
g5, s5 = frontier_battle(
    [{"card": "Camp", "id": "A1", "units": 1}, {"card": "Camp", "id": "A2", "units": 1}],
    [{"card": "Nest", "id": "N1", "units": 1}, {"card": "Nest", "id": "N2", "units": 1}],
    far,
)
scenario(
    "t05_below_zero",
    "T5: a final to-hit of -1 rolls no dice and the target is refused (R-FIRE-4)",
    cards=far,
    given=g5,
    steps=s5
    + [
        {"do": "place", "player": 0, "force": "A1"},
        {"do": "place", "player": 1, "force": "N1", "at": {"opposite": "A1"}},
        {"do": "place", "player": 1, "force": "N2", "at": "right"},
        {"do": "place", "player": 0, "force": "A2", "at": {"opposite": "N2"}},
        {"do": "proceed", "player": 0},
        {"do": "fire", "player": 1, "force": "N1", "target": "A1", "dice": []},
        {"do": "fire", "player": 1, "force": "N2", "target": "A2", "dice": []},
        {
            "do": "fire",
            "player": 0,
            "force": "A1",
            "target": "N2",
            "dice": [],
            "expect_error": "cannot fire at",
            "expect": None,
        },
    ],
    expect={
        "combat": {
            "to_hit": [
                {"force": "A1", "target": "N2", "to_hit": 0, "dice": 0},
                {"force": "A1", "target": "N1", "to_hit": 1, "dice": 1},
            ]
        }
    },
)
FILES["t05_below_zero"]["steps"][-1].pop("expect")
FILES["t05_below_zero"]["cards"]["Camp"] = building(unit("Rifles", inf=1, init=1))
FILES["t05_below_zero"]["expect"] = {
    "combat": {"to_hit": [{"force": "A1", "target": "N1", "to_hit": 1, "dice": 1}]}
}
FILES["t05_below_zero"]["title"] = (
    "T5: at a final to-hit of -1 no dice are rolled and the target is refused (R-FIRE-4)"
)
far2 = {
    "Camp": building(unit("Rifles", inf=0, init=1)),
    "Nest": building(unit("Gnats", 1, "infantry", 2, 0, 0, 0, 0)),
}
FILES["t05_below_zero"]["cards"].update(far2)
FILES["t05_below_zero"]["expect"] = {
    "combat": {
        "to_hit": [
            {"force": "A1", "target": "N2", "to_hit": -1, "dice": 0},
            {"force": "A1", "target": "N1", "to_hit": 0, "dice": 0},
        ]
    }
}
FILES["t05_below_zero"]["steps"][-1] = {
    "do": "fire",
    "player": 0,
    "force": "A1",
    "target": "N2",
    "dice": [],
    "expect_error": "cannot fire at",
}

flank = {
    "Camp": building(unit("Rifles", init=1)),
    "Guns": building(unit("Guns", init=3, inf=5, air="X")),
    "Pit": building(unit("Diggers", 1, "infantry", 1, 0, 0, 0, 0)),
    "Sky": building(unit("Kites", 1, "air", 1, 0, 0, 0, 0)),
}
for name, target_card, dice, err in (
    ("t06_six_always_misses", "Pit", [6, 6, 5], None),
    ("t07_x_never", "Sky", [], "cannot fire"),
):
    g, s = frontier_battle(
        [{"card": "Camp", "id": "A1", "units": 1}, {"card": "Guns", "id": "A2", "units": 3}],
        [{"card": target_card, "id": "D", "units": 4}],
        flank,
    )
    steps = s + [
        {"do": "place", "player": 0, "force": "A1"},
        {"do": "place", "player": 0, "force": "A2", "at": "right"},
        {
            "do": "move",
            "player": 0,
            "force": "A2",
            "at": {"behind": "A1"},
            "expect": {
                "combat": {
                    "line": [{"a": ["A1", "A2"], "d": ["D"]}],
                    "to_hit": [{"force": "A2", "target": "D", "to_hit": 6 if err is None else "X"}],
                }
            },
        },
    ]
    shot = {"do": "fire", "player": 0, "force": "A2", "target": "D", "dice": dice}
    if err:
        shot["expect_error"] = err
    else:
        shot["expect"] = {"players": [{}, {"base": [{"id": "D", "units": 3}]}]}
    scenario(
        name,
        "T6: to-hit 6 with flanking; dice 6, 6, 5 score 1 hit (a 6 always misses)"
        if err is None
        else "T7: a rating of X cannot target that type, flanking or not",
        cards=flank,
        given=g,
        steps=steps + [shot],
    )

tough = {
    "Camp": building(unit("Rifles", init=2, arm=5)),
    "Hall": building(unit("Brutes", 2, "armour", 2, 0, 0, 0, 0, tough=True)),
}
g, s = frontier_battle(
    [{"card": "Camp", "id": "A", "units": 4}], [{"card": "Hall", "id": "T", "units": 3}], tough
)
scenario(
    "t08_tough_three_hits",
    "T8: a Tough force of 3 takes 3 hits: 1 destroyed, 1 damaged; repaired after the combat",
    cards=tough,
    given=g,
    steps=s
    + [
        {"do": "fire", "player": 0, "force": "A", "target": "T", "dice": [1, 1, 1, 6]},
        {
            "do": "fire",
            "player": 1,
            "force": "T",
            "target": "A",
            "dice": [6],
            "expect": {"players": [{}, {"base": [{"id": "T", "units": 2, "damaged": 1}]}]},
        },
        {"do": "retreat", "player": 0},
        {"do": "fire", "player": 1, "force": "T", "target": "A", "dice": [6]},
    ],
    expect={
        "combat": None,
        "last_combat": {"winner": 1, "end": "retreat"},
        "players": [{}, {"base": [{"id": "T", "units": 2, "damaged": 0}]}],
    },
)
scenario(
    "t09_tough_damaged_unit_first",
    "T9: a hit on a Tough force with a damaged unit destroys that unit",
    cards=tough,
    given=g,
    steps=s
    + [
        {"do": "fire", "player": 0, "force": "A", "target": "T", "dice": [1, 6, 6, 6]},
        {
            "do": "fire",
            "player": 1,
            "force": "T",
            "target": "A",
            "dice": [6],
            "expect": {"players": [{}, {"base": [{"id": "T", "units": 3, "damaged": 1}]}]},
        },
        {"do": "fire", "player": 0, "force": "A", "target": "T", "dice": [1, 6, 6, 6]},
        {
            "do": "fire",
            "player": 1,
            "force": "T",
            "target": "A",
            "dice": [6],
            "expect": {
                "players": [{}, {"base": [{"id": "T", "units": 2, "damaged": 0}]}],
                "combat": {"marker": 4},
            },
        },
    ],
)
shield = {
    "Camp": building(unit("Rifles", init=2, arm=5)),
    "Dome": building(unit("Domes", 2, "armour", 1, 0, 0, 0, 0, shield=2)),
}
g, s = frontier_battle(
    [{"card": "Camp", "id": "A", "units": 3}], [{"card": "Dome", "id": "S", "units": 2}], shield
)
scenario(
    "t10_shields_first",
    "T10: 2 shields and 2 units take 3 hits: both shields go, 1 unit is destroyed",
    cards=shield,
    given=g,
    steps=s + [{"do": "fire", "player": 0, "force": "A", "target": "S", "dice": [1, 2, 3]}],
    expect={"players": [{}, {"base": [{"id": "S", "units": 1, "shields": 0}]}]},
)
g, s = frontier_battle(
    [{"card": "Camp", "id": "A", "units": 1}], [{"card": "Camp", "id": "B", "units": 1}], CARDS
)
scenario(
    "t11_both_wiped",
    "T11: both sides lose their last force in the same group: the defender wins (R-END-2)",
    given=g,
    steps=s
    + [
        {"do": "fire", "player": 0, "force": "A", "target": "B", "dice": [1]},
        {"do": "fire", "player": 1, "force": "B", "target": "A", "dice": [1]},
    ],
    expect={
        "frontier": 1,
        "combat": None,
        "last_combat": {"winner": 1, "end": "wiped", "scoring_card_to": 1},
    },
)
zero = {"Camp": building(unit("Rifles", inf=0))}
g, s = frontier_battle(
    [{"card": "Camp", "id": "A", "units": 1}], [{"card": "Camp", "id": "B", "units": 1}], zero
)
rounds = []
for _ in range(6):
    rounds += [
        {"do": "fire", "player": 0, "force": "A", "target": "B", "dice": []},
        {"do": "fire", "player": 1, "force": "B", "target": "A", "dice": []},
    ]
rounds[-3]["expect"] = {"combat": {"marker": 1}}
scenario(
    "t12_six_rounds",
    "T12: after the sixth round's firing the marker leaves 1: the attacker loses (R-END-1)",
    cards=zero,
    given=g,
    steps=s + rounds,
    expect={"frontier": 1, "combat": None, "last_combat": {"winner": 1, "end": "rounds"}},
)
scenario(
    "t13_claim_base_defense_only",
    "T13: a claim with only Base Defense units gains nothing; the card is discarded (R-CMB-2)",
    given={"players": [p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Turret", "units": 2}]), p()]},
    steps=[{"do": "attack", "card": "Hit", "choice": "claim"}],
    expect={
        "frontier": None,
        "players": [{"discard_includes": ["Hit"], "scoring": 0}, {"scoring": 0}],
        "last_combat": {"winner": None, "end": "claim", "scoring_card_to": None},
    },
)
scenario(
    "t14_claim",
    "T14: a claim with a field unit takes the Frontier; the card is discarded; the defender does not construct",
    given={
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "resources": 1}]),
            p(base=[{"card": "Camp", "id": "B", "resources": 2}]),
        ]
    },
    steps=[{"do": "attack", "card": "Hit", "choice": "claim"}],
    expect={
        "frontier": 0,
        "active_player": 1,
        "players": [
            {"discard_includes": ["Hit"], "base": [{"id": "A", "units": 1}]},
            {"base": [{"id": "B", "units": 0, "resources": 2}]},
        ],
        "last_combat": {"winner": 0, "end": "claim", "scoring_card_to": None},
        "views": [{"players": [{}, {"base": None}]}, {"players": [{"base": None}]}],
    },
)
ds = {"Camp": building(unit("Rifles", deep_strike=True)), "Wall": building(unit("Guards", base_defense=True))}
scenario(
    "t16_surprise",
    "T16: a Deep Strike against a holder defending the Frontier is a Surprise: card to the attacker, 3 rounds, Base cards, emergency defense",
    cards=ds,
    given={
        "frontier": 1,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(base=[{"card": "Camp", "id": "B", "units": 1}, {"card": "Wall", "id": "W"}]),
        ],
    },
    steps=[
        {"do": "attack", "card": "Hit", "choice": "deep_strike"},
        {"do": "declare", "player": 1, "defend": "frontier"},
    ],
    expect={
        "players": [{"scoring": 1}, {"scoring": 0}],
        "combat": {
            "surprise": True,
            "at": "base",
            "marker": 3,
            "line": [{"a": [], "d": ["base_left"]}, {"a": ["A"], "d": ["B"]}, {"a": [], "d": ["base_right"]}],
            "waiting": {"player": 1, "do": "emergency"},
        },
    },
)
scenario(
    "t17_deep_strike_without_force",
    "T17: a Deep Strike without a Deep Strike force loses at once (R-CMB-13)",
    given={
        "frontier": 1,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 2}]),
            p(base=[{"card": "Camp", "id": "B", "units": 1}]),
        ],
    },
    steps=[
        {"do": "attack", "card": "Hit", "choice": "deep_strike"},
        {"do": "declare", "player": 1, "defend": "base"},
    ],
    expect={
        "frontier": 1,
        "combat": None,
        "last_combat": {"winner": 1, "end": "no_battle", "scoring_card_to": 1},
    },
)
g, s = frontier_battle(
    [{"card": "Camp", "id": "A", "units": 1}], [{"card": "Wall", "id": "W", "units": 2}], ds
)
scenario(
    "t18_defender_without_field_forces",
    "T18: a Frontier defender with only Base Defense forces loses at the end of round 1",
    cards=ds,
    given=g,
    steps=[*s, {"do": "proceed", "player": 0}],
    expect={"frontier": 0, "combat": None, "last_combat": {"winner": 0, "end": "wiped"}},
)
base_given = {
    "frontier": 0,
    "players": [
        p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
        p(base=[{"card": "Camp", "id": "B", "units": 1}]),
    ],
}
scenario(
    "t19_no_retreat_from_the_base",
    "T19: a defender defending its base cannot retreat (R-RND-9)",
    given=base_given,
    steps=[
        {"do": "attack", "card": "Hit", "choice": "normal"},
        {"do": "retreat", "player": 1, "expect_error": "waits"},
    ],
    expect={"combat": {"waiting": {"player": 0, "do": "retreat"}}},
)
g, s = frontier_battle(
    [{"card": "Camp", "id": "A", "units": 2}], [{"card": "Camp", "id": "B", "units": 2}], CARDS
)
scenario(
    "t20_attacker_retreats",
    "T20: the attacker retreats in round 2: it does not fire, the defender does, the defender wins",
    given=g,
    steps=s
    + [
        {"do": "fire", "player": 0, "force": "A", "target": "B", "dice": [6, 6]},
        {"do": "fire", "player": 1, "force": "B", "target": "A", "dice": [6, 6]},
        {"do": "retreat", "player": 0, "expect": {"combat": {"waiting": {"player": 1, "do": "fire"}}}},
        {"do": "fire", "player": 1, "force": "B", "target": "A", "dice": [1, 6]},
    ],
    expect={
        "frontier": 1,
        "combat": None,
        "last_combat": {"winner": 1, "end": "retreat", "scoring_card_to": 1},
        "players": [{"base": [{"id": "A", "units": 1}]}, {}],
    },
)
g, s = frontier_battle(
    [{"card": "Camp", "id": "A1", "units": 1}, {"card": "Camp", "id": "A2", "units": 1}],
    [{"card": "Camp", "id": "B1", "units": 1}, {"card": "Camp", "id": "B2", "units": 1}],
    CARDS,
)
scenario(
    "t21_no_scouting",
    "T21: scouting 0 against 0: the attacker places one force first",
    given=g,
    steps=s
    + [
        {
            "do": "place",
            "player": 0,
            "force": "A2",
            "expect": {"combat": {"waiting": {"player": 1, "do": "place"}}},
        }
    ],
)
g, s = frontier_battle(
    [{"card": "Post", "id": "A1", "units": 1}, {"card": "Camp", "id": "A2", "units": 1}],
    [
        {"card": "Eyes", "id": "B1", "units": 1},
        {"card": "Post", "id": "B2", "units": 1},
        {"card": "Camp", "id": "B3", "units": 1},
    ],
    scout,
)
scenario(
    "t22_difference_beyond_forces",
    "T22: scouting 1 against 4 with 2 forces: the attacker places both first",
    cards=scout,
    given=g,
    steps=s
    + [
        {"do": "place", "player": 0, "force": "A1"},
        {
            "do": "place",
            "player": 0,
            "force": "A2",
            "at": "right",
            "expect": {"combat": {"waiting": {"player": 1, "do": "place"}}},
        },
    ],
)
bldg = {
    "Camp": building(unit("Rifles", init=3, bld=4)),
    "Shed": building(unit("Workers", init=1, inf=0, arm=0, air=0, bld=0)),
}
scenario(
    "t23_base_card_shot",
    "T23: a Base-card shot with 3 hits destroys exactly one empty building, never a start building (R-EMPTY-2/3)",
    cards=bldg,
    given={
        "frontier": 0,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 3}]),
            p(
                base=[
                    {"card": "Shed", "id": "S", "units": 1},
                    {"card": "Turret"},
                    {"card": "Shed", "id": "E1"},
                    {"card": "Camp", "id": "E2"},
                ]
            ),
        ],
    },
    steps=[
        {"do": "attack", "card": "Hit", "choice": "normal"},
        {"do": "proceed", "player": 1},
        {
            "do": "fire",
            "player": 0,
            "force": "A",
            "target": "base_left",
            "dice": [1, 2, 3],
            "expect": {"combat": {"waiting": {"player": 0, "do": "destroy"}}},
        },
        {"do": "destroy", "player": 0, "building": "Turret", "expect_error": "not an empty building"},
        {"do": "destroy", "player": 0, "building": "E1"},
    ],
    expect={
        "players": [
            {},
            {"base_excludes": ["E1"], "base": [{"id": "E2"}, {"id": "Turret"}], "discard_includes": ["Shed"]},
        ],
        "combat": {"waiting": {"player": 1, "do": "fire"}},
    },
)
scenario(
    "t27_score_without_attacking",
    "T27: the Frontier's holder scores an attack card without attacking (R-SCORE-3)",
    given={
        "frontier": 0,
        "players": [p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "resources": 1}]), p()],
    },
    steps=[{"do": "score", "card": "Hit"}],
    expect={
        "combat": None,
        "active_player": 1,
        "players": [{"scoring": 1, "hand_size": 3, "base": [{"id": "A", "units": 0}]}, {}],
    },
)
scenario(
    "t28_out_of_cards_passes",
    "T28: a player without cards passes by itself and still defends when attacked",
    given={
        "frontier": 1,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), deck=(), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(hand=(), deck=(), base=[{"card": "Camp", "id": "B", "resources": 1}]),
        ],
    },
    steps=[
        {"do": "resource", "card": "Junk", "on": "A", "expect": {"active_player": 0}},
        {
            "do": "attack",
            "card": "Hit",
            "choice": "normal",
            "expect": {"players": [{}, {"base": [{"id": "B", "units": 1}]}]},
        },
    ],
)
scenario(
    "t29_tie_to_the_holder",
    "T29: both out of cards; 5 + 2 against 7: the Frontier's holder wins the tie (R-SCORE-4)",
    given={
        "frontier": 0,
        "players": [
            p(hand=("Junk",), deck=(), scoring=5, base=[{"card": "Camp", "id": "A"}]),
            p(hand=(), deck=(), scoring=7),
        ],
    },
    steps=[{"do": "resource", "card": "Junk", "on": "A"}],
    expect={
        "game_over": True,
        "winner": 0,
        "score": [{"cards": 5, "frontier": 2, "total": 7}, {"cards": 7, "frontier": 0, "total": 7}],
    },
)
scenario(
    "t30_special_face_up",
    "T30: in the basic game a Special card cannot be played face up (R-CARD-2)",
    given={"players": [p(hand=("Junk", "Junk", "Junk"), base=[{"card": "Camp", "id": "A"}]), p()]},
    steps=[{"do": "special", "card": "Junk", "expect_error": "face down"}],
    expect={"active_player": 0},
)
scenario(
    "t31_raid_is_standard",
    "T31: in the basic game a Raid card is a Standard attack with any Combat Choice (R-CARD-7)",
    given={
        "frontier": 1,
        "players": [
            p(hand=("Raid", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(base=[{"card": "Camp", "id": "B", "units": 1}]),
        ],
    },
    steps=[
        {"do": "attack", "card": "Raid", "choice": "normal"},
        {"do": "declare", "player": 1, "defend": "frontier"},
    ],
    expect={
        "combat": {"choice": "normal", "at": "frontier", "marker": 6, "attack_card": "Raid"},
        "players": [{}, {"scoring": 1}],
    },
)
mines = {
    "Camp": building(unit("Rifles", init=1)),
    "Mines": building(unit("Mines", 2, "building", 3, 4, 2, "X", 0)),
}
g, s = frontier_battle(
    [{"card": "Camp", "id": "R", "units": 3}], [{"card": "Mines", "id": "M", "units": 3}], mines
)
g["players"][1]["rerolls"] = 2
scenario(
    "t35_reroll_once_per_die",
    "T35 and §14.5: two rerolls; a rerolled die is final (dice 1 5 6 -> 5 rerolled to 5, 6 to 4: 2 hits)",
    cards=mines,
    given=g,
    steps=s
    + [
        {
            "do": "fire",
            "player": 1,
            "force": "M",
            "target": "R",
            "dice": [1, 5, 6],
            "rerolls": [{"die": 1, "value": 5}, {"die": 1, "value": 4}],
            "expect_error": "cannot be rerolled",
        },
        {
            "do": "fire",
            "player": 1,
            "force": "M",
            "target": "R",
            "dice": [1, 5, 6],
            "rerolls": [{"die": 1, "value": 5}, {"die": 2, "value": 4}],
        },
    ],
    expect={"players": [{"base": [{"id": "R", "units": 1}]}, {"rerolls": 0}]},
)

# Full game (§11) ------------------------------------------------------------------------------------
FULL = {"mode": "full"}
gun = {
    "Explosive Gun": building(unit("Mortis Cannon", 2, "armour", 1), cost=1),
    "Citadel": building(unit("Wardens", base_defense=True), cost=2),
}
scenario(
    "s12_resource_stack",
    "Scenario 12: Explosive Gun (cost 1) goes on a 1-card stack; the card under it is discarded at the next construction (R-STACK-1..5)",
    setup=FULL,
    cards=gun,
    given={
        "players": [
            p(hand=("Explosive Gun", "Junk", "Junk"), deck=("Junk",) * 4),
            p(
                hand=("Hit", "Junk", "Junk"),
                deck=("Junk",) * 4,
                base=[{"card": "Camp", "id": "C", "units": 1}],
            ),
        ]
    },
    steps=[
        {
            "do": "build",
            "card": "Explosive Gun",
            "side": "Mortis Cannon",
            "expect_error": "resource stack of exactly 1",
        },
        {
            "do": "resource",
            "card": "Junk",
            "new_stack": "S1",
            "expect": {"players": [{"base": [{"id": "S1", "stack": 1}]}]},
        },
        {"do": "resource", "player": 1, "card": "Junk", "on": "C"},
        {
            "do": "build",
            "card": "Explosive Gun",
            "side": "Mortis Cannon",
            "on": "S1",
            "id": "EG",
            "expect": {
                "players": [{"base_excludes": ["S1"], "base": [{"id": "EG", "under": 1, "units": 0}]}]
            },
        },
        {"do": "attack", "player": 1, "card": "Hit", "choice": "claim"},
        {"do": "resource", "card": "Junk", "on": "EG"},
        {"do": "resource", "player": 1, "card": "Junk", "on": "C"},
        {"do": "resource", "card": "Junk", "on": "EG"},
    ],
    expect={"players": [{"base": [{"id": "EG", "under": 1, "resources": 2}]}, {}]},
)
scenario(
    "t32_stack_of_the_wrong_size",
    "T32: a building of cost 2 on a 1-card stack is refused when played (ruling AR-18)",
    setup=FULL,
    cards=gun,
    given={"players": [p(hand=("Citadel", "Junk", "Junk"), base=[{"id": "S", "stack": 1}]), p()]},
    steps=[
        {"do": "build", "card": "Citadel", "on": "S", "expect_error": "exactly 2"},
        {"do": "resource", "card": "Junk", "on": "S"},
        {"do": "resource", "player": 1, "card": "Junk", "on": "X", "expect_error": ""},
    ],
    expect={"players": [{"base": [{"id": "S", "stack": 2}]}]},
)
xenos = {
    "Brood": building(unit("Behemoth", 3, "armour", 2, 2, 1, 0, 4, tough=True)),
    "Minefield": building(unit("Minefield", 2, "building", 3, 5, 2, "X", 0, base_defense=True)),
    "Hive": building(unit("Slicer", 1, "air", 2, 1, 1, 1, 1)),
    "Plant": {"kind": "special_building"},
}
raid_given = {
    "frontier": 0,
    "players": [
        p(
            hand=("Raid", "Junk", "Junk"),
            discard=("Junk",) * 4,
            base=[{"card": "Brood", "id": "BH", "units": 3}, {"card": "Hive", "id": "SL", "units": 3}],
        ),
        p(
            scoring=2,
            base=[
                {"card": "Minefield", "id": "MF", "units": 2},
                {"card": "Turret", "units": 0},
                {"card": "Plant", "id": "NP"},
            ],
        ),
    ],
}
scenario(
    "s15_raid",
    "Scenario 15: Xenos raids Terran; Behemoth against 2 Minefields; steal 1 scoring card and 3 bonus resources (§11.10)",
    setup=FULL,
    cards=xenos,
    given=raid_given,
    steps=[
        {"do": "attack", "card": "Raid", "choice": "normal", "expect_error": "not possible"},
        {
            "do": "attack",
            "card": "Raid",
            "choice": "deep_strike",
            "expect": {
                "combat": {"at": "raid", "marker": 3, "waiting": {"player": 0, "do": "raid_force"}},
                "players": [{"scoring": 1}, {}],
            },
        },
        {"do": "raid_force", "player": 0, "force": "SL", "expect_error": "cannot fight"},
        {
            "do": "raid_force",
            "player": 0,
            "force": "BH",
            "expect": {"views": [{}, {"combat": {"raid_forces": {}}}]},
        },
        {
            "do": "raid_force",
            "player": 1,
            "force": "MF",
            "expect": {
                "combat": {"line": [{"a": ["BH"], "d": ["MF"]}], "raid_forces": {"a": "BH", "d": "MF"}}
            },
        },
        {
            "do": "fire",
            "player": 1,
            "force": "MF",
            "target": "BH",
            "dice": [1, 3],
            "expect": {"players": [{"base": [{"id": "BH", "units": 3, "damaged": 1}]}, {}]},
        },
        {
            "do": "fire",
            "player": 0,
            "force": "BH",
            "target": "MF",
            "dice": [2, 2, 5],
            "expect": {"combat": {"waiting": {"player": 0, "do": "rewards"}}},
        },
        {
            "do": "rewards",
            "player": 0,
            "take": ["steal", "bonus"],
            "bonus": [{"card": "Junk", "on": "BH"}] * 3,
        },
    ],
    expect={
        "frontier": 0,
        "combat": None,
        "last_combat": {"winner": 0, "end": "wiped", "scoring_card_to": 0},
        "players": [
            {
                "scoring": 2,
                "discard_size": 1,
                "base": [{"id": "BH", "units": 3, "damaged": 0, "resources": 3}],
            },
            {"scoring": 1, "base": [{"id": "MF", "units": 0}, {"id": "NP"}]},
        ],
    },
)
scenario(
    "t24_bonus_beyond_the_discard",
    "T24: 3 bonus resources from a discard of 2: 2 placed, 1 lost (R-BONUS-1)",
    setup=FULL,
    cards=xenos,
    given={
        **raid_given,
        "players": [{**raid_given["players"][0], "discard": ["Junk", "Junk"]}, raid_given["players"][1]],
    },
    steps=[
        {"do": "attack", "card": "Raid", "choice": "deep_strike"},
        {"do": "raid_force", "player": 0, "force": "BH"},
        {"do": "raid_force", "player": 1, "force": "MF"},
        {"do": "fire", "player": 1, "force": "MF", "target": "BH", "dice": [6, 6]},
        {"do": "fire", "player": 0, "force": "BH", "target": "MF", "dice": [1, 1, 1]},
        {
            "do": "rewards",
            "player": 0,
            "take": ["bonus", "destroy"],
            "destroy": "NP",
            "bonus": [{"card": "Junk", "new_stack": "R"}] * 3,
            "expect_error": "Take 2 cards",
        },
        {
            "do": "rewards",
            "player": 0,
            "take": ["bonus", "destroy"],
            "destroy": "NP",
            "bonus": [{"card": "Junk", "new_stack": "R"}] * 2,
        },
    ],
    expect={
        "players": [
            {"discard_size": 0, "base": [{"id": "R", "stack": 2}]},
            {"base_excludes": ["NP"], "discard_includes": ["Plant"]},
        ]
    },
)
scenario(
    "t25_only_one_reward",
    "T25: a won Raid against a defender without scoring cards or empty buildings gains only the bonus",
    setup=FULL,
    cards=xenos,
    given={
        "players": [
            p(
                hand=("Raid", "Junk", "Junk"),
                discard=("Junk",) * 3,
                base=[{"card": "Brood", "id": "BH", "units": 3}],
            ),
            p(base=[{"card": "Minefield", "id": "MF", "units": 1}, {"card": "Turret", "units": 1}]),
        ]
    },
    steps=[
        {
            "do": "attack",
            "card": "Raid",
            "choice": "deep_strike",
            "expect": {"players": [{"discard_size": 4}, {}]},
        },
        {"do": "raid_force", "player": 0, "force": "BH"},
        {"do": "raid_force", "player": 1, "force": "MF"},
        {"do": "fire", "player": 1, "force": "MF", "target": "BH", "dice": [6]},
        {"do": "fire", "player": 0, "force": "BH", "target": "MF", "dice": [1, 6, 6]},
        {
            "do": "rewards",
            "player": 0,
            "take": ["steal", "bonus"],
            "bonus": [{"card": "Junk", "on": "BH"}] * 3,
        },
    ],
    expect={
        "frontier": None,
        "players": [{"scoring": 0, "base": [{"id": "BH", "resources": 3}]}, {"scoring": 0}],
    },
)
scenario(
    "t26_raid_without_an_eligible_force",
    "T26: an attacker whose only forces fly cannot raid and loses (ruling AR-19)",
    setup=FULL,
    cards=xenos,
    given={
        "frontier": 1,
        "players": [
            p(hand=("Raid", "Junk", "Junk"), base=[{"card": "Hive", "id": "SL", "units": 3}]),
            p(scoring=1, base=[{"card": "Minefield", "id": "MF", "units": 1}]),
        ],
    },
    steps=[{"do": "attack", "card": "Raid", "choice": "deep_strike"}],
    expect={
        "combat": None,
        "frontier": 1,
        "last_combat": {"winner": 1, "end": "no_battle", "scoring_card_to": 1},
        "players": [{}, {"scoring": 2}],
    },
)

# Scenario 14: the full combat example, with the seed's unit values (§16) and Tom's 2 Workers as 2 rerolls
ex14 = {
    "Stealth Barracks": building(unit("Stealth", 2, "infantry", 3, 2, 1, 1, 1, scouting=2)),
    "AA Yard": building(unit("Mobile AA", 2, "armour", 2, 1, 1, 3, 1)),
    "Minefield": building(unit("Minefield", 2, "building", 3, 5, 2, "X", 0, base_defense=True)),
    "Turret": building(
        unit("Turret", 1, "building", 2, 1, 1, 1, 1, base_defense=True, no_flanking=True), start=True
    ),
    "Militia": building(unit("Militia", 1, "infantry", 1, 1, 1, 0, 1, base_defense=True), start=True),
    "Nuclear Plant": {"kind": "special_building"},
    "Brood": building(unit("Behemoth", 3, "armour", 2, 2, 1, 1, 4, tough=True)),
    "Nest": building(unit("Razor", 1, "infantry", 1, 2, 1, 1, 1)),
    "Hive": building(unit("Slicer", 1, "air", 2, 1, 1, 1, 1)),
    "Nuke": {"kind": "attack", "attack": "special"},
}
tom = [
    {"card": "AA Yard", "id": "AA", "units": 2},
    {"card": "Stealth Barracks", "id": "ST", "units": 3},
    {"card": "Minefield", "id": "MF", "units": 2},
    {"card": "Nuclear Plant", "id": "NP"},
    {"card": "Militia"},
    {"card": "Turret"},
]
you = [
    {"card": "Brood", "id": "BH", "units": 3},
    {"card": "Nest", "id": "RZ", "units": 3},
    {"card": "Hive", "id": "SL", "units": 3},
]
scenario(
    "s14_full_combat_example",
    "Scenario 14: Xenos attacks the Terran base; four rounds, emergency defense, rerolls, Tough, redeploys, a Base-card shot, a retreat",
    cards=ex14,
    given={
        "frontier": 0,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=you),
            p(hand=("Junk", "Junk", "Nuke"), rerolls=2, base=tom),
        ],
    },
    steps=[
        {
            "do": "attack",
            "card": "Hit",
            "choice": "normal",
            "expect": {
                "players": [{"scoring": 1}, {}],
                "combat": {"at": "base", "marker": 6, "waiting": {"player": 0, "do": "place"}},
            },
        },
        {"do": "place", "player": 0, "force": "BH"},
        {"do": "place", "player": 0, "force": "RZ", "at": "right"},
        {"do": "place", "player": 1, "force": "ST", "at": {"opposite": "RZ"}},
        {"do": "place", "player": 1, "force": "AA", "at": {"opposite": "BH"}},
        {"do": "place", "player": 1, "force": "MF", "at": "right"},
        {
            "do": "place",
            "player": 0,
            "force": "SL",
            "at": {"opposite": "MF"},
            "expect": {
                "combat": {
                    "line": [
                        {"a": [], "d": ["base_left"]},
                        {"a": ["BH"], "d": ["AA"]},
                        {"a": ["RZ"], "d": ["ST"]},
                        {"a": ["SL"], "d": ["MF"]},
                        {"a": [], "d": ["base_right"]},
                    ]
                }
            },
        },
        {
            "do": "emergency",
            "player": 1,
            "plays": [{"card": "Junk", "on": "MF"}, {"card": "Junk", "on": "MF"}],
            "expect": {"players": [{}, {"hand": ["Nuke"], "base": [{"id": "MF", "units": 3}]}]},
        },
        {
            "do": "fire",
            "player": 1,
            "force": "ST",
            "target": "RZ",
            "dice": [2, 4, 5],
            "expect": {"combat": {"to_hit": [{"force": "MF", "target": "RZ", "to_hit": 4, "dice": 3}]}},
        },
        {
            "do": "fire",
            "player": 1,
            "force": "MF",
            "target": "RZ",
            "dice": [1, 5, 6],
            "rerolls": [{"die": 1, "value": 5}, {"die": 2, "value": 4}],
            "expect": {
                "players": [{"base": [{"id": "RZ", "units": 0}]}, {"rerolls": 0}],
                "combat": {
                    "to_hit": [
                        {"force": "BH", "target": "AA", "to_hit": 1},
                        {"force": "BH", "target": "ST", "to_hit": 1},
                        {"force": "BH", "target": "MF", "to_hit": 2},
                        {"force": "BH", "target": "base_left", "to_hit": 3},
                    ]
                },
            },
        },
        {"do": "fire", "player": 0, "force": "BH", "target": "MF", "dice": [2, 2, 6]},
        {"do": "fire", "player": 0, "force": "SL", "target": "MF", "dice": [3, 5, 5]},
        {
            "do": "fire",
            "player": 1,
            "force": "AA",
            "target": "SL",
            "dice": [4, 4],
            "expect": {"players": [{}, {"base": [{"id": "MF", "units": 1}]}], "combat": {"marker": 5}},
        },
        {"do": "move", "player": 1, "force": "ST", "at": {"behind": "AA"}},
        {
            "do": "fire",
            "player": 1,
            "force": "ST",
            "target": "BH",
            "dice": [1, 3, 4],
            "expect": {
                "combat": {
                    "to_hit": [
                        {"force": "MF", "target": "SL", "to_hit": "X"},
                        {"force": "MF", "target": "BH", "to_hit": 1},
                    ]
                }
            },
        },
        {"do": "fire", "player": 1, "force": "MF", "target": "BH", "dice": [6]},
        {"do": "fire", "player": 0, "force": "SL", "target": "MF", "dice": [5, 2, 1]},
        {"do": "fire", "player": 0, "force": "BH", "target": "AA", "dice": [1, 3, 3]},
        {
            "do": "fire",
            "player": 1,
            "force": "AA",
            "target": "SL",
            "dice": [2, 1],
            "expect": {
                "combat": {"marker": 4},
                "players": [
                    {"base": [{"id": "BH", "units": 3, "damaged": 1}, {"id": "SL", "units": 1}]},
                    {"base": [{"id": "MF", "units": 0}, {"id": "AA", "units": 1}]},
                ],
            },
        },
        {
            "do": "emergency",
            "player": 1,
            "plays": [{"card": "Nuke", "on": "Turret"}],
            "expect": {
                "players": [{}, {"hand_size": 0, "base": [{"id": "Turret", "units": 1}]}],
                "combat": {"waiting": {"player": 0, "do": "place"}},
            },
        },
        {"do": "place", "player": 0, "force": "SL", "at": "left"},
        {"do": "place", "player": 1, "force": "ST", "at": {"opposite": "SL"}},
        {
            "do": "place",
            "player": 1,
            "force": "Turret",
            "at": "left",
            "expect": {
                "combat": {
                    "line": [
                        {"a": [], "d": ["base_left"]},
                        {"a": [], "d": ["Turret"]},
                        {"a": ["SL"], "d": ["ST"]},
                        {"a": ["BH"], "d": ["AA"]},
                        {"a": [], "d": ["base_right"]},
                    ]
                }
            },
        },
        {"do": "fire", "player": 1, "force": "ST", "target": "SL", "dice": [1, 1, 5]},
        {
            "do": "fire",
            "player": 0,
            "force": "BH",
            "target": "base_right",
            "dice": [1, 3, 4],
            "expect": {"combat": {"to_hit": [{"force": "Turret", "target": "BH", "to_hit": 1}]}},
        },
        {"do": "fire", "player": 1, "force": "AA", "target": "BH", "dice": [1]},
        {"do": "fire", "player": 1, "force": "Turret", "target": "BH", "dice": [3]},
        {
            "do": "destroy",
            "player": 0,
            "building": "MF",
            "expect": {
                "combat": {"marker": 3},
                "players": [{"base": [{"id": "BH", "units": 2, "damaged": 0}]}, {"base_excludes": ["MF"]}],
            },
        },
        {"do": "retreat", "player": 0},
        {"do": "fire", "player": 1, "force": "ST", "target": "BH", "dice": [1, 4, 5]},
        {"do": "fire", "player": 1, "force": "AA", "target": "BH", "dice": [3]},
        {"do": "fire", "player": 1, "force": "Turret", "target": "BH", "dice": [2]},
    ],
    expect={
        "frontier": 0,
        "combat": None,
        "game_over": False,
        "last_combat": {"attacker": 0, "defender": 1, "winner": 1, "end": "retreat", "scoring_card_to": 0},
        "players": [
            {
                "scoring": 1,
                "base": [
                    {"id": "BH", "units": 2, "damaged": 0},
                    {"id": "RZ", "units": 0},
                    {"id": "SL", "units": 0},
                ],
            },
            {
                "base_excludes": ["MF"],
                "base": [
                    {"id": "AA", "units": 1},
                    {"id": "ST", "units": 3},
                    {"id": "Turret", "units": 1},
                    {"id": "NP"},
                ],
            },
        ],
    },
)

# Scenario 10: the stated to-hit numbers that one layout can satisfy (the source's diagram is lost and its Stealth
# and Poison-Ivy-to-Tank numbers fit no legal line, §20.8): Stealth is placed opposite Rover here.
ex10 = {
    "Works": building(unit("Mecha", 3, "infantry", 1, 3, 4, 1, 2)),
    "Barracks": building(unit("Troopers", 1, "infantry", 1, 2, 1, 0, 1)),
    "Heliport": building(unit("Bomber", 3, "air", 1, 3, 1, 0, 3)),
    "Heavy Barracks": building(unit("Stealth", 2, "infantry", 1, 2, 1, 1, 1, scouting=3)),
    "Camp": building(unit("Soldier", 1, "infantry", 1)),
    "Garden": building(unit("Poison Ivy", 1, "building", 1, 1, 1, 0, 1)),
    "Garage": building(unit("Rover", 1, "armour", 1)),
}
g10, s10 = frontier_battle(
    [
        {"card": "Works", "id": "M", "units": 1},
        {"card": "Barracks", "id": "TR", "units": 1},
        {"card": "Heliport", "id": "B", "units": 1},
        {"card": "Heavy Barracks", "id": "S", "units": 1},
    ],
    [
        {"card": "Camp", "id": "SO", "units": 1},
        {"card": "Garden", "id": "PI", "units": 3},
        {"card": "Garage", "id": "RV", "units": 1},
    ],
    ex10,
)
scenario(
    "s10_to_hit_example",
    "Scenario 10: Mecha 3/1/2, flanking Bomber 3/4/1, Poison Ivy at the flanking Bomber to-hit 0 with 1 die (R-FIRE-4, R-POS-2)",
    cards=ex10,
    given=g10,
    steps=s10
    + [
        {"do": "place", "player": 1, "force": "SO"},
        {"do": "place", "player": 1, "force": "PI", "at": "right"},
        {"do": "place", "player": 1, "force": "RV", "at": "right"},
        {"do": "place", "player": 0, "force": "M", "at": {"opposite": "SO"}},
        {"do": "place", "player": 0, "force": "TR", "at": {"opposite": "PI"}},
        {"do": "place", "player": 0, "force": "S", "at": {"opposite": "RV"}},
        {"do": "place", "player": 0, "force": "B", "at": "right"},
        {
            "do": "move",
            "player": 0,
            "force": "B",
            "at": {"behind": "TR"},
            "expect": {
                "combat": {
                    "line": [
                        {"a": ["M"], "d": ["SO"]},
                        {"a": ["TR", "B"], "d": ["PI"]},
                        {"a": ["S"], "d": ["RV"]},
                    ],
                    "to_hit": [
                        {"force": "M", "target": "SO", "to_hit": 3},
                        {"force": "M", "target": "PI", "to_hit": 1},
                        {"force": "M", "target": "RV", "to_hit": 2},
                        {"force": "B", "target": "SO", "to_hit": 3},
                        {"force": "B", "target": "PI", "to_hit": 4},
                        {"force": "B", "target": "RV", "to_hit": 1},
                        {"force": "S", "target": "RV", "to_hit": 1},
                        {"force": "PI", "target": "B", "to_hit": 0, "dice": 1},
                    ],
                }
            },
        },
    ],
)

# New games (§5.1)
scenario(
    "s00_new_basic_game",
    "§5.1 setup: start buildings, 2 chosen cards each, a Standard attack at the bottom, everyone draws 1",
    setup={"new_game": True, "factions": ["terran", "kahoum"], "first_player": 1, "seed": 3},
    steps=[
        {"do": "opening", "player": 0, "cards": ["Barracks", "Factory"]},
        {
            "do": "opening",
            "player": 1,
            "cards": ["Quake", "@standard"],
            "expect": {"players": [{}, {"hand_includes": ["Quake", "Standard Attack"]}]},
        },
        {"do": "build", "player": 1, "card": "Quake", "side": "Pebble", "id": "Q"},
    ],
    expect={
        "active_player": 0,
        "frontier": None,
        "players": [
            {
                "hand_size": 3,
                "hand_includes": ["Barracks", "Factory"],
                "deck_size": 47,
                "deck_bottom": "Standard Attack",
                "base": [{"id": "Turret", "units": 2, "type": "building"}],
            },
            {
                "hand_size": 3,
                "deck_size": 46,
                "deck_bottom": "Standard Attack",
                "base": [{"id": "Novice", "units": 2}, {"id": "Q"}],
            },
        ],
        "views": [{"players": [{}, {"base": None, "hand": None}]}],
    },
)

# Melee (§13.1) ---------------------------------------------------------------------------------------
ds3 = {"Camp": building(unit("Rifles", deep_strike=True))}
three = {
    "frontier": 0,
    "players": [
        p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "T", "units": 1}]),
        p(hand=("Hit", "Hit", "Junk"), base=[{"card": "Camp", "id": "X", "units": 1}]),
        p(base=[{"card": "Camp", "id": "K", "units": 1}]),
    ],
}
scenario(
    "s13_melee_targets",
    "Scenario 13: with Terran holding the Frontier, Xenos Deep-Strikes either base and Normal-Attacks only the Frontier (ruling AR-37)",
    setup={"players": 3},
    cards=ds3,
    given={**three, "active_player": 1},
    steps=[
        {
            "do": "attack",
            "player": 1,
            "card": "Hit",
            "choice": "normal",
            "target": 2,
            "expect_error": "Frontier's holder",
        },
        {
            "do": "attack",
            "player": 1,
            "card": "Hit",
            "choice": "normal",
            "expect_error": "Choose an opponent",
        },
        {
            "do": "attack",
            "player": 1,
            "card": "Hit",
            "choice": "deep_strike",
            "target": 2,
            "expect": {"combat": {"attacker": 1, "defender": 2, "at": "base", "marker": 3}},
        },
    ],
)
scenario(
    "s13_holder_attacks_any_base",
    "Scenario 13: the Frontier's holder's Normal Attack may strike either other base (ruling AR-37)",
    setup={"players": 3},
    cards=ds3,
    given=three,
    steps=[
        {
            "do": "attack",
            "card": "Hit",
            "choice": "normal",
            "target": 2,
            "expect": {"combat": {"attacker": 0, "defender": 2, "at": "base", "marker": 6}},
        }
    ],
)
scenario(
    "t33_melee_elimination",
    "T33: a melee defender losing at its base is eliminated; its scoring cards go to the attacker; its Frontier turns neutral",
    setup={"players": 3},
    cards=ds3,
    given={
        "frontier": 1,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), scoring=1, base=[{"card": "Camp", "id": "T", "units": 2}]),
            p(scoring=3, base=[{"card": "Camp", "id": "X", "units": 1}]),
            p(),
        ],
    },
    steps=[
        {"do": "attack", "card": "Hit", "choice": "deep_strike", "target": 1},
        {"do": "declare", "player": 1, "defend": "base"},
        {"do": "fire", "player": 0, "force": "T", "target": "X", "dice": [1, 6]},
        {"do": "fire", "player": 1, "force": "X", "target": "T", "dice": [6]},
    ],
    expect={
        "frontier": None,
        "game_over": False,
        "active_player": 2,
        "combat": None,
        "players": [{"scoring": 5}, {"eliminated": True, "scoring": 0}, {}],
        "last_combat": {"winner": 0, "end": "wiped", "scoring_card_to": 1},
    },
)

# The multiplayer rules (§13; rulings AR-30, AR-31, AR-46) --------------------------------------------

scenario(
    "m01_melee_last_player_left_wins",
    "Melee: two eliminations; the Frontier of the first turns neutral; the last player left wins (AR-30)",
    setup={"players": 3},
    cards=ds3,
    given={
        "frontier": 1,
        "players": [
            p(hand=("Hit", "Hit", "Junk"), scoring=1, base=[{"card": "Camp", "id": "T", "units": 2}]),
            p(scoring=3, base=[{"card": "Camp", "id": "X", "units": 1}]),
            p(scoring=2, base=[{"card": "Camp", "id": "Y"}]),
        ],
    },
    steps=[
        {"do": "attack", "card": "Hit", "choice": "deep_strike", "target": 1},
        {"do": "declare", "player": 1, "defend": "base"},
        {"do": "fire", "player": 0, "force": "T", "target": "X", "dice": [1, 6]},
        {
            "do": "fire",
            "player": 1,
            "force": "X",
            "target": "T",
            "dice": [6],
            "expect": {
                "frontier": None,
                "active_player": 2,
                "game_over": False,
                "players": [{"scoring": 5, "hand_size": 3}, {"eliminated": True, "scoring": 0}, {}],
            },
        },
        {"do": "resource", "player": 2, "card": "Junk", "on": "Y"},
        {"do": "attack", "player": 0, "card": "Hit", "choice": "normal", "expect_error": "combat choice"},
        {
            "do": "attack",
            "player": 0,
            "card": "Hit",
            "choice": "deep_strike",
            "target": 1,
            "expect_error": "opponent",
        },
        {"do": "attack", "player": 0, "card": "Hit", "choice": "deep_strike", "target": 2},
        {"do": "fire", "player": 0, "force": "T", "target": "Y", "dice": [1, 1]},
        {"do": "fire", "player": 2, "force": "Y", "target": "T", "dice": [6]},
    ],
    expect={
        "game_over": True,
        "winner": 0,
        "frontier": None,
        "players": [{"scoring": 7}, {"eliminated": True}, {"eliminated": True, "scoring": 0}],
        "last_combat": {"attacker": 0, "defender": 2, "winner": 0, "end": "wiped", "scoring_card_to": None},
    },
)

scenario(
    "t34_team_game_setup",
    "T34: team game setup: each player discards 2 Standard attacks, so each deck is 48 cards",
    setup={
        "mode": "full",
        "players": 4,
        "teams": [[0, 1], [2, 3]],
        "new_game": True,
        "factions": ["terran", "kahoum", "terran", "kahoum"],
        "first_player": 2,
    },
    steps=[
        {
            "do": "opening",
            "player": 0,
            "cards": ["@standard", "@raid"],
            "expect": {
                "players": [
                    {
                        "deck_size": 46,
                        "discard_size": 2,
                        "discard_includes": ["Standard Attack", "Standard Attack"],
                    },
                    {"deck_size": 48, "discard_size": 2},
                    {"deck_size": 48},
                    {"deck_size": 48},
                ]
            },
        },
        {"do": "opening", "player": 1, "cards": ["@standard", "@standard"]},
        {"do": "opening", "player": 2, "cards": ["@raid", "@raid"]},
        {"do": "opening", "player": 3, "cards": ["@raid", "@standard"]},
    ],
    expect={
        "active_player": 2,
        "players": [
            {"hand_size": 3, "deck_size": 45, "deck_bottom": "Standard Attack"},
            {"hand_size": 3, "deck_size": 45, "hand_includes": ["Standard Attack", "Standard Attack"]},
            {"hand_size": 3, "deck_size": 45, "deck_bottom": "Standard Attack"},
            {"hand_size": 3, "deck_size": 45, "deck_bottom": "Standard Attack"},
        ],
    },
)

TEAMS = {"mode": "full", "players": 4, "teams": [[0, 1], [2, 3]]}
team_cards = {
    "Raid": {"kind": "attack", "attack": "raid"},
    "Wall": building(unit("Guns", init=3, inf=2, bld=0, base_defense=True)),
    "Drop": building(unit("Jumpers", deep_strike=True)),
}

scenario(
    "team_01_team_turn",
    "Team game: teammates play one card each (seats 0 and 1), then the other team; refills after the team turn",
    setup=TEAMS,
    given={
        "frontier": None,
        "players": [
            p(base=[{"card": "Camp", "id": "A"}]),
            p(base=[{"card": "Camp", "id": "B", "units": 1}]),
            p(base=[{"card": "Camp", "id": "C"}]),
            p(base=[{"card": "Camp", "id": "D"}]),
        ],
    },
    steps=[
        {
            "do": "resource",
            "card": "Junk",
            "on": "A",
            "expect": {
                "active_player": 1,
                "players": [{"hand_size": 2, "base": [{"id": "A", "resources": 1}]}],
                "views": [
                    {},
                    {"players": [{"base": [{"id": "A"}], "scoring": 0, "hand": None}]},
                    {"players": [{"base": None, "scoring": None}]},
                ],
            },
        },
        {"do": "resource", "player": 0, "card": "Junk", "on": "A", "expect_error": "turn"},
        {"do": "resource", "player": 1, "card": "Junk", "on": "B"},
    ],
    expect={
        "active_player": 2,
        "players": [{"hand_size": 3, "deck_size": 2}, {"hand_size": 3, "deck_size": 2}, {"hand_size": 3}],
        "views": [{}, {}, {"players": [{"base": None}, {"base": None}, {}, {"base": [{"id": "D"}]}]}],
    },
)

scenario(
    "team_02_two_attacks_one_combat",
    "Team game: both teammates attack; one combat, one Combat Choice, pooled forces on both sides, both cards score",
    setup=TEAMS,
    given={
        "frontier": 2,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "B", "units": 1}]),
            p(base=[{"card": "Camp", "id": "D", "units": 1}]),
            p(base=[{"card": "Camp", "id": "E", "units": 1}]),
        ],
    },
    steps=[
        {
            "do": "attack",
            "card": "Hit",
            "choice": "normal",
            "expect": {
                "combat": None,
                "active_player": 1,
                "players": [{"hand_size": 2}],
                "views": [{}, {}, {"players": [{"hand": None}]}],
            },
        },
        {
            "do": "attack",
            "player": 1,
            "card": "Hit",
            "choice": "deep_strike",
            "expect_error": "one Combat Choice",
        },
        {
            "do": "attack",
            "player": 1,
            "card": "Hit",
            "choice": "normal",
            "expect": {
                "combat": {"attacker": 0, "defender": 2, "waiting": {"player": 2, "do": "declare"}},
                "views": [
                    {},
                    {"combat": {"attack_card": "Hit"}},
                    {"combat": {"attack_card": None, "choice": None}},
                ],
            },
        },
        {
            "do": "declare",
            "player": 2,
            "defend": "frontier",
            "expect": {"players": [{}, {}, {"scoring": 2}], "combat": {"at": "frontier", "marker": 6}},
        },
        {"do": "place", "player": 0, "force": "B"},
        {"do": "place", "player": 2, "force": "E", "at": {"opposite": "B"}},
        {"do": "place", "player": 2, "force": "D", "at": "right"},
        {
            "do": "place",
            "player": 0,
            "force": "A",
            "at": {"opposite": "D"},
            "expect": {"combat": {"line": [{"a": ["B"], "d": ["E"]}, {"a": ["A"], "d": ["D"]}]}},
        },
        {"do": "fire", "player": 0, "force": "A", "target": "D", "dice": [1]},
        {"do": "fire", "player": 0, "force": "B", "target": "E", "dice": [2]},
        {"do": "fire", "player": 2, "force": "D", "target": "A", "dice": [6]},
        {"do": "fire", "player": 2, "force": "E", "target": "B", "dice": [5]},
    ],
    expect={
        "frontier": 0,
        "active_player": 2,
        "combat": None,
        "last_combat": {"attacker": 0, "defender": 2, "winner": 0, "end": "wiped", "scoring_card_to": 2},
        "players": [
            {"hand_size": 3, "scoring": 0},
            {"hand_size": 3},
            {"scoring": 2, "base": [{"id": "D", "units": 0}]},
            {"base": [{"id": "E", "units": 0}]},
        ],
        "score": [{"total": 2, "frontier": 2}, {"total": 2, "frontier": 0}, {"total": 2}, {"total": 2}],
    },
)

scenario(
    "team_03_surprise_both_cards_to_the_attackers",
    "Team game: two Deep Strikes against a team defending the Frontier: a Surprise, both cards to the attackers",
    setup=TEAMS,
    cards=team_cards,
    given={
        "frontier": 3,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Drop", "id": "A", "units": 1}]),
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "B", "units": 1}]),
            p(base=[{"card": "Camp", "id": "D", "units": 1}]),
            p(base=[]),
        ],
    },
    steps=[
        {"do": "attack", "card": "Hit", "choice": "deep_strike"},
        {"do": "attack", "player": 1, "card": "Hit", "choice": "deep_strike"},
        {
            "do": "declare",
            "player": 3,
            "defend": "frontier",
            "expect": {
                "combat": {"attacker": 0, "defender": 3, "surprise": True, "marker": 3},
                "players": [{"scoring": 2}, {"scoring": 0}, {"scoring": 0}, {"scoring": 0}],
            },
        },
        {"do": "fire", "player": 0, "force": "A", "target": "D", "dice": [1]},
        {"do": "fire", "player": 3, "force": "D", "target": "A", "dice": [6]},
    ],
    expect={
        "game_over": True,
        "winner": [0, 1],
        "frontier": 3,
        "last_combat": {"attacker": 0, "defender": 3, "winner": 0, "end": "wiped", "scoring_card_to": 0},
        "players": [{"scoring": 2}, {"scoring": 0}, {"scoring": 0}, {"scoring": 0}],
    },
)

scenario(
    "team_04_raid_alone",
    "Team game: a Raid is the team turn's only attack card; its force may be the teammate's",
    setup=TEAMS,
    cards=team_cards,
    given={
        "frontier": 2,
        "players": [
            p(hand=("Raid", "Hit", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(hand=("Hit", "Raid", "Junk"), base=[{"card": "Camp", "id": "B", "units": 2}]),
            p(base=[{"card": "Wall", "id": "D", "units": 1}]),
            p(base=[{"card": "Camp", "id": "E", "units": 1}]),
        ],
    },
    steps=[
        {"do": "attack", "card": "Raid", "choice": "deep_strike"},
        {"do": "attack", "player": 1, "card": "Hit", "choice": "deep_strike", "expect_error": "Raid"},
        {"do": "attack", "player": 1, "card": "Raid", "choice": "deep_strike", "expect_error": "Raid"},
        {"do": "resource", "player": 1, "card": "Junk", "on": "B"},
        {
            "do": "raid_force",
            "player": 0,
            "force": "B",
            "expect": {
                "combat": {"at": "raid", "waiting": {"player": 2, "do": "raid_force"}},
                "players": [{}, {"base": [{"id": "B", "units": 3}]}, {"scoring": 1}],
            },
        },
        {"do": "raid_force", "player": 2, "force": "E"},
    ],
    expect={"combat": {"line": [{"a": ["B"], "d": ["E"]}], "raid_forces": {"a": "B", "d": "E"}}},
)

scenario(
    "team_05_attack_card_then_no_raid",
    "Team game: after a teammate's Attack card no Raid may be played",
    setup=TEAMS,
    cards=team_cards,
    given={
        "frontier": 2,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 1}]),
            p(hand=("Raid", "Junk", "Junk"), base=[{"card": "Camp", "id": "B", "units": 1}]),
            p(base=[{"card": "Camp", "id": "D", "units": 1}]),
            p(base=[]),
        ],
    },
    steps=[
        {"do": "attack", "card": "Hit", "choice": "deep_strike"},
        {"do": "attack", "player": 1, "card": "Raid", "choice": "deep_strike", "expect_error": "Raid"},
        {"do": "resource", "player": 1, "card": "Junk", "on": "B"},
    ],
    expect={"combat": {"attack_card": "Hit", "defender": 2, "waiting": {"player": 2, "do": "declare"}}},
)

scenario(
    "team_06_base_attack_both_defend",
    "Team game: a base attack; both defenders defend their own base (emergency defense for each), a Base-card "
    "shot destroys the teammate's empty building, the attacking team wins together",
    setup=TEAMS,
    cards=team_cards,
    given={
        "frontier": 0,
        "players": [
            p(hand=("Hit", "Junk", "Junk"), base=[{"card": "Camp", "id": "A", "units": 2}]),
            p(base=[{"card": "Camp", "id": "B"}]),
            p(base=[{"card": "Wall", "id": "D", "units": 1}]),
            p(base=[{"card": "Wall", "id": "E"}, {"card": "Camp", "id": "F"}]),
        ],
    },
    steps=[
        {"do": "attack", "card": "Hit", "choice": "normal"},
        {
            "do": "resource",
            "player": 1,
            "card": "Junk",
            "on": "B",
            "expect": {
                "combat": {"attacker": 0, "defender": 2, "at": "base"},
                "players": [{"scoring": 1}, {"base": [{"id": "B", "units": 1}]}],
            },
        },
        {"do": "place", "player": 0, "force": "A"},
        {"do": "place", "player": 0, "force": "B", "at": "right"},
        {
            "do": "emergency",
            "player": 3,
            "plays": [{"card": "Junk", "on": "E"}],
            "expect": {
                "players": [{}, {}, {"hand_size": 3}, {"hand_size": 2, "base": [{"id": "E", "units": 1}]}]
            },
        },
        {"do": "place", "player": 0, "force": "B", "at": "right"},
        {"do": "place", "player": 2, "force": "E", "at": {"opposite": "B"}},
        {"do": "fire", "player": 2, "force": "D", "target": "A", "dice": [6]},
        {"do": "fire", "player": 2, "force": "E", "target": "B", "dice": [6]},
        {"do": "fire", "player": 0, "force": "A", "target": "base_left", "dice": [1]},
        {"do": "fire", "player": 0, "force": "B", "target": "E", "dice": [1]},
        {
            "do": "destroy",
            "player": 0,
            "building": "F",
            "expect": {"players": [{}, {}, {}, {"base_excludes": ["F"]}]},
        },
        {"do": "fire", "player": 2, "force": "D", "target": "A", "dice": [6]},
        {"do": "fire", "player": 0, "force": "A", "target": "D", "dice": [1, 1]},
        {"do": "fire", "player": 0, "force": "B", "target": "D", "dice": [6]},
    ],
    expect={
        "game_over": True,
        "winner": [0, 1],
        "last_combat": {"attacker": 0, "defender": 2, "winner": 0, "end": "wiped", "scoring_card_to": 0},
    },
)

scenario(
    "team_07_scores_per_team",
    "Team game: out of cards, each seat scores its team's total (both piles, the Frontier); the higher team "
    "wins together; a teammate out of cards passes and the other plays on",
    setup=TEAMS,
    given={
        "frontier": 3,
        "players": [
            p(hand=(), deck=(), scoring=3),
            p(hand=("Junk",), deck=(), scoring=1, base=[{"card": "Camp", "id": "B"}]),
            p(hand=(), deck=(), scoring=1),
            p(hand=(), deck=(), scoring=2),
        ],
    },
    steps=[{"do": "pass"}, {"do": "resource", "player": 1, "card": "Junk", "on": "B"}],
    expect={
        "game_over": True,
        "winner": [2, 3],
        "score": [
            {"total": 4},
            {"total": 4},
            {"cards": 1, "frontier": 0, "total": 5},
            {"frontier": 2, "total": 5},
        ],
    },
)

if __name__ == "__main__":
    OUT.mkdir(exist_ok=True)
    for name, data in FILES.items():
        (OUT / f"{name}.json").write_text(
            json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
    print(len(FILES), "files")
