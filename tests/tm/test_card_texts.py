"""Our own English and Japanese rules texts of the 221 Terraforming Mars cards.

The texts live in game/tm/content/cards.json (``text_en`` / ``text_ja``) and
are written from each card's structured fields. These tests catch the usual
slips: a card left without text, a number copied wrong, an untranslated text,
a placeholder, a character the bundled font cannot draw.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.tm import content
from tests.support.glyphs import assert_fonts_cover

CARDS_FILE = content.CONTENT_DIR / "cards.json"
RAW: list[dict[str, Any]] = json.loads(CARDS_FILE.read_text(encoding="utf-8"))
IDS = [f"{card['number']}-{card['name']}" for card in RAW]

#: Fields whose numbers are the card's rules (cost and number are shown by the frame).
RULE_FIELDS = ("requirements", "vp", "behavior", "action", "effect", "starting")

PLACEHOLDERS = re.compile(r"TODO|TBD|FIXME|XXX|\?\?|lorem|placeholder|<[^>]*>|\{[^}]*\}", re.IGNORECASE)
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
DIGITS = re.compile(r"\d+")


def rule_numbers(value: Any) -> Iterator[int]:
    """Every number written in a card's structured rules, as a magnitude
    (a production delta of -2 reads "decrease ... 2 steps"). Booleans are
    flags, not numbers; strings such as "X" are not numbers either."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return
    if isinstance(value, int):
        yield abs(value)
    elif isinstance(value, dict):
        for item in value.values():
            yield from rule_numbers(item)
    elif isinstance(value, list):
        for item in value:
            yield from rule_numbers(item)


def card_numbers(card: dict[str, Any]) -> set[int]:
    return {n for field in RULE_FIELDS for n in rule_numbers(card[field])}


def text_numbers(text: str) -> set[int]:
    return {int(digits) for digits in DIGITS.findall(text)}


# -- the helpers themselves ------------------------------------------------------------------------


def test_rule_numbers_reads_magnitudes_and_skips_flags():
    birds = next(card for card in RAW if card["name"] == "Birds")
    assert card_numbers(birds) == {13, 2, 1}
    assert set(rule_numbers({"max": True, "count": -12, "amount": "X", "x_min": 1})) == {12, 1}
    assert text_numbers("Requires −12 °C or warmer. Gain 3 plants.") == {12, 3}


# -- every card ------------------------------------------------------------------------------------


def test_every_card_has_both_texts():
    missing = [
        f"{card['number']} {card['name']}" for card in RAW if not (card["text_en"] and card["text_ja"])
    ]
    assert not missing, f"{len(missing)} card(s) without text: {', '.join(missing[:20])}"
    assert len(RAW) == 221


@pytest.mark.parametrize("card", RAW, ids=IDS)
def test_texts_carry_every_number_of_the_card(card):
    wanted = card_numbers(card)
    for lang in ("en", "ja"):
        text = card[f"text_{lang}"]
        lost = sorted(wanted - text_numbers(text))
        assert not lost, f"{card['name']} text_{lang} lacks {lost}: {text!r}"


@pytest.mark.parametrize("card", RAW, ids=IDS)
def test_texts_are_clean_and_in_their_language(card):
    en, ja = card["text_en"], card["text_ja"]
    for text in (en, ja):
        assert text == text.strip(), "no leading or trailing blanks"
        assert not PLACEHOLDERS.search(text), f"placeholder-like marker in {text!r}"
        assert "  " not in text
    assert JAPANESE.search(ja), f"text_ja is not Japanese: {ja!r}"
    assert not JAPANESE.search(en), f"text_en holds Japanese: {en!r}"
    assert en.endswith("."), f"text_en should end with a full stop: {en!r}"
    assert ja.endswith("。"), f"text_ja should end with 。: {ja!r}"
    assert en != ja


@pytest.mark.parametrize("card", RAW, ids=IDS)
def test_requirements_are_stated(card):
    """Cost and tags are on the frame; requirements belong in the text."""
    if card["requirements"]:
        assert card["text_en"].startswith("Requires "), card["text_en"]
        assert card["text_ja"].startswith("条件："), card["text_ja"]
    else:
        assert "Requires " not in card["text_en"]
        assert not re.search("(?<!開始)条件：", card["text_ja"])  # 開始条件 = a corporation's start


@pytest.mark.parametrize("card", RAW, ids=IDS)
def test_actions_effects_and_any_player_wording(card):
    en, ja = card["text_en"], card["text_ja"]
    if card["action"]:
        assert "Action:" in en and "アクション：" in ja
    if card["effect"]:
        assert "Effect:" in en and "効果：" in ja
    behavior = card["behavior"] or {}
    red_bordered = [
        key for key in ("production_any_player", "remove_any_player", "steal_any_player") if key in behavior
    ]
    red_bordered += [
        key
        for option in behavior.get("choice", [])
        for key in ("remove_any_player", "steal_any_player")
        if key in option
    ]
    if red_bordered:
        assert "any player" in en, en
        assert "任意のプレイヤー1人" in ja, ja
    removals = [key for key in red_bordered if key != "production_any_player"]
    if removals:
        assert "up to" in en and "最大" in ja


def test_texts_are_written_not_copied():
    """No text repeats another card's text, and none repeats the name."""
    seen: dict[str, str] = {}
    for card in RAW:
        for lang in ("en", "ja"):
            text = card[f"text_{lang}"]
            assert text not in seen, f"{card['name']} repeats the text of {seen.get(text)}"
            seen[text] = card["name"]


REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "terraforming-mars" / "cards.json"


@pytest.mark.skipif(not REFERENCE.is_file(), reason="the shared reference is not next to the repository")
def test_reference_summaries_are_not_reused():
    """The reference's summary lines are someone else's words. Both describe
    the same facts, so short stock phrases meet ("raise temperature 1 step"),
    but no sentence of ours (6 words or more) may equal one of its summary,
    and no text of 6 words or more may follow its summary almost word for
    word on the whole ("Gain 5 steel." can only be said one way)."""
    summaries = {
        card["name"]: card.get("summary") or "" for card in json.loads(REFERENCE.read_text(encoding="utf-8"))
    }

    def words(text: str) -> list[str]:
        return re.findall(r"[\w€%°+−-]+", text.lower())

    def sentences(text: str) -> set[str]:
        return {" ".join(words(part)) for part in re.split(r"[.;:]", text) if len(words(part)) >= 6}

    reused = []
    for card in RAW:
        ours, theirs = card["text_en"], summaries.get(card["name"], "")
        same = sentences(ours) & sentences(theirs)
        ratio = difflib.SequenceMatcher(None, words(ours), words(theirs)).ratio()
        if same or (ratio >= 0.9 and len(words(ours)) >= 6):
            reused.append(f"{card['name']}: {ratio:.2f} {sorted(same)}")
    assert not reused, "\n".join(reused)


def test_every_text_has_glyphs_in_the_bundled_font():
    assert_fonts_cover(card["text_ja"] for card in RAW)
    assert_fonts_cover(card["text_en"] for card in RAW)


def test_the_engine_loads_the_texts():
    loaded = content.parse_cards(RAW)
    assert all(loaded[card["name"]].text_en == card["text_en"] for card in RAW)
    assert all(loaded[card["name"]].text_ja == card["text_ja"] for card in RAW)
