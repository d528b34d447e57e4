"""The Terraforming Mars solo challenge (spec 18.2 [SOLO-0]..[SOLO-8], 9.3; rulings AMB-05, AMB-06,
AMB-32, AMB-33, R-02, R-17): setup, the neutral placement counted by hand, the neutral opponent as
target, the end after generation 14, final greenery, scoring and ``solo_outcome``.

The scenario files tests/tm/scenarios/SOLO-*.json (run by tests/tm/test_scenarios.py) cover the
win and loss paths and the red-bordered effects as positions; this file checks what a scenario
cannot see (no decision asked, events, the setup itself) and the placement procedure.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import IllegalCommand, Rng
from game.tm.commands import (
    CardAction,
    ChooseCards,
    ChooseCorporation,
    ChooseOption,
    ChoosePlayer,
    ChooseSpace,
    ClaimMilestone,
    ConvertHeat,
    EndTurn,
    FundAward,
    Pass,
    PlayCard,
    Skip,
    StandardProject,
)
from game.tm.content import corporations, project_cards
from game.tm.flow import apply_corporation
from game.tm.rules import RULES
from game.tm.scenarios.model import parse_scenario
from game.tm.scenarios.position import build_position
from game.tm.scoring import final_scores
from game.tm.setup import (
    neutral_city_candidates,
    neutral_setup,
    nth_city_space,
    nth_greenery_space,
)
from game.tm.solo import solo_outcome
from game.tm.state import (
    DRAFT,
    MC,
    NEUTRAL,
    OVER,
    PLANTS,
    RESEARCH,
    STEEL,
    GameState,
    PlayerState,
    TMSetup,
)
from game.tm.tiles import place_neutral
from tests.support.tm_playout import choose
from tests.support.tm_positions import ocean_tiles

REFERENCE = Path("/work/shared/reference/terraforming-mars")
SOLO = {"players": 1, "solo": True}


def _reference_costs() -> dict[str, int]:
    """Printed costs from the shared reference cards.json (falls back to the shipped copy)."""
    path = REFERENCE / "cards.json"
    if not path.exists():
        path = Path(__file__).resolve().parents[2] / "game" / "tm" / "content" / "cards.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw = raw["cards"] if isinstance(raw, dict) else raw
    return {c["name"]: c["cost"] for c in raw if c.get("cost") is not None}


COST = _reference_costs()


def new_solo(seed: int, **extra) -> GameState:
    return RULES.new_game(RULES.setup_from_data({**SOLO, **extra}), seed)


def position(given: dict) -> GameState:
    return build_position(parse_scenario({"setup": SOLO, "given": given}))


def empty_board() -> GameState:
    return GameState(setup=TMSetup(players=1, solo=True), rng=Rng(0), players=[PlayerState(seat=0, tr=14)])


def start(s: GameState, corporation: str, cards: int = 0) -> GameState:
    """Answer the setup: the corporation, then the first ``cards`` dealt cards."""
    s = RULES.apply(s, ChooseCorporation(0, corporation)).state
    s = RULES.apply(s, ChooseCards(0, tuple(s.pending.data["cards"][:cards]))).state
    while s.pending is not None:  # a payment question if the corporation could pay otherwise
        s = RULES.apply(s, RULES.legal_commands(s)[0]).state
    return s


def neutral_tiles(s: GameState) -> dict[str, str]:
    return {sid: t.kind for sid, t in s.tiles.items() if t.owner == NEUTRAL}


# --- setup ---------------------------------------------------------------------------------------
def test_solo_setup_corporate_era_production_0_tr_14_all_corporations():
    s = new_solo(11)
    p = s.players[0]
    assert s.n == 1 and p.tr == 14  # [SOLO-2]
    assert p.production == [0] * 6 and p.resources == [0] * 6  # Corporate Era, production 0 [PROD-5]
    # the neutral tiles move no parameter and give no TR or bonus ([SOLO-1e])
    assert (s.temperature, s.oxygen, s.oceans) == (-30, 0, 0)
    # [SOLO-0]: a free choice among all 12 normal corporations, the Beginner Corporation excluded
    assert s.pending.kind == "corporation"
    assert sorted(s.pending.data["corporations"]) == sorted(corporations(True))
    assert len(s.pending.data["corporations"]) == 12
    assert "Beginner Corporation" not in s.pending.data["corporations"]
    # all 208 project cards, Corporate Era included: 4 revealed (discarded), 10 dealt, rest in the deck
    assert len(s.discard) == 4 and len(p.dealt_cards) == 10
    everything = s.deck + s.discard + p.dealt_cards
    assert sorted(everything) == sorted(project_cards(True)) and len(everything) == 208


def test_solo_is_always_corporate_era_without_draft_or_beginner():
    s = new_solo(5, corporate_era=False, draft=True, beginners=[True])
    assert s.setup.corporate_era and not s.setup.draft and s.setup.beginners == ()
    assert s.players[0].production == [0] * 6
    assert len(s.deck) + len(s.discard) + len(s.players[0].dealt_cards) == 208
    assert s.pending.kind == "corporation"  # no Beginner Corporation: the player chooses
    s = start(s, "Ecoline")
    s = RULES.apply(s, Pass(0)).state
    assert s.generation == 2 and s.phase == RESEARCH and s.phase != DRAFT  # no draft in solo
    assert len(s.players[0].dealt_cards) == 4


def test_no_milestones_no_awards_and_one_continuous_turn():
    s = position({"players": [{"tr": 40, "resources": {"megacredits": 200, "heat": 16}}]})
    legal = RULES.legal_commands(s)
    assert not any(isinstance(c, ClaimMilestone | FundAward) for c in legal)  # [SOLO-3]
    with pytest.raises(IllegalCommand, match="no milestones in the solo game"):
        RULES.apply(s, ClaimMilestone(0, "Terraformer"))  # TR 40 would meet it
    with pytest.raises(IllegalCommand, match="no awards in the solo game"):
        RULES.apply(s, FundAward(0, "Banker"))
    # no 2-action limit; after two actions it is still the player's turn and no "end turn"
    s = RULES.apply(s, ConvertHeat(0)).state
    s = RULES.apply(s, ConvertHeat(0)).state
    s = RULES.apply(s, StandardProject(0, "Power Plant")).state
    assert s.active == 0 and s.generation == 1 and s.actions_this_turn == 3
    assert EndTurn(0) not in RULES.legal_commands(s) and Pass(0) in RULES.legal_commands(s)


# --- neutral placement: seeds worked by hand -----------------------------------------------------
# For each seed: the four revealed cards (the top four of the shuffled deck, in reveal order) with
# their printed costs from the reference cards.json, and the four spaces, worked by hand from
# board-tharsis.json in the rulebook's order [SOLO-1a]-[SOLO-1d] with the rulings' counting (AMB-05):
# start = 1, cost 0 = 1, wrap around, skip ocean / Noctis (31) / occupied / city-adjacent spaces,
# a city space needs a free land neighbour, greeneries clockwise NW NE E SE SW W from the city.
#
# The empty-board city list (48 spaces), numbered from the top:
#   1:03 2:05 3:08 4:09 5:10 6:11 7:12 8:14 9:15 10:16 11:17 12:18 13:19 14:20 15:21 16:22 17:23
#   18:24 19:25 20:26 21:27 22:29 23:30 24:35 25:36 26:37 27:38 28:39 29:40 30:41 31:42 32:46
#   33:47 34:48 35:49 36:50 37:51 38:52 39:53 40:54 41:55 42:56 43:57 44:58 45:59 46:60 47:61 48:62
# (ocean-reserved 04 06 07 13 28 32 33 34 43 44 45 63 and Noctis 31 are not in it.) The second city
# counts from 62 upwards after the first city and its neighbours have dropped out; in all seeds
# below the first city is far from the bottom rows, so the count from the bottom meets none of them.
HAND_WORKED = {
    1: (
        [
            ("Adapted Lichen", 9),
            ("Electro Catapult", 17),
            ("CEO's Favorite Project", 1),
            ("Phobos Space Haven", 25),
        ],
        # city 1, cost 9 from the top: 03 05 08 09 10 11 12 14 15 -> 15
        # city 2, cost 17 from the bottom: 62 61 60 59 58 57 56 55 54 53 52 51 50 49 48 47 46 -> 46
        # greenery by 15 (08 09 16 23 22 14, all free land), cost 1 -> 08
        # greenery by 46 (NW 38, NE 39, E 47, SE 53; no SW/W), cost 25 = 6*4 + 1 -> 38
        {"15": "city", "46": "city", "08": "greenery", "38": "greenery"},
    ),
    2: (
        [("Industrial Center", 4), ("Miranda Resort", 12), ("Space Elevator", 27), ("Livestock", 13)],
        # city 1, cost 4: 03 05 08 09 -> 09
        # city 2, cost 12 from the bottom: 62 61 60 59 58 57 56 55 54 53 52 51 -> 51
        # greenery by 09: 03 [04 ocean] 10 16 15 08 -> 5 kept; cost 27 = 5*5 + 2 -> 10
        # greenery by 51: [43 ocean] [44 ocean] 52 58 57 50 -> 4 kept; cost 13 = 3*4 + 1 -> 52
        {"09": "city", "51": "city", "10": "greenery", "52": "greenery"},
    ),
    3: (
        [("GHG Factories", 11), ("Deep Well Heating", 13), ("Ants", 9), ("Cupola City", 16)],
        # city 1, cost 11: 03 05 08 09 10 11 12 14 15 16 17 -> 17
        # city 2, cost 13 from the bottom: 62 61 60 59 58 57 56 55 54 53 52 51 50 -> 50
        # greenery by 17: 10 11 18 25 24 16 (6 kept); cost 9 = 6 + 3 -> 18
        # greenery by 50: 42 [43 ocean] 51 57 56 49 (5 kept); cost 16 = 3*5 + 1 -> 42
        {"17": "city", "50": "city", "18": "greenery", "42": "greenery"},
    ),
    4: (
        [("Cartel", 8), ("Acquired Company", 10), ("Asteroid Mining Consortium", 13), ("Martian Rails", 13)],
        # city 1, cost 8: 03 05 08 09 10 11 12 14 -> 14
        # city 2, cost 10 from the bottom: 62 61 60 59 58 57 56 55 54 53 -> 53
        # greenery by 14 (row start: no NW/W): NE 08, E 15, SE 22, SW 21; cost 13 = 3*4 + 1 -> 08
        # greenery by 53 (row start): NW 46, NE 47, E 54, SE 59; cost 13 = 3*4 + 1 -> 46
        {"14": "city", "53": "city", "08": "greenery", "46": "greenery"},
    ),
    5: (
        [("Protected Valley", 23), ("Sponsors", 6), ("Lichen", 7), ("Grass", 11)],
        # city 1, cost 23: ... 20:26 21:27 22:29 23:30 -> 30
        # city 2, cost 6 from the bottom: 62 61 60 59 58 57 -> 57
        # greenery by 30: 21 22 [31 Noctis] 39 38 29 (5 kept); cost 7 = 5 + 2 -> 22
        # greenery by 57: 50 51 58 [63 ocean] 62 56 (5 kept); cost 11 = 2*5 + 1 -> 50
        {"30": "city", "57": "city", "22": "greenery", "50": "greenery"},
    ),
    6: (
        [("Energy Saving", 15), ("Media Group", 6), ("Sabotage", 1), ("Algae", 10)],
        # city 1, cost 15: ... 13:19 14:20 15:21 -> 21
        # city 2, cost 6 from the bottom: 62 61 60 59 58 57 -> 57
        # greenery by 21 (row start): NE 14, E 22, SE 30, SW 29; cost 1 -> 14
        # greenery by 57: 50 51 58 [63 ocean] 62 56 (5 kept); cost 10 = 5 + 5 -> 56
        {"21": "city", "57": "city", "14": "greenery", "56": "greenery"},
    ),
    7: (
        [("Predators", 14), ("Mining Area", 4), ("Subterranean Reservoir", 11), ("Tropical Resort", 13)],
        # city 1, cost 14: ... 13:19 14:20 -> 20 (a city whose neighbours are mostly ocean)
        # city 2, cost 4 from the bottom: 62 61 60 59 -> 59
        # greenery by 20 (row end): NW [13 ocean], SE [28 ocean], SW 27, W 19 (2 kept); cost 11 = 5*2 + 1 -> 27
        # greenery by 59 (bottom row start): NW 53, NE 54, E 60 (3 kept); cost 13 = 4*3 + 1 -> 53
        {"20": "city", "59": "city", "27": "greenery", "53": "greenery"},
    ),
    8: (
        [
            ("Soil Factory", 9),
            ("Acquired Company", 10),
            ("Nitrite Reducing Bacteria", 11),
            ("Caretaker Contract", 3),
        ],
        # city 1, cost 9: 03 05 08 09 10 11 12 14 15 -> 15
        # city 2, cost 10 from the bottom: 62 61 60 59 58 57 56 55 54 53 -> 53
        # greenery by 15: 08 09 16 23 22 14 (6 kept); cost 11 = 6 + 5 -> 22
        # greenery by 53: 46 47 54 59; cost 3 -> 54
        {"15": "city", "53": "city", "22": "greenery", "54": "greenery"},
    ),
}


@pytest.mark.parametrize("seed", sorted(HAND_WORKED))
def test_neutral_setup_matches_the_hand_worked_seed(seed):
    revealed, expected = HAND_WORKED[seed]
    names = [name for name, _ in revealed]
    # the costs written above are the printed costs
    assert [COST[name] for name in names] == [cost for _, cost in revealed]
    # the revealed cards are the top four of the deck as shuffled by the seed (top = end of list)
    deck = project_cards(True)
    Rng(seed).shuffle(deck)
    assert deck[::-1][:4] == names
    s = new_solo(seed)
    assert [e.params["card"] for e in s.events if e.kind == "reveal"] == names
    assert neutral_tiles(s) == expected
    assert len(s.tiles) == 4
    assert s.discard == names  # [SOLO-1f]
    assert (s.oxygen, s.players[0].tr, s.players[0].resources) == (0, 14, [0] * 6)


def test_neutral_placement_is_always_legal_over_many_seeds():
    """Every seed: two neutral cities not next to any city, each with its neutral greenery next
    to it (or, in the rulebook-order corner case, no free space for the second greenery)."""
    from game.tm.board import tharsis

    board = tharsis()
    for seed in range(200):
        s = new_solo(seed)
        tiles = neutral_tiles(s)
        cities = [sid for sid, kind in tiles.items() if kind == "city"]
        greens = [sid for sid, kind in tiles.items() if kind == "greenery"]
        assert len(cities) == 2 and len(greens) in (1, 2) and len(s.discard) == 4, seed
        for sid in tiles:
            assert board[sid].kind == "land" and sid != "31", (seed, sid)
        assert cities[1] not in board[cities[0]].neighbors
        for g in greens:
            assert any(c in board[g].neighbors for c in cities), (seed, g)


# --- the rulings' worked examples and edge cases, with the placement functions ------------------
EMPTY_BOARD_LIST = (
    "03 05 08 09 10 11 12 14 15 16 17 18 19 20 21 22 23 24 25 26 27 29 30 35 36 37 38 39 40 41 42 "
    "46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62"
).split()


def test_empty_board_city_list_is_the_rulings_list():
    assert neutral_city_candidates(empty_board()) == EMPTY_BOARD_LIST
    assert len(EMPTY_BOARD_LIST) == 48


# The rulings' table gives costs as city1, greenery1, city2, greenery2 (reference order). In the
# rulebook's order (city 1, city 2, greenery 1, greenery 2) the second city is counted before
# greenery 1 is down; in these five examples that changes nothing, because greenery 1 lies next to
# city 1, so its space is already out of the city list, and it takes no candidate's last free
# neighbour (worked by hand: e.g. 26,6,26,6 -> city 37; 36 drops out as next to 37 either way;
# from the bottom 62..46 (17) 42 41 40 39 38 35 30 29 27 -> 27 is the 26th).
WORKED_EXAMPLES = [
    # (city1 cost, greenery1 cost, city2 cost, greenery2 cost) -> (city1, greenery1, city2, greenery2)
    ((1, 1, 1, 1), ("03", "09", "62", "56")),
    ((0, 0, 0, 0), ("03", "09", "62", "56")),
    ((10, 3, 10, 3), ("16", "17", "53", "54")),
    ((8, 1, 8, 4), ("14", "08", "55", "61")),
    ((26, 6, 26, 6), ("37", "36", "27", "20")),
    ((49, 7, 49, 7), ("03", "09", "59", "53")),
]


@pytest.mark.parametrize("costs, spaces", WORKED_EXAMPLES, ids=lambda v: ",".join(map(str, v)))
def test_rulings_worked_examples_in_rulebook_order(costs, spaces):
    c1, g1, c2, g2 = costs
    s = empty_board()
    city1 = nth_city_space(s, c1, from_top=True)
    place_neutral(s, city1, "city")
    city2 = nth_city_space(s, c2, from_top=False)
    place_neutral(s, city2, "city")
    green1 = nth_greenery_space(s, city1, g1)
    place_neutral(s, green1, "greenery")
    green2 = nth_greenery_space(s, city2, g2)
    assert (city1, green1, city2, green2) == spaces


def test_cost_0_counts_as_1():
    s = empty_board()
    assert nth_city_space(s, 0, from_top=True) == nth_city_space(s, 1, from_top=True) == "03"
    assert nth_city_space(s, 0, from_top=False) == nth_city_space(s, 1, from_top=False) == "62"
    assert nth_greenery_space(s, "16", 0) == nth_greenery_space(s, "16", 1) == "09"  # NW of 16


def test_wrap_around_past_the_last_eligible_space():
    s = empty_board()
    # 48 spaces: cost 48 is the last, 49 wraps to the first, 50 to the second
    assert nth_city_space(s, 48, from_top=True) == "62"
    assert nth_city_space(s, 49, from_top=True) == "03"
    assert nth_city_space(s, 50, from_top=True) == "05"
    assert nth_city_space(s, 48, from_top=False) == "03"
    assert nth_city_space(s, 49, from_top=False) == "62"
    assert nth_city_space(s, 50, from_top=False) == "61"
    # around 03 only SE 09 and SW 08 are free land (E 04 is ocean): 09 08 09 08 ...
    assert [nth_greenery_space(s, "03", c) for c in range(1, 6)] == ["09", "08", "09", "08", "09"]


def test_cities_whose_neighbours_are_mostly_ocean():
    s = empty_board()
    # 20: NW 13 and SE 28 are ocean, no NE/E at the row end -> SW 27, W 19
    assert [nth_greenery_space(s, "20", c) for c in range(1, 5)] == ["27", "19", "27", "19"]
    # 37: 28 and 45 are ocean -> only 36, whatever the cost
    assert {nth_greenery_space(s, "37", c) for c in range(0, 13)} == {"36"}
    # 05: E 06 and W 04 are ocean -> SE 11, SW 10
    assert [nth_greenery_space(s, "05", c) for c in (1, 2, 3)] == ["11", "10", "11"]
    # 52: NW 44 and NE 45 are ocean -> SE 58, W 51
    assert [nth_greenery_space(s, "52", c) for c in (1, 2)] == ["58", "51"]


def test_a_city_space_needs_a_free_land_neighbour():
    s = empty_board()
    assert "37" in neutral_city_candidates(s)
    place_neutral(s, "36", "greenery")  # 37's only land neighbour
    candidates = neutral_city_candidates(s)
    assert "37" not in candidates and "36" not in candidates
    assert "35" in candidates and "27" in candidates  # next to a greenery, not to a city


def stacked(*names: str) -> GameState:
    """An empty solo board whose deck reveals ``names`` in this order."""
    s = empty_board()
    s.deck = [n for n in project_cards(True) if n not in names] + list(reversed(names))
    return s


def test_neutral_setup_reveals_in_the_rulebook_order():
    """1st card -> city 1, 2nd -> city 2, 3rd -> greenery by city 1, 4th -> greenery by city 2."""
    names = ("Virus", "Land Claim", "Dust Seals", "Hackers")
    assert [COST[n] for n in names] == [1, 1, 2, 3]
    s = stacked(*names)
    neutral_setup(s)
    # city 1: 03; city 2: 62; greenery by 03 (09, 08), cost 2 -> 08; by 62 (56, 57, [63], 61), cost 3 -> 61.
    # (The reference's order city, greenery, city, greenery would give 03, 09, 61 and a greenery by 61.)
    assert neutral_tiles(s) == {"03": "city", "62": "city", "08": "greenery", "61": "greenery"}
    assert s.discard == list(names)
    assert [e.params["cost"] for e in s.events if e.kind == "reveal"] == [1, 1, 2, 3]


def test_neutral_setup_with_a_cost_0_card():
    names = ("Indentured Workers", "Land Claim", "Virus", "Earth Office")
    assert [COST[n] for n in names] == [0, 1, 1, 1]
    s = stacked(*names)
    neutral_setup(s)
    # cost 0 -> 03; cost 1 -> 62; greenery by 03 cost 1 -> 09; by 62 cost 1 -> 56
    assert neutral_tiles(s) == {"03": "city", "62": "city", "09": "greenery", "56": "greenery"}


def test_second_greenery_is_skipped_when_the_first_took_its_only_space():
    """Rulebook order corner case: city 2 may be a space whose one free land neighbour the first
    greenery then takes; greenery 2 has nowhere to go and is not placed (the 4th card is still
    revealed and discarded)."""
    names = ("Comet", "Earth Catapult", "Hackers", "Virus")
    assert [COST[n] for n in names] == [21, 23, 3, 1]
    s = stacked(*names)
    neutral_setup(s)
    # city 1, cost 21 from the top -> 27 (21st of the list above)
    # city 2, cost 23 from the bottom, 27 and its neighbours 19 20 36 35 26 out:
    #   62 61 60 59 58 57 56 55 54 53 52 51 50 49 48 47 46 (17) 42 41 40 39 38 37 -> 37
    # greenery by 27: 19 20 [28 ocean] 36 35 26, cost 3 -> 36
    # greenery by 37: [28 ocean] [45 ocean] 36 taken -> none
    assert neutral_tiles(s) == {"27": "city", "37": "city", "36": "greenery"}
    assert s.discard == list(names)


# --- Tharsis Republic ([SOLO-TH], AMB-32, AMB-33) -------------------------------------------------
def test_tharsis_republic_gets_2_mc_production_for_the_neutral_cities():
    s = start(new_solo(3), "Tharsis Republic", cards=2)
    p = s.players[0]
    assert p.corporation == "Tharsis Republic"
    assert p.production[MC] == 2 and p.resources[MC] == 40 - 6
    assert p.first_action_pending  # its own first-action city is still to come


def test_tharsis_republic_bonus_is_solo_only():
    two = build_position(parse_scenario({"setup": {"players": 2}}))
    apply_corporation(two, 0, "Tharsis Republic", [])
    solo = position({})
    apply_corporation(solo, 0, "Tharsis Republic", [])
    assert two.players[0].production[MC] == 0 and solo.players[0].production[MC] == 2


def test_other_corporations_get_no_city_bonus_in_solo():
    s = start(new_solo(3), "Ecoline")
    assert s.players[0].production[MC] == 0 and s.players[0].production[PLANTS] == 2


# --- red-bordered effects against the neutral opponent ([SOLO-4], AMB-06, R-02) ------------------
BASE = {
    "oxygen": 13,
    "players": [
        {
            "resources": {"megacredits": 100, "plants": 5},
            "production": {"heat": 2, "plants": 1, "energy": 1, "megacredits": 3},
            "hand": [
                "Heat Trappers",
                "Birds",
                "Asteroid",
                "Comet",
                "Hackers",
                "Hired Raiders",
                "Virus",
                "Flooding",
            ],
            "played": ["Fish", "Predators", "Tardigrades", "Ants"],
            "card_resources": {"Fish": 3, "Tardigrades": 2},
        }
    ],
    "tiles": [
        {"space": "05", "tile": "city", "owner": "neutral"},
        {"space": "10", "tile": "greenery", "owner": 0},
    ],
}


def run(s: GameState, command, *answers):
    """Apply ``command`` and the given answers; every other decision is a test failure."""
    applied = RULES.apply(s, command)
    events = list(applied.events)
    s = applied.state
    for answer in answers:
        assert s.pending is not None, f"no decision left for {answer}"
        applied = RULES.apply(s, answer)
        events += applied.events
        s = applied.state
    assert s.pending is None, f"unexpected decision {s.pending.kind}: {s.pending.data}"
    return s, events


N = ChoosePlayer(0, NEUTRAL)


@pytest.mark.parametrize(
    "command, answers, changes",
    [
        # production decreases: the player could take it too ([RED-1]), so they choose the neutral
        (PlayCard(0, "Heat Trappers"), (N,), {"production": [3, 0, 0, 1, 2, 2]}),
        # plant production 1 cannot drop by 2: the neutral is the only target, nothing is asked
        (PlayCard(0, "Birds"), (), {"production": [3, 0, 0, 1, 1, 2]}),
        (PlayCard(0, "Hackers"), (N,), {"production": [5, 0, 0, 1, 0, 2]}),
        # plant removal: the player keeps the 5 plants
        (PlayCard(0, "Asteroid"), (N,), {"resources": [86, 0, 2, 5, 0, 0]}),
        # animal removal from a card: Fish keeps its 3 animals
        (PlayCard(0, "Virus"), (ChooseOption(0, 0), N), {"card_resources": {"Fish": 3, "Tardigrades": 2}}),
        # plant removal by Virus's other option
        (PlayCard(0, "Virus"), (ChooseOption(0, 1), N), {"resources": [99, 0, 0, 5, 0, 0]}),
        # steal: only from opponents, so the neutral without a question, and the full amount
        (PlayCard(0, "Hired Raiders"), (ChooseOption(0, 0),), {"resources": [99, 2, 0, 5, 0, 0]}),
        (PlayCard(0, "Hired Raiders"), (ChooseOption(0, 1),), {"resources": [102, 0, 0, 5, 0, 0]}),
    ],
    ids=lambda v: v.card if isinstance(v, PlayCard) else None,
)
def test_red_bordered_effect_can_always_target_the_neutral(command, answers, changes):
    s, events = run(position(BASE), command, *answers)
    p = s.players[0]
    for key, want in changes.items():
        assert getattr(p, key) == want, key
    assert any(e.kind == "neutral_target" and e.params["card"] == command.card for e in events)
    assert not any(e.kind in ("production", "resource") and e.params["player"] == NEUTRAL for e in events)


def test_the_solo_player_may_target_themself():
    """[RED-1]: a red-bordered effect may hit the player who plays it; the neutral is one option."""
    s = RULES.apply(position(BASE), PlayCard(0, "Heat Trappers")).state
    assert s.pending.kind == "player" and s.pending.data["options"] == [NEUTRAL, 0]
    s, _ = run(s, ChoosePlayer(0, 0))
    assert s.players[0].production == [3, 0, 0, 1, 2, 0]  # own heat production 2 -> 0, energy +1


def test_animal_and_microbe_removal_actions_take_nothing():
    s, _ = run(position(BASE), CardAction(0, "Predators"))
    s, _ = run(s, CardAction(0, "Ants"))
    assert s.players[0].card_resources == {"Fish": 3, "Tardigrades": 2, "Predators": 1, "Ants": 1}


def test_flooding_next_to_neutral_tiles_just_places_the_ocean():
    # 04 touches 03, 05 (neutral city), 09 and 10 (the player's own greenery): nobody to take M€ from
    s, events = run(position(BASE), PlayCard(0, "Flooding"), ChooseSpace(0, "04"))
    p = s.players[0]
    assert s.tiles["04"].kind == "ocean" and s.oceans == 1 and p.tr == 15
    assert p.resources[MC] == 100 - 7 and p.resources[STEEL] == 2  # the space's 2 steel
    assert not any(e.kind == "neutral_target" for e in events)


def test_comet_plant_removal_after_its_ocean():
    s, events = run(position(BASE), PlayCard(0, "Comet"), ChooseSpace(0, "04"), ChoosePlayer(0, NEUTRAL))
    assert s.players[0].resources[PLANTS] == 5 and s.temperature == -28 and s.oceans == 1
    assert any(e.kind == "neutral_target" for e in events)


# --- the end: generation 14, win, loss, final greenery, scoring ([SOLO-5], [SOLO-6]) -------------
def end_of(given: dict) -> tuple[GameState, list]:
    """Pass in the given position (generation 14 unless given) and return the state and events."""
    s = position({"generation": 14, **given})
    applied = RULES.apply(s, Pass(0))
    return applied.state, list(applied.events)


def test_terraformed_early_the_game_still_runs_to_generation_14():
    s = position(
        {
            "generation": 9,
            "temperature": 8,
            "oxygen": 14,
            "oceans": 9,
            "tiles": ocean_tiles(9),
            "players": [{"tr": 40}],
        }
    )
    for generation in range(9, 14):
        s = RULES.apply(s, Pass(0)).state
        assert s.phase == RESEARCH and s.generation == generation + 1 and s.solo_result is None
        s = RULES.apply(s, ChooseCards(0, ())).state
    assert s.generation == 14 and not RULES.is_over(s)
    s = RULES.apply(s, Pass(0)).state
    assert RULES.is_over(s) and s.solo_result is True and s.generation == 14


def test_win_offers_final_greenery_without_oxygen_or_tr():
    given = {
        "temperature": 8,
        "oxygen": 14,
        "oceans": 9,
        "players": [{"tr": 45, "corporation": "Ecoline", "resources": {"plants": 15}}],
        "tiles": ocean_tiles(9)
        + [
            {"space": "21", "tile": "city", "owner": 0},
            {"space": "14", "tile": "greenery", "owner": "neutral"},
        ],
    }
    s, events = end_of(given)
    assert s.phase != OVER and s.pending.kind == "space" and s.pending.data["purpose"] == "final"
    assert s.pending.optional
    assert s.pending.data["spaces"] == ["22", "29", "30"]  # next to the own city 21 (14 is taken)
    s = RULES.apply(s, ChooseSpace(0, "30")).state  # Ecoline: 7 plants; 30 gives 2 plants
    assert s.players[0].tr == 45 and s.oxygen == 14
    assert s.players[0].resources[PLANTS] == 15 - 7 + 2
    assert s.pending is not None  # 10 plants: another greenery may be placed
    applied = RULES.apply(s, Skip(0))
    s = applied.state
    assert RULES.is_over(s) and s.players[0].resources[PLANTS] == 10
    over = next(e for e in applied.events if e.kind == "game_over")
    assert over.params["solo_won"] is True and over.params["winners"] == [0]
    out = solo_outcome(s)
    assert out.won and out.corporation == "Ecoline" and out.generation == 14
    # TR 45 + greenery 30 + city 21 next to greeneries 14 (neutral) and 30 (own) = 48
    assert (out.total, out.score.tr, out.score.greeneries, out.score.cities) == (48, 45, 1, 2)
    assert (out.score.milestones, out.score.awards) == (0, 0)
    assert out.missing == {"temperature": 0, "oxygen": 0, "oceans": 0}


def test_loss_ends_at_once_without_final_greenery():
    given = {
        "temperature": 8,
        "oxygen": 13,
        "oceans": 9,
        "players": [{"tr": 45, "corporation": "Helion", "resources": {"plants": 30}}],
        "tiles": ocean_tiles(9)
        + [{"space": "21", "tile": "city", "owner": 0}, {"space": "22", "tile": "greenery", "owner": 0}],
    }
    s, events = end_of(given)
    assert RULES.is_over(s) and s.pending is None and RULES.legal_commands(s) == []
    assert s.solo_result is False and s.players[0].resources[PLANTS] == 30 and s.oxygen == 13
    over = next(e for e in events if e.kind == "game_over")
    assert over.params["solo_won"] is False and over.params["winners"] == []
    out = solo_outcome(s)
    assert not out.won and out.corporation == "Helion"
    assert (out.total, out.score.greeneries, out.score.cities) == (45 + 1 + 1, 1, 1)
    assert out.missing == {"temperature": 0, "oxygen": 1, "oceans": 0}
    assert out.to_data()["score"]["total"] == 47 and out.to_data()["won"] is False


def test_neutral_cities_count_for_cards_but_never_score_for_anyone():
    """R-17: neutral cities count as cities in play (Immigration Shuttles: 1 VP per 3 cities);
    a neutral city next to greeneries gives nobody VP; the player's greeneries score 1 each."""
    given = {
        "temperature": 8,
        "oxygen": 14,
        "oceans": 9,
        "players": [{"tr": 30, "played": ["Immigration Shuttles"]}],
        "tiles": ocean_tiles(9)
        + [
            {"space": "03", "tile": "city", "owner": "neutral"},
            {"space": "09", "tile": "greenery", "owner": 0},
            {"space": "62", "tile": "city", "owner": "neutral"},
            {"space": "56", "tile": "greenery", "owner": "neutral"},
            {"space": "21", "tile": "city", "owner": 0},
        ],
    }
    s, _ = end_of(given)
    (score,) = final_scores(s)
    # cards: 3 cities (2 neutral + own 21) -> 1 VP; greeneries: own 09 -> 1; city 21 has no greenery next to it
    assert (score.total, score.cards, score.greeneries, score.cities) == (32, 1, 1, 0)


