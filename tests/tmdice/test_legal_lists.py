"""Every legal list of seeded random games is the one recorded before the engine's speed work
(``legal_lists.py`` writes the fixture): the same commands in the same order and groups, the same
membership answers, and the states the same along the way."""

from __future__ import annotations

import json

import pytest

from tests.tmdice.legal_lists import FIXTURE, GAMES, SNAPSHOT_EVERY, record_game

RECORDED = {tuple(g["game"]): g for g in json.loads(FIXTURE.read_text(encoding="utf-8"))["games"]}


def test_the_fixture_covers_thousands_of_positions():
    assert sum(len(g["positions"]) for g in RECORDED.values()) >= 5000
    assert set(RECORDED) == {tuple(g) for g in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"p{g[0]}{'ce' if g[1] else ''}-seed{g[2]}-{g[3]}")
def test_legal_lists_match_the_recorded_ones(game):
    now = record_game(*game)
    then = RECORDED[tuple(game)]
    for i, (a, b) in enumerate(zip(now["positions"], then["positions"], strict=False)):
        assert a == b, f"position {i}: the legal list differs"
    for i, (a, b) in enumerate(zip(now["snapshots"], then["snapshots"], strict=False)):
        assert a == b, f"position {i * SNAPSHOT_EVERY}: the state differs"
    assert len(now["positions"]) == len(then["positions"])
    assert now["final"] == then["final"]
