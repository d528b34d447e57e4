"""Drawing text: a cache of rendered lines, wrapping (Latin and Japanese) and clipping."""

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
    low, high = 0, len(text)  # the longest prefix that fits with "…": a binary search, not one cut per character
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
_NO_LINE_START = set("、。，．・：；？！ー）」』】〉》」’”ぁぃぅぇぉっゃゅょァィゥェォッャュョ")


def _tokens(paragraph: str) -> list[str]:
    """Break points: whole words for Latin text, single characters for Japanese."""
    tokens: list[str] = []
    word = ""
    for char in paragraph:
        if char == " ":
            if word:
                tokens.append(word)
            tokens.append(" ")
            word = ""
        elif _is_cjk(char):
            if word:
                tokens.append(word)
                word = ""
            if char in _NO_LINE_START and tokens:
                tokens[-1] += char
            else:
                tokens.append(char)
        else:
            word += char
    if word:
        tokens.append(word)
    return tokens


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


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Lines of ``text`` that each fit ``max_width`` pixels (newlines are kept)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for token in _tokens(paragraph):
            candidate = line + token
            if line and width_of(candidate.rstrip(), size, bold) > max_width:
                lines.append(line.rstrip())
                line = "" if token == " " else token
            else:
                line = candidate
            if len(line.rstrip()) > 1 and width_of(line.rstrip(), size, bold) > max_width:
                # A single token wider than the line (a long path): hard break.
                *full, line = _hard_break(line, size, max_width, bold)
                lines.extend(full)
        lines.append(line.rstrip())
    return lines


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
