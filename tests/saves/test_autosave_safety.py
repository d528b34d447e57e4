"""Autosaves never cost a game: one file per game, damaged and unreadable files never
rotated over a good backup, and never blocking the next save."""

from __future__ import annotations

import os
import time

import pytest

from saves import SaveStore
from saves.atomic import atomic_write, remove_stale_temporaries
from tests.conftest import play_pig


def test_a_new_game_does_not_replace_the_autosave_of_another(tmp_path):
    store = SaveStore(tmp_path)
    first, second = play_pig(20, seed=1), play_pig(30, seed=2)
    first_path = store.autosave(first)
    for _ in range(3):  # the second game plays on, autosaving after each move
        second_path = store.autosave(second)
    assert first_path != second_path
    assert len(store.load(first_path).match.commands) == 20
    assert len(store.load(second_path).match.commands) == 30
    assert [i.path for i in store.unfinished_autosaves()] == [second_path, first_path]


def test_a_loaded_autosave_goes_on_in_its_own_file(tmp_path):
    store = SaveStore(tmp_path)
    path = store.autosave(play_pig(20, seed=1))
    other = store.autosave(play_pig(10, seed=2))
    loaded = SaveStore(tmp_path).load(path).match  # another run of the app
    loaded.push(loaded.legal_commands()[0])
    assert store.autosave(loaded) == path
    assert len(store.load(path).match.commands) == 21 and len(store.load(other).match.commands) == 10


def test_finished_games_are_not_offered_to_continue(tmp_path):
    store = SaveStore(tmp_path)
    over = play_pig(10_000, target=20)
    assert over.is_over()
    store.autosave(over)
    assert store.latest_autosave() is None
    running = store.autosave(play_pig(5))
    assert store.latest_autosave() == running


def test_a_damaged_autosave_is_set_aside_not_rotated_over_the_good_backup(tmp_path):
    store = SaveStore(tmp_path)
    match = play_pig(20)
    path = store.autosave(match)
    match.push(match.legal_commands()[0])
    store.autosave(match)
    good_backup = (tmp_path / (path.name + ".bak")).read_bytes()
    path.write_bytes(path.read_bytes()[:100])  # damaged behind our back (a bad disk, a sync tool)
    damaged = path.read_bytes()
    match.push(match.legal_commands()[0])
    store.autosave(match)
    assert (tmp_path / (path.name + ".bak")).read_bytes() == good_backup
    assert len(store.load(path).match.commands) == 22
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged
    assert aside[0] not in [i.path for i in store.list_saves()]


def test_the_backup_of_a_damaged_save_can_be_loaded(tmp_path):
    store = SaveStore(tmp_path)
    match = play_pig(20)
    path = store.autosave(match)
    match.push(match.legal_commands()[0])
    store.autosave(match)
    path.write_bytes(b"{")
    info = store.info(path)
    assert info.broken and info.backup == tmp_path / (path.name + ".bak")
    loaded = store.load_backup(path)
    assert len(loaded.match.commands) == 20
    loaded.match.push(loaded.match.legal_commands()[0])
    assert store.autosave(loaded.match) == path  # it goes on in the game's own file


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs file permissions (not root)")
def test_an_unreadable_old_file_does_not_block_the_next_save(tmp_path):
    path = tmp_path / "autosave-x.json"
    path.write_bytes(b"old")
    path.chmod(0)
    try:
        atomic_write(path, b"new")
    finally:
        for p in tmp_path.iterdir():
            p.chmod(0o600)
    assert path.read_bytes() == b"new"
    aside = [p for p in tmp_path.iterdir() if ".unreadable-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == b"old"


def test_an_unreadable_old_file_does_not_block_the_next_save_even_as_root(tmp_path, monkeypatch):
    """The same with the read failing by hand (root can read any file)."""
    import saves.atomic as atomic

    path = tmp_path / "autosave-x.json"
    path.write_bytes(b"old")

    def cannot_read(_path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic, "_second_name", cannot_read)
    atomic_write(path, b"new")
    assert path.read_bytes() == b"new"
    aside = [p for p in tmp_path.iterdir() if ".unreadable-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(".")) == [
        "autosave-x.json",
        aside[0].name,
    ]


def test_stale_temporaries_are_removed_fresh_ones_kept(tmp_path):
    old = tmp_path / ".g.json.abc123.tmp"
    fresh = tmp_path / ".g.json.def456.tmp"
    save = tmp_path / "g.json"
    for p in (old, fresh, save):
        p.write_bytes(b"x")
    past = time.time() - 7200
    os.utime(old, (past, past))
    os.utime(save, (past, past))
    assert remove_stale_temporaries(tmp_path) == [old]
    assert not old.exists() and fresh.exists() and save.exists()
