"""Colours and sizes of the Mars palette, in one place.

Sizes are given for the reference window (1280x720) and scaled by
``ui.layout.Layout`` so text is re-rendered at the real pixel size (sharp at
1920x1080, readable at 1280x720).
"""

from __future__ import annotations

from typing import Final

Color = tuple[int, int, int]

REFERENCE_SIZE: Final = (1280, 720)

# Backgrounds: deep space with a warm tint.
SPACE: Final[Color] = (14, 11, 18)
SPACE_GLOW: Final[Color] = (46, 20, 16)
PANEL: Final[Color] = (30, 24, 30)
PANEL_EDGE: Final[Color] = (78, 56, 50)

# Accents: Martian rust and ochre.
RUST: Final[Color] = (193, 68, 14)
RUST_DARK: Final[Color] = (120, 44, 16)
RUST_LIGHT: Final[Color] = (226, 104, 52)
OCHRE: Final[Color] = (226, 160, 62)

# Text: high contrast on the dark background.
TEXT: Final[Color] = (246, 240, 230)
TEXT_DIM: Final[Color] = (186, 172, 160)
TEXT_DISABLED: Final[Color] = (110, 100, 96)
TEXT_ON_ACCENT: Final[Color] = (255, 250, 242)
ERROR: Final[Color] = (255, 124, 104)
FOCUS: Final[Color] = (255, 206, 112)

# Controls.
BUTTON: Final[Color] = (58, 40, 38)
BUTTON_HOVER: Final[Color] = (92, 54, 42)
BUTTON_PRIMARY: Final[Color] = RUST
BUTTON_PRIMARY_HOVER: Final[Color] = RUST_LIGHT
BUTTON_DISABLED: Final[Color] = (36, 30, 34)
ROW_HOVER: Final[Color] = (54, 38, 40)

# Font sizes at the reference window size.
FONT_TITLE: Final = 60
FONT_HEADING: Final = 36
FONT_BODY: Final = 24
FONT_SMALL: Final = 19

# Geometry at the reference window size.
RADIUS: Final = 10
BORDER: Final = 2
FOCUS_WIDTH: Final = 3
BUTTON_HEIGHT: Final = 52
ROW_HEIGHT: Final = 54
GAP: Final = 14
MARGIN: Final = 48
