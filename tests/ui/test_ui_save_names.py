"""The load list shows the game menu's save names ("<title> <time>") in today's language, and the
solo and multiplayer descriptions read alike (older solo saves included)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.i18n import set_language
from game.registry import register_game
from game.tm.rules import RULES
from saves.model import Description, description_text
from ui.scenes.load_scene import save_name

STAMP = "2026-11-23 17-05-00"


@pytest.fixture
def tm():
    register_game(RULES)
    yield
    set_language("en")


@pytest.mark.parametrize("written", ["Terraforming Mars", "テラフォーミング・マーズ", "tm"])
def test_menu_save_names_follow_the_language(tm, written):
    info = SimpleNamespace(name=f"{written} {STAMP}", game_id="tm")
    set_language("ja")
    assert save_name(info) == f"テラフォーミング・マーズ {STAMP}"
    set_language("en")
    assert save_name(info) == f"Terraforming Mars {STAMP}"


@pytest.mark.parametrize("name", ["Before the big turn", f"My Mars {STAMP}", "Terraforming Mars 2026"])
def test_names_the_player_chose_stay_as_written(tm, name):
    set_language("ja")
    assert save_name(SimpleNamespace(name=name, game_id="tm")) == name


def test_solo_and_multiplayer_descriptions_read_alike(tm):
    solo = RULES.describe(RULES.new_game(RULES.setup_from_data({"players": 1, "solo": True}), 1))
    multi = RULES.describe(RULES.new_game(RULES.setup_from_data({"players": 3}), 1))
    assert solo.english() == "Generation 1, solo game" and multi.english() == "Generation 1, 3 players"
    old = Description(template="Solo game, generation {generation}", params={"generation": 9})
    assert description_text("tm", old).english() == "Generation 9, solo game"
    set_language("ja")
    assert description_text("tm", old).translated() == description_text(
        "tm", Description.of(solo)
    ).translated().replace("1", "9")
