"""Every kind of bad save file raises its own ``SaveError`` subclass and touches nothing."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

import saves.codec
import saves.store
from game import i18n
from saves import (
    BadCommandError,
    BadSetupError,
    CorruptSaveError,
    FutureVersionError,
    InvalidSaveError,
    SaveError,
    SaveNotFoundError,
    SaveReadError,
    SaveStore,
    TruncatedSaveError,
    UnexpectedGameError,
    UnknownGameError,
    load_save_file,
)


@pytest.fixture
def folder(tmp_path, pig_match):
    """A saves folder with a good save (and its backup) next to the file under test."""
    store = SaveStore(tmp_path)
    store.save(pig_match, "good")
    store.save(pig_match, "good")  # second write leaves good.json.bak
    store.save(pig_match, "victim")
    return store


def _disk(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def _doc(store: SaveStore) -> dict:
    return json.loads((store.root / "victim.json").read_bytes())


def _write(store: SaveStore, data: bytes | dict) -> Path:
    path = store.root / "victim.json"
    if isinstance(data, dict):
        data = json.dumps(data).encode("utf-8")
    path.write_bytes(data)
    return path


def _load_fails(
    store: SaveStore, path: Path, kind: type[SaveError], expected_game: str | None = None
) -> SaveError:
    before = _disk(store.root)
    with pytest.raises(SaveError) as info:
        store.load(path, expected_game=expected_game)
    err = info.value
    assert type(err) is kind, f"{type(err).__name__}: {err}"
    assert err.path == path
    assert _disk(store.root) == before, "loading must not change any file"
    # The listing shows the file as broken with the same error class, never raises.
    listed = [i for i in store.list_saves() if i.path == path]
    if (
        listed
        and kind not in (UnexpectedGameError, BadCommandError, BadSetupError)
        and not issubclass(kind, saves.ReplayError)
    ):
        assert type(listed[0].error) is kind
    good = store.load(store.root / "good.json")
    assert good.match.commands
    # A reason exists in English and in Japanese, with its parameters filled in.
    assert str(err) == err.english() and "{" not in err.english()
    try:
        i18n.set_language("ja")
        ja = err.translated()
    finally:
        i18n.set_language("en")
    assert ja != err.english() and "{" not in ja
    return err


def _truncated(doc_bytes: bytes) -> bytes:
    return doc_bytes[: len(doc_bytes) // 2]


CASES: list[tuple[str, Callable[[bytes, dict], bytes | dict], type[SaveError]]] = [
    ("truncated", lambda raw, doc: _truncated(raw), TruncatedSaveError),
    ("truncated to one byte", lambda raw, doc: raw[:1], TruncatedSaveError),
    ("empty", lambda raw, doc: b"", TruncatedSaveError),
    ("only spaces", lambda raw, doc: b"  \n ", TruncatedSaveError),
    ("cut inside a UTF-8 character", lambda raw, doc: raw[:20] + "火".encode()[:2], TruncatedSaveError),
    ("bad JSON", lambda raw, doc: raw.replace(b'"seed":', b'"seed";', 1), CorruptSaveError),
    ("bad UTF-8", lambda raw, doc: raw[:30] + b"\xff\xfe" + raw[30:], CorruptSaveError),
    ("binary garbage", lambda raw, doc: bytes(range(256)) * 4, CorruptSaveError),
    ("PNG", lambda raw, doc: b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + b"\x00" * 40, CorruptSaveError),
    ("deep nesting", lambda raw, doc: b"[" * 100_000 + b"]" * 100_000, CorruptSaveError),
    ("JSON list", lambda raw, doc: b"[1, 2, 3]", InvalidSaveError),
    ("other JSON object", lambda raw, doc: {"name": "settings", "volume": 3}, InvalidSaveError),
    ("wrong format marker", lambda raw, doc: {**doc, "format": "zip"}, InvalidSaveError),
    ("seed is a string", lambda raw, doc: {**doc, "seed": "7"}, InvalidSaveError),
    ("seed is a float", lambda raw, doc: {**doc, "seed": 7.0}, InvalidSaveError),
    ("seed is a bool", lambda raw, doc: {**doc, "seed": True}, InvalidSaveError),
    ("seed too big", lambda raw, doc: {**doc, "seed": 2**64}, InvalidSaveError),
    (
        "commands is an object",
        lambda raw, doc: {**doc, "commands": {"0": doc["commands"][0]}},
        InvalidSaveError,
    ),
    ("a command is a list", lambda raw, doc: {**doc, "commands": [["roll", 0]]}, InvalidSaveError),
    ("created is a number", lambda raw, doc: {**doc, "created": 1767225600}, InvalidSaveError),
    ("created without zone", lambda raw, doc: {**doc, "created": "2026-01-01T00:00:00"}, InvalidSaveError),
    ("created overflows", lambda raw, doc: {**doc, "created": "9999-12-31T23:00:00-05:00"}, InvalidSaveError),
    (
        "description params nested",
        lambda raw, doc: {**doc, "description": {"template": "x", "params": {"a": [1]}}},
        InvalidSaveError,
    ),
    (
        "missing snapshot",
        lambda raw, doc: {k: v for k, v in doc.items() if k != "snapshot"},
        InvalidSaveError,
    ),
    (
        "missing version",
        lambda raw, doc: {k: v for k, v in doc.items() if k != "schema_version"},
        InvalidSaveError,
    ),
    ("version zero", lambda raw, doc: {**doc, "schema_version": 0}, InvalidSaveError),
    ("version as string", lambda raw, doc: {**doc, "schema_version": "2"}, InvalidSaveError),
    ("extra key", lambda raw, doc: {**doc, "cheat": True}, InvalidSaveError),
    ("duplicate key", lambda raw, doc: raw[:-1] + b',"seed":8}', InvalidSaveError),
    ("NaN", lambda raw, doc: raw.replace(b'"seed":7', b'"seed":NaN', 1), InvalidSaveError),
    ("huge float", lambda raw, doc: raw.replace(b'"seed":7', b'"seed":1e999', 1), InvalidSaveError),
    (
        "5000-digit integer",
        lambda raw, doc: raw.replace(b'"seed":7', b'"seed":' + b"9" * 5000, 1),
        InvalidSaveError,
    ),
    ("future version", lambda raw, doc: {**doc, "schema_version": 3, "new_field": 1}, FutureVersionError),
    ("unknown game", lambda raw, doc: {**doc, "game_id": "chess"}, UnknownGameError),
    (
        "setup refused by the game",
        lambda raw, doc: {**doc, "setup": {"players": 9, "target": 60}},
        BadSetupError,
    ),
    (
        "unknown command kind",
        lambda raw, doc: {**doc, "commands": [{"kind": "fly", "seat": 0}]},
        BadCommandError,
    ),
]


@pytest.mark.parametrize(("case", "mutate", "kind"), CASES, ids=[c[0] for c in CASES])
def test_broken_file_raises_its_error(folder, case, mutate, kind):
    raw = (folder.root / "victim.json").read_bytes()
    path = _write(folder, mutate(raw, json.loads(raw)))
    _load_fails(folder, path, kind)


def test_future_version_names_both_versions(folder):
    path = _write(folder, {**_doc(folder), "schema_version": 7})
    err = _load_fails(folder, path, FutureVersionError)
    assert (err.version, err.supported) == (7, 2)
    assert "format 7" in str(err) and "format 2" in str(err)


def test_schema_errors_name_the_field(folder):
    doc = _doc(folder)
    cases = [
        ({**doc, "seed": "7"}, "seed", "The save file has a wrong value in the field “{field}”."),
        (
            {k: v for k, v in doc.items() if k != "snapshot"},
            "snapshot",
            "The save file is missing the field “{field}”.",
        ),
        ({**doc, "cheat": 1}, "cheat", "The save file has an unknown field “{field}”."),
        (
            {**doc, "commands": [doc["commands"][0], 5]},
            "commands.1",
            "The save file has a wrong value in the field “{field}”.",
        ),
    ]
    for data, field, template in cases:
        err = _load_fails(folder, _write(folder, data), InvalidSaveError)
        assert err.reason.template == template
        assert err.reason.params["field"] == field


def test_bad_command_names_its_index(folder):
    doc = _doc(folder)
    doc["commands"][12] = {"kind": "roll", "seat": "north"}
    err = _load_fails(folder, _write(folder, doc), BadCommandError)
    assert err.index == 12
    assert str(err).startswith("Command 13 in the save file is malformed: Malformed roll command: seat")


def test_wrong_game_for_the_caller(folder):
    err = _load_fails(folder, folder.root / "victim.json", UnexpectedGameError, expected_game="tm")
    assert err.game_id == "pig"
    assert str(err) == "This save is for Pig, not for tm."


def test_unknown_game_message(folder):
    err = _load_fails(folder, _write(folder, {**_doc(folder), "game_id": "chess"}), UnknownGameError)
    assert err.game_id == "chess" and "chess" in str(err)


def test_utf8_bom_is_accepted(folder):
    path = folder.root / "victim.json"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert folder.load(path).match.commands


def test_too_large_file(folder, monkeypatch):
    monkeypatch.setattr(saves.codec, "MAX_SAVE_BYTES", 1000)
    monkeypatch.setattr(saves.store, "MAX_SAVE_BYTES", 1000)
    path = folder.root / "victim.json"
    assert path.stat().st_size > 1000
    with pytest.raises(CorruptSaveError) as info:
        folder.load(path)
    assert type(info.value) is CorruptSaveError and "too large" in str(info.value)


def test_missing_file_and_folder_as_file(tmp_path, pig_rules):
    with pytest.raises(SaveNotFoundError) as info:
        load_save_file(tmp_path / "nothing.json")
    assert str(info.value) == "The save file does not exist."
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(SaveReadError) as info:
        load_save_file(tmp_path / "dir.json")
    assert type(info.value) is SaveReadError
    assert str(info.value) == "The save file could not be read: This is a folder, not a save file."
    assert SaveStore(tmp_path).list_saves() == []  # folders named *.json are not listed


def test_corrupt_position_is_reported(folder):
    raw = (folder.root / "victim.json").read_bytes()
    err = _load_fails(folder, _write(folder, raw.replace(b'"seed":', b'"seed"', 1)), CorruptSaveError)
    assert err.reason.template == "The save file is damaged near line {line}, column {column}."
    assert err.reason.params["line"] == 1 and err.reason.params["column"] > 1
    assert err.detail  # the parser's own words, for logs


def test_every_prefix_of_a_save_is_reported_as_truncated(tmp_path, make_pig_match):
    raw = SaveStore(tmp_path).save(make_pig_match(6), "short").read_bytes()
    raw = raw.replace(b'"Scores ', '"得点 \\u00e9 '.encode(), 1)  # multi-byte characters and an escape
    json.loads(raw)
    kinds = set()
    for cut in range(len(raw)):
        with pytest.raises(TruncatedSaveError) as info:
            saves.codec.decode(raw[:cut])
        kinds.add(info.value.reason.template)
    assert kinds == {"The save file is empty.", "The save file is incomplete: it ends too early."}
