"""game.registry: the installed games the save loader and the menus look up."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game import registry
from game.registry import GameNotFound, all_games, get_rules, is_registered, register_game
from tests.support.pig import PigRules


@pytest.fixture
def empty_registry(monkeypatch):
    """An empty registry for this test only (the real one is process-wide)."""
    monkeypatch.setattr(registry, "_GAMES", {})


class _Other(PigRules):
    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.info = replace(PigRules.info, id=game_id)


def test_register_and_look_up_in_order(empty_registry):
    a, b, c = _Other("b-game"), _Other("a-game"), _Other("c-game")
    assert register_game(a) is a
    register_game(b)
    register_game(c)
    assert all_games() == [a, b, c]
    assert get_rules("a-game") is b and is_registered("c-game")
    assert register_game(a) is a  # registering the same object again is harmless
    assert all_games() == [a, b, c]


def test_unknown_id_raises_game_not_found(empty_registry):
    register_game(_Other("pig"))
    with pytest.raises(GameNotFound) as info:
        get_rules("chess")
    assert isinstance(info.value, KeyError) and info.value.game_id == "chess"
    assert str(info.value) == "no game registered as 'chess' (registered: pig)"
    with pytest.raises(KeyError):
        get_rules(["not", "hashable"])  # type: ignore[arg-type]
    assert not is_registered("chess") and not is_registered(3)  # type: ignore[arg-type]


def test_conflicting_registration_is_refused(empty_registry):
    register_game(_Other("pig"))
    with pytest.raises(ValueError, match="already registered"):
        register_game(_Other("pig"))
    with pytest.raises(ValueError, match="no game_id"):
        register_game(_Other(""))
    nameless = _Other("nameless")
    nameless.title = None
    with pytest.raises(ValueError, match="no title"):
        register_game(nameless)
    assert [r.game_id for r in all_games()] == ["pig"]


def test_pig_fixture_registers_the_test_game(pig_rules):
    assert get_rules("pig") is pig_rules
    assert pig_rules in all_games()
