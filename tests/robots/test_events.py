"""The robot game's log: every event of random games renders in English and Japanese, counts agree."""

from __future__ import annotations

import re

import pytest

from game.core import Rng
from game.i18n import current_language, set_language
from game.robots.events import TEXTS
from game.robots.rules import RULES

ONE_PLURAL = re.compile(r"(?<!\d)1 (parts|chits|data chits)\b")


@pytest.fixture
def japanese():
    before = current_language()
    set_language("ja")
    yield
    set_language(before)


def _events(seed: int):
    state = RULES.new_game(RULES.setup_from_data({"players": 3}), seed)
    rng = Rng(seed)
    while not RULES.is_over(state):
        applied = RULES.apply(state, rng.choice(list(RULES.legal_commands(state))))
        state = applied.state
        yield from applied.events


def test_every_event_kind_shows_up_and_reads_in_english():
    kinds = set()
    for seed in range(12):
        for event in _events(seed):
            kinds.add(event.kind)
            line = event.english()
            assert "{" not in line and not ONE_PLURAL.search(line), line
    assert kinds >= set(TEXTS) - {"over"}, set(TEXTS) - kinds


def test_events_read_in_japanese(japanese):
    for event in _events(3):
        line = event.translated()
        assert "{" not in line
        assert not line.isascii(), line
