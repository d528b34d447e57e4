"""An Ares game saved under an earlier rules version replays with the decks it was played with.

Our faction decks are retuned by simulation (``content/BALANCE.md``); the files as they were stay
in ``content/history/rN/`` (``game.core.content_history``).
"""

from __future__ import annotations

import json
import shutil

import pytest

from game import registry
from game.ares.content import load
from game.ares.rules import RULES
from game.core import Match, Rng
from saves import SaveStore


def _retune(faction: dict) -> None:
    for card in faction["cards"].values():  # every unit one initiative later: our own numbers
        for unit in card.get("units", []):
            unit["initiative"] = unit.get("initiative", 0) + 1


@pytest.fixture
def release(tmp_path, monkeypatch):
    old, new = tmp_path / "r2", tmp_path / "r3"
    for folder in (old, new):
        folder.mkdir()
        for name in load.FACTION_FILES:
            shutil.copy(load.HERE / f"{name}.json", folder / f"{name}.json")
    (new / "history" / "r2").mkdir(parents=True)
    shutil.copy(load.HERE / "terran.json", new / "history" / "r2" / "terran.json")
    data = json.loads((new / "terran.json").read_text(encoding="utf-8"))
    _retune(data)
    (new / "terran.json").write_text(json.dumps(data), encoding="utf-8")

    def to(version: int) -> None:
        monkeypatch.setattr(load, "HERE", old if version == 2 else new)
        monkeypatch.setattr(type(RULES), "rules_version", version)
        load._content.cache_clear()

    yield to
    load._content.cache_clear()


def _initiative(cards):
    return {n: [u.initiative for u in c.units] for n, c in cards.items() if c.faction == "terran"}


def test_a_new_game_uses_todays_decks_and_an_old_setup_its_own(release):
    release(3)
    new = RULES.new_game(RULES.setup_from_data({"players": 2}), 5)
    kept = RULES.new_game(RULES.setup_from_data({"players": 2, "content_rules": 2}), 5)
    assert _initiative(new.cards) != _initiative(kept.cards)
    assert _initiative(new.cards)["Turret"] == [i + 1 for i in _initiative(kept.cards)["Turret"]]
    assert "content_rules" not in RULES.snapshot(new) and RULES.snapshot(kept)["content_rules"] == 2
    view = RULES.view(kept, 1)
    sampled = RULES.determinize(view, Rng(3))
    assert view["content_rules"] == 2 and sampled.content_rules == 2
    assert _initiative(sampled.cards) == _initiative(kept.cards) and sampled.clone().content_rules == 2


def test_a_save_of_the_earlier_version_replays_every_move_with_its_decks(release, tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", dict(registry._GAMES))
    registry.register_game(RULES)
    release(2)
    match = Match(RULES, RULES.setup_from_data({"players": 2}), 9)
    chooser = Rng(4)
    while len(match.commands) < 80 and not match.is_over():
        match.push(chooser.choice(list(match.legal_commands())))
    store = SaveStore(tmp_path / "saves")
    path = store.save(match, "old")
    document = json.loads(path.read_text(encoding="utf-8"))

    release(3)
    loaded = store.load(path)
    assert loaded.replayed and loaded.dropped == 0 and loaded.problem is None
    assert loaded.match.setup.content_rules == 2
    assert _initiative(loaded.match.state.cards) == _initiative(match.state.cards)
    replayed = RULES.snapshot(loaded.match.state)
    assert replayed.pop("content_rules") == 2 and replayed == document["snapshot"]
