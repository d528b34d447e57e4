"""The TM evaluation (``game.tm.evaluation``): what it prices, and the choices it leads the bots to."""

from __future__ import annotations

import dataclasses

import pytest

from game.bots.framework import seat_view
from game.bots.levels import HardBot, NormalBot, normal_choice
from game.bots.tm import TM_KIT
from game.core import Rng
from game.tm import evaluation as ev
from game.tm.commands import ConvertPlants, Pass, StandardProject
from game.tm.rules import RULES
from game.tm.scenarios.model import parse_scenario
from game.tm.scenarios.position import build_position
from game.tm.state import OVER

OCEAN_SPACES = ("04", "06", "07", "13", "28", "32", "33", "34", "43")


def oceans(n: int) -> list[dict]:
    return [{"space": sid, "tile": "ocean"} for sid in OCEAN_SPACES[:n]]


def position(given: dict, players: int = 2, **setup):
    """A position built like a scenario's ``given`` (the first seat to act)."""
    data = {"title": "evaluation test", "setup": {"players": players, **setup}, "given": given, "steps": []}
    return build_position(parse_scenario(data))


def test_money_beyond_a_generations_purchases_is_worth_less():
    values = {}
    for mc in (0, 40, 60, 100):
        s = position({"players": [{"resources": {"megacredits": mc}}, {}]})
        values[mc] = ev.assets_mc(s, 0)
    assert values[40] - values[0] == pytest.approx(40.0)
    assert values[100] - values[60] == pytest.approx(40 * ev.HOARD_SHARE)


def test_heat_is_worth_nothing_once_the_temperature_is_at_its_maximum():
    cold = position({"temperature": -20, "players": [{"resources": {"heat": 8}}, {}]})
    warm = position({"temperature": 8, "players": [{"resources": {"heat": 8}}, {}]})
    bare = position({"temperature": 8, "players": [{}, {}]})
    assert ev.assets_mc(cold, 0) - ev.assets_mc(position({"temperature": -20, "players": [{}, {}]}), 0) == (
        pytest.approx(8 * ev.RESOURCE_MC[5])
    )
    assert ev.assets_mc(warm, 0) == pytest.approx(ev.assets_mc(bare, 0))


def test_a_card_whose_maximum_requirement_has_passed_counts_nothing_in_hand():
    # Search For Life: oxygen at most 6 %
    early = position(
        {"oxygen": 2, "players": [{"hand": ["Search For Life"], "resources": {"megacredits": 20}}, {}]}
    )
    late = position(
        {"oxygen": 10, "players": [{"hand": ["Search For Life"], "resources": {"megacredits": 20}}, {}]}
    )
    assert ev._requirement_factor(early, 0, "Search For Life", 5.0) == 1.0
    assert ev._requirement_factor(late, 0, "Search For Life", 5.0) == 0.0
    assert ev.hand_mc(late, late.players[0], 5.0) == 0.0


def test_an_action_is_priced_by_its_gain_less_its_cost():
    # Space Elevator: spend 1 steel to gain 5 M€ (steel in stock is worth 1.6 M€)
    assert ev.action_mc("Space Elevator", 5) == pytest.approx(5 - 1.6)
    # an action never costs: Search For Life pays 1 M€ for a gamble worth less
    assert ev.action_mc("Search For Life", 5) == 0.0
    # one use a generation, each with the generations then left
    assert ev.actions_mc("Space Elevator", 3) == pytest.approx(3 * (5 - 1.6))


def test_the_solo_challenge_is_judged_by_winning_it():
    won = position({"temperature": 8, "oxygen": 14, "oceans": 9, "tiles": oceans(9)}, players=1, solo=True)
    won.phase = OVER
    lost = position({"temperature": 8, "oxygen": 12, "oceans": 9, "tiles": oceans(9)}, players=1, solo=True)
    lost.phase = OVER
    assert ev.relative_value(won, 0) >= ev.SOLO_WIN_VP
    assert ev.relative_value(lost, 0) == pytest.approx(
        ev.SOLO_SCORE_WEIGHT * ev.final_scores(lost)[0].total - 2 * ev.SOLO_OXYGEN_MC / ev.MC_PER_VP
    )


def test_in_the_last_solo_generation_the_bot_spends_its_money_on_a_step():
    s = position(
        {"generation": 14, "temperature": 6, "oxygen": 14, "oceans": 9, "tiles": oceans(9),
         "players": [{"resources": {"megacredits": 20}}]},
        players=1, solo=True,
    )  # fmt: skip
    legal = RULES.legal_commands(s)
    command = normal_choice(TM_KIT, s, 0, legal, Rng(1))
    assert command == StandardProject(0, "Asteroid")


