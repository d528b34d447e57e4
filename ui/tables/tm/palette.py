"""Colours and marker shapes of the Terraforming Mars table (no pygame here).

Players get an Okabe-Ito colour *and* a marker shape each, so two players can
always be told apart without colour vision: a sky-blue circle, an orange
square, a bluish-green triangle, a yellow diamond and a reddish-purple
hexagon. The solo game's neutral opponent is a grey ring. The art script
(``build_scripts/make_tm_assets.py``) and the table read the same values.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_

Color = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class PlayerStyle:
    key: str
    color: Color
    shape: str
    label: str  # English msgid naming colour and shape


PLAYER_STYLES: tuple[PlayerStyle, ...] = (
    PlayerStyle("sky", (86, 180, 233), "circle", N_("Sky blue circle")),
    PlayerStyle("orange", (230, 159, 0), "square", N_("Orange square")),
    PlayerStyle("green", (0, 158, 115), "triangle", N_("Green triangle")),
    PlayerStyle("yellow", (240, 228, 66), "diamond", N_("Yellow diamond")),
    PlayerStyle("purple", (204, 121, 167), "hexagon", N_("Purple hexagon")),
)
NEUTRAL_STYLE = PlayerStyle("neutral", (196, 196, 196), "ring", N_("Neutral"))

# Card types.
CARD_COLORS: dict[str, Color] = {
    "automated": (92, 160, 78),
    "active": (66, 132, 196),
    "event": (204, 78, 60),
    "corporation": (150, 150, 156),
}

# Resources (icon colours, also used for small bars).
RESOURCE_COLORS: dict[str, Color] = {
    "megacredits": (236, 196, 64),
    "steel": (170, 110, 60),
    "titanium": (120, 120, 132),
    "plants": (92, 176, 72),
    "energy": (150, 96, 200),
    "heat": (226, 92, 48),
}

# The map.
LAND: Color = (178, 92, 54)
LAND_DARK: Color = (132, 64, 40)
OCEAN: Color = (48, 110, 186)
OCEAN_RESERVED: Color = (92, 150, 214)
GREENERY: Color = (70, 150, 70)
CITY: Color = (150, 150, 160)
SPECIAL: Color = (120, 96, 80)
HIGHLIGHT: Color = (255, 232, 120)

# Global parameters.
TEMPERATURE: Color = (226, 88, 52)
OXYGEN: Color = (120, 200, 220)
OCEANS: Color = (70, 130, 210)


def style_of(index: int) -> PlayerStyle:
    """The style at ``index`` of the palette (wraps around), or the neutral style for -1."""
    if index < 0:
        return NEUTRAL_STYLE
    return PLAYER_STYLES[index % len(PLAYER_STYLES)]
