"""Drawing text: a cache of rendered lines, wrapping (Latin and Japanese), fitting and clipping.

Where a line may break (``break_units``):

* Latin text breaks only at spaces: a word is never cut, unless it alone is
  wider than the line. Callers that can shrink the font (``fit_box``) shrink it
  first, down to ``ui.fonts.SMALLEST``, before a word is cut.
* Japanese has no spaces and we bundle no dictionary, so a line breaks only
  between whole words as the scripts show them (the way a bunsetsu-based
  breaker does, without its model): a run of kanji, a run of katakana, or a
  run of Latin letters and digits is one word; hiragana after a word stays
  with it (okurigana and particles: 電力の, 上げる); a counter stays with its
  number (3枚); closing punctuation and small kana never start a line;
  opening brackets never end one; a line may break after ・. So アスクレウス山
  breaks only as アスクレウス / 山, and 月光収束システム as 月光収束 / システム.
  A single run wider than the line is cut between characters (or, with
  ``fit_box``, the font shrinks first), as for a Latin word.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

import pygame

from game.i18n import tr
from ui import fonts
from ui.theme import Color

#: What a widget shows: an English msgid (translated when drawn) or a function
#: giving the final text (for autonyms, save descriptions, numbers...).
TextSource = str | Callable[[], str]


def resolve(source: TextSource) -> str:
    """The text to show now, in the current language."""
    if callable(source):
        return source()
    return tr(source) if source else ""  # gettext("") would be the catalogue header


def verbatim(text: str) -> Callable[[], str]:
    """A text source shown as it is, never translated (autonyms, file names)."""
    return lambda: text


_CACHE_LIMIT = 512
_rendered: OrderedDict[tuple[str, int, bool, Color], pygame.Surface] = OrderedDict()


def render(text: str, size: int, color: Color, bold: bool = False) -> pygame.Surface:
    """One line of anti-aliased text; recently used lines are kept."""
    key = (text, size, bold, tuple(color))
    surface = _rendered.get(key)
    if surface is not None:
        _rendered.move_to_end(key)
        return surface
    surface = fonts.font(size, bold).render(text, True, color)
    _rendered[key] = surface
    if len(_rendered) > _CACHE_LIMIT:
        _rendered.popitem(last=False)
    return surface


def clear_cache() -> None:
    _rendered.clear()


def width_of(text: str, size: int, bold: bool = False) -> int:
    return fonts.font(size, bold).size(text)[0]


def line_height(size: int, bold: bool = False) -> int:
    """Distance between wrapped lines: the font's own, with room for Japanese."""
    return max(fonts.font(size, bold).get_linesize(), round(size * 1.45))


