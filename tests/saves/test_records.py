"""Records of results for any game, per category (saves/records.py); TM's solo records
are a thin use of them and files written before keep loading."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from saves.paths import DATA_DIR_ENV
from saves.records import RecordStore, default_records_path
from saves.solo_records import FILE_NAME, SoloRecordsError, SoloRecordStore

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

# A solo records file exactly as the earlier versions wrote it.
OLD_SOLO_FILE = """{
 "format": "mars-tabletop-solo-records",
 "schema_version": 1,
 "records": {
  "Ecoline": {
   "games": 3,
   "wins": 1,
   "best_score": 52,
   "best_winning_score": 48,
   "last_played": "2026-01-01T09:00:00.000Z"
  }
 },
 "recent_games": [
  "1969:105"
 ]
}
"""


def test_a_solo_records_file_of_today_loads_and_grows_in_its_own_format(tmp_path):
    path = tmp_path / FILE_NAME
    path.write_text(OLD_SOLO_FILE, encoding="utf-8")
    store = SoloRecordStore(path)
    view = store.read()
    assert view.error is None
    ecoline = view.records["Ecoline"]
    assert (ecoline.games, ecoline.wins, ecoline.best_score, ecoline.best_winning_score) == (3, 1, 52, 48)
    assert not store.record("Ecoline", won=True, score=60, game_key="1969:105", when=T0).counted
    update = store.record("Ecoline", won=True, score=60, game_key="7:9", when=T0)
    assert (
        update.counted
        and update.new_best
        and update.record.games == 4
        and update.record.best_winning_score == 60
    )
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["format"] == "mars-tabletop-solo-records" and written["recent_games"] == [
        "1969:105",
        "7:9",
    ]


def test_each_game_keeps_its_records_in_its_own_file_per_category(tmp_path, monkeypatch):
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    pig = RecordStore("pig")
    assert pig.path == default_records_path("pig") == tmp_path / "records" / "pig.json"
    pig.record("two players", won=True, score=30, game_key="1:20", when=T0)
    pig.record("two players", won=False, score=12, game_key="2:31", when=T0)
    pig.record("three players", won=False, score=25, when=T0)
    other = RecordStore("ares")
    other.record("two players", won=True, score=99, when=T0)
    records = RecordStore("pig").read().records
    assert {k: (r.games, r.wins, r.best_score) for k, r in records.items()} == {
        "two players": (2, 1, 30),
        "three players": (1, 0, 25),
    }
    assert json.loads(pig.path.read_text(encoding="utf-8"))["format"] == "mars-tabletop-records"
    assert RecordStore("ares").read().records["two players"].best_score == 99


def test_a_store_refuses_a_file_of_another_format_and_says_so_in_its_words(tmp_path):
    path = tmp_path / "pig.json"
    path.write_text(OLD_SOLO_FILE, encoding="utf-8")
    view = RecordStore("pig", path).read()
    assert view.broken and "recorded results is damaged" in view.error.english()
    solo = SoloRecordStore(tmp_path / "other.json")
    solo.path.write_text(json.dumps({"format": "mars-tabletop-records", "schema_version": 1, "records": {}}))
    error = solo.read().error
    assert isinstance(error, SoloRecordsError) and "solo records file is damaged" in error.english()
