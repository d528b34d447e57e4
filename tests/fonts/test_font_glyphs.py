"""The bundled Japanese font draws every character the game shows."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fontTools.ttLib import TTFont

from build_scripts import i18n as catalogs
from build_scripts import subset_fonts
from game import i18n
from tests.support.glyphs import FONT_FILES, assert_fonts_cover, missing_glyphs


def _texts(value: str | tuple[str, ...] | list[str] | None) -> Iterator[str]:
    if not value:
        return
    if isinstance(value, str):
        yield value
    else:
        yield from (text for text in value if text)


def catalogue_strings(lang: str) -> list[str]:
    """Every msgid (English, plural forms included) and msgstr of a catalogue."""
    strings: list[str] = []
    for message in catalogs.read_catalog(lang):
        if not message.id:  # the header
            continue
        strings.extend(_texts(message.id))
        strings.extend(_texts(message.string))
    return strings


def test_fonts_are_the_files_the_ui_loads():
    assert [path.name for path in FONT_FILES] == ["BIZUDPGothic-Regular.ttf", "BIZUDPGothic-Bold.ttf"]
    for path in FONT_FILES:
        assert path.is_file(), f"run build_scripts/subset_fonts.py to create {path}"


def test_every_translated_string_has_glyphs():
    ja = catalogue_strings("ja")
    assert any(any(ord(ch) > 0x3000 for ch in text) for text in ja), "the ja catalogue has no Japanese?"
    assert_fonts_cover(ja)


def test_every_english_string_has_glyphs():
    en = catalogue_strings("en")
    assert en, "the en catalogue is empty"
    assert_fonts_cover(en)


def test_language_names_have_glyphs():
    assert_fonts_cover(i18n.LANGUAGES.values())


BOARD_GAME_SYMBOLS = "−×÷±°€℃→←↑↓⇒★☆●○◎■□▲△▼▽◆◇♦♥♠♣✓①②③※〒…・「」『』【】〜～"


def test_board_game_symbols_have_glyphs():
    assert_fonts_cover([BOARD_GAME_SYMBOLS])


def test_all_of_jis_x_0208_is_kept():
    wanted = subset_fonts.jis_x_0208()
    assert len(wanted) == 6879
    for path in FONT_FILES:
        font = TTFont(path, lazy=True)
        cmap = set(font.getBestCmap())
        font.close()
        lost = sorted(chr(cp) for cp in wanted - cmap)
        assert lost == [], f"{path.name} lacks JIS X 0208 characters {''.join(lost[:40])}"


def test_fonts_keep_their_licence_records():
    for path in FONT_FILES:
        font = TTFont(path, lazy=True)
        names = {record.nameID: record.toUnicode() for record in font["name"].names if record.platformID == 3}
        font.close()
        assert "BIZ UDGothic Project Authors" in names[0]
        assert "SIL Open Font License" in names[13]


# -- the check itself can fail -------------------------------------------------------------------

# U+20B9F is in the original BIZ UDPGothic but outside the subset (CJK Extension B);
# U+1F680 (rocket) is an emoji no Japanese text font draws.
OUTSIDE_THE_SUBSET = ["Launch the 🚀 now", "𠮟る", "plain text"]


@pytest.mark.parametrize("font", FONT_FILES, ids=lambda path: path.name)
def test_missing_characters_are_reported_with_their_strings(font):
    missing = missing_glyphs(OUTSIDE_THE_SUBSET, font)
    assert missing == {"🚀": ["Launch the 🚀 now"], "𠮟": ["𠮟る"]}


def test_assertion_names_missing_characters_and_strings():
    with pytest.raises(AssertionError) as failure:
        assert_fonts_cover(OUTSIDE_THE_SUBSET)
    message = str(failure.value)
    assert "U+1F680 ROCKET in 'Launch the 🚀 now'" in message
    assert "U+20B9F" in message and "'𠮟る'" in message
    assert "BIZUDPGothic-Regular.ttf lacks 2" in message and "BIZUDPGothic-Bold.ttf lacks 2" in message
    assert "plain text" not in message


def test_control_characters_are_layout_not_glyphs():
    assert missing_glyphs(["two\nlines\tand a tab"], FONT_FILES[0]) == {}
