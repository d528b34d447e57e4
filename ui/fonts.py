"""The bundled BIZ UDPGothic fonts (Latin and Japanese), cached by (size, bold).

``SIZES`` is every pixel size the UI can draw text at: ``Layout.font_px`` never
goes below ``SMALLEST`` and ``font`` clamps any request into the range, so a
test that checks every character at every size in ``SIZES`` checks what the
player can see. ``LARGEST`` is the title (60 px at 1280x720) scaled to a
3840x2160 fullscreen window.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame

from assets import asset_path

FONT_DIR = asset_path("fonts")
REGULAR = "BIZUDPGothic-Regular.ttf"
BOLD = "BIZUDPGothic-Bold.ttf"

#: The smallest and largest text size, in pixels (one em).
SMALLEST = 12
LARGEST = 180
SIZES = range(SMALLEST, LARGEST + 1)


class FontMissing(FileNotFoundError):
    """A bundled font file is not where the build put it."""


def font_path(bold: bool = False) -> Path:
    path = Path(FONT_DIR) / (BOLD if bold else REGULAR)
    if not path.is_file():
        raise FontMissing(f"bundled font not found: {path} (the installation is incomplete)")
    return path


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font at ``size`` pixels (clamped into ``SIZES``); loaded once per (size, bold)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(font_path(bold)), min(LARGEST, max(SMALLEST, int(size))))


def clear_cache() -> None:
    font.cache_clear()
