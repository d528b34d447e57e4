"""Colours of the Terraforming Mars table: card types, resources, the map and the
global parameters (no pygame here). The players' colours and marker shapes are the
kit's (``ui.table.players``). The art script (``build_scripts/make_tm_assets.py``)
and the table read the same values.
"""

from __future__ import annotations

Color = tuple[int, int, int]


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