def ellipsize(text: str, size: int, max_width: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis so it fits ``max_width`` pixels."""
    if width_of(text, size, bold) <= max_width:
        return text
    low, high = (
        0,
        len(text),
    )  # the longest prefix that fits with "…": a binary search, not one cut per character
    while low < high:
        middle = (low + high + 1) // 2
        if width_of(text[:middle] + "…", size, bold) <= max_width:
            low = middle
        else:
            high = middle - 1
    return text[:low] + "…"


def _is_cjk(char: str) -> bool:
    code = ord(char)
    return (
        0x3000 <= code <= 0x30FF  # punctuation, hiragana, katakana
        or 0x3400 <= code <= 0x9FFF  # CJK ideographs
        or 0xFF00 <= code <= 0xFFEF  # full-width forms
    )


# Characters that must not start a line in Japanese (kinsoku shori, short list).
_NO_LINE_START = set("、。，．・：；？！ー）」』】〉》」’”ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ%％")
# Characters that must not end a line.
_NO_LINE_END = set("（「『【〈《‘“")


def _script(char: str) -> str:
    """The kind of run ``char`` belongs to, for Japanese word breaks."""
    code = ord(char)
    if char == " ":
        return "space"
    if 0x3041 <= code <= 0x309F:
        return "hiragana"
    if 0x30A0 <= code <= 0x30FF or 0x31F0 <= code <= 0x31FF or 0xFF66 <= code <= 0xFF9F:
        return "katakana"
    if 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or char in "々〆":
        return "kanji"
    if _is_cjk(char) or char in _NO_LINE_START or char in _NO_LINE_END:
        return "punctuation"  # other full-width marks: 、。：「」 and the like
    return "latin"


def _breaks_before(previous: str, char: str) -> bool:
    """Whether a line may break between ``previous`` and ``char`` (see the module docstring)."""
    if char == " " or previous == " ":
        return True
    if char in _NO_LINE_START or previous in _NO_LINE_END:
        return False
    if previous == "・" or char in _NO_LINE_END:
        return True
    before, after = _script(previous), _script(char)
    if after == "hiragana":
        return before == "punctuation"  # okurigana and particles stay with their word
    if before == "latin" and after == "latin":
        return False
    if before == "latin" and after == "kanji":
        return not previous.isdigit()  # a counter stays with its number: 3枚, 2段階
    if after == "punctuation":
        return before in ("hiragana", "punctuation")
    return before != after


def break_units(paragraph: str) -> list[str]:
    """``paragraph`` cut where a line may break: Latin words and spaces, Japanese words."""
    units: list[str] = []
    start = 0
    for index in range(1, len(paragraph)):
        if _breaks_before(paragraph[index - 1], paragraph[index]):
            units.append(paragraph[start:index])
            start = index
    if paragraph:
        units.append(paragraph[start:])
    return units


def _tokens(paragraph: str) -> list[str]:
    return break_units(paragraph)


def _hard_break(token: str, size: int, max_width: int, bold: bool) -> list[str]:
    """``token`` cut into pieces that each fit ``max_width``, in one pass over its characters
    (cutting one character at a time and measuring again took minutes on 20,000 characters)."""
    pieces: list[str] = []
    start = width = 0
    for index, char in enumerate(token):
        char_width = width_of(char, size, bold)
        if index > start and width + char_width > max_width:
            pieces.append(token[start:index])
            start, width = index, 0
        width += char_width
    pieces.append(token[start:])
    return pieces


def wrap(text: str, size: int, max_width: int, bold: bool = False, cut_words: bool = True) -> list[str]:
    """Lines of ``text`` that each fit ``max_width`` pixels (newlines are kept).

    Lines break between words (``break_units``); a word wider than the line alone is cut,
    or with ``cut_words=False`` kept whole on a line of its own (the caller condenses it)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for token in _tokens(paragraph):
            candidate = line + token
            if line.strip() and width_of(candidate.rstrip(), size, bold) > max_width:
                lines.append(line.rstrip())
                line = "" if token == " " else token
            else:
                line = candidate
            if cut_words and len(line.rstrip()) > 1 and width_of(line.rstrip(), size, bold) > max_width:
                # A single token wider than the line (a long path): hard break.
                *full, line = _hard_break(line, size, max_width, bold)
                lines.extend(full)
        lines.append(line.rstrip())
    return lines


def cuts_a_word(text: str, size: int, max_width: int, bold: bool = False) -> bool:
    """Whether some word of ``text`` alone is wider than ``max_width`` (``wrap`` would cut it)."""
    return any(
        width_of(unit, size, bold) > max_width
        for paragraph in text.split("\n")
        for unit in break_units(paragraph)
    )


def fit_box(
    text: str, size: int, width: int, height: int, bold: bool = False, one_line_first: bool = True
) -> tuple[int, list[str]]:
    """``text`` at the largest size (``size`` down to ``ui.fonts.SMALLEST``) that shows all of it
    in a ``width`` x ``height`` box, words whole: one line if any size allows (with
    ``one_line_first``, for labels and buttons), else wrapped lines. When nothing fits, the
    lines the box holds at the smallest size, the last one ellipsized (a visible cut)."""
    smallest = min(size, fonts.SMALLEST)
    if one_line_first:
        for fit_size in range(size, smallest - 1, -1):
            if width_of(text, fit_size, bold) <= width:
                return fit_size, [text]
    for fit_size in range(size, smallest - 1, -1):
        if cuts_a_word(text, fit_size, width, bold):
            continue
        lines = wrap(text, fit_size, width, bold)
        if len(lines) == 1 or len(lines) * line_height(fit_size, bold) <= height:
            return fit_size, lines
    lines = wrap(text, smallest, width, bold)
    room = max(1, height // line_height(smallest, bold))
    if len(lines) > room:
        lines = lines[: room - 1] + [
            ellipsize(
                " ".join(lines[room - 1 :]) if " " in text else "".join(lines[room - 1 :]),
                smallest,
                width,
                bold,
            )
        ]
    return smallest, lines


def blit_lines(
    surface: pygame.Surface,
    lines: list[str],
    rect: pygame.Rect,
    size: int,
    color: Color,
    bold: bool = False,
    align: str = "left",
) -> int:
    """Draw ``lines`` from the top of ``rect`` (clipped to it); return the height used."""
    step = line_height(size, bold)
    y = rect.y
    previous_clip = surface.get_clip()
    surface.set_clip(rect.clip(previous_clip) if previous_clip else rect)
    try:
        for line in lines:
            if y >= rect.bottom:
                break
            image = render(line, size, color, bold)
            if align == "center":
                x = rect.centerx - image.get_width() // 2
            elif align == "right":
                x = rect.right - image.get_width()
            else:
                x = rect.x
            surface.blit(image, (x, y))
            y += step
    finally:
        surface.set_clip(previous_clip)
    return y - rect.y
