"""Long unbroken text wraps and ellipsizes in linear time, and every line still fits."""

from __future__ import annotations

import time

import pygame

from ui import text


def test_twenty_thousand_unbroken_characters_wrap_fast_and_fit(drive):
    drive("--lang", "en")
    assert pygame.font.get_init()
    long = "W" * 20_000
    started = time.perf_counter()
    lines = text.wrap(long, 16, 500)
    cut = text.ellipsize(long, 16, 500)
    elapsed = time.perf_counter() - started
    assert elapsed < 1.0, f"{elapsed:.2f} s"
    assert "".join(lines) == long
    assert all(text.width_of(line, 16) <= 500 for line in lines)
    assert all(text.width_of(line + "W", 16) > 500 for line in lines[:-1])  # each line as full as it can be
    assert cut.endswith("…") and text.width_of(cut, 16) <= 500 < text.width_of(cut[:-1] + "W…", 16)
