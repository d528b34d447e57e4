"""Loading replays the commands and proves the result equals the recorded snapshot."""

from __future__ import annotations

import json

import pytest

from game.core import IllegalCommand, Match
from saves import (
    ReplayCrashedError,
    ReplayError,
    ReplayRefusedError,
    SaveError,
    SaveStore,
    SnapshotMismatchError,
)
from tests.support.pig import RULES


@pytest.fixture
def saved(tmp_path, pig_match):
    store = SaveStore(tmp_path)
    path = store.save(pig_match, "g")
    return store, path


def _edit(path, change):
    doc = json.loads(path.read_bytes())
    change(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path.read_bytes()


def _fails(store, path, kind):
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        store.load(path)
    assert type(info.value) is kind, f"{type(info.value).__name__}: {info.value}"
    assert isinstance(info.value, ReplayError)
    assert path.read_bytes() == before
    return info.value


def test_hand_edited_score_is_a_mismatch_naming_the_key(saved):
    store, path = saved

    def cheat(doc):
        doc["snapshot"]["scores"][0] += 50

    _edit(path, cheat)
    err = _fails(store, path, SnapshotMismatchError)
    assert err.key == "scores"
    assert str(err) == "The save file does not match the game it records (first difference: scores)."


def test_first_differing_key_in_sorted_order(saved):
    store, path = saved

    def cheat(doc):
        doc["snapshot"]["winner"] = 1
        doc["snapshot"]["rolls"] += 1

    _edit(path, cheat)
    assert _fails(store, path, SnapshotMismatchError).key == "rolls"


def test_missing_and_extra_snapshot_keys(saved):
    store, path = saved
    _edit(path, lambda doc: doc["snapshot"].pop("turn_total"))
    assert _fails(store, path, SnapshotMismatchError).key == "turn_total"
    _edit(path, lambda doc: doc["snapshot"].update(turn_total=0, bonus=3))
    assert _fails(store, path, SnapshotMismatchError).key == "bonus"


def test_changed_seed_changes_the_dice(saved):
    store, path = saved
    _edit(path, lambda doc: doc.update(seed=doc["seed"] + 1))
    with pytest.raises(ReplayError) as info:  # different dice: refused or different position
        store.load(path)
    assert type(info.value) in (SnapshotMismatchError, ReplayRefusedError)


def test_refused_command_names_its_index(saved, pig_match):
    store, path = saved
    index = next(i for i, c in enumerate(pig_match.commands) if i > 3 and c.KIND == "roll")

    def wrong_seat(doc):
        cmd = doc["commands"][index]
        cmd["seat"] = (cmd["seat"] + 1) % 3

    _edit(path, wrong_seat)
    err = _fails(store, path, ReplayRefusedError)
    assert err.index == index
    assert str(err) == (
        f"Command {index + 1} in the save file was refused on replay: "
        f"It is not seat {(pig_match.commands[index].seat + 1) % 3}'s turn."
    )


def test_command_after_the_end_is_refused(tmp_path, make_pig_match):
    match = make_pig_match(10_000, target=20)
    assert match.is_over()
    store = SaveStore(tmp_path)
    path = store.save(match, "over")
    assert store.load(path).match.is_over()
    _edit(path, lambda doc: doc["commands"].append({"kind": "hold", "seat": 0}))
    err = _fails(store, path, ReplayRefusedError)
    assert err.index == len(match.commands)
    assert "The game is over." in str(err)


def test_engine_crash_becomes_a_save_error(saved, monkeypatch):
    store, path = saved

    def broken_apply(state, command):
        raise ZeroDivisionError("engine bug")

    monkeypatch.setattr(RULES, "apply", broken_apply)
    err = _fails(store, path, ReplayCrashedError)
    assert "ZeroDivisionError" in err.detail and isinstance(err.__cause__, ZeroDivisionError)


def test_loaded_match_is_not_replayed_twice(saved, monkeypatch):
    store, path = saved
    calls = []
    original = RULES.apply

    def counting(state, command):
        calls.append(command)
        return original(state, command)

    monkeypatch.setattr(RULES, "apply", counting)
    loaded = store.load(path)
    assert len(calls) == len(loaded.match.commands) == 40
    assert isinstance(loaded.match, Match)
    with pytest.raises(IllegalCommand):
        loaded.match.push(type(loaded.match.commands[0])(seat=(loaded.match.current_seat() + 1) % 3))
