"""Check that the bundled fonts can draw every character of some strings.

Use it for any text the player will see, in both languages::

    from tests.support.glyphs import assert_fonts_cover
    assert_fonts_cover(card.name for card in cards)

``pygame.freetype.Font.get_metrics`` answers ``None`` for every character the
font has no glyph for; those characters are collected together with the
strings they occur in, so a failure names both.
"""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Iterable, Sequence
from pathlib import Path

from assets import asset_path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame.freetype  # noqa: E402  (the SDL environment must be set first)

#: The fonts the UI draws with (ui/fonts.py loads these names).
FONT_FILES: tuple[Path, ...] = (
    asset_path("fonts", "BIZUDPGothic-Regular.ttf"),
    asset_path("fonts", "BIZUDPGothic-Bold.ttf"),
)

_fonts: dict[Path, pygame.freetype.Font] = {}


def _font(path: Path) -> pygame.freetype.Font:
    if path not in _fonts:
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        _fonts[path] = pygame.freetype.Font(str(path), 16)
    return _fonts[path]


def drawn_characters(text: str) -> list[str]:
    """The characters of ``text`` that need a glyph (control characters such as
    newline and tab are layout, not drawing)."""
    return [ch for ch in text if unicodedata.category(ch) != "Cc"]


def missing_glyphs(strings: Iterable[str], font_path: Path | str) -> dict[str, list[str]]:
    """Characters of ``strings`` the font at ``font_path`` cannot draw.

    Returns ``{character: [strings containing it, in first-seen order]}``;
    an empty dict means every character has a glyph.
    """
    where: dict[str, list[str]] = {}
    for text in strings:
        for ch in drawn_characters(text):
            seen_in = where.setdefault(ch, [])
            if not seen_in or seen_in[-1] != text:
                seen_in.append(text)
    if not where:
        return {}
    characters = list(where)
    metrics = _font(Path(font_path)).get_metrics("".join(characters))
    assert len(metrics) == len(characters), "get_metrics must answer once per character"
    return {ch: where[ch] for ch, metric in zip(characters, metrics, strict=True) if metric is None}


def describe_missing(font_path: Path | str, missing: dict[str, list[str]], limit: int = 5) -> str:
    lines = [f"{Path(font_path).name} lacks {len(missing)} character(s):"]
    for ch, texts in sorted(missing.items()):
        name = unicodedata.name(ch, "unnamed")
        shown = ", ".join(repr(t) for t in texts[:limit])
        more = f" and {len(texts) - limit} more" if len(texts) > limit else ""
        lines.append(f"  {ch!r} U+{ord(ch):04X} {name} in {shown}{more}")
    return "\n".join(lines)


def assert_fonts_cover(strings: Iterable[str], font_paths: Sequence[Path | str] = FONT_FILES) -> None:
    """Fail, naming each missing character and its strings, unless every font
    in ``font_paths`` can draw every character of ``strings``."""
    texts = list(strings)
    problems = []
    for path in font_paths:
        missing = missing_glyphs(texts, path)
        if missing:
            problems.append(describe_missing(path, missing))
    assert not problems, "\n".join(problems)
