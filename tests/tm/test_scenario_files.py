"""Scenario files are checked before they are trusted: regular files of sane size only,
no repeated keys, something to check, and errors explained instead of printed raw."""

from __future__ import annotations

import os
import threading

import pytest

from game.tm.scenarios import run_data, run_file


def _run(tmp_path, content: bytes) -> str:
    path = tmp_path / "s.json"
    path.write_bytes(content)
    outcome = run_file(path)
    assert not outcome.passed
    return outcome.message


def test_repeated_keys_are_refused(tmp_path):
    message = _run(tmp_path, b'{"title": "a", "title": "b", "expect": {"generation": 1}}')
    assert message == "invalid scenario: the key 'title' appears twice in one object"


def test_a_scenario_file_that_checks_nothing_is_refused(tmp_path):
    assert 'needs "steps" or "expect"' in _run(tmp_path, b'{"title": "only a title"}')
    assert 'needs "steps" or "expect"' in _run(tmp_path, b'{"title": "t", "expect": {}}')


def test_oversized_deep_and_huge_number_files_are_explained(tmp_path):
    assert "larger than 1024 KB" in _run(tmp_path, b" " * (1024 * 1024 + 10) + b"{}")
    assert (
        _run(tmp_path, b"[" * 200_000 + b"]" * 200_000) == "invalid scenario: the JSON is nested too deeply"
    )
    assert _run(tmp_path, b'{"expect": {"generation": 1' + b"0" * 5000 + b"}}") == (
        "invalid scenario: the file holds a number with too many digits"
    )
    deep: dict = {}
    node = deep
    for _ in range(5000):
        node["x"] = {}
        node = node["x"]
    message = run_data({"given": deep, "expect": {"generation": 1}}).message
    assert "Error" not in message and "invalid scenario" in message


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "s.json"
    os.mkfifo(fifo)
    result = {}
    worker = threading.Thread(target=lambda: result.update(outcome=run_file(fifo)), daemon=True)
    worker.start()
    worker.join(5)
    if worker.is_alive():
        with open(fifo, "wb"):
            pass
        pytest.fail("reading a FIFO blocked")
    assert result["outcome"].message == "invalid scenario: not a regular file (a folder, a FIFO or a device)"
