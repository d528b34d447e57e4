"""Golden playthroughs: recorded Ares games replay to the same final position, scores, winners and log."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from game.ares.rules import RULES
from game.core import command_from_data, replay
from game.core.serial import canonical_json
from game.i18n import set_language

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


def test_there_are_golden_games_of_both_modes():
    modes = {json.loads(p.read_text(encoding="utf-8"))["setup"]["mode"] for p in FILES}
    assert len(FILES) == 3 and modes == {"basic", "full"}


def test_the_log_reads_in_english_and_japanese():
    state = RULES.new_game(RULES.setup_from_data({}), 3)
    events = []
    for c in json.loads(FILES[0].read_text(encoding="utf-8"))["commands"][:60]:
        applied = RULES.apply(state, command_from_data(RULES.game_id, c))
        state = applied.state
        events += applied.events
    assert events
    try:
        set_language("ja")
        japanese = [e.translated() for e in events]
    finally:
        set_language("en")
    english = [e.english() for e in events]
    for en, ja in zip(english, japanese, strict=True):
        assert en != ja, en
