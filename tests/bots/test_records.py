"""Resumable runs (``game.bots.records``): what names a run, and what a record file refuses."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from game.bots import records


@dataclass
class Result:
    score: int


def test_the_code_version_follows_the_content_files_but_not_the_notes(tmp_path):
    content = tmp_path / "content"
    content.mkdir()
    (content / "cards.json").write_text('{"a": 1}')
    (content / "BALANCE.md").write_text("table")
    first = records.code_version(3, ["game.bots.records"], [content])
    (content / "BALANCE.md").write_text("a new table")
    assert records.code_version(3, ["game.bots.records"], [content]) == first
    (content / "cards.json").write_text('{"a": 2}')
    assert records.code_version(3, ["game.bots.records"], [content]) != first
    assert records.code_version(4, ["game.bots.records"]) != records.code_version(3, ["game.bots.records"])


def test_keyed_games_resume_and_a_broken_line_is_named(tmp_path):
    path = tmp_path / "run.jsonl"
    run = {"table": "x", "code": "abc"}
    work = [("m0", 1), ("m1", 2), ("hard:0", 3)]
    played = []

    def play(w):
        played.append(w[0])
        return Result(w[1])

    records.play_all(work[:2], play, lambda w: w[0], record=path, run=run)
    done = records.read_record(path, run, lambda d: Result(**d))
    assert done == {"m0": Result(1), "m1": Result(2)}
    assert [
        r.score for r in records.play_all(work, play, lambda w: w[0], done=done, record=path, run=run)
    ] == [1, 2, 3]
    assert played == ["m0", "m1", "hard:0"]
    assert records.read_record(path, None, lambda d: Result(**d)).keys() == {"m0", "m1", "hard:0"}
    with pytest.raises(records.RecordError, match="another run"):
        records.read_record(path, {"table": "x", "code": "def"}, lambda d: Result(**d))
    path.write_text(path.read_text() + '{"run": {"table": "x", "code": "abc"}, "index": 5}\n')
    with pytest.raises(records.RecordError, match=r"run.jsonl:4: not a record line"):
        records.read_record(path, run, lambda d: Result(**d))
