"""No settings file can stop the app or be lost: any unreadable file means defaults (said
once), and a copy of it is kept before the first change writes a new one, atomically."""

from __future__ import annotations

import json
import os

import pytest

from game.i18n import tr
from ui.settings import Settings, SettingsStore

UNREADABLE = [
    pytest.param(b'\xff\xfe{"language": "en"}', id="not-utf8"),
    pytest.param(b"[" * 100_000 + b"]" * 100_000, id="deep-nesting"),
    pytest.param(b'{"window_size": [1' + b"0" * 5000 + b", 720]}", id="huge-number"),
    pytest.param(b" " * 70_000 + b"{}", id="too-large"),
]


@pytest.mark.parametrize("content", UNREADABLE)
def test_unreadable_settings_start_with_defaults_and_say_so(drive, tmp_path, content):
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    driver = drive("--lang", "en")
    assert driver.app.settings == Settings(language=driver.app.settings.language)
    assert driver.app.toast.message == tr("The settings file could not be read, so the defaults are in use.")
    assert path.read_bytes() == content


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_as_settings_file_does_not_block(tmp_path):
    folder = tmp_path / "cfg"
    folder.mkdir()
    os.mkfifo(folder / "settings.json")
    store = SettingsStore(folder)
    assert store.load() == Settings(language=store.load().language)
    assert store.problem == "it is not a regular file"
    store.save(Settings(language="en"))
    assert json.loads((folder / "settings.json").read_text(encoding="utf-8"))["language"] == "en"


def test_a_copy_of_a_broken_settings_file_is_kept_before_the_first_change(drive, tmp_path):
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    broken = b'{"language": "en", "window_size": [1280, 720], "fullscreen": tru'
    path.write_bytes(broken)
    driver = drive("--lang", "en")
    driver.app.change_settings(confirm_pass=False)
    kept = sorted(path.parent.glob("settings.json.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == broken
    assert json.loads(path.read_text(encoding="utf-8"))["confirm_pass"] is False
    driver.app.change_settings(confirm_pass=True)  # a good file is not copied again
    assert len(list(path.parent.glob("settings.json.unreadable-*"))) == 1
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_settings_are_written_through_a_unique_fsynced_temporary(tmp_path, monkeypatch):
    import saves.atomic as atomic

    synced, temps = [], []
    real_fsync, real_mkstemp = os.fsync, atomic.tempfile.mkstemp
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))

    def mkstemp(**kwargs):
        fd, name = real_mkstemp(**kwargs)
        temps.append(name)
        return fd, name

    monkeypatch.setattr(atomic.tempfile, "mkstemp", mkstemp)
    store = SettingsStore(tmp_path)
    store.save(Settings(language="en"))
    store.save(Settings(language="ja"))
    assert synced and len(set(temps)) == 2
    assert all(not os.path.exists(t) for t in temps)
    assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["language"] == "ja"
