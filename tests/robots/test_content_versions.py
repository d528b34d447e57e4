"""A robot game saved under an earlier rules version replays with the robots it was played with.

Our robots and special parts are retuned by simulation (``content/BALANCE.md``); the files as
they were stay in ``content/history/rN/`` (``game.core.content_history``).
"""

from __future__ import annotations

import json
import shutil

import pytest

from game import registry
from game.core import Match, Rng
from game.robots.content import load
from game.robots.rules import RULES
from saves import SaveStore


def _retune(robots: list[dict]) -> None:
    for robot in robots:  # every robot one more Storage: a change of our own numbers
        robot["storage"] = robot.get("storage", 0) + 1


@pytest.fixture
def release(tmp_path, monkeypatch):
    old, new = tmp_path / "r1", tmp_path / "r2"
    for folder in (old, new):
        folder.mkdir()
        for name in load.FILES:
            shutil.copy(load.HERE / name, folder / name)
    (new / "history" / "r1").mkdir(parents=True)
    shutil.copy(load.HERE / "robots.json", new / "history" / "r1" / "robots.json")
    data = json.loads((new / "robots.json").read_text(encoding="utf-8"))
    _retune(data)
    (new / "robots.json").write_text(json.dumps(data), encoding="utf-8")

    def to(version: int) -> None:
        monkeypatch.setattr(load, "HERE", old if version == 1 else new)
        monkeypatch.setattr(type(RULES), "rules_version", version)
        load._content.cache_clear()

    yield to
    load._content.cache_clear()


def _storage(state):
    return {name: robot.storage for name, robot in state.robots.items()}


def test_a_new_game_uses_todays_robots_and_an_old_setup_its_own(release):
    release(2)
    new = RULES.new_game(RULES.setup_from_data({"players": 3}), 5)
    kept = RULES.new_game(RULES.setup_from_data({"players": 3, "content_rules": 1}), 5)
    assert all(_storage(new)[name] == storage + 1 for name, storage in _storage(kept).items())
    assert "content_rules" not in RULES.snapshot(new) and RULES.snapshot(kept)["content_rules"] == 1
    view = RULES.view(kept, 1)
    sampled = RULES.determinize(view, Rng(3))
    assert view["content_rules"] == 1 and sampled.content_rules == 1 and _storage(sampled) == _storage(kept)
    assert sampled.clone().content_rules == 1
    assert "content_rules" not in RULES.setup_to_data(RULES.setup_from_data({"players": 3}))


def test_a_save_of_the_earlier_version_replays_every_move_with_its_robots(release, tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", dict(registry._GAMES))
    registry.register_game(RULES)
    release(1)
    match = Match(RULES, RULES.setup_from_data({"players": 3}), 9)
    chooser = Rng(4)
    while len(match.commands) < 30 and not match.is_over():
        match.push(chooser.choice(list(match.legal_commands())))
    store = SaveStore(tmp_path / "saves")
    path = store.save(match, "old")
    document = json.loads(path.read_text(encoding="utf-8"))

    release(2)
    loaded = store.load(path)
    assert loaded.replayed and loaded.dropped == 0 and loaded.problem is None
    assert loaded.match.setup.content_rules == 1 and _storage(loaded.match.state) == _storage(match.state)
    replayed = RULES.snapshot(loaded.match.state)
    assert replayed.pop("content_rules") == 1 and replayed == document["snapshot"]
    store.save(loaded.match, "old")
    assert json.loads(path.read_text(encoding="utf-8"))["setup"]["content_rules"] == 1
