"""The local record of solo results per corporation (saves/solo_records.py)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from game.tm.commands import Pass
from game.tm.rules import RULES
from game.tm.scenarios.model import parse_scenario
from game.tm.scenarios.position import build_position
from game.tm.solo import solo_outcome
from saves import records as records_module
from saves.paths import DATA_DIR_ENV
from saves.solo_records import (
    FILE_NAME,
    SoloRecordsError,
    SoloRecordStore,
    SoloRecordsWriteError,
    default_records_path,
)
from tests.support.tm_positions import ocean_tiles

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def store(tmp_path) -> SoloRecordStore:
    return SoloRecordStore(tmp_path / FILE_NAME)


def file_of(store: SoloRecordStore) -> dict:
    return json.loads(store.path.read_text(encoding="utf-8"))


def test_no_file_means_no_records_and_nothing_written(store):
    view = store.read()
    assert dict(view.records) == {} and view.error is None and not view.broken
    assert not store.path.exists()


def test_first_result_creates_a_versioned_file(store):
    update = store.record("Ecoline", won=True, score=52, game_key="7:120", when=T0)
    assert update.counted and update.new_best and update.backup is None
    assert file_of(store) == {
        "format": "mars-tabletop-solo-records",
        "schema_version": 1,
        "records": {
            "Ecoline": {
                "games": 1,
                "wins": 1,
                "best_score": 52,
                "best_winning_score": 52,
                "last_played": "2026-03-01T12:00:00.000Z",
            }
        },
        "recent_games": ["7:120"],
    }
    record = store.read().records["Ecoline"]
    assert (record.games, record.wins, record.best_score, record.best_winning_score) == (1, 1, 52, 52)
    assert record.last_played == T0


def test_better_worse_and_lost_games(store):
    store.record("Helion", won=True, score=40, when=T0)
    better = store.record("Helion", won=True, score=47, when=T0 + timedelta(days=1))
    assert better.new_best and better.record.best_score == 47 and better.record.best_winning_score == 47
    worse = store.record("Helion", won=True, score=41, when=T0 + timedelta(days=2))
    assert not worse.new_best and worse.record.best_score == 47
    # a loss counts as a game, not a win; its higher score is the best score but not the best win
    lost = store.record("Helion", won=False, score=55, when=T0 + timedelta(days=3))
    r = lost.record
    assert lost.counted and lost.new_best
    assert (r.games, r.wins, r.best_score, r.best_winning_score) == (4, 3, 55, 47)
    assert r.last_played == T0 + timedelta(days=3)
    assert store.read().records["Helion"] == r


def test_losses_only_have_no_best_winning_score(store):
    store.record("Inventrix", won=False, score=20, when=T0)
    r = store.record("Inventrix", won=False, score=18, when=T0).record
    assert (r.games, r.wins, r.best_score, r.best_winning_score) == (2, 0, 20, None)
    assert file_of(store)["records"]["Inventrix"]["best_winning_score"] is None


def test_corporations_are_kept_apart(store):
    store.record("Ecoline", won=True, score=50, when=T0)
    store.record("Tharsis Republic", won=False, score=30, when=T0)
    view = store.read()
    assert sorted(view.records) == ["Ecoline", "Tharsis Republic"]
    assert (view.games, view.wins) == (2, 1)


def test_the_same_game_counts_once(store):
    store.record("Ecoline", won=True, score=50, game_key="1969:105", when=T0)
    before = store.path.read_bytes()
    again = store.record("Ecoline", won=True, score=50, game_key="1969:105", when=T0 + timedelta(hours=1))
    assert not again.counted and again.records["Ecoline"].games == 1
    assert store.path.read_bytes() == before


def test_recent_game_keys_are_bounded(store, monkeypatch):
    monkeypatch.setattr(records_module, "MAX_RECENT_GAMES", 3)
    for i in range(5):
        store.record("Ecoline", won=False, score=i, game_key=f"g{i}", when=T0)
    assert file_of(store)["recent_games"] == ["g2", "g3", "g4"]
    assert store.read().records["Ecoline"].games == 5


def test_default_path_is_in_the_user_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    assert default_records_path() == tmp_path / "data" / FILE_NAME
    SoloRecordStore().record("Ecoline", won=True, score=44)
    assert (tmp_path / "data" / FILE_NAME).exists()


def test_records_a_real_solo_outcome(store):
    s = build_position(
        parse_scenario(
            {
                "setup": {"players": 1, "solo": True},
                "given": {
                    "generation": 14,
                    "temperature": 8,
                    "oxygen": 14,
                    "oceans": 9,
                    "tiles": ocean_tiles(9),
                    "players": [{"corporation": "Mining Guild", "tr": 41}],
                },
            }
        )
    )
    s = RULES.apply(s, Pass(0)).state
    out = solo_outcome(s)
    update = store.record(out.corporation, won=out.won, score=out.total, game_key="pos:1", when=T0)
    assert update.record.best_winning_score == 41 and update.record.wins == 1


BROKEN = [
    pytest.param(b"\x00\xff\xfe garbage", id="binary"),
    pytest.param(b'{"format": "mars-tabletop-solo-records", "schema_version": 1, "rec', id="truncated"),
    pytest.param(b"", id="empty"),
    pytest.param(b"[1, 2, 3]", id="not-a-records-file"),
    pytest.param(
        b'{"format": "mars-tabletop-solo-records", "schema_version": 1, "records": {"X": {"games": 1, "wins": 2,'
        b' "best_score": 3, "best_winning_score": 3, "last_played": "2026-01-01T00:00:00Z"}}}',
        id="more-wins-than-games",
    ),
    pytest.param(
        b'{"format": "mars-tabletop-solo-records", "schema_version": 1, "records": {"X": {"games": true, "wins": 0,'
        b' "best_score": 3, "last_played": "2026-01-01T00:00:00Z"}}}',
        id="bool-for-int",
    ),
    pytest.param(
        b'{"format": "mars-tabletop-solo-records", "schema_version": 1, "records": {}, "extra": 1}',
        id="unknown-key",
    ),
    pytest.param(
        b'{"format": "mars-tabletop-solo-records", "schema_version": 1, "records": {}, "records": {}}',
        id="repeated-key",
    ),
    pytest.param(
        b'{"format": "mars-tabletop-solo-records", "schema_version": 1, "records": {"X": {"games": 1, "wins": 0,'
        b' "best_score": 3, "last_played": "2026-01-01T00:00:00"}}}',
        id="timestamp-without-zone",
    ),
]


@pytest.mark.parametrize("raw", BROKEN)
def test_a_broken_file_is_reported_and_left_alone(store, raw):
    store.path.write_bytes(raw)
    view = store.read()
    assert view.broken and isinstance(view.error, SoloRecordsError)
    assert "solo records file" in view.error.english()
    assert dict(view.records) == {}
    store.read()
    assert store.path.read_bytes() == raw and sorted(p.name for p in store.path.parent.iterdir()) == [
        FILE_NAME
    ]


@pytest.mark.parametrize("raw", BROKEN)
def test_a_new_result_backs_the_broken_file_up_first(store, raw):
    store.path.write_bytes(raw)
    update = store.record("Ecoline", won=True, score=50, when=T0)
    assert update.backup == store.path.with_name(f"{FILE_NAME}.broken-20260301T120000Z")
    assert update.backup.read_bytes() == raw
    view = store.read()
    assert view.error is None and list(view.records) == ["Ecoline"] and view.records["Ecoline"].games == 1
    # a second broken file at the same second gets its own backup name
    store.path.write_bytes(raw)
    second = store.record("Helion", won=False, score=10, when=T0)
    assert second.backup != update.backup and second.backup.read_bytes() == raw
    assert update.backup.read_bytes() == raw


def test_a_file_from_a_newer_version_is_reported_as_such(store):
    store.path.write_bytes(b'{"format": "mars-tabletop-solo-records", "schema_version": 2, "records": {}}')
    error = store.read().error
    assert error is not None and "newer version" in error.english() and "format 2" in error.english()


def test_nothing_is_overwritten_when_the_backup_fails(store, monkeypatch):
    raw = b"{not json"
    store.path.write_bytes(raw)
    real = records_module.atomic_write

    def failing(path: Path, data: bytes, *, backup: bool = True) -> None:
        if ".broken-" in path.name:
            raise OSError(28, "No space left on device")
        real(path, data, backup=backup)

    monkeypatch.setattr(records_module, "atomic_write", failing)
    with pytest.raises(SoloRecordsWriteError, match="could not be backed up"):
        store.record("Ecoline", won=True, score=50, when=T0)
    assert store.path.read_bytes() == raw
    assert sorted(p.name for p in store.path.parent.iterdir()) == [FILE_NAME]


def test_a_failed_write_leaves_the_old_records(store, monkeypatch):
    store.record("Ecoline", won=True, score=50, when=T0)
    before = store.path.read_bytes()

    def failing(path: Path, data: bytes, *, backup: bool = True) -> None:
        raise OSError(13, "Permission denied")

    monkeypatch.setattr(records_module, "atomic_write", failing)
    with pytest.raises(SoloRecordsWriteError, match="could not be recorded"):
        store.record("Ecoline", won=True, score=60, when=T0)
    assert store.path.read_bytes() == before


def test_bad_arguments_are_refused(store):
    with pytest.raises(ValueError):
        store.record("", won=True, score=1)
    with pytest.raises(ValueError):
        store.record("Ecoline", won=True, score=1, game_key="")
    assert not store.path.exists()