def test_solo_outcome_refuses_a_running_or_multiplayer_game():
    with pytest.raises(ValueError, match="not over"):
        solo_outcome(position({}))
    two = RULES.new_game(RULES.setup_from_data({"players": 2}), 1)
    with pytest.raises(ValueError, match="not a solo game"):
        solo_outcome(two)


# --- a whole random game -------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [4, 21])
def test_random_solo_game_ends_after_generation_14(seed):
    s = new_solo(seed)
    rng = Rng(seed * 31 + 7)
    generations = {s.generation}
    last_events = ()
    while not RULES.is_over(s):
        assert s.solo_result is None
        applied = RULES.apply(s, choose(rng, RULES.legal_commands(s)))
        s, last_events = applied.state, applied.events
        generations.add(s.generation)
        assert not s.milestones and not s.awards
    assert generations == set(range(1, 15)) and s.generation == 14
    maxed = (s.temperature, s.oxygen, s.oceans) == (8, 14, 9)
    assert s.solo_result is maxed
    out = solo_outcome(s)
    assert out.won is maxed and out.corporation == s.players[0].corporation
    assert out.total == final_scores(s)[0].total
    over = [e for e in last_events if e.kind == "game_over"]
    assert len(over) == 1 and over[0].params["solo_won"] is maxed
