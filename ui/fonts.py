"""The bundled BIZ UDPGothic fonts (Latin and Japanese), cached by (size, bold)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame

from assets import asset_path

FONT_DIR = asset_path("fonts")
REGULAR = "BIZUDPGothic-Regular.ttf"
BOLD = "BIZUDPGothic-Bold.ttf"


class FontMissing(FileNotFoundError):
    """A bundled font file is not where the build put it."""


def font_path(bold: bool = False) -> Path:
    path = Path(FONT_DIR) / (BOLD if bold else REGULAR)
    if not path.is_file():
        raise FontMissing(f"bundled font not found: {path} (the installation is incomplete)")
    return path


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font at ``size`` pixels; loaded once per (size, bold)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(font_path(bold)), int(size))


def clear_cache() -> None:
    font.cache_clear()
