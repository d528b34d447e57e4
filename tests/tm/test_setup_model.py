"""The TM setup coming from outside (new-game screen, save files) is validated and round-trips."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from game.tm.rules import RULES


def test_setup_round_trips_with_names_and_colors():
    data = {
        "players": 3,
        "draft": True,
        "names": ["Kim", "Stanley", "Robinson"],
        "colors": [2, 0, 4],
        "beginners": [False, True, False],
        "first_player": 1,
    }
    setup = RULES.setup_from_data(data)
    assert setup.colors == (2, 0, 4) and setup.names == ("Kim", "Stanley", "Robinson")
    again = RULES.setup_from_data(RULES.setup_to_data(setup))
    assert again == setup


@pytest.mark.parametrize(
    "data, message",
    [
        ({"players": 2, "colors": [1, 1]}, "each chosen once"),
        ({"players": 2, "colors": [0, 1, 2]}, "at most one per player"),
        ({"players": 2, "colors": [0, 16]}, "palette index"),
        ({"players": 2, "solo": True}, "solo game has exactly 1 player"),
        ({"players": 6}, "less than or equal to 5"),
        ({"players": 2, "first_player": 2}, "first_player must be a seat"),
        ({"players": 2, "wild": True}, "Extra inputs are not permitted"),
    ],
)
def test_bad_setups_are_refused_with_a_reason(data, message):
    with pytest.raises(ValidationError, match=message):
        RULES.setup_from_data(data)


def test_colors_do_not_change_the_game():
    a = RULES.new_game(RULES.setup_from_data({"players": 2}), 4)
    b = RULES.new_game(RULES.setup_from_data({"players": 2, "colors": [3, 1]}), 4)
    assert a.players[0].dealt_cards == b.players[0].dealt_cards and a.first_player == b.first_player


def test_seat_kinds_round_trip_and_are_no_part_of_the_position():
    setup = RULES.setup_from_data({"players": 3, "seat_kinds": ["human", "easy", "hard"]})
    assert setup.seat_kinds == ("human", "easy", "hard")
    data = RULES.setup_to_data(setup)
    assert data["seat_kinds"] == ["human", "easy", "hard"]
    assert RULES.setup_from_data(data) == setup
    plain = RULES.setup_from_data({"players": 3})
    assert "seat_kinds" not in RULES.setup_to_data(plain)  # all-human setups are written as before
    a, b = RULES.new_game(setup, 9), RULES.new_game(plain, 9)
    assert RULES.snapshot(a) == RULES.snapshot(b)  # the rules ignore who plays


def test_a_determinized_state_keeps_the_seat_kinds():
    from game.core import Rng

    setup = RULES.setup_from_data({"players": 2, "seat_kinds": ["normal", "human"]})
    view = RULES.view(RULES.new_game(setup, 3), 1)
    assert RULES.determinize(view, Rng(1)).setup.seat_kinds == ("normal", "human")


@pytest.mark.parametrize(
    "data, message",
    [
        ({"players": 2, "seat_kinds": ["easy", "hard"]}, "at least one seat is human"),
        ({"players": 2, "seat_kinds": ["easy"]}, None),
        ({"players": 2, "seat_kinds": ["human", "genius"]}, "each is one of"),
        ({"players": 2, "seat_kinds": ["human", "easy", "easy"]}, "at most one per player"),
        ({"players": 1, "solo": True, "seat_kinds": ["hard"]}, "at least one seat is human"),
    ],
)
def test_bad_seat_kinds_are_refused(data, message):
    if message is None:
        assert RULES.setup_from_data(data).seat_kinds == ("easy",)  # seat 1 is human
        return
    with pytest.raises(ValidationError, match=message):
        RULES.setup_from_data(data)
