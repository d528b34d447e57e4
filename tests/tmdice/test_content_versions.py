"""A Dice Game saved under an earlier rules version replays with the content it was played with.

Our card set is tuned after it ships (``content/BALANCE.md``); the files as they were stay in
``content/history/rN/`` (``game.core.content_history``) and a save's setup names them.
"""

from __future__ import annotations

import json
import shutil

import pytest

from game import registry
from game.core import Match, Rng
from game.tmdice.content import load
from game.tmdice.rules import RULES
from saves import SaveStore
from tests.tmdice.support import choose


def _costs(table):
    return {name: dict(card.cost) for name, card in table.items() if card.cost}


class Versions:
    """Two releases of the content: rules 2 (the shipped files) and rules 3 (every cost one die
    dearer, rules 2's cards kept in ``history/r2``)."""

    def __init__(self, root, monkeypatch):
        self.monkeypatch = monkeypatch
        self.old, self.new = root / "r2", root / "r3"
        for folder in (self.old, self.new):
            folder.mkdir()
            for name in ("cards.json", "board.json"):
                shutil.copy(load.HERE / name, folder / name)
        (self.new / "history" / "r2").mkdir(parents=True)
        shutil.copy(load.HERE / "cards.json", self.new / "history" / "r2" / "cards.json")
        data = json.loads((self.new / "cards.json").read_text(encoding="utf-8"))
        for card in data.values():
            cost = card.get("cost") or {}
            if cost:
                first = sorted(cost)[0]
                cost[first] += 1
        (self.new / "cards.json").write_text(json.dumps(data), encoding="utf-8")

    def release(self, version: int) -> None:
        self.monkeypatch.setattr(load, "HERE", self.old if version == 2 else self.new)
        self.monkeypatch.setattr(type(RULES), "rules_version", version)
        for cached in (load._cards, load._board):
            cached.cache_clear()


@pytest.fixture
def versions(tmp_path, monkeypatch):
    yield Versions(tmp_path, monkeypatch)
    for cached in (load._cards, load._board):
        cached.cache_clear()


def test_a_new_game_uses_todays_files_and_an_old_setup_its_own(versions):
    versions.release(3)
    today, old = load.cards(), load.cards(2)
    assert today is not old and _costs(today) and _costs(today) != _costs(old)
    assert sum(sum(c.values()) for c in _costs(today).values()) == sum(
        sum(c.values()) + 1 for c in _costs(old).values()
    )
    new = RULES.new_game(RULES.setup_from_data({"players": 2}), 5)
    kept = RULES.new_game(RULES.setup_from_data({"players": 2, "content_rules": 2}), 5)
    assert new.cards is today and kept.cards is old
    assert "content_rules" not in RULES.snapshot(new) and RULES.snapshot(kept)["content_rules"] == 2
    view = RULES.view(kept, 0)
    assert view["content_rules"] == 2 and RULES.determinize(view, Rng(1)).cards is old
    assert "content_rules" not in RULES.setup_to_data(RULES.setup_from_data({"players": 2}))
    assert (
        RULES.setup_to_data(kept_setup := RULES.setup_from_data({"content_rules": 2}))["content_rules"] == 2
    )
    assert kept_setup.content_rules == 2


def test_a_save_of_the_earlier_version_replays_every_move_with_its_content(versions, tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", dict(registry._GAMES))
    registry.register_game(RULES)
    versions.release(2)  # the game is played and saved under rules 2
    match = Match(RULES, RULES.setup_from_data({"players": 2}), 7)
    chooser = Rng(11)
    while len(match.commands) < 160 and not match.is_over():
        match.push(choose(chooser, match.legal_commands()))
    store = SaveStore(tmp_path / "saves")
    path = store.save(match, "old")
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["rules_version"] == 2 and "content_rules" not in document["setup"]

    versions.release(3)  # the retuned cards ship
    loaded = store.load(path)
    assert loaded.replayed and loaded.dropped == 0 and loaded.problem is None
    assert loaded.match.setup.content_rules == 2 and loaded.match.state.cards is load.cards(2)
    replayed = RULES.snapshot(loaded.match.state)
    assert replayed.pop("content_rules") == 2 and replayed == document["snapshot"]
    # Saved again under rules 3, it keeps its content: the next version still replays it alike.
    store.save(loaded.match, "old")
    assert json.loads(path.read_text(encoding="utf-8"))["setup"]["content_rules"] == 2
    assert store.load(path).match.state.cards is load.cards(2)

    # A new game of the same seed is played with the retuned cards.
    fresh = Match(RULES, RULES.setup_from_data({"players": 2}), 7)
    assert fresh.state.cards is load.cards() and _costs(fresh.state.cards) != _costs(loaded.match.state.cards)
