"""Every character the game shows leaves ink in every bundled font at every UI text size.

A glyph can exist in the font and still draw nothing: the original BIZ UDPGothic
hints the minus sign by snapping its two edges to the pixel grid independently,
so at 13 px both land on one row and "−14 °C" read "14 °C" (see
``build_scripts/subset_fonts.keep_thin_bars``). The sizes come from
``ui.fonts.SIZES``, the range ``ui.fonts.font`` clamps every request into.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest

from build_scripts import i18n as catalogs
from tests.support.glyphs import drawn_characters  # sets the dummy SDL drivers first
from ui import fonts

CONTENT = Path(__file__).resolve().parents[2] / "game" / "tm" / "content"

#: The content fields a player reads (names and rules texts, both languages).
SHOWN_FIELDS = {"name", "name_ja", "text_en", "text_ja"}


def _shown_content_strings(value: object) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            if key in SHOWN_FIELDS and isinstance(item, str):
                yield item
            else:
                yield from _shown_content_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _shown_content_strings(item)


def content_strings() -> list[str]:
    """Card, project, milestone, award and space names and card texts in English and Japanese."""
    strings: list[str] = []
    for name in ("cards.json", "standard_projects.json", "milestones_awards.json", "board_tharsis.json"):
        with open(CONTENT / name, encoding="utf-8") as file:
            strings.extend(_shown_content_strings(json.load(file)))
    return strings


def catalogue_strings() -> list[str]:
    """Every msgid and msgstr (plural forms included) of the English and Japanese catalogues."""
    strings: list[str] = []
    for lang in ("en", "ja"):
        for message in catalogs.read_catalog(lang):
            if not message.id:
                continue
            for text in (message.id, message.string):
                strings.extend([text] if isinstance(text, str) else [t for t in text or () if t])
    return strings


def shown_characters() -> dict[str, str]:
    """Each distinct drawn character, with one string it occurs in (for the failure message)."""
    where: dict[str, str] = {}
    for text in content_strings() + catalogue_strings():
        for char in drawn_characters(text):
            if not char.isspace():
                where.setdefault(char, text)
    return where


CHARACTERS = shown_characters()


def inkless(size: int, bold: bool) -> list[str]:
    """The characters that render without a single visible pixel at ``size``."""
    font = fonts.font(size, bold)
    return [
        char for char in CHARACTERS if font.render(char, True, (255, 255, 255)).get_bounding_rect().width == 0
    ]


def test_the_characters_include_card_texts_and_both_catalogues():
    assert "−" in CHARACTERS and "°" in CHARACTERS and "€" in CHARACTERS
    assert "造" in CHARACTERS and "ア" in CHARACTERS  # rulebook terms, space names
    assert len(CHARACTERS) > 500


def test_sizes_are_the_range_the_ui_is_clamped_to():
    assert fonts.SIZES[0] == fonts.SMALLEST == 12
    assert fonts.font(5).get_height() == fonts.font(12).get_height()
    assert fonts.font(500, True).get_height() == fonts.font(fonts.LARGEST, True).get_height()
    from ui.layout import Layout

    assert Layout(320, 180).font_px(13) == fonts.SMALLEST  # a tiny window still draws at 12 px


def test_the_minus_sign_has_ink_at_13_px():
    """The reported case: "−1 VP" drew as "1 VP" at 1280x720."""
    assert "−" not in inkless(13, False)


SIZE_GROUPS = [fonts.SIZES[i : i + 24] for i in range(0, len(fonts.SIZES), 24)]


@pytest.mark.parametrize("bold", [False, True], ids=["Regular", "Bold"])
@pytest.mark.parametrize("sizes", SIZE_GROUPS, ids=lambda sizes: f"{sizes[0]}-{sizes[-1]}px")
def test_every_shown_character_leaves_ink(sizes, bold):
    problems = []
    for size in sizes:
        for char in inkless(size, bold):
            name = unicodedata.name(char, "unnamed")
            problems.append(f"{size} px: {char!r} U+{ord(char):04X} {name} (in {CHARACTERS[char][:60]!r})")
    assert problems == []
