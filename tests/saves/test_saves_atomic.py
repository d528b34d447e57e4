"""Writes are atomic, keep a backup, and a failed write never harms a good save."""

from __future__ import annotations

import errno
import os

import pytest

import saves.atomic
import saves.codec
from saves import SaveStore, SaveWriteError
from saves.atomic import atomic_write, backup_path
from tests.support.pig import RULES, Roll


def _disk(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.fixture
def two_versions(tmp_path, pig_match):
    """A save written twice: ``g.json`` holds version 2, ``g.json.bak`` version 1."""
    store = SaveStore(tmp_path)
    path = store.save(pig_match, "g")
    v1 = path.read_bytes()
    pig_match.push(Roll(pig_match.current_seat()))
    store.save(pig_match, "g")
    v2 = path.read_bytes()
    assert v1 != v2
    pig_match.push(Roll(pig_match.current_seat()))  # an unsaved version 3
    return store, path, v1, v2, pig_match


def test_previous_version_is_kept_as_backup(two_versions):
    store, path, v1, v2, match = two_versions
    assert backup_path(path) == path.with_name("g.json.bak")
    assert backup_path(path).read_bytes() == v1
    assert path.read_bytes() == v2
    store.save(match, "g")
    assert backup_path(path).read_bytes() == v2
    assert len(store.load(backup_path(path)).match.commands) == 41
    assert sorted(p.name for p in store.root.iterdir()) == ["g.json", "g.json.bak"]


def _assert_untouched(store, path, v1, v2):
    assert path.read_bytes() == v2
    assert backup_path(path).read_bytes() == v1
    assert sorted(p.name for p in store.root.iterdir()) == ["g.json", "g.json.bak"], "no temporary file left"
    assert len(store.load(path).match.commands) == 41


def _fail(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_failed_rename_keeps_the_good_save(two_versions, monkeypatch):
    store, path, v1, v2, match = two_versions
    monkeypatch.setattr(saves.atomic.os, "replace", _fail)
    with pytest.raises(SaveWriteError) as info:
        store.save(match, "g")
    assert str(info.value) == "The game could not be saved: The disk is full."
    assert "No space left" in info.value.detail
    monkeypatch.undo()
    _assert_untouched(store, path, v1, v2)


def test_failed_final_rename_after_backup_link(two_versions, monkeypatch):
    store, path, v1, v2, match = two_versions
    real_replace = os.replace

    def replace(src, dst):
        if os.fspath(dst) == os.fspath(path):
            raise OSError(errno.EIO, "I/O error")
        return real_replace(src, dst)

    monkeypatch.setattr(saves.atomic.os, "replace", replace)
    with pytest.raises(SaveWriteError) as info:
        store.save(match, "g")
    assert str(info.value) == "The game could not be saved: The file system reported an error while saving."
    monkeypatch.undo()
    _assert_untouched(store, path, v1, v2)


def test_failed_fsync_keeps_the_good_save(two_versions, monkeypatch):
    store, path, v1, v2, match = two_versions
    monkeypatch.setattr(saves.atomic.os, "fsync", _fail)
    with pytest.raises(SaveWriteError):
        store.save(match, "g")
    monkeypatch.undo()
    _assert_untouched(store, path, v1, v2)


def test_failed_write_mid_file_keeps_the_good_save(two_versions, monkeypatch):
    store, path, v1, v2, match = two_versions

    def half_write(fd, data):
        os.write(fd, data[: len(data) // 2])
        os.close(fd)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves.atomic, "_write_fd", half_write)
    with pytest.raises(SaveWriteError):
        store.save(match, "g")
    monkeypatch.undo()
    _assert_untouched(store, path, v1, v2)


def test_failed_json_encoding_keeps_the_good_save(two_versions, monkeypatch):
    store, path, v1, v2, match = two_versions

    def boom(*args, **kwargs):
        raise ValueError("cannot encode")

    monkeypatch.setattr(saves.codec.json, "dumps", boom)
    with pytest.raises(SaveWriteError) as info:
        store.save(match, "g")
    assert str(info.value) == "The game could not be written as a save file."
    monkeypatch.undo()
    _assert_untouched(store, path, v1, v2)


def test_unserialisable_state_is_refused_before_writing(two_versions, monkeypatch):
    store, path, v1, v2, match = two_versions
    monkeypatch.setattr(RULES, "snapshot", lambda state: {"value": float("nan")})
    with pytest.raises(SaveWriteError):
        store.save(match, "g")
    monkeypatch.setattr(RULES, "snapshot", lambda state: {"value": object()})
    with pytest.raises(SaveWriteError):
        store.save(match, "g")
    monkeypatch.setattr(RULES, "snapshot", lambda state: 1 / 0)
    with pytest.raises(SaveWriteError) as info:
        store.save(match, "g")
    assert isinstance(info.value.__cause__, ZeroDivisionError)
    monkeypatch.undo()
    _assert_untouched(store, path, v1, v2)


def test_failed_backup_rotation_still_saves(two_versions, monkeypatch):
    store, path, v1, v2, match = two_versions
    real_replace = os.replace

    def replace(src, dst):
        if os.fspath(dst).endswith(".bak"):
            raise OSError(errno.EIO, "I/O error")
        return real_replace(src, dst)

    monkeypatch.setattr(saves.atomic.os, "replace", replace)
    store.save(match, "g")
    monkeypatch.undo()
    assert len(store.load(path).match.commands) == 42
    assert backup_path(path).read_bytes() == v1  # one version older, but intact
    assert sorted(p.name for p in store.root.iterdir()) == ["g.json", "g.json.bak"]


def test_backup_without_hard_links_is_a_copy(two_versions, monkeypatch):
    store, path, v1, v2, match = two_versions
    monkeypatch.setattr(saves.atomic.os, "link", _fail)
    store.save(match, "g")
    assert backup_path(path).read_bytes() == v2
    assert len(store.load(path).match.commands) == 42
    assert sorted(p.name for p in store.root.iterdir()) == ["g.json", "g.json.bak"]


def test_atomic_write_basics(tmp_path):
    target = tmp_path / "sub" / "f.json"
    atomic_write(target, b"one")
    assert target.read_bytes() == b"one" and not backup_path(target).exists()
    atomic_write(target, b"two")
    assert target.read_bytes() == b"two" and backup_path(target).read_bytes() == b"one"
    atomic_write(target, b"three", backup=False)
    assert target.read_bytes() == b"three" and backup_path(target).read_bytes() == b"one"


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_files_are_private_unless_a_mode_is_given(tmp_path):
    save, picture = tmp_path / "g.json", tmp_path / "shot.png"
    atomic_write(save, b"state")
    atomic_write(picture, b"png", backup=False, mode=0o644)
    assert save.stat().st_mode & 0o777 == 0o600  # saves: the owner's alone
    assert picture.stat().st_mode & 0o777 == 0o644  # a screenshot to attach to a bug report


def test_directory_is_fsynced(tmp_path, monkeypatch):
    synced = []
    real = os.fsync

    def spy(fd):
        synced.append(os.path.realpath(f"/proc/self/fd/{fd}") if os.path.exists("/proc/self/fd") else fd)
        return real(fd)

    monkeypatch.setattr(saves.atomic.os, "fsync", spy)
    atomic_write(tmp_path / "x.json", b"data")
    assert len(synced) == 2
    if hasattr(os, "O_DIRECTORY") and os.path.exists("/proc/self/fd"):
        assert synced[1] == str(tmp_path)
