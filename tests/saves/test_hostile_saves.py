"""Crafted saves cannot crash anything: player names, descriptions, huge command lists,
and files that are not regular files are refused or shown safely."""

from __future__ import annotations

import json
import os
import threading

import pytest

from game import catalog, registry
from game.core import Match
from game.tm.rules import MAX_NAME_LENGTH, RULES, clean_name
from game.tm.state import TMSetup
from saves import BadSetupError, SaveReadError, SaveStore, SaveWriteError


@pytest.fixture
def tm_registered(monkeypatch):
    monkeypatch.setattr(registry, "_GAMES", dict(registry._GAMES))
    catalog.register_all()


def _tm_save(store: SaveStore, names=("Ada", "Ben")):
    match = Match(RULES, RULES.setup_from_data({"players": 2, "names": list(names)}), 5)
    return store.save(match, "tm")


@pytest.mark.parametrize("name", ["A\u0000B", "\ud800", "x" * (MAX_NAME_LENGTH + 1), "tab\there", " padded "])
def test_a_save_with_an_unusable_player_name_is_refused_as_a_save_error(tmp_path, tm_registered, name):
    store = SaveStore(tmp_path)
    path = _tm_save(store)
    doc = json.loads(path.read_bytes())
    doc["setup"]["names"][0] = name
    path.write_text(json.dumps(doc), encoding="utf-8")  # json escapes NUL and the lone surrogate
    with pytest.raises(BadSetupError):
        store.load(path)
    assert store.info(path).error is None  # listed; refused only when opened, with a reason


def test_saving_a_name_that_cannot_be_written_is_a_save_error(tmp_path, tm_registered):
    match = Match(RULES, TMSetup(players=2, names=("\ud800", "B")), 5)
    with pytest.raises(SaveWriteError):
        SaveStore(tmp_path).save(match, "bad")
    assert not (tmp_path / "bad.json").exists()


def test_names_are_cleaned_at_the_edge():
    assert clean_name("  A\u0000d\ud800a\x07  ") == "Ada"
    assert clean_name("火星" * 20) == "火星" * 12
    assert clean_name("Zoë Ménard") == "Zoë Ménard"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_without_blocking(tmp_path, pig_rules):
    store = SaveStore(tmp_path)
    fifo = tmp_path / "autosave-pig-fifo.json"
    os.mkfifo(fifo)
    result = {}

    def work():
        result["info"] = store.info(fifo)
        result["latest"] = store.latest_autosave()
        try:
            store.load(fifo)
        except SaveReadError as exc:
            result["error"] = exc

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    worker.join(5)
    if worker.is_alive():  # unblock the thread before failing
        with open(fifo, "wb"):
            pass
        pytest.fail("reading a FIFO blocked")
    assert isinstance(result["info"].error, SaveReadError) and result["latest"] is None
    assert str(result["error"]) == "This is not a regular file, so it cannot be a save."


@pytest.mark.parametrize(
    "template",
    [
        "{x.foo}",
        "{x[0]}",
        "{x.__class__.__mro__}",
        "{x:>1000000000}",
        "{scores!r:>999999999}",
        "Scores {scores} {scores.__class__}",
    ],
)
def test_a_description_from_the_file_is_never_a_format_string(tmp_path, make_pig_match, template):
    store = SaveStore(tmp_path)
    path = store.save(make_pig_match(commands=10), "crafted")
    doc = json.loads(path.read_bytes())
    doc["description"] = {"template": template, "params": {"x": "text", "scores": "1-2"}}
    path.write_text(json.dumps(doc), encoding="utf-8")
    info = store.info(path)
    assert info.description.translated() == "No description"
    assert store.load(path).record.description_text().english() == "No description"


def test_the_game_own_description_is_shown_and_long_ones_refused(tmp_path, make_pig_match):
    store = SaveStore(tmp_path)
    match = make_pig_match(commands=10)
    path = store.save(match, "fine")
    assert store.info(path).description.english() == match.rules.describe(match.state).english()
    doc = json.loads(path.read_bytes())
    doc["description"]["params"]["scores"] = "9" * 2000
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert store.info(path).broken


def test_every_tm_description_template_is_declared(tm_registered):
    from tests.saves.test_corpus import FILES

    for path in FILES:
        record = SaveStore(path.parent).info(path)
        assert record.description.english() != "No description", path


def _huge_autosave(store: SaveStore, match, commands: int):
    path = store.autosave(match)
    doc = json.loads(path.read_bytes())
    doc["commands"] = doc["commands"] + [{"kind": "roll", "seat": 0}] * commands
    path.write_text(json.dumps(doc, separators=(",", ":")), encoding="utf-8")
    return path


def test_the_title_reads_only_the_header_of_a_huge_autosave(tmp_path, make_pig_match, monkeypatch):
    import time

    import saves.store

    store = SaveStore(tmp_path)
    match = make_pig_match(commands=10)
    path = _huge_autosave(store, match, 300_000)
    assert path.stat().st_size > 7_000_000

    def no_full_parse(*args, **kwargs):
        raise AssertionError("the whole file was parsed")

    monkeypatch.setattr(saves.store, "decode", no_full_parse)
    started = time.perf_counter()
    games = store.unfinished_autosaves()
    assert time.perf_counter() - started < 0.5
    assert [g.path for g in games] == [path]
    assert games[0].description.english() == match.rules.describe(match.state).english()


def test_a_save_with_too_many_commands_is_refused_clearly(tmp_path, make_pig_match):
    from saves import InvalidSaveError
    from saves.model import MAX_COMMANDS

    store = SaveStore(tmp_path)
    path = _huge_autosave(store, make_pig_match(commands=10), MAX_COMMANDS)
    with pytest.raises(InvalidSaveError) as info:
        store.load(path)
    assert str(info.value) == (
        f"The save file holds {MAX_COMMANDS + 10} moves, more than the {MAX_COMMANDS} any game can have."
    )


def test_a_header_that_cannot_be_read_falls_back_to_the_whole_file(tmp_path, make_pig_match):
    store = SaveStore(tmp_path)
    path = store.autosave(make_pig_match(commands=10))
    doc = json.loads(path.read_bytes())
    reordered = {"commands": doc.pop("commands"), **doc}  # a hand-edited order: no header first
    path.write_text(json.dumps(reordered), encoding="utf-8")
    assert [g.path for g in store.unfinished_autosaves()] == [path]
    path.write_text('{"format": "mars-tabletop-save", "format": 1}', encoding="utf-8")
    assert store.unfinished_autosaves() == []
