"""Where lines break (ui.text): Latin text between words, Japanese between whole words
(runs of kanji, katakana or Latin, with their trailing hiragana), never inside a word
unless it alone is wider than the line, and ``fit`` shrinks the font before that."""

from __future__ import annotations

import pygame
import pytest

from game.tm.content import card, corporations, project_cards
from ui import fonts, text


@pytest.fixture
def fonts_ready():
    pygame.font.init()
    yield
    fonts.clear_cache()
    text.clear_cache()


@pytest.mark.parametrize(
    "name, units",
    [
        ("アスクレウス山", ["アスクレウス", "山"]),
        ("パヴォニス山", ["パヴォニス", "山"]),
        ("フォボス宇宙基地", ["フォボス", "宇宙基地"]),
        ("ガニメデ・コロニー", ["ガニメデ・", "コロニー"]),
        ("月光収束システム", ["月光収束", "システム"]),
        ("小惑星の誘引", ["小惑星の", "誘引"]),
        ("条件：海洋タイル3枚以上。", ["条件：", "海洋", "タイル", "3枚以上。"]),
        ("（このカードのタグを含む）", ["（この", "カードの", "タグを", "含む）"]),
        ("Designed Microorganisms", ["Designed", " ", "Microorganisms"]),
    ],
)
def test_break_units_are_whole_words(name, units):
    assert text.break_units(name) == units


def test_small_kana_long_vowels_and_closing_marks_never_start_a_unit():
    for name in [*project_cards(True), *corporations(True)]:
        for unit in text.break_units(card(name).name_ja)[1:]:
            assert unit[0] not in "ーァィゥェォッャュョ、。）」・", (card(name).name_ja, unit)


def test_a_japanese_name_wraps_between_words(fonts_ready):
    width = text.width_of("アスクレウス", 14, True) + 2
    assert text.wrap("アスクレウス山", 14, width, True) == ["アスクレウス", "山"]
    width = text.width_of("月光収束シス", 14, True)
    assert text.wrap("月光収束システム", 14, width, True) == ["月光収束", "システム"]


def test_latin_words_are_never_cut_when_they_fit_alone(fonts_ready):
    width = text.width_of("Microorganisms", 16, True) + 1
    assert text.wrap("Designed Microorganisms", 16, width, True) == ["Designed", "Microorganisms"]
    assert not text.cuts_a_word("Designed Microorganisms", 16, width, True)
    assert text.cuts_a_word("Designed Microorganisms", 16, width - 2, True)


def test_fit_shrinks_the_font_before_cutting_a_word(fonts_ready):
    width = text.width_of("Microorganisms", 14, True)
    height = 2 * text.line_height(18, True)
    size, lines = text.fit_box("Designed Microorganisms", 18, width, height, bold=True, one_line_first=False)
    assert size <= 14 and lines == ["Designed", "Microorganisms"]


def test_fit_box_prefers_one_smaller_line_then_two_lines(fonts_ready):
    width = text.width_of("Place it here", 16)
    assert text.fit_box("Place it here", 24, width, 40) == (16, ["Place it here"])
    size, lines = text.fit_box("Choose the player who loses up to 2 plants", 19, 220, 40)
    assert lines == text.wrap("Choose the player who loses up to 2 plants", size, 220) and 1 < len(lines) <= 2
    assert all(text.width_of(line, size) <= 220 for line in lines)