def test_solo_plants_and_heat_count_only_for_the_steps_still_missing():
    def solo(plants: int, heat: int):
        return position(
            {"generation": 10, "temperature": 6, "oxygen": 13, "oceans": 9, "tiles": oceans(9),
             "players": [{"resources": {"plants": plants, "heat": heat}}]},
            players=1, solo=True,
        )  # fmt: skip

    bare = ev.assets_mc(solo(0, 0), 0)
    # one oxygen step (8 plants) and one temperature step (8 heat) are missing
    assert ev.assets_mc(solo(8, 0), 0) - bare == pytest.approx(8 * ev.RESOURCE_MC[3])
    assert ev.assets_mc(solo(27, 0), 0) == pytest.approx(ev.assets_mc(solo(8, 0), 0))
    assert ev.assets_mc(solo(0, 20), 0) - bare == pytest.approx(8 * ev.RESOURCE_MC[5])


def test_in_the_last_solo_generation_the_bot_turns_its_plants_into_the_last_step():
    # 27 plants and one oxygen step missing: the greenery wins the challenge; the plants beyond
    # it are worth nothing, so keeping them is no reason to pass
    s = position(
        {"generation": 14, "temperature": 8, "oxygen": 13, "oceans": 9, "tiles": oceans(9),
         "players": [{"resources": {"plants": 27, "megacredits": 5}}]},
        players=1, solo=True,
    )  # fmt: skip
    legal = RULES.legal_commands(s)
    assert ConvertPlants(0) in legal
    assert normal_choice(TM_KIT, s, 0, legal, Rng(1)) == ConvertPlants(0)


def test_passing_is_judged_as_the_position_as_it_stands():
    """An evaluation loses value when a generation ends (cards in hand lose a generation of
    production). The loss is the time running out, not the pass: normal passes rather than
    take an action that loses less than that."""

    def judge(s, seat):
        sold = 1.0 if s.players[seat].resources[0] != 3 else 0.0  # selling patents changes M€
        return -10.0 * s.generation - sold

    kit = dataclasses.replace(TM_KIT, evaluate=judge)
    s = position({"generation": 5, "players": [{"resources": {"megacredits": 3}, "hand": ["Lichen"]}]},
                 players=1, solo=True)  # fmt: skip
    legal = RULES.legal_commands(s)
    assert StandardProject(0, "Sell Patents") in legal
    assert normal_choice(kit, s, 0, legal, Rng(1)) == Pass(0)


def test_hard_without_samples_plays_normals_move():
    s = position({"players": [{"resources": {"megacredits": 30, "heat": 8}, "hand": ["Lichen"]}, {}]})
    seat = RULES.current_seat(s)
    view = seat_view(RULES, s, seat)
    legal = RULES.legal_commands(s)
    assert HardBot(TM_KIT, iterations=0).choose(view, legal, Rng(3)) == NormalBot(TM_KIT).choose(
        view, legal, Rng(3)
    )


def test_hard_answers_the_decisions_of_an_action_under_way_as_normal_does():
    s = position({"players": [{"resources": {"megacredits": 30}}, {}]})
    seat = RULES.current_seat(s)
    s = RULES.apply(s, StandardProject(seat, "Greenery")).state  # a space to choose
    assert TM_KIT.in_chain(s)
    view = seat_view(RULES, s, seat)
    legal = RULES.legal_commands(s)
    assert len(legal) > 1
    hard = HardBot(TM_KIT, iterations=50).choose(view, legal, Rng(3))
    assert hard == NormalBot(TM_KIT).choose(view, legal, Rng(3))


def test_an_opponents_hand_counts_by_its_size_not_by_the_cards_in_it():
    """The cards a determinization gives another seat are a guess: their worth would be noise."""
    strong = position({"players": [{}, {"hand": ["Giant Space Mirror", "Bushes"]}]})
    weak = position({"players": [{}, {"hand": ["Search For Life", "Hackers"]}]})
    none = position({"players": [{}, {}]})
    assert ev.relative_value(strong, 0) == pytest.approx(ev.relative_value(weak, 0))
    assert ev.relative_value(none, 0) - ev.relative_value(weak, 0) == pytest.approx(
        2 * ev.HAND_SHARE * ev.HIDDEN_CARD_MC / ev.MC_PER_VP
    )
