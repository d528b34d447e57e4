"""Dice Game log events: every text has its parameters and reads in both languages."""

from __future__ import annotations

from game import i18n
from game.tmdice.rules import RULES
from tests.tmdice.support import choose


def _events(players: int, seed: int, count: int):
    from game.core import Rng

    rng = Rng(seed)
    state = RULES.new_game(RULES.setup_from_data({"players": players}), seed)
    out = []
    while len(out) < count and not RULES.is_over(state):
        applied = RULES.apply(state, choose(rng, RULES.legal_commands(state)))
        state = applied.state
        out += applied.events
    return out


def test_events_render_in_english_and_japanese_with_translated_names():
    events = _events(2, 3, 400)
    kinds = {e.kind for e in events}
    assert {"roll", "play", "tile", "next"} <= kinds
    for e in events:
        assert "{" not in e.english()
    tile = next(e for e in events if e.kind == "tile")
    i18n.set_language("ja")
    try:
        text = tile.translated()
        assert "タイル" in text and "{" not in text
        assert any(name in text for name in ("海洋", "緑地", "都市", "特殊"))
        assert all("{" not in e.translated() for e in events)
    finally:
        i18n.set_language("en")


def test_no_english_log_line_puts_a_before_a_vowel():
    """ "a Earth die", "a ocean tile": the texts name a die or tile without an article."""
    import re

    from game.tmdice import events as E

    templates = [v for k, v in vars(E).items() if k.isupper() and isinstance(v, str)]
    assert E.GAINED_FACE in templates and E.TILE in templates
    for template in templates:
        assert not re.search(r"\ban? \{", template), template
    lines = [e.english() for e in _events(2, 3, 400) + _events(3, 8, 400)]
    assert any(re.search(r"places 1 \w+ tile on", line) for line in lines)
    assert any(re.search(r"gains 1 \w+ die", line) for line in lines)
    for line in lines:
        assert not re.search(r"\ba [AEIOUaeiou]", line), line
