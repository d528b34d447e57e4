"""Count-bearing texts use real plural forms: "1 card", "2 cards" (never "card(s)" or
"1 cards"); the catalogues carry plural entries, two forms in English, one in Japanese."""

from __future__ import annotations

import re

import pytest

from build_scripts import i18n as catalogs
from game import i18n
from game.core import Rng
from game.core.contract import Event
from game.i18n import N_plural, Text
from game.tm.rules import RULES
from tests.support.tm_playout import choose
from ui.tables.tm import describe, names


@pytest.fixture
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def template():
    return catalogs.extract()


def test_no_message_writes_a_plural_in_parentheses(template):
    bad = [m.id for m in template if m.id and "(s)" in (m.id if isinstance(m.id, str) else " ".join(m.id))]
    assert bad == []


# Singular-only texts whose count is never 1: fixed numbers of the rules (the opening hand, the
# cards a standard action draws, the team game's seats, a solo game's turns) or a count known to be
# above 1 where it is shown (a save past the move limit, the "players" choice of 2 or more).
NEVER_ONE = {
    "Choose {count} cards of your deck for your opening hand (the rest is shuffled).",
    "Draw {count} cards",
    "Take these {count} cards",
    "Terraforming failed: the global parameters were not all complete after {count} turns.",
    "The save file holds {count} moves, more than the {limit} any game can have.",
    "The team game needs {count} players.",
    "{count} players",
}


def test_a_count_followed_by_a_plural_word_is_a_plural_pair(template):
    """ "{count} cards" in a text without a singular form would read "1 cards" when the count is 1."""
    singular_only = [m.id for m in template if isinstance(m.id, str) and m.id]
    bad = [
        text
        for text in singular_only
        if any(word.endswith("s") or word == "dice" for word in re.findall(r"\{count\} ([A-Za-z]+)", text))
        and text not in NEVER_ONE
    ]
    assert bad == []
    assert NEVER_ONE <= set(singular_only)  # the list names no text that is gone


def test_extraction_finds_the_plural_pairs(template):
    pairs = {tuple(m.id) for m in template if isinstance(m.id, tuple | list)}
    assert ("{player} buys {count} card", "{player} buys {count} cards") in pairs
    assert ("Buy {count} card", "Buy {count} cards") in pairs
    assert ("plant", "plants") in pairs
    assert (
        "{corporation}: {count} solo game, {wins} won, best score {best}",
        "{corporation}: {count} solo games, {wins} won, best score {best}",
    ) in pairs


def test_catalogues_hold_one_japanese_form_and_two_english_ones():
    ja = catalogs.read_catalog("ja")
    en = catalogs.read_catalog("en")
    assert ja.num_plurals == 1 and en.num_plurals == 2
    japanese = [m for m in ja if m.id and isinstance(m.id, tuple | list)]
    assert len(japanese) >= 20
    for message in japanese:
        assert len(message.string) == 1 and message.string[0], message.id
    english_ids = {tuple(m.id) for m in en if m.id and isinstance(m.id, tuple | list)}
    assert english_ids == {tuple(m.id) for m in japanese}


@pytest.mark.parametrize(
    "lang, count, shown",
    [
        ("en", 1, "Ann buys 1 card"),
        ("en", 0, "Ann buys 0 cards"),
        ("en", 3, "Ann buys 3 cards"),
        ("ja", 1, "Ann がカードを 1 枚購入"),
        ("ja", 3, "Ann がカードを 3 枚購入"),
    ],
)
def test_a_plural_text_shows_the_form_for_its_count(lang, count, shown):
    i18n.set_language(lang)
    try:
        event = Event(
            "research",
            N_plural("{player} buys {count} card", "{player} buys {count} cards"),
            {"player": "Ann", "count": count},
        )
        assert event.translated() == shown
        assert event.english() == shown if lang == "en" else event.english().startswith("Ann buys")
    finally:
        i18n.set_language("en")


def test_negative_counts_take_the_form_of_their_size(english):
    text = Text(
        N_plural("{player}: {card} {count:+d} resource", "{player}: {card} {count:+d} resources"),
        {"player": "Ann", "card": "Birds", "count": -1},
    )
    assert text.translated() == "Ann: Birds -1 resource"


def test_resource_names_follow_the_count(english):
    assert names.resource("plants", 1) == "plant"
    assert names.resource("plants", 3) == "plants"
    assert names.resource("animal", 1) == "animal"
    assert names.resource("heat", 1) == "heat"
    assert names.resource("plants") == "plants"
    assert describe.behavior({"stock": {"plants": 1}}) == "+1 plant"
    assert describe.behavior({"draw_cards": {"count": 1}}) == "Draw 1 card"
    assert describe.behavior({"global": {"oxygen": 1}}) == "Oxygen +1 step"
    assert describe.behavior({"global": {"temperature": 2}}) == "Temperature +2 steps"


def test_resource_names_in_japanese_have_one_form():
    i18n.set_language("ja")
    try:
        assert names.resource("plants", 1) == names.resource("plants", 3) == "植物"
    finally:
        i18n.set_language("en")


WRONG_SINGULAR = re.compile(
    r"(?<![\d.])[+-]?1 (cards|plants|animals|microbes|fighters|resources|corporations|"
    r"steps|tags|cities|games)\b"
)


def test_game_log_of_random_games_never_says_1_cards(english):
    """Every event of seeded random games, in English: a count of one takes the singular."""
    seen_one = 0
    for seed in range(3):
        rng = Rng(seed + 100)
        state = RULES.new_game(RULES.setup_from_data({"players": 3, "draft": True}), seed)
        for _ in range(600):
            if RULES.is_over(state):
                break
            applied = RULES.apply(state, choose(rng, RULES.legal_commands(state)))
            state = applied.state
            for event in applied.events:
                line = event.english()
                assert "(s)" not in line
                assert not WRONG_SINGULAR.search(line), line
                seen_one += event.params.get("count") in (1, -1)
    assert seen_one > 0, "the games should log some count of one"
