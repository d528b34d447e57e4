"""Saves survive rule changes: a save of an earlier rules version is rebuilt by replay.

A save of the game's current ``rules_version`` is held to its snapshot; an
earlier one (or one of format 1, which recorded no version) loads by replay,
and when a recorded move no longer replays it opens at the last position that
does, with the untouched original kept beside it.
"""

from __future__ import annotations

import json

import pytest

from saves import FutureVersionError, ReplayRefusedError, SaveStore, SnapshotMismatchError
from saves.errors import FutureRulesError
from tests.support.pig import RULES


def _edit(path, change):
    doc = json.loads(path.read_bytes())
    change(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path.read_bytes()


def _as_format_1(doc):
    """What the same game looked like in a save written before rules versions existed."""
    doc["schema_version"] = 1
    del doc["rules_version"], doc["finished"]


@pytest.fixture
def saved(tmp_path, pig_match):
    store = SaveStore(tmp_path)
    return store, store.save(pig_match, "g"), pig_match


def test_format_1_save_with_an_older_snapshot_layout_loads_by_replay(saved):
    store, path, match = saved

    def old_layout(doc):
        _as_format_1(doc)
        doc["snapshot"]["field_of_an_old_version"] = 1  # the state layout has changed since

    before = _edit(path, old_layout)
    loaded = store.load(path)
    assert loaded.replayed and loaded.dropped == 0 and loaded.problem is None and loaded.original is None
    assert loaded.match.commands == match.commands
    assert loaded.match.snapshot_json() == match.snapshot_json()
    assert path.read_bytes() == before
    # The next save refreshes the file to the current format and rules version.
    store.save(loaded.match, "g")
    doc = json.loads(path.read_bytes())
    assert (doc["schema_version"], doc["rules_version"]) == (2, RULES.rules_version)
    assert not store.load(path).replayed


def test_a_rule_change_does_not_break_saves_of_the_earlier_rules(saved, monkeypatch):
    store, path, match = saved
    real_snapshot = RULES.snapshot
    monkeypatch.setattr(RULES, "rules_version", 2)
    monkeypatch.setattr(RULES, "snapshot", lambda state: {**real_snapshot(state), "new_field": 0})
    loaded = store.load(path)
    assert loaded.replayed and loaded.dropped == 0
    assert len(loaded.match.commands) == 40


def test_same_rules_version_is_still_held_to_its_snapshot(saved):
    store, path, _ = saved
    _edit(path, lambda doc: doc["snapshot"].update(field_of_an_old_version=1))
    with pytest.raises(SnapshotMismatchError):
        store.load(path)


def test_a_move_that_no_longer_replays_opens_the_game_before_it(saved):
    store, path, match = saved
    index = next(i for i, c in enumerate(match.commands) if i > 10 and c.KIND == "roll")

    def older_and_illegal(doc):
        _as_format_1(doc)
        doc["commands"][index]["seat"] = (doc["commands"][index]["seat"] + 1) % 3

    before = _edit(path, older_and_illegal)
    loaded = store.load(path)
    assert loaded.dropped == 40 - index
    assert loaded.match.commands == match.commands[:index]
    assert isinstance(loaded.problem, ReplayRefusedError) and loaded.problem.index == index
    assert path.read_bytes() == before
    assert loaded.original == path.with_name("g.json.original")
    assert loaded.original.read_bytes() == before
    # Saving over the file later leaves the kept original as it was.
    store.save(loaded.match, "g")
    assert loaded.original.read_bytes() == before
    assert store.load(path).match.commands == match.commands[:index]


def test_a_malformed_move_of_an_earlier_version_is_dropped_too(saved):
    store, path, match = saved

    def renamed_kind(doc):
        _as_format_1(doc)
        doc["commands"][30]["kind"] = "a kind of an older version"

    _edit(path, renamed_kind)
    loaded = store.load(path)
    assert loaded.dropped == 10 and loaded.match.commands == match.commands[:30]


def test_save_of_newer_rules_is_refused(saved):
    store, path, _ = saved
    _edit(path, lambda doc: doc.update(rules_version=RULES.rules_version + 1))
    with pytest.raises(FutureVersionError) as info:
        store.load(path)
    assert type(info.value) is FutureRulesError
    assert "rules version 2" in str(info.value)


@pytest.mark.parametrize(
    "change",
    [
        lambda doc: doc.pop("rules_version"),
        lambda doc: doc.update(schema_version=1),
    ],
)
def test_each_format_has_exactly_its_fields(saved, change):
    from saves import InvalidSaveError

    store, path, _ = saved
    _edit(path, change)
    with pytest.raises(InvalidSaveError):
        store.load(path)
