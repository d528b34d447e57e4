"""The shell keeps every game within reach: Continue names its game and counts the others,
the load list deletes with a confirmation, a damaged save offers its backup, and an older
save whose last moves no longer replay opens with a notice saying so."""

from __future__ import annotations

import json

from saves import SaveStore
from tests.ui.test_ui_clicks import Recorder
from ui import game_scenes
from ui.scenes.load_scene import LoadScene
from ui.scenes.message import MessageScene


def test_continue_names_the_game_and_counts_the_other_unfinished_ones(drive, make_pig_match, monkeypatch):
    from datetime import UTC, datetime, timedelta

    import saves.store

    ticks = iter(datetime(2026, 1, 1, tzinfo=UTC) + timedelta(seconds=i) for i in range(100))
    monkeypatch.setattr(
        saves.store, "utc_now", lambda: next(ticks)
    )  # three saves in one millisecond would tie
    store = SaveStore()
    first = store.autosave(make_pig_match(commands=10, seed=1))
    store.autosave(make_pig_match(commands=12, seed=2))
    latest = make_pig_match(commands=14, seed=3)
    latest_path = store.autosave(latest)
    game_scenes.register_table_scene("pig", lambda app, loaded: Recorder(app, loaded))
    driver = drive("--lang", "en")
    info = driver.top.widget("continue_info").text()
    description = latest.rules.describe(latest.state).english()
    assert info == f"Continue: Pig, {description}\n2 more unfinished games are in Load game."
    driver.click("continue")
    assert driver.top.loaded.path == latest_path
    assert first.exists()


def test_load_screen_deletes_a_save_only_after_confirmation(drive, make_pig_match):
    store = SaveStore()
    keep = store.save(make_pig_match(commands=10), "Keep me")
    doomed = store.save(make_pig_match(commands=20, seed=4), "Doomed")
    broken = store.root / "broken.json"
    broken.write_bytes(b"{")
    driver = drive("--lang", "en")
    driver.click("load")
    driver.settle()
    scene = driver.top
    assert isinstance(scene, LoadScene)
    view = scene.widget("saves")

    def click_row(path):
        driver.click_at(view.row_rect([row.key for row in scene.rows].index(path)).center)

    driver.click("delete")
    assert scene.widget("confirm_text").text() == "Choose the save to delete."
    click_row(doomed)
    assert driver.top is scene  # choosing while deleting does not open the save
    assert scene.widget("confirm_text").text() == "Delete “Doomed.json” for good? It cannot be brought back."
    driver.click("cancel_delete")
    assert doomed.exists() and not scene.widget("confirm_delete").visible and scene.widget("delete").visible
    driver.click("delete")
    click_row(doomed)
    driver.click("confirm_delete")
    assert not doomed.exists() and keep.exists()
    # A broken save, which cannot be opened, can be deleted too.
    driver.click("delete")
    click_row(broken)
    driver.click("confirm_delete")
    assert not broken.exists()
    assert [row.key for row in scene.rows] == [keep]
    assert all(row.enabled for row in scene.rows)


def test_a_damaged_save_offers_its_backup(drive, make_pig_match):
    store = SaveStore()
    match = make_pig_match(commands=20)
    path = store.save(match, "Game")
    match.push(match.legal_commands()[0])
    store.save(match, "Game")
    path.write_bytes(b'{"format": "mars-tabletop-save", "sch')
    game_scenes.register_table_scene("pig", lambda app, loaded: Recorder(app, loaded))
    driver = drive("--lang", "en")
    driver.click("load")
    driver.settle()
    driver.top.list.selected = 0
    driver.top.list.activate()
    driver.settle()
    scene = driver.top
    assert isinstance(scene, MessageScene)
    assert (
        "Its backup, the version saved one move earlier, can be opened."
        in scene.widget("message").body_text()
    )
    driver.click("open_backup")
    assert isinstance(driver.top, Recorder)
    assert len(driver.top.loaded.match.commands) == 20


def test_an_older_save_with_moves_that_no_longer_replay_opens_with_a_notice(drive, make_pig_match):
    store = SaveStore()
    match = make_pig_match(commands=30)
    path = store.save(match, "Old")
    doc = json.loads(path.read_bytes())
    doc["schema_version"] = 1
    del doc["rules_version"], doc["finished"]
    doc["commands"][25]["seat"] = (doc["commands"][25]["seat"] + 1) % 3
    path.write_text(json.dumps(doc), encoding="utf-8")
    original = path.read_bytes()
    game_scenes.register_table_scene("pig", lambda app, loaded: Recorder(app, loaded))
    driver = drive("--lang", "en")
    game_scenes.open_save(driver.app, path)
    driver.settle()
    notice = driver.top
    assert isinstance(notice, MessageScene)
    body = notice.widget("message").body_text()
    assert "Its last 5 moves no longer fit today's rules" in body
    assert "Old.json.original" in body
    assert path.with_name("Old.json.original").read_bytes() == original
    driver.click("back")
    assert isinstance(driver.top, Recorder) and len(driver.top.loaded.match.commands) == 25


def test_the_app_quits_on_sigterm(drive):
    """SDL turns SIGTERM into a quit event; it only went unanswered while a FIFO blocked the
    main thread, which ``saves.store.read_save_bytes`` now refuses (tests/saves/test_hostile_saves.py)."""
    import os
    import signal

    driver = drive("--lang", "en")
    assert driver.app.running
    os.kill(os.getpid(), signal.SIGTERM)
    driver.frames(1)
    assert not driver.app.running


def test_the_app_removes_stale_temporaries_of_saves_and_settings_at_start(drive, tmp_path):
    import os
    import time

    stale = [
        tmp_path / "data" / "saves" / ".autosave-tm-1.json.abc.tmp",
        tmp_path / "config" / ".settings.json.d.tmp",
    ]
    past = time.time() - 7200
    for path in stale:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"half")
        os.utime(path, (past, past))
    drive("--lang", "en")
    assert not any(path.exists() for path in stale)
