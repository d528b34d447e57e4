"""Saving and loading a good game: the file format, slots, listing, backups."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import platformdirs
import pytest

from game.core import Match, command_to_data
from game.core.serial import canonical_json
from game.i18n import Text
from saves import (
    DATA_DIR_ENV,
    SCHEMA_VERSION,
    LoadedGame,
    SaveFile,
    SaveNameError,
    SaveStore,
    default_saves_dir,
    load_save_file,
)
from saves.model import app_version
from tests.support.pig import Hold, Roll


def test_round_trip_rebuilds_the_same_match(tmp_path, pig_match):
    store = SaveStore(tmp_path)
    path = store.save(pig_match, "First game")
    assert path == tmp_path / "First game.json"
    loaded = store.load(path, expected_game="pig")
    assert isinstance(loaded, LoadedGame) and isinstance(loaded.match, Match)
    assert loaded.match.snapshot_json() == pig_match.snapshot_json()
    assert loaded.match.commands == pig_match.commands
    assert loaded.match.setup == pig_match.setup and loaded.match.seed == pig_match.seed
    assert loaded.path == path
    # The loaded match plays on exactly like the original.
    seat = pig_match.current_seat()
    pig_match.push(Roll(seat))
    loaded.match.push(Roll(seat))
    assert loaded.match.snapshot_json() == pig_match.snapshot_json()


def test_file_contents(tmp_path, pig_match):
    before = datetime.now(UTC) - timedelta(seconds=1)
    path = SaveStore(tmp_path).save(pig_match, "g")
    raw = path.read_bytes()
    doc = json.loads(raw)
    assert list(doc) == [
        "format",
        "schema_version",
        "app_version",
        "game_id",
        "rules_version",
        "finished",
        "created",
        "updated",
        "description",
        "seed",
        "setup",
        "commands",
        "snapshot",
    ]
    assert doc["format"] == "mars-tabletop-save"
    assert doc["schema_version"] == SCHEMA_VERSION == 2
    assert doc["rules_version"] == 1 and doc["finished"] is False
    assert doc["app_version"] == app_version() == "0.1.0"
    assert doc["game_id"] == "pig"
    assert doc["seed"] == 7
    assert doc["setup"] == {"players": 3, "target": 60}
    assert doc["commands"] == [command_to_data(c) for c in pig_match.commands]
    assert {c["kind"] for c in doc["commands"]} == {"roll", "hold"}
    assert len(doc["commands"]) == len(pig_match.commands) == 40
    assert canonical_json(doc["snapshot"]) == pig_match.snapshot_json()
    scores = "-".join(map(str, pig_match.state.scores))
    assert doc["description"] == {"template": "Scores {scores}", "params": {"scores": scores}}
    for key in ("created", "updated"):
        assert doc[key].endswith("Z")
        stamp = datetime.fromisoformat(doc[key])
        assert stamp.tzinfo is not None and before <= stamp <= datetime.now(UTC)
    assert raw.decode("utf-8") == json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def test_record_carries_description_and_times(tmp_path, pig_match):
    store = SaveStore(tmp_path)
    loaded = store.load(store.save(pig_match, "g"))
    record = loaded.record
    assert isinstance(record, SaveFile)
    assert record.description_text() == pig_match.rules.describe(pig_match.state)
    assert isinstance(record.description_text(), Text)
    assert record.created.tzinfo == UTC and record.updated >= record.created


def test_created_is_kept_across_saves_and_loads(tmp_path, pig_match):
    store = SaveStore(tmp_path)
    first = store.load(store.save(pig_match, "g")).record
    pig_match.push(Hold(pig_match.current_seat()))
    second = store.load(store.save(pig_match, "g"))
    assert second.record.created == first.created
    assert second.record.updated >= first.updated
    # A match rebuilt from a file keeps the file's creation time when saved again.
    third = store.load(store.save(second.match, "other")).record
    assert third.created == first.created


def test_undo_then_save_writes_the_shorter_history(tmp_path, pig_match):
    store = SaveStore(tmp_path)
    store.autosave(pig_match)
    pig_match.undo(5)
    loaded = store.load(store.autosave(pig_match))
    assert loaded.match.commands == pig_match.commands and len(loaded.match.commands) == 35
    assert loaded.match.snapshot_json() == pig_match.snapshot_json()


def test_autosave_is_one_file_per_match(tmp_path, pig_match):
    store = SaveStore(tmp_path)
    assert store.latest_autosave() is None
    path = store.autosave(pig_match)
    assert path.parent == tmp_path and path.name.startswith("autosave-pig-") and path.suffix == ".json"
    pig_match.push(Roll(pig_match.current_seat()))
    assert store.autosave(pig_match) == path
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name, path.name + ".bak"]
    assert store.latest_autosave() == path
    assert store.latest_autosave(game="pig") == path
    assert store.latest_autosave(game="tm") is None
    assert len(store.load(path).match.commands) == 41


def test_latest_autosave_skips_broken_and_picks_newest(tmp_path, pig_match):
    store = SaveStore(tmp_path)
    path = store.autosave(pig_match)
    (tmp_path / "autosave-zz.json").write_bytes(b"{broken")
    named = store.save(pig_match, "named")
    assert store.latest_autosave() == path
    path.unlink()
    assert store.latest_autosave() is None and named.exists()


def _ticking_clock(monkeypatch):
    """Make each save one minute later than the last, so ordering is exact."""
    times = iter(datetime(2026, 3, 1, 12, 0, tzinfo=UTC) + timedelta(minutes=i) for i in range(1000))
    monkeypatch.setattr("saves.store.utc_now", lambda: next(times))


def test_list_saves(tmp_path, make_pig_match, monkeypatch):
    _ticking_clock(monkeypatch)
    store = SaveStore(tmp_path)
    early = make_pig_match(10)
    late = make_pig_match(30, seed=3)
    store.save(early, "early")
    autosave_name = store.autosave(late).stem
    store.save(late, "late")
    (tmp_path / "junk.json").write_bytes(b"\x00\x01 not json")
    (tmp_path / "notes.txt").write_text("not a save")
    (tmp_path / ".late.json.abc.tmp").write_text("temporary")
    infos = store.list_saves()
    names = [i.name for i in infos]
    assert sorted(names) == [autosave_name, "early", "junk", "late"]
    good = [i for i in infos if not i.broken]
    assert [i.name for i in good] == ["late", autosave_name, "early"]
    assert [i.updated.minute for i in good] == [2, 1, 0]
    late_info = next(i for i in infos if i.name == "late")
    assert late_info.game_id == "pig" and late_info.command_count == 30 and not late_info.is_autosave
    assert late_info.description == late.rules.describe(late.state)
    assert late_info.path == tmp_path / "late.json" and late_info.backup is None
    auto = next(i for i in infos if i.name == autosave_name)
    assert auto.is_autosave and auto.error is None
    junk = next(i for i in infos if i.name == "junk")
    assert junk.broken and junk.game_id is None and junk.description is None
    assert type(junk.error).__name__ == "CorruptSaveError" and junk.error.translated()
    assert [i.name for i in store.list_saves(game="pig")] == [i.name for i in good]
    assert store.list_saves(game="tm") == []


def test_list_saves_of_missing_folder_is_empty(tmp_path):
    assert SaveStore(tmp_path / "nope").list_saves() == []
    assert SaveStore(tmp_path / "nope").latest_autosave() is None


def test_save_creates_the_folder(tmp_path, pig_match):
    store = SaveStore(tmp_path / "a" / "b")
    assert store.save(pig_match, "x").read_bytes()


def test_names_become_safe_file_names(tmp_path, pig_match):
    store = SaveStore(tmp_path)
    assert store.path_for("火星 1").name == "火星 1.json"
    assert store.path_for("a/b\\c:d?").name == "a_b_c_d_.json"
    assert store.path_for("  game.json ").name == "game.json"
    assert store.path_for("CON").name == "CON_.json"
    assert store.path_for("x" * 200).name == "x" * 80 + ".json"
    for bad in ("", "   ", "///", ".."):
        with pytest.raises(SaveNameError) as info:
            store.save(pig_match, bad)
        assert info.value.reason.template == "Please enter a name for the save."
    with pytest.raises(SaveNameError, match="autosave"):
        store.save(pig_match, "Autosave-pig")
    assert list(tmp_path.iterdir()) == []
    saved = store.save(pig_match, "../escape")
    assert saved.parent == tmp_path and saved.name == "_escape.json"


def test_delete_removes_save_and_backup(tmp_path, pig_match):
    store = SaveStore(tmp_path)
    path = store.save(pig_match, "g")
    store.save(pig_match, "g")
    keep = store.save(pig_match, "keep")
    store.delete(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [keep.name]
    outside = tmp_path.parent / "outside.json"
    outside.write_text("{}")
    with pytest.raises(Exception) as info:
        store.delete(outside)
    assert type(info.value).__name__ == "SaveWriteError" and outside.exists()


def test_relative_paths_load_from_the_store(tmp_path, pig_match):
    store = SaveStore(tmp_path)
    store.save(pig_match, "rel")
    assert store.load("rel.json").match.commands == pig_match.commands


def test_load_save_file_anywhere(tmp_path, pig_match):
    path = SaveStore(tmp_path / "elsewhere").save(pig_match, "g")
    loaded = load_save_file(str(path))
    assert loaded.match.snapshot_json() == pig_match.snapshot_json()


def test_default_folder_and_env_override(tmp_path, monkeypatch):
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    expected = Path(platformdirs.user_data_dir("mars-tabletop", appauthor=False)) / "saves"
    assert default_saves_dir() == expected
    assert SaveStore().root == expected
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    assert default_saves_dir() == tmp_path / "data" / "saves"
    assert SaveStore().root == tmp_path / "data" / "saves"
