"""Golden playthroughs: recorded games replay to the same final position, scores and winners."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from game.core import command_from_data, replay
from game.core.serial import canonical_json
from game.robots.rules import RULES

FILES = sorted((Path(__file__).parent / "golden").glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_playthrough_replays_identically(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    setup = RULES.setup_from_data(data["setup"])
    commands = [command_from_data(RULES.game_id, c) for c in data["commands"]]
    state = replay(RULES, setup, data["seed"], commands)
    assert RULES.is_over(state)
    digest = hashlib.sha256(canonical_json(RULES.snapshot(state)).encode()).hexdigest()
    assert digest == data["final_snapshot_sha256"]
    outcome = RULES.outcome(state)
    assert [r.score for r in outcome.results] == data["scores"]
    assert list(outcome.winners) == data["winners"]


def test_there_are_golden_games():
    assert len(FILES) == 3


def test_golden_games_have_one_winner_with_the_top_score():
    for path in FILES:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert len(data["winners"]) == 1 and max(data["scores"]) == data["scores"][data["winners"][0]]
