"""Fuzz: whatever happens to a save file's bytes, loading succeeds or raises ``SaveError``."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import i18n
from game.core import Match, Rng
from game.core.serial import canonical_json
from game.registry import register_game
from saves import SaveError, SaveStore, load_save_file
from tests.support.pig import RULES, PigSetup

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _small_match() -> Match:
    match = Match(RULES, PigSetup(players=2, target=40), 5)
    chooser = Rng(77)
    while len(match.commands) < 15:
        match.push(chooser.choice(list(match.legal_commands())))
    return match


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    register_game(RULES)
    folder = tmp_path_factory.mktemp("fuzz")
    store = SaveStore(folder)
    match = _small_match()
    store.save(match, "neighbour")
    store.save(match, "neighbour")  # with a backup
    raw = store.save(match, "base").read_bytes()
    (folder / "base.json").unlink()
    neighbours = {p.name: p.read_bytes() for p in folder.iterdir()}
    yield folder, raw, json.loads(raw)
    assert {p.name: p.read_bytes() for p in folder.iterdir() if p.name != "victim.json"} == neighbours


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*path, index))
    return found


def _dump(value: Any, path: tuple, target: tuple, op: str, raw: str) -> str:
    """JSON text of ``value`` with ``op`` applied at ``target`` (textually, so anything goes)."""
    if path == target and op == "replace":
        return raw
    if isinstance(value, dict):
        items = [
            (json.dumps(k), _dump(v, (*path, k), target, op, raw))
            for k, v in value.items()
            if not (op == "delete" and (*path, k) == target)
        ]
        if path == target and op == "duplicate" and items:
            items.append((items[0][0], raw))
        return "{" + ",".join(f"{k}:{v}" for k, v in items) + "}"
    if isinstance(value, list):
        items = [
            _dump(v, (*path, i), target, op, raw)
            for i, v in enumerate(value)
            if not (op == "delete" and (*path, i) == target)
        ]
        if path == target and op == "duplicate" and items:
            items.append(items[0])
        return "[" + ",".join(items) + "]"
    return json.dumps(value, ensure_ascii=False)


SPECIAL = [
    "9" * 5000,
    "-" + "9" * 400,
    str(2**64),
    str(-(2**63) - 1),
    "1e999",
    "-1e999",
    "1e308",
    "5e-324",
    "NaN",
    "Infinity",
    "-0",
    "0.0",
    "true",
    "null",
    '""',
    '"\\ud800"',
    '"火星"',
    "[]",
    "{}",
    "[" * 500 + "]" * 500,
    "[" * 990 + "]" * 990,
    "[" * 5000 + "]" * 5000,
    '{"a":' * 3000 + "1" + "}" * 3000,
    '{"kind":"roll","seat":0}',
    '{"kind":"hold","seat":1}',
]

scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
replacement = st.sampled_from(SPECIAL) | json_values.map(lambda v: json.dumps(v, ensure_ascii=False))


def _check(folder, data: bytes) -> None:
    path = folder / "victim.json"
    path.write_bytes(data)
    try:
        loaded = load_save_file(path, expected_game="pig" if len(data) % 2 else None)
    except SaveError as err:
        assert err.english()
        assert err.path == path
        try:
            i18n.set_language("ja")
            assert err.translated()
        finally:
            i18n.set_language("en")
    else:
        assert loaded.match.rules is RULES
        if loaded.replayed:  # an earlier (or no) rules version: rebuilt by replay, not held to its snapshot
            assert len(loaded.match.commands) + loaded.dropped == len(loaded.record.commands)
            for kept in folder.glob("victim.json.original*"):  # the untouched file kept beside it
                assert kept.read_bytes() == data
                kept.unlink()
        else:
            assert loaded.match.snapshot_json() == canonical_json(loaded.record.snapshot)
    assert path.read_bytes() == data


@FUZZ
@given(data=st.data())
def test_byte_mutations(base, data):
    folder, raw, _ = base
    kind = data.draw(st.sampled_from(["truncate", "flip", "insert", "delete", "garbage"]))
    if kind == "truncate":
        mutated = raw[: data.draw(st.integers(0, len(raw) - 1))]
    elif kind == "flip":
        buf = bytearray(raw)
        for pos, byte in data.draw(
            st.lists(st.tuples(st.integers(0, len(raw) - 1), st.integers(0, 255)), min_size=1, max_size=6)
        ):
            buf[pos] = byte
        mutated = bytes(buf)
    elif kind == "insert":
        pos = data.draw(st.integers(0, len(raw)))
        mutated = raw[:pos] + data.draw(st.binary(min_size=1, max_size=16)) + raw[pos:]
    elif kind == "delete":
        start = data.draw(st.integers(0, len(raw) - 1))
        mutated = raw[:start] + raw[start + data.draw(st.integers(1, 40)) :]
    else:
        mutated = data.draw(st.binary(max_size=300))
    _check(folder, mutated)


@FUZZ
@given(data=st.data())
def test_json_mutations(base, data):
    folder, _, doc = base
    edits = data.draw(st.integers(1, 3))
    text = json.dumps(doc, ensure_ascii=False)
    for _ in range(edits):
        try:  # an earlier edit may have made the text too deep for this harness to walk
            current = json.loads(text)
            paths = _paths(current)
        except (ValueError, RecursionError):
            break
        target = data.draw(st.sampled_from(paths))
        op = data.draw(st.sampled_from(["replace", "replace", "delete", "duplicate"]))
        if op == "delete" and target == ():
            op = "replace"
        try:
            text = _dump(current, (), target, op, data.draw(replacement))
        except RecursionError:
            break
    _check(folder, text.encode("utf-8", errors="surrogatepass"))


@FUZZ
@given(index=st.integers(0, 14), seat=st.integers(-3, 5), kind=st.sampled_from(["roll", "hold", "pass", ""]))
def test_plausible_command_edits(base, index, seat, kind):
    folder, _, doc = base
    edited = json.loads(json.dumps(doc))
    edited["commands"][index] = {"kind": kind, "seat": seat}
    _check(folder, json.dumps(edited).encode())


def test_an_earlier_version_save_with_an_edited_setup_loads_by_replay_and_keeps_the_file(base):
    """Found by the fuzzer: no rules version (a format-1 era file) and the target deleted: the game is
    rebuilt by replay under the default target, not held to the recorded snapshot, the file untouched."""
    folder, _, doc = base
    edited = json.loads(json.dumps(doc))
    edited["rules_version"] = None
    del edited["setup"]["target"]
    _check(folder, json.dumps(edited).encode())
    edited["commands"][3] = {"kind": "roll", "seat": 1}  # a move that no longer replays: the rest dropped
    _check(folder, json.dumps(edited).encode())
