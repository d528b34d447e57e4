"""The kit's pieces for tables of games with seats: the seats' setup data and the seed of a new
game (``ui.table.new_game``), and the seated session (``ui.table.seated_session``): names and
colours from the setup, the engine's own reason for a refused command, nothing changed by it."""

from __future__ import annotations

import pytest

from game.ares import commands as C
from game.ares.rules import RULES
from game.core import IllegalCommand, Match
from ui.table.new_game import SEED_LIMIT, open_new_table, parse_seed, seat_data
from ui.table.seated_session import SeatedSession


def test_seat_data_keeps_only_what_was_chosen():
    assert seat_data(2) == {"players": 2, "colors": [0, 1]}
    data = seat_data(2, [" Ann ", ""], [3, 1], ["human", "easy"], max_name_length=2)
    assert data == {"players": 2, "names": ["An", ""], "colors": [3, 1], "seat_kinds": ["human", "easy"]}
    assert "seat_kinds" not in seat_data(2, seat_kinds=["human", "human"])


def test_parse_seed_reads_digits_and_wraps():
    assert parse_seed("") is None and parse_seed("abc") is None
    assert parse_seed("4a2") == 42
    assert parse_seed(str(SEED_LIMIT + 5)) == 5


class _Scene:
    def __init__(self, app, match) -> None:
        self.session = SeatedSession(match, autosave=app.append)


def test_open_new_table_builds_the_match_and_autosaves_once():
    saved: list = []
    data = seat_data(2, ["Ann", "Bo"], [2, 4], ["human", "normal"]) | {"mode": "basic"}
    scene = open_new_table(saved, RULES, data, 17, _Scene)
    session = scene.session
    assert session.match.seed == 17 and len(saved) == 1
    assert session.player_names == ["Ann", "Bo"] and session.styles == [2, 4]
    assert session.is_computer(1) and not session.is_computer(0) and session.viewer == 0
    drawn = open_new_table(saved, RULES, seat_data(2), None, _Scene)
    assert 0 <= drawn.session.match.seed < 2**32
    with pytest.raises(ValueError, match="factions"):
        open_new_table(saved, RULES, seat_data(2) | {"factions": ["terran"]}, 1, _Scene)


def test_a_refused_command_carries_the_engines_reason_and_changes_nothing():
    session = SeatedSession(Match(RULES, RULES.setup_from_data({"players": 2}), 3))
    seat = session.current_seat()
    bad = C.Build(seat, "Barracks", "Troopers")  # the opening comes first
    assert session.refusal(bad) == "Choose your 2 opening cards first."
    with pytest.raises(IllegalCommand, match="opening"):
        session.issue(bad)
    assert session.version == 0 and session.match.commands == []
    assert session.refusal(session.legal()[0]) is None


@pytest.mark.parametrize(("game_id", "default"), [("tm", True), ("tmdice", False)])
def test_the_corporate_era_toggle_sets_the_new_games_cards(drive, every_game, game_id, default):
    """TM's and the Dice Game's screens share the kit's "Corporate Era cards" row
    (``add_corporate_era_option``): each game's default, a click flips it, the game starts with it."""
    from ui.game_scenes import start_new_game

    driver = drive("--lang", "en")
    scene = start_new_game(driver.app, game_id)
    driver.settle()
    scene.players = 2
    driver.frames(1)
    assert scene.corporate_era is default and scene.widget("label:corporate_era").visible
    driver.click("corporate_era")
    assert scene.corporate_era is not default
    driver.click("start")
    driver.settle()
    assert driver.top.session.match.setup.corporate_era is not default
