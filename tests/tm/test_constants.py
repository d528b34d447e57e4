"""The rules' numbers come from one module (game.tm.constants) and the engine uses them."""

from __future__ import annotations

from game.tm import constants, content, state
from game.tm.rules import RULES


def test_resource_indices_follow_the_names():
    c = constants
    assert (
        [c.RESOURCE_INDEX[name] for name in c.RESOURCE_NAMES]
        == [c.MC, c.STEEL, c.TITANIUM, c.PLANTS, c.ENERGY, c.HEAT]
        == list(range(6))
    )
    assert content.RESOURCES is c.RESOURCE_NAMES and state.RESOURCE_INDEX is c.RESOURCE_INDEX


def test_starting_tr_and_the_starting_deal_come_from_the_constants():
    solo = RULES.new_game(RULES.setup_from_data({"players": 1, "solo": True}), 3)
    duo = RULES.new_game(RULES.setup_from_data({"players": 2}), 3)
    assert [p.tr for p in solo.players] == [constants.SOLO_TR_START] == [14]
    assert [p.tr for p in duo.players] == [constants.TR_START] * 2 == [20, 20]
    assert all(len(p.dealt_cards) == constants.STARTING_CARDS for p in duo.players)
    assert all(len(p.dealt_corporations) == constants.CORPORATIONS_DEALT for p in duo.players)
